/**
 * A deployed site whose form or policy names a loopback address sends every enquiry to the
 * visitor's own machine. The local mode (npm start, the tests) legitimately does; any other build
 * is scanned for such addresses before its files can ship.
 */

/** An http(s) URL on localhost, *.localhost, 127.0.0.0/8, [::1] or 0.0.0.0. */
const LOOPBACK_URL =
  /\bhttps?:\/\/(?:(?:[\w-]+\.)*localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)(?::\d+)?(?![\w.-])/gi;

/** Every loopback address found in the named texts, as `public/<file>: …` problems. */
export function loopbackProblems(texts: readonly (readonly [string, string])[]): string[] {
  return texts.flatMap(([file, text]) => {
    const found = [...new Set(text.match(LOOPBACK_URL) ?? [])];
    return found.map(
      (url) =>
        `public/${file}: names ${url}, the visitor's own machine: a deployable build must not (was it built for the local outbox?)`,
    );
  });
}
