/** Storage against the walls: sideboards, bookcases and floating shelves, with their objects. */
import { mix, PALETTE as C, scale, SHADOW } from "../color.mjs";
import { polygon, tag } from "../svg.mjs";
import { decorOnSurface, vaseSvg } from "./decor.mjs";
import { boxSvg, footprint, orientBox } from "./primitives.mjs";

/** Low sideboard / credenza against a wall with fluted or plain doors and decor on top. */
export function sideboard(
  s,
  a,
  { width = 1.8, depth = 0.45, height = 0.75, color, decor = true } = {},
) {
  const r = s.rng;
  const B = (...l) => orientBox(a, ...l);
  const parts = [];
  const plinth = r.chance(0.5);
  if (plinth)
    parts.push(
      boxSvg(
        s,
        B(-width / 2 + 0.05, width / 2 - 0.05, 0, 0.1, 0.03, depth - 0.05),
        scale(color, 0.6),
      ),
    );
  else
    for (const lx of [-width / 2 + 0.05, width / 2 - 0.09])
      for (const lz of [0.04, depth - 0.08])
        parts.push(boxSvg(s, B(lx, lx + 0.04, 0, 0.12, lz, lz + 0.04), scale(color, 0.7)));
  const body = B(-width / 2, width / 2, plinth ? 0.1 : 0.12, height, 0, depth);
  parts.push(boxSvg(s, body, color, { round: 0.01 }));
  if (a.facing === "camera") {
    const doors = r.int(2, 4);
    const fluted = r.chance(0.5);
    const [fx0, fy0] = s.P(body.x0, body.y1, body.z0);
    const [fx1, fy1] = s.P(body.x1, body.y0, body.z0);
    const line = {
      stroke: s.shade(color, [0, 0, -1], 0.7),
      "stroke-width": 1.6 * s.unit,
      "stroke-opacity": 0.8,
    };
    for (let i = 1; i < doors; i += 1) {
      const xx = fx0 + ((fx1 - fx0) * i) / doors;
      parts.push(tag("line", { x1: xx, y1: fy0 + 3, x2: xx, y2: fy1 - 2, ...line }));
    }
    if (fluted) {
      const n = Math.round(width / 0.04);
      for (let i = 1; i < n; i += 1) {
        const xx = fx0 + ((fx1 - fx0) * i) / n;
        parts.push(
          tag("line", {
            x1: xx,
            y1: fy0 + (fy1 - fy0) * 0.08,
            x2: xx,
            y2: fy1 - 2,
            ...line,
            "stroke-opacity": 0.28,
            "stroke-width": 1.2 * s.unit,
          }),
        );
      }
    }
    if (decor) {
      parts.push(
        decorOnSurface(
          s,
          a.x - width / 2 + 0.2,
          a.x + width / 2 - 0.2,
          height,
          a.z - depth / 2,
          r.int(2, 3),
        ),
      );
    }
  }
  footprint(s, B(-width / 2, width / 2, 0, height, 0, depth), 0.8);
  s.addObject(s.distanceTo(body), parts.join(""));
  return body;
}

/** Tall bookcase / open shelving unit against the back wall with books and objects. */
export function bookcase(s, x, z, { width = 1.6, height = 2.2, depth = 0.36, color } = {}) {
  const r = s.rng;
  const b = { x0: x - width / 2, x1: x + width / 2, y0: 0, y1: height, z0: z - depth, z1: z };
  let out = boxSvg(s, b, color);
  const shelves = Math.max(3, Math.round(height / 0.38));
  const t = 0.025;
  const inner = s.shade(color, [0, 0, -1], 0.62);
  for (let i = 0; i < shelves; i += 1) {
    const y0 = 0.08 + ((height - 0.1) * i) / shelves + t;
    const y1 = 0.08 + ((height - 0.1) * (i + 1)) / shelves;
    const [ax, ay] = s.P(b.x0 + t, y1, b.z0);
    const [bx, by] = s.P(b.x1 - t, y0, b.z0);
    out += tag("rect", {
      x: ax,
      y: ay,
      width: bx - ax,
      height: by - ay,
      fill: s.linear(
        [0, ay],
        [0, by],
        [
          [0, scale(inner, 0.8)],
          [1, inner],
        ],
      ),
    });
    // Books and objects sit slightly back from the front edge.
    let u = b.x0 + t + r.range(0.02, 0.15);
    while (u < b.x1 - 0.15) {
      if (r.chance(0.22)) {
        out += vaseSvg(
          s,
          u + 0.08,
          y0,
          b.z0 + 0.05,
          Math.min(y1 - y0 - 0.06, r.range(0.12, 0.26)),
          0.06,
          r.pick([C.ivory, C.clay, C.stone, C.charcoal]),
          r.pick(["round", "amphora", "cylinder"]),
        );
        u += 0.24;
        continue;
      }
      const count = r.int(4, 11);
      for (let k = 0; k < count && u < b.x1 - t - 0.04; k += 1) {
        const bw = r.range(0.022, 0.045);
        const bh = Math.min(y1 - y0 - 0.03, r.range(0.17, 0.3));
        const col = r.pick([
          C.ivory,
          C.sand,
          C.stone,
          C.taupe,
          C.clay,
          C.charcoal,
          C.linen,
          C.sage,
          mix(C.clay, C.sand, 0.5),
        ]);
        const [p0x, p0y] = s.P(u, y0 + bh, b.z0 + 0.03);
        const [p1x, p1y] = s.P(u + bw, y0, b.z0 + 0.03);
        out += tag("rect", {
          x: p0x,
          y: p0y,
          width: p1x - p0x,
          height: p1y - p0y,
          fill: s.shade(col, [0, 0, -1], r.range(0.7, 0.92)),
        });
        u += bw + 0.002;
      }
      u += r.range(0.06, 0.3);
    }
  }
  footprint(s, b, 0.8);
  s.addObject(s.distanceTo(b), out);
  return b;
}

/** Floating wall shelf with a few objects. */
export function wallShelf(s, x0, x1, y, { color } = {}) {
  const r = s.rng;
  const z1 = s.room.d;
  const b = { x0, x1, y0: y - 0.04, y1: y, z0: z1 - 0.25, z1 };
  let out = boxSvg(s, b, color);
  out += decorOnSurface(s, x0 + 0.1, x1 - 0.1, y, z1 - 0.12, r.int(2, 4));
  s.add(
    "shell",
    polygon(
      [
        s.P(x0, y - 0.04, z1),
        s.P(x1, y - 0.04, z1),
        s.P(x1 + 0.05, y - 0.25, z1),
        s.P(x0 + 0.05, y - 0.25, z1),
      ],
      SHADOW,
      { opacity: 0.08 },
    ),
  );
  s.addObject(s.distanceTo(b), out);
}
