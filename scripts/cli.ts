/**
 * What the local servers' command lines (`serve.ts`, `outbox.ts`) share: a person types them, so
 * a mistake gets its problem and the usage, not a stack trace.
 */

/** The value of a `--port` option as a TCP port, or null when it is not one. */
export function portOf(value: string): number | null {
  const port = Number(value);
  return value.trim() !== "" && Number.isInteger(port) && port >= 0 && port <= 65535 ? port : null;
}

/** Prints `problem` and `usage` to standard error and exits with status 1. */
export function exitWithUsage(problem: string, usage: string): never {
  console.error(`${problem}\n${usage}`);
  process.exit(1);
}

/** The message of what `parseArgs` threw (an unknown option, a missing value). */
export const problemOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);
