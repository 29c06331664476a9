/**
 * Furniture primitives every piece is built from: boxes and cylinders in room coordinates,
 * soft cushions, and the contact and cast shadows under things standing on the floor.
 * Composite pieces (the other furniture modules) add themselves to the objects layer with one
 * painter key and draw their parts back to front.
 */
import { scale, SHADOW } from "../color.mjs";
import { convexHull } from "../geometry.mjs";
import { num, polygon, tag } from "../svg.mjs";

/**
 * Map a box given in a piece's local frame to room axes.
 * a = { x, z, facing }: x/z is the centre of the piece's back edge; lx runs across the piece,
 * lz from its back (0) to its front. facing: "camera" | "away" | "right" (+x) | "left" (-x).
 */
export function orientBox(a, lx0, lx1, ly0, ly1, lz0, lz1) {
  switch (a.facing) {
    case "away":
      return { x0: a.x - lx1, x1: a.x - lx0, y0: ly0, y1: ly1, z0: a.z + lz0, z1: a.z + lz1 };
    case "right":
      return { x0: a.x + lz0, x1: a.x + lz1, y0: ly0, y1: ly1, z0: a.z + lx0, z1: a.z + lx1 };
    case "left":
      return { x0: a.x - lz1, x1: a.x - lz0, y0: ly0, y1: ly1, z0: a.z - lx1, z1: a.z - lx0 };
    default:
      return { x0: a.x + lx0, x1: a.x + lx1, y0: ly0, y1: ly1, z0: a.z - lz1, z1: a.z - lz0 };
  }
}

function facePoly(s, corners, fill) {
  return polygon(
    corners.map((p) => s.P(...p)),
    fill,
    { stroke: fill, "stroke-width": 0.8 * s.unit, "stroke-linejoin": "round" },
  );
}

/**
 * An axis-aligned box: visible side/top/bottom faces, then the camera-facing front face
 * (a rounded rectangle with a soft vertical gradient).
 */
export function boxSvg(s, b, color, { round = 0, soft = false, topColor } = {}) {
  const { x0, x1, y0, y1, z0, z1 } = b;
  const c = s.cam;
  let out = "";
  if (c.x < x0)
    out += facePoly(
      s,
      [
        [x0, y0, z0],
        [x0, y0, z1],
        [x0, y1, z1],
        [x0, y1, z0],
      ],
      s.shade(color, [-1, 0, 0], 0.97),
    );
  if (c.x > x1)
    out += facePoly(
      s,
      [
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
        [x1, y1, z0],
      ],
      s.shade(color, [1, 0, 0], 0.97),
    );
  if (c.y > y1)
    out += facePoly(
      s,
      [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      s.shade(topColor ?? color, [0, 1, 0]),
    );
  if (c.y < y0)
    out += facePoly(
      s,
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y0, z1],
        [x0, y0, z1],
      ],
      s.shade(color, [0, -1, 0], 0.9),
    );
  const [ax, ay] = s.P(x0, y1, z0);
  const [bx, by] = s.P(x1, y0, z0);
  const w = bx - ax;
  const h = by - ay;
  const rr = Math.min(s.px(round, z0), w / 2, h / 2);
  const base = s.shade(color, [0, 0, -1]);
  const fill = soft
    ? s.radial([ax + w / 2, ay + h * 0.4], w * 0.7, h * 0.9, [
        [0, scale(base, 1.05)],
        [1, scale(base, 0.84)],
      ])
    : s.linear(
        [0, ay],
        [0, by],
        [
          [0, scale(base, 1.02)],
          [1, scale(base, y0 < 0.05 ? 0.86 : 0.93)],
        ],
      );
  out += tag("rect", {
    x: ax,
    y: ay,
    width: Math.max(w, 0.5),
    height: Math.max(h, 0.5),
    rx: rr,
    fill,
  });
  return out;
}

/** A vertical cylinder (pot, lamp base, stool, pedestal) with an elliptical top. */
export function cylinderSvg(s, { x, z, r, y0, y1 }, color, { topColor, top = true } = {}) {
  const [cx, yTop] = s.P(x, y1, z);
  const [, yBot] = s.P(x, y0, z);
  const rx = s.px(r, z);
  const ryT = Math.max(0.5, (s.cam.f * r * Math.abs(s.cam.y - y1)) / (z * z));
  const ryB = Math.max(0.5, (s.cam.f * r * Math.abs(s.cam.y - y0)) / (z * z));
  const fill = s.linear(
    [cx - rx, 0],
    [cx + rx, 0],
    [
      [0, s.shade(color, [-1, 0, -0.4], 0.92)],
      [0.5, s.shade(color, [0, 0, -1])],
      [1, s.shade(color, [1, 0, -0.4], 0.92)],
    ],
  );
  const d = `M${num(cx - rx)} ${num(yTop)}L${num(cx - rx)} ${num(yBot)}A${num(rx)} ${num(ryB)} 0 0 0 ${num(cx + rx)} ${num(yBot)}L${num(cx + rx)} ${num(yTop)}A${num(rx)} ${num(ryT)} 0 0 0 ${num(cx - rx)} ${num(yTop)}Z`;
  let out = tag("path", { d, fill });
  if (top && s.cam.y > y1)
    out += tag("ellipse", {
      cx,
      cy: yTop,
      rx,
      ry: ryT,
      fill: s.shade(topColor ?? color, [0, 1, 0]),
    });
  return out;
}

/** A front-facing soft cushion / pillow as a rounded rect with a pillowy gradient. */
export function pillowSvg(s, x, yBottom, z, w, h, color, tilt = 0) {
  const [ax, ay] = s.P(x - w / 2, yBottom + h, z);
  const [bx, by] = s.P(x + w / 2, yBottom, z);
  const pw = bx - ax;
  const ph = by - ay;
  const base = s.shade(color, [0, 0.3, -1]);
  const fill = s.radial([ax + pw * 0.45, ay + ph * 0.4], pw * 0.65, ph * 0.75, [
    [0, scale(base, 1.06)],
    [0.7, base],
    [1, scale(base, 0.8)],
  ]);
  const cx = ax + pw / 2;
  const cy = ay + ph / 2;
  return tag("rect", {
    x: ax,
    y: ay,
    width: pw,
    height: ph,
    rx: Math.min(pw, ph) * 0.32,
    fill,
    transform: tilt ? `rotate(${num(tilt)} ${num(cx)} ${num(cy)})` : undefined,
  });
}

/** Contact + soft cast shadow for something standing on the floor. */
export function floorShadow(s, x0, x1, z0, z1, strength = 1) {
  const e = 0.04;
  const contact = [
    s.P(x0 - e, 0, z0 - e),
    s.P(x1 + e, 0, z0 - e),
    s.P(x1 + e, 0, z1 + e),
    s.P(x0 - e, 0, z1 + e),
  ];
  s.add("contact", polygon(contact, SHADOW, { opacity: 0.42 * strength }));
  const sun = s.light.ray;
  const len = s.light.sunStrength ? 0.6 : 0.2;
  const ox = sun[0] * len;
  const oz = sun[2] * len;
  const g = 0.12;
  const cast = [
    s.P(x0 - g, 0, z0 - g),
    s.P(x1 + g, 0, z0 - g),
    s.P(x1 + g + ox, 0, z1 + g + oz),
    s.P(x0 - g + ox, 0, z1 + g + oz),
    s.P(x0 - g + ox, 0, z0 - g + oz),
    s.P(x1 + g + ox, 0, z0 - g + oz),
  ];
  s.add("shadow", polygon(convexHull(cast), SHADOW, { opacity: 0.26 * strength }));
}

export function footprint(s, b, strength) {
  floorShadow(s, b.x0, b.x1, b.z0, b.z1, strength);
}

/** Draw sibling parts (arms, cushions) far-to-near so the nearer ones overlap correctly. */
export function sortedBoxes(s, list, color) {
  return list
    .map(([b, opts]) => ({ d: s.distanceTo(b), svg: boxSvg(s, b, opts.color ?? color, opts) }))
    .sort((a, b) => b.d - a.d)
    .map((p) => p.svg);
}
