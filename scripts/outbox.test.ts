import { spawn } from "node:child_process";
import fs from "node:fs";
import type { Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, it, mock } from "node:test";
import { expect } from "expect";
import { runScript, withPortTaken } from "./command-line-runs.ts";
import {
  createOutbox,
  DEFAULT_ALLOWED_ORIGINS,
  OUTBOX_NAME,
  outboxOrigins,
  SEND_PATH,
  type OutboxOptions,
} from "./outbox.ts";

const SITE = "http://localhost:9000";

const enquiry = {
  lib_version: "4.4.1",
  user_id: "local-outbox",
  service_id: "local-outbox",
  template_id: "local-outbox",
  template_params: {
    fullName: "Zoë O'Brien",
    email: "zoe@example.com",
    user_phone: "+61 412345678",
    message: "We are renovating a terrace house in Sydney.",
  },
};

/** The enquiry with other template parameters. */
function withParams(params: Partial<typeof enquiry.template_params>) {
  return { ...enquiry, template_params: { ...enquiry.template_params, ...params } };
}

let dir: string;
let server: Server;
let origin: string;
let logged: string[];
let warned: string[];

const portOf = (listening: Server | net.Server) => (listening.address() as AddressInfo).port;

async function start(options: Partial<OutboxOptions> = {}) {
  logged = [];
  warned = [];
  server = createOutbox({
    dir,
    log: (line) => logged.push(line),
    warn: (line) => warned.push(line),
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${String(portOf(server))}`;
}

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
  await start();
});

afterEach(async () => {
  mock.restoreAll();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

function post(
  body: BodyInit,
  headers: Record<string, string> = { "Content-Type": "application/json" },
) {
  return fetch(`${origin}${SEND_PATH}`, { method: "POST", headers, body });
}

function postEnquiry(value: object = enquiry, headers: Record<string, string> = {}) {
  return post(JSON.stringify(value), { "Content-Type": "application/json", ...headers });
}

/** The names of the files in the outbox folder. */
function files() {
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

function saved(): (typeof enquiry & { receivedAt: string })[] {
  return files().map(
    (file) =>
      JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as typeof enquiry & {
        receivedAt: string;
      },
  );
}

async function stillAnswering() {
  const response = await postEnquiry(withParams({ message: "still answering" }));
  expect(response.status).toBe(200);
}

describe("GET /", () => {
  it("says that it is this project's outbox and which origins it takes", async () => {
    const identity: unknown = await (await fetch(`${origin}/`)).json();
    expect(identity).toMatchObject({ name: OUTBOX_NAME, send: SEND_PATH });
    expect(await outboxOrigins(origin)).toEqual(DEFAULT_ALLOWED_ORIGINS);
  });
});

describe("a send request", () => {
  it("is answered 200 OK, saved as JSON and summed up in one line", async () => {
    const response = await postEnquiry();
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("OK");
    expect(saved()).toEqual([{ receivedAt: expect.any(String), ...enquiry }]);
    expect(files()[0]).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-zoë-obrien-[0-9a-f]{8}\.json$/,
    );
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^outbox: Zoë O'Brien <zoe@example.com> \+61 412345678 "We are/);
  });

  it("saves the fields the form sends and nothing else a request carries", async () => {
    // 20,000 nested lists: JSON.parse takes them, JSON.stringify would not give them back.
    const deep = `${"[".repeat(20_000)}0${"]".repeat(20_000)}`;
    const body = JSON.stringify({
      ...enquiry,
      template_params: { ...enquiry.template_params, x: 1 },
    });
    const response = await post(body.replace(/^\{/, `{"extra":${deep},`));
    expect(response.status).toBe(200);
    expect(saved()).toEqual([{ receivedAt: expect.any(String), ...enquiry }]);
  });

  it("lets the site's origin call it from the browser, and only that origin", async () => {
    const preflight = await fetch(`${origin}${SEND_PATH}`, {
      method: "OPTIONS",
      headers: { Origin: SITE, "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/content-type/i);
    const response = await postEnquiry(enquiry, { Origin: SITE });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(SITE);

    const elsewhere = await fetch(`${origin}${SEND_PATH}`, {
      method: "OPTIONS",
      headers: { Origin: "https://elsewhere.example", "Access-Control-Request-Method": "POST" },
    });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("saves the server's time of receipt, never one the client sent", async () => {
    const before = Date.now();
    const response = await postEnquiry({ ...enquiry, receivedAt: "1999-12-31T23:59:59.000Z" });
    expect(response.status).toBe(200);
    const [record] = saved();
    expect(Object.keys(record ?? {})[0]).toBe("receivedAt");
    expect(Date.parse(record?.receivedAt ?? "")).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(record?.receivedAt ?? "")).toBeLessThanOrEqual(Date.now());
  });
});

describe("enquiries under one name", () => {
  it("arriving in the same millisecond are all kept, each in a file of its own", async () => {
    mock.method(Date.prototype, "toISOString", () => "2026-03-04T05:06:07.089Z");
    const sent = Array.from({ length: 100 }, (_, index) =>
      withParams({ message: `Enquiry number ${index}` }),
    );
    const statuses = await Promise.all(
      sent.map(async (value) => (await postEnquiry(value)).status),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(files()).toHaveLength(100);
    expect(files().every((file) => file.endsWith(".json"))).toBe(true);
    const messages = saved().map((record) => record.template_params.message);
    expect(messages.sort()).toEqual(sent.map((value) => value.template_params.message).sort());
  });

  it("in non-Latin scripts keep their letters in the file name and never collide", async () => {
    mock.method(Date.prototype, "toISOString", () => "2026-03-04T05:06:07.089Z");
    const names = ["王芳", "李娜", "अनन्या शर्मा", "Анна Петрова", "🙂🙂", "王芳"];
    for (const fullName of names) {
      expect((await postEnquiry(withParams({ fullName }))).status).toBe(200);
    }
    const slugs = files().map((file) =>
      file.replace(/^2026-03-04T05-06-07-089Z-|-[0-9a-f]{8}\.json$/g, ""),
    );
    expect(slugs.sort()).toEqual(
      ["王芳", "王芳", "李娜", "अनन्या-शर्मा", "анна-петрова", "enquiry"].sort(),
    );
  });
});

describe("the outbox folder", () => {
  it("is created when it is missing, with the folders above it", async () => {
    fs.rmSync(dir, { recursive: true });
    expect((await postEnquiry()).status).toBe(200);
    expect(saved()).toHaveLength(1);
    const top = dir;
    dir = path.join(top, "a", "b");
    server.close();
    await start();
    expect((await postEnquiry()).status).toBe(200);
    expect(saved()).toHaveLength(1);
    dir = top;
  });

  it("when it cannot be written, gets 500 with the reason, and the outbox keeps running", async () => {
    fs.rmSync(dir, { recursive: true });
    fs.writeFileSync(dir, "a file where the folder should be");
    const response = await postEnquiry();
    expect(response.status).toBe(500);
    expect(await response.text()).toMatch(/^The enquiry could not be saved \(E[A-Z]+\)/);
    expect(warned).toEqual([expect.stringContaining("could not be saved")]);
    expect(logged).toEqual([]);

    fs.rmSync(dir);
    await stillAnswering();
    expect(saved()).toHaveLength(1);
  });
});

describe("a request from elsewhere", () => {
  it("gets 403 when a page of another origin posts, and nothing is saved", async () => {
    for (const from of ["https://elsewhere.example", "null", "http://localhost:9001"]) {
      const response = await postEnquiry(enquiry, { Origin: from });
      expect({ from, status: response.status }).toEqual({ from, status: 403 });
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
    }
    expect(files()).toEqual([]);
  });

  for (const [name, headers] of [
    ["text/plain", { "Content-Type": "text/plain" }],
    ["a form", { "Content-Type": "application/x-www-form-urlencoded" }],
    ["of no type", {}],
  ] as const) {
    it(`gets 415 when the body is ${name}, even from the site, and nothing is saved`, async () => {
      // As bytes, so that fetch adds no Content-Type of its own.
      const body = new TextEncoder().encode(JSON.stringify(enquiry));
      const response = await post(body, { Origin: SITE, ...headers });
      expect(response.status).toBe(415);
      expect(files()).toEqual([]);
    });
  }

  it("accepts the site origins of npm start by default, and the ones it is given instead", async () => {
    expect(DEFAULT_ALLOWED_ORIGINS).toEqual(["http://localhost:9000", "http://127.0.0.1:9000"]);
    for (const from of DEFAULT_ALLOWED_ORIGINS) {
      expect((await postEnquiry(enquiry, { Origin: from })).status).toBe(200);
    }
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await start({ allowedOrigins: ["http://127.0.0.1:9401"] });
    expect((await postEnquiry(enquiry, { Origin: "http://127.0.0.1:9401" })).status).toBe(200);
    expect((await postEnquiry(enquiry, { Origin: SITE })).status).toBe(403);
  });
});

describe("a malformed request", () => {
  for (const [name, body, reason] of [
    ["not JSON", "{fullName:", /^The body is not valid JSON/],
    ["a list", "[]", /the body must be a JSON object/],
    [
      "no template id",
      JSON.stringify({ ...enquiry, template_id: "" }),
      /"template_id" must be a non-empty string/,
    ],
    [
      "no message",
      JSON.stringify({ ...enquiry, template_params: { ...enquiry.template_params, message: 1 } }),
      /"template_params.message" must be a string/,
    ],
  ] as const) {
    it(`gets 400 with the reason when it is ${name}, and nothing is saved`, async () => {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(reason);
      expect(files()).toEqual([]);
    });
  }

  it("gets 405 for another method and 404 for another path", async () => {
    expect((await fetch(`${origin}${SEND_PATH}`)).status).toBe(405);
    expect((await fetch(`${origin}/api/v1.0/email/send-form`, { method: "POST" })).status).toBe(
      404,
    );
  });

  it("gets an answer when its target is no URL, and the outbox keeps running", async () => {
    for (const target of ["//[", "/%", "//[?x=%"]) {
      const response = await fetch(`${origin}${target}`);
      expect({ target, status: response.status }).toEqual({ target, status: 404 });
    }
    await stillAnswering();
  });

  it("gets 413 when the body is too large, and the outbox keeps running", async () => {
    const large = withParams({ message: "x".repeat(100 * 1024) });
    const response = await postEnquiry(large);
    expect(response.status).toBe(413);
    expect(await response.text()).toMatch(/larger than 65536 bytes/);
    expect(files()).toEqual([]);
    await stillAnswering();
  });

  it("gets 413 or is cut off when the body is far too large, and the outbox keeps running", async () => {
    const huge = withParams({ message: "x".repeat(4 * 1024 * 1024) });
    const status = await postEnquiry(huge).then(
      (response) => response.status,
      () => "cut off",
    );
    expect([413, "cut off"]).toContain(status);
    expect(files()).toEqual([]);
    await stillAnswering();
  });
});

describe("the terminal line", () => {
  it("shows control characters in a name or message as escapes, never raw", async () => {
    const response = await postEnquiry(
      withParams({
        fullName: "\u001b[2J\u001b[31mMallory\u009b1m\u202e",
        message: "line one\nline two\r\u0007",
      }),
    );
    expect(response.status).toBe(200);
    expect(logged).toHaveLength(1);
    const [line] = logged;
    expect(line).not.toMatch(/[\p{Cc}\u202e]/u);
    expect(line).toContain("\\u001b[2J\\u001b[31mMallory\\u009b1m\\u202e");
    expect(line).toContain('"line one\\nline two\\r\\u0007"');
  });
});

/** Sends `text` over a raw connection and resolves to what came back before the outbox closed it. */
function slowClient(text: string, waitMs: number): Promise<{ closed: boolean; received: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(portOf(server), "127.0.0.1", () => socket.write(text));
    let received = "";
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ closed: false, received });
    }, waitMs);
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ closed: true, received });
    });
  });
}

describe("a slow client", () => {
  beforeEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await start({ requestTimeoutMs: 300 });
  });

  it("that never finishes its body is cut off with 408", async () => {
    const result = await slowClient(
      `POST ${SEND_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"lib`,
      3_000,
    );
    expect(result.closed).toBe(true);
    expect(result.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(files()).toEqual([]);
  });

  it("that never finishes its headers is cut off", async () => {
    const result = await slowClient(`POST ${SEND_PATH} HTTP/1.1\r\nHost: x\r\n`, 3_000);
    expect(result.closed).toBe(true);
  });
});

describe("the command line", () => {
  it("takes --port, --dir and any number of --allow-origin", async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, "127.0.0.1", () => {
        const free = portOf(probe);
        probe.close(() => {
          resolve(free);
        });
      });
    });
    const child = spawn(
      process.execPath,
      [
        path.join(import.meta.dirname, "outbox.ts"),
        ...["--port", String(port), "--dir", dir],
        ...["--allow-origin", "http://127.0.0.1:9401", "--allow-origin", "http://example.test"],
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    try {
      await new Promise((resolve, reject) => {
        child.stdout.once("data", resolve);
        child.once("exit", reject);
      });
      const url = `http://127.0.0.1:${port}${SEND_PATH}`;
      const from = async (site: string) =>
        (
          await fetch(url, {
            method: "POST",
            headers: { "Content-Type": "application/json", Origin: site },
            body: JSON.stringify(enquiry),
          })
        ).status;
      expect(await from("http://127.0.0.1:9401")).toBe(200);
      expect(await from("http://example.test")).toBe(200);
      expect(await from(SITE)).toBe(403);
      expect(saved()).toHaveLength(2);
    } finally {
      child.kill();
    }
  });

  it("with --port 0 names the port it was given, where it takes enquiries", async () => {
    const child = spawn(
      process.execPath,
      [path.join(import.meta.dirname, "outbox.ts"), "--port", "0", "--dir", dir],
      { stdio: ["ignore", "pipe", "ignore"] },
    );
    try {
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout.once("data", (chunk: Buffer) => {
          resolve(chunk.toString());
        });
        child.once("exit", reject);
      });
      const url = /^Outbox listening on (http:\/\/127\.0\.0\.1:\d+\/\S*) /.exec(line)?.[1];
      expect(url).toMatch(/:[1-9]\d*\//);
      const response = await fetch(url ?? "", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: SITE },
        body: JSON.stringify(enquiry),
      });
      expect(response.status).toBe(200);
    } finally {
      child.kill();
    }
  });

  it("names a port in use in one line and exits with status 1, no stack trace", async () => {
    await withPortTaken("127.0.0.1", async (port) => {
      const { code, stderr } = await runScript("outbox.ts", {
        args: ["--port", port, "--dir", dir],
      });
      expect(code).toBe(1);
      expect(stderr).toBe(
        `Port ${port} is in use (another \`npm run outbox\`, \`npm start\` or \`npm run edit\`?): stop it, or choose another with --port.\n`,
      );
    });
  });
});
