/**
 * `npm run bench -- --scaling 1,3,10`: how the build grows with the portfolio (docs/performance.md,
 * "Build time"). For each factor N it copies the project into a temporary folder, gives every
 * project N - 1 synthetic siblings with photographs derived from its own (derive.ts), runs a cold
 * build and then a warm rebuild after a one-line YAML change, and reports build time and image
 * jobs. Nothing is written into the project but the results in bench-results/.
 */
import { execFile, execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { deriveImage } from "./derive.ts";

const run = promisify(execFile);

/** `gatsby build` in `dir` (with the local outbox, so no keys): wall time and image jobs. */
export async function gatsbyBuild(dir: string) {
  const started = performance.now();
  const cli = path.join(dir, "node_modules", "gatsby", "cli.js");
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" };
  const output = await run(process.execPath, [cli, "build"], {
    cwd: dir,
    env: { ...env, GATSBY_LOCAL_OUTBOX: "http://127.0.0.1:8025" },
    maxBuffer: 1 << 28,
  }).catch((error: unknown) => {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`gatsby build failed in ${dir}:\n${(stdout + stderr).slice(-3000)}`);
  });
  const lines = (output.stdout + output.stderr).matchAll(
    /IMAGE_PROCESSING jobs - ([\d.]+)s - \d+\/(\d+)/g,
  );
  const jobs = [...lines].at(-1);
  const seconds = (performance.now() - started) / 1000;
  return { seconds, imageSeconds: Number(jobs?.[1] ?? 0), imageJobs: Number(jobs?.[2] ?? 0) };
}

const images = (dir: string) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(jpe?g|png|webp|avif)$/i.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

/** Adds `copies` projects per real one: its text with a slug and title of its own, derived photographs. */
async function multiplyProjects(content: string, copies: number, log: (line: string) => void) {
  const originals = readdirSync(path.join(content, "projects")).filter((f) => f.endsWith(".yaml"));
  for (const file of originals) {
    const slug = file.replace(/\.yaml$/, "");
    const yaml = readFileSync(path.join(content, "projects", file), "utf8");
    const photos = path.join(content, "images", "projects", slug);
    for (let copy = 1; copy <= copies; copy += 1) {
      const copySlug = `${slug}-${copy + 1}`;
      const derive = async (image: string) => {
        const target = path.join(photos, "..", copySlug, path.relative(photos, image));
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, await deriveImage(image, copy));
      };
      await Promise.all(images(photos).map(derive)); // sharp spreads them over the cores
      const text = yaml
        .replaceAll(`projects/${slug}/`, `projects/${copySlug}/`)
        .replace(/^slug: .*$/m, `slug: ${copySlug}`)
        .replace(/^title: (.*)$/m, (_, title: string) => `title: ${title} ${copy + 1}`);
      writeFileSync(path.join(content, "projects", `${copySlug}.yaml`), text);
    }
    log(`  ${slug}: ${copies} copies`);
  }
  return originals.length * (copies + 1);
}

/** Throws when two pictures have the same bytes (Gatsby would encode them once). */
function assertDistinct(files: readonly string[]) {
  const seen = new Map<string, string>();
  for (const file of files) {
    const hash = createHash("sha256").update(readFileSync(file)).digest("hex");
    const twin = seen.get(hash);
    if (twin) throw new Error(`${file} has the same bytes as ${twin}`);
    seen.set(hash, file);
  }
}

/** Cold and warm builds for one factor, in a copy of the project: its tracked files as they are in the working tree, node_modules hard-linked. */
async function measureFactor(
  root: string,
  factor: number,
  keep: boolean,
  log: (line: string) => void,
) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `anvaya-scale-${factor}x-`));
  try {
    log(`scaling ${factor}×: copying the project into ${dir}`);
    const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" });
    for (const file of tracked.split("\0").filter((name) => existsSync(path.join(root, name)))) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      cpSync(path.join(root, file), path.join(dir, file));
    }
    execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")]);
    const content = path.join(dir, "content");
    const projects = await multiplyProjects(content, factor - 1, log);
    assertDistinct(images(path.join(content, "images", "projects")));
    const sourceImages = images(content).length;
    log(`scaling ${factor}×: cold build (${projects} projects, ${sourceImages} images)`);
    const cold = await gatsbyBuild(dir);
    log(`scaling ${factor}×: warm rebuild after a one-line YAML change`);
    const first = path.join(
      content,
      "projects",
      readdirSync(path.join(content, "projects"))[0] ?? "",
    );
    writeFileSync(first, readFileSync(first, "utf8").replace(/^(location: .*)$/m, "$1 (edited)"));
    const warm = await gatsbyBuild(dir);
    const { seconds: coldSeconds, imageJobs, imageSeconds } = cold;
    return {
      factor,
      projects,
      sourceImages,
      coldSeconds,
      imageJobs,
      imageSeconds,
      warmSeconds: warm.seconds,
    };
  } finally {
    if (keep) log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

/** Every factor in turn (one at a time: builds compete for the same cores). */
export async function measureScaling(
  root: string,
  factors: readonly number[],
  keep: boolean,
  log: (line: string) => void,
) {
  const rows = [];
  for (const factor of factors) rows.push(await measureFactor(root, factor, keep, log));
  return rows;
}

/** The table, with the goals beside it. */
export function scalingMarkdown(
  heading: string,
  rows: Awaited<ReturnType<typeof measureFactor>>[],
) {
  const s = (seconds: number) => `${seconds.toFixed(1)} s`;
  return [
    `# Build scaling, ${heading}`,
    "",
    "Goals: the real site cold < 3 min; 100 projects (about 700 images) cold < 10 min; warm rebuild after a one-line YAML change < 45 s.",
    "",
    "| factor | projects | source images | cold build | image jobs | their time | warm rebuild |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${r.factor}× | ${r.projects} | ${r.sourceImages} | ${s(r.coldSeconds)} | ${r.imageJobs} | ${s(r.imageSeconds)} | ${s(r.warmSeconds)} |`,
    ),
    "",
  ].join("\n");
}
