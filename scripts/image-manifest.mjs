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
  {
    out: "content/images/home/slides/01.jpg",
    width: 2400,
    height: 1350,
    seed: 11,
    scene: "living",
    light: "morning",
  },
  {
    out: "content/images/home/slides/02.jpg",
    width: 2400,
    height: 1350,
    seed: 12,
    scene: "bedroom",
    light: "golden",
  },
  {
    out: "content/images/home/slides/03.jpg",
    width: 2400,
    height: 1350,
    seed: 13,
    scene: "kitchen",
    light: "midday",
  },
  {
    out: "content/images/home/slides/04.jpg",
    width: 2400,
    height: 1350,
    seed: 14,
    scene: "dining",
    light: "evening",
  },
  {
    out: "content/images/home/slides/05.jpg",
    width: 2400,
    height: 1350,
    seed: 15,
    scene: "office",
    light: "overcast",
  },
  {
    out: "content/images/home/slides/06.jpg",
    width: 2400,
    height: 1350,
    seed: 16,
    scene: "bathroom",
    light: "morning",
  },
  {
    out: "content/images/home/slides/07.jpg",
    width: 2400,
    height: 1350,
    seed: 17,
    scene: "hallway",
    light: "golden",
  },
  {
    out: "content/images/home/slides/08.jpg",
    width: 2400,
    height: 1350,
    seed: 18,
    scene: "living",
    light: "evening",
  },
  {
    out: "content/images/home/crafted/01.jpg",
    width: 1600,
    height: 1600,
    seed: 21,
    scene: "living",
  },
  {
    out: "content/images/home/crafted/02.jpg",
    width: 1600,
    height: 1600,
    seed: 22,
    scene: "dining",
  },
  {
    out: "content/images/home/crafted/03.jpg",
    width: 1600,
    height: 1600,
    seed: 23,
    scene: "bedroom",
  },
  {
    out: "content/images/home/crafted/04.jpg",
    width: 1600,
    height: 1600,
    seed: 24,
    scene: "detail",
  },
  {
    out: "content/images/home/crafted/05.jpg",
    width: 1600,
    height: 1600,
    seed: 25,
    scene: "kitchen",
  },
  {
    out: "content/images/home/crafted/06.jpg",
    width: 1600,
    height: 1600,
    seed: 26,
    scene: "office",
  },
  {
    out: "content/images/home/services/interior-design.jpg",
    width: 1600,
    height: 2000,
    seed: 31,
    scene: "living",
  },
  {
    out: "content/images/home/services/styling-staging.jpg",
    width: 1600,
    height: 2000,
    seed: 32,
    scene: "detail",
  },
  {
    out: "content/images/home/services/renovations.jpg",
    width: 1600,
    height: 2000,
    seed: 33,
    scene: "kitchen",
  },
  {
    out: "content/images/testimonials/01.jpg",
    width: 1600,
    height: 1600,
    seed: 41,
    scene: "portrait",
  },
  {
    out: "content/images/testimonials/02.jpg",
    width: 1600,
    height: 1600,
    seed: 42,
    scene: "portrait",
  },
  {
    out: "content/images/testimonials/03.jpg",
    width: 1600,
    height: 1600,
    seed: 43,
    scene: "portrait",
  },
  {
    out: "content/images/testimonials/04.jpg",
    width: 1600,
    height: 1600,
    seed: 44,
    scene: "portrait",
  },
  {
    out: "content/images/home/philosophy.jpg",
    width: 1600,
    height: 2000,
    seed: 51,
    scene: "detail",
    light: "golden",
  },
  {
    out: "content/images/shared/get-in-touch.jpg",
    width: 2400,
    height: 1200,
    seed: 52,
    scene: "living",
    light: "evening",
  },
  {
    out: "content/images/services/full-transformation.jpg",
    width: 1600,
    height: 1200,
    seed: 61,
    scene: "living",
    light: "morning",
  },
  {
    out: "content/images/services/room-by-room.jpg",
    width: 1600,
    height: 1200,
    seed: 62,
    scene: "bedroom",
    light: "golden",
  },
  {
    out: "content/images/services/commercial.jpg",
    width: 1600,
    height: 1200,
    seed: 63,
    scene: "office",
    light: "midday",
  },
  {
    out: "content/images/services/virtual-design.jpg",
    width: 1600,
    height: 1200,
    seed: 64,
    scene: "detail",
    light: "overcast",
  },
  {
    out: "content/images/services/styling.jpg",
    width: 1600,
    height: 1200,
    seed: 65,
    scene: "dining",
    light: "golden",
  },
  {
    out: "content/images/services/staging.jpg",
    width: 1600,
    height: 1200,
    seed: 66,
    scene: "hallway",
    light: "morning",
  },
  {
    out: "content/images/services/renovation.jpg",
    width: 1600,
    height: 1200,
    seed: 67,
    scene: "kitchen",
    light: "midday",
  },
  {
    out: "content/images/services/sectors/corporate.jpg",
    width: 1600,
    height: 1200,
    seed: 71,
    scene: "office",
  },
  {
    out: "content/images/services/sectors/hospitality-retail.jpg",
    width: 1600,
    height: 1200,
    seed: 72,
    scene: "dining",
  },
  {
    out: "content/images/services/sectors/healthcare-education.jpg",
    width: 1600,
    height: 1200,
    seed: 73,
    scene: "empty",
  },
  {
    out: "content/images/services/sectors/public-industrial.jpg",
    width: 1600,
    height: 1200,
    seed: 74,
    scene: "hallway",
  },
  { out: "content/images/steps/01.jpg", width: 1600, height: 1200, seed: 81, scene: "detail" },
  { out: "content/images/steps/02.jpg", width: 1600, height: 1200, seed: 82, scene: "office" },
  { out: "content/images/steps/03.jpg", width: 1600, height: 1200, seed: 83, scene: "detail" },
  { out: "content/images/steps/04.jpg", width: 1600, height: 1200, seed: 84, scene: "living" },
  { out: "content/images/steps/05.jpg", width: 1600, height: 1200, seed: 85, scene: "bedroom" },
  { out: "content/images/values/01.jpg", width: 1600, height: 1600, seed: 91, scene: "living" },
  { out: "content/images/values/02.jpg", width: 1600, height: 1600, seed: 92, scene: "bedroom" },
  { out: "content/images/values/03.jpg", width: 1600, height: 1600, seed: 93, scene: "kitchen" },
  { out: "content/images/values/04.jpg", width: 1600, height: 1600, seed: 94, scene: "detail" },
  { out: "content/images/values/05.jpg", width: 1600, height: 1600, seed: 95, scene: "empty" },
  {
    out: "content/images/about/designer.jpg",
    width: 1600,
    height: 2000,
    seed: 101,
    scene: "portrait",
    light: "golden",
  },
  {
    out: "content/images/about/studio.jpg",
    width: 1600,
    height: 1200,
    seed: 102,
    scene: "office",
    light: "morning",
  },
  {
    out: "content/images/contact/reading-corner.jpg",
    width: 1600,
    height: 2000,
    seed: 111,
    scene: "detail",
    light: "golden",
  },
];

export default images;
