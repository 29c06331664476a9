/**
 * The switches of the plugin: each change it makes to Gatsby can be turned off on its own, so
 * that its gain can be measured with and without (README.md). All are on by default.
 * gatsby-config passes the names listed in OVERRIDES_OFF (comma-separated) as `off`.
 */
export const OVERRIDES = [
  "short-class-names",
  "stylesheet-per-page",
  "no-manifest-browser-api",
  "no-partytown-browser-api",
  "no-inline-scripts",
  "scripts-after-load",
  "boundaries-in-place",
  "page-font-preloads",
  "remove-last-bundles",
  "avif-effort",
  "webp-effort",
] as const;

export type Override = (typeof OVERRIDES)[number];

function isOverride(name: string): name is Override {
  return (OVERRIDES as readonly string[]).includes(name);
}

/**
 * The switches off from a comma-separated list (the OVERRIDES_OFF variable); an unknown name
 * throws, so a mistyped switch never measures the site unchanged under another name.
 */
export function overridesOff(list: string | undefined): Override[] {
  const names = (list ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  const unknown = names.filter((name) => !isOverride(name));
  if (unknown.length > 0) {
    throw new Error(
      `OVERRIDES_OFF names no change of plugins/gatsby-overrides: ${unknown.join(", ")} (one of ${OVERRIDES.join(", ")})`,
    );
  }
  return names.filter(isOverride);
}

/**
 * The changes turned off, from the options Gatsby hands each of the plugin's APIs (gatsby-config's
 * `off`, a list of names).
 */
export function offIn(options: Readonly<Record<string, unknown>> | undefined): Override[] {
  const off = options?.off;
  return Array.isArray(off) ? off.filter((name): name is Override => isOverride(String(name))) : [];
}

/** Whether a change is on, given the options Gatsby hands each of the plugin's APIs. */
export function isOn(
  options: Readonly<Record<string, unknown>> | undefined,
  override: Override,
): boolean {
  return !offIn(options).includes(override);
}
