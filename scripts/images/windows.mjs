/**
 * Windows and daylight: the window openings (glass, view, frame, curtains), the sun patches
 * they cast on the floor and walls, and their reflection on a satin floor.
 */
import { clamp, mix, PALETTE as C } from "./color.mjs";
import { convexHull } from "./geometry.mjs";
import { pathFrom, polygon, tag } from "./svg.mjs";
import { archOutline, onWall, rectOutline, visibleWallRange, wallPoint } from "./walls.mjs";

export function makeWindow(s, wall, opts = {}) {
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
  if (win.curtains) s.during("curtains", () => drawCurtains(s, win));
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

/** Common finishing: sunlight through every window. */
export function finishRoom(s) {
  s.during("windows", () => {
    for (const win of s.windows) drawWindow(s, win);
  });
  s.during("daylight", () => drawSunlight(s));
}
