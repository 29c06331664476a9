/**
 * The local server of the production build in public/, as the CDN host will serve it: it answers
 * like `gatsby serve` does for this site's `trailingSlash: "never"` and adds the headers that
 * public/_headers (written by the build, see src/deploy/) gives each URL, exactly as Netlify and
 * Cloudflare Pages apply that file. So `npm run serve`, `npm start`, the browser tests and the
 * benchmark all run under the real Content-Security-Policy and caching rules.
 *
 * - /about is answered with public/about/index.html (no redirect); /about/ redirects to /about.
 * - Unknown paths get public/404.html with status 404 (and the headers of the path asked for).
 * - _headers itself is not served, as on both hosts.
 * - Text responses of 1 KB or more are compressed like `gatsby serve`'s compression middleware
 *   (Brotli quality 4 when the client accepts br, else gzip level 6).
 * - A response that no rule gives a Cache-Control gets the hosts' default,
 *   `public, max-age=0, must-revalidate`.
 *
 * Why not `gatsby serve` itself: it sends none of these headers, and it recognises pages through
 * the datastore in .cache/; when that is missing or being rewritten by another build it answers
 * /about with a 301 to /about/, which Lighthouse then charges as a redirect (~650 ms on mobile).
 */
const { createReadStream } = require("node:fs");
const { readFile, stat } = require("node:fs/promises");
const http = require("node:http");
const path = require("node:path");
const zlib = require("node:zlib");
const { headersFor, parseHeadersFile } = require("../../src/deploy/headers-format");

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
const THRESHOLD = 1024;
/** Files in the published folder that the hosts read as configuration and never serve. */
const HOST_FILES = new Set(["/_headers", "/_redirects"]);
/** What Netlify and Cloudflare Pages send when no rule sets Cache-Control. */
const HOST_DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate";

async function fileAt(file) {
  try {
    const info = await stat(file);
    return info.isFile() ? { file, info } : null;
  } catch {
    return null;
  }
}

async function notFound(publicDir) {
  const page = await fileAt(path.join(publicDir, "404.html"));
  return page ? { ...page, status: 404 } : { status: 404 };
}

/** Maps a URL path to `{ file, info, status }`, `{ status }` or `{ redirect }`, as gatsby serve would. */
async function resolve(publicDir, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { status: 400 };
  }
  const relative = path.posix.normalize(decoded);
  if (relative.includes("\0") || relative.startsWith("/..")) return { status: 400 };
  if (HOST_FILES.has(relative)) return notFound(publicDir);
  const target = path.join(publicDir, relative);
  if (!relative.endsWith("/")) {
    const asFile = await fileAt(target);
    if (asFile) return { ...asFile, status: 200 };
    const asPage = await fileAt(path.join(target, "index.html"));
    if (asPage) return { ...asPage, status: 200 };
  } else {
    const asPage = await fileAt(path.join(target, "index.html"));
    if (asPage && relative !== "/") return { redirect: relative.slice(0, -1) };
    if (asPage) return { ...asPage, status: 200 };
  }
  return notFound(publicDir);
}

/**
 * The rules of public/_headers, read again whenever the file changes (a rebuild while the server
 * runs). A missing file means no rules, with one warning; a malformed one throws.
 */
function headerRules(publicDir, warn) {
  const file = path.join(publicDir, "_headers");
  let cached = { mtimeMs: -1, rules: [] };
  let warned = false;
  return async () => {
    const info = await fileAt(file);
    if (!info) {
      if (!warned) warn(`${file} is missing: serving without its headers (run npm run build)`);
      warned = true;
      return [];
    }
    if (info.info.mtimeMs !== cached.mtimeMs) {
      cached = {
        mtimeMs: info.info.mtimeMs,
        rules: parseHeadersFile(await readFile(file, "utf8")),
      };
    }
    return cached.rules;
  };
}

/** The `_headers` headers for `urlPath`, with the hosts' default Cache-Control where none is set. */
function ruleHeaders(rules, urlPath) {
  const headers = Object.fromEntries(headersFor(rules, urlPath));
  const hasCacheControl = Object.keys(headers).some(
    (name) => name.toLowerCase() === "cache-control",
  );
  return hasCacheControl ? headers : { ...headers, "Cache-Control": HOST_DEFAULT_CACHE_CONTROL };
}

function encodingFor(request, type, size) {
  if (!COMPRESSIBLE.test(type) || size < THRESHOLD) return null;
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

function compress(body, encoding) {
  if (encoding === "br") {
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    });
  }
  return zlib.gzipSync(body, { level: 6 });
}

function createHandler(publicDir, warn) {
  const rulesNow = headerRules(publicDir, warn);
  const cache = new Map(); // file + mtime + encoding -> compressed body
  return async (request, response) => {
    try {
      const url = new URL(request.url, "http://localhost");
      const found = await resolve(publicDir, url.pathname);
      if (found.redirect) {
        response.writeHead(301, { location: `${found.redirect}${url.search}` }).end();
        return;
      }
      const fromRules = ruleHeaders(await rulesNow(), url.pathname);
      if (!found.file) {
        response
          .writeHead(found.status, { ...fromRules, "content-type": "text/plain" })
          .end("Not found");
        return;
      }
      const type = TYPES[path.extname(found.file).toLowerCase()] ?? "application/octet-stream";
      const encoding = encodingFor(request, type, found.info.size);
      const headers = {
        "content-type": type,
        vary: "Accept-Encoding",
        "last-modified": found.info.mtime.toUTCString(),
        ...fromRules,
      };
      if (!encoding) {
        response.writeHead(found.status, { ...headers, "content-length": found.info.size });
        if (request.method === "HEAD") response.end();
        else createReadStream(found.file).pipe(response);
        return;
      }
      const key = `${found.file}:${found.info.mtimeMs}:${encoding}`;
      if (!cache.has(key)) cache.set(key, compress(await readFile(found.file), encoding));
      const body = cache.get(key);
      response.writeHead(found.status, {
        ...headers,
        "content-encoding": encoding,
        "content-length": body.length,
      });
      response.end(request.method === "HEAD" ? undefined : body);
    } catch (error) {
      warn(String(error.stack ?? error));
      if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain" });
      response.end(String(error));
    }
  };
}

/** The server for `publicDir`, not yet listening; problems go to `warn`. */
function createStaticServer(publicDir, { warn = console.warn } = {}) {
  return http.createServer(createHandler(publicDir, warn));
}

/**
 * Serves `publicDir` on `host`:`port` (0: a free port); resolves to `{ origin, server, stop }`
 * once it listens. `stop()` closes the server and every open connection.
 */
function startStaticServer(publicDir, { port = 0, host = "127.0.0.1", warn } = {}) {
  const server = createStaticServer(publicDir, { warn });
  return new Promise((resolvePromise, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const stop = () => {
        server.closeAllConnections();
        server.close();
      };
      resolvePromise({ origin: `http://${host}:${server.address().port}`, server, stop });
    });
  });
}

module.exports = { createStaticServer, startStaticServer, HOST_DEFAULT_CACHE_CONTROL };
