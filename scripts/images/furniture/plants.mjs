/** Potted plants: an olive tree, a fiddle-leaf fig, a palm or a grass, in a seeded pot. */
import { clamp, mix, PALETTE as C, scale } from "../color.mjs";
import { rad } from "../geometry.mjs";
import { num, tag } from "../svg.mjs";
import { leafSvg } from "./decor.mjs";
import { cylinderSvg, floorShadow } from "./primitives.mjs";

export function plant(s, x, z, { height = 1.6, kind, pot } = {}) {
  const r = s.rng;
  const type = kind ?? r.pick(["olive", "fiddle", "palm", "grass"]);
  const potColor = pot ?? r.pick([C.terracotta, C.stone, C.charcoal, C.ivory, C.clay, C.sand]);
  const potR = r.range(0.16, 0.26);
  const potH = r.range(0.3, 0.5);
  let out = "";
  const k = s.px(1, z);
  const [bx, by] = s.P(x, potH, z);
  const lightSide = s.light.dir[0];
  const leafTone = (dx) => {
    const base = r.pick([C.leafDark, C.leaf, C.leaf, C.leafLight, C.sage]);
    const lit = clamp(0.9 + dx * lightSide * 0.6 + r.range(-0.08, 0.08), 0.7, 1.15);
    return s.shade(base, [0, 0.5, -1], lit);
  };
  if (type === "olive") {
    const crown = height - potH;
    const [tx, ty] = s.P(x + r.range(-0.1, 0.1), potH + crown * 0.55, z);
    out += tag("path", {
      d: `M${num(bx)} ${num(by)}Q${num(bx + r.range(-0.1, 0.1) * k)} ${num((by + ty) / 2)} ${num(tx)} ${num(ty)}`,
      stroke: s.shade(C.walnut, [0, 0, -1]),
      "stroke-width": 0.03 * k,
      fill: "none",
    });
    for (let c = 0; c < 5; c += 1) {
      const ccx = tx + r.range(-0.35, 0.35) * k;
      const ccy = ty - r.range(0.1, crown * 0.55) * k;
      for (let i = 0; i < 60; i += 1) {
        const a = r.range(0, 2 * Math.PI);
        const d = Math.sqrt(r.next()) * 0.28 * k;
        const lx = ccx + Math.cos(a) * d;
        const ly = ccy + Math.sin(a) * d * 0.8;
        out += leafSvg(
          s,
          lx,
          ly,
          0.045 * k,
          0.013 * k,
          r.range(0, 180),
          mix(leafTone((lx - bx) / k), C.sage, 0.35),
        );
      }
    }
  } else if (type === "fiddle") {
    const stems = r.int(2, 3);
    for (let st = 0; st < stems; st += 1) {
      const top = potH + (height - potH) * r.range(0.75, 1);
      const lean = r.range(-0.25, 0.25);
      const [tx, ty] = s.P(x + lean, top, z);
      out += tag("line", {
        x1: bx,
        y1: by,
        x2: tx,
        y2: ty,
        stroke: s.shade(C.walnut, [0, 0, -1]),
        "stroke-width": 0.015 * k,
      });
      for (let i = 0; i < 9; i += 1) {
        const t = 0.3 + (0.7 * i) / 8;
        const lx = bx + (tx - bx) * t;
        const ly = by + (ty - by) * t;
        const sideDir = i % 2 ? 1 : -1;
        out += leafSvg(
          s,
          lx + sideDir * 0.1 * k,
          ly,
          0.14 * k,
          0.1 * k,
          sideDir * r.range(20, 50),
          leafTone(sideDir),
        );
      }
    }
  } else if (type === "palm") {
    for (let i = 0; i < 11; i += 1) {
      const ang = rad(r.range(-75, 75));
      const len = r.range(0.55, 1.0) * (height - potH) * k;
      const ex = bx + Math.sin(ang) * len;
      const ey = by - Math.cos(ang) * len * 0.95;
      const mx = bx + Math.sin(ang) * len * 0.4;
      const my = by - len * 0.75;
      out += tag("path", {
        d: `M${num(bx)} ${num(by)}Q${num(mx)} ${num(my)} ${num(ex)} ${num(ey)}`,
        stroke: s.shade(C.leaf, [0, 0, -1], 0.8),
        "stroke-width": 0.01 * k,
        fill: "none",
      });
      for (let j = 0; j < 12; j += 1) {
        const t = 0.25 + (0.75 * j) / 12;
        const qx = (1 - t) ** 2 * bx + 2 * (1 - t) * t * mx + t * t * ex;
        const qy = (1 - t) ** 2 * by + 2 * (1 - t) * t * my + t * t * ey;
        const ang2 = (ang * 180) / Math.PI + (j % 2 ? 55 : -55) + 180;
        const lw = 0.13 * k * (1 - t * 0.5);
        out += leafSvg(
          s,
          qx + Math.sin(rad(ang2)) * lw * 0.8,
          qy - Math.cos(rad(ang2)) * lw * 0.8,
          lw,
          0.02 * k,
          ang2 - 90,
          leafTone(Math.sin(ang)),
        );
      }
    }
  } else {
    // Dried grass / pampas in a tall vase.
    const stalk = s.shade(mix(C.sand, C.oakLight, 0.4), [0, 0, -1]);
    for (let i = 0; i < 22; i += 1) {
      const ang = rad(r.range(-28, 28));
      const len = r.range(0.6, 1.0) * (height - potH) * k;
      const ex = bx + Math.sin(ang) * len;
      const ey = by - Math.cos(ang) * len;
      out += tag("path", {
        d: `M${num(bx)} ${num(by)}Q${num(bx + Math.sin(ang) * len * 0.3)} ${num(by - len * 0.6)} ${num(ex)} ${num(ey)}`,
        stroke: scale(stalk, 0.8),
        "stroke-width": 0.006 * k,
        fill: "none",
      });
      if (r.chance(0.6))
        out += leafSvg(
          s,
          ex,
          ey + 0.08 * k,
          0.05 * k,
          0.15 * k,
          (ang * 180) / Math.PI,
          scale(stalk, r.range(0.95, 1.12)),
        );
    }
  }
  out =
    cylinderSvg(s, { x, z, r: potR * 0.8, y0: 0, y1: potH }, potColor, {
      topColor: scale(C.walnut, 0.5),
    }) + out;
  floorShadow(s, x - potR, x + potR, z - potR, z + potR, 0.7);
  s.addObject(
    s.distanceTo({ x0: x - potR, x1: x + potR, y0: 0, y1: height, z0: z - potR, z1: z + potR }),
    out,
  );
}
