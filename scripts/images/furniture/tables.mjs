/** Tables: coffee, side and dining tables, dressed with decor. */
import { scale } from "../color.mjs";
import { decorObject, decorOnSurface } from "./decor.mjs";
import { tableLampSvg } from "./lamps.mjs";
import { boxSvg, cylinderSvg, floorShadow, footprint } from "./primitives.mjs";

export function coffeeTable(s, x, z, { wood, stone } = {}) {
  const r = s.rng;
  const style = r.pick(["plinth", "round", "legs"]);
  const parts = [];
  let b;
  if (style === "round") {
    const rr = r.range(0.4, 0.55);
    parts.push(cylinderSvg(s, { x, z, r: rr * 0.55, y0: 0, y1: 0.3 }, scale(stone, 0.95)));
    parts.push(cylinderSvg(s, { x, z, r: rr, y0: 0.3, y1: 0.38 }, stone));
    parts.push(
      decorObject(s, r.pick(["vase", "books", "bowl"]), x + r.range(-0.15, 0.15), 0.38, z),
    );
    b = { x0: x - rr, x1: x + rr, y0: 0, y1: 0.38, z0: z - rr, z1: z + rr };
  } else {
    const w = r.range(1.0, 1.4);
    const dpt = r.range(0.55, 0.75);
    b = { x0: x - w / 2, x1: x + w / 2, y0: 0, y1: 0.38, z0: z - dpt / 2, z1: z + dpt / 2 };
    if (style === "plinth") {
      parts.push(boxSvg(s, b, stone, { round: 0.02 }));
    } else {
      for (const lx of [b.x0 + 0.04, b.x1 - 0.08])
        for (const lz of [b.z0 + 0.04, b.z1 - 0.08])
          parts.push(
            boxSvg(s, { x0: lx, x1: lx + 0.04, y0: 0, y1: 0.34, z0: lz, z1: lz + 0.04 }, wood),
          );
      parts.push(boxSvg(s, { ...b, y0: 0.34 }, wood));
    }
    parts.push(decorOnSurface(s, b.x0 + 0.1, b.x1 - 0.1, 0.38, z, r.int(1, 2)));
  }
  footprint(s, b, style === "legs" ? 0.6 : 1);
  s.addObject(s.distanceTo(b), parts.join(""));
  return b;
}

export function sideTable(s, x, z, { color, height = 0.55, lamp = false } = {}) {
  const r = s.rng;
  const rr = r.range(0.2, 0.26);
  let out = cylinderSvg(s, { x, z, r: rr * 0.8, y0: 0, y1: height - 0.03 }, scale(color, 0.95));
  out += cylinderSvg(s, { x, z, r: rr, y0: height - 0.03, y1: height }, color);
  out += lamp
    ? tableLampSvg(s, x, height, z)
    : decorObject(s, r.pick(["vase", "books", "branch"]), x, height, z);
  floorShadow(s, x - rr, x + rr, z - rr, z + rr, 0.8);
  s.addObject(
    s.distanceTo({ x0: x - rr, x1: x + rr, y0: 0, y1: height, z0: z - rr, z1: z + rr }),
    out,
  );
}

export function diningTable(s, x, z, { width = 2.0, depth = 0.95, wood, round = false } = {}) {
  const parts = [];
  const h = 0.75;
  let b;
  if (round) {
    const rr = depth * 0.6;
    parts.push(cylinderSvg(s, { x, z, r: 0.22, y0: 0, y1: h - 0.04 }, scale(wood, 0.9)));
    parts.push(cylinderSvg(s, { x, z, r: rr, y0: h - 0.04, y1: h }, wood));
    b = { x0: x - rr, x1: x + rr, y0: 0, y1: h, z0: z - rr, z1: z + rr };
  } else {
    b = {
      x0: x - width / 2,
      x1: x + width / 2,
      y0: 0,
      y1: h,
      z0: z - depth / 2,
      z1: z + depth / 2,
    };
    for (const lx of [b.x0 + 0.06, b.x1 - 0.12])
      for (const lz of [b.z0 + 0.06, b.z1 - 0.12])
        parts.push(
          boxSvg(
            s,
            { x0: lx, x1: lx + 0.06, y0: 0, y1: h - 0.04, z0: lz, z1: lz + 0.06 },
            scale(wood, 0.9),
          ),
        );
    parts.push(boxSvg(s, { ...b, y0: h - 0.045 }, wood));
  }
  parts.push(decorOnSurface(s, x - 0.3, x + 0.3, h, z, s.rng.int(1, 2)));
  footprint(s, b, 0.5);
  s.addObject(s.distanceTo(b), parts.join(""));
  return b;
}
