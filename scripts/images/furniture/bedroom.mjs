/** Bedroom furniture: an upholstered bed with linen and pillows, and nightstands with lamps. */
import { PALETTE as C, scale } from "../color.mjs";
import { tableLampSvg } from "./lamps.mjs";
import { boxSvg, footprint, orientBox, pillowSvg } from "./primitives.mjs";

export function bed(s, x, { width = 1.7, length = 2.1, color, linen } = {}) {
  const r = s.rng;
  const a = { x, z: s.room.d - 0.02, facing: "camera" };
  const B = (...l) => orientBox(a, ...l);
  const hw = width / 2;
  const parts = [];
  const headH = r.range(1.0, 1.3);
  parts.push(
    boxSvg(s, B(-hw - 0.08, hw + 0.08, 0, headH, 0, 0.1), color, {
      round: r.chance(0.5) ? 0.08 : 0.02,
    }),
  );
  parts.push(boxSvg(s, B(-hw, hw, 0.06, 0.36, 0.1, length), scale(color, 0.92), { round: 0.03 }));
  parts.push(
    boxSvg(s, B(-hw + 0.02, hw - 0.02, 0.36, 0.52, 0.1, length - 0.02), C.ivory, { round: 0.05 }),
  );
  // Pillows against the headboard.
  const pw = width / 2 - 0.08;
  for (const side of [-1, 1])
    parts.push(pillowSvg(s, x + side * (pw / 2 + 0.04), 0.5, a.z - 0.22, pw, 0.42, C.ivory));
  for (const side of [-1, 1])
    parts.push(
      pillowSvg(s, x + side * (pw / 2 + 0.02), 0.5, a.z - 0.38, pw * 0.85, 0.38, linen, side * 2),
    );
  if (r.chance(0.7)) parts.push(pillowSvg(s, x, 0.52, a.z - 0.5, 0.5, 0.32, s.mat.accent));
  // Duvet over the lower two thirds, folded throw at the foot.
  parts.push(
    boxSvg(s, B(-hw - 0.03, hw + 0.03, 0.3, 0.58, 0.72, length + 0.02), linen, {
      round: 0.08,
      soft: true,
    }),
  );
  parts.push(
    boxSvg(
      s,
      B(-hw - 0.04, hw + 0.04, 0.3, 0.6, length - 0.45, length + 0.03),
      r.pick([s.mat.accent, C.stone, C.sand, C.taupe]),
      { round: 0.06 },
    ),
  );
  const b = B(-hw - 0.08, hw + 0.08, 0, headH, 0, length);
  footprint(s, b, 1);
  s.addObject(s.distanceTo(b) + 0.4, parts.join(""));
  return b;
}

export function nightstand(s, x, z, { color } = {}) {
  const b = { x0: x - 0.24, x1: x + 0.24, y0: 0, y1: 0.5, z0: z - 0.4, z1: z };
  let out = boxSvg(s, b, color, { round: 0.02 });
  out += tableLampSvg(s, x, 0.5, z - 0.22);
  footprint(s, b, 0.8);
  s.addObject(s.distanceTo(b), out);
}
