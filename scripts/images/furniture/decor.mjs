/**
 * Small still-life objects for tables and shelves: vases, books, bowls, bottles, fruit, a
 * branch in a vase, and the leaf shape plants share.
 */
import { PALETTE as C, scale } from "../color.mjs";
import { rad } from "../geometry.mjs";
import { num, smoothPath, tag } from "../svg.mjs";
import { boxSvg } from "./primitives.mjs";

export function decorOnSurface(s, x0, x1, y, z, count) {
  const r = s.rng;
  let out = "";
  for (let i = 0; i < count; i += 1) {
    const x = x0 + ((x1 - x0) * (i + 0.5)) / count + r.range(-0.05, 0.05);
    const kind = r.pick(["vase", "vase", "books", "bowl", "bottle"]);
    out += decorObject(s, kind, x, y, z + r.range(-0.05, 0.05));
  }
  return out;
}

/** Small still-life objects: vases, books, bowls, bottles, a branch. */
export function decorObject(s, kind, x, y, z, size = 1) {
  const r = s.rng;
  const ceramic = r.pick([C.ivory, C.sand, C.stone, C.clay, C.charcoal, C.terracotta, C.taupe]);
  switch (kind) {
    case "books": {
      let out = "";
      let yy = y;
      for (let i = 0; i < r.int(2, 4); i += 1) {
        const h = r.range(0.025, 0.05) * size;
        const w = r.range(0.18, 0.28) * size;
        const col = r.pick([C.ivory, C.sand, C.stone, C.clay, C.charcoal, C.sage, C.linen]);
        out += boxSvg(
          s,
          { x0: x - w / 2, x1: x + w / 2, y0: yy, y1: yy + h, z0: z - 0.12, z1: z + 0.12 },
          col,
        );
        yy += h;
      }
      return out;
    }
    case "bowl": {
      const [cx, cy] = s.P(x, y, z);
      const rx = s.px(r.range(0.1, 0.16) * size, z);
      const ry = rx * 0.45;
      const col = s.shade(ceramic, [0, 0, -1]);
      return tag("path", {
        d: `M${num(cx - rx)} ${num(cy - ry)}A${num(rx)} ${num(ry * 1.6)} 0 0 0 ${num(cx + rx)} ${num(cy - ry)}Z`,
        fill: s.linear(
          [cx - rx, 0],
          [cx + rx, 0],
          [
            [0, scale(col, 0.85)],
            [0.6, scale(col, 1.05)],
            [1, scale(col, 0.9)],
          ],
        ),
      });
    }
    case "branch":
      return branchInVase(s, x, y, z, ceramic, size);
    case "bottle":
      return vaseSvg(
        s,
        x,
        y,
        z,
        r.range(0.22, 0.34) * size,
        r.range(0.035, 0.05) * size,
        ceramic,
        "bottle",
      );
    case "sphere": {
      const [cx, cy] = s.P(x, y, z);
      const rr = s.px(r.range(0.05, 0.09) * size, z);
      const col = s.shade(r.pick([C.ivory, C.stone, C.clay, C.charcoal]), [0, 0, -1]);
      return tag("circle", {
        cx,
        cy: cy - rr,
        r: rr,
        fill: s.radial([cx + s.light.dir[0] * rr * 0.4, cy - rr * 1.4], rr * 1.4, rr * 1.4, [
          [0, scale(col, 1.12)],
          [1, scale(col, 0.7)],
        ]),
      });
    }
    case "fruit": {
      let out = decorObject(s, "bowl", x, y, z, size * 1.2);
      const [cx, cy] = s.P(x, y, z);
      const k = s.px(size, z);
      for (let i = 0; i < 5; i += 1) {
        const fx = cx + r.range(-0.09, 0.09) * k;
        const fr = r.range(0.03, 0.045) * k;
        const col = s.shade(
          r.pick([C.terracotta, C.clay, C.leafLight, [214, 170, 90], C.sage]),
          [0, 0, -1],
        );
        out += tag("circle", {
          cx: fx,
          cy: cy - 0.06 * k - r.range(0, 0.04) * k,
          r: fr,
          fill: s.radial([fx, cy - 0.08 * k], fr * 1.3, fr * 1.3, [
            [0, scale(col, 1.1)],
            [1, scale(col, 0.75)],
          ]),
        });
      }
      return out;
    }
    default:
      return r.chance(0.3)
        ? branchInVase(s, x, y, z, ceramic, size)
        : vaseSvg(
            s,
            x,
            y,
            z,
            r.range(0.16, 0.34) * size,
            r.range(0.05, 0.1) * size,
            ceramic,
            r.pick(["round", "cylinder", "amphora"]),
          );
  }
}

/** A turned vessel described by a radius profile, mirrored around its axis. */
export function vaseSvg(s, x, y, z, height, radius, color, shape) {
  const profiles = {
    round: [0.55, 0.9, 1, 0.92, 0.6, 0.35, 0.38],
    cylinder: [0.9, 0.95, 0.95, 0.95, 0.95, 0.92, 0.95],
    amphora: [0.45, 0.8, 1, 0.85, 0.5, 0.3, 0.45],
    bottle: [0.95, 1, 1, 0.95, 0.45, 0.25, 0.25],
  };
  const prof = profiles[shape] ?? profiles.round;
  const n = prof.length - 1;
  const right = [];
  const left = [];
  for (let i = 0; i <= n; i += 1) {
    const yy = y + (height * i) / n;
    const [px, py] = s.P(x + radius * prof[i], yy, z);
    const [qx] = s.P(x - radius * prof[i], yy, z);
    right.push([px, py]);
    left.unshift([qx, py]);
  }
  const [cx] = s.P(x, y, z);
  const w = right[2][0] - cx;
  const base = s.shade(color, [0, 0, -1]);
  const lx = s.light.dir[0] > 0 ? 1 : -1;
  const fill = s.linear(
    [cx - w, 0],
    [cx + w, 0],
    [
      [0, scale(base, lx < 0 ? 1.08 : 0.78)],
      [0.5, scale(base, 1)],
      [1, scale(base, lx > 0 ? 1.08 : 0.78)],
    ],
  );
  return tag("path", { d: smoothPath([...right, ...left]), fill });
}

function branchInVase(s, x, y, z, color, size = 1) {
  const r = s.rng;
  const vh = r.range(0.2, 0.3) * size;
  let out = vaseSvg(
    s,
    x,
    y,
    z,
    vh,
    r.range(0.06, 0.09) * size,
    color,
    r.pick(["amphora", "round", "cylinder"]),
  );
  const k = s.px(size, z);
  const [bx, by] = s.P(x, y + vh * 0.85, z);
  const twig = s.shade(C.walnut, [0, 0, -1]);
  for (let i = 0; i < r.int(2, 4); i += 1) {
    const ang = rad(r.range(-40, 40));
    const len = r.range(0.4, 0.8) * k;
    const ex = bx + Math.sin(ang) * len;
    const ey = by - Math.cos(ang) * len;
    out += tag("path", {
      d: `M${num(bx)} ${num(by)}Q${num(bx + Math.sin(ang) * len * 0.3 + r.range(-0.1, 0.1) * k)} ${num(by - len * 0.6)} ${num(ex)} ${num(ey)}`,
      stroke: twig,
      "stroke-width": 0.007 * k,
      fill: "none",
    });
    for (let j = 0; j < 9; j += 1) {
      const t = r.range(0.3, 1);
      const lx = bx + (ex - bx) * t + r.range(-0.04, 0.04) * k;
      const ly = by + (ey - by) * t + r.range(-0.03, 0.03) * k;
      out += leafSvg(
        s,
        lx,
        ly,
        0.05 * k,
        0.018 * k,
        r.range(0, 180),
        r.pick([C.leaf, C.leafLight, C.sage, C.leafDark]),
        r.range(0.9, 1.1),
      );
    }
  }
  return out;
}

export function leafSvg(s, cx, cy, rx, ry, angle, color, k = 1) {
  return tag("ellipse", {
    cx,
    cy,
    rx,
    ry,
    transform: `rotate(${num(angle)} ${num(cx)} ${num(cy)})`,
    fill: scale(color, k),
  });
}
