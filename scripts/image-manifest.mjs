/**
 * Placeholder image manifest, read by scripts/generate-images.mjs (`npm run images`).
 *
 * Each entry describes one generated JPEG:
 *
 *   out     Output path, relative to the repository root (e.g. "content/images/projects/x/cover.jpg").
 *   width   Pixel width. Hero slides: at least 2400. Everything else: at least 1600
 *           (fixed-size exceptions such as the 1200x630 Open Graph image are fine).
 *   height  Pixel height.
 *   seed    Any integer (or string). Same entry + same seed = the same picture, always.
 *           Change the seed to get a different composition of the same scene kind.
 *   scene   What the picture shows. One of:
 *             "living" | "bedroom" | "kitchen" | "dining" | "office" | "bathroom" |
 *             "hallway" | "empty" (a bare room full of light) | "detail" (close-up
 *             still life / reading corner / counter) | "facade" (house exterior) |
 *             "portrait" (a stylised faceless figure in a softly blurred room)
 *
 * Optional fields:
 *   light   Force the time of day instead of letting the seed choose:
 *             "morning" | "midday" | "golden" | "overcast" | "evening"
 *   mark    true = composite the studio's logo mark, small and subtle, in the bottom-right corner.
 *
 * Existing files are never overwritten unless the script runs with --force, so an editor can
 * replace any generated file with a real photograph (same path) and it stays put.
 *
 * To add an image: append an entry below and run `npm run images`.
 */
export const images = [
  {
    out: "content/images/pages/not-found.jpg",
    width: 1600,
    height: 1067,
    seed: 402,
    scene: "empty",
    light: "morning",
  },
  {
    out: "content/images/brand/social-share.jpg",
    width: 1200,
    height: 630,
    seed: 13,
    scene: "living",
    light: "golden",
    mark: true,
  },
];

export default images;
