/**
 * `npm run serve` when it cannot listen: one line saying why, status 1, no stack trace.
 */
import { spawn } from "node:child_process";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import { test } from "node:test";
import { expect } from "expect";

/** Runs serve.ts with `args` until it exits; its status and standard error. */
function serve(...args: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "serve.ts"), ...args], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    child.on("exit", (code) => {
      resolve({ code, stderr });
    });
    // A server that did listen would run on: stopped, it fails the test on its status, not a hang.
    setTimeout(() => child.kill(), 10_000).unref();
  });
}

test("a port in use is named in one line, with what may hold it", async () => {
  const occupant = net.createServer();
  await new Promise<void>((resolve) => occupant.listen(0, "127.0.0.1", resolve));
  try {
    const port = String((occupant.address() as AddressInfo).port);
    const { code, stderr } = await serve("--port", port, "--host", "127.0.0.1");
    expect(code).toBe(1);
    expect(stderr).toBe(
      `Port ${port} is in use (another \`npm run serve\`, \`npm start\` or \`npm run edit\`?): stop it, or choose another with --port.\n`,
    );
  } finally {
    occupant.close();
  }
});

for (const host of ["nonexistent.invalid", "999.1.1.1"]) {
  test(`a host that is none (${host}) is named in one line, with the system's reason`, async () => {
    const { code, stderr } = await serve("--port", "0", "--host", host);
    expect(code).toBe(1);
    expect(stderr).toBe(`The server cannot listen on ${host}:0: getaddrinfo ENOTFOUND ${host}\n`);
  });
}
