/**
 * Reads a colour from the design tokens (`src/styles/tokens.css`), so that what browsers show
 * outside the page (the web app manifest's theme and splash colours) follows the one place the
 * palette is defined instead of repeating hex codes in configuration.
 */

const DECLARATION = /(--[\w-]+)\s*:\s*([^;}]+)[;}]/g;
const REFERENCE = /^var\(\s*(--[\w-]+)\s*\)$/;

/** Every custom property declared in `css`, as written (later declarations win). */
function customProperties(css: string): Map<string, string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const found = new Map<string, string>();
  for (const [, name, value] of withoutComments.matchAll(DECLARATION)) {
    if (name && value) found.set(name, value.trim());
  }
  return found;
}

/**
 * The value of the custom property `name` in `css`, following `var(--other)` references,
 * e.g. `--color-bg: var(--color-ivory)` gives ivory's hex code. Throws when the token is missing,
 * so that renaming a token fails the build instead of shipping an empty colour.
 */
export function tokenValue(css: string, name: string): string {
  const properties = customProperties(css);
  const seen = new Set<string>();
  let current = name;
  for (;;) {
    if (seen.has(current)) throw new Error(`design token ${name} refers to itself`);
    seen.add(current);
    const value = properties.get(current);
    if (value === undefined) throw new Error(`design token ${current} is not defined`);
    const reference = REFERENCE.exec(value);
    if (!reference?.[1]) return value;
    current = reference[1];
  }
}
