/**
 * Types of chromium.js, which stays plain CommonJS so that CI can run it with node before
 * `npm ci` and Playwright can require it from its config. Keep the two in step; the JSDoc there
 * says the same for editors (`@ts-check`).
 */

/** Debian's and Ubuntu's Chromium packages, in the order they are looked for. */
export declare const SYSTEM_CHROMIUM: readonly string[];

/** Flags for headless Chromium as root in a container without a GPU or outside network. */
export declare const CHROMIUM_FLAGS: readonly string[];

/** `$CHROME_PATH`, else the first executable system Chromium, else `undefined`. */
export declare function chromiumExecutablePath(env?: NodeJS.ProcessEnv): string | undefined;
