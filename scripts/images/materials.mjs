/** The seeded choice of a room's finishes: wall paint, floor, trim, wood, fabric and accent. */
import { mix, PALETTE as C } from "./color.mjs";

export function pickMaterials(rng) {
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
