/** Rugs on the floor: rectangular or round, plain or bordered, with a woven texture. */
import { scale } from "../color.mjs";
import { polygon, tag } from "../svg.mjs";

export function rug(s, x0, x1, z0, z1, { color, border, round = false } = {}) {
  const r = s.rng;
  const base = s.shade(color, [0, 1, 0]);
  let outline;
  if (round) {
    const cx = (x0 + x1) / 2;
    const cz = (z0 + z1) / 2;
    outline = Array.from({ length: 48 }, (_, i) => {
      const t = (i / 48) * 2 * Math.PI;
      return s.P(cx + ((x1 - x0) / 2) * Math.cos(t), 0.005, cz + ((z1 - z0) / 2) * Math.sin(t));
    });
  } else {
    outline = [s.P(x0, 0.005, z0), s.P(x1, 0.005, z0), s.P(x1, 0.005, z1), s.P(x0, 0.005, z1)];
  }
  const yTop = s.P(0, 0, z1)[1];
  const yBot = s.P(0, 0, z0)[1];
  s.add(
    "shell",
    polygon(
      outline,
      s.linear(
        [0, yTop],
        [0, yBot],
        [
          [0, scale(base, 0.93)],
          [1, scale(base, 1.02)],
        ],
      ),
    ),
  );
  if (border && !round) {
    const e = 0.12;
    const inner = [
      s.P(x0 + e, 0.005, z0 + e),
      s.P(x1 - e, 0.005, z0 + e),
      s.P(x1 - e, 0.005, z1 - e),
      s.P(x0 + e, 0.005, z1 - e),
    ];
    s.add(
      "shell",
      polygon(inner, "none", {
        stroke: s.shade(border, [0, 1, 0]),
        "stroke-width": s.px(0.035, (z0 + z1) / 2),
        "stroke-opacity": 0.7,
      }),
    );
  }
  // Woven texture: faint lines across the pile.
  if (r.chance(0.6) && !round) {
    let lines = "";
    for (let z = z0 + 0.08; z < z1; z += 0.09) {
      const a = s.P(x0, 0.005, z);
      const b = s.P(x1, 0.005, z);
      lines += tag("line", {
        x1: a[0],
        y1: a[1],
        x2: b[0],
        y2: b[1],
        stroke: "#000",
        "stroke-opacity": 0.05,
        "stroke-width": 1.5 * s.unit,
      });
    }
    s.add("shell", lines);
  }
}
