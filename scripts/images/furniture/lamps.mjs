/** Lamps (pendants, table and floor lamps) and the glow they add when the mood has lamps on. */
import { mix, PALETTE as C, scale } from "../color.mjs";
import { num, tag } from "../svg.mjs";
import { vaseSvg } from "./decor.mjs";
import { cylinderSvg, floorShadow } from "./primitives.mjs";

function glowAt(s, cx, cy, radius, alpha) {
  const col = mix(s.light.sun, [255, 214, 160], 0.6);
  s.add(
    "glow",
    tag("circle", {
      cx,
      cy,
      r: radius,
      fill: s.radial([cx, cy], radius, radius, [
        [0, col, alpha],
        [0.35, col, alpha * 0.4],
        [1, col, 0],
      ]),
    }),
  );
}

export function pendant(s, x, z, { drop = 0.9, style, color } = {}) {
  const r = s.rng;
  const on = s.light.lamps;
  const top = s.room.h;
  const kind = style ?? r.pick(["dome", "globe", "cone", "drum"]);
  const shadeColor = color ?? r.pick([C.charcoal, C.ivory, C.clay, C.oak, C.stone]);
  const yLamp = top - drop;
  const k = s.px(1, z);
  const [cx, cy] = s.P(x, yLamp, z);
  const [, cTop] = s.P(x, top, z);
  const warm = [255, 226, 178];
  let out = tag("line", {
    x1: cx,
    y1: cTop,
    x2: cx,
    y2: cy,
    stroke: C.charcoal,
    "stroke-width": Math.max(1, 0.008 * k),
    "stroke-opacity": 0.85,
  });
  if (kind === "globe") {
    const rr = 0.2 * k;
    const c = on ? warm : s.shade(C.ivory, [0, 0, -1], 1.02);
    out += tag("circle", {
      cx,
      cy: cy + rr,
      r: rr,
      fill: s.radial([cx - rr * 0.25, cy + rr * 0.8], rr * 1.3, rr * 1.3, [
        [0, on ? [255, 246, 226] : scale(c, 1.06)],
        [1, scale(c, on ? 0.9 : 0.8)],
      ]),
    });
    if (on) glowAt(s, cx, cy + rr, rr * 5, 0.55);
  } else {
    const w = (kind === "dome" ? 0.25 : kind === "cone" ? 0.18 : 0.22) * k;
    const h = (kind === "dome" ? 0.2 : kind === "cone" ? 0.3 : 0.24) * k;
    const ry = Math.max(1.5, w * 0.22);
    const base = s.shade(shadeColor, [0, 0, -1]);
    const fill = s.linear(
      [cx - w, 0],
      [cx + w, 0],
      [
        [0, scale(base, 0.82)],
        [0.45, scale(base, 1.06)],
        [1, scale(base, 0.85)],
      ],
    );
    let d;
    if (kind === "dome")
      d = `M${num(cx - w)} ${num(cy + h)}A${num(w)} ${num(h)} 0 0 1 ${num(cx + w)} ${num(cy + h)}Z`;
    else if (kind === "cone")
      d = `M${num(cx - w * 0.12)} ${num(cy)}L${num(cx + w * 0.12)} ${num(cy)}L${num(cx + w)} ${num(cy + h)}L${num(cx - w)} ${num(cy + h)}Z`;
    else
      d = `M${num(cx - w)} ${num(cy)}L${num(cx + w)} ${num(cy)}L${num(cx + w)} ${num(cy + h)}L${num(cx - w)} ${num(cy + h)}Z`;
    out += tag("path", { d, fill });
    out += tag("ellipse", {
      cx,
      cy: cy + h,
      rx: w,
      ry,
      fill: on ? [255, 240, 212] : scale(base, 0.6),
    });
    if (on) glowAt(s, cx, cy + h, w * 4, 0.5);
  }
  if (on) {
    // Pool of light below the lamp.
    const [px, py] = s.P(x, 0, z);
    const pr = s.px(1.2, z);
    s.add(
      "light",
      tag("ellipse", {
        cx: px,
        cy: py,
        rx: pr,
        ry: pr * 0.3,
        fill: s.radial([px, py], pr, pr * 0.3, [
          [0, warm, 0.22],
          [1, warm, 0],
        ]),
      }),
    );
  }
  s.addObject(
    s.distanceTo({ x0: x - 0.25, x1: x + 0.25, y0: yLamp, y1: top, z0: z - 0.25, z1: z + 0.25 }) -
      0.3,
    out,
  );
}

export function tableLampSvg(s, x, y, z) {
  const r = s.rng;
  const on = s.light.lamps;
  const baseColor = r.pick([C.clay, C.stone, C.ivory, C.charcoal, C.terracotta]);
  let out = vaseSvg(s, x, y, z, 0.26, 0.08, baseColor, r.pick(["round", "amphora"]));
  const yb = y + 0.26;
  const [cx, by] = s.P(x, yb, z);
  const [, ty] = s.P(x, yb + 0.24, z);
  const wb = s.px(0.19, z);
  const wt = s.px(0.13, z);
  const lin = on ? [255, 232, 196] : s.shade(mix(C.linen, C.ivory, 0.5), [0, 0, -1]);
  out += tag("path", {
    d: `M${num(cx - wt)} ${num(ty)}L${num(cx + wt)} ${num(ty)}L${num(cx + wb)} ${num(by)}L${num(cx - wb)} ${num(by)}Z`,
    fill: s.linear(
      [cx - wb, 0],
      [cx + wb, 0],
      [
        [0, scale(lin, 0.88)],
        [0.5, scale(lin, 1.04)],
        [1, scale(lin, 0.9)],
      ],
    ),
  });
  if (on) glowAt(s, cx, (by + ty) / 2, wb * 5, 0.6);
  return out;
}

export function floorLamp(s, x, z) {
  const r = s.rng;
  const on = s.light.lamps;
  const k = s.px(1, z);
  const [bx, by] = s.P(x, 0, z);
  const hgt = r.range(1.45, 1.65);
  const [tx, ty] = s.P(x, hgt, z);
  let out = tag("ellipse", {
    cx: bx,
    cy: by,
    rx: 0.14 * k,
    ry: 0.03 * k,
    fill: s.shade(C.charcoal, [0, 1, 0]),
  });
  out += tag("line", {
    x1: bx,
    y1: by,
    x2: tx,
    y2: ty,
    stroke: C.charcoal,
    "stroke-width": 0.018 * k,
  });
  out += cylinderSvg(
    s,
    { x, z, r: 0.2, y0: hgt - 0.05, y1: hgt + 0.25 },
    on ? [255, 230, 190] : mix(C.linen, C.ivory, 0.5),
    { top: false },
  );
  if (on) glowAt(s, tx, ty - 0.1 * k, 0.9 * k, 0.55);
  floorShadow(s, x - 0.15, x + 0.15, z - 0.15, z + 0.15, 0.4);
  s.addObject(
    s.distanceTo({ x0: x - 0.2, x1: x + 0.2, y0: 0, y1: hgt, z0: z - 0.2, z1: z + 0.2 }),
    out,
  );
}
