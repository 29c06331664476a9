// A small static server for public/ that behaves like `gatsby serve` with this site's
// `trailingSlash: "never"`: /about is answered with public/about/index.html (no redirect),
// /about/ redirects to /about, unknown paths get public/404.html with status 404, and text
// responses of 1 KB or more are compressed like its `compression` middleware does (Brotli
// quality 4 when the client accepts br, else gzip level 6).
//
// Why not `gatsby serve` itself: it recognises pages through the datastore in .cache/, and
// when that is missing or being rewritten by another build it falls back to a 301 from
// /about to /about/, which Lighthouse then charges as a redirect (~650 ms on mobile).
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";

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

async function fileAt(file) {
  try {
    const info = await stat(file);
    return info.isFile() ? { file, info } : null;
  } catch {
    return null;
  }
}

/** Maps a URL path to `{ file, status }` or `{ redirect }`, as gatsby serve would. */
async function resolve(publicDir, urlPath) {
  const relative = path.posix.normalize(decodeURIComponent(urlPath));
  if (relative.includes("\0") || relative.startsWith("/..")) return { status: 400 };
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
  const notFound = await fileAt(path.join(publicDir, "404.html"));
  return notFound ? { ...notFound, status: 404 } : { status: 404 };
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

function createHandler(publicDir) {
  const cache = new Map(); // file + mtime + encoding -> compressed body
  return async (request, response) => {
    try {
      const url = new URL(request.url, "http://localhost");
      const found = await resolve(publicDir, url.pathname);
      if (found.redirect) {
        response.writeHead(301, { location: `${found.redirect}${url.search}` }).end();
        return;
      }
      if (!found.file) {
        response.writeHead(found.status, { "content-type": "text/plain" }).end("Not found");
        return;
      }
      const type = TYPES[path.extname(found.file).toLowerCase()] ?? "application/octet-stream";
      const encoding = encodingFor(request, type, found.info.size);
      const headers = {
        "content-type": type,
        vary: "Accept-Encoding",
        // what gatsby serve (express.static) sends; a production host would mark hashed
        // assets immutable, which only matters for repeat visits, not for these cold loads
        "cache-control": "public, max-age=0",
        "last-modified": found.info.mtime.toUTCString(),
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
      if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain" });
      response.end(String(error));
    }
  };
}

/** Serves `publicDir` on 127.0.0.1 (free port); resolves to `{ origin, stop }`. */
export function startStaticServer(publicDir) {
  const server = http.createServer(createHandler(publicDir));
  return new Promise((resolvePromise, reject) => {
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      const stop = () => {
        server.closeAllConnections();
        server.close();
      };
      resolvePromise({ origin: `http://127.0.0.1:${port}`, stop });
    });
  });
}
