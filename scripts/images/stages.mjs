/**
 * Renovation stages: the same room before the works, for the gallery's before/after pairs.
 *
 * A manifest entry with `stage` is drawn exactly as the finished room of the same seed, scene
 * and size (so the camera, the room, its windows and doorways land on the same pixels, and the
 * seeded stream of choices is untouched), then the stage takes the picture back in time: it
 * removes what the works added (furniture, rugs, art, lamps, curtains and, where the stage
 * says, wall tiles), redraws the walls, floor and ceiling in the old or raw finishes, and adds
 * what such a room shows (stains, cracks, wiring chases, protection sheets, a ladder, paint
 * tins, a bare bulb). Its own choices come from a second generator seeded by the entry and the
 * stage, so a stage never changes the finished picture.
 *
 *   bare        stripped to the shell: raw cement plaster, screed floor, chases, rubble
 *   worn        the room as it was: tired paint, damp and cracks, old floor tiles, a tube light
 *   unfinished  mid-works: fresh skim plaster drying in patches, the floor under protection
 *               sheets, a stepladder and paint tins; wall tiles already laid stay
 */
import { clamp, mix, PALETTE as C, scale, SHADOW } from "./color.mjs";
import { tileWall } from "./furniture/kitchen-bath.mjs";
import { boxSvg, cylinderSvg, floorShadow, orientBox } from "./furniture/primitives.mjs";
import { createRandom, hashSeed } from "./random.mjs";
import { drawRoomShell, NORMALS } from "./room.mjs";
import { polygon, tag } from "./svg.mjs";
import { onWall, rectOutline, visibleWallRange } from "./walls.mjs";

/** The scenes a stage can take back: the rooms of scenes/rooms.mjs (a shell, then furnishing). */
export const STAGE_SCENES = [
  "living",
  "bedroom",
  "kitchen",
  "dining",
  "office",
  "bathroom",
  "empty",
];

/**
 * What each stage removes (by the phase the Scene marked it with), the finishes it redraws the
 * shell in, how it shifts the grade, and what it adds.
 */
export const STAGES = {
  bare: {
    removes: ["furnishing", "curtains", "tiles"],
    materials: (r) => {
      const wall = mix(C.stone, C.plaster, r.range(0.3, 0.45));
      return {
        wall,
        ceiling: mix(wall, C.ivory, 0.25),
        floor: mix(C.stone, C.taupe, r.range(0.3, 0.45)),
        floorKind: "microcement",
      };
    },
    grade: { exposure: 0.98, tint: [1, 1, 0.98], vignette: 0.04 },
    add: (s, r) => {
      patches(s, r, { count: 7, colors: [C.stone, C.plaster, C.taupe], opacity: [0.12, 0.26] });
      chases(s, r);
      bareBulb(s, r);
      rubble(s, r);
    },
  },
  worn: {
    removes: ["furnishing", "curtains", "tiles"],
    materials: (r) => {
      const wall = r.pick([
        mix(C.sage, C.ivory, 0.5),
        mix(C.oakLight, C.ivory, 0.45),
        mix(C.terracotta, C.sand, 0.55),
      ]);
      return {
        wall,
        ceiling: mix(C.ivory, C.oakLight, 0.28),
        floor: mix(C.stone, C.taupe, r.range(0.25, 0.5)),
        // Small square tiles, and no satin sheen for the window to reflect in.
        floorKind: "terracotta",
      };
    },
    grade: { exposure: 0.95, tint: [1.02, 1, 0.91], vignette: 0.08 },
    add: (s, r) => {
      if (s.kind === "kitchen" || s.kind === "bathroom") oldDado(s, r);
      dampAndStains(s, r);
      patches(s, r, { count: 4, colors: [C.ivory, C.plaster], opacity: [0.35, 0.55], edge: true });
      cracks(s, r);
      tubeLight(s, r);
      floorWear(s, r);
    },
  },
  unfinished: {
    removes: ["furnishing", "curtains"],
    materials: (r) => {
      const wall = mix(C.plaster, C.terracotta, r.range(0.14, 0.22));
      return {
        wall,
        ceiling: mix(C.plaster, C.ivory, 0.6),
        floor: mix(C.stone, C.sand, r.range(0.3, 0.5)),
        floorKind: "microcement",
      };
    },
    grade: { exposure: 1, tint: [1, 1, 1], vignette: 0 },
    add: (s, r) => {
      patches(s, r, {
        count: 8,
        colors: [mix(C.clay, C.terracotta, 0.5), C.terracotta],
        opacity: [0.1, 0.2],
      });
      protectionSheets(s, r);
      stepladder(s, r);
      paintTins(s, r);
      bareBulb(s, r);
    },
  },
};

/** Takes a finished room (built, not yet rendered) back to `stage`. */
export function applyStage(s, stageName) {
  const stage = STAGES[stageName];
  if (!stage) throw new Error(`Unknown stage "${stageName}" (${Object.keys(STAGES).join(", ")})`);
  const r = createRandom(hashSeed(s.entry.seed) ^ hashSeed(`stage:${stageName}`));
  const removed = new Set(["shell", ...stage.removes]);
  const kept = takeLayers(s, (phase) => !removed.has(phase));

  // Drawn with the stage's own generator, so the finished room's stream (which the grain
  // still draws from) stays where it was.
  const finishedRng = s.rng;
  s.rng = r;
  s.mat = { ...s.mat, ...stage.materials(r) };
  drawRoomShell(s);
  const shell = takeLayers(s, () => true);
  s.during("stage", () => stage.add(s, r));
  const added = takeLayers(s, () => true);
  s.rng = finishedRng;

  // The shell: the old or raw surfaces, the stage's marks on them (stains, chases, sheets),
  // then the windows and doorways that stay. Every other layer: what stays, then the stage's.
  for (const name of Object.keys(s.layers)) {
    const order = name === "shell" ? [shell, added, kept] : [kept, added];
    s.layers[name] = order.flatMap((part) => part.layers[name]);
    s.phases[name] = order.flatMap((part) => part.phases[name]);
  }
  s.light = {
    ...s.light,
    exposure: s.light.exposure * stage.grade.exposure,
    tint: s.light.tint.map((v, i) => v * stage.grade.tint[i]),
  };
  s.grade = { ...s.grade, vignette: s.grade.vignette + stage.grade.vignette };
}

/** Takes every layer item (with its phase) that `keep` accepts out of the scene, leaving it empty. */
function takeLayers(s, keep) {
  const taken = { layers: {}, phases: {} };
  for (const name of Object.keys(s.layers)) {
    const phases = s.phases[name];
    taken.layers[name] = s.layers[name].filter((_, i) => keep(phases[i]));
    taken.phases[name] = phases.filter((phase) => keep(phase));
    s.layers[name] = [];
    s.phases[name] = [];
  }
  return taken;
}

// ---- Walls ------------------------------------------------------------------------------------

/** The walls the camera sees, each with its extent along the wall (u) and its height (v). */
function visibleWalls(s) {
  const { xl, xr, h } = s.room;
  const walls = [{ wall: "back", u: [xl, xr], v: [0, h] }];
  for (const wall of ["left", "right"]) {
    const [a, b] = visibleWallRange(s, wall);
    if (b - a > 0.4) walls.push({ wall, u: [a, b], v: [0, h] });
  }
  return walls;
}

/** An irregular blob around (u, v) on a wall, in wall coordinates. */
function blob(r, u, v, ru, rv, points = 14) {
  return Array.from({ length: points }, (_, i) => {
    const t = (i / points) * 2 * Math.PI;
    const k = r.range(0.7, 1.15);
    return [u + Math.cos(t) * ru * k, v + Math.sin(t) * rv * k];
  });
}

function clipTo(s, wall) {
  return s.clip(s.surfaces[wall]);
}

/** Uneven plaster: blotches a shade lighter or darker, clipped to their wall. */
function patches(s, r, { count, colors, opacity, edge = false }) {
  const walls = visibleWalls(s);
  for (let i = 0; i < count; i += 1) {
    const w = r.pick(walls);
    const u = r.range(w.u[0], w.u[1]);
    const v = r.range(0.3, w.v[1] - 0.2);
    const shape = onWall(s, w.wall, blob(r, u, v, r.range(0.2, 0.7), r.range(0.15, 0.5)));
    const color = s.shade(r.pick(colors), NORMALS[w.wall]);
    const extra = edge
      ? { stroke: scale(color, 0.7), "stroke-width": 1.2 * s.unit, "stroke-opacity": 0.5 }
      : {};
    s.add(
      "shell",
      `<g clip-path="${clipTo(s, w.wall)}">${polygon(shape, color, { opacity: r.range(...opacity), ...extra })}</g>`,
    );
  }
}

/** Grooves cut for new wiring: up from the floor to a switch box, and along the wall. */
function chases(s, r) {
  const { xl, xr, h } = s.room;
  const groove = s.shade(mix(s.mat.wall, C.taupe, 0.5), NORMALS.back);
  const draw = (wall, outline) =>
    s.add("shell", polygon(onWall(s, wall, outline), groove, { opacity: 0.45 }));
  for (let i = 0; i < r.int(2, 3); i += 1) {
    const u = r.range(xl + 0.4, xr - 0.4);
    const top = r.range(1.1, 1.4);
    draw("back", rectOutline(u - 0.025, u + 0.025, 0.1, top));
    draw("back", rectOutline(u - 0.07, u + 0.07, top, top + 0.12));
  }
  const v = h - r.range(0.3, 0.5);
  const u0 = r.range(xl + 0.2, 0);
  draw("back", rectOutline(u0, u0 + r.range(1.2, 2.4), v - 0.02, v + 0.02));
}

/** Damp rising from the floor and a water stain in a ceiling corner, soft-edged. */
function dampAndStains(s, r) {
  const stain = mix(C.clay, C.taupe, 0.5);
  for (const w of visibleWalls(s)) {
    const steps = 24;
    const top = [];
    for (let i = 0; i <= steps; i += 1) {
      const u = w.u[0] + ((w.u[1] - w.u[0]) * i) / steps;
      top.push([u, r.range(0.25, 0.75)]);
    }
    const band = [[w.u[0], 0], [w.u[1], 0], ...top.reverse()];
    s.add(
      "shadow",
      `<g clip-path="${clipTo(s, w.wall)}">${polygon(onWall(s, w.wall, band), stain, { opacity: 0.2 })}</g>`,
    );
  }
  const { xl, xr, h, d } = s.room;
  const corner = r.chance(0.5) ? xl : xr;
  const mark = blob(r, corner + (corner < 0 ? 0.5 : -0.5), h - 0.35, 0.7, 0.35);
  s.add(
    "shadow",
    `<g clip-path="${clipTo(s, "back")}">${polygon(onWall(s, "back", mark), stain, { opacity: 0.28 })}</g>`,
  );
  // A ring of the same stain on the ceiling above it.
  const [cx, cy] = s.P(corner + (corner < 0 ? 0.6 : -0.6), h, d - 0.6);
  const rx = s.px(0.6, d - 0.6);
  s.add(
    "shadow",
    `<g clip-path="${s.clip(s.surfaces.ceiling)}">${tag("ellipse", { cx, cy, rx, ry: rx * 0.3, fill: stain, opacity: 0.22 })}</g>`,
  );
}

/** Hairline cracks wandering across the plaster. */
function cracks(s, r) {
  const walls = visibleWalls(s);
  for (let i = 0; i < r.int(3, 5); i += 1) {
    const w = r.pick(walls);
    let u = r.range(w.u[0] + 0.3, w.u[1] - 0.3);
    let v = r.range(1, w.v[1] - 0.1);
    const line = [[u, v]];
    for (let j = 0; j < r.int(5, 9); j += 1) {
      u += r.range(-0.12, 0.12);
      v -= r.range(0.06, 0.16);
      line.push([u, v]);
    }
    const d = onWall(s, w.wall, line)
      .map(([x, y], k) => `${k ? "L" : "M"}${x.toFixed(1)} ${y.toFixed(1)}`)
      .join("");
    s.add(
      "shell",
      `<g clip-path="${clipTo(s, w.wall)}">${tag("path", { d, fill: "none", stroke: SHADOW, "stroke-opacity": 0.45, "stroke-width": 1.3 * s.unit, "stroke-linejoin": "round" })}</g>`,
    );
  }
}

/** An old tube light high on the back wall, clear of the windows there. */
function tubeLight(s, r) {
  const { xl, xr, h } = s.room;
  const taken = s.windows.filter((win) => win.wall === "back");
  let u = r.range(xl + 1, xr - 1);
  for (let tries = 0; tries < 8 && taken.some((win) => u > win.u0 - 0.8 && u < win.u1 + 0.8);) {
    u = r.range(xl + 1, xr - 1);
    tries += 1;
  }
  const v = Math.min(h - 0.35, 2.45);
  const back = NORMALS.back;
  s.add(
    "shell",
    polygon(onWall(s, "back", rectOutline(u - 0.6, u + 0.62, v - 0.06, v + 0.03)), SHADOW, {
      opacity: 0.12,
    }),
  );
  s.add(
    "shell",
    polygon(
      onWall(s, "back", rectOutline(u - 0.62, u + 0.62, v - 0.04, v + 0.04), -0.05),
      s.shade(C.ivory, back),
    ),
  );
  s.add(
    "shell",
    polygon(
      onWall(s, "back", rectOutline(u - 0.58, u + 0.58, v - 0.02, v + 0.015), -0.06),
      s.shade(mix(C.ivory, C.stone, 0.2), back),
    ),
  );
  // Its switchboard by the door height, a yellowed square.
  const su = clamp(u + r.range(-1, 1), xl + 0.3, xr - 0.3);
  s.add(
    "shell",
    polygon(
      onWall(s, "back", rectOutline(su - 0.12, su + 0.12, 1.2, 1.42), -0.02),
      s.shade(mix(C.ivory, C.oakLight, 0.35), back),
    ),
  );
}

/** Dado of small white tiles, yellowed, on the kitchen or bathroom's back wall. */
function oldDado(s, r) {
  const { xl, xr } = s.room;
  tileWall(s, "back", xl, xr, 0, r.range(1.1, 1.5), {
    color: mix(C.ivory, C.oakLight, 0.22),
    tw: 0.15,
    th: 0.15,
  });
}

// ---- Floor ------------------------------------------------------------------------------------

/** A floor point's screen position, kept in front of the camera. */
function floorEllipse(s, x, z, rx, rz, fill, opacity) {
  const [cx, cy] = s.P(x, 0, z);
  const px = s.px(rx, z);
  const py = Math.max(1, (s.cam.f * rz * s.cam.y) / (z * z));
  return tag("ellipse", { cx, cy, rx: px, ry: py, fill, opacity });
}

/** Where people walked: darker worn paths on the old tiles. */
function floorWear(s, r) {
  const { xl, xr, d } = s.room;
  for (let i = 0; i < 3; i += 1) {
    const z = r.range(Math.max(s.zNear + 0.6, 1.5), d - 0.8);
    s.add(
      "shadow",
      floorEllipse(s, r.range(xl + 1, xr - 1), z, r.range(0.5, 0.9), 0.35, SHADOW, 0.07),
    );
  }
}

/** Rubble swept into heaps by the walls: clusters of small chunks with their shadows. */
function rubble(s, r) {
  const { xl, xr, d } = s.room;
  for (let heap = 0; heap < r.int(2, 3); heap += 1) {
    const x = r.chance(0.5) ? r.range(xl + 0.4, xl + 1.2) : r.range(xr - 1.2, xr - 0.4);
    const z = r.range(Math.max(s.zNear + 1, d - 2.5), d - 0.35);
    s.add("shadow", floorEllipse(s, x, z, 0.5, 0.35, SHADOW, 0.3));
    let svg = "";
    for (let i = 0; i < 26; i += 1) {
      const cx = x + r.range(-0.4, 0.4);
      const cz = z + r.range(-0.25, 0.25);
      const size = r.range(0.03, 0.09) * (1 - Math.hypot(cx - x, cz - z));
      if (size <= 0.01) continue;
      const tone = s.shade(r.pick([C.stone, C.taupe, C.taupe, C.sand]), [0, 1, -0.5], 0.8);
      const [px, py] = s.P(cx, size * 0.6, cz);
      const w = s.px(size, cz);
      svg += polygon(
        [
          [px - w, py + w * 0.5],
          [px - w * 0.4, py - w * 0.6],
          [px + w * 0.6, py - w * 0.4],
          [px + w, py + w * 0.5],
        ],
        tone,
      );
    }
    s.addObject(
      s.distanceTo({ x0: x - 0.4, x1: x + 0.4, y0: 0, y1: 0.1, z0: z - 0.25, z1: z + 0.25 }),
      svg,
    );
  }
}

/** Brown paper sheets taped over the new screed, overlapping, their edges taped. */
function protectionSheets(s, r) {
  const { xl, xr, d } = s.room;
  const paper = s.shade(mix(C.oakLight, C.sand, 0.45), NORMALS.floor);
  const z0 = Math.max(0.3, s.zNear * 0.8);
  let x = xl;
  while (x < xr) {
    const width = r.range(0.9, 1.3);
    const x1 = Math.min(xr, x + width);
    const sheet = [
      s.P(x, 0, z0),
      s.P(x1, 0, z0),
      s.P(x1, 0, d - r.range(0.2, 0.6)),
      s.P(x, 0, d - r.range(0.2, 0.6)),
    ];
    s.add(
      "shell",
      `<g clip-path="${s.clip(s.surfaces.floor)}">${polygon(sheet, scale(paper, r.range(0.95, 1.04)), { stroke: scale(paper, 0.8), "stroke-width": 1.5 * s.unit, "stroke-opacity": 0.6 })}</g>`,
    );
    if (x1 >= xr) break;
    x = x1 - r.range(0.02, 0.08);
  }
}

/** An aluminium A-frame stepladder standing by a wall. */
function stepladder(s, r) {
  const { xl, xr, d } = s.room;
  const x = r.chance(0.5) ? r.range(xl + 0.6, xl + 1.3) : r.range(xr - 1.3, xr - 0.6);
  const z = r.range(Math.max(s.zNear + 1.2, d - 2.4), d - 0.7);
  const height = 1.85;
  const metal = s.shade(mix(C.stone, C.taupe, 0.35), [0, 0.2, -1]);
  const rail = (a, b, width) => {
    const [ax, ay] = s.P(...a);
    const [bx, by] = s.P(...b);
    return tag("line", {
      x1: ax,
      y1: ay,
      x2: bx,
      y2: by,
      stroke: metal,
      "stroke-width": s.px(width, a[2]),
      "stroke-linecap": "round",
    });
  };
  let svg = "";
  // Back legs, then the front legs and their treads, then the top.
  for (const side of [-1, 1])
    svg += rail([x + side * 0.24, 0, z + 0.35], [x + side * 0.19, height, z], 0.045);
  for (const side of [-1, 1])
    svg += rail([x + side * 0.25, 0, z - 0.35], [x + side * 0.2, height, z], 0.06);
  for (let step = 1; step <= 4; step += 1) {
    const t = step / 4.6;
    const y = height * t;
    const zz = z - 0.35 * (1 - t);
    const half = 0.25 - 0.05 * t;
    svg += rail([x - half, y, zz], [x + half, y, zz], 0.07);
  }
  svg += boxSvg(
    s,
    { x0: x - 0.21, x1: x + 0.21, y0: height, y1: height + 0.04, z0: z - 0.1, z1: z + 0.12 },
    mix(C.stone, C.ivory, 0.3),
  );
  s.addObject(
    s.distanceTo({ x0: x - 0.25, x1: x + 0.25, y0: 0, y1: height, z0: z - 0.35, z1: z + 0.35 }),
    svg,
  );
  floorShadow(s, x - 0.25, x + 0.25, z - 0.35, z + 0.35, 0.35);
}

/** Two or three paint tins and a roller tray on the floor near a wall. */
function paintTins(s, r) {
  const { xl, xr, d } = s.room;
  const x = r.range(xl + 0.8, xr - 0.8);
  const z = r.range(Math.max(s.zNear + 0.8, d - 1.6), d - 0.4);
  for (let i = 0; i < r.int(2, 3); i += 1) {
    const tin = {
      x: x + i * 0.32 + r.range(-0.05, 0.05),
      z: z + r.range(-0.1, 0.1),
      r: 0.13,
      y0: 0,
      y1: 0.24,
    };
    s.addObject(
      s.distanceTo({
        x0: tin.x - tin.r,
        x1: tin.x + tin.r,
        y0: 0,
        y1: tin.y1,
        z0: tin.z - tin.r,
        z1: tin.z + tin.r,
      }),
      cylinderSvg(s, tin, r.pick([C.ivory, C.plaster, mix(C.ivory, C.stone, 0.2)]), {
        topColor: mix(C.stone, C.charcoal, 0.2),
      }),
    );
    floorShadow(s, tin.x - tin.r, tin.x + tin.r, tin.z - tin.r, tin.z + tin.r, 0.5);
  }
  const tray = orientBox(
    { x: x - 0.5, z: z + 0.05, facing: "camera" },
    -0.18,
    0.18,
    0,
    0.05,
    0,
    0.4,
  );
  s.addObject(s.distanceTo(tray), boxSvg(s, tray, mix(C.charcoal, C.stone, 0.5)));
}

/** A bare bulb on its flex where the pendant will hang. */
function bareBulb(s, r) {
  const { h, d } = s.room;
  const x = s.cam.x + r.range(-0.6, 0.6);
  const z = clamp(d - r.range(1.8, 2.6), s.zNear + 1.5, d - 0.5);
  const drop = r.range(0.5, 0.8);
  const [ax, ay] = s.P(x, h, z);
  const [bx, by] = s.P(x, h - drop, z);
  const radius = s.px(0.045, z);
  const svg =
    tag("line", {
      x1: ax,
      y1: ay,
      x2: bx,
      y2: by,
      stroke: C.charcoal,
      "stroke-width": Math.max(1, s.px(0.008, z)),
    }) +
    tag("rect", {
      x: bx - radius * 0.5,
      y: by,
      width: radius,
      height: radius * 0.9,
      fill: C.charcoal,
    }) +
    tag("circle", {
      cx: bx,
      cy: by + radius * 1.9,
      r: radius,
      fill: s.shade(C.ivory, [0, 0, -1], 1.05),
    });
  s.addObject(
    s.distanceTo({
      x0: x - 0.05,
      x1: x + 0.05,
      y0: h - drop - 0.1,
      y1: h,
      z0: z - 0.05,
      z1: z + 0.05,
    }),
    svg,
  );
}
