/**
 * The two anchors the benchmark measures beside the site, built on this machine for this run so
 * that the site's figures can be read as ratios rather than as absolute times:
 *
 * - **bare Gatsby**: Gatsby 5 + React 19 from the project's own node_modules (no install), one
 *   page with the home page's first hero picture as a plain Gatsby site renders it
 *   (gatsby-plugin-image's StaticImage, full width, eager) and one page of text, nothing else.
 *   Its build is kept in the system's temporary folder under a hash of everything it is made
 *   from, so later runs reuse it.
 * - **static + fonts**: one HTML file with the home page's hero `<picture>` and the web fonts
 *   the home page preloads, copied with their files from the build in public/: our design's own
 *   floor, with no JavaScript at all.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync } from "node:fs";
import { readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import sharp from "sharp";
import { gatsbyBuild } from "./scaling.ts";

const TEXT = [
  "A calm home begins with listening: how the day moves through its rooms, where the light falls in the morning, what is kept and what is put away.",
  "Proportion, light and circulation come first; colour, texture and furniture follow, so that the finished space works as well as it looks.",
  "Honest materials such as lime plaster, solid timber, stone, linen and wool age with grace and let a home grow richer with the years.",
];
const PACKAGES = ["gatsby", "gatsby-plugin-image", "gatsby-plugin-sharp", "react", "react-dom"];

/**
 * What every published folder has beside its pages: `_headers` (Gatsby's advice for its hashed
 * files; HTML gets the hosts' default) and an icon, without which Chromium's request for
 * /favicon.ico logs a 404 that Lighthouse counts against Best Practices.
 */
async function hostFiles(dir: string) {
  const headers = "/static/*\n  Cache-Control: public, max-age=31536000, immutable\n";
  writeFileSync(path.join(dir, "_headers"), headers);
  const icon = sharp({ create: { width: 32, height: 32, channels: 3, background: "#f7f3ec" } });
  writeFileSync(path.join(dir, "favicon.ico"), await icon.png().toBuffer());
}

/** The bare Gatsby site's files, as a newcomer following Gatsby's documentation writes them. */
function gatsbySite(root: string, alt: string): Record<string, string> {
  const version = (name: string) =>
    (
      JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")) as {
        version: string;
      }
    ).version;
  const page = (title: string, body: string) => `import * as React from "react";
import { Link } from "gatsby";
${body.includes("<StaticImage") ? 'import { StaticImage } from "gatsby-plugin-image";\n' : ""}
export default function Page() {
  return <main>${body}</main>;
}

export const Head = () => (
  <>
    <title>${title}</title>
    <meta name="description" content="${title}, an anchor of the site's benchmark." />
  </>
);
`;
  return {
    "package.json": JSON.stringify({
      name: "bare-gatsby-anchor",
      private: true,
      dependencies: Object.fromEntries(PACKAGES.map((name) => [name, version(name)])),
    }),
    "gatsby-config.js": `module.exports = { plugins: ["gatsby-plugin-image", "gatsby-plugin-sharp"] };\n`,
    "gatsby-ssr.js": `exports.onRenderBody = ({ setHtmlAttributes }) => setHtmlAttributes({ lang: "en" });\n`,
    "src/pages/index.js": page(
      "Bare Gatsby",
      `<StaticImage src="../images/hero.jpg" alt=${JSON.stringify(alt)} layout="fullWidth" loading="eager" />` +
        `<h1>Bare Gatsby</h1><p>${TEXT[0] ?? ""} <Link to="/text">Read on</Link></p>`,
    ),
    "src/pages/text.js": page(
      "A page of text",
      `<h1>A page of text</h1>${TEXT.map((p) => `<p>${p}</p>`).join("")}<Link to="/">Home</Link>`,
    ),
  };
}

/** The file whose first slide is the home page's first hero picture. */
const SLIDES = "content/slides.yaml";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * The first slide's picture file and its alt text. The content check vouches for them only in a
 * build, and the benchmark reads the file on its own: anything else stops it with the file's name
 * and what is wrong, not a TypeError.
 */
export function heroPicture(root: string): { file: string; alt: string } {
  const slides: unknown = yaml.load(readFileSync(path.join(root, SLIDES), "utf8"));
  if (!Array.isArray(slides)) throw new Error(`${SLIDES}: not a list of slides`);
  const first: unknown = slides[0];
  const image = isRecord(first) && isRecord(first.image) ? first.image : {};
  const { src, alt } = image;
  const file = typeof src === "string" && src !== "" ? path.join(root, "content", src) : "";
  if (file === "" || !existsSync(file)) throw new Error(`${SLIDES}: no picture on the first slide`);
  return { file, alt: typeof alt === "string" ? alt : "" };
}

/** Builds the bare Gatsby anchor (or finds its build from an earlier run); returns its public/. */
export async function bareGatsby(root: string, log: (line: string) => void): Promise<string> {
  const { file: hero, alt } = heroPicture(root);
  const files = gatsbySite(root, alt);
  const hash = createHash("sha256").update(JSON.stringify(files)).update(readFileSync(hero));
  const dir = path.join(os.tmpdir(), `anvaya-bench-gatsby-${hash.digest("hex").slice(0, 12)}`);
  const publicDir = path.join(dir, "public");
  if (existsSync(path.join(publicDir, "favicon.ico"))) return publicDir; // written last
  log(`building the bare Gatsby anchor in ${dir} (kept for later runs)`);
  rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  mkdirSync(path.join(dir, "src", "images"));
  copyFileSync(hero, path.join(dir, "src", "images", "hero.jpg"));
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  await gatsbyBuild(dir);
  await hostFiles(publicDir);
  return publicDir;
}

/**
 * Writes the static + fonts anchor into a temporary folder (removed when the process ends) from
 * the build in `publicDir`: the home page's first `<picture>` (classes dropped), its font preload
 * links and `@font-face` rules, and a line of text in each preloaded face. Returns the folder.
 */
export async function staticWithFonts(publicDir: string): Promise<string> {
  const home = readFileSync(path.join(publicDir, "index.html"), "utf8");
  const picture = /<picture\b[\s\S]*?<\/picture>/.exec(home)?.[0].replace(/ class="[^"]*"/g, "");
  if (!picture) throw new Error("public/index.html has no <picture> for the static anchor");
  const preloads = home.match(/<link rel="preload"[^>]*as="font"[^>]*\/>/g) ?? [];
  const faces = home.match(/@font-face\{[^}]*\}/g) ?? [];
  const lines = faces
    .filter((face) => face.includes("url("))
    .map((face, index) => {
      const [, family = "serif", style = "normal", weight = "400"] =
        /font-family:("[^"]+");font-style:(\w+);.*?font-weight:(\d+)/.exec(face) ?? [];
      const tag = index === 1 ? "h1" : "p";
      const text = TEXT[index % TEXT.length] ?? "";
      return `<${tag} style='font:${style} ${weight} 1.25rem/1.5 ${family},serif'>${text}</${tag}>`;
    });
  const html =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>' +
    "<title>Static page with the site's hero and fonts</title>" +
    `<meta name="description" content="A static page, an anchor of the site's benchmark."/>` +
    `${preloads.join("")}<style>${faces.join("")}body{margin:0}main>:not(picture){margin:1rem}` +
    "picture img{display:block;width:100%;height:auto}</style></head>" +
    `<body><main>${picture}${lines.join("")}</main></body></html>`;
  const dir = mkdtempSync(path.join(os.tmpdir(), "anvaya-bench-static-"));
  process.on("exit", () => {
    rmSync(dir, { recursive: true, force: true });
  });
  for (const [url] of html.matchAll(/\/static\/[\w./-]+\.(?:avif|webp|jpe?g|png|woff2)/g)) {
    mkdirSync(path.dirname(path.join(dir, url)), { recursive: true });
    copyFileSync(path.join(publicDir, url), path.join(dir, url));
  }
  writeFileSync(path.join(dir, "index.html"), html);
  await hostFiles(dir);
  return dir;
}
