// Build scaling (DECISIONS §8): how the build grows with the portfolio. For each factor N it
// copies the project into a temporary folder, multiplies the projects N times (each copy with
// images of its own, re-encoded so no image job can be shared with another project's), runs a
// cold local build and a warm rebuild after a one-line YAML change, and reports build time,
// image jobs, seconds and output bytes per source image. Nothing is written into the project
// but the results in bench-results/.
import { execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

const IMAGE_FILE = /\.(jpe?g|png|webp|avif)$/i;
const OUTPUT_IMAGE = /\.(jpe?g|png|webp|avif)$/i;
const JOBS_LINE = /IMAGE_PROCESSING jobs - ([\d.]+)s - (\d+)\/(\d+)/g;

/** Every file below `dir` whose name matches, as absolute paths. */
function filesBelow(dir, pattern) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function bytesOf(files) {
  return files.reduce((sum, file) => sum + statSync(file).size, 0);
}

/**
 * A working copy of the project in `dir`: the files git tracks (as they are in the working
 * tree) and node_modules as hard links (no copy, same packages); no .cache or public, so the
 * first build is cold.
 */
function copyProject(root, dir) {
  const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  for (const file of tracked) {
    const from = path.join(root, file);
    try {
      statSync(from);
    } catch {
      continue; // deleted in the working tree
    }
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(from, path.join(dir, file));
  }
  try {
    execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")]);
  } catch {
    cpSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), { recursive: true });
  }
}

/**
 * Adds `copies` synthetic projects per real one: same text with its own slug and title, and each
 * image re-encoded with a slight, copy-specific change of brightness, so its bytes (and Gatsby's
 * image jobs) are its own, as a new photograph's would be.
 */
async function multiplyProjects(contentDir, copies, log) {
  const projectsDir = path.join(contentDir, "projects");
  const originals = readdirSync(projectsDir).filter((name) => name.endsWith(".yaml"));
  let made = 0;
  for (const file of originals) {
    const slug = file.replace(/\.yaml$/, "");
    const yaml = readFileSync(path.join(projectsDir, file), "utf8");
    const imagesDir = path.join(contentDir, "images", "projects", slug);
    // Paths relative to the project's folder, its before-after/ pairs included.
    const images = filesBelow(imagesDir, IMAGE_FILE).map((file) => path.relative(imagesDir, file));
    for (let copy = 1; copy <= copies; copy += 1) {
      const copySlug = `${slug}-${copy + 1}`;
      const copyDir = path.join(contentDir, "images", "projects", copySlug);
      await Promise.all(
        images.map((name) => {
          mkdirSync(path.dirname(path.join(copyDir, name)), { recursive: true });
          return sharp(path.join(imagesDir, name))
            .modulate({ brightness: 1 + copy / 1000 })
            .jpeg({ quality: 90, mozjpeg: false })
            .toFile(path.join(copyDir, name));
        }),
      );
      writeFileSync(
        path.join(projectsDir, `${copySlug}.yaml`),
        yaml
          .replaceAll(`projects/${slug}/`, `projects/${copySlug}/`)
          .replace(/^slug: .*$/m, `slug: ${copySlug}`)
          .replace(/^title: (.*)$/m, (_, title) => `title: ${title} ${copy + 1}`),
      );
      made += 1;
    }
    log(`  ${slug}: ${copies} copies`);
  }
  return originals.length + made;
}

/** Runs a local `gatsby build` in `dir`; resolves with its wall time and image-job figures. */
function build(dir, env) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(path.join(dir, "node_modules", ".bin", "gatsby"), ["build"], {
      cwd: dir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) {
        reject(new Error(`gatsby build failed (${code}) in ${dir}:\n${output.slice(-3000)}`));
        return;
      }
      const jobs = [...output.matchAll(JOBS_LINE)].at(-1);
      resolve({
        seconds,
        imageSeconds: jobs ? Number(jobs[1]) : 0,
        imageJobs: jobs ? Number(jobs[3]) : 0,
      });
    });
  });
}

/** Changes one line of one project's YAML, as an editor fixing a typo would. */
function editOneLine(contentDir) {
  const file = path.join(contentDir, "projects", readdirSync(path.join(contentDir, "projects"))[0]);
  const text = readFileSync(file, "utf8");
  writeFileSync(file, text.replace(/^(location: .*)$/m, "$1 (edited)"));
}

/** Cold and warm build figures for one factor. */
async function measureFactor(root, factor, { keep, log }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `anvaya-scale-${factor}x-`));
  try {
    log(`scaling ${factor}×: copying the project into ${dir}`);
    copyProject(root, dir);
    const contentDir = path.join(dir, "content");
    const projects =
      factor > 1
        ? await multiplyProjects(contentDir, factor - 1, log)
        : readdirSync(path.join(contentDir, "projects")).filter((n) => n.endsWith(".yaml")).length;
    const sourceImages = filesBelow(contentDir, IMAGE_FILE);
    const env = {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      GATSBY_LOCAL_OUTBOX: "http://127.0.0.1:8025",
      CI: "true",
    };
    log(`scaling ${factor}×: cold build (${projects} projects, ${sourceImages.length} images)`);
    const cold = await build(dir, env);
    const outputImages = filesBelow(path.join(dir, "public", "static"), OUTPUT_IMAGE);
    const outputBytes = bytesOf(outputImages);
    log(`scaling ${factor}×: warm rebuild after a one-line YAML change`);
    editOneLine(contentDir);
    const warm = await build(dir, env);
    return {
      factor,
      projects,
      sourceImages: sourceImages.length,
      sourceBytes: bytesOf(sourceImages),
      coldSeconds: cold.seconds,
      imageJobs: cold.imageJobs,
      imageSeconds: cold.imageSeconds,
      secondsPerSourceImage: cold.imageSeconds / sourceImages.length,
      outputImages: outputImages.length,
      outputBytes,
      outputBytesPerSourceImage: outputBytes / sourceImages.length,
      warmSeconds: warm.seconds,
      warmImageJobs: warm.imageJobs,
    };
  } finally {
    if (keep) log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

/** Measures every factor in turn (one at a time: builds compete for the same two cores). */
export async function measureScaling(root, factors, options) {
  const rows = [];
  for (const factor of factors) {
    const row = await measureFactor(root, factor, options);
    options.log(`scaling ${factor}×: ${JSON.stringify(row)}`);
    rows.push(row);
  }
  return rows;
}

const s = (seconds) => `${seconds.toFixed(1)} s`;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** The Markdown table of the scaling figures, with DECISIONS §8's goals beside them. */
export function scalingMarkdown(meta, rows) {
  return [
    `# Build scaling — ${meta.date}`,
    "",
    `Commit ${meta.commit ?? "?"}${meta.dirty ? " (uncommitted changes)" : ""}, Node ${meta.node}, ${meta.cpus} CPUs, load average at start ${meta.loadAverage}.`,
    "Goals (DECISIONS §8): the real site cold < 3 min; 100 projects (~700 images) cold < 10 min; warm rebuild after a one-line YAML change < 45 s.",
    "",
    "| factor | projects | source images | cold build | image jobs | image jobs' time | s / source image | output bytes / source image | warm rebuild |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| ${row.factor}× | ${row.projects} | ${row.sourceImages} | ${s(row.coldSeconds)} | ${row.imageJobs} | ${s(row.imageSeconds)} | ${row.secondsPerSourceImage.toFixed(2)} s | ${kb(row.outputBytesPerSourceImage)} | ${s(row.warmSeconds)} |`,
    ),
    "",
  ].join("\n");
}
