import { z } from "zod";
import { editor } from "./editor-meta";
import { graphqlType } from "./graphql-schema";

/** Text an editor must fill in: trimmed, never empty. */
export const text = () => z.string().trim().min(1, "must not be empty");

/** A paragraph an editor must fill in: as `text()`, written in a text area in the editor. */
export const prose = () => text().meta(editor({ multiline: true }));

/**
 * `schema` must match `pattern`; `message` says why not, both in the content check's report and
 * in the editor (JSON Schema carries a pattern but not zod's message for it).
 */
export const matching = (schema: z.ZodString, pattern: RegExp, message: string) =>
  schema.regex(pattern, message).meta(editor({ patternMessage: message }));

/** A path inside the site, such as `/about`. */
export const internalPath = () =>
  matching(z.string(), /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, "must be a site path such as /about");

/** Where a link or button leads: a path inside the site. */
export const linkTarget = () => internalPath().meta(editor({ label: "Links to" }));

/** An absolute https:// address (the prefix also as a pattern, so the editor checks it too). */
export const externalUrl = () => {
  const error = "must be an https:// address";
  return z
    .url({ protocol: /^https$/, error, abort: true })
    .regex(/^https:\/\//, error)
    .meta(editor({ patternMessage: error }));
};

/** An e-mail address. */
export const emailAddress = () =>
  z
    .email({ error: "not an e-mail address" })
    .meta(editor({ patternMessage: "not an e-mail address" }));

/**
 * A link rendered as a button (GraphQL ContentAction): the words on it, what it leads to in
 * words, and the site path. Screen readers and search engines read both as its name, the words
 * first ("LEARN MORE" + "about the studio"), as WCAG 2.5.3 (label in name) asks.
 */
export const action = () =>
  graphqlType(
    z.strictObject({
      label: text().meta(editor({ label: "Words on the button" })),
      purpose: text().meta(
        editor({
          label: "What it leads to",
          hint: "Read after the button's words by screen readers and search engines: “about the studio” makes the link “LEARN MORE about the studio”.",
        }),
      ),
      to: linkTarget(),
    }),
    "ContentAction",
  );

/** A quotation and who said it, as the services and about pages open (GraphQL Quote). */
export const quote = () => graphqlType(z.strictObject({ text: prose(), cite: text() }), "Quote");

/**
 * A text with `{name}` placeholders that the site fills in, such as "Go to slide {n}". Written as
 * a pattern (one look-ahead per placeholder), so the editor checks it as the build does.
 */
export const template = (...names: readonly string[]) =>
  matching(
    text(),
    new RegExp(`^${names.map((name) => `(?=[\\s\\S]*\\{${name}\\})`).join("")}`),
    `must contain ${names.map((name) => `{${name}}`).join(" and ")}`,
  );

/** Exactly `count` entries, as the specification fixes it. */
export const exactly = <T extends z.ZodType>(count: number, item: T, what: string) =>
  z.array(item).length(count, `needs exactly ${count} ${what}`);

/** Search engines show about this much of a description; shorter ones say too little. */
export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;

/**
 * A page's search and sharing description (`<meta name="description">`, og:description): 50 to
 * 160 characters, so results show it whole. The message gives the length to cut or add to.
 */
export const metaDescription = () => {
  const error = (issue: { input?: unknown }) =>
    `must be ${DESCRIPTION_LENGTH.min} to ${DESCRIPTION_LENGTH.max} characters for search results, not ${String(issue.input).trim().length}`;
  // Lengths of the trimmed text, bounds the editor can read from the schema.
  return prose()
    .min(DESCRIPTION_LENGTH.min, { error })
    .max(DESCRIPTION_LENGTH.max, { error })
    .meta(
      editor({
        hint: `${DESCRIPTION_LENGTH.min} to ${DESCRIPTION_LENGTH.max} characters: what search results and sharing cards show.`,
      }),
    );
};

/** A locale as Open Graph writes it: language and territory, such as `en_GB`. */
export const ogLocale = () =>
  matching(z.string(), /^[a-z]{2}_[A-Z]{2}$/, "must be a language and territory such as en_GB");
