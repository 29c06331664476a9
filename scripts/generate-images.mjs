#!/usr/bin/env node
/**
 * generate-images.mjs — seeded placeholder photographs and brand assets for Studio Anvaya
 * (`npm run images`). This file is the command line; the drawing lives in scripts/images/.
 *
 * The studio's real photographs are not in the repository yet, so every image the site needs
 * is produced from a small manifest (scripts/image-manifest.mjs). Each entry is rendered as a
 * soft-focus "photograph" of a calm interior (or facade / portrait): a perspective room with
 * walls, floor and ceiling, a window with sunlight spilling onto the floor, furniture (sofas,
 * tables, lamps, shelves, plants, rugs, arches), then film grain, vignette and colour grading,
 * and finally a JPEG encode with sharp. The output behaves like a real photo in Gatsby's image
 * pipeline: full-size sources (hero >= 2400 px wide, others >= 1600 px) with photographic
 * texture (250 KB - 1 MB), never flat colour blocks.
 *
 * Everything is deterministic: a seeded PRNG (mulberry32) drives every choice, so the same
 * manifest entry always produces the same picture, byte for byte.
 *
 * It also writes the brand set (logo mark SVG and the one icon source every favicon and app icon
 * is made from), see scripts/images/brand.mjs.
 *
 * Usage
 *   npm run images                   generate missing files only (existing files are kept,
 *                                    so a real photo dropped in place is never overwritten)
 *   npm run images -- --force        regenerate everything
 *   npm run images -- slides         only outputs whose path contains "slides"
 *   npm run images -- --force slides regenerate only the matching outputs
 *   npm run images -- --out-dir DIR  write under DIR instead of the repository root (to compare
 *                                    a change to the generator with the committed images)
 *
 * --force overwrites every matching output, including real photos an editor has dropped in,
 * so combine it with a filter. Each file gets one line of output (write / skip).
 *
 * Adding an image: append an entry to scripts/image-manifest.mjs, run `npm run images`.
 * Scene kinds: see scripts/images/scenes/index.mjs (living, bedroom, kitchen, dining, office,
 * bathroom, hallway, empty, detail, facade, portrait). A 2400x1600 frame takes about 1-2 s on
 * two cores.
 *
 * A renovation's "before" is an entry with `stage` (bare, worn, unfinished) beside its finished
 * room's entry (same seed, scene and size): the same camera and room, taken back in time.
 *
 * Layout of scripts/images/ (imports flow down this list, never up):
 *   photo.mjs                 one manifest entry to a JPEG (scene -> stage -> raster -> brand)
 *   stages.mjs                renovation stages: the finished room stripped, worn or mid-works
 *   brand.mjs                 logo mark, favicon source, the mark's overlay on photos
 *   raster.mjs                rasterise the SVG layers, composite, grade, grain, encode
 *   scenes/                   one module per scene kind, and index.mjs naming them all
 *   furniture/                primitives (boxes, cylinders, shadows) and the pieces built on them
 *   windows.mjs, walls.mjs    windows and sunlight; doorways, artworks and wall coordinates
 *   room.mjs, materials.mjs   the room shell (camera, walls, floor, ceiling) and its finishes
 *   scene.mjs, moods.mjs      the Scene (camera, light, SVG defs, layers); times of day
 *   svg.mjs, geometry.mjs, color.mjs, random.mjs   the small helpers everything uses
 *
 * Rendering: scene primitives emit SVG (polygons with gradients) into a few layers; sharp/librsvg
 * rasterises each layer, soft layers (shadows, light, glow) are blurred by sharp, the layers are
 * composited in JS on a raw RGB buffer, then grain/vignette/grading are applied per pixel.
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { images } from "./image-manifest.mjs";
import { BRAND_ASSETS } from "./images/brand.mjs";
import { MOODS } from "./images/moods.mjs";
import { renderPhoto } from "./images/photo.mjs";
import { SCENES } from "./images/scenes/index.mjs";
import { STAGE_SCENES, STAGES } from "./images/stages.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function parseArgs(argv) {
  const args = { force: false, filters: [], help: false, outDir: ROOT };
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    if (a === "--force" || a === "-f") args.force = true;
    else if (a === "--help" || a === "-h") args.help = true;
    else if (a === "--out-dir") {
      const dir = argv[(i += 1)];
      if (!dir) throw new Error("--out-dir needs a directory");
      args.outDir = path.resolve(dir);
    } else args.filters.push(a);
  }
  return args;
}

const size = (bytes) => (bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 1024)} KB`);

/** Fail early, with the entry's position, on a malformed manifest entry. */
function validateEntry(entry, index) {
  const where = `image-manifest.mjs entry ${index} (${entry?.out ?? "no out"})`;
  if (typeof entry?.out !== "string" || !/\.jpe?g$/i.test(entry.out)) {
    throw new Error(`${where}: "out" must be a .jpg path relative to the repository root`);
  }
  for (const key of ["width", "height"]) {
    if (!Number.isInteger(entry[key]) || entry[key] < 64 || entry[key] > 8000) {
      throw new Error(`${where}: "${key}" must be an integer pixel size`);
    }
  }
  if (entry.seed === undefined) throw new Error(`${where}: "seed" is required`);
  if (!SCENES[entry.scene]) {
    throw new Error(`${where}: unknown scene "${entry.scene}" (${Object.keys(SCENES).join(", ")})`);
  }
  if (entry.light !== undefined && !MOODS[entry.light]) {
    throw new Error(`${where}: unknown light "${entry.light}" (${Object.keys(MOODS).join(", ")})`);
  }
  if (entry.stage !== undefined) {
    if (!STAGES[entry.stage]) {
      throw new Error(
        `${where}: unknown stage "${entry.stage}" (${Object.keys(STAGES).join(", ")})`,
      );
    }
    if (!STAGE_SCENES.includes(entry.scene)) {
      throw new Error(`${where}: a stage needs a room scene (${STAGE_SCENES.join(", ")})`);
    }
    // The finished room's choices are the before's too, so the time of day must be named:
    // left to the seed it would be drawn from the stream the room's layout also uses.
    if (entry.light === undefined) throw new Error(`${where}: a stage needs "light"`);
  }
}

/**
 * Every renovation stage has its finished room in the manifest: the same seed, scene and size
 * (so the camera and the room match), with lamps on in both or in neither (a scene only draws
 * from the seeded stream to decide a lamp when the mood leaves it off).
 */
function checkStages(entries) {
  for (const entry of entries.filter((candidate) => candidate.stage !== undefined)) {
    const finished = entries.find(
      (candidate) =>
        candidate.stage === undefined &&
        candidate.seed === entry.seed &&
        candidate.scene === entry.scene &&
        candidate.width === entry.width &&
        candidate.height === entry.height,
    );
    const where = `image-manifest.mjs: "${entry.out}" (stage ${entry.stage})`;
    if (!finished) {
      throw new Error(`${where}: no finished entry with the same seed, scene, width and height`);
    }
    if (finished.light === undefined) {
      throw new Error(`${where}: its finished room "${finished.out}" must name its "light"`);
    }
    if (MOODS[finished.light].lamps !== MOODS[entry.light].lamps) {
      throw new Error(`${where}: lamps must be on in both it and "${finished.out}", or in neither`);
    }
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(
      "Usage: npm run images [-- [--force] [--out-dir DIR] [filter ...]]  (see scripts/README.md)",
    );
    return;
  }
  images.forEach(validateEntry);
  const outs = images.map((e) => e.out);
  const dup = outs.find((o, i) => outs.indexOf(o) !== i);
  if (dup) throw new Error(`image-manifest.mjs: "${dup}" appears twice`);
  checkStages(images);
  const matches = (out) => !args.filters.length || args.filters.some((f) => out.includes(f));
  const jobs = [
    ...BRAND_ASSETS.map((b) => ({ out: b.out, label: "brand", make: b.make })),
    ...images.map((e) => ({
      out: e.out,
      label: `${e.scene} ${e.width}x${e.height} seed ${e.seed}`,
      make: () => renderPhoto(e),
    })),
  ].filter((j) => matches(j.out));
  if (!jobs.length) console.log(`No outputs match ${args.filters.join(", ")}`);
  let written = 0;
  for (const job of jobs) {
    const file = path.join(args.outDir, job.out);
    if (existsSync(file) && !args.force) {
      console.log(
        `skip   ${job.out} (exists, ${size(statSync(file).size)}; use --force to regenerate)`,
      );
      continue;
    }
    const t0 = performance.now();
    const data = await job.make();
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
    written += 1;
    console.log(
      `write  ${job.out} (${job.label}, ${size(data.length)}, ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
  }
  console.log(`${written} written, ${jobs.length - written} skipped.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
