/**
 * The local server while public/ is rewritten the way `gatsby build` rewrites it: files truncated
 * and written again in place a piece at a time, a bundle removed and written anew, `_headers`
 * removed and then renamed into place with the new build's policy. 1,000 requests meanwhile: each
 * is answered with one whole version of its file and that version's policy, or 503 with
 * Retry-After; never 500, never a torn body, never a page without its policy. It prints the count.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";
import { expect } from "expect";
import { markBuild, unmarkBuild, writeAtomically } from "../../src/deploy/published-folder.ts";
import { startStaticServer, type StaticServer } from "./static-server.ts";

const REQUESTS = 1_000;
const CONCURRENCY = 20;
const FILES = ["index.html", "about/index.html", "projects/index.html", "app-1234.js"];
const URLS = ["/", "/about", "/projects", "/app-1234.js"];

/** Version `version` of `file`: its name and version at both ends, 40–160 KB between. */
const content = (file: string, version: number) => {
  const size = 40_000 + ((version * 7919 + file.length * 104_729) % 120_000);
  return `<!-- ${file} v${String(version)} -->${"x".repeat(size)}<!-- end ${file} v${String(version)} -->`;
};
const policy = (version: number) => `script-src 'sha256-v${String(version)}'`;
const headersFile = (version: number) =>
  `/*\n  Content-Security-Policy: ${policy(version)}\n  X-Content-Type-Options: nosniff\n`;

let dir: string;
let server: StaticServer;

before(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "rebuild-"));
  for (const file of FILES) {
    await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await fs.writeFile(path.join(dir, file), content(file, 0));
  }
  await fs.writeFile(path.join(dir, "_headers"), headersFile(0));
  server = await startStaticServer(dir, { warn: () => undefined });
});

after(async () => {
  server.stop();
  await fs.rm(dir, { recursive: true, force: true });
});

/** Truncates `file` and writes `text` into it in four pieces, as a build's file writes go. */
async function rewriteInPlace(file: string, text: string) {
  const handle = await fs.open(file, "w");
  try {
    const piece = Math.ceil(text.length / 4);
    for (let start = 0; start < text.length; start += piece) {
      await handle.write(text.slice(start, start + piece));
      await nextTurn();
    }
  } finally {
    await handle.close();
  }
}

/** One build of `version`, in the order of gatsby-node.ts (onPreInit to onPostBuild). */
async function rebuild(version: number) {
  markBuild(dir);
  for (const file of FILES) {
    const target = path.join(dir, file);
    if (file.endsWith(".js")) await fs.rm(target);
    await nextTurn();
    await rewriteInPlace(target, content(file, version));
  }
  await fs.rm(path.join(dir, "_headers"));
  await nextTurn();
  writeAtomically(path.join(dir, "_headers"), headersFile(version));
  unmarkBuild(dir);
}

test(`${String(REQUESTS)} requests while builds rewrite public/: whole files with their policy, or 503`, async () => {
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;
  const done = new AbortController();

  const builds = (async () => {
    for (let version = 1; !done.signal.aborted; version += 1) {
      await rebuild(version);
      await sleep(250);
    }
  })();

  const client = async () => {
    while (sent < REQUESTS) {
      const index = sent;
      sent += 1;
      const url = URLS[index % URLS.length] ?? "/";
      const file = FILES[index % FILES.length] ?? "index.html";
      // Paced, so that the builds in this same process move on between the requests.
      await sleep(5);
      const response = await fetch(`${server.origin}${url}`);
      const body = await response.text();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status === 503) {
        if (response.headers.get("retry-after") === null)
          problems.push(`${url}: 503 without Retry-After`);
        continue;
      }
      const version = Number(/ v(\d+) -->$/.exec(body)?.[1] ?? -1);
      if (response.status !== 200) {
        problems.push(`${url}: ${String(response.status)} ${body.slice(0, 80)}`);
      } else if (body !== content(file, version)) {
        problems.push(`${url}: a torn body of ${String(body.length)} characters`);
      } else if (response.headers.get("content-security-policy") !== policy(version)) {
        problems.push(
          `${url}: version ${String(version)} with the policy "${response.headers.get("content-security-policy") ?? "none"}"`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  done.abort();
  await builds;

  console.log(
    `rebuild load: ${REQUESTS} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  expect(problems).toEqual([]);
  // Both kinds of answer happened: the test saw rebuilds, and the server still served.
  expect(statuses.get(200)).toBeGreaterThan(0);
  expect(statuses.get(503)).toBeGreaterThan(0);
});
