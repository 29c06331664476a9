/**
 * `npm run serve` when it cannot listen: one line saying why, status 1, no stack trace.
 */
import { test } from "node:test";
import { expect } from "expect";
import { runScript, withPortTaken } from "./command-line-runs.ts";

/** Runs serve.ts with `args` until it exits; its status and standard error. */
const serve = (...args: string[]) => runScript("serve.ts", { args, limitMs: 10_000 });

test("a port in use is named in one line, with what may hold it", async () => {
  await withPortTaken("127.0.0.1", async (port) => {
    const { code, stderr } = await serve("--port", port, "--host", "127.0.0.1");
    expect(code).toBe(1);
    expect(stderr).toBe(
      `Port ${port} is in use (another \`npm run serve\`, \`npm start\` or \`npm run edit\`?): stop it, or choose another with --port.\n`,
    );
  });
});

for (const host of ["nonexistent.invalid", "999.1.1.1"]) {
  test(`a host that is none (${host}) is named in one line, with the system's reason`, async () => {
    const { code, stderr } = await serve("--port", "0", "--host", host);
    expect(code).toBe(1);
    expect(stderr).toBe(`The server cannot listen on ${host}:0: getaddrinfo ENOTFOUND ${host}\n`);
  });
}
