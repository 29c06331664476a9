#!/usr/bin/env node
/**
 * generate-images.mjs — seeded placeholder photographs and brand assets for Studio Anvaya.
 *
 * The studio's real photographs are not in the repository yet, so every image the site needs
 * is produced here from a small manifest (scripts/image-manifest.mjs). Each entry is rendered
 * as a soft-focus "photograph" of a calm interior (or facade / portrait): a perspective room
 * with walls, floor and ceiling, a window with sunlight spilling onto the floor, furniture
 * (sofas, tables, lamps, shelves, plants, rugs, arches), then film grain, vignette and colour
 * grading, and finally a JPEG encode with sharp. The output behaves like a real photo in
 * Gatsby's image pipeline: full-size sources (hero >= 2400 px wide, others >= 1600 px) with
 * photographic texture (250 KB - 1 MB), never flat colour blocks.
 *
 * Everything is deterministic: a seeded PRNG (mulberry32) drives every choice, so the same
 * manifest entry always produces the same picture.
 *
 * It also writes the brand set (logo mark SVG and the one icon source every favicon and app icon
 * is made from), see BRAND_ASSETS below.
 *
 * Usage
 *   npm run images                   generate missing files only (existing files are kept,
 *                                    so a real photo dropped in place is never overwritten)
 *   npm run images -- --force        regenerate everything
 *   npm run images -- slides         only outputs whose path contains "slides"
 *   npm run images -- --force slides regenerate only the matching outputs
 *
 * --force overwrites every matching output, including real photos an editor has dropped in,
 * so combine it with a filter. Each file gets one line of output (write / skip).
 *
 * Adding an image: append an entry to scripts/image-manifest.mjs, run `npm run images`.
 * Scene kinds: see SCENES (living, bedroom, kitchen, dining, office, bathroom, hallway, empty,
 * detail, facade, portrait). A 2400x1600 frame takes about 1-2 s on two cores.
 *
 * Rendering: scene primitives emit SVG (polygons with gradients) into a few layers; sharp/librsvg
 * rasterises each layer, soft layers (shadows, light, glow) are blurred by sharp, the layers are
 * composited in JS on a raw RGB buffer, then grain/vignette/grading are applied per pixel.
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { images } from "./image-manifest.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// ---------------------------------------------------------------------------------------------
// Seeded randomness
// ---------------------------------------------------------------------------------------------

/** mulberry32: tiny, fast, good-enough 32-bit PRNG. Returns floats in [0, 1). */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Numbers are used as-is, strings are hashed (FNV-1a). */
function hashSeed(value) {
  if (typeof value === "number") return value >>> 0;
  let h = 0x811c9dc5;
  for (const ch of String(value)) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

function createRandom(seed) {
  const next = mulberry32(seed);
  const range = (a, b) => a + (b - a) * next();
  return {
    next,
    range,
    int: (a, b) => Math.floor(range(a, b + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    /** Weighted pick from [[value, weight], ...]. */
    weighted(entries) {
      let t = next() * entries.reduce((sum, [, w]) => sum + w, 0);
      for (const [value, w] of entries) if ((t -= w) <= 0) return value;
      return entries[entries.length - 1][0];
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Colour
// ---------------------------------------------------------------------------------------------

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const clamp = (v, lo, hi) => (v < lo ? lo : v > hi ? hi : v);
const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);
const scale = (c, k) => c.map((v) => v * k);
const hex = (c) =>
  "#" + c.map((v) => clamp(Math.round(v), 0, 255).toString(16).padStart(2, "0")).join("");

/** The site palette plus the few natural tones a room needs (wood, leaves, skin). */
const PALETTE = {
  ivory: rgb("#F7F3EC"),
  sand: rgb("#E6DCCB"),
  stone: rgb("#B9AD9B"),
  taupe: rgb("#8C8276"),
  charcoal: rgb("#2B2926"),
  clay: rgb("#8A5A3F"),
  plaster: rgb("#EFE8DC"),
  linen: rgb("#D8CCB6"),
  oakLight: rgb("#CDAE88"),
  oak: rgb("#AC8760"),
  walnut: rgb("#6F513C"),
  sage: rgb("#8A937A"),
  leafDark: rgb("#4F5D45"),
  leaf: rgb("#6E7B5C"),
  leafLight: rgb("#9AA584"),
  terracotta: rgb("#B88468"),
};
const C = PALETTE;
const SHADOW = [42, 36, 31];

// ---------------------------------------------------------------------------------------------
// SVG helpers
// ---------------------------------------------------------------------------------------------

const num = (v) => (Math.abs(v) >= 100 ? Math.round(v * 10) / 10 : Math.round(v * 1000) / 1000);
const pts = (list) => list.map(([x, y]) => `${num(x)},${num(y)}`).join(" ");

/** Build one SVG element. Numbers are rounded, colour arrays become hex, falsy attrs vanish. */
function tag(name, attrs, inner) {
  let out = `<${name}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    const v = typeof value === "number" ? num(value) : Array.isArray(value) ? hex(value) : value;
    out += ` ${key}="${v}"`;
  }
  return inner === undefined ? `${out}/>` : `${out}>${inner}</${name}>`;
}

const polygon = (list, fill, extra = {}) => tag("polygon", { points: pts(list), fill, ...extra });
const pathFrom = (list, closed = true) =>
  list.map(([x, y], i) => `${i ? "L" : "M"}${num(x)} ${num(y)}`).join("") + (closed ? "Z" : "");

/** Convex hull (monotone chain) of 2D points, used for light beams. */
function convexHull(points) {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], q) <= 0)
      lower.pop();
    lower.push(q);
  }
  const upper = [];
  for (const q of p.reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], q) <= 0)
      upper.pop();
    upper.push(q);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const normalize = (v) => scale(v, 1 / Math.hypot(...v));
const rad = (deg) => (deg * Math.PI) / 180;

// ---------------------------------------------------------------------------------------------
// Lighting moods (time of day)
// ---------------------------------------------------------------------------------------------

/**
 * Time-of-day moods. weight: how often the seed picks it; elevation: sun angle (degrees);
 * sunStrength: opacity of sun patches (0 = diffuse light only); ambient/diffuse: surface
 * shading; exposure/tint: global grade (per RGB channel); sun: light colour; sky: window
 * gradient top/bottom; lamps: lamps switched on; vignette: corner darkening.
 */
// prettier-ignore
const MOODS = {
  morning: { weight: 3, elevation: 28, sunStrength: 0.55, ambient: 0.82, diffuse: 0.3, exposure: 1.04, tint: [1.0, 0.995, 0.97], sun: [255, 244, 226], sky: [[238, 240, 238], [255, 252, 246]], lamps: false, vignette: 0.22 },
  midday: { weight: 2, elevation: 48, sunStrength: 0.45, ambient: 0.85, diffuse: 0.25, exposure: 1.06, tint: [1.0, 1.0, 0.985], sun: [255, 250, 240], sky: [[236, 240, 241], [255, 255, 252]], lamps: false, vignette: 0.18 },
  golden: { weight: 2, elevation: 17, sunStrength: 0.62, ambient: 0.77, diffuse: 0.34, exposure: 1.03, tint: [1.05, 0.985, 0.89], sun: [255, 214, 166], sky: [[250, 232, 208], [255, 246, 228]], lamps: false, vignette: 0.26 },
  overcast: { weight: 2, elevation: 40, sunStrength: 0, ambient: 0.88, diffuse: 0.17, exposure: 1.04, tint: [0.99, 0.995, 1.0], sun: [246, 246, 244], sky: [[232, 235, 236], [250, 250, 248]], lamps: false, vignette: 0.2 },
  evening: { weight: 1, elevation: 10, sunStrength: 0, ambient: 0.74, diffuse: 0.14, exposure: 0.93, tint: [1.05, 0.965, 0.86], sun: [255, 210, 160], sky: [[150, 158, 172], [214, 194, 176]], lamps: true, vignette: 0.3 },
};

function pickMood(rng) {
  return rng.weighted(Object.entries(MOODS).map(([name, m]) => [name, m.weight]));
}

// ---------------------------------------------------------------------------------------------
// Scene: camera, light, SVG defs and render layers
// ---------------------------------------------------------------------------------------------

/**
 * Render layers, bottom to top. `blur` is a sharp blur sigma in px at 2400 px wide.
 * Background layers can be blurred together for depth of field (portraits, details).
 */
const LAYERS = [
  { name: "shell", blur: 0 }, // ceiling, walls, floor, windows, art
  { name: "light", blur: 3 }, // sun patches, floor reflections
  { name: "shadow", blur: 26 }, // soft cast shadows
  { name: "contact", blur: 5 }, // contact shadows under furniture
  { name: "objects", blur: 0, sorted: true }, // furniture, painter-sorted by depth
  { name: "glow", blur: 40, blend: "screen" }, // lamp glow, light beams, bloom
  { name: "figure", blur: 1.6, foreground: true }, // portrait figure (kept in focus)
  { name: "front", blur: 0, foreground: true }, // foreground details
];

class Scene {
  constructor(entry) {
    this.entry = entry;
    this.width = entry.width;
    this.height = entry.height;
    this.kind = entry.scene;
    this.rng = createRandom(hashSeed(entry.seed) ^ hashSeed(entry.scene));
    /** 1 at 2400x1600, used to scale strokes and blurs with the canvas. */
    this.unit = Math.hypot(this.width, this.height) / 2884;
    this.defs = [];
    this.idCount = 0;
    this.layers = Object.fromEntries(LAYERS.map((l) => [l.name, []]));
    this.depthBlur = 0; // >0 blurs all background layers (shallow depth of field)
    this.grade = { vignette: 0.22, grain: 1 };
  }

  // --- camera -------------------------------------------------------------------------------

  setCamera({ x = 0, y = 1.3, focal = 0.72, horizon = 0.5, shift = 0 }) {
    const f = focal * Math.max(this.width, this.height * 0.95);
    this.cam = { x, y, f, cx: this.width * (0.5 + shift), cy: this.height * horizon };
    /** Nearest depth at which the floor is still inside the frame. */
    this.zNear = (f * y) / Math.max(1, this.height - this.cam.cy);
  }

  /** Perspective projection of a room point (metres; y up, z away from camera) to pixels. */
  P(x, y, z) {
    const c = this.cam;
    return [c.cx + (c.f * (x - c.x)) / z, c.cy - (c.f * (y - c.y)) / z];
  }

  /** Pixels per metre at depth z. */
  px(metres, z) {
    return (this.cam.f * metres) / z;
  }

  // --- light --------------------------------------------------------------------------------

  setLight(moodName, side) {
    const mood = MOODS[moodName];
    const el = rad(mood.elevation + this.rng.range(-5, 5));
    const az = rad(this.rng.range(-32, 32));
    const h = Math.cos(el);
    const v = -Math.sin(el);
    const ray =
      side === "left"
        ? [h * Math.cos(az), v, h * Math.sin(az)]
        : side === "right"
          ? [-h * Math.cos(az), v, h * Math.sin(az)]
          : [h * Math.sin(az), v, -h * Math.cos(az)];
    this.light = { ...mood, mood: moodName, side, ray, dir: normalize([-ray[0], 0.8, -ray[2]]) };
    this.grade.vignette = mood.vignette;
  }

  /** Lambert-ish shading of an albedo colour for a surface normal. */
  shade(color, normal, k = 1) {
    const L = this.light;
    const lit = L.ambient + L.diffuse * Math.max(0, dot(normalize(normal), L.dir));
    return scale(color, lit * k);
  }

  // --- defs ---------------------------------------------------------------------------------

  id(prefix) {
    this.idCount += 1;
    return `${prefix}${this.idCount}`;
  }

  /** stops: [[offset, colour, opacity?], ...] */
  static stops(list) {
    return list
      .map(([o, c, a]) =>
        tag("stop", {
          offset: num(o),
          "stop-color": c,
          "stop-opacity": a === undefined ? undefined : num(a),
        }),
      )
      .join("");
  }

  linear([x1, y1], [x2, y2], stops) {
    const id = this.id("l");
    this.defs.push(
      tag(
        "linearGradient",
        { id, gradientUnits: "userSpaceOnUse", x1, y1, x2, y2 },
        Scene.stops(stops),
      ),
    );
    return `url(#${id})`;
  }

  radial([cx, cy], rx, ry, stops) {
    const id = this.id("r");
    const transform = `translate(${num(cx)} ${num(cy)}) scale(${num(Math.max(rx, 0.01))} ${num(Math.max(ry, 0.01))})`;
    this.defs.push(
      tag(
        "radialGradient",
        { id, gradientUnits: "userSpaceOnUse", cx: 0, cy: 0, r: 1, gradientTransform: transform },
        Scene.stops(stops),
      ),
    );
    return `url(#${id})`;
  }

  clip(points) {
    const id = this.id("c");
    this.defs.push(tag("clipPath", { id }, tag("path", { d: pathFrom(points) })));
    return `url(#${id})`;
  }

  // --- layers -------------------------------------------------------------------------------

  add(layer, svg) {
    this.layers[layer].push(svg);
  }

  /** Objects are painter-sorted: larger key (farther from the camera) is drawn first. */
  addObject(key, svg) {
    this.layers.objects.push({ key, order: this.layers.objects.length, svg });
  }

  /** Distance from the camera to the nearest point of an axis-aligned box. */
  distanceTo({ x0, x1, y0, y1, z0, z1 }) {
    const c = this.cam;
    const dx = Math.max(x0 - c.x, 0, c.x - x1);
    const dy = Math.max(y0 - c.y, 0, c.y - y1);
    const dz = Math.max(z0, 0);
    return Math.hypot(dx, dy, dz) + (z1 - z0) * 0.05;
  }

  layerSvg(name) {
    const items = this.layers[name];
    if (!items.length) return null;
    const body = LAYERS.find((l) => l.name === name).sorted
      ? [...items]
          .sort((a, b) => b.key - a.key || a.order - b.order)
          .map((i) => i.svg)
          .join("")
      : items.join("");
    const { width: w, height: h } = this;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${this.defs.join("")}</defs>${body}</svg>`;
  }
}

// ---------------------------------------------------------------------------------------------
// Room shell: walls, floor, ceiling
// ---------------------------------------------------------------------------------------------

function pickMaterials(rng) {
  const wall = rng.pick([
    C.ivory,
    C.plaster,
    C.plaster,
    C.sand,
    mix(C.sand, C.stone, 0.22),
    mix(C.plaster, C.clay, 0.07),
    mix(C.ivory, C.sand, 0.5),
  ]);
  const floorKind = rng.weighted([
    ["wood", 5],
    ["stone", 2],
    ["microcement", 2],
    ["terracotta", 1],
  ]);
  const floor = {
    wood: rng.pick([
      C.oakLight,
      C.oakLight,
      C.oak,
      mix(C.oakLight, C.sand, 0.45),
      mix(C.oak, C.walnut, 0.5),
    ]),
    stone: rng.pick([C.stone, mix(C.sand, C.stone, 0.5), mix(C.sand, C.ivory, 0.3)]),
    microcement: rng.pick([
      mix(C.stone, C.taupe, 0.25),
      mix(C.sand, C.stone, 0.65),
      mix(C.stone, C.ivory, 0.3),
    ]),
    terracotta: mix(C.terracotta, C.sand, rng.range(0.2, 0.45)),
  }[floorKind];
  return {
    wall,
    ceiling: mix(wall, C.ivory, 0.6),
    floor,
    floorKind,
    trim: rng.weighted([
      [C.charcoal, 3],
      [C.oak, 2],
      [mix(C.ivory, C.sand, 0.5), 2],
    ]),
    wood: rng.pick([C.oakLight, C.oak, C.oak, C.walnut]),
    fabric: rng.pick([
      C.ivory,
      C.linen,
      C.sand,
      mix(C.sand, C.ivory, 0.5),
      C.stone,
      mix(C.stone, C.taupe, 0.5),
    ]),
    accent: rng.weighted([
      [C.clay, 4],
      [C.sage, 2],
      [C.taupe, 2],
      [C.charcoal, 1],
      [C.terracotta, 2],
    ]),
  };
}

/**
 * Set up a perspective room. Units are metres; the camera sits at z = 0 looking down +z,
 * the back wall is at z = room.d, side walls at x = room.xl / room.xr.
 */
function setupInterior(s, opts = {}) {
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

const NORMALS = {
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

function drawRoomShell(s) {
  drawCeiling(s);
  drawWalls(s);
  drawFloor(s);
  drawSkirting(s);
}

// ---------------------------------------------------------------------------------------------
// Wall features: windows, openings, art, shelves
// ---------------------------------------------------------------------------------------------

/** A point on a wall plane: u runs along the wall (x on the back wall, z on side walls), v is height. */
function wallPoint(s, wall, u, v, depth = 0) {
  const { xl, xr, d } = s.room;
  if (wall === "back") return [u, v, d + depth];
  if (wall === "left") return [xl - depth, v, u];
  return [xr + depth, v, u];
}

const onWall = (s, wall, list, depth = 0) =>
  list.map(([u, v]) => s.P(...wallPoint(s, wall, u, v, depth)));

function rectOutline(u0, u1, v0, v1) {
  return [
    [u0, v0],
    [u1, v0],
    [u1, v1],
    [u0, v1],
  ];
}

/** Rectangle with a semicircular head. */
function archOutline(u0, u1, v0, v1, steps = 28) {
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
function visibleWallRange(s, wall) {
  const { xl, xr, d } = s.room;
  const c = s.cam;
  const zEdge = wall === "left" ? (c.f * (c.x - xl)) / c.cx : (c.f * (xr - c.x)) / (s.width - c.cx);
  return [Math.max(zEdge, s.zNear * 0.8), d];
}

function makeWindow(s, wall, opts = {}) {
  const r = s.rng;
  const { h, xl, xr } = s.room;
  const tall = opts.tall ?? r.chance(0.45);
  const shape = opts.shape ?? (r.chance(0.3) ? "arch" : "rect");
  let width = opts.width ?? r.range(1.1, wall === "back" ? 2.6 : 2.1);
  let uc = opts.u;
  if (uc === undefined) {
    if (wall === "back") {
      uc = r.range(xl + width / 2 + 0.4, xr - width / 2 - 0.4);
    } else {
      const [a, b] = visibleWallRange(s, wall);
      const lo = Math.min(a + width * 0.35, b - width / 2 - 0.3);
      uc = r.range(lo, b - width / 2 - 0.35);
    }
  }
  const v0 = opts.v0 ?? (tall ? 0.06 : r.range(0.5, 0.9));
  let v1 = opts.v1 ?? (tall ? h - r.range(0.15, 0.4) : Math.min(h - 0.3, v0 + r.range(1.3, 1.9)));
  if (shape === "arch") width = Math.min(width, (v1 - v0) * 0.9);
  const win = {
    wall,
    shape,
    u0: uc - width / 2,
    u1: uc + width / 2,
    v0,
    v1,
    cols: opts.cols ?? (shape === "arch" ? r.int(1, 2) : width > 1.6 ? r.int(2, 3) : r.int(1, 2)),
    rows: opts.rows ?? (tall ? r.int(1, 2) : r.int(0, 1)),
    frame: opts.frame ?? s.mat.trim,
    curtains: opts.curtains ?? r.chance(0.45),
  };
  s.windows.push(win);
  return win;
}

function windowOutline(win) {
  return win.shape === "arch"
    ? archOutline(win.u0, win.u1, win.v0, win.v1)
    : rectOutline(win.u0, win.u1, win.v0, win.v1);
}

const REVEAL = 0.24;

function drawWindow(s, win) {
  const outline = windowOutline(win);
  const opening = onWall(s, win.wall, outline, 0);
  const glass = onWall(s, win.wall, outline, REVEAL);
  const sky = s.light.sky;
  const ys = glass.map((p) => p[1]);
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  let inner = "";
  // Reveal (the wall thickness) is lit by the sky.
  inner += polygon(opening, s.shade(mix(s.mat.wall, C.ivory, 0.4), [0, 1, 0], 1.05));
  inner += polygon(
    glass,
    s.linear(
      [0, top],
      [0, bottom],
      [
        [0, sky[0]],
        [1, sky[1]],
      ],
    ),
  );
  inner += windowView(s, win);
  inner += windowFrame(s, win);
  s.add("shell", `<g clip-path="${s.clip(opening)}">${inner}</g>`);
  // Soft light spill around the window onto the wall.
  const xs = opening.map((p) => p[0]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (top + bottom) / 2;
  const rad1 = Math.max(Math.max(...xs) - Math.min(...xs), bottom - top) * 1.1;
  const spill = s.light.lamps ? 0.06 : 0.2;
  s.add(
    "shell",
    tag("ellipse", {
      cx,
      cy,
      rx: rad1,
      ry: rad1,
      fill: s.radial([cx, cy], rad1, rad1, [
        [0, s.light.sun, spill],
        [1, s.light.sun, 0],
      ]),
    }),
  );
  if (win.curtains) drawCurtains(s, win);
}

/** Distant trees and sky seen through a window, hazy and over-exposed. */
function windowView(s, win) {
  const r = s.rng;
  const sky = s.light.sky[1];
  let out = "";
  const green = mix(C.sage, sky, s.light.lamps ? 0.35 : 0.55);
  const far = r.range(5, 9);
  const us = [win.u0 - 3, win.u1 + 3];
  for (let i = 0; i < 14; i += 1) {
    const u = r.range(us[0], us[1]);
    const v = r.range(1.5, 6);
    const [cx, cy] = s.P(...wallPoint(s, win.wall, u, v, far));
    const rr = s.px(r.range(1, 2.4), s.room.d + far);
    const col = mix(green, sky, r.range(0, 0.35));
    out += tag("circle", {
      cx,
      cy,
      r: rr,
      fill: s.radial([cx, cy], rr, rr, [
        [0, col, 0.9],
        [0.7, col, 0.6],
        [1, col, 0],
      ]),
    });
  }
  return out;
}

function windowFrame(s, win) {
  const z = REVEAL - 0.02;
  const outline = windowOutline(win);
  const glass = onWall(s, win.wall, outline, z);
  const mid = wallPoint(s, win.wall, (win.u0 + win.u1) / 2, (win.v0 + win.v1) / 2, z)[2];
  const bar = s.px(0.045, mid);
  const color = s.shade(win.frame, [0, 0, -1], 0.95);
  const stroke = { stroke: color, "stroke-width": bar, fill: "none", "stroke-linejoin": "round" };
  let out = tag("path", { d: pathFrom(glass), ...stroke, "stroke-width": bar * 2 });
  const arch = win.shape === "arch";
  const spring = arch ? win.v1 - (win.u1 - win.u0) / 2 : win.v1;
  for (let i = 1; i < win.cols; i += 1) {
    const u = win.u0 + ((win.u1 - win.u0) * i) / win.cols;
    const vt = arch
      ? spring +
        Math.sqrt(Math.max(0, ((win.u1 - win.u0) / 2) ** 2 - (u - (win.u0 + win.u1) / 2) ** 2))
      : win.v1;
    const [a, b] = onWall(
      s,
      win.wall,
      [
        [u, win.v0],
        [u, vt],
      ],
      z,
    );
    out += tag("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], ...stroke });
  }
  for (let j = 1; j <= win.rows; j += 1) {
    const v = arch ? spring : win.v0 + ((spring - win.v0) * j) / (win.rows + 1);
    if (arch && j > 1) break;
    const [a, b] = onWall(
      s,
      win.wall,
      [
        [win.u0, v],
        [win.u1, v],
      ],
      z,
    );
    out += tag("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], ...stroke });
  }
  return out;
}

/** Sheer linen curtains either side of a window, folds drawn as a stripe gradient. */
function drawCurtains(s, win) {
  const r = s.rng;
  const { h } = s.room;
  const color = mix(C.ivory, s.mat.fabric, r.range(0, 0.4));
  const span = win.wall === "back" ? [s.room.xl, s.room.xr] : [0.5, s.room.d];
  const panels = [
    [win.u0 - r.range(0.25, 0.45), win.u0 + r.range(0.15, 0.3)],
    [win.u1 - r.range(0.15, 0.3), win.u1 + r.range(0.25, 0.45)],
  ];
  for (const [a0, a1] of panels) {
    const u0 = clamp(a0, span[0], span[1]);
    const u1 = clamp(a1, span[0], span[1]);
    if (u1 - u0 < 0.1) continue;
    const quad = onWall(s, win.wall, rectOutline(u0, u1, 0.02, h - 0.04), -0.12);
    const stops = [];
    const folds = Math.max(3, Math.round((u1 - u0) / 0.09));
    for (let i = 0; i <= folds; i += 1)
      stops.push([i / folds, s.shade(color, [0, 0, -1], i % 2 ? 0.86 : 1.04)]);
    const fill = s.linear(quad[0], quad[1], stops);
    s.add("shell", polygon(quad, fill, { opacity: r.range(0.72, 0.88) }));
  }
}

/** Sun patches through each window pane onto floor and walls, plus a faint beam. */
function drawSunlight(s) {
  const L = s.light;
  const strength = L.sunStrength;
  const clips = {
    floor: s.clip(s.surfaces.floor),
    left: s.clip(s.surfaces.left),
    right: s.clip(s.surfaces.right),
    back: s.clip(s.surfaces.back),
  };
  const { xl, xr, d } = s.room;
  const sun = L.ray;
  for (const win of s.windows) {
    const glossy = s.mat.floorKind !== "terracotta";
    if (glossy) floorReflection(s, win, clips.floor);
    if (!strength) continue;
    for (const pane of windowPanes(win)) {
      const corners = pane.map(([u, v]) => wallPoint(s, win.wall, u, v, 0));
      const targets = [
        ["floor", (p) => p[1] / -sun[1]],
        ["left", (p) => (sun[0] < 0 ? (xl - p[0]) / sun[0] : -1)],
        ["right", (p) => (sun[0] > 0 ? (xr - p[0]) / sun[0] : -1)],
        ["back", (p) => (sun[2] > 0 ? (d - p[2]) / sun[2] : -1)],
      ];
      for (const [name, hit] of targets) {
        if (name === win.wall) continue;
        const ts = corners.map(hit);
        if (ts.some((t) => !(t > 0.01))) continue;
        const projected = corners.map((p, i) =>
          s.P(p[0] + sun[0] * ts[i], p[1] + sun[1] * ts[i], p[2] + sun[2] * ts[i]),
        );
        if (projected.some(([, y]) => !Number.isFinite(y))) continue;
        const alpha = Math.min(0.8, strength * (name === "floor" ? 0.75 : 0.6));
        s.add(
          "light",
          `<g clip-path="${clips[name]}">${polygon(projected, L.sun, { opacity: alpha })}</g>`,
        );
        if (name === "floor") {
          const hull = convexHull([...corners.map((p) => s.P(...p)), ...projected]);
          s.add("glow", polygon(hull, L.sun, { opacity: strength * 0.16 }));
        }
      }
    }
  }
}

function windowPanes(win) {
  const inset = 0.03;
  if (win.shape === "arch") return [windowOutline(win)];
  const panes = [];
  const rows = win.rows + 1;
  for (let i = 0; i < win.cols; i += 1) {
    for (let j = 0; j < rows; j += 1) {
      const u0 = win.u0 + ((win.u1 - win.u0) * i) / win.cols + inset;
      const u1 = win.u0 + ((win.u1 - win.u0) * (i + 1)) / win.cols - inset;
      const v0 = win.v0 + ((win.v1 - win.v0) * j) / rows + inset;
      const v1 = win.v0 + ((win.v1 - win.v0) * (j + 1)) / rows - inset;
      panes.push(rectOutline(u0, u1, v0, v1));
    }
  }
  return panes;
}

/** Blurry mirror image of the window on a satin floor. */
function floorReflection(s, win, clip) {
  const outline = windowOutline(win);
  const mirrored = outline.map(([u, v]) => {
    const [x, y, z] = wallPoint(s, win.wall, u, v, 0);
    return s.P(x, -y, z);
  });
  const ys = mirrored.map((p) => p[1]);
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  const k = s.mat.floorKind === "wood" ? 0.12 : 0.2;
  const fill = s.linear(
    [0, top],
    [0, bottom],
    [
      [0, s.light.sky[1], k],
      [1, s.light.sky[1], 0],
    ],
  );
  s.add("light", `<g clip-path="${clip}">${polygon(mirrored, fill)}</g>`);
}

/** An arched (or square) doorway into a further, differently lit room. */
function drawDoorway(s, wall, u0, u1, vTop, { arch = true } = {}) {
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
  s.add(
    "shell",
    `<g clip-path="${s.clip(opening)}">${polygon(opening, s.shade(s.mat.wall, [0, 1, 0], 0.78))}<g clip-path="${clipInner}">${inner}</g></g>`,
  );
}

/** Framed abstract artwork on a wall. */
function drawArtwork(s, wall, u0, u1, v0, v1, opts = {}) {
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

// ---------------------------------------------------------------------------------------------
// Furniture primitives. Each returns SVG; composite pieces add themselves to the objects layer
// with one painter key, and draw their parts back-to-front.
// ---------------------------------------------------------------------------------------------

/**
 * Map a box given in a piece's local frame to room axes.
 * a = { x, z, facing }: x/z is the centre of the piece's back edge; lx runs across the piece,
 * lz from its back (0) to its front. facing: "camera" | "away" | "right" (+x) | "left" (-x).
 */
function orientBox(a, lx0, lx1, ly0, ly1, lz0, lz1) {
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
function boxSvg(s, b, color, { round = 0, soft = false, topColor } = {}) {
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
function cylinderSvg(s, { x, z, r, y0, y1 }, color, { topColor, top = true } = {}) {
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
function pillowSvg(s, x, yBottom, z, w, h, color, tilt = 0) {
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
function floorShadow(s, x0, x1, z0, z1, strength = 1) {
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

function footprint(s, b, strength) {
  floorShadow(s, b.x0, b.x1, b.z0, b.z1, strength);
}

/** Draw sibling parts (arms, cushions) far-to-near so the nearer ones overlap correctly. */
function sortedBoxes(s, list, color) {
  return list
    .map(([b, opts]) => ({ d: s.distanceTo(b), svg: boxSvg(s, b, opts.color ?? color, opts) }))
    .sort((a, b) => b.d - a.d)
    .map((p) => p.svg);
}

// --- seating --------------------------------------------------------------------------------

function sofa(s, a, { width = 2.4, depth = 0.95, color, legs = true, pillows = 2 } = {}) {
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

function armchair(s, a, { color, width = 0.85, depth = 0.85 } = {}) {
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
function chair(s, a, { wood, color, width = 0.46, depth = 0.48, backHeight = 0.88 } = {}) {
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

function stool(s, x, z, { wood, height = 0.66 } = {}) {
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

// --- tables & storage -----------------------------------------------------------------------

function decorOnSurface(s, x0, x1, y, z, count) {
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
function decorObject(s, kind, x, y, z, size = 1) {
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
function vaseSvg(s, x, y, z, height, radius, color, shape) {
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

/** Catmull-Rom through points -> cubic Bezier path (closed). */
function smoothPath(points, closed = true) {
  const p = points;
  const n = p.length;
  let d = `M${num(p[0][0])} ${num(p[0][1])}`;
  const get = (i) => (closed ? p[(i + n) % n] : p[clamp(i, 0, n - 1)]);
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i += 1) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${num(c1[0])} ${num(c1[1])} ${num(c2[0])} ${num(c2[1])} ${num(p2[0])} ${num(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
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

function leafSvg(s, cx, cy, rx, ry, angle, color, k = 1) {
  return tag("ellipse", {
    cx,
    cy,
    rx,
    ry,
    transform: `rotate(${num(angle)} ${num(cx)} ${num(cy)})`,
    fill: scale(color, k),
  });
}

function coffeeTable(s, x, z, { wood, stone } = {}) {
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

function sideTable(s, x, z, { color, height = 0.55, lamp = false } = {}) {
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

/** Low sideboard / credenza against a wall with fluted or plain doors and decor on top. */
function sideboard(s, a, { width = 1.8, depth = 0.45, height = 0.75, color, decor = true } = {}) {
  const r = s.rng;
  const B = (...l) => orientBox(a, ...l);
  const parts = [];
  const plinth = r.chance(0.5);
  if (plinth)
    parts.push(
      boxSvg(
        s,
        B(-width / 2 + 0.05, width / 2 - 0.05, 0, 0.1, 0.03, depth - 0.05),
        scale(color, 0.6),
      ),
    );
  else
    for (const lx of [-width / 2 + 0.05, width / 2 - 0.09])
      for (const lz of [0.04, depth - 0.08])
        parts.push(boxSvg(s, B(lx, lx + 0.04, 0, 0.12, lz, lz + 0.04), scale(color, 0.7)));
  const body = B(-width / 2, width / 2, plinth ? 0.1 : 0.12, height, 0, depth);
  parts.push(boxSvg(s, body, color, { round: 0.01 }));
  if (a.facing === "camera") {
    const doors = r.int(2, 4);
    const fluted = r.chance(0.5);
    const [fx0, fy0] = s.P(body.x0, body.y1, body.z0);
    const [fx1, fy1] = s.P(body.x1, body.y0, body.z0);
    const line = {
      stroke: s.shade(color, [0, 0, -1], 0.7),
      "stroke-width": 1.6 * s.unit,
      "stroke-opacity": 0.8,
    };
    for (let i = 1; i < doors; i += 1) {
      const xx = fx0 + ((fx1 - fx0) * i) / doors;
      parts.push(tag("line", { x1: xx, y1: fy0 + 3, x2: xx, y2: fy1 - 2, ...line }));
    }
    if (fluted) {
      const n = Math.round(width / 0.04);
      for (let i = 1; i < n; i += 1) {
        const xx = fx0 + ((fx1 - fx0) * i) / n;
        parts.push(
          tag("line", {
            x1: xx,
            y1: fy0 + (fy1 - fy0) * 0.08,
            x2: xx,
            y2: fy1 - 2,
            ...line,
            "stroke-opacity": 0.28,
            "stroke-width": 1.2 * s.unit,
          }),
        );
      }
    }
    if (decor) {
      parts.push(
        decorOnSurface(
          s,
          a.x - width / 2 + 0.2,
          a.x + width / 2 - 0.2,
          height,
          a.z - depth / 2,
          r.int(2, 3),
        ),
      );
    }
  }
  footprint(s, B(-width / 2, width / 2, 0, height, 0, depth), 0.8);
  s.addObject(s.distanceTo(body), parts.join(""));
  return body;
}

function diningTable(s, x, z, { width = 2.0, depth = 0.95, wood, round = false } = {}) {
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

/** Tall bookcase / open shelving unit against the back wall with books and objects. */
function bookcase(s, x, z, { width = 1.6, height = 2.2, depth = 0.36, color } = {}) {
  const r = s.rng;
  const b = { x0: x - width / 2, x1: x + width / 2, y0: 0, y1: height, z0: z - depth, z1: z };
  let out = boxSvg(s, b, color);
  const shelves = Math.max(3, Math.round(height / 0.38));
  const t = 0.025;
  const inner = s.shade(color, [0, 0, -1], 0.62);
  for (let i = 0; i < shelves; i += 1) {
    const y0 = 0.08 + ((height - 0.1) * i) / shelves + t;
    const y1 = 0.08 + ((height - 0.1) * (i + 1)) / shelves;
    const [ax, ay] = s.P(b.x0 + t, y1, b.z0);
    const [bx, by] = s.P(b.x1 - t, y0, b.z0);
    out += tag("rect", {
      x: ax,
      y: ay,
      width: bx - ax,
      height: by - ay,
      fill: s.linear(
        [0, ay],
        [0, by],
        [
          [0, scale(inner, 0.8)],
          [1, inner],
        ],
      ),
    });
    // Books and objects sit slightly back from the front edge.
    let u = b.x0 + t + r.range(0.02, 0.15);
    while (u < b.x1 - 0.15) {
      if (r.chance(0.22)) {
        out += vaseSvg(
          s,
          u + 0.08,
          y0,
          b.z0 + 0.05,
          Math.min(y1 - y0 - 0.06, r.range(0.12, 0.26)),
          0.06,
          r.pick([C.ivory, C.clay, C.stone, C.charcoal]),
          r.pick(["round", "amphora", "cylinder"]),
        );
        u += 0.24;
        continue;
      }
      const count = r.int(4, 11);
      for (let k = 0; k < count && u < b.x1 - t - 0.04; k += 1) {
        const bw = r.range(0.022, 0.045);
        const bh = Math.min(y1 - y0 - 0.03, r.range(0.17, 0.3));
        const col = r.pick([
          C.ivory,
          C.sand,
          C.stone,
          C.taupe,
          C.clay,
          C.charcoal,
          C.linen,
          C.sage,
          mix(C.clay, C.sand, 0.5),
        ]);
        const [p0x, p0y] = s.P(u, y0 + bh, b.z0 + 0.03);
        const [p1x, p1y] = s.P(u + bw, y0, b.z0 + 0.03);
        out += tag("rect", {
          x: p0x,
          y: p0y,
          width: p1x - p0x,
          height: p1y - p0y,
          fill: s.shade(col, [0, 0, -1], r.range(0.7, 0.92)),
        });
        u += bw + 0.002;
      }
      u += r.range(0.06, 0.3);
    }
  }
  footprint(s, b, 0.8);
  s.addObject(s.distanceTo(b), out);
  return b;
}

/** Floating wall shelf with a few objects. */
function wallShelf(s, x0, x1, y, { color } = {}) {
  const r = s.rng;
  const z1 = s.room.d;
  const b = { x0, x1, y0: y - 0.04, y1: y, z0: z1 - 0.25, z1 };
  let out = boxSvg(s, b, color);
  out += decorOnSurface(s, x0 + 0.1, x1 - 0.1, y, z1 - 0.12, r.int(2, 4));
  s.add(
    "shell",
    polygon(
      [
        s.P(x0, y - 0.04, z1),
        s.P(x1, y - 0.04, z1),
        s.P(x1 + 0.05, y - 0.25, z1),
        s.P(x0 + 0.05, y - 0.25, z1),
      ],
      SHADOW,
      { opacity: 0.08 },
    ),
  );
  s.addObject(s.distanceTo(b), out);
}

// --- soft furnishings ----------------------------------------------------------------------

function rug(s, x0, x1, z0, z1, { color, border, round = false } = {}) {
  const r = s.rng;
  const base = s.shade(color, [0, 1, 0]);
  let outline;
  if (round) {
    const cx = (x0 + x1) / 2;
    const cz = (z0 + z1) / 2;
    outline = Array.from({ length: 48 }, (_, i) => {
      const t = (i / 48) * 2 * Math.PI;
      return s.P(cx + ((x1 - x0) / 2) * Math.cos(t), 0.005, cz + ((z1 - z0) / 2) * Math.sin(t));
    });
  } else {
    outline = [s.P(x0, 0.005, z0), s.P(x1, 0.005, z0), s.P(x1, 0.005, z1), s.P(x0, 0.005, z1)];
  }
  const yTop = s.P(0, 0, z1)[1];
  const yBot = s.P(0, 0, z0)[1];
  s.add(
    "shell",
    polygon(
      outline,
      s.linear(
        [0, yTop],
        [0, yBot],
        [
          [0, scale(base, 0.93)],
          [1, scale(base, 1.02)],
        ],
      ),
    ),
  );
  if (border && !round) {
    const e = 0.12;
    const inner = [
      s.P(x0 + e, 0.005, z0 + e),
      s.P(x1 - e, 0.005, z0 + e),
      s.P(x1 - e, 0.005, z1 - e),
      s.P(x0 + e, 0.005, z1 - e),
    ];
    s.add(
      "shell",
      polygon(inner, "none", {
        stroke: s.shade(border, [0, 1, 0]),
        "stroke-width": s.px(0.035, (z0 + z1) / 2),
        "stroke-opacity": 0.7,
      }),
    );
  }
  // Woven texture: faint lines across the pile.
  if (r.chance(0.6) && !round) {
    let lines = "";
    for (let z = z0 + 0.08; z < z1; z += 0.09) {
      const a = s.P(x0, 0.005, z);
      const b = s.P(x1, 0.005, z);
      lines += tag("line", {
        x1: a[0],
        y1: a[1],
        x2: b[0],
        y2: b[1],
        stroke: "#000",
        "stroke-opacity": 0.05,
        "stroke-width": 1.5 * s.unit,
      });
    }
    s.add("shell", lines);
  }
}

// --- lighting ------------------------------------------------------------------------------

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

function pendant(s, x, z, { drop = 0.9, style, color } = {}) {
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

function tableLampSvg(s, x, y, z) {
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

function floorLamp(s, x, z) {
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

// --- plants --------------------------------------------------------------------------------

function plant(s, x, z, { height = 1.6, kind, pot } = {}) {
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

// --- bedroom -------------------------------------------------------------------------------

function bed(s, x, { width = 1.7, length = 2.1, color, linen } = {}) {
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

function nightstand(s, x, z, { color } = {}) {
  const b = { x0: x - 0.24, x1: x + 0.24, y0: 0, y1: 0.5, z0: z - 0.4, z1: z };
  let out = boxSvg(s, b, color, { round: 0.02 });
  out += tableLampSvg(s, x, 0.5, z - 0.22);
  footprint(s, b, 0.8);
  s.addObject(s.distanceTo(b), out);
}

// --- kitchen & bath --------------------------------------------------------------------------

function counterRun(s, x0, x1, { color, top, handles, decor = true } = {}) {
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
function tileWall(s, wall, u0, u1, v0, v1, { color, tw = 0.1, th = 0.1 } = {}) {
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
  s.add("shell", out);
}

function bathtub(s, x, z, { length = 1.7, width = 0.78, color = C.ivory } = {}) {
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

function vanity(s, x, { width = 1.1, color } = {}) {
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

// ---------------------------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------------------------

/** Common finishing: sunlight through every window. */
function finishRoom(s) {
  for (const win of s.windows) drawWindow(s, win);
  drawSunlight(s);
}

/** Pick a side wall opposite to (or away from) the window for tall furniture. */
function quietWall(s) {
  if (s.light.side === "left") return "right";
  if (s.light.side === "right") return "left";
  return s.rng.pick(["left", "right"]);
}

/** Living room: sofa (facing us or the window), coffee table on a rug, armchair, lamps, plants. */
function sceneLiving(s) {
  setupInterior(s);
  const r = s.rng;
  const { xl, xr, d, h } = s.room;
  const m = s.mat;
  drawRoomShell(s);
  const side = s.light.side;
  const sofaColor = r.pick([
    C.ivory,
    C.linen,
    C.sand,
    mix(C.sand, C.ivory, 0.5),
    C.stone,
    mix(C.stone, C.taupe, 0.4),
    C.sage,
  ]);
  const tableStone = r.pick([C.stone, mix(C.sand, C.stone, 0.6), C.ivory, C.walnut, C.oak]);
  if (side === "back")
    makeWindow(s, "back", {
      tall: true,
      width: r.range(2, 3.2),
      shape: r.chance(0.3) ? "arch" : "rect",
    });
  else makeWindow(s, side);
  if (r.chance(0.35) && side !== "back") makeWindow(s, side);
  finishRoom(s);

  const sofaAway = side === "back" && r.chance(0.6);
  const sofaW = r.range(2.1, 2.8);
  const cx =
    side === "back"
      ? 0
      : clamp(s.cam.x + r.range(-0.8, 0.8), xl + sofaW / 2 + 0.5, xr - sofaW / 2 - 0.5);
  let tableZ;
  if (sofaAway) {
    const z = Math.max(s.zNear + 0.4, d - 3.4);
    sofa(s, { x: cx, z, facing: "away" }, { width: sofaW, color: sofaColor });
    tableZ = z + 1.35;
  } else {
    sofa(
      s,
      { x: cx, z: d - 0.03, facing: "camera" },
      { width: sofaW, color: sofaColor, pillows: r.int(1, 3) },
    );
    tableZ = d - 1.55;
    // Art or shelves above the sofa.
    if (side !== "back") {
      if (r.chance(0.7)) {
        const aw = r.range(0.7, 1.3);
        const ah = aw * r.range(0.7, 1.3);
        drawArtwork(s, "back", cx - aw / 2, cx + aw / 2, 1.35, Math.min(h - 0.35, 1.35 + ah));
      } else {
        wallShelf(s, cx - sofaW / 2 + 0.2, cx + sofaW / 2 - 0.2, 1.55, { color: m.wood });
      }
    }
  }
  const rugColor = r.pick([
    C.sand,
    C.ivory,
    mix(C.stone, C.sand, 0.5),
    C.linen,
    mix(C.clay, C.sand, 0.6),
  ]);
  rug(s, cx - sofaW / 2 - 0.3, cx + sofaW / 2 + 0.3, tableZ - 1.2, tableZ + 0.8, {
    color: rugColor,
    border: r.chance(0.5) ? scale(rugColor, 0.8) : null,
    round: r.chance(0.2),
  });
  coffeeTable(s, cx, tableZ, { wood: m.wood, stone: tableStone });
  // Armchair facing the coffee table from one side.
  const chairSide = r.chance(0.5) ? -1 : 1;
  const chairX = cx + chairSide * (sofaW / 2 + 0.55);
  if (chairX > xl + 0.6 && chairX < xr - 0.6 && r.chance(0.8)) {
    armchair(
      s,
      { x: chairX + chairSide * 0.45, z: tableZ, facing: chairSide < 0 ? "right" : "left" },
      { color: r.pick([m.accent, C.stone, C.sand, C.ivory, C.taupe, mix(C.clay, C.sand, 0.3)]) },
    );
  }
  // Side table / floor lamp / plant at the sofa ends.
  const ends = [cx - sofaW / 2 - 0.35, cx + sofaW / 2 + 0.35];
  const endZ = sofaAway ? tableZ - 1.3 : d - 0.4;
  const endItems = r.chance(0.5) ? ["table", "plant"] : ["plant", "lamp"];
  ends.forEach((ex, i) => {
    if (
      ex < xl + 0.3 ||
      ex > xr - 0.3 ||
      (i === (chairSide < 0 ? 0 : 1) && !sofaAway && r.chance(0.3))
    )
      return;
    const what = endItems[i];
    if (what === "table")
      sideTable(s, ex, endZ, {
        color: r.pick([m.wood, C.stone, C.charcoal]),
        lamp: s.light.lamps || r.chance(0.4),
      });
    else if (what === "plant") plant(s, ex, endZ - 0.05, { height: r.range(1.2, 2.0) });
    else floorLamp(s, ex, endZ);
  });
  // A corner plant near the window side and a pendant over the table.
  if (r.chance(0.6)) {
    const px = side === "right" ? xr - 0.45 : xl + 0.45;
    plant(s, px, d - r.range(0.5, 1.6), { height: r.range(1.4, 2.2) });
  }
  // A pendant over the table, unless it would hang in front of the art.
  if (r.chance(sofaAway || side === "back" ? 0.5 : 0.25))
    pendant(s, cx + r.pick([-1, 1]) * r.range(0, 0.3), tableZ, { drop: r.range(0.6, 0.9) });
  if (r.chance(0.35)) {
    const wall = quietWall(s);
    const u = r.range(d - 2.5, d - 1.2);
    if (wall !== side) drawArtwork(s, wall, u - 0.45, u + 0.45, 1.2, 2.1);
  }
}

/** Bedroom: upholstered bed with nightstands and lamps, art above, rug, bench, plants. */
function sceneBedroom(s) {
  setupInterior(s, {
    w: s.rng.range(4.6, 6),
    d: s.rng.range(5, 6.5),
    window: s.rng.pick(["left", "right"]),
  });
  const r = s.rng;
  const { xl, xr, d, h } = s.room;
  const m = s.mat;
  drawRoomShell(s);
  makeWindow(s, s.light.side, { curtains: r.chance(0.75) });
  finishRoom(s);
  const bw = r.range(1.5, 1.9);
  const bx = clamp(s.cam.x * 0.5 + r.range(-0.4, 0.4), xl + bw / 2 + 0.7, xr - bw / 2 - 0.7);
  const headColor = r.pick([C.linen, C.sand, C.stone, m.wood, mix(C.clay, C.sand, 0.5), C.ivory]);
  const linen = r.pick([C.ivory, C.linen, C.sand, mix(C.ivory, C.sand, 0.5)]);
  if (r.chance(0.6)) {
    const aw = r.range(0.9, 1.5);
    drawArtwork(
      s,
      "back",
      bx - aw / 2,
      bx + aw / 2,
      1.55,
      Math.min(h - 0.3, 1.55 + aw * r.range(0.5, 0.8)),
      { mat: r.chance(0.5) },
    );
  }
  rug(s, bx - bw / 2 - 0.6, bx + bw / 2 + 0.6, d - 2.8, d - 0.6, {
    color: r.pick([C.sand, C.ivory, C.stone, C.linen]),
  });
  for (const side of [-1, 1])
    nightstand(s, bx + side * (bw / 2 + 0.35), d - 0.05, {
      color: r.pick([m.wood, C.stone, m.wood]),
    });
  bed(s, bx, { width: bw, color: headColor, linen });
  if (r.chance(0.5)) {
    const a = { x: bx, z: d - 2.35, facing: "camera" };
    const bench = orientBox(a, -bw / 2 + 0.1, bw / 2 - 0.1, 0, 0.45, 0, 0.4);
    s.addObject(
      s.distanceTo(bench),
      boxSvg(s, bench, r.pick([m.wood, C.clay, C.stone]), { round: 0.03 }),
    );
    footprint(s, bench, 0.6);
  }
  if (r.chance(0.6))
    plant(s, r.chance(0.5) ? xl + 0.45 : xr - 0.45, d - r.range(0.4, 1.2), {
      height: r.range(1.2, 1.9),
    });
  if (r.chance(0.4))
    armchair(
      s,
      {
        x: s.light.side === "left" ? xl + 0.1 : xr - 0.1,
        z: d - 2.6,
        facing: s.light.side === "left" ? "right" : "left",
      },
      { color: r.pick([m.accent, C.sand, C.stone]) },
    );
  if (r.chance(0.4)) pendant(s, bx, d - 1.4, { drop: 0.8 });
}

/** Kitchen: a run of cabinets under tiles and open shelves, an island with stools and pendants. */
function sceneKitchen(s) {
  setupInterior(s, {
    w: s.rng.range(4.8, 6.5),
    d: s.rng.range(5, 6.8),
    window: s.rng.pick(["left", "right", "back"]),
  });
  const r = s.rng;
  const { xl, xr, d, h } = s.room;
  const m = s.mat;
  drawRoomShell(s);
  const cab = r.pick([
    C.ivory,
    C.sand,
    C.stone,
    m.wood,
    mix(C.sage, C.stone, 0.5),
    C.charcoal,
    mix(C.taupe, C.stone, 0.5),
  ]);
  const top = r.pick([C.ivory, mix(C.stone, C.ivory, 0.5), C.stone, C.charcoal]);
  const runX0 = xl + 0.02;
  const runX1 = xr - 0.02;
  const tile = r.pick([
    C.ivory,
    mix(C.ivory, C.sand, 0.5),
    C.sand,
    mix(C.clay, C.sand, 0.5),
    mix(C.sage, C.ivory, 0.5),
  ]);
  tileWall(s, "back", xl, xr, 0.92, r.chance(0.5) ? 1.5 : h, {
    color: tile,
    tw: r.pick([0.1, 0.075, 0.2]),
    th: r.pick([0.1, 0.075]),
  });
  if (s.light.side === "back") {
    const win = makeWindow(s, "back", {
      tall: false,
      v0: 1.05,
      v1: Math.min(h - 0.3, 2.4),
      width: r.range(1.2, 1.8),
      curtains: false,
    });
    win.u0 = clamp(win.u0, xl + 0.5, xr - 2);
  } else {
    makeWindow(s, s.light.side, { curtains: false });
  }
  finishRoom(s);
  if (s.light.side !== "back") {
    // Open shelves on the back wall.
    const shelfC = r.pick([m.wood, cab, C.oak]);
    for (const y of [1.6, 2.05])
      if (y < h - 0.3)
        wallShelf(s, xl + r.range(0.4, 1), xr - r.range(0.4, 1), y, { color: shelfC });
  }
  counterRun(s, runX0, runX1, {
    color: cab,
    top,
    handles: r.chance(0.5) ? s.shade(r.pick([C.oak, C.charcoal, C.clay]), [0, 0, -1]) : null,
  });
  // Island with stools.
  const iw = r.range(1.8, 2.6);
  const ix = clamp(s.cam.x + r.range(-0.5, 0.5), xl + iw / 2 + 0.8, xr - iw / 2 - 0.8);
  const iz = d - r.range(2.0, 2.4);
  const island = {
    x0: ix - iw / 2,
    x1: ix + iw / 2,
    y0: 0,
    y1: 0.88,
    z0: iz - 0.45,
    z1: iz + 0.45,
  };
  let isl = boxSvg(s, island, r.chance(0.5) ? cab : r.pick([C.stone, m.wood]));
  isl += boxSvg(
    s,
    {
      x0: island.x0 - 0.03,
      x1: island.x1 + 0.03,
      y0: 0.88,
      y1: 0.93,
      z0: island.z0 - 0.25,
      z1: island.z1 + 0.02,
    },
    top,
  );
  isl += decorOnSurface(s, ix - iw / 2 + 0.3, ix + iw / 2 - 0.3, 0.93, iz, r.int(1, 3));
  footprint(s, island, 1);
  s.addObject(s.distanceTo(island), isl);
  const stools = Math.round(iw / 0.65);
  if (r.chance(0.7))
    for (let i = 0; i < stools; i += 1)
      stool(s, ix - iw / 2 + (iw * (i + 0.5)) / stools, iz - 0.8, {
        wood: r.pick([m.wood, C.charcoal, C.oak]),
      });
  const lamps = r.int(1, 3);
  const style = r.pick(["globe", "dome", "cone"]);
  for (let i = 0; i < lamps; i += 1)
    pendant(s, ix - iw / 2 + (iw * (i + 0.5)) / lamps, iz, { drop: r.range(0.9, 1.2), style });
  if (r.chance(0.5))
    plant(s, r.chance(0.5) ? xl + 0.4 : xr - 0.4, iz - r.range(0, 1), {
      height: r.range(1.3, 1.9),
    });
}

/** Dining room: table and chairs under pendants, sideboard with art, sometimes an archway. */
function sceneDining(s) {
  setupInterior(s);
  const r = s.rng;
  const { xl, xr, d, h } = s.room;
  const m = s.mat;
  drawRoomShell(s);
  if (s.light.side === "back") makeWindow(s, "back", { tall: true, width: r.range(1.6, 2.8) });
  else makeWindow(s, s.light.side);
  if (r.chance(0.3) && s.light.side !== "back") {
    const u = r.range(xl + 1, xr - 1);
    drawDoorway(s, "back", u - 0.55, u + 0.55, 2.3, { arch: true });
  }
  finishRoom(s);
  const tw = r.range(1.8, 2.4);
  const tx = clamp(s.cam.x * 0.5 + r.range(-0.4, 0.4), xl + tw / 2 + 0.8, xr - tw / 2 - 0.8);
  const tz = d - r.range(2.0, 2.6);
  const wood = r.pick([m.wood, C.oak, C.walnut, C.oakLight]);
  const round = r.chance(0.3);
  if (s.light.side !== "back") {
    const sw = r.range(1.5, 2.1);
    const sx = clamp(tx + r.range(-0.5, 0.5), xl + sw / 2 + 0.2, xr - sw / 2 - 0.2);
    sideboard(
      s,
      { x: sx, z: d - 0.02, facing: "camera" },
      { width: sw, color: r.pick([m.wood, C.walnut, C.stone, C.ivory]) },
    );
    const aw = r.range(0.8, 1.3);
    if (r.chance(0.75))
      drawArtwork(
        s,
        "back",
        sx - aw / 2,
        sx + aw / 2,
        1.2,
        Math.min(h - 0.3, 1.2 + aw * r.range(0.6, 1.1)),
      );
  }
  rug(s, tx - tw / 2 - 0.8, tx + tw / 2 + 0.8, tz - 1.4, tz + 1.4, {
    color: r.pick([C.sand, C.linen, C.stone, C.ivory]),
    round,
  });
  const chairColor = r.chance(0.4) ? r.pick([C.linen, C.sand, s.mat.accent, C.charcoal]) : null;
  const cwood = r.pick([wood, C.walnut, C.charcoal, C.oakLight]);
  const n = round ? 2 : tw > 2.1 ? 3 : 2;
  for (let i = 0; i < n; i += 1) {
    const x = tx - tw / 2 + (tw * (i + 0.5)) / n;
    chair(s, { x, z: tz + 0.95, facing: "camera" }, { wood: cwood, color: chairColor });
    chair(s, { x: x + 0.02, z: tz - 0.95, facing: "away" }, { wood: cwood, color: chairColor });
  }
  diningTable(s, tx, tz, { width: tw, wood, round });
  const lamps = round ? 1 : r.int(1, 3);
  const style = r.pick(["globe", "dome", "cone", "drum"]);
  for (let i = 0; i < lamps; i += 1)
    pendant(s, tx - tw / 2 + (tw * (i + 0.5)) / lamps, tz, { drop: r.range(1.2, 1.5), style });
  if (r.chance(0.6))
    plant(s, r.chance(0.5) ? xl + 0.45 : xr - 0.45, d - 0.5, { height: r.range(1.5, 2.2) });
}

/** Study: built-in bookcases, a desk with chair and lamp, a rug, plants, an armchair. */
function sceneOffice(s) {
  setupInterior(s, {
    w: s.rng.range(4.5, 6),
    d: s.rng.range(4.8, 6.5),
    window: s.rng.pick(["left", "right"]),
  });
  const r = s.rng;
  const { xl, xr, d, h } = s.room;
  const m = s.mat;
  drawRoomShell(s);
  makeWindow(s, s.light.side);
  finishRoom(s);
  const shelfColor = r.pick([m.wood, C.ivory, C.sand, C.walnut]);
  const bw = r.range(2.2, Math.min(4, s.room.w - 1));
  const bx = clamp(s.cam.x + r.range(-0.6, 0.6), xl + bw / 2 + 0.1, xr - bw / 2 - 0.1);
  const units = Math.round(bw / 0.9);
  for (let i = 0; i < units; i += 1)
    bookcase(s, bx - bw / 2 + (bw * (i + 0.5)) / units, d - 0.01, {
      width: bw / units - 0.01,
      height: Math.min(h - 0.2, r.range(2.0, 2.5)),
      color: shelfColor,
    });
  // Desk in the middle of the room, chair behind it.
  const dw = r.range(1.4, 1.9);
  const dx = clamp(bx + r.range(-0.5, 0.5), xl + dw / 2 + 0.5, xr - dw / 2 - 0.5);
  const dz = d - r.range(1.9, 2.3);
  rug(s, dx - dw / 2 - 0.7, dx + dw / 2 + 0.7, dz - 1.3, dz + 1.2, {
    color: r.pick([C.sand, C.stone, C.linen]),
    border: r.chance(0.4) ? C.taupe : null,
  });
  const wood = r.pick([m.wood, C.walnut, C.oak]);
  chair(
    s,
    { x: dx, z: dz + 0.85, facing: "camera" },
    { wood: C.charcoal, color: r.pick([C.charcoal, C.clay, C.linen, wood]), backHeight: 0.95 },
  );
  const desk = { x0: dx - dw / 2, x1: dx + dw / 2, y0: 0, y1: 0.75, z0: dz - 0.4, z1: dz + 0.4 };
  let out = "";
  for (const lx of [desk.x0 + 0.05, desk.x1 - 0.1])
    out += boxSvg(
      s,
      { x0: lx, x1: lx + 0.05, y0: 0, y1: 0.72, z0: desk.z0 + 0.05, z1: desk.z1 - 0.05 },
      scale(wood, 0.9),
    );
  out += boxSvg(s, { ...desk, y0: 0.72 }, wood);
  out += tableLampSvg(s, dx + dw / 2 - 0.25, 0.75, dz + 0.1);
  out += decorObject(s, "books", dx - dw / 2 + 0.3, 0.75, dz);
  out += decorObject(s, r.pick(["vase", "branch"]), dx - 0.1, 0.75, dz + 0.15);
  footprint(s, desk, 0.5);
  s.addObject(s.distanceTo(desk), out);
  if (r.chance(0.7))
    plant(s, s.light.side === "left" ? xl + 0.5 : xr - 0.5, d - r.range(1, 2), {
      height: r.range(1.4, 2.1),
    });
  if (r.chance(0.5))
    armchair(
      s,
      {
        x: s.light.side === "left" ? xr - 0.1 : xl + 0.1,
        z: dz - 0.3,
        facing: s.light.side === "left" ? "left" : "right",
      },
      { color: r.pick([m.accent, C.linen, C.stone]) },
    );
}

/** Bathroom: tiled walls, a freestanding tub, floating vanity with mirror, a plant. */
function sceneBathroom(s) {
  setupInterior(s, {
    w: s.rng.range(3.4, 4.4),
    d: s.rng.range(4, 5),
    camY: s.rng.range(1.2, 1.4),
    focal: s.rng.range(0.5, 0.62),
    window: s.rng.pick(["back", "left", "right"]),
  });
  const r = s.rng;
  const { xl, xr, d, h } = s.room;
  const m = s.mat;
  drawRoomShell(s);
  const tile = r.pick([
    C.ivory,
    C.sand,
    mix(C.sage, C.ivory, 0.5),
    mix(C.clay, C.ivory, 0.4),
    C.stone,
  ]);
  const tileH = r.chance(0.5) ? 1.2 : h;
  const t = { color: tile, tw: r.pick([0.1, 0.075, 0.3]), th: r.pick([0.1, 0.075, 0.15]) };
  tileWall(s, "back", xl, xr, 0, tileH, t);
  const z0 = visibleWallRange(s, "left")[0] - 0.5;
  tileWall(s, "left", z0, d, 0, tileH, t);
  tileWall(s, "right", z0, d, 0, tileH, t);
  if (s.light.side === "back")
    makeWindow(s, "back", {
      tall: false,
      v0: 1.2,
      v1: Math.min(h - 0.3, 2.4),
      width: r.range(0.9, 1.4),
      curtains: false,
      u: r.range(xl + 0.8, xr - 0.8),
    });
  else
    makeWindow(s, s.light.side, {
      tall: false,
      v0: 1.25,
      width: r.range(0.9, 1.3),
      curtains: r.chance(0.4),
    });
  finishRoom(s);
  const tubX =
    s.light.side === "back"
      ? s.windows[0].u0 / 2 + s.windows[0].u1 / 2
      : clamp(r.range(xl + 1.1, xr - 1.1), xl + 0.95, xr - 0.95);
  bathtub(s, clamp(tubX, xl + 0.95, xr - 0.95), d - r.range(0.6, 1.1), {
    color: r.pick([C.ivory, C.ivory, C.stone, C.sand]),
  });
  const vx = r.chance(0.5) ? xl + 0.75 : xr - 0.75;
  if (s.light.side !== "back")
    vanity(s, vx, { width: r.range(0.8, 1.1), color: r.pick([m.wood, C.stone, C.oak]) });
  if (r.chance(0.7))
    plant(s, r.chance(0.5) ? xl + 0.35 : xr - 0.35, d - r.range(1.6, 2.4), {
      height: r.range(0.9, 1.4),
      kind: r.pick(["palm", "fiddle", "grass"]),
    });
  if (r.chance(0.5))
    sideTable(s, clamp(tubX + 1.15, xl + 0.3, xr - 0.3), d - 0.8, { color: m.wood, height: 0.45 });
}

/** Hallway: a deep corridor of receding arches towards a bright window, console and runner. */
function sceneHallway(s) {
  const r = s.rng;
  setupInterior(s, {
    w: r.range(2.4, 3.2),
    d: r.range(10, 14),
    h: r.range(2.9, 3.4),
    camX: r.range(-0.2, 0.2),
    camY: r.range(1.3, 1.5),
    focal: r.range(0.55, 0.68),
    window: "back",
  });
  const { xl, xr, d } = s.room;
  const m = s.mat;
  drawRoomShell(s);
  makeWindow(s, "back", {
    u: 0,
    width: Math.min(s.room.w - 0.8, r.range(1.0, 1.6)),
    tall: r.chance(0.6),
    shape: r.chance(0.5) ? "arch" : "rect",
    curtains: false,
  });
  finishRoom(s);
  rug(s, -0.45, 0.45, s.zNear * 0.9, d - 1.2, {
    color: r.pick([C.sand, C.linen, C.stone, mix(C.clay, C.sand, 0.5)]),
    border: r.chance(0.5) ? C.taupe : null,
  });
  // Receding arched portals; the bay nearest the camera is kept deep enough to furnish.
  const zVisible = Math.max(visibleWallRange(s, "left")[0], visibleWallRange(s, "right")[0]);
  const spacing = r.range(2.4, 3.2);
  const portalArch = r.chance(0.75);
  const open = s.room.w * r.range(0.55, 0.7);
  let nearest = d;
  for (let z = d - spacing; z > zVisible + 2.6; z -= spacing) {
    portal(s, z, open, portalArch);
    nearest = z;
  }
  // Front bay: a console with art on one wall, a door opposite; pendants along the corridor.
  const wall = r.pick(["left", "right"]);
  const other = wall === "left" ? "right" : "left";
  const cz = (zVisible + nearest) / 2 + 0.4;
  sideboard(
    s,
    { x: wall === "left" ? xl : xr, z: cz, facing: wall === "left" ? "right" : "left" },
    { width: 1.2, depth: 0.35, height: 0.8, color: r.pick([m.wood, C.walnut, C.stone]) },
  );
  drawArtwork(s, wall, cz - 0.4, cz + 0.4, 1.25, 2.05, { mat: r.chance(0.5) });
  drawDoor(s, other, cz - 0.45, cz + 0.45, r.range(2.1, 2.3), {
    arch: portalArch && r.chance(0.5),
  });
  plant(s, wall === "left" ? xr - 0.35 : xl + 0.35, d - 0.6, { height: r.range(1.2, 1.8) });
  if (nearest < d && r.chance(0.7))
    plant(s, wall === "left" ? xl + 0.35 : xr - 0.35, nearest - 0.45, {
      height: r.range(0.9, 1.4),
    });
  for (let z = d - spacing / 2; z > s.zNear + 1; z -= spacing)
    pendant(s, 0, z, { drop: 0.6, style: "globe" });
}

/** A recessed door in a side or back wall: painted or timber leaf, plain or arched head. */
function drawDoor(s, wall, u0, u1, vTop, { arch = false, color } = {}) {
  const r = s.rng;
  const outline = arch ? archOutline(u0, u1, 0, vTop) : rectOutline(u0, u1, 0, vTop);
  const opening = onWall(s, wall, outline, 0);
  const leaf = onWall(s, wall, outline, 0.1);
  const wood = color ?? r.pick([C.oak, C.walnut, C.oakLight, mix(s.mat.wall, C.stone, 0.5)]);
  const n = NORMALS[wall];
  let inner = polygon(opening, s.shade(s.mat.wall, [0, 1, 0], 0.8));
  const ys = leaf.map((p) => p[1]);
  inner += polygon(
    leaf,
    s.linear(
      [0, Math.min(...ys)],
      [0, Math.max(...ys)],
      [
        [0, s.shade(wood, n, 1.02)],
        [1, s.shade(wood, n, 0.88)],
      ],
    ),
  );
  // Vertical boards.
  for (let u = u0 + 0.15; u < u1 - 0.05; u += 0.15) {
    const [a, b] = onWall(
      s,
      wall,
      [
        [u, 0.02],
        [u, vTop],
      ],
      0.1,
    );
    inner += tag("line", {
      x1: a[0],
      y1: a[1],
      x2: b[0],
      y2: b[1],
      stroke: SHADOW,
      "stroke-opacity": 0.18,
      "stroke-width": 1.4 * s.unit,
    });
  }
  const [hx, hy] = s.P(...wallPoint(s, wall, u1 - 0.1, 1.0, 0.08));
  const hz = wallPoint(s, wall, u1 - 0.1, 1.0, 0.08)[2];
  inner += tag("circle", { cx: hx, cy: hy, r: s.px(0.025, hz), fill: s.shade(C.charcoal, n) });
  s.add("shell", `<g clip-path="${s.clip(opening)}">${inner}</g>`);
}

/** A wall across the corridor with an arched (or square) opening. */
function portal(s, z, open, arch) {
  const { xl, xr, h } = s.room;
  const t = 0.28;
  const u0 = -open / 2;
  const u1 = open / 2;
  const top = h - 0.35;
  const hole = arch ? archOutline(u0, u1, 0, top) : rectOutline(u0, u1, 0, top);
  const wallPts = (zz) => [s.P(xl, 0, zz), s.P(xr, 0, zz), s.P(xr, h, zz), s.P(xl, h, zz)];
  const holeAt = (zz) => hole.map(([u, v]) => s.P(u, v, zz));
  const color = s.mat.wall;
  // Back face (reveal colour), then the front face with the hole cut out (even-odd).
  let out = tag("path", {
    d: pathFrom(wallPts(z + t)) + pathFrom(holeAt(z + t)),
    "fill-rule": "evenodd",
    fill: s.shade(color, [0, 1, 0], 0.8),
  });
  out += tag("path", {
    d: pathFrom(wallPts(z)) + pathFrom(holeAt(z)),
    "fill-rule": "evenodd",
    fill: s.shade(color, [0, 0, -1], 1.02),
  });
  s.addObject(z + 0.2, out);
}

/** Close-up vignettes: a still life on a console, a reading corner, or a kitchen counter. */
function sceneDetail(s) {
  const variant = s.rng.weighted([
    ["console", 3],
    ["corner", 2],
    ["counter", 2],
  ]);
  if (variant === "corner") detailCorner(s);
  else if (variant === "counter") detailCounter(s);
  else detailConsole(s);
}

/** Sunlight on the back wall with soft, out-of-focus leaf shadows inside it. */
function wallSunPatch(s, u, v, size) {
  const r = s.rng;
  const L = s.light;
  if (!L.sunStrength) return;
  const { d } = s.room;
  const lean = (L.side === "left" ? 1 : -1) * r.range(0.3, 0.6);
  const outline = [
    [u - size, v - size * 0.55],
    [u + size * 0.7, v - size * 0.55],
    [u + size * 0.7 + lean, v + size * 0.6],
    [u - size + lean, v + size * 0.6],
  ];
  const patch = onWall(s, "back", outline);
  s.add("light", polygon(patch, L.sun, { opacity: Math.min(0.75, L.sunStrength * 0.9) }));
  const k = s.px(1, d);
  let leaves = "";
  for (let c = 0; c < 4; c += 1) {
    const [bx, by] = s.P(u + r.range(-size, size * 0.8), v + r.range(-size * 0.4, size * 0.6), d);
    for (let i = 0; i < 22; i += 1) {
      leaves += leafSvg(
        s,
        bx + r.range(-0.25, 0.25) * k,
        by + r.range(-0.2, 0.2) * k,
        0.07 * k,
        0.028 * k,
        r.range(0, 180),
        SHADOW,
      );
    }
  }
  s.add(
    "shadow",
    `<g clip-path="${s.clip(patch)}" opacity="${num(L.sunStrength * 0.55)}">${leaves}</g>`,
  );
}

function detailConsole(s) {
  const r = s.rng;
  const top = r.range(0.78, 0.86);
  setupInterior(s, {
    w: 6,
    d: r.range(1.7, 2.2),
    h: 3,
    camX: r.range(-0.2, 0.2),
    camY: top + r.range(0.2, 0.42),
    focal: r.range(0.85, 1.0),
    horizon: r.range(0.36, 0.44),
    window: r.pick(["left", "right"]),
  });
  const { d } = s.room;
  const m = s.mat;
  drawRoomShell(s);
  wallSunPatch(s, s.cam.x + r.range(-0.3, 0.3), top + 0.7, r.range(0.6, 0.9));
  const cx = s.cam.x;
  const art = r.chance(0.6);
  if (art) {
    const aw = r.range(0.45, 0.7);
    const ax = cx + r.pick([-1, 1]) * r.range(0.15, 0.45);
    drawArtwork(s, "back", ax - aw / 2, ax + aw / 2, top + 0.005, top + aw * r.range(1.1, 1.35), {
      mat: true,
    });
  }
  sideboard(
    s,
    { x: cx, z: d - 0.02, facing: "camera" },
    {
      width: 3.2,
      depth: 0.42,
      height: top,
      color: r.pick([m.wood, C.walnut, C.stone, C.oak, C.oakLight]),
      decor: false,
    },
  );
  const z = d - 0.24;
  const slots = r.int(3, 5);
  const kinds = [
    "branch",
    ...Array.from({ length: slots - 1 }, () =>
      r.pick(["vase", "vase", "books", "bowl", "bottle", "sphere"]),
    ),
  ];
  let items = "";
  for (let i = 0; i < slots; i += 1) {
    const x = cx - 0.62 + (1.24 * (i + 0.5)) / slots + r.range(-0.05, 0.05);
    items += decorObject(s, kinds[(i + slots - 1) % slots], x, top, z + r.range(-0.05, 0.05), 1.35);
  }
  s.add("front", items);
  s.depthBlur = 3;
}

function detailCorner(s) {
  const r = s.rng;
  const side = r.pick(["left", "right"]);
  const chairX = side === "left" ? -0.9 : 0.9;
  setupInterior(s, {
    w: 4,
    d: r.range(3.4, 3.9),
    camX: chairX + (side === "left" ? 1 : -1) * r.range(0.35, 0.6),
    camY: r.range(1.0, 1.25),
    focal: r.range(0.8, 0.95),
    horizon: r.range(0.44, 0.5),
    window: side,
    framing: "medium",
  });
  const { d } = s.room;
  const m = s.mat;
  drawRoomShell(s);
  makeWindow(s, side, { tall: true, curtains: r.chance(0.6) });
  finishRoom(s);
  const aw = r.range(0.6, 0.9);
  drawArtwork(
    s,
    "back",
    chairX - aw / 2 + 0.2,
    chairX + aw / 2 + 0.2,
    1.35,
    1.35 + aw * r.range(0.8, 1.2),
  );
  rug(s, chairX - 1.0, chairX + 1.2, d - 2.0, d - 0.2, {
    color: r.pick([C.sand, C.ivory, C.linen, C.stone]),
    round: r.chance(0.4),
  });
  armchair(
    s,
    { x: chairX, z: d - 0.15, facing: "camera" },
    { color: r.pick([m.accent, C.linen, C.sand, C.ivory, C.stone]), width: 0.9 },
  );
  const far = side === "left" ? chairX + 0.85 : chairX - 0.85;
  if (r.chance(0.5)) floorLamp(s, far, d - 0.35);
  else plant(s, far, d - 0.4, { height: r.range(1.4, 1.9) });
  sideTable(s, side === "left" ? chairX - 0.7 : chairX + 0.7, d - 0.9, {
    color: r.pick([m.wood, C.stone, C.walnut]),
    height: 0.5,
    lamp: s.light.lamps,
  });
}

function detailCounter(s) {
  const r = s.rng;
  setupInterior(s, {
    w: 5,
    d: r.range(1.8, 2.3),
    h: 2.9,
    camX: r.range(-0.3, 0.3),
    camY: r.range(1.25, 1.45),
    focal: r.range(0.85, 1.0),
    horizon: r.range(0.3, 0.38),
    window: r.pick(["left", "right"]),
  });
  const { d, xl, xr, h } = s.room;
  const m = s.mat;
  drawRoomShell(s);
  const tile = r.pick([
    C.ivory,
    mix(C.ivory, C.sand, 0.5),
    C.sand,
    mix(C.clay, C.sand, 0.5),
    mix(C.sage, C.ivory, 0.5),
  ]);
  tileWall(s, "back", xl, xr, 0.92, h, {
    color: tile,
    tw: r.pick([0.1, 0.075, 0.2]),
    th: r.pick([0.1, 0.075]),
  });
  wallSunPatch(s, s.cam.x + r.range(-0.4, 0.4), 1.45, r.range(0.5, 0.8));
  wallShelf(s, xl + 0.5, xr - 0.5, r.range(1.75, 1.95), {
    color: r.pick([m.wood, C.oak, C.walnut]),
  });
  const cab = r.pick([
    C.ivory,
    C.sand,
    C.stone,
    m.wood,
    mix(C.sage, C.stone, 0.5),
    mix(C.taupe, C.stone, 0.5),
  ]);
  counterRun(s, xl + 0.02, xr - 0.02, {
    color: cab,
    top: r.pick([C.ivory, mix(C.stone, C.ivory, 0.5), C.stone]),
    decor: false,
  });
  const z = d - 0.3;
  let items = "";
  // A chopping board leaning on the tiles, bowls, bottles and a vase with a branch.
  const bx = s.cam.x + r.range(-0.5, -0.2);
  const [b0x, b0y] = s.P(bx - 0.17, 0.92 + 0.45, d - 0.06);
  const [b1x, b1y] = s.P(bx + 0.17, 0.92, d - 0.06);
  const wood = s.shade(r.pick([C.oak, C.oakLight, C.walnut]), [0, 0, -1]);
  items += tag("rect", {
    x: b0x,
    y: b0y,
    width: b1x - b0x,
    height: b1y - b0y,
    rx: (b1x - b0x) * 0.18,
    fill: s.linear(
      [b0x, 0],
      [b1x, 0],
      [
        [0, scale(wood, 0.9)],
        [0.6, scale(wood, 1.05)],
        [1, scale(wood, 0.92)],
      ],
    ),
  });
  const kinds = r.chance(0.5) ? ["bowl", "bottle", "branch"] : ["fruit", "vase", "bottle"];
  kinds.forEach((kind, i) => {
    items += decorObject(
      s,
      kind,
      s.cam.x - 0.1 + i * 0.32 + r.range(-0.05, 0.05),
      0.92,
      z + r.range(-0.06, 0.06),
      1.2,
    );
  });
  s.add("front", items);
  s.depthBlur = 2.5;
}

/** A calm empty room: light, an archway, perhaps one chair. */
function sceneEmpty(s) {
  const r = s.rng;
  setupInterior(s, { window: r.pick(["left", "right"]), framing: "wide" });
  const { xl, xr, d } = s.room;
  drawRoomShell(s);
  makeWindow(s, s.light.side, { tall: true, curtains: r.chance(0.6) });
  if (r.chance(0.7)) {
    const u = clamp(s.cam.x + r.range(-0.8, 0.8), xl + 1, xr - 1);
    drawDoorway(s, "back", u - 0.6, u + 0.6, r.range(2.2, 2.5), { arch: true });
  }
  finishRoom(s);
  if (r.chance(0.6)) {
    const side = s.light.side === "left" ? 1 : -1;
    chair(
      s,
      { x: s.cam.x + side * r.range(0.6, 1.2), z: d - 1.2, facing: "camera" },
      { wood: r.pick([s.mat.wood, C.oak, C.walnut]) },
    );
  } else {
    plant(s, s.light.side === "left" ? xr - 0.6 : xl + 0.6, d - 0.8, {
      height: r.range(1.5, 2.1),
      kind: "olive",
    });
  }
}

/** Exterior: a plastered house with deep-set windows, an arched door, trees and paving. */
function sceneFacade(s) {
  const r = s.rng;
  s.setCamera({
    x: r.range(-1.5, 1.5),
    y: 1.6,
    focal: r.range(0.62, 0.78),
    horizon: r.range(0.6, 0.68),
  });
  const mood = s.entry.light ?? r.pick(["morning", "midday", "golden", "golden", "overcast"]);
  s.setLight(mood, r.pick(["left", "right"]));
  s.light.dir = normalize([s.light.side === "left" ? -1 : 1, 0.9, -0.6]);
  s.room = { xl: -40, xr: 40, h: 30, d: 80, w: 80 };
  const fz = r.range(10, 12.5);
  const sky = drawSkyAndGround(s, mood);
  // Main volume and a lower wing set back.
  const plaster = r.pick([
    C.ivory,
    C.plaster,
    C.sand,
    mix(C.sand, C.clay, 0.12),
    mix(C.ivory, C.sand, 0.5),
  ]);
  const wingColor = r.pick([C.stone, mix(C.stone, C.sand, 0.5), C.taupe, mix(C.clay, C.sand, 0.5)]);
  const mainW = r.range(9, 12);
  const mainH = r.range(6.2, 7.4);
  const mx = s.cam.x + r.range(-1.5, 1.5);
  const main = { x0: mx - mainW / 2, x1: mx + mainW / 2, y0: 0, y1: mainH, z0: fz, z1: fz + 8 };
  const wingLeft = r.chance(0.5);
  const wing = wingLeft
    ? {
        x0: main.x0 - r.range(4, 6),
        x1: main.x0 + 0.5,
        y0: 0,
        y1: mainH * r.range(0.45, 0.6),
        z0: fz + r.range(1.5, 3),
        z1: fz + 9,
      }
    : {
        x0: main.x1 - 0.5,
        x1: main.x1 + r.range(4, 6),
        y0: 0,
        y1: mainH * r.range(0.45, 0.6),
        z0: fz + r.range(1.5, 3),
        z1: fz + 9,
      };
  s.addObject(
    100,
    boxSvg(s, wing, wingColor) + facadeOpenings(s, wing, wingColor, sky, { doorCol: -1 }),
  );
  // Cornice along the top of the main volume and its soft shadow.
  const cornice = {
    x0: main.x0 - 0.15,
    x1: main.x1 + 0.15,
    y0: mainH - 0.22,
    y1: mainH + 0.05,
    z0: fz - 0.18,
    z1: fz + 0.1,
  };
  let facade = boxSvg(s, main, plaster);
  const shadowBand = [
    s.P(main.x0, mainH - 0.22, fz),
    s.P(main.x1, mainH - 0.22, fz),
    s.P(main.x1, mainH - 0.9, fz),
    s.P(main.x0, mainH - 0.9, fz),
  ];
  facade += polygon(
    shadowBand,
    s.linear(
      [0, shadowBand[0][1]],
      [0, shadowBand[2][1]],
      [
        [0, SHADOW, 0.22],
        [1, SHADOW, 0],
      ],
    ),
  );
  facade += facadeOpenings(s, main, plaster, sky, {
    doorCol: r.int(0, Math.max(1, Math.round(mainW / 3.2)) - 1),
  });
  facade += boxSvg(s, cornice, scale(plaster, 1.02));
  s.addObject(90, facade);
  // Dappled shadow of an off-frame tree across the facade.
  let dapple = "";
  const shadowSide = s.light.side === "left" ? 1 : -1;
  for (let i = 0; i < 30; i += 1) {
    const u =
      shadowSide > 0 ? main.x1 - r.range(0, mainW * 0.45) : main.x0 + r.range(0, mainW * 0.45);
    const [cx, cy] = s.P(u, r.range(1, mainH * 0.9), fz);
    const rr = s.px(r.range(0.3, 1.1), fz);
    dapple += tag("circle", { cx, cy, r: rr, fill: SHADOW, opacity: 0.16 });
  }
  if (s.light.sunStrength) {
    s.add(
      "shadow",
      `<g clip-path="${s.clip([s.P(main.x0, 0, fz), s.P(main.x1, 0, fz), s.P(main.x1, mainH, fz), s.P(main.x0, mainH, fz)])}">${dapple}</g>`,
    );
  }
  floorShadow(s, main.x0, main.x1, fz, fz + 0.3, 0.7);
  // Planting: trees to the sides, a low hedge, potted olives by the door.
  const treeXs = [main.x0 + r.range(-1, 1.5), main.x1 + r.range(-1.5, 1)];
  for (const tx of treeXs) if (r.chance(0.75)) tree(s, tx, fz - r.range(1.2, 3));
  for (let x = main.x0 + 0.3; x < main.x1; x += r.range(0.7, 1.1))
    if (r.chance(0.7)) shrub(s, x, fz - r.range(0.35, 0.6));
}

function drawSkyAndGround(s, mood) {
  const r = s.rng;
  const W = s.width;
  const H = s.height;
  const sky =
    mood === "golden"
      ? [
          [228, 212, 196],
          [247, 234, 216],
        ]
      : mood === "overcast"
        ? [
            [214, 216, 214],
            [238, 236, 230],
          ]
        : [
            [198, 210, 216],
            [240, 238, 230],
          ];
  s.add(
    "shell",
    tag("rect", {
      width: W,
      height: H,
      fill: s.linear(
        [0, 0],
        [0, s.cam.cy],
        [
          [0, sky[0]],
          [1, sky[1]],
        ],
      ),
    }),
  );
  // Hazy distant trees on the horizon.
  for (let i = 0; i < 10; i += 1) {
    const [cx, cy] = s.P(r.range(-40, 40), r.range(1, 4), r.range(40, 70));
    const rr = s.px(r.range(4, 9), 55);
    const col = mix(C.sage, sky[1], 0.5);
    s.add(
      "shell",
      tag("circle", {
        cx,
        cy,
        r: rr,
        fill: s.radial([cx, cy], rr, rr, [
          [0, col, 0.8],
          [1, col, 0],
        ]),
      }),
    );
  }
  const ground = [s.P(-80, 0, 1), s.P(80, 0, 1), s.P(80, 0, 80), s.P(-80, 0, 80)];
  s.add(
    "shell",
    polygon(
      ground,
      s.linear(
        [0, s.cam.cy],
        [0, H],
        [
          [0, s.shade(C.stone, [0, 1, 0], 0.92)],
          [1, s.shade(C.sand, [0, 1, 0], 1.02)],
        ],
      ),
    ),
  );
  let joints = "";
  const line = (a, b, o) =>
    tag("line", {
      x1: a[0],
      y1: a[1],
      x2: b[0],
      y2: b[1],
      stroke: SHADOW,
      "stroke-opacity": o,
      "stroke-width": 1.5 * s.unit,
    });
  for (let x = -14; x <= 14; x += 0.9) joints += line(s.P(x, 0, 1.5), s.P(x, 0, 16), 0.12);
  for (let z = 1.5; z < 16; z += 0.9) joints += line(s.P(-14, 0, z), s.P(14, 0, z), 0.1);
  s.add("shell", joints);
  return sky;
}

/** Deep-set windows (some arched, some shuttered) and an arched timber door on a volume's face. */
function facadeOpenings(s, vol, plaster, sky, { doorCol }) {
  const r = s.rng;
  const fz = vol.z0;
  const width = vol.x1 - vol.x0;
  const cols = Math.max(1, Math.round(width / 3.2));
  const archy = r.chance(0.5);
  const shutters = r.chance(0.4) ? r.pick([C.sage, C.clay, C.oak, C.taupe]) : null;
  let out = "";
  for (let i = 0; i < cols; i += 1) {
    const u = vol.x0 + (width * (i + 0.5)) / cols;
    const floors = [
      [0, 2.7, i === doorCol],
      [3.4, 5.5, false],
    ];
    for (const [v0, v1, isDoor] of floors) {
      if (v1 > vol.y1 - 0.6) continue;
      const w = isDoor ? 1.3 : 1.15;
      const bottom = isDoor ? 0 : v0 + 0.5;
      const outline =
        isDoor || archy
          ? archOutline(u - w / 2, u + w / 2, bottom, v1)
          : rectOutline(u - w / 2, u + w / 2, bottom, v1);
      const outer = outline.map(([a, b]) => s.P(a, b, fz));
      const inner = outline.map(([a, b]) => s.P(a, b, fz + 0.35));
      const ys = inner.map((p) => p[1]);
      const glassFill = isDoor
        ? s.linear(
            [0, Math.min(...ys)],
            [0, Math.max(...ys)],
            [
              [0, s.shade(C.walnut, [0, 0, -1], 1.05)],
              [1, s.shade(C.walnut, [0, 0, -1], 0.85)],
            ],
          )
        : s.linear(
            [0, Math.min(...ys)],
            [0, Math.max(...ys)],
            [
              [0, mix(sky[0], C.charcoal, 0.45)],
              [0.5, mix(C.charcoal, sky[1], 0.25)],
              [1, mix(C.charcoal, sky[1], 0.12)],
            ],
          );
      out += `<g clip-path="${s.clip(outer)}">${polygon(outer, s.shade(plaster, [0, 1, 0], 0.72))}${polygon(inner, glassFill)}</g>`;
      if (!isDoor) {
        // Sill.
        out += boxSvg(
          s,
          {
            x0: u - w / 2 - 0.08,
            x1: u + w / 2 + 0.08,
            y0: bottom - 0.08,
            y1: bottom,
            z0: fz - 0.06,
            z1: fz + 0.05,
          },
          scale(plaster, 0.97),
        );
        if (shutters) {
          for (const side of [-1, 1]) {
            const a = s.P(u + side * (w / 2 + 0.02), v1 - (archy ? w / 2 : 0), fz - 0.02);
            const b = s.P(u + side * (w / 2 + 0.55), bottom, fz - 0.02);
            const x0 = Math.min(a[0], b[0]);
            const col = s.shade(shutters, [0, 0, -1]);
            out += tag("rect", {
              x: x0,
              y: a[1],
              width: Math.abs(b[0] - a[0]),
              height: b[1] - a[1],
              fill: col,
            });
            for (let y = a[1] + 4; y < b[1]; y += Math.max(4, s.px(0.06, fz)))
              out += tag("line", {
                x1: x0,
                y1: y,
                x2: x0 + Math.abs(b[0] - a[0]),
                y2: y,
                stroke: SHADOW,
                "stroke-opacity": 0.22,
                "stroke-width": s.unit,
              });
          }
        }
      } else {
        const [lx, ly] = s.P(u + w / 2 + 0.35, 2.2, fz - 0.05);
        out += tag("rect", {
          x: lx - s.px(0.06, fz),
          y: ly,
          width: s.px(0.12, fz),
          height: s.px(0.22, fz),
          rx: s.px(0.03, fz),
          fill: s.light.lamps ? [255, 230, 190] : s.shade(C.charcoal, [0, 0, -1]),
        });
        out += boxSvg(
          s,
          { x0: u - w / 2 - 0.3, x1: u + w / 2 + 0.3, y0: 0, y1: 0.15, z0: fz - 0.45, z1: fz },
          s.shade(C.stone, [0, 0, -1], 1.1),
        );
      }
    }
  }
  return out;
}

function tree(s, x, z) {
  const r = s.rng;
  const height = r.range(4, 6.5);
  const k = s.px(1, z);
  const [bx, by] = s.P(x, 0, z);
  const [tx, ty] = s.P(x + r.range(-0.4, 0.4), height * 0.55, z);
  let out = tag("path", {
    d: `M${num(bx)} ${num(by)}Q${num(bx + r.range(-0.3, 0.3) * k)} ${num((by + ty) / 2)} ${num(tx)} ${num(ty)}`,
    stroke: s.shade(C.walnut, [0, 0, -1], 0.8),
    "stroke-width": 0.14 * k,
    fill: "none",
    "stroke-linecap": "round",
  });
  for (let c = 0; c < 7; c += 1) {
    const ccx = tx + r.range(-1.4, 1.4) * k;
    const ccy = ty - r.range(0, height * 0.4) * k;
    for (let i = 0; i < 45; i += 1) {
      const a = r.range(0, 2 * Math.PI);
      const dd = Math.sqrt(r.next()) * 0.9 * k;
      const lx = ccx + Math.cos(a) * dd;
      const ly = ccy + Math.sin(a) * dd * 0.8;
      const lit = clamp(
        0.85 + ((lx - bx) / k) * s.light.dir[0] * 0.1 + ((ccy - ly) / k) * 0.1,
        0.7,
        1.15,
      );
      out += leafSvg(
        s,
        lx,
        ly,
        0.22 * k,
        0.14 * k,
        r.range(0, 180),
        s.shade(r.pick([C.leafDark, C.leaf, C.sage, C.leafLight]), [0, 0.5, -1], lit),
      );
    }
  }
  floorShadow(s, x - 1.6, x + 1.6, z - 0.6, z + 0.6, 0.5);
  s.addObject(z, out);
}

function shrub(s, x, z) {
  const r = s.rng;
  const k = s.px(1, z);
  const [bx, by] = s.P(x, 0, z);
  let out = "";
  for (let i = 0; i < 30; i += 1) {
    const lx = bx + r.range(-0.6, 0.6) * k;
    const ly = by - r.range(0, 0.7) * k;
    out += leafSvg(
      s,
      lx,
      ly,
      0.14 * k,
      0.09 * k,
      r.range(0, 180),
      s.shade(r.pick([C.leafDark, C.leaf, C.sage]), [0, 0.5, -1], r.range(0.8, 1.05)),
    );
  }
  s.addObject(z, out);
}

// --- portrait ---

/** A softly blurred room behind a calm, faceless stylised figure (designer / client portraits). */
function scenePortrait(s) {
  const r = s.rng;
  const backdrop = r.pick([sceneLiving, sceneOffice, sceneDining, sceneEmpty, sceneKitchen]);
  backdrop(s);
  s.depthBlur = 12;
  drawFigure(s, { seated: r.chance(0.4) });
}

/** Mirror a right-hand profile [[dx, dy], ...] (top to bottom) into a closed outline. */
function mirrored(profile, cx, top, sx, sy) {
  const right = profile.map(([x, y]) => [cx + x * sx, top + y * sy]);
  const left = profile
    .slice(1, -1)
    .reverse()
    .map(([x, y]) => [cx - x * sx, top + y * sy]);
  return [...right, ...left];
}

const SKIN_TONES = [
  [226, 192, 166],
  [206, 166, 136],
  [176, 132, 102],
  [138, 98, 72],
  [104, 74, 56],
];
const HAIR_TONES = [
  [40, 34, 30],
  [62, 46, 36],
  [92, 70, 52],
  [140, 126, 112],
  [30, 27, 25],
];

function drawFigure(s, { seated }) {
  const r = s.rng;
  const W = s.width;
  const H = s.height;
  const skin = r.pick(SKIN_TONES);
  const hairC = r.pick(HAIR_TONES);
  const cloth = r.pick([
    C.charcoal,
    C.linen,
    C.ivory,
    C.sand,
    C.stone,
    C.clay,
    C.taupe,
    mix(C.sage, C.stone, 0.5),
  ]);
  const lower = r.pick([C.charcoal, C.stone, C.sand, C.taupe, C.ivory, C.walnut]);
  const lit = s.light.dir[0] >= 0 ? 1 : -1; // the side the light comes from
  const portraitFrame = H > W;
  // Size the head so the frame crops at the waist (standing) or below the knees (seated),
  // whatever the aspect ratio; never let the shoulders outgrow the frame width.
  const top = H * (seated ? r.range(0.1, 0.13) : r.range(0.11, 0.15));
  const headsBelow = seated ? 5.4 : r.range(3.5, 3.9);
  const hH = Math.min((H - top) / headsBelow, W * 0.26);
  const hW = hH * 0.74;
  const cx = W * (0.5 + r.pick([-1, 1]) * (portraitFrame ? r.range(0, 0.06) : r.range(0.1, 0.17)));
  const chin = top + hH;
  const shoulderY = chin + hH * 0.3;
  const half = hW * r.range(1.25, 1.4);
  const sideGrad = (x0, x1, c, k0 = 0.74, k1 = 1.06) =>
    s.linear(
      [x0, 0],
      [x1, 0],
      lit > 0
        ? [
            [0, scale(c, k0)],
            [1, scale(c, k1)],
          ]
        : [
            [0, scale(c, k1)],
            [1, scale(c, k0)],
          ],
    );
  const clothLit = s.shade(cloth, [0, 0.2, -1], 1.05);
  let out = "";

  // Soft shadow of the figure on the background.
  s.add(
    "shadow",
    tag("ellipse", {
      cx: cx - lit * hW * 0.8,
      cy: shoulderY + hH,
      rx: half * 1.3,
      ry: hH * 2.2,
      fill: SHADOW,
      opacity: 0.16,
    }),
  );

  const hairStyle = r.pick(["short", "bun", "long", "crop", "bob"]);
  if (hairStyle === "long" || hairStyle === "bob") {
    const len = hairStyle === "long" ? 1.9 : 1.15;
    const back = mirrored(
      [
        [0, -0.1],
        [0.9, 0.05],
        [1.15, 0.45],
        [1.2, len * 0.8],
        [1.05, len],
        [0, len + 0.02],
      ],
      cx,
      top,
      hW / 2,
      hH,
    );
    out += tag("path", {
      d: smoothPath(back),
      fill: sideGrad(cx - hW * 0.6, cx + hW * 0.6, hairC, 0.8, 1.1),
    });
  }

  if (seated)
    out += seatedBody(s, { cx, hH, hW, shoulderY, half, clothLit, lower, skin, sideGrad });
  else out += standingBody(s, { cx, hH, hW, shoulderY, half, clothLit, sideGrad, H });

  // Neck with a shadow under the jaw.
  const neckW = hW * 0.5;
  const neck = [
    [cx - neckW / 2, chin - hH * 0.25],
    [cx + neckW / 2, chin - hH * 0.25],
    [cx + neckW * 0.6, shoulderY + hH * 0.05],
    [cx - neckW * 0.6, shoulderY + hH * 0.05],
  ];
  out += polygon(
    neck,
    s.linear(
      [0, chin - hH * 0.1],
      [0, shoulderY],
      [
        [0, scale(skin, 0.62)],
        [1, scale(skin, 0.86)],
      ],
    ),
  );
  out += neckline(s, { cx, hH, hW, shoulderY, clothLit, skin, sideGrad });

  // Head: an egg shape, lit from one side.
  const head = mirrored(
    [
      [0, 0],
      [0.55, 0.03],
      [0.9, 0.2],
      [1, 0.44],
      [0.95, 0.64],
      [0.76, 0.84],
      [0.42, 0.98],
      [0, 1],
    ],
    cx,
    top,
    hW / 2,
    hH,
  );
  out += tag("path", {
    d: smoothPath(head),
    fill: s.radial([cx + lit * hW * 0.2, top + hH * 0.4], hW * 0.8, hH * 0.75, [
      [0, scale(skin, 1.05)],
      [0.55, skin],
      [1, scale(skin, 0.74)],
    ]),
  });
  for (const side of [-1, 1])
    out += tag("ellipse", {
      cx: cx + side * hW * 0.5,
      cy: top + hH * 0.5,
      rx: hW * 0.07,
      ry: hH * 0.1,
      fill: scale(skin, side === lit ? 0.95 : 0.78),
    });

  // Hair cap with a soft side part.
  const part = r.range(-0.4, 0.4);
  const cap = [
    [cx - hW * 0.53, top + hH * (hairStyle === "crop" ? 0.32 : 0.5)],
    [cx - hW * 0.56, top + hH * 0.15],
    [cx - hW * 0.3, top - hH * 0.06],
    [cx + hW * 0.1, top - hH * (hairStyle === "bun" ? 0.06 : 0.1)],
    [cx + hW * 0.45, top - hH * 0.02],
    [cx + hW * 0.56, top + hH * 0.18],
    [cx + hW * 0.53, top + hH * (hairStyle === "crop" ? 0.32 : 0.5)],
    [cx + hW * 0.4, top + hH * 0.24],
    [cx + hW * part * 0.5, top + hH * 0.16],
    [cx - hW * 0.4, top + hH * 0.26],
  ];
  out += tag("path", {
    d: smoothPath(cap),
    fill: sideGrad(cx - hW / 2, cx + hW / 2, hairC, 0.82, 1.18),
  });
  if (hairStyle === "bun")
    out += tag("circle", {
      cx: cx + hW * 0.08,
      cy: top - hH * 0.1,
      r: hW * 0.22,
      fill: sideGrad(cx - hW * 0.15, cx + hW * 0.3, hairC, 0.85, 1.15),
    });
  s.add("figure", out);
}

function standingBody(s, { cx, hH, hW, shoulderY, half, clothLit, sideGrad, H }) {
  const bottom = H * 1.02;
  const torso = mirrored(
    [
      [0, hH * 0.04],
      [hW * 0.3, -hH * 0.1],
      [half * 0.58, hH * 0.03],
      [half * 0.86, hH * 0.15],
      [half * 0.98, hH * 0.36],
      [half * 1.02, hH * 0.62],
      [half * 0.99, hH * 1.5],
      [half * 1.0, hH * 2.2],
      [half * 1.05, bottom - shoulderY],
      [0, bottom - shoulderY],
    ],
    cx,
    shoulderY - hH * 0.02,
    1,
    1,
  );
  let out = tag("path", { d: smoothPath(torso), fill: sideGrad(cx - half, cx + half, clothLit) });
  // Arms hang at the sides, slightly darker than the body, with a soft shadow on the inner edge.
  for (const side of [-1, 1]) {
    const arm = [
      [cx + side * half * 0.86, shoulderY + hH * 0.2],
      [cx + side * half * 1.02, shoulderY + hH * 0.62],
      [cx + side * half * 1.02, shoulderY + hH * 1.6],
      [cx + side * half * 1.06, bottom],
      [cx + side * half * 0.66, bottom],
      [cx + side * half * 0.68, shoulderY + hH * 1.3],
      [cx + side * half * 0.7, shoulderY + hH * 0.7],
    ];
    out += tag("path", {
      d: smoothPath(arm),
      fill: sideGrad(cx - half, cx + half, scale(clothLit, 0.95)),
    });
    out += tag("path", {
      d: smoothPath(arm.slice(4).concat([arm[0]]), false),
      stroke: SHADOW,
      "stroke-opacity": 0.16,
      "stroke-width": hW * 0.05,
      fill: "none",
    });
  }
  return out;
}

function seatedBody(s, { cx, hH, hW, shoulderY, half, clothLit, lower, skin, sideGrad }) {
  const r = s.rng;
  const chairC = s.shade(r.pick([C.linen, C.sand, C.stone, C.clay, C.oak, C.ivory]), [0, 0, -1]);
  const hipY = shoulderY + hH * 2.5;
  const lapY = hipY + hH * 0.15;
  const kneeY = lapY + hH * 0.75;
  const footY = kneeY + hH * 2.5; // usually below the frame
  let out = "";
  // Armchair behind and around the figure.
  const cw = half * 3.2;
  out += tag("rect", {
    x: cx - cw / 2,
    y: shoulderY - hH * 0.2,
    width: cw,
    height: hipY - shoulderY + hH * 0.9,
    rx: hH * 0.45,
    fill: sideGrad(cx - cw / 2, cx + cw / 2, scale(chairC, 0.92)),
  });
  for (const side of [-1, 1]) {
    const ax = cx + side * (cw / 2 - hH * 0.25);
    out += tag("rect", {
      x: ax - hH * 0.3,
      y: hipY - hH * 0.9,
      width: hH * 0.6,
      height: hH * 1.9,
      rx: hH * 0.25,
      fill: sideGrad(ax - hH * 0.3, ax + hH * 0.3, chairC),
    });
    out += tag("rect", {
      x: ax - hH * 0.06,
      y: hipY + hH,
      width: hH * 0.12,
      height: footY - hipY - hH,
      fill: scale(chairC, 0.55),
    });
  }
  out += tag("rect", {
    x: cx - cw / 2 + hH * 0.4,
    y: hipY - hH * 0.1,
    width: cw - hH * 0.8,
    height: hH * 0.9,
    rx: hH * 0.2,
    fill: chairC,
  });
  // Torso.
  const torso = mirrored(
    [
      [0, hH * 0.04],
      [hW * 0.3, -hH * 0.1],
      [half * 0.58, hH * 0.03],
      [half * 0.86, hH * 0.15],
      [half * 0.98, hH * 0.36],
      [half * 1.02, hH * 0.62],
      [half * 0.92, hipY - shoulderY],
      [0, hipY - shoulderY + hH * 0.1],
    ],
    cx,
    shoulderY - hH * 0.02,
    1,
    1,
  );
  out += tag("path", { d: smoothPath(torso), fill: sideGrad(cx - half, cx + half, clothLit) });
  // Legs: thighs foreshortened towards the camera, then lower legs down to the feet.
  for (const side of [-1, 1]) {
    const kx = cx + side * hW * 0.42;
    const thigh = [
      [kx - hW * 0.46, lapY],
      [kx + hW * 0.46, lapY],
      [kx + hW * 0.44, kneeY],
      [kx - hW * 0.44, kneeY],
    ];
    out += tag("path", {
      d: smoothPath(thigh),
      fill: sideGrad(kx - hW * 0.5, kx + hW * 0.5, s.shade(lower, [0, 0.6, -1])),
    });
    const shin = [
      [kx - hW * 0.36, kneeY - hH * 0.1],
      [kx + hW * 0.36, kneeY - hH * 0.1],
      [kx + hW * 0.24, footY],
      [kx - hW * 0.26, footY],
    ];
    out += polygon(shin, sideGrad(kx - hW * 0.4, kx + hW * 0.4, s.shade(lower, [0, 0, -1], 0.9)));
    out += tag("ellipse", {
      cx: kx,
      cy: footY,
      rx: hW * 0.34,
      ry: hH * 0.1,
      fill: scale(C.charcoal, 1.1),
    });
  }
  // Forearms resting on the lap, hands together.
  for (const side of [-1, 1]) {
    const ex = cx + side * half * 0.95;
    const ey = shoulderY + hH * 1.7;
    out += tag("path", {
      d: `M${num(ex)} ${num(ey)}Q${num(ex - side * hW * 0.1)} ${num(lapY)} ${num(cx + side * hW * 0.2)} ${num(lapY + hH * 0.05)}`,
      stroke: scale(clothLit, 0.92),
      "stroke-width": hW * 0.42,
      "stroke-linecap": "round",
      fill: "none",
    });
  }
  out += tag("ellipse", {
    cx,
    cy: lapY + hH * 0.08,
    rx: hW * 0.34,
    ry: hH * 0.15,
    fill: sideGrad(cx - hW * 0.34, cx + hW * 0.34, skin, 0.8, 1.02),
  });
  return out;
}

/** Collar / neckline variants: crew, V, shirt collar, jacket lapels. */
function neckline(s, { cx, hH, hW, shoulderY, clothLit, skin }) {
  const r = s.rng;
  const y = shoulderY - hH * 0.02;
  const w = hW * 0.34;
  switch (r.pick(["crew", "v", "shirt", "jacket"])) {
    case "v":
      return tag("path", {
        d: `M${num(cx - w)} ${num(y)}L${num(cx)} ${num(y + hH * 0.55)}L${num(cx + w)} ${num(y)}Z`,
        fill: scale(skin, 0.84),
      });
    case "shirt": {
      const col = scale(mix(clothLit, C.ivory, 0.3), 1.02);
      return (
        tag("path", {
          d: `M${num(cx - w * 0.9)} ${num(y - hH * 0.06)}L${num(cx)} ${num(y + hH * 0.22)}L${num(cx - w * 0.2)} ${num(y + hH * 0.32)}L${num(cx - w * 1.35)} ${num(y + hH * 0.12)}Z`,
          fill: col,
        }) +
        tag("path", {
          d: `M${num(cx + w * 0.9)} ${num(y - hH * 0.06)}L${num(cx)} ${num(y + hH * 0.22)}L${num(cx + w * 0.2)} ${num(y + hH * 0.32)}L${num(cx + w * 1.35)} ${num(y + hH * 0.12)}Z`,
          fill: col,
        }) +
        tag("line", {
          x1: cx,
          y1: y + hH * 0.25,
          x2: cx,
          y2: s.height,
          stroke: SHADOW,
          "stroke-opacity": 0.18,
          "stroke-width": hW * 0.025,
        })
      );
    }
    case "jacket": {
      const inner = r.pick([C.ivory, C.charcoal, C.sand]);
      return (
        tag("path", {
          d: `M${num(cx - w)} ${num(y)}L${num(cx)} ${num(y + hH * 1.1)}L${num(cx + w)} ${num(y)}Z`,
          fill: s.shade(inner, [0, 0, -1]),
        }) +
        tag("path", {
          d: `M${num(cx - w)} ${num(y)}L${num(cx - w * 0.05)} ${num(y + hH * 1.15)}M${num(cx + w)} ${num(y)}L${num(cx + w * 0.05)} ${num(y + hH * 1.15)}`,
          stroke: SHADOW,
          "stroke-opacity": 0.35,
          "stroke-width": hW * 0.05,
          fill: "none",
        }) +
        tag("path", {
          d: `M${num(cx - w)} ${num(y)}Q${num(cx)} ${num(y + hH * 0.16)} ${num(cx + w)} ${num(y)}Z`,
          fill: scale(skin, 0.84),
        })
      );
    }
    default:
      return tag("path", {
        d: `M${num(cx - w)} ${num(y)}Q${num(cx)} ${num(y + hH * 0.28)} ${num(cx + w)} ${num(y)}Z`,
        fill: scale(skin, 0.84),
      });
  }
}

const SCENES = {
  living: sceneLiving,
  bedroom: sceneBedroom,
  kitchen: sceneKitchen,
  dining: sceneDining,
  office: sceneOffice,
  bathroom: sceneBathroom,
  hallway: sceneHallway,
  detail: sceneDetail,
  empty: sceneEmpty,
  facade: sceneFacade,
  portrait: scenePortrait,
};

// ---------------------------------------------------------------------------------------------
// Raster pipeline: rasterise layers, composite, soft focus, grade, grain, encode
// ---------------------------------------------------------------------------------------------

async function rasteriseLayer(svg, sigma) {
  let img = sharp(Buffer.from(svg), { unlimited: true });
  if (sigma >= 0.3) img = img.blur(sigma);
  return img.ensureAlpha().raw().toBuffer();
}

/** Composite a straight-alpha RGBA layer onto an RGB buffer in place (normal or screen blend). */
function compositeLayer(base, layer, blend) {
  const n = base.length / 3;
  for (let i = 0, j = 0; i < n * 3; i += 3, j += 4) {
    const a = layer[j + 3];
    if (a === 0) continue;
    const t = a / 255;
    for (let c = 0; c < 3; c += 1) {
      const b = base[i + c];
      const l = layer[j + c];
      const v = blend === "screen" ? 255 - ((255 - b) * (255 - l)) / 255 : l;
      base[i + c] = b + (v - b) * t;
    }
  }
}

async function renderScene(s) {
  const { width: W, height: H } = s;
  const k = W / 2400;
  const rendered = await Promise.all(
    LAYERS.map(async (layer) => {
      const svg = s.layerSvg(layer.name);
      return svg ? { layer, data: await rasteriseLayer(svg, layer.blur * k) } : null;
    }),
  );
  let base = Buffer.alloc(W * H * 3, 200);
  const flatten = (foreground) => {
    for (const item of rendered)
      if (item && !!item.layer.foreground === foreground)
        compositeLayer(base, item.data, item.layer.blend);
  };
  flatten(false);
  if (s.depthBlur) {
    base = await sharp(base, { raw: { width: W, height: H, channels: 3 } })
      .blur(s.depthBlur * k)
      .raw()
      .toBuffer();
  }
  flatten(true);
  // Soft focus of the whole frame: photographs are never vector-sharp.
  return sharp(base, { raw: { width: W, height: H, channels: 3 } })
    .blur(Math.max(0.4, 1.1 * k))
    .raw()
    .toBuffer();
}

/** A smooth random field (value noise upscaled by sharp), one byte per pixel centred on 128. */
async function noiseField(W, H, cell, rand) {
  const gw = Math.ceil(W / cell) + 1;
  const gh = Math.ceil(H / cell) + 1;
  const grid = Buffer.alloc(gw * gh);
  for (let i = 0; i < grid.length; i += 1) grid[i] = Math.floor(rand() * 256);
  return sharp(grid, { raw: { width: gw, height: gh, channels: 1 } })
    .resize(W, H, { kernel: "cubic", fit: "fill" })
    .raw()
    .toBuffer();
}

/**
 * Photographic finish, per pixel: exposure, white balance tint, slight desaturation, lifted
 * blacks with a soft highlight shoulder, vignette, uneven light, fine surface texture and
 * film grain.
 */
async function finishPixels(buf, W, H, s) {
  const L = s.light;
  const seed = (s.rng.next() * 4294967296) >>> 0;
  const rand = mulberry32(seed);
  const luts = [0, 1, 2].map((c) => {
    const lut = new Uint8ClampedArray(256 * 2);
    for (let v = 0; v < lut.length; v += 1) {
      let x = (v / 255) * L.exposure * L.tint[c];
      if (x > 0.82) x = 0.82 + 0.18 * (1 - Math.exp(-(x - 0.82) / 0.18));
      lut[v] = Math.round((0.035 + 0.955 * x) * 255);
    }
    return lut;
  });
  const k = W / 2400;
  const [coarse, fine] = await Promise.all([
    noiseField(W, H, 90 * k, rand),
    noiseField(W, H, 2, rand),
  ]);
  const mottleAmp = 0.02 / 128;
  // Smaller frames get slightly stronger grain and texture per pixel, as a downscaled film
  // frame would.
  const perPixel = clamp(Math.sqrt(2400 / W), 1, 1.22);
  const textureAmp = (0.025 * perPixel) / 128;
  const vig = s.grade.vignette;
  const grain = 12 * perPixel * s.grade.grain;
  const cx = W / 2;
  const cy = H / 2;
  const norm = 1 / (cx * cx + cy * cy);
  let st = seed | 1;
  const noise = () => {
    st ^= st << 13;
    st ^= st >>> 17;
    st ^= st << 5;
    return (st >>> 0) / 4294967296;
  };
  for (let y = 0, p = 0; y < H; y += 1) {
    const dy = (y - cy) * (y - cy);
    for (let x = 0; x < W; x += 1, p += 1) {
      const d2 = ((x - cx) * (x - cx) + dy) * norm;
      const v =
        (1 - vig * d2 * d2 * 1.2 - vig * 0.35 * d2) *
        (1 + (coarse[p] - 128) * mottleAmp + (fine[p] - 128) * textureAmp);
      const i = p * 3;
      const r0 = buf[i];
      const g0 = buf[i + 1];
      const b0 = buf[i + 2];
      const lum = 0.3 * r0 + 0.59 * g0 + 0.11 * b0;
      const l = lum / 255;
      const amp = grain * (0.45 + 2.2 * l * (1 - l));
      const n = (noise() + noise() - 1) * amp;
      const chroma = amp * 0.35;
      buf[i] = clamp(
        luts[0][((r0 + (lum - r0) * 0.08) * v) | 0] + n + (noise() - 0.5) * chroma,
        0,
        255,
      );
      buf[i + 1] = clamp(
        luts[1][((g0 + (lum - g0) * 0.08) * v) | 0] + n + (noise() - 0.5) * chroma,
        0,
        255,
      );
      buf[i + 2] = clamp(
        luts[2][((b0 + (lum - b0) * 0.08) * v) | 0] + n + (noise() - 0.5) * chroma,
        0,
        255,
      );
    }
  }
  return buf;
}

/**
 * mozjpeg encode. Large frames use 4:2:0 at q86; smaller ones keep full chroma at q89 so the
 * grain survives (both land around 250 KB - 1 MB, like a real exported photograph).
 */
async function encodeJpeg(buf, W, H, overlays = []) {
  let img = sharp(buf, { raw: { width: W, height: H, channels: 3 } });
  if (overlays.length) img = img.composite(overlays);
  const large = W * H >= 3_000_000;
  return img
    .jpeg({ quality: large ? 86 : 89, mozjpeg: true, chromaSubsampling: large ? "4:2:0" : "4:4:4" })
    .toBuffer();
}

/** Render one manifest entry to a JPEG buffer. */
export async function renderPhoto(entry) {
  const build = SCENES[entry.scene];
  if (!build)
    throw new Error(`Unknown scene "${entry.scene}" (known: ${Object.keys(SCENES).join(", ")})`);
  const s = new Scene(entry);
  build(s);
  const raw = await renderScene(s);
  await finishPixels(raw, s.width, s.height, s);
  const overlays = entry.mark ? [logoOverlay(s.width, s.height)] : [];
  return encodeJpeg(raw, s.width, s.height, overlays);
}

// ---------------------------------------------------------------------------------------------
// Brand: logo mark, app icon
// ---------------------------------------------------------------------------------------------

/**
 * The mark: a pointed arch (a doorway) standing on a threshold, crossed by a bar so the
 * doorway also reads as the "A" of Anvaya. Single colour, 64x64 grid, three stroked paths.
 */
const LOGO_PATHS = [
  // Pointed arch: two legs rising into two arcs that meet at the apex.
  "M17 54V31A20 20 0 0 1 32 11.3 20 20 0 0 1 47 31v23",
  // Cross bar of the A.
  "M17 39h30",
  // Threshold the arch stands on.
  "M9 55.8h46",
];
const LOGO_COLOR = "#2B2926";
const IVORY = "#F7F3EC";

/**
 * The logo mark as a small, readable SVG. With `background`, the mark sits at 80 % on a
 * square tile (`radius` rounds its corners; charcoal on ivory reads on both light and dark
 * browser tabs). Icons use a slightly heavier stroke so the mark holds up at 16-32 px.
 */
function logoSvg({
  color = LOGO_COLOR,
  background = null,
  radius = 14,
  size = 64,
  opacity = 1,
  stroke = 3.6,
} = {}) {
  const lines = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">`,
  ];
  if (background) {
    const corners = radius > 0 ? ` rx="${radius}"` : "";
    lines.push(`  <rect width="64" height="64"${corners} fill="${background}"/>`);
  }
  const transform = background ? ' transform="translate(6.4 6.4) scale(.8)"' : "";
  const fade = opacity < 1 ? ` opacity="${opacity}"` : "";
  lines.push(`  <g fill="none" stroke="${color}" stroke-width="${stroke}"${fade}${transform}>`);
  for (const d of LOGO_PATHS) lines.push(`    <path d="${d}"/>`);
  lines.push("  </g>", "</svg>", "");
  return lines.join("\n");
}

function logoOverlay(W, H) {
  const size = Math.round(H * 0.09);
  return {
    input: Buffer.from(logoSvg({ color: IVORY, size, opacity: 0.78 })),
    left: W - size - Math.round(H * 0.05),
    top: H - size - Math.round(H * 0.05),
  };
}

const ICON_STROKE = 4.6;

/** Brand files written alongside the photographs (same skip / --force / filter rules). */
const BRAND_ASSETS = [
  { out: "content/images/brand/logo-mark.svg", make: async () => Buffer.from(logoSvg()) },
  // The one icon source: gatsby-plugin-manifest renders every favicon, touch icon and app icon
  // from it and serves it as the SVG favicon (gatsby-config.ts). A full-bleed square, because iOS
  // and Android round or mask the corners themselves; 512 px wide so no size is upscaled.
  {
    out: "static/favicon.svg",
    make: async () =>
      Buffer.from(logoSvg({ background: IVORY, radius: 0, size: 512, stroke: ICON_STROKE })),
  },
];

// ---------------------------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------------------------

function parseArgs(argv) {
  const args = { force: false, filters: [], help: false };
  for (const a of argv) {
    if (a === "--force" || a === "-f") args.force = true;
    else if (a === "--help" || a === "-h") args.help = true;
    else args.filters.push(a);
  }
  return args;
}

const size = (bytes) => (bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 1024)} KB`);

/** Fail early, with the entry's position, on a malformed manifest entry. */
function validateEntry(entry, index) {
  const where = `image-manifest.mjs entry ${index} (${entry?.out ?? "no out"})`;
  if (typeof entry?.out !== "string" || !/\.jpe?g$/i.test(entry.out)) {
    throw new Error(`${where}: "out" must be a .jpg path relative to the repository root`);
  }
  for (const key of ["width", "height"]) {
    if (!Number.isInteger(entry[key]) || entry[key] < 64 || entry[key] > 8000) {
      throw new Error(`${where}: "${key}" must be an integer pixel size`);
    }
  }
  if (entry.seed === undefined) throw new Error(`${where}: "seed" is required`);
  if (!SCENES[entry.scene]) {
    throw new Error(`${where}: unknown scene "${entry.scene}" (${Object.keys(SCENES).join(", ")})`);
  }
  if (entry.light !== undefined && !MOODS[entry.light]) {
    throw new Error(`${where}: unknown light "${entry.light}" (${Object.keys(MOODS).join(", ")})`);
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log("Usage: npm run images [-- [--force] [filter ...]]  (see scripts/README.md)");
    return;
  }
  images.forEach(validateEntry);
  const outs = images.map((e) => e.out);
  const dup = outs.find((o, i) => outs.indexOf(o) !== i);
  if (dup) throw new Error(`image-manifest.mjs: "${dup}" appears twice`);
  const matches = (out) => !args.filters.length || args.filters.some((f) => out.includes(f));
  const jobs = [
    ...BRAND_ASSETS.map((b) => ({ out: b.out, label: "brand", make: b.make })),
    ...images.map((e) => ({
      out: e.out,
      label: `${e.scene} ${e.width}x${e.height} seed ${e.seed}`,
      make: () => renderPhoto(e),
    })),
  ].filter((j) => matches(j.out));
  if (!jobs.length) console.log(`No outputs match ${args.filters.join(", ")}`);
  let written = 0;
  for (const job of jobs) {
    const file = path.join(ROOT, job.out);
    if (existsSync(file) && !args.force) {
      console.log(
        `skip   ${job.out} (exists, ${size(statSync(file).size)}; use --force to regenerate)`,
      );
      continue;
    }
    const t0 = performance.now();
    const data = await job.make();
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
    written += 1;
    console.log(
      `write  ${job.out} (${job.label}, ${size(data.length)}, ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
  }
  console.log(`${written} written, ${jobs.length - written} skipped.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
