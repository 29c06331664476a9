/** The facade scene: a plastered house with deep-set windows, an arched door, trees and paving. */
import { clamp, mix, PALETTE as C, scale, SHADOW } from "../color.mjs";
import { leafSvg } from "../furniture/decor.mjs";
import { boxSvg, floorShadow } from "../furniture/primitives.mjs";
import { normalize } from "../geometry.mjs";
import { num, polygon, tag } from "../svg.mjs";
import { archOutline, rectOutline } from "../walls.mjs";

/** Exterior: a plastered house with deep-set windows, an arched door, trees and paving. */
export function sceneFacade(s) {
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
