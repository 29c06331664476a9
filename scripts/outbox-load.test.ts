/**
 * A bounded load test of the development outbox on loopback: 1,000 enquiries, 50 at a time, many
 * under one name and in non-Latin scripts, must all be answered 200 and leave exactly 1,000
 * complete files. It prints the figures (total time, requests per second, p50/p95 latency).
 */
import fs from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { expect } from "expect";
import { createOutbox, SEND_PATH } from "./outbox.ts";

const TOTAL = 1_000;
const CONCURRENCY = 50;
const SITE = "http://localhost:9000";
/** Names repeat, so that many enquiries share a name within the same millisecond. */
const NAMES = [
  "Zoë O'Brien",
  "Zoë O'Brien",
  "王芳",
  "अनन्या शर्मा",
  "Анна Петрова",
  "🙂",
  "Ira Visitor",
];

let dir: string;
let server: Server;
let warned: string[];

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-load-"));
  warned = [];
  server = createOutbox({ dir, log: () => undefined, warn: (line) => warned.push(line) });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});

after(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

function enquiry(index: number) {
  return {
    lib_version: "4.4.1",
    user_id: "local-outbox",
    service_id: "local-outbox",
    template_id: "local-outbox",
    template_params: {
      fullName: NAMES[index % NAMES.length],
      email: `visitor${index}@example.com`,
      user_phone: "",
      message: `Enquiry ${index} of the load test.`,
    },
  };
}

/** The value below which `share` (0..1) of the sorted `values` fall. */
function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
}

test(
  `${String(TOTAL)} enquiries, ${String(CONCURRENCY)} at a time, are all answered 200 and all saved`,
  { timeout: 30_000 },
  async () => {
    const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}${SEND_PATH}`;
    const statuses: number[] = [];
    const failures: string[] = [];
    const latencies: number[] = [];
    let next = 0;

    async function client() {
      while (next < TOTAL) {
        const index = next;
        next += 1;
        const started = performance.now();
        try {
          const response = await fetch(url, {
            method: "POST",
            headers: { "Content-Type": "application/json", Origin: SITE },
            body: JSON.stringify(enquiry(index)),
          });
          await response.text();
          statuses.push(response.status);
        } catch (error) {
          failures.push(String(error));
        }
        latencies.push(performance.now() - started);
      }
    }

    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, client));
    const seconds = (performance.now() - started) / 1000;

    const sorted = latencies.sort((a, b) => a - b);
    console.log(
      [
        `outbox load: ${String(TOTAL)} posts, ${String(CONCURRENCY)} concurrent, in ${seconds.toFixed(2)} s`,
        `(${String(Math.round(TOTAL / seconds))} requests/s);`,
        `latency p50 ${percentile(sorted, 0.5).toFixed(1)} ms,`,
        `p95 ${percentile(sorted, 0.95).toFixed(1)} ms,`,
        `max ${percentile(sorted, 1).toFixed(1)} ms`,
      ].join(" "),
    );

    expect(failures).toEqual([]);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(statuses).toHaveLength(TOTAL);
    expect(warned).toEqual([]);
    const files = fs.readdirSync(dir);
    expect(files.filter((file) => !file.endsWith(".json"))).toEqual([]);
    expect(files).toHaveLength(TOTAL);
    const messages = new Set(
      files.map(
        (file) =>
          (
            JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as {
              template_params: { message: string };
            }
          ).template_params.message,
      ),
    );
    expect(messages.size).toBe(TOTAL);
  },
);
