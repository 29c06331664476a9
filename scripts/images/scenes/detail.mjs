/**
 * The detail scene: close-up vignettes of a still life on a console, a reading corner or a
 * kitchen counter, in a shallow slice of room.
 */
import { mix, PALETTE as C, scale, SHADOW } from "../color.mjs";
import { decorObject, leafSvg } from "../furniture/decor.mjs";
import { counterRun, tileWall } from "../furniture/kitchen-bath.mjs";
import { floorLamp } from "../furniture/lamps.mjs";
import { plant } from "../furniture/plants.mjs";
import { rug } from "../furniture/rug.mjs";
import { armchair } from "../furniture/seating.mjs";
import { sideboard, wallShelf } from "../furniture/storage.mjs";
import { sideTable } from "../furniture/tables.mjs";
import { drawRoomShell, setupInterior } from "../room.mjs";
import { num, polygon, tag } from "../svg.mjs";
import { drawArtwork, onWall } from "../walls.mjs";
import { finishRoom, makeWindow } from "../windows.mjs";

/** Close-up vignettes: a still life on a console, a reading corner, or a kitchen counter. */
export function sceneDetail(s) {
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
