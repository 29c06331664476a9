/**
 * The brand set: the logo mark (content/images/brand/logo-mark.svg), the one icon source every
 * favicon and app icon is made from (static/favicon.svg), and the mark's overlay on photographs.
 */

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

export function logoOverlay(W, H) {
  const size = Math.round(H * 0.09);
  return {
    input: Buffer.from(logoSvg({ color: IVORY, size, opacity: 0.78 })),
    left: W - size - Math.round(H * 0.05),
    top: H - size - Math.round(H * 0.05),
  };
}

const ICON_STROKE = 4.6;

/** Brand files written alongside the photographs (same skip / --force / filter rules). */
export const BRAND_ASSETS = [
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
