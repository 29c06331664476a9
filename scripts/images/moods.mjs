/**
 * Lighting moods (time of day): how strong the sun is and where it comes from, how the walls
 * are shaded, the colour grade and the vignette. A manifest entry's `light` names one of them;
 * without it the seed picks one, weighted.
 */

/**
 * Time-of-day moods. weight: how often the seed picks it; elevation: sun angle (degrees);
 * sunStrength: opacity of sun patches (0 = diffuse light only); ambient/diffuse: surface
 * shading; exposure/tint: global grade (per RGB channel); sun: light colour; sky: window
 * gradient top/bottom; lamps: lamps switched on; vignette: corner darkening.
 */
// prettier-ignore
export const MOODS = {
  morning: { weight: 3, elevation: 28, sunStrength: 0.55, ambient: 0.82, diffuse: 0.3, exposure: 1.04, tint: [1.0, 0.995, 0.97], sun: [255, 244, 226], sky: [[238, 240, 238], [255, 252, 246]], lamps: false, vignette: 0.22 },
  midday: { weight: 2, elevation: 48, sunStrength: 0.45, ambient: 0.85, diffuse: 0.25, exposure: 1.06, tint: [1.0, 1.0, 0.985], sun: [255, 250, 240], sky: [[236, 240, 241], [255, 255, 252]], lamps: false, vignette: 0.18 },
  golden: { weight: 2, elevation: 17, sunStrength: 0.62, ambient: 0.77, diffuse: 0.34, exposure: 1.03, tint: [1.05, 0.985, 0.89], sun: [255, 214, 166], sky: [[250, 232, 208], [255, 246, 228]], lamps: false, vignette: 0.26 },
  overcast: { weight: 2, elevation: 40, sunStrength: 0, ambient: 0.88, diffuse: 0.17, exposure: 1.04, tint: [0.99, 0.995, 1.0], sun: [246, 246, 244], sky: [[232, 235, 236], [250, 250, 248]], lamps: false, vignette: 0.2 },
  evening: { weight: 1, elevation: 10, sunStrength: 0, ambient: 0.74, diffuse: 0.14, exposure: 0.93, tint: [1.05, 0.965, 0.86], sun: [255, 210, 160], sky: [[150, 158, 172], [214, 194, 176]], lamps: true, vignette: 0.3 },
};

export function pickMood(rng) {
  return rng.weighted(Object.entries(MOODS).map(([name, m]) => [name, m.weight]));
}
