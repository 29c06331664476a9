/**
 * The development outbox: a small HTTP server on loopback that speaks EmailJS's send contract
 * (POST /api/v1.0/email/send, JSON in, status and text out), so the contact form works without
 * EmailJS keys and nothing a visitor sends is lost.
 *
 * Each enquiry is written as a JSON file under outbox/ (git-ignored) and summed up in one line.
 * It answers 200 only once the file is on disk under a name no other enquiry can take
 * (dev-outbox/store.ts), never stops on a request it cannot handle, and takes enquiries only as
 * JSON and only from the local site: a page elsewhere that the visitor's browser opens cannot
 * write files through it (its Origin is refused, and a form post is not JSON). `GET /` says what
 * it is and which origins it takes, so that `npm start` never mistakes another program for it.
 *
 *   node scripts/outbox.ts [--port 8025] [--host 127.0.0.1] [--dir outbox]
 *                          [--allow-origin http://localhost:9000 ...]
 *
 * `npm start` runs it beside the site when GATSBY_EMAILJS_* are not set.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { exitCannotListen, parseArgsOrExit, portOrExit } from "./cli.ts";
import { printable, readEnquiry, summary } from "./dev-outbox/enquiry.ts";
import { errorCode, saveEnquiry } from "./dev-outbox/store.ts";

export const SEND_PATH = "/api/v1.0/email/send";
export const DEFAULT_PORT = 8025;
/** The site's origins under `npm start` and `npm run serve`. */
export const DEFAULT_ALLOWED_ORIGINS = ["http://localhost:9000", "http://127.0.0.1:9000"];
/** The `name` in the answer to `GET /`, by which `npm start` recognises this outbox. */
export const OUTBOX_NAME = "Studio Anvaya development outbox";
const MAX_BODY_BYTES = 64 * 1024;
/** Past this much of a too large body, the connection is cut instead of read to its end. */
const MAX_DISCARDED_BYTES = 1024 * 1024;
/** A request must be complete (headers and body) within this time, or it gets 408. */
const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

/** The path of a request target ("/a?b" -> "/a"), without a URL parser that could throw. */
function pathOf(target: string): string {
  const end = target.search(/[?#]/);
  return end < 0 ? target : target.slice(0, end);
}

/** Whether a Content-Type header names JSON (`application/json`, any parameters). */
function isJson(contentType: string | undefined): boolean {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() === "application/json";
}

type Body =
  { kind: "body"; text: string } | { kind: "too-large"; close: boolean } | { kind: "aborted" };

/**
 * The request's body as text, at most `MAX_BODY_BYTES`. A larger one is read to its end and
 * dropped, so that the client, still sending, gets the 413 rather than a reset connection;
 * past `MAX_DISCARDED_BYTES` the caller closes the connection after answering.
 */
function readBody(request: http.IncomingMessage): Promise<Body> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
      } else if (size > MAX_DISCARDED_BYTES) {
        request.pause();
        resolve({ kind: "too-large", close: true });
      } else {
        chunks.length = 0;
      }
    });
    request.on("end", () => {
      if (size > MAX_BODY_BYTES) resolve({ kind: "too-large", close: false });
      else resolve({ kind: "body", text: Buffer.concat(chunks).toString("utf8") });
    });
    request.on("error", () => {
      resolve({ kind: "aborted" });
    });
    request.on("close", () => {
      resolve({ kind: "aborted" });
    });
  });
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);

export interface OutboxOptions {
  dir: string;
  log?: (line: string) => void;
  warn?: (line: string) => void;
  allowedOrigins?: readonly string[];
  requestTimeoutMs?: number;
}

/**
 * The outbox server (not yet listening): enquiries are saved in `dir` and summed up through
 * `log`; failures to save go to `warn`. Browsers may call it from `allowedOrigins` only.
 */
export function createOutbox({
  dir,
  log = console.log,
  warn = console.error,
  allowedOrigins = DEFAULT_ALLOWED_ORIGINS,
  requestTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
}: OutboxOptions): http.Server {
  const allowed = new Set(allowedOrigins);

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const origin = request.headers.origin;
    const fromAllowedOrigin = origin !== undefined && allowed.has(origin);
    const reply = (status: number, text: string, headers: http.OutgoingHttpHeaders = {}) => {
      if (response.headersSent || response.destroyed) return;
      response.writeHead(status, {
        "Content-Type": "text/plain; charset=utf-8",
        Vary: "Origin",
        ...(fromAllowedOrigin ? { "Access-Control-Allow-Origin": origin } : {}),
        ...headers,
      });
      response.end(text);
    };
    const refuseOrigin = () => {
      reply(
        403,
        `Requests from ${printable(String(origin))} are not accepted (if that is the site, start the outbox with --allow-origin ${printable(String(origin))})`,
      );
    };

    const urlPath = pathOf(request.url ?? "/");
    if (request.method === "OPTIONS") {
      if (origin !== undefined && !fromAllowedOrigin) {
        refuseOrigin();
        return;
      }
      reply(204, "", {
        "Access-Control-Allow-Methods": "POST, OPTIONS",
        "Access-Control-Allow-Headers": "Content-Type",
        "Access-Control-Max-Age": "600",
      });
      return;
    }
    if (urlPath === "/" && (request.method === "GET" || request.method === "HEAD")) {
      const identity = { name: OUTBOX_NAME, send: SEND_PATH, allowedOrigins: [...allowed] };
      reply(200, `${JSON.stringify(identity)}\n`, { "Content-Type": "application/json" });
      return;
    }
    if (urlPath !== SEND_PATH) {
      reply(404, `Not found: ${urlPath}`);
      return;
    }
    if (request.method !== "POST") {
      reply(405, `Use POST for ${SEND_PATH}`, { Allow: "POST, OPTIONS" });
      return;
    }
    if (origin !== undefined && !fromAllowedOrigin) {
      refuseOrigin();
      return;
    }
    if (!isJson(request.headers["content-type"])) {
      reply(415, "Send the enquiry as JSON, with Content-Type: application/json");
      return;
    }

    const body = await readBody(request);
    if (body.kind === "aborted") return;
    if (body.kind === "too-large") {
      reply(413, `The body is larger than ${String(MAX_BODY_BYTES)} bytes`, {
        ...(body.close ? { Connection: "close" } : {}),
      });
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.text);
    } catch (error) {
      reply(400, `The body is not valid JSON: ${error instanceof Error ? error.message : ""}`);
      return;
    }
    const read = readEnquiry(parsed);
    if ("problem" in read) {
      reply(400, `Not an EmailJS send request: ${read.problem}`);
      return;
    }
    const { enquiry } = read;

    const receivedAt = new Date().toISOString();
    let file: string;
    try {
      // The server's receivedAt, first in the file and never one the client sent.
      const record = Object.assign({ receivedAt }, enquiry, { receivedAt });
      file = await saveEnquiry(dir, record, {
        fullName: enquiry.template_params.fullName,
        receivedAt,
      });
    } catch (error) {
      const code = errorCode(error);
      warn(`outbox: an enquiry could not be saved in ${dir}: ${messageOf(error)}`);
      reply(
        500,
        `The enquiry could not be saved${code ? ` (${code})` : ""}: see the outbox's terminal`,
      );
      return;
    }
    log(summary(enquiry, path.relative(process.cwd(), file)));
    reply(200, "OK");
  }

  return http.createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(requestTimeoutMs, 5_000),
      // How often Node looks for requests past those limits (by default every 30 s).
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, requestTimeoutMs / 4)),
    },
    (request, response) => {
      handle(request, response).catch((error: unknown) => {
        warn(`outbox: ${messageOf(error)}`);
        if (!response.headersSent) {
          response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        }
        response.end("Internal error: see the outbox's terminal");
      });
    },
  );
}

/**
 * The origins the outbox at `url` takes enquiries from, when it is this project's outbox; null
 * when nothing answers there or something else does.
 */
export async function outboxOrigins(url: string): Promise<string[] | null> {
  try {
    const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(2_000) });
    const identity: unknown = await response.json();
    if (
      typeof identity === "object" &&
      identity !== null &&
      "name" in identity &&
      identity.name === OUTBOX_NAME &&
      "allowedOrigins" in identity &&
      Array.isArray(identity.allowedOrigins)
    ) {
      return identity.allowedOrigins.filter(
        (origin): origin is string => typeof origin === "string",
      );
    }
  } catch {
    // nothing listens, or it does not answer JSON
  }
  return null;
}

const USAGE = `Usage: node scripts/outbox.ts [--port ${String(DEFAULT_PORT)}] [--host 127.0.0.1] [--dir outbox]
                              [--allow-origin <origin>]...   (default: ${DEFAULT_ALLOWED_ORIGINS.join(", ")})`;

function main(): void {
  const { values } = parseArgsOrExit(
    {
      options: {
        port: { type: "string", default: process.env.OUTBOX_PORT ?? String(DEFAULT_PORT) },
        host: { type: "string", default: "127.0.0.1" },
        dir: { type: "string", default: "outbox" },
        "allow-origin": { type: "string", multiple: true },
      },
    },
    USAGE,
  );
  const port = portOrExit(values.port, USAGE);
  const allowedOrigins = values["allow-origin"] ?? DEFAULT_ALLOWED_ORIGINS;
  const dir = path.resolve(values.dir);
  const server = createOutbox({ dir, allowedOrigins });
  server.on("error", (error) => {
    exitCannotListen(
      "The outbox",
      {
        host: values.host,
        port,
        inUse:
          "(another `npm run outbox`, `npm start` or `npm run edit`?): stop it, or choose another with --port.",
      },
      error,
    );
  });
  server.listen(port, values.host, () => {
    // The port bound, which --port 0 leaves to the system.
    const { port: bound } = server.address() as AddressInfo;
    console.log(
      `Outbox listening on http://${values.host}:${String(bound)}${SEND_PATH} for ${allowedOrigins.join(", ")}; enquiries are saved in ${path.relative(process.cwd(), dir) || "."}/`,
    );
  });
}

if (import.meta.main) main();
