#!/usr/bin/env node
/**
 * The development outbox: a small HTTP server on loopback that speaks EmailJS's send contract
 * (POST /api/v1.0/email/send, JSON in, status and text out), so the contact form works without
 * EmailJS keys and nothing a visitor sends is lost.
 *
 * Each enquiry is written as a JSON file under outbox/ (git-ignored) and summed up in one line.
 * A malformed request gets 400 and the reason.
 *
 *   node scripts/outbox.js [--port 8025] [--host 127.0.0.1] [--dir outbox]
 *
 * `npm start` runs it beside the site when GATSBY_EMAILJS_* are not set.
 */
const fs = require("node:fs");
const http = require("node:http");
const path = require("node:path");

const SEND_PATH = "/api/v1.0/email/send";
const DEFAULT_PORT = 8025;
const MAX_BODY_BYTES = 64 * 1024;
const TEMPLATE_FIELDS = ["fullName", "email", "user_phone", "message"];
const CONFIG_FIELDS = ["lib_version", "user_id", "service_id", "template_id"];

/** Why a parsed request body is not an EmailJS send request, or null when it is one. */
function whyInvalid(body) {
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    return "the body must be a JSON object";
  }
  for (const field of CONFIG_FIELDS) {
    if (typeof body[field] !== "string" || body[field] === "") {
      return `"${field}" must be a non-empty string`;
    }
  }
  const params = body.template_params;
  if (params === null || typeof params !== "object" || Array.isArray(params)) {
    return '"template_params" must be an object';
  }
  for (const field of TEMPLATE_FIELDS) {
    if (typeof params[field] !== "string") {
      return `"template_params.${field}" must be a string`;
    }
  }
  return null;
}

function fileNameFor(enquiry, receivedAt) {
  const slug =
    enquiry.template_params.fullName
      .normalize("NFKD")
      .replace(/[^\w\s-]/g, "")
      .trim()
      .replace(/\s+/g, "-")
      .toLowerCase()
      .slice(0, 40) || "enquiry";
  return `${receivedAt.replace(/[:.]/g, "-")}-${slug}.json`;
}

function summary(enquiry, file) {
  const { fullName, email, user_phone: phone, message } = enquiry.template_params;
  const preview = message.length > 60 ? `${message.slice(0, 57)}...` : message;
  return `outbox: ${fullName} <${email}>${phone ? ` ${phone}` : ""} "${preview}" -> ${file}`;
}

function reply(response, status, text) {
  response.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": "POST, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type",
  });
  response.end(text);
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error("too large"));
        request.destroy();
      } else {
        chunks.push(chunk);
      }
    });
    request.on("end", () => {
      resolve(Buffer.concat(chunks).toString("utf8"));
    });
    request.on("error", reject);
  });
}

/** The outbox server (not yet listening): enquiries are saved in `dir`, summed up through `log`. */
function createOutbox({ dir, log = console.log }) {
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://outbox");
    if (request.method === "OPTIONS") {
      reply(response, 204, "");
      return;
    }
    if (url.pathname === "/" && request.method === "GET") {
      reply(response, 200, "Studio Anvaya development outbox");
      return;
    }
    if (url.pathname !== SEND_PATH) {
      reply(response, 404, `Not found: ${url.pathname}`);
      return;
    }
    if (request.method !== "POST") {
      reply(response, 405, `Use POST for ${SEND_PATH}`);
      return;
    }
    readBody(request).then(
      (text) => {
        let body;
        try {
          body = JSON.parse(text);
        } catch (error) {
          reply(response, 400, `The body is not valid JSON: ${error.message}`);
          return;
        }
        const problem = whyInvalid(body);
        if (problem) {
          reply(response, 400, `Not an EmailJS send request: ${problem}`);
          return;
        }
        const receivedAt = new Date().toISOString();
        const file = path.join(dir, fileNameFor(body, receivedAt));
        fs.mkdirSync(dir, { recursive: true });
        fs.writeFileSync(file, `${JSON.stringify({ receivedAt, ...body }, null, 2)}\n`);
        log(summary(body, path.relative(process.cwd(), file)));
        reply(response, 200, "OK");
      },
      () => {
        reply(response, 413, `The body is larger than ${MAX_BODY_BYTES} bytes`);
      },
    );
  });
}

function option(args, name, fallback) {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const port = Number(option(args, "port", process.env.OUTBOX_PORT ?? DEFAULT_PORT));
  const host = option(args, "host", "127.0.0.1");
  const dir = path.resolve(option(args, "dir", "outbox"));
  createOutbox({ dir }).listen(port, host, () => {
    console.log(
      `Outbox listening on http://${host}:${port}${SEND_PATH}; enquiries are saved in ${path.relative(process.cwd(), dir) || "."}/`,
    );
  });
}

module.exports = { createOutbox, whyInvalid, SEND_PATH, DEFAULT_PORT };
