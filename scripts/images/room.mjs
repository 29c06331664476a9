/**
 * The room shell: sets up an interior (room size, camera, light, materials) and draws its
 * ceiling, walls, floor (planks, tiles or microcement) and skirting.
 */
import { scale, SHADOW } from "./color.mjs";
import { pickMaterials } from "./materials.mjs";
import { pickMood } from "./moods.mjs";
import { polygon, pts, tag } from "./svg.mjs";

/**
 * Set up a perspective room. Units are metres; the camera sits at z = 0 looking down +z,
 * the back wall is at z = room.d, side walls at x = room.xl / room.xr.
 */
export function setupInterior(s, opts = {}) {
  const r = s.rng;
  const room = {
    w: opts.w ?? r.range(4.8, 6.4),
    h: opts.h ?? r.range(2.8, 3.3),
    d: opts.d ?? r.range(5.0, 6.4),
  };
  room.xl = -room.w / 2;
  room.xr = room.w / 2;
  s.room = room;
  const framing =
    opts.framing ??
    r.weighted([
      ["wide", 3],
      ["medium", 2],
    ]);
  s.setCamera({
    x: opts.camX ?? r.range(-0.2, 0.2) * room.w,
    y: opts.camY ?? r.range(1.05, 1.45),
    focal: opts.focal ?? (framing === "wide" ? r.range(0.66, 0.84) : r.range(0.92, 1.12)),
    horizon: opts.horizon ?? r.range(0.46, 0.53),
    shift: opts.shift ?? 0,
  });
  const mood = s.entry.light ?? opts.mood ?? pickMood(r);
  const side = opts.window ?? r.pick(["left", "right", "back"]);
  s.setLight(mood, side);
  s.mat = { ...pickMaterials(r), ...(opts.materials ?? {}) };
  s.windows = [];
  s.surfaces = roomSurfaces(s);
}

/** Screen polygons for each room surface (used for drawing and for clipping light). */
function roomSurfaces(s) {
  const { xl, xr, h, d } = s.room;
  const z0 = 0.15;
  const P = (x, y, z) => s.P(x, y, z);
  return {
    ceiling: [P(xl, h, z0), P(xr, h, z0), P(xr, h, d), P(xl, h, d)],
    left: [P(xl, 0, z0), P(xl, 0, d), P(xl, h, d), P(xl, h, z0)],
    right: [P(xr, 0, z0), P(xr, 0, d), P(xr, h, d), P(xr, h, z0)],
    back: [P(xl, 0, d), P(xr, 0, d), P(xr, h, d), P(xl, h, d)],
    floor: [P(xl, 0, z0), P(xr, 0, z0), P(xr, 0, d), P(xl, 0, d)],
  };
}

export const NORMALS = {
  back: [0, 0, -1],
  left: [1, 0, 0],
  right: [-1, 0, 0],
  floor: [0, 1, 0],
  ceiling: [0, -1, 0],
};

/** A wall/floor polygon with a two-stop shading gradient and a hairline stroke to hide seams. */
function surface(s, points, fill) {
  return polygon(points, fill, {
    stroke: fill,
    "stroke-width": 1.2 * s.unit,
    "stroke-linejoin": "round",
  });
}

function drawCeiling(s) {
  const { ceiling } = s.surfaces;
  const base = s.shade(s.mat.ceiling, NORMALS.ceiling);
  const yBack = s.P(0, s.room.h, s.room.d)[1];
  s.add(
    "shell",
    surface(
      s,
      ceiling,
      s.linear(
        [0, 0],
        [0, yBack],
        [
          [0, scale(base, 0.96)],
          [1, scale(base, 1.06)],
        ],
      ),
    ),
  );
}

function drawWalls(s) {
  const { left, right, back } = s.surfaces;
  const { wall } = s.mat;
  const W = s.width;
  const side = s.light.side;
  // Side walls: darker toward the back corner (occlusion), brighter near the camera.
  const lc = s.shade(wall, NORMALS.left);
  const lx = left[1][0];
  s.add(
    "shell",
    surface(
      s,
      left,
      s.linear(
        [Math.min(0, lx - 1), 0],
        [lx, 0],
        [
          [0, scale(lc, 1.02)],
          [1, scale(lc, 0.9)],
        ],
      ),
    ),
  );
  const rc = s.shade(wall, NORMALS.right);
  const rx = right[1][0];
  s.add(
    "shell",
    surface(
      s,
      right,
      s.linear(
        [Math.max(W, rx + 1), 0],
        [rx, 0],
        [
          [0, scale(rc, 1.02)],
          [1, scale(rc, 0.9)],
        ],
      ),
    ),
  );
  // Back wall: corners darker, the corner nearest the window brighter.
  const bc = s.shade(wall, NORMALS.back);
  const kl = side === "left" ? 1.0 : 0.9;
  const kr = side === "right" ? 1.0 : 0.9;
  s.add(
    "shell",
    surface(
      s,
      back,
      s.linear(
        [back[0][0], 0],
        [back[1][0], 0],
        [
          [0, scale(bc, kl)],
          [0.5, scale(bc, 1.0)],
          [1, scale(bc, kr)],
        ],
      ),
    ),
  );
  // Soft darkening where the walls meet the ceiling.
  const top = back[3][1];
  const fade = s.linear(
    [0, top],
    [0, top + (back[0][1] - top) * 0.45],
    [
      [0, SHADOW, 0.1],
      [1, SHADOW, 0],
    ],
  );
  for (const poly of [left, right, back]) s.add("shell", polygon(poly, fade));
}

function drawFloor(s) {
  const { floor } = s.surfaces;
  const { d } = s.room;
  const m = s.mat;
  const base = s.shade(m.floor, NORMALS.floor);
  const yBack = s.P(0, 0, d)[1];
  const farK = s.light.side === "back" ? 0.98 : 0.9;
  s.add(
    "shell",
    surface(
      s,
      floor,
      s.linear(
        [0, yBack],
        [0, s.height],
        [
          [0, scale(base, farK)],
          [1, scale(base, 1.03)],
        ],
      ),
    ),
  );
  const clip = s.clip(floor);
  let pattern = "";
  if (m.floorKind === "wood") pattern = woodPlanks(s, base);
  else if (m.floorKind !== "microcement")
    pattern = floorTiles(s, base, m.floorKind === "terracotta" ? 0.4 : 0.8);
  else pattern = microcementClouds(s);
  s.add("shell", `<g clip-path="${clip}">${pattern}</g>`);
}

function woodPlanks(s, base) {
  const r = s.rng;
  const { xl, xr, d } = s.room;
  const width = r.range(0.16, 0.24);
  const z0 = 0.3;
  const seam = { stroke: scale(base, 0.62), "stroke-width": 1.1 * s.unit, "stroke-opacity": 0.5 };
  let out = "";
  for (let x = xl; x < xr; x += width) {
    const k = r.range(-0.06, 0.06);
    const quad = [s.P(x, 0, z0), s.P(x + width, 0, z0), s.P(x + width, 0, d), s.P(x, 0, d)];
    out += polygon(quad, k > 0 ? "#fff" : "#000", { opacity: Math.abs(k) * 0.8 });
    out += tag("line", { x1: quad[0][0], y1: quad[0][1], x2: quad[3][0], y2: quad[3][1], ...seam });
    for (let z = d - r.range(0.2, 2.4); z > 1; z -= r.range(1.4, 2.6)) {
      const a = s.P(x, 0, z);
      const b = s.P(x + width, 0, z);
      out += tag("line", {
        x1: a[0],
        y1: a[1],
        x2: b[0],
        y2: b[1],
        ...seam,
        "stroke-opacity": 0.35,
      });
    }
  }
  return out;
}

function floorTiles(s, base, size) {
  const r = s.rng;
  const { xl, xr, d } = s.room;
  const tile = size * r.range(0.8, 1.2);
  const grout = {
    stroke: scale(base, r.chance(0.5) ? 0.75 : 1.12),
    "stroke-width": 1.4 * s.unit,
    "stroke-opacity": 0.6,
  };
  let out = "";
  for (let x = xl; x < xr; x += tile) {
    for (let z = d; z > 1; z -= tile) {
      const k = r.range(-0.05, 0.05);
      const quad = [
        s.P(x, 0, z - tile),
        s.P(x + tile, 0, z - tile),
        s.P(x + tile, 0, z),
        s.P(x, 0, z),
      ];
      out += polygon(quad, k > 0 ? "#fff" : "#000", { opacity: Math.abs(k), ...grout });
    }
  }
  return out;
}

function microcementClouds(s) {
  const r = s.rng;
  let out = "";
  for (let i = 0; i < 9; i += 1) {
    const z = r.range(2, s.room.d);
    const [cx, cy] = s.P(r.range(s.room.xl, s.room.xr), 0, z);
    const rx = s.px(r.range(0.8, 2), z);
    out += tag("ellipse", {
      cx,
      cy,
      rx,
      ry: rx * 0.3,
      fill: s.radial([cx, cy], rx, rx * 0.3, [
        [0, r.chance(0.5) ? "#fff" : "#000", 0.05],
        [1, "#000", 0],
      ]),
    });
  }
  return out;
}

function drawSkirting(s) {
  const { xl, xr, d } = s.room;
  const hgt = 0.08;
  const color = scale(s.mat.wall, 0.96);
  const z0 = 0.15;
  const faces = [
    [[s.P(xl, 0, z0), s.P(xl, 0, d), s.P(xl, hgt, d), s.P(xl, hgt, z0)], NORMALS.left],
    [[s.P(xr, 0, z0), s.P(xr, 0, d), s.P(xr, hgt, d), s.P(xr, hgt, z0)], NORMALS.right],
    [[s.P(xl, 0, d), s.P(xr, 0, d), s.P(xr, hgt, d), s.P(xl, hgt, d)], NORMALS.back],
  ];
  for (const [poly, n] of faces) s.add("shell", polygon(poly, s.shade(color, n)));
  // A hairline shadow at the top of the skirting.
  for (const [poly] of faces) {
    s.add(
      "shell",
      tag("path", {
        d: `M${pts([poly[3]])}L${pts([poly[2]])}`,
        stroke: SHADOW,
        "stroke-opacity": 0.18,
        "stroke-width": 1.4 * s.unit,
        fill: "none",
      }),
    );
  }
}

export function drawRoomShell(s) {
  s.during("shell", () => {
    drawCeiling(s);
    drawWalls(s);
    drawFloor(s);
    drawSkirting(s);
  });
}
