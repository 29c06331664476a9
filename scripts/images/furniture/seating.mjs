/** Seating: sofas, armchairs, dining and desk chairs, bar stools. */
import { mix, PALETTE as C, scale } from "../color.mjs";
import { tag } from "../svg.mjs";
import {
  boxSvg,
  cylinderSvg,
  floorShadow,
  footprint,
  orientBox,
  pillowSvg,
  sortedBoxes,
} from "./primitives.mjs";

export function sofa(s, a, { width = 2.4, depth = 0.95, color, legs = true, pillows = 2 } = {}) {
  const r = s.rng;
  const hw = width / 2;
  const arm = r.range(0.16, 0.24);
  const B = (...l) => orientBox(a, ...l);
  const base = legs ? 0.1 : 0.02;
  const parts = [];
  if (legs) {
    const legColor = r.pick([C.charcoal, C.walnut, C.oak]);
    for (const lx of [-hw + 0.08, hw - 0.12])
      for (const lz of [0.06, depth - 0.12])
        parts.push(boxSvg(s, B(lx, lx + 0.04, 0, base, lz, lz + 0.04), legColor));
  }
  parts.push(boxSvg(s, B(-hw, hw, base, 0.42, 0, depth), scale(color, 0.9)));
  parts.push(boxSvg(s, B(-hw, hw, base, 0.76, 0, 0.22), color, { round: 0.05 }));
  const upper = [
    [B(-hw, -hw + arm, base, 0.62, 0, depth), { round: 0.06 }],
    [B(hw - arm, hw, base, 0.62, 0, depth), { round: 0.06 }],
  ];
  const seats = width > 2.1 ? 3 : 2;
  const cw = (width - 2 * arm) / seats;
  for (let i = 0; i < seats; i += 1) {
    const x0 = -hw + arm + i * cw + 0.008;
    upper.push([B(x0, x0 + cw - 0.016, 0.5, 0.84, 0.2, 0.42), { round: 0.08, soft: true }]);
    upper.push([
      B(x0, x0 + cw - 0.016, 0.42, 0.55, 0.36, depth - 0.01),
      { round: 0.06, soft: true },
    ]);
  }
  parts.push(...sortedBoxes(s, upper, color));
  if (a.facing === "camera") {
    const accents = [
      mix(s.mat.accent, C.ivory, 0.12),
      mix(s.mat.accent, C.ivory, 0.4),
      C.ivory,
      C.stone,
      C.sand,
    ];
    for (let i = 0; i < pillows; i += 1) {
      const side = i % 2 === 0 ? -1 : 1;
      const px = a.x + side * (hw - arm - 0.3 - (i > 1 ? 0.36 : 0));
      parts.push(
        pillowSvg(s, px, 0.5, a.z - 0.45, 0.46, 0.42, r.pick(accents), side * r.range(3, 9)),
      );
    }
  }
  const b = B(-hw, hw, 0, 0.84, 0, depth);
  footprint(s, b, 1);
  s.addObject(s.distanceTo(b), parts.join(""));
}

export function armchair(s, a, { color, width = 0.85, depth = 0.85 } = {}) {
  const r = s.rng;
  const hw = width / 2;
  const arm = 0.16;
  const B = (...l) => orientBox(a, ...l);
  const parts = [];
  const legColor = r.pick([C.walnut, C.oak, C.charcoal]);
  for (const lx of [-hw + 0.06, hw - 0.1])
    for (const lz of [0.05, depth - 0.1])
      parts.push(boxSvg(s, B(lx, lx + 0.04, 0, 0.14, lz, lz + 0.04), legColor));
  parts.push(boxSvg(s, B(-hw, hw, 0.14, 0.42, 0, depth), scale(color, 0.92), { round: 0.05 }));
  parts.push(boxSvg(s, B(-hw, hw, 0.14, 0.86, 0, 0.2), color, { round: 0.12 }));
  parts.push(
    ...sortedBoxes(
      s,
      [
        [B(-hw, -hw + arm, 0.14, 0.6, 0, depth), { round: 0.07 }],
        [B(hw - arm, hw, 0.14, 0.6, 0, depth), { round: 0.07 }],
        [B(-hw + arm, hw - arm, 0.42, 0.53, 0.2, depth - 0.01), { round: 0.06, soft: true }],
      ],
      color,
    ),
  );
  const b = B(-hw, hw, 0, 0.86, 0, depth);
  footprint(s, b, 0.9);
  s.addObject(s.distanceTo(b), parts.join(""));
}

/** A wooden dining/desk chair; facing decides the draw order of seat and back. */
export function chair(s, a, { wood, color, width = 0.46, depth = 0.48, backHeight = 0.88 } = {}) {
  const B = (...l) => orientBox(a, ...l);
  const legs = [];
  for (const lx of [-width / 2 + 0.02, width / 2 - 0.05])
    for (const lz of [0.02, depth - 0.05])
      legs.push(boxSvg(s, B(lx, lx + 0.03, 0, 0.45, lz, lz + 0.03), wood));
  const seat = boxSvg(s, B(-width / 2, width / 2, 0.43, 0.48, 0, depth), color ?? wood, {
    round: 0.02,
  });
  const back = boxSvg(s, B(-width / 2, width / 2, 0.48, backHeight, 0, 0.04), color ?? wood, {
    round: 0.03,
  });
  const backLegs = [
    boxSvg(s, B(-width / 2 + 0.02, -width / 2 + 0.05, 0.45, backHeight - 0.05, 0, 0.03), wood),
    boxSvg(s, B(width / 2 - 0.05, width / 2 - 0.02, 0.45, backHeight - 0.05, 0, 0.03), wood),
  ];
  const parts =
    a.facing === "away" ? [...legs, seat, ...backLegs, back] : [...backLegs, back, ...legs, seat];
  const b = B(-width / 2, width / 2, 0, backHeight, 0, depth);
  footprint(s, b, 0.6);
  s.addObject(s.distanceTo(b), parts.join(""));
}

export function stool(s, x, z, { wood, height = 0.66 } = {}) {
  const parts = [];
  const r = 0.17;
  for (const [dx, dz] of [
    [-0.12, -0.08],
    [0.12, -0.08],
    [0, 0.12],
  ]) {
    const [ax, ay] = s.P(x + dx * 0.6, height - 0.02, z + dz * 0.6);
    const [bx, by] = s.P(x + dx, 0, z + dz);
    parts.push(
      tag("line", {
        x1: ax,
        y1: ay,
        x2: bx,
        y2: by,
        stroke: s.shade(wood, [0, 0, -1], 0.85),
        "stroke-width": s.px(0.03, z),
        "stroke-linecap": "round",
      }),
    );
  }
  parts.push(cylinderSvg(s, { x, z, r, y0: height - 0.05, y1: height }, wood));
  floorShadow(s, x - r, x + r, z - r, z + r, 0.5);
  s.addObject(
    s.distanceTo({ x0: x - r, x1: x + r, y0: 0, y1: height, z0: z - r, z1: z + r }),
    parts.join(""),
  );
}
