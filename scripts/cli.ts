/**
 * What the local servers' command lines (`serve.ts`, `outbox.ts`) share: a person types them, so
 * a mistake gets its problem and the usage, not a stack trace.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";

/**
 * The value of a `--port` option as a TCP port, or null when it is not one. Decimal digits only:
 * Number() would also read "0x1F90" as 8080, "1e3" as 1000 and " 9" as 9.
 */
export function portOf(value: string): number | null {
  if (!/^\d{1,5}$/.test(value)) return null;
  const port = Number(value);
  return port <= 65535 ? port : null;
}

/** Prints `problem` and `usage` to standard error and exits with status 1. */
function exitWithUsage(problem: string, usage: string): never {
  console.error(`${problem}\n${usage}`);
  process.exit(1);
}

/** `parseArgs(config)`; an unknown option or a missing value exits with the usage. */
export function parseArgsOrExit<T extends ParseArgsConfig>(
  config: T,
  usage: string,
): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    return exitWithUsage(error instanceof Error ? error.message : String(error), usage);
  }
}

/** The `--port` value as a TCP port; anything else exits with the usage. */
export const portOrExit = (value: string, usage: string): number =>
  portOf(value) ?? exitWithUsage(`Not a port: ${value}`, usage);
