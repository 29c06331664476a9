/**
 * The Scene every picture is drawn into: the perspective camera (room metres to pixels), the
 * light and its Lambert shading, SVG gradient and clip definitions, and the render layers
 * (shell, light, shadow, objects, glow, figure...) that raster.mjs rasterises and composites.
 */
import { scale } from "./color.mjs";
import { dot, normalize, rad } from "./geometry.mjs";
import { MOODS } from "./moods.mjs";
import { createRandom, hashSeed } from "./random.mjs";
import { num, pathFrom, tag } from "./svg.mjs";

/**
 * Render layers, bottom to top. `blur` is a sharp blur sigma in px at 2400 px wide.
 * Background layers can be blurred together for depth of field (portraits, details).
 */
export const LAYERS = [
  { name: "shell", blur: 0 }, // ceiling, walls, floor, windows, art
  { name: "light", blur: 3 }, // sun patches, floor reflections
  { name: "shadow", blur: 26 }, // soft cast shadows
  { name: "contact", blur: 5 }, // contact shadows under furniture
  { name: "objects", blur: 0, sorted: true }, // furniture, painter-sorted by depth
  { name: "glow", blur: 40, blend: "screen" }, // lamp glow, light beams, bloom
  { name: "figure", blur: 1.6, foreground: true }, // portrait figure (kept in focus)
  { name: "front", blur: 0, foreground: true }, // foreground details
];

export class Scene {
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
    /**
     * What each layer item belongs to, item for item (see `during`): a renovation stage
     * (stages.mjs) keeps the room's structure and replaces or removes the rest.
     */
    this.phases = Object.fromEntries(LAYERS.map((l) => [l.name, []]));
    this.phase = "furnishing";
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

  /**
   * Runs `draw` with everything it adds marked as `phase`: "shell" (walls, floor, ceiling),
   * "windows", "curtains", "daylight", "tiles", "architecture" (doorways); anything drawn
   * outside such a call is "furnishing". Marks never change the picture.
   */
  during(phase, draw) {
    const outer = this.phase;
    this.phase = phase;
    try {
      return draw();
    } finally {
      this.phase = outer;
    }
  }

  add(layer, svg) {
    this.layers[layer].push(svg);
    this.phases[layer].push(this.phase);
  }

  /** Objects are painter-sorted: larger key (farther from the camera) is drawn first. */
  addObject(key, svg) {
    this.layers.objects.push({ key, order: this.layers.objects.length, svg });
    this.phases.objects.push(this.phase);
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
