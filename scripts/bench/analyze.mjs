// Turns one route's raw browser measurement into the numbers the budgets talk about:
// JavaScript before/after load and the route's own code, fonts, and the LCP image.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describeChunk } from "./chunks.mjs";

const FONT_FILE = /\.(woff2?|ttf|otf|eot)$/i;
const IMAGE_FORMAT = {
  avif: "avif",
  webp: "webp",
  jpg: "jpg",
  jpeg: "jpg",
  png: "png",
  gif: "gif",
};

const pathnameOf = (url) => new URL(url).pathname;
const fileOf = (url) => decodeURIComponent(pathnameOf(url)).replace(/^\//, "");
const sum = (items, key) => items.reduce((total, item) => total + (item[key] ?? 0), 0);

/** Unique finished same-origin requests (the first of each URL). */
function uniqueRequests(requests, origin) {
  const seen = new Set();
  return requests.filter((request) => {
    if (request.failed || !request.url.startsWith(origin) || seen.has(request.url)) return false;
    seen.add(request.url);
    return true;
  });
}

/** The page's `componentChunkName`, from its page-data.json in public/. */
export function componentChunkOf(publicDir, route, requests) {
  const slug = route.replace(/^\/|\/$/g, "") || "index";
  const fetched = requests
    .filter((request) => request.status === 200)
    .map((request) => pathnameOf(request.url))
    .filter((file) => /^\/page-data\/(?!app-data|sq\/).+\/page-data\.json$/.test(file));
  const candidates = [`page-data/${slug}/page-data.json`, ...fetched.map((file) => file.slice(1))];
  for (const file of candidates.map((candidate) => path.join(publicDir, candidate))) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")).componentChunkName ?? null;
  }
  return null;
}

function categorise(file, { chunks, ownGroup }) {
  const groups = chunks.groupsOf(file);
  if (chunks.isShared(file)) return "shared";
  if (ownGroup ? groups.includes(ownGroup) : file.startsWith("component---")) return "own";
  if (groups.some((group) => group.startsWith("component---"))) return "other route";
  return "async";
}

/** Every JS file the route fetched, with gzip size, phase and category. */
export async function analyzeJs({ raw, origin, publicDir, chunks, sizeOf, ownGroup }) {
  const scripts = uniqueRequests(raw.requests, origin).filter((request) =>
    /\.m?js$/.test(pathnameOf(request.url)),
  );
  const files = await Promise.all(
    scripts.map(async (request) => {
      const file = fileOf(request.url);
      const size = await sizeOf(request.url);
      return {
        file,
        phase: request.startMs < raw.loadMs ? "before load" : "after load",
        startMs: Math.round(request.startMs),
        category: categorise(file, { chunks, ownGroup }),
        gzipBytes: size.gzipBytes,
        gzipComputed: size.computed,
        rawBytes: size.rawBytes,
        wireBytes: request.wireBytes,
        wireEncoding: request.contentEncoding,
        contents: describeChunk(publicDir, file),
      };
    }),
  );
  files.sort((a, b) => a.startMs - b.startMs);
  const before = files.filter((file) => file.phase === "before load");
  const after = files.filter((file) => file.phase === "after load");
  const own = files.filter((file) => file.category === "own");
  return {
    files,
    beforeLoad: { gzipBytes: sum(before, "gzipBytes"), wireBytes: sum(before, "wireBytes") },
    afterLoad: { gzipBytes: sum(after, "gzipBytes"), wireBytes: sum(after, "wireBytes") },
    ownCode: {
      group: ownGroup,
      gzipBytes: sum(own, "gzipBytes"),
      beforeLoadGzipBytes: sum(
        own.filter((file) => file.phase === "before load"),
        "gzipBytes",
      ),
      files: own.map((file) => file.file),
    },
  };
}

/**
 * The page's own HTML as it came over the wire: its encoded body and its response headers. A new
 * connection's first round trip carries about ten TCP segments (RFC 6928), 14.6 KB; a page that
 * fits is parsed, and its LCP image and fonts found, one round trip sooner.
 */
export function analyzeDocument({ raw }) {
  const document = raw.requests.find(
    (request) => !request.failed && request.resourceType === "document" && request.url === raw.url,
  );
  if (!document) return { found: false };
  return {
    found: true,
    bodyBytes: document.wireBytes,
    headerBytes: document.headerBytes,
    encoding: document.contentEncoding,
  };
}

export function analyzeFonts({ raw, origin }) {
  const fonts = uniqueRequests(raw.requests, origin).filter(
    (request) => request.resourceType === "font" || FONT_FILE.test(pathnameOf(request.url)),
  );
  return {
    count: fonts.length,
    wireBytes: sum(fonts, "wireBytes"),
    allWoff2: fonts.every((font) => /\.woff2$/i.test(pathnameOf(font.url))),
    files: fonts.map((font) => ({
      file: fileOf(font.url).replace(/^static\//, ""),
      wireBytes: font.wireBytes,
      phase: font.startMs < raw.loadMs ? "before load" : "after load",
    })),
  };
}

function kindOf(request) {
  const file = pathnameOf(request.url);
  if (/\.m?js$/.test(file)) return "js";
  if (request.resourceType === "font" || FONT_FILE.test(file)) return "fonts";
  if (request.resourceType === "image" || /\.(avif|webp|jpe?g|png|gif|svg)$/i.test(file)) {
    return "images";
  }
  if (request.resourceType === "document") return "html";
  if (request.resourceType === "stylesheet") return "css";
  return "other";
}

/**
 * What the page downloads before the load event, by kind (bytes on the wire), and which
 * images other than the LCP image are among them: those share the phone's bandwidth with it.
 */
export function analyzeLoadMix({ raw, origin, lcpUrl }) {
  const before = uniqueRequests(raw.requests, origin).filter(
    (request) => request.startMs < raw.loadMs,
  );
  const byKind = {};
  for (const request of before) {
    const kind = kindOf(request);
    byKind[kind] = (byKind[kind] ?? 0) + (request.wireBytes ?? 0);
  }
  const otherImages = before
    .filter((request) => kindOf(request) === "images" && request.url !== lcpUrl)
    .map((request) => ({
      file: fileOf(request.url).replace(/^static\/[0-9a-f]{32}\//, ""),
      wireBytes: request.wireBytes,
      startMs: Math.round(request.startMs),
    }));
  return { wireBytes: sum(before, "wireBytes"), byKind, otherImages };
}

/** `"a.avif 480w, b.avif 768w"` -> `[{ url: "a.avif", width: 480 }, …]` */
export function parseSrcset(srcset) {
  if (!srcset) return [];
  return srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, descriptor = ""]) => ({
      url,
      width: descriptor.endsWith("w") ? Number.parseInt(descriptor, 10) : null,
    }));
}

/**
 * Attributes of the `<img>` tags in the server HTML (outside <noscript>) that show
 * `imagePath`: directly in their src/srcset, or through a <source> of their <picture>.
 */
export function imgTagsInHtml(html, imagePath) {
  const visible = html.replace(/<noscript\b[\s\S]*?<\/noscript>/gi, "");
  const pictures = (visible.match(/<picture\b[\s\S]*?<\/picture>/gi) ?? []).filter((block) =>
    block.includes(imagePath),
  );
  const fromPictures = pictures.flatMap((block) => block.match(/<img\b[^>]*>/gi) ?? []);
  const direct = (visible.match(/<img\b[^>]*>/gi) ?? []).filter((tag) => tag.includes(imagePath));
  return [...new Set([...fromPictures, ...direct])].map((tag) => {
    const attributes = {};
    for (const [, name, value] of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) {
      attributes[name.toLowerCase()] = value;
    }
    return { loading: attributes.loading ?? null, fetchpriority: attributes.fetchpriority ?? null };
  });
}

function imageFormat(url, contentType) {
  const fromType = contentType?.match(/^image\/([\w+-]+)/)?.[1];
  if (fromType) return IMAGE_FORMAT[fromType] ?? fromType;
  const extension = pathnameOf(url).split(".").pop().toLowerCase();
  return IMAGE_FORMAT[extension] ?? extension;
}

/** The srcset candidates of the <source>/<img> that supplied `currentUrl`. */
function candidatesFor(element, currentPath) {
  const sets = [...element.sources.map((source) => source.srcset), element.srcset];
  const lists = sets.map(parseSrcset).filter((list) => list.length);
  const chosen = lists.find((list) =>
    list.some((c) => pathnameOf(new URL(c.url, "http://x")) === currentPath),
  );
  return { chosen: chosen ?? [], all: lists.flat() };
}

/** The LCP element, its image (format, bytes, srcset candidates) and its attributes in HTML. */
export async function analyzeLcp({ raw, sizeOf, html }) {
  const { lcp } = raw;
  if (!lcp) return { found: false };
  const element = lcp.element;
  const result = {
    found: true,
    kind: lcp.url ? "image" : "text",
    tag: element?.tag ?? null,
    description: element?.alt ?? element?.text ?? null,
    className: element?.className ?? null,
    renderTimeUnthrottledMs: lcp.renderTime,
    candidatesSeen: lcp.candidates,
    domAttributes: element
      ? { loading: element.loading, fetchpriority: element.fetchpriority }
      : null,
    atPaint: element?.atPaint ?? null,
    opacityNow: element?.opacityNow ?? null,
    ancestors: element?.ancestors ?? [],
    slide: element?.slide ?? null,
    cssSize: element ? `${element.cssWidth}x${element.cssHeight}` : null,
  };
  if (!lcp.url) return result;

  const imagePath = pathnameOf(lcp.url);
  const request = raw.requests.find((r) => r.url === lcp.url && !r.failed);
  const size = await sizeOf(lcp.url).catch(() => null);
  const { chosen, all } = element ? candidatesFor(element, imagePath) : { chosen: [], all: [] };
  const chosenCandidate = chosen.find((c) => pathnameOf(new URL(c.url, "http://x")) === imagePath);
  const widths = (list) => list.map((c) => c.width).filter(Number.isFinite);
  return {
    ...result,
    url: imagePath,
    format: imageFormat(lcp.url, request?.contentType),
    bytes: size?.rawBytes ?? request?.wireBytes ?? null,
    wireBytes: request?.wireBytes ?? null,
    sizesAttribute: element?.sizes ?? null,
    chosenWidth: chosenCandidate?.width ?? null,
    maxCandidateWidth: Math.max(0, ...widths(chosen.length ? chosen : all)),
    candidateWidths: widths(chosen),
    sourceTypes: element?.sources.map((source) => source.type) ?? [],
    htmlAttributes: imgTagsInHtml(html, imagePath),
  };
}
