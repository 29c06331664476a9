/**
 * The headers that public/_headers gives a URL, applied as Netlify and Cloudflare Pages apply
 * them: every matching rule's headers (src/deploy/headers-format.js), and the hosts' default Cache-Control
 * where no rule sets one. A rule's header replaces whatever value the file server would send
 * under the same name (Content-Type, Cache-Control, ...), so each name is sent once.
 */
const { readFile, stat } = require("node:fs/promises");
const path = require("node:path");
const { headersFor, parseHeadersFile } = require("../../src/deploy/headers-format");

/** What Netlify and Cloudflare Pages send when no rule sets Cache-Control. */
const HOST_DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/**
 * The rules of public/_headers, read again whenever the file changes (a rebuild while the server
 * runs). A missing file means no rules, with one warning; a malformed one throws its
 * HeadersFileError, whose message names lines, never paths.
 * @param {string} publicDir
 * @param {(text: string) => void} warn
 * @returns {() => Promise<ReturnType<typeof parseHeadersFile>>}
 */
function headerRules(publicDir, warn) {
  const file = path.join(publicDir, "_headers");
  let cached = { mtimeMs: -1, rules: /** @type {ReturnType<typeof parseHeadersFile>} */ ([]) };
  let warned = false;
  return async () => {
    let mtimeMs;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      if (!warned)
        warn(
          `${file} is missing: serving without its headers (run npm run build:local, or npm run build with the EmailJS keys)`,
        );
      warned = true;
      return [];
    }
    if (mtimeMs !== cached.mtimeMs) {
      cached = { mtimeMs, rules: parseHeadersFile(await readFile(file, "utf8")) };
    }
    return cached.rules;
  };
}

/**
 * Sets on `response` the headers `rules` give `urlPath`, replacing any value already set under
 * the same name in any letter case, and the hosts' default Cache-Control where none is given.
 * @param {import("node:http").ServerResponse} response
 * @param {ReturnType<typeof parseHeadersFile>} rules
 * @param {string} urlPath
 */
function applyHostHeaders(response, rules, urlPath) {
  const headers = headersFor(rules, urlPath);
  for (const [name, value] of headers) response.setHeader(name, value);
  if (!headers.some(([name]) => name.toLowerCase() === "cache-control")) {
    response.setHeader("Cache-Control", HOST_DEFAULT_CACHE_CONTROL);
  }
}

module.exports = { headerRules, applyHostHeaders, HOST_DEFAULT_CACHE_CONTROL };
