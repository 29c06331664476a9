/** Types of headers-file.js (CommonJS, so that jest and the local server share it with the build). */

/** One header line: its name as written and its value. */
export type HeaderLine = readonly [name: string, value: string];

/** One block of a `_headers` file: the path pattern, the line it is on, and its headers. */
export interface ParsedRule {
  readonly path: string;
  readonly line: number;
  readonly headers: HeaderLine[];
}

export class HeadersFileError extends Error {
  readonly problems: readonly string[];
}

export function parseHeadersFile(text: string): ParsedRule[];

export function matchingRules(rules: readonly ParsedRule[], urlPath: string): ParsedRule[];

export function headersFor(rules: readonly ParsedRule[], urlPath: string): HeaderLine[];
