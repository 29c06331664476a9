// What the build says about its JavaScript chunks: which chunk group each file belongs to
// (public/webpack.stats.json), which files every route shares, and what is inside a chunk
// (from its source map), so a per-file breakdown can say "react-dom" instead of "df02945b-….js".
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const FRAMEWORK_FILE = /^(webpack-runtime|framework|app)-[0-9a-f]+\.js$/;

/**
 * Reads public/webpack.stats.json. Returns
 * `{ groupsOf(file) -> string[], isShared(file) -> boolean, sharedFiles, definition }`.
 *
 * "Shared" = the `app` chunk group (webpack runtime, framework = React, app = Gatsby runtime)
 * plus any chunk that is in *every* page-component chunk group. Everything else a route loads
 * is the route's own code: its `component---…` chunk and the split chunks only some pages use.
 */
export function readChunkGroups(publicDir) {
  const statsFile = path.join(publicDir, "webpack.stats.json");
  if (!existsSync(statsFile)) {
    return {
      entryFilesMissingFrom: () => [],
      groupsOf: () => [],
      isShared: (file) => FRAMEWORK_FILE.test(file),
      sharedFiles: [],
      definition: "no webpack.stats.json: shared = webpack-runtime-*, framework-*, app-*",
    };
  }
  const stats = JSON.parse(readFileSync(statsFile, "utf8"));
  const groups = Object.entries(stats.namedChunkGroups ?? {}).map(([name, group]) => ({
    name,
    files: group.assets.map((asset) => asset.name).filter((file) => file.endsWith(".js")),
  }));
  const pageGroups = groups.filter((group) => group.name.startsWith("component---"));
  const app = groups.find((group) => group.name === "app")?.files ?? [];
  const inEveryPage = pageGroups.length
    ? pageGroups[0].files.filter((file) => pageGroups.every((group) => group.files.includes(file)))
    : [];
  const shared = new Set([...app, ...inEveryPage]);
  return {
    // the app chunk group's files that a page's HTML does not reference: if any, the HTML
    // and webpack.stats.json come from different builds
    entryFilesMissingFrom: (html) => app.filter((file) => !html.includes(`/${file}`)),
    groupsOf: (file) => groups.filter((group) => group.files.includes(file)).map((g) => g.name),
    isShared: (file) => shared.has(file),
    sharedFiles: [...shared],
    definition:
      "shared = the `app` chunk group (webpack-runtime, framework, app) + chunks in every " +
      "page-component chunk group of webpack.stats.json; a route's own code = every other " +
      "JS file it requests before load (its component---* chunk and split chunks not all pages use)",
  };
}

/**
 * Some packages (gatsby-plugin-image) ship source maps whose sources are relative to the
 * package ("../src/components/hooks.ts"); webpack keeps those paths. Map them back to the
 * package by looking at the source maps in the dist/ of the project's direct dependencies.
 */
let packageSources;
function packageForRelativeSource(root, source) {
  if (!packageSources) {
    packageSources = new Map();
    const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      const dist = path.join(root, "node_modules", name, "dist");
      if (!existsSync(dist)) continue;
      for (const file of readdirSync(dist).filter((entry) => entry.endsWith(".map"))) {
        try {
          const map = JSON.parse(readFileSync(path.join(dist, file), "utf8"));
          for (const mapped of map.sources ?? []) packageSources.set(mapped, name);
        } catch {
          // not a source map we can read
        }
      }
    }
  }
  return packageSources.get(source) ?? null;
}

function packageOf(root, source) {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, "").replace(/^\.\//, "");
  const nodeModules = clean.lastIndexOf("node_modules/");
  if (nodeModules >= 0) {
    const parts = clean.slice(nodeModules + "node_modules/".length).split("/");
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (clean.startsWith("../")) return packageForRelativeSource(root, clean) ?? "(other package)";
  const parts = clean.split("/");
  if (parts[0] === "src" || parts[0] === ".cache") return parts.slice(0, 3).join("/");
  return parts[0];
}

/**
 * Top contributors of a chunk, from its source map: package names (or src/ directories) with
 * their share of the chunk's original source size. Returns "" when there is no map.
 */
export function describeChunk(publicDir, file, top = 3) {
  const mapFile = path.join(publicDir, `${file}.map`);
  if (!existsSync(mapFile)) return "";
  let map;
  try {
    map = JSON.parse(readFileSync(mapFile, "utf8"));
  } catch {
    return "";
  }
  const sizes = new Map();
  let largest = { source: "", size: 0 };
  (map.sources ?? []).forEach((source, index) => {
    const size = map.sourcesContent?.[index]?.length ?? 1;
    const name = packageOf(path.dirname(publicDir), source);
    sizes.set(name, (sizes.get(name) ?? 0) + size);
    if (size > largest.size) largest = { source, size };
  });
  if (sizes.size === 1) {
    // one package: name its biggest module, e.g. "react-dom: react-dom-server.browser.production.js"
    return `${[...sizes.keys()][0]}: ${path.basename(largest.source)}`;
  }
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0) || 1;
  return [...sizes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, size]) => `${name} ${Math.round((100 * size) / total)}%`)
    .join(", ");
}
