/**
 * Things on and through the walls, placed in wall coordinates (u along the wall, v up): the
 * outline helpers, doorways into a further room and framed abstract artworks.
 */
import { mix, PALETTE as C, scale, SHADOW } from "./color.mjs";
import { NORMALS } from "./room.mjs";
import { polygon } from "./svg.mjs";

/** A point on a wall plane: u runs along the wall (x on the back wall, z on side walls), v is height. */
export function wallPoint(s, wall, u, v, depth = 0) {
  const { xl, xr, d } = s.room;
  if (wall === "back") return [u, v, d + depth];
  if (wall === "left") return [xl - depth, v, u];
  return [xr + depth, v, u];
}

export const onWall = (s, wall, list, depth = 0) =>
  list.map(([u, v]) => s.P(...wallPoint(s, wall, u, v, depth)));

export function rectOutline(u0, u1, v0, v1) {
  return [
    [u0, v0],
    [u1, v0],
    [u1, v1],
    [u0, v1],
  ];
}

/** Rectangle with a semicircular head. */
export function archOutline(u0, u1, v0, v1, steps = 28) {
  const rr = (u1 - u0) / 2;
  const uc = (u0 + u1) / 2;
  const out = [
    [u0, v0],
    [u1, v0],
  ];
  for (let i = 0; i <= steps; i += 1) {
    const t = (Math.PI * i) / steps;
    out.push([uc + rr * Math.cos(t), v1 - rr + rr * Math.sin(t)]);
  }
  return out;
}

/** Visible extent (u range) of a side wall inside the frame. */
export function visibleWallRange(s, wall) {
  const { xl, xr, d } = s.room;
  const c = s.cam;
  const zEdge = wall === "left" ? (c.f * (c.x - xl)) / c.cx : (c.f * (xr - c.x)) / (s.width - c.cx);
  return [Math.max(zEdge, s.zNear * 0.8), d];
}

/** An arched (or square) doorway into a further, differently lit room. */
export function drawDoorway(s, wall, u0, u1, vTop, { arch = true } = {}) {
  const r = s.rng;
  const outline = arch ? archOutline(u0, u1, 0, vTop) : rectOutline(u0, u1, 0, vTop);
  const opening = onWall(s, wall, outline, 0);
  const thickness = 0.3;
  const beyond = r.range(2.5, 4.5);
  const wallBeyond = mix(s.mat.wall, r.pick([C.sand, C.ivory, C.stone]), 0.35);
  const bright = r.chance(0.5) ? 1.08 : 0.86;
  let inner = polygon(opening, s.shade(s.mat.wall, [0, 0, -1], 0.8));
  const farWall = onWall(s, wall, rectOutline(u0 - 3, u1 + 3, -0.1, s.room.h), beyond);
  inner += polygon(farWall, s.shade(wallBeyond, [0, 0, -1], bright));
  const floorBeyond = [
    s.P(...wallPoint(s, wall, u0 - 3, 0, thickness)),
    s.P(...wallPoint(s, wall, u1 + 3, 0, thickness)),
    s.P(...wallPoint(s, wall, u1 + 3, 0, beyond)),
    s.P(...wallPoint(s, wall, u0 - 3, 0, beyond)),
  ];
  const floorTone = s.shade(s.mat.floor, [0, 1, 0], bright * 0.95);
  const floorFill = s.linear(
    [0, floorBeyond[2][1]],
    [0, floorBeyond[0][1]],
    [
      [0, scale(floorTone, 0.84)],
      [1, floorTone],
    ],
  );
  inner += polygon(floorBeyond, floorFill);
  // A glimpse of something in the next room: a plinth with a vase, or a bright window.
  if (r.chance(0.5)) {
    const u = r.range(u0, u1);
    const win = onWall(s, wall, rectOutline(u - 0.5, u + 0.5, 0.8, 2.2), beyond - 0.01);
    inner += polygon(win, s.light.sky[1], { opacity: 0.85 });
  }
  // The inner face of the wall thickness, lit darker.
  const inside = onWall(s, wall, outline, thickness);
  const clipInner = s.clip(inside);
  s.during("architecture", () =>
    s.add(
      "shell",
      `<g clip-path="${s.clip(opening)}">${polygon(opening, s.shade(s.mat.wall, [0, 1, 0], 0.78))}<g clip-path="${clipInner}">${inner}</g></g>`,
    ),
  );
}

/** Framed abstract artwork on a wall. */
export function drawArtwork(s, wall, u0, u1, v0, v1, opts = {}) {
  const r = s.rng;
  const frame = opts.frame ?? r.pick([C.charcoal, C.oak, C.oakLight, C.ivory]);
  const n = NORMALS[wall];
  const shadowPoly = onWall(s, wall, rectOutline(u0 + 0.02, u1 + 0.03, v0 - 0.04, v1 - 0.01), 0);
  s.add("shell", polygon(shadowPoly, SHADOW, { opacity: 0.14 }));
  s.add("shell", polygon(onWall(s, wall, rectOutline(u0, u1, v0, v1), -0.03), s.shade(frame, n)));
  const f = 0.025;
  const matW = opts.mat === false ? 0 : Math.min(u1 - u0, v1 - v0) * r.range(0.08, 0.16);
  s.add(
    "shell",
    polygon(
      onWall(s, wall, rectOutline(u0 + f, u1 - f, v0 + f, v1 - f), -0.03),
      s.shade(C.ivory, n),
    ),
  );
  const a = [u0 + f + matW, u1 - f - matW, v0 + f + matW, v1 - f - matW];
  const art = abstractComposition(r, ...a);
  for (const [shape, color, opacity] of art) {
    s.add("shell", polygon(onWall(s, wall, shape, -0.031), s.shade(color, n), { opacity }));
  }
}

/** A calm abstract composition: list of [outline (u,v), colour, opacity]. */
function abstractComposition(r, u0, u1, v0, v1) {
  const w = u1 - u0;
  const h = v1 - v0;
  const bg = r.pick([C.sand, C.ivory, mix(C.sand, C.stone, 0.4), mix(C.ivory, C.clay, 0.15)]);
  const ink = r.pick([C.clay, C.taupe, C.charcoal, C.stone, C.terracotta, C.sage]);
  const ink2 = r.pick([C.stone, C.sand, C.taupe, C.ivory]);
  const out = [[rectOutline(u0, u1, v0, v1), bg, 1]];
  const circle = (cu, cv, rr) =>
    Array.from({ length: 36 }, (_, i) => [
      cu + rr * Math.cos((i / 36) * 2 * Math.PI),
      cv + rr * Math.sin((i / 36) * 2 * Math.PI),
    ]);
  switch (r.int(0, 3)) {
    case 0: // arch
      out.push([
        archOutline(u0 + w * 0.25, u1 - w * 0.25, v0, v0 + h * r.range(0.55, 0.8)),
        ink,
        0.85,
      ]);
      break;
    case 1: // sun over a horizon
      out.push([rectOutline(u0, u1, v0, v0 + h * r.range(0.25, 0.45)), ink2, 0.9]);
      out.push([circle(u0 + w * r.range(0.3, 0.7), v0 + h * 0.6, Math.min(w, h) * 0.18), ink, 0.9]);
      break;
    case 2: // two colour fields
      out.push([
        rectOutline(u0 + w * 0.12, u1 - w * 0.12, v0 + h * 0.52, v1 - h * 0.1),
        ink2,
        0.85,
      ]);
      out.push([rectOutline(u0 + w * 0.12, u1 - w * 0.12, v0 + h * 0.1, v0 + h * 0.45), ink, 0.8]);
      break;
    default: // a single large circle and a line
      out.push([circle(u0 + w / 2, v0 + h * 0.55, Math.min(w, h) * 0.3), ink, 0.85]);
      out.push([
        rectOutline(u0 + w * 0.15, u1 - w * 0.15, v0 + h * 0.14, v0 + h * 0.155),
        C.charcoal,
        0.8,
      ]);
  }
  return out;
}
