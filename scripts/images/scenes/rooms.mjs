/**
 * The room scenes: living room, bedroom, kitchen, dining room, study, bathroom and an empty room.
 * Each sets up an interior, draws its shell, then lays out furniture from the seed.
 */
import { clamp, mix, PALETTE as C, scale } from "../color.mjs";
import { bed, nightstand } from "../furniture/bedroom.mjs";
import { decorObject, decorOnSurface } from "../furniture/decor.mjs";
import { bathtub, counterRun, tileWall, vanity } from "../furniture/kitchen-bath.mjs";
import { floorLamp, pendant, tableLampSvg } from "../furniture/lamps.mjs";
import { plant } from "../furniture/plants.mjs";
import { boxSvg, footprint, orientBox } from "../furniture/primitives.mjs";
import { rug } from "../furniture/rug.mjs";
import { armchair, chair, sofa, stool } from "../furniture/seating.mjs";
import { bookcase, sideboard, wallShelf } from "../furniture/storage.mjs";
import { coffeeTable, diningTable, sideTable } from "../furniture/tables.mjs";
import { drawRoomShell, setupInterior } from "../room.mjs";
import { drawArtwork, drawDoorway, visibleWallRange } from "../walls.mjs";
import { finishRoom, makeWindow } from "../windows.mjs";

/** Pick a side wall opposite to (or away from) the window for tall furniture. */
function quietWall(s) {
  if (s.light.side === "left") return "right";
  if (s.light.side === "right") return "left";
  return s.rng.pick(["left", "right"]);
}

/** Living room: sofa (facing us or the window), coffee table on a rug, armchair, lamps, plants. */
export function sceneLiving(s) {
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
export function sceneBedroom(s) {
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
export function sceneKitchen(s) {
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
export function sceneDining(s) {
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
export function sceneOffice(s) {
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
export function sceneBathroom(s) {
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

/** A calm empty room: light, an archway, perhaps one chair. */
export function sceneEmpty(s) {
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
