/**
 * The portrait scene: a calm, faceless stylised figure, standing or seated, in front of a
 * softly blurred room (the designer's portrait and the testimonials).
 */
import { mix, PALETTE as C, scale, SHADOW } from "../color.mjs";
import { num, polygon, smoothPath, tag } from "../svg.mjs";
import { sceneDining, sceneEmpty, sceneKitchen, sceneLiving, sceneOffice } from "./rooms.mjs";

/** A softly blurred room behind a calm, faceless stylised figure (designer / client portraits). */
export function scenePortrait(s) {
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
