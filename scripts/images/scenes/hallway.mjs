/** The hallway scene: a deep corridor of receding arches and doors towards a bright window. */
import { mix, PALETTE as C, SHADOW } from "../color.mjs";
import { pendant } from "../furniture/lamps.mjs";
import { plant } from "../furniture/plants.mjs";
import { rug } from "../furniture/rug.mjs";
import { sideboard } from "../furniture/storage.mjs";
import { drawRoomShell, NORMALS, setupInterior } from "../room.mjs";
import { pathFrom, polygon, tag } from "../svg.mjs";
import {
  archOutline,
  drawArtwork,
  onWall,
  rectOutline,
  visibleWallRange,
  wallPoint,
} from "../walls.mjs";
import { finishRoom, makeWindow } from "../windows.mjs";

/** Hallway: a deep corridor of receding arches towards a bright window, console and runner. */
export function sceneHallway(s) {
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
