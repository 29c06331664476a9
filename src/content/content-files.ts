import { isUtf8 } from "node:buffer";
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { CST, Lexer } from "yaml";
import type { ContentSource } from "./source";

/** Reading the YAML files of `content/`, shared by the content check and the content reader. */

const YAML_FILE = /\.ya?ml$/i;

/** Every file below `dir` whose name matches `name`, sorted, as absolute paths; none without `dir`. */
export function listFiles(dir: string, name: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((dirent) => dirent.isFile() && name.test(dirent.name))
    .map((dirent) => path.join(dirent.parentPath, dirent.name))
    .sort();
}

/** Every YAML file below `dir`, sorted, as absolute paths. */
export function listYamlFiles(dir: string): string[] {
  return listFiles(dir, YAML_FILE);
}

/**
 * Where the bytes of a file are not UTF-8, or null when they all are: the first bad byte's line
 * and column (counted from 1, in characters) and the other lines that hold one. A file saved in
 * another encoding (Latin-1, Windows-1252) would otherwise be read with U+FFFD "�" in place of
 * each accented letter and published so.
 */
export function utf8Problem(bytes: Buffer): string | null {
  if (isUtf8(bytes)) return null;
  const lines: { line: number; column: number; byte: number }[] = [];
  let start = 0;
  for (let line = 1; start <= bytes.length; line += 1) {
    const newline = bytes.indexOf(0x0a, start);
    const end = newline === -1 ? bytes.length : newline;
    const bad = firstBadByte(bytes.subarray(start, end));
    if (bad !== null) lines.push({ line, ...bad });
    start = end + 1;
  }
  const [first, ...others] = lines;
  if (first === undefined) return "not valid UTF-8: save the file as UTF-8";
  const hex = first.byte.toString(16).toUpperCase().padStart(2, "0");
  const also =
    others.length === 0
      ? ""
      : `, also on line${others.length === 1 ? "" : "s"} ${others.map((other) => other.line).join(", ")}`;
  return `line ${first.line}, column ${first.column}: not valid UTF-8 (byte 0x${hex}${also}): save the file as UTF-8`;
}

/**
 * The first byte of `line` that is not UTF-8 and its column in characters, or null. The bytes are
 * fed to a strict decoder one at a time, which fails at the byte that cannot continue (or, at
 * the end, on a character left unfinished).
 */
function firstBadByte(line: Uint8Array): { column: number; byte: number } | null {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let column = 1;
  let charStart = 0;
  for (let index = 0; index <= line.length; index += 1) {
    try {
      const decoded =
        index === line.length
          ? decoder.decode()
          : decoder.decode(line.subarray(index, index + 1), { stream: true });
      if (decoded !== "") {
        column += Array.from(decoded).length;
        charStart = index + 1;
      }
    } catch {
      return { column, byte: line[charStart] ?? line[index] ?? 0 };
    }
  }
  return null;
}

/**
 * A YAML file's value, or where and why it is not valid YAML; either way `problems` names what
 * else is wrong with it, if anything: where its bytes are not UTF-8, and in a valid file each
 * comment (`yamlComments`). The text is still read, so that the file's other problems are
 * reported in the same run.
 */
export function readYaml(
  file: string,
): { value: unknown; problems: string[] } | { error: string; problems: string[] } {
  const bytes = fs.readFileSync(file);
  const encoding = utf8Problem(bytes);
  const problems = encoding === null ? [] : [encoding];
  const text = bytes.toString("utf8");
  try {
    const value: unknown = yaml.load(text, { filename: file });
    return { value, problems: [...problems, ...yamlComments(text)] };
  } catch (error) {
    if (error instanceof yaml.YAMLException) return { error: yamlProblem(error, text), problems };
    throw error;
  }
}

/** The marks the yaml package's lexer puts among the text's tokens, and the byte order mark. */
const NOT_ON_A_LINE: ReadonlySet<string | null> = new Set([
  "byte-order-mark",
  "doc-mode",
  "flow-error-end",
  "scalar",
]);

/**
 * Each comment in a YAML text, as a problem naming its line and column (from 1). The files hold
 * none (the editor deletes them when it saves), so a comment is nearly always a text cut short:
 * in a text without quotes, a # after a space starts a comment, and `title: Apartment #2,
 * Bandra` reads "Apartment". The yaml package's lexer says which of its tokens are comments.
 */
export function yamlComments(text: string): string[] {
  const problems: string[] = [];
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  let line = 0;
  let column = 0;
  // Whether the line's last token, spaces aside, is a text without quotes: the lexer marks a
  // scalar, and the token after the mark is that text, which has no type of its own.
  let plainText = false;
  let marked = false;
  for (const token of new Lexer().lex(text)) {
    const type = CST.tokenType(token);
    if (type === "comment") {
      const advice = plainText
        ? "a # after a space starts a comment, which YAML leaves out, so the text ends before it: put the whole text in quotes (' at each end, any ' inside written twice)"
        : "a # starts a comment, which the editor deletes when it saves: remove it, or put a text holding # in quotes";
      problems.push(
        `line ${String(line + 1)}, column ${String(column + 1)}: ${advice} (the line reads: ${excerpt(lines[line] ?? "", column)})`,
      );
    }
    if (type !== "space") plainText = marked && type === null;
    marked = type === "scalar";
    if (NOT_ON_A_LINE.has(type)) continue;
    const breaks = token.split("\n");
    if (breaks.length === 1) column += token.length;
    else {
      line += breaks.length - 1;
      column = (breaks.at(-1) ?? "").length;
      plainText = false;
    }
  }
  return problems;
}

/** How much of a line a YAML error quotes, around the place it names. */
const EXCERPT = 60;

/**
 * Why `text` is not valid YAML, as an editor can act on it: the line and column, what to do for
 * the mistakes made most (js-yaml's reason for the others), and the line itself.
 */
function yamlProblem(error: yaml.YAMLException, text: string): string {
  // Some errors have no place in the text: a second document ("---") has none.
  const mark = (error as { mark?: yaml.YAMLException["mark"] }).mark;
  const lines = text.split(/\r?\n/);
  const quote = /within a (single|double) quoted scalar/.exec(error.reason)?.[1];
  // A quote never closed is found at the end of the file; the line that opens it is the one to fix.
  const opened = quote === undefined ? null : unclosedQuote(lines, quote === "single" ? "'" : '"');
  const marked = opened ?? (mark ? placeOf(mark, lines, text) : null);
  // An apostrophe that ended a text in single quotes before its line did, placed at the apostrophe.
  const early = opened || !marked ? null : apostropheInQuotes(lines[marked.line] ?? "");
  const at = early && marked ? { line: marked.line, column: early.column } : marked;
  const line = at ? (lines[at.line] ?? "") : "";
  const advice = opened
    ? closeQuote(opened.quote, line)
    : (early?.advice ?? yamlAdvice(error.reason, line));
  const what = advice === null ? `not valid YAML (${error.reason})` : `not valid YAML: ${advice}`;
  if (!at) return what;
  return `line ${String(at.line + 1)}, column ${String(at.column + 1)}: ${what} (the line reads: ${excerpt(line, at.column)})`;
}

/**
 * The line and column (from 0) js-yaml names, or, where the column runs past its line (its check
 * for a null byte counts from the start of the file), the place its offset in the text gives.
 */
function placeOf(
  mark: yaml.YAMLException["mark"],
  lines: readonly string[],
  text: string,
): { line: number; column: number } {
  if (mark.column <= (lines[mark.line]?.length ?? 0)) return mark;
  // js-yaml reads the text without a byte order mark.
  const before = text.slice(0, mark.position + (text.startsWith("\uFEFF") ? 1 : 0)).split(/\r?\n/);
  return { line: before.length - 1, column: before.at(-1)?.length ?? 0 };
}

/** What to do about the YAML mistakes made most, by js-yaml's reason; null for the others. */
function yamlAdvice(reason: string, line: string): string | null {
  if (reason.startsWith("tab characters")) return "use spaces, not tabs, to indent";
  if (reason === "duplicated mapping key") {
    const key = /^\s*(?:-\s+)?([^:]+?)\s*:/.exec(line)?.[1];
    return key === undefined ? "one field appears twice" : `the field "${key}" appears twice`;
  }
  if (reason === "bad indentation of a mapping entry") {
    // After its field's name, a value holding ": " is read as a field of its own.
    const value = /^\s*(?:-\s+)?[^:]+:\s+(.*)$/.exec(line)?.[1] ?? "";
    return /:(\s|$)/.test(value)
      ? "a text containing ': ' must be put in quotes"
      : "this line is not indented as the lines above it";
  }
  if (reason.startsWith("expected a single document")) {
    return 'a line "---" starts a second document: remove it';
  }
  return null;
}

/**
 * The first line that opens a quoted text (after a field's name or a list's `-`) and does not
 * close it; the files hold each text on one line.
 */
function unclosedQuote(
  lines: readonly string[],
  quote: "'" | '"',
): { line: number; column: number; quote: string } | null {
  for (const [index, line] of lines.entries()) {
    const match = /^(\s*(?:-\s+)?(?:[^\s'"#-][^:#]*:\s+)?)(['"])(.*)$/.exec(line);
    if (match?.[2] !== quote) continue;
    const inside = match[3] ?? "";
    // '' is a ' inside single quotes, \" (and any \x) an escape inside double quotes.
    const rest = quote === "'" ? inside.replaceAll("''", "") : inside.replace(/\\./g, "");
    if (!rest.includes(quote)) return { line: index, column: match[1]?.length ?? 0, quote };
  }
  return null;
}

/**
 * Where a text opened with ' on `line` is ended by an apostrophe before the line ends:
 * `title: 'Zoë's Villa'` is the text "Zoë" followed by `s Villa'`, which YAML cannot read (it
 * says the line is not indented, or, with a ': ' after it, that the text needs quotes). The
 * apostrophe's column (from 0) and what to do; null for any other line.
 */
function apostropheInQuotes(line: string): { column: number; advice: string } | null {
  // '' is a ' inside single quotes: the text ends at the first ' that is not doubled.
  const match = /^(\s*(?:-\s+)?(?:[^\s'"#-][^:#]*:\s+)?')((?:[^']|'')+)'(.*)$/.exec(line);
  if (!match) return null;
  const [, opening = "", inside = "", after = ""] = match;
  if (after.trim() === "" || /^\s+#/.test(after)) return null;
  const before = /\S*$/.exec(inside)?.[0] ?? "";
  const rest = /^\S*/.exec(after)?.[0] ?? "";
  const word = `${before}'${rest}`;
  return {
    column: opening.length + inside.length,
    advice: `the apostrophe in "${word}" ends the text opened with ': write it twice (${before}''${rest}) or use ’ (${before}’${rest})`,
  };
}

function closeQuote(quote: string, line: string): string {
  const curly = quote === "'" ? /[‘’]/.exec(line) : /[“”]/.exec(line);
  const instead = curly ? ` (a curly ${curly[0]} does not close it)` : "";
  return `the text opened with ${quote} is not closed${instead}: end it with ${quote}`;
}

/** The line around `column`, at most EXCERPT characters, tabs shown as ⇥, other controls as �. */
function excerpt(line: string, column: number): string {
  const shown = line
    .replaceAll("\t", "⇥")
    .replace(/\p{Cc}/gu, "�")
    .trimEnd();
  const indent = shown.length - shown.trimStart().length;
  const start = Math.max(indent, Math.min(column - EXCERPT / 2, shown.length - EXCERPT));
  const end = start + EXCERPT;
  return `${start > indent ? "…" : ""}${shown.slice(start, end)}${end < shown.length ? "…" : ""}`;
}

/** The entries a source's file holds: each item of a list file, or the file itself. */
export function entriesOf(
  source: ContentSource,
  value: unknown,
): { list: { entry?: number; value: unknown }[] } | { error: string } {
  if (source.shape === "list") {
    if (!Array.isArray(value) || value.length === 0) {
      return { error: "must be a list of entries (each starting with `- `)" };
    }
    const items: readonly unknown[] = value;
    return { list: items.map((item, index) => ({ entry: index + 1, value: item })) };
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return { error: "must hold one entry of `field: value` lines" };
  }
  return { list: [{ value }] };
}
