/**
 * Colours as [r, g, b] arrays of 0-255 floats: parsing, mixing, scaling, and the palette every
 * scene draws from (the site's colours plus wood, leaves and skin). Imports nothing.
 */

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
export const clamp = (v, lo, hi) => (v < lo ? lo : v > hi ? hi : v);
export const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);
export const scale = (c, k) => c.map((v) => v * k);
export const hex = (c) =>
  "#" + c.map((v) => clamp(Math.round(v), 0, 255).toString(16).padStart(2, "0")).join("");

/** The site palette plus the few natural tones a room needs (wood, leaves, skin). */
export const PALETTE = {
  ivory: rgb("#F7F3EC"),
  sand: rgb("#E6DCCB"),
  stone: rgb("#B9AD9B"),
  taupe: rgb("#8C8276"),
  charcoal: rgb("#2B2926"),
  clay: rgb("#8A5A3F"),
  plaster: rgb("#EFE8DC"),
  linen: rgb("#D8CCB6"),
  oakLight: rgb("#CDAE88"),
  oak: rgb("#AC8760"),
  walnut: rgb("#6F513C"),
  sage: rgb("#8A937A"),
  leafDark: rgb("#4F5D45"),
  leaf: rgb("#6E7B5C"),
  leafLight: rgb("#9AA584"),
  terracotta: rgb("#B88468"),
};
export const SHADOW = [42, 36, 31];
