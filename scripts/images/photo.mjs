/** One manifest entry to a JPEG: build its scene (and its renovation stage), render, finish and encode. */
import { logoOverlay } from "./brand.mjs";
import { encodeJpeg, finishPixels, renderScene } from "./raster.mjs";
import { Scene } from "./scene.mjs";
import { SCENES } from "./scenes/index.mjs";
import { applyStage } from "./stages.mjs";

/** Render one manifest entry to a JPEG buffer. */
export async function renderPhoto(entry) {
  const build = SCENES[entry.scene];
  if (!build)
    throw new Error(`Unknown scene "${entry.scene}" (known: ${Object.keys(SCENES).join(", ")})`);
  const s = new Scene(entry);
  build(s);
  // A renovation's "before": the same room, taken back to the stage the entry names.
  if (entry.stage) applyStage(s, entry.stage);
  const raw = await renderScene(s);
  await finishPixels(raw, s.width, s.height, s);
  const overlays = entry.mark ? [logoOverlay(s.width, s.height)] : [];
  return encodeJpeg(raw, s.width, s.height, overlays);
}
