/**
 * `npm start` and `npm run edit` post the local build's enquiries to an outbox they have checked:
 * their own, or one already running that says it is this project's outbox for this site, never
 * whatever program happens to listen on the outbox's port.
 */
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, test } from "node:test";
import { expect } from "expect";
import { buildEnvironment, needsOutbox, useOutbox, type Outbox } from "./local-site.ts";
import { createOutbox, SEND_PATH } from "./outbox.ts";

/** The site's port (only named in origins: nothing listens there). */
const SITE_PORT = 9448;
const SITE = `http://localhost:${String(SITE_PORT)}`;

/** The outbox's usual port, played by a port free when the test starts. */
let PORT: number;
let dir: string;
let outbox: Outbox | null;
let occupant: http.Server | net.Server | null;
let logged: string[];

beforeEach(async () => {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  PORT = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "local-site-"));
  outbox = null;
  occupant = null;
  logged = [];
});

afterEach(async () => {
  outbox?.close();
  if (occupant) {
    const closing = occupant;
    if (closing instanceof http.Server) closing.closeAllConnections();
    await new Promise((resolve) => closing.close(resolve));
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

function occupy(server: http.Server | net.Server): Promise<void> {
  occupant = server;
  return new Promise((resolve) => server.listen(PORT, "127.0.0.1", resolve));
}

async function choose() {
  outbox = await useOutbox(SITE_PORT, { port: PORT, dir, log: (line) => logged.push(line) });
  return outbox.url;
}

/** Posts an enquiry from the site to `url`, as the built contact form does. */
async function send(url: string) {
  const response = await fetch(`${url}${SEND_PATH}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: SITE },
    body: JSON.stringify({
      lib_version: "4.4.1",
      user_id: "local-outbox",
      service_id: "local-outbox",
      template_id: "local-outbox",
      template_params: {
        fullName: "Ira",
        email: "ira@example.com",
        user_phone: "",
        message: "Hello there",
      },
    }),
  });
  return response.status;
}

test("starts the outbox on its port when the port is free, and the build posts there", async () => {
  const url = await choose();
  expect(url).toBe(`http://127.0.0.1:${String(PORT)}`);
  expect(buildEnvironment(url, {}).GATSBY_LOCAL_OUTBOX).toBe(url);
  expect(await send(url)).toBe(200);
  expect(fs.readdirSync(dir)).toHaveLength(1);
});

test("uses the outbox already on the port when it is this project's and takes the site", async () => {
  const theirs = fs.mkdtempSync(path.join(os.tmpdir(), "local-site-theirs-"));
  try {
    await occupy(
      createOutbox({
        dir: theirs,
        log: () => undefined,
        allowedOrigins: [SITE, `http://127.0.0.1:${String(SITE_PORT)}`],
      }),
    );
    const url = await choose();
    expect(url).toBe(`http://127.0.0.1:${String(PORT)}`);
    expect(logged).toEqual([expect.stringContaining("already running")]);
    expect(await send(url)).toBe(200);
    expect(fs.readdirSync(theirs)).toHaveLength(1);
  } finally {
    fs.rmSync(theirs, { recursive: true, force: true });
  }
});

const others: [string, () => http.Server | net.Server][] = [
  [
    "another program answering HTTP",
    () => http.createServer((_request, response) => response.end("hello")),
  ],
  ["a program that hangs up", () => net.createServer((socket) => socket.destroy())],
  ["this project's outbox for another site", () => createOutbox({ dir, log: () => undefined })],
];
for (const [name, server] of others) {
  test(`starts its own outbox on a free port when ${name} holds the port, and the build posts there`, async () => {
    await occupy(server());
    const url = await choose();
    expect(url).not.toBe(`http://127.0.0.1:${String(PORT)}`);
    expect(logged[0]).toMatch(/is taken by .*: starting the outbox on a free port/);
    expect(buildEnvironment(url, {}).GATSBY_LOCAL_OUTBOX).toBe(url);
    expect(await send(url)).toBe(200);
    expect(fs.readdirSync(dir).filter((file) => file.endsWith(".json"))).toHaveLength(1);
  });
}

const KEYS = {
  GATSBY_EMAILJS_PUBLIC_KEY: "k",
  GATSBY_EMAILJS_SERVICE_ID: "s",
  GATSBY_EMAILJS_TEMPLATE_ID: "t",
};
const KEYS_FILE = Object.entries(KEYS)
  .map(([name, value]) => `${name}=${value}\n`)
  .join("");

test("a build with the EmailJS keys posts to EmailJS, never to an outbox", () => {
  expect(needsOutbox(KEYS, dir)).toBe(false);
  expect(buildEnvironment(null, KEYS).GATSBY_LOCAL_OUTBOX).toBeUndefined();
});

test("keys kept in .env.production count, as the build reads them, whatever NODE_ENV says", () => {
  fs.writeFileSync(path.join(dir, ".env.production"), KEYS_FILE);
  expect(needsOutbox({}, dir)).toBe(false);
  expect(needsOutbox({ NODE_ENV: "development" }, dir)).toBe(false);
});

test("without keys anywhere the build is a local one, on the outbox", () => {
  fs.writeFileSync(path.join(dir, ".env.production"), "SITE_URL=https://example.com\n");
  fs.writeFileSync(path.join(dir, ".env.development"), KEYS_FILE);
  expect(needsOutbox({ NODE_ENV: "development" }, dir)).toBe(true);
  expect(needsOutbox({ GATSBY_EMAILJS_PUBLIC_KEY: "  " }, dir)).toBe(true);
});

test("some keys without the others are no local build: the build stops naming the rest", () => {
  fs.writeFileSync(path.join(dir, ".env.production"), "GATSBY_EMAILJS_PUBLIC_KEY=k\n");
  expect(needsOutbox({}, dir)).toBe(false);
});
