/** Kitchen and bathroom fittings: cabinet runs, tiled walls, a freestanding tub, a vanity. */
import { mix, PALETTE as C, scale, SHADOW } from "../color.mjs";
import { NORMALS } from "../room.mjs";
import { num, polygon, tag } from "../svg.mjs";
import { archOutline, onWall, rectOutline } from "../walls.mjs";
import { decorObject, decorOnSurface, vaseSvg } from "./decor.mjs";
import { boxSvg, floorShadow, footprint } from "./primitives.mjs";

export function counterRun(s, x0, x1, { color, top, handles, decor = true } = {}) {
  const r = s.rng;
  const z1 = s.room.d;
  const depth = 0.62;
  const parts = [];
  parts.push(boxSvg(s, { x0, x1, y0: 0, y1: 0.1, z0: z1 - depth + 0.06, z1 }, scale(color, 0.4)));
  const body = { x0, x1, y0: 0.1, y1: 0.88, z0: z1 - depth, z1 };
  parts.push(boxSvg(s, body, color));
  const [fx0, fy0] = s.P(x0, 0.88, body.z0);
  const [fx1, fy1] = s.P(x1, 0.1, body.z0);
  const doors = Math.max(2, Math.round((x1 - x0) / 0.6));
  for (let i = 1; i < doors; i += 1) {
    const xx = fx0 + ((fx1 - fx0) * i) / doors;
    parts.push(
      tag("line", {
        x1: xx,
        y1: fy0,
        x2: xx,
        y2: fy1,
        stroke: s.shade(color, [0, 0, -1], 0.72),
        "stroke-width": 1.6 * s.unit,
      }),
    );
  }
  if (handles) {
    for (let i = 0; i < doors; i += 1) {
      const xx = fx0 + ((fx1 - fx0) * (i + (i % 2 ? 0.1 : 0.9))) / doors;
      parts.push(
        tag("line", {
          x1: xx,
          y1: fy0 + (fy1 - fy0) * 0.08,
          x2: xx,
          y2: fy0 + (fy1 - fy0) * 0.22,
          stroke: handles,
          "stroke-width": 3 * s.unit,
          "stroke-linecap": "round",
        }),
      );
    }
  }
  const worktop = { x0: x0 - 0.02, x1: x1 + 0.02, y0: 0.88, y1: 0.92, z0: z1 - depth - 0.02, z1 };
  parts.push(boxSvg(s, worktop, top));
  if (decor) parts.push(decorOnSurface(s, x0 + 0.3, x1 - 0.3, 0.92, z1 - 0.3, r.int(2, 3)));
  s.addObject(s.distanceTo(body), parts.join(""));
  footprint(s, body, 0.5);
}

/** Wall of small tiles with slightly uneven glaze (zellige-like) and fine grout lines. */
export function tileWall(s, wall, u0, u1, v0, v1, { color, tw = 0.1, th = 0.1 } = {}) {
  const r = s.rng;
  let out = polygon(onWall(s, wall, rectOutline(u0, u1, v0, v1)), s.shade(color, NORMALS[wall]));
  // Uneven glaze: about a third of the tiles a touch lighter or darker.
  for (let u = u0; u < u1 - 0.001; u += tw) {
    for (let v = v0; v < v1 - 0.001; v += th) {
      if (!r.chance(0.35)) continue;
      const k = r.range(-0.05, 0.05);
      const tile = rectOutline(u, Math.min(u + tw, u1), v, Math.min(v + th, v1));
      out += polygon(onWall(s, wall, tile), k > 0 ? "#fff" : "#000", { opacity: Math.abs(k) });
    }
  }
  // Grout: one line per column and per row.
  const grout = { stroke: scale(color, 1.1), "stroke-width": s.unit, "stroke-opacity": 0.5 };
  const line = (a, b) => tag("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], ...grout });
  for (let u = u0 + tw; u < u1 - 0.001; u += tw)
    out += line(
      ...onWall(s, wall, [
        [u, v0],
        [u, v1],
      ]),
    );
  for (let v = v0 + th; v < v1 - 0.001; v += th)
    out += line(
      ...onWall(s, wall, [
        [u0, v],
        [u1, v],
      ]),
    );
  s.during("tiles", () => s.add("shell", out));
}

export function bathtub(s, x, z, { length = 1.7, width = 0.78, color = C.ivory } = {}) {
  const h = 0.56;
  const b = {
    x0: x - length / 2,
    x1: x + length / 2,
    y0: 0,
    y1: h,
    z0: z - width / 2,
    z1: z + width / 2,
  };
  const [ax, ay] = s.P(b.x0, h, b.z0);
  const [bx, by] = s.P(b.x1, 0, b.z0);
  const w = bx - ax;
  const hh = by - ay;
  const base = s.shade(color, [0, 0, -1]);
  const [cx, cy] = s.P(x, h, z);
  const rx = w / 2;
  const ry = Math.max(2, (s.cam.f * (width / 2) * Math.abs(s.cam.y - h)) / (z * z));
  let out = tag("path", {
    d: `M${num(ax)} ${num(ay)}L${num(bx)} ${num(ay)}L${num(bx - w * 0.06)} ${num(by - hh * 0.3)}Q${num(bx - w * 0.1)} ${num(by)} ${num(bx - w * 0.25)} ${num(by)}L${num(ax + w * 0.25)} ${num(by)}Q${num(ax + w * 0.1)} ${num(by)} ${num(ax + w * 0.06)} ${num(by - hh * 0.3)}Z`,
    fill: s.linear(
      [ax, 0],
      [bx, 0],
      [
        [0, scale(base, 0.88)],
        [0.5, scale(base, 1.04)],
        [1, scale(base, 0.9)],
      ],
    ),
  });
  out += tag("ellipse", { cx, cy, rx, ry, fill: s.shade(color, [0, 1, 0]) });
  out += tag("ellipse", {
    cx,
    cy: cy + ry * 0.05,
    rx: rx * 0.9,
    ry: ry * 0.75,
    fill: s.radial([cx, cy], rx * 0.9, ry * 0.75, [
      [0, scale(base, 0.88)],
      [1, scale(base, 0.74)],
    ]),
  });
  floorShadow(s, b.x0 + 0.1, b.x1 - 0.1, b.z0, b.z1, 0.8);
  s.addObject(s.distanceTo(b), out);
}

export function vanity(s, x, { width = 1.1, color } = {}) {
  const r = s.rng;
  const z1 = s.room.d;
  const b = { x0: x - width / 2, x1: x + width / 2, y0: 0.45, y1: 0.82, z0: z1 - 0.5, z1 };
  let out = boxSvg(s, b, color);
  out += vaseSvg(s, x, 0.82, z1 - 0.26, 0.14, 0.2, r.pick([C.ivory, C.stone, C.sand]), "cylinder");
  out += decorObject(s, "bottle", x + width / 2 - 0.15, 0.82, z1 - 0.2);
  s.addObject(s.distanceTo(b), out);
  s.add(
    "contact",
    polygon(
      [s.P(b.x0, 0, b.z0), s.P(b.x1, 0, b.z0), s.P(b.x1, 0, b.z1), s.P(b.x0, 0, b.z1)],
      SHADOW,
      { opacity: 0.25 },
    ),
  );
  // Round or arched mirror above.
  const mw = Math.min(0.8, width * 0.8);
  const mirror = r.chance(0.5)
    ? archOutline(x - mw / 2, x + mw / 2, 1.1, 2.1)
    : Array.from({ length: 40 }, (_, i) => [
        x + (mw / 2) * Math.cos((i / 40) * 2 * Math.PI),
        1.55 + (mw / 2) * Math.sin((i / 40) * 2 * Math.PI),
      ]);
  const frame = onWall(s, "back", mirror, -0.02);
  s.add(
    "shell",
    polygon(frame, s.shade(r.pick([C.oak, C.charcoal, C.clay]), [0, 0, -1]), {
      stroke: SHADOW,
      "stroke-opacity": 0.15,
      "stroke-width": 6 * s.unit,
    }),
  );
  const inner = mirror.map(([u, v]) => [x + (u - x) * 0.94, 1.55 + (v - 1.55) * 0.96]);
  const glass = onWall(s, "back", inner, -0.021);
  const ys = glass.map((p) => p[1]);
  s.add(
    "shell",
    polygon(
      glass,
      s.linear(
        [0, Math.min(...ys)],
        [0, Math.max(...ys)],
        [
          [0, s.shade(mix(s.mat.wall, C.ivory, 0.5), [0, 0, -1], 1.05)],
          [1, s.shade(s.mat.wall, [0, 0, -1], 0.8)],
        ],
      ),
    ),
  );
}
