/**
 * What the local tools' command lines (`serve.ts`, `outbox.ts`, `start.ts`, `edit.ts`) share: a
 * person types them, so `--help` gets the usage and a mistake its problem and the usage, never a
 * build or a stack trace; a port or host they cannot listen on gets one line saying why.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";
import { errorCode } from "./dev-outbox/store.ts";

/**
 * The value of a `--port` option as a TCP port, or null when it is not one. Decimal digits only:
 * Number() would also read "0x1F90" as 8080, "1e3" as 1000 and " 9" as 9.
 */
export function portOf(value: string): number | null {
  if (!/^\d{1,5}$/.test(value)) return null;
  const port = Number(value);
  return port <= 65535 ? port : null;
}

/** Prints `text` to standard error and exits with status 1. */
export function exitWith(text: string): never {
  console.error(text);
  process.exit(1);
}

/** Prints `problem` and `usage` to standard error and exits with status 1. */
const exitWithUsage = (problem: string, usage: string): never => exitWith(`${problem}\n${usage}`);

/**
 * `parseArgs(config)`: `--help` (or `-h`) prints the usage and exits; an unknown option, a stray
 * argument or a missing value exits with the problem and the usage.
 */
export function parseArgsOrExit<T extends ParseArgsConfig>(
  config: T,
  usage: string,
): ReturnType<typeof parseArgs<T>> {
  const args = config.args ?? process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs(config);
  } catch (error) {
    return exitWithUsage(error instanceof Error ? error.message : String(error), usage);
  }
}

/** The `--port` value as a TCP port; anything else exits with the usage. */
export const portOrExit = (value: string, usage: string): number =>
  portOf(value) ?? exitWithUsage(`Not a port: ${value}`, usage);

/**
 * Exits saying in one line why `what` (e.g. "The outbox") could not listen on `host`:`port`: a
 * port in use, then `inUse` (what may hold it and what to do), else the system's reason (a host
 * that does not resolve).
 */
export function exitCannotListen(
  what: string,
  { host, port, inUse }: { host: string; port: number; inUse: string },
  error: unknown,
): never {
  if (errorCode(error) === "EADDRINUSE") return exitWith(`Port ${String(port)} is in use ${inUse}`);
  const reason = error instanceof Error ? error.message : String(error);
  return exitWith(`${what} cannot listen on ${host}:${String(port)}: ${reason}`);
}
