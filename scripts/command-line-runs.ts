/**
 * For the tests of the command lines (serve.ts, outbox.ts, start.ts, edit.ts): a script run as a
 * person runs it, and a port some other program holds.
 */
import { spawn } from "node:child_process";
import net, { type AddressInfo } from "node:net";
import path from "node:path";

/**
 * Runs scripts/`file` with `args` under `env` (added to this process's) until it exits: its status
 * and what it printed. One that did start a server would run on: it is stopped after `limitMs`, so
 * the test fails on its status rather than hanging.
 */
export function runScript(
  file: string,
  {
    args = [],
    env = {},
    limitMs = 20_000,
  }: { args?: string[]; env?: NodeJS.ProcessEnv } & {
    limitMs?: number;
  } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, file), ...args], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill(), limitMs);
  return new Promise((resolve) => {
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Runs `use` with a port another server holds on `host`, then frees it. */
export async function withPortTaken<T>(
  host: string,
  use: (port: string) => Promise<T>,
): Promise<T> {
  const occupant = net.createServer();
  await new Promise<void>((resolve) => occupant.listen(0, host, resolve));
  try {
    return await use(String((occupant.address() as AddressInfo).port));
  } finally {
    occupant.close();
  }
}
