import { z } from "zod";
import { editor } from "./editor-meta";
import { graphqlType } from "./graphql-schema";
import type { CheckContext } from "./source";

/**
 * The longest text each kind of field takes, in characters as a reader counts them (an accented
 * letter or an emoji is one), chosen from where the field is shown: what the layout holds at 320
 * px without breaking (a control stays on its line, text over a picture stays on the picture),
 * with room for a sentence more than the content has today. Every text field names its limit
 * once, in its schema; the content check and the editor both enforce it (docs/editing.md,
 * "Limits", gives the table).
 */
export const LIMITS = {
  /** Words on a button: 19 average characters fit on its one line at 320 px; wide capitals fewer. */
  button: 18,
  /**
   * A name in the header, a filter, a menu item, a fact's or a form field's name; a filter fits
   * up to 26. The studio's name beside the menu button, measured at 320 px: its word mark has 147
   * px, a line of 13 capitals ("STUDIO ANVAYA" takes 141); a longer name wraps onto balanced
   * lines of 16 px, and 24 characters take at most four (64 px, "WWWWW WWWWW WWWWW WWWWW"; "MEHTA
   * ARCHITECTURE WORKS" three), inside the header's 72 px.
   */
  words: 24,
  /** A few words: a label screen readers read out, a kicker, a name, a small heading. */
  label: 80,
  /** One sentence: a title or heading, a question, an alert, a hint under a field. */
  title: 120,
  /** Alt text or a caption: a picture described in a sentence or two. */
  caption: 250,
  /** Text in a card, under a page's heading or in a quotation: a few sentences. */
  note: 500,
  /** A paragraph of a page, or a few: an answer, a biography's paragraph, a project's story. */
  paragraph: 1500,
  /** A site path, a web or e-mail address, a picture's path. */
  address: 200,
} as const;

/** Characters as the editor counts them (code points: an emoji is one, not two UTF-16 units). */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

/**
 * `schema` (a text) at most `max` characters; `why` ends the message ("to fit under a home-screen
 * icon"). Counted here by code points, as the editor counts, and carried into the JSON Schema as
 * `maxLength` (which counts the same way), from which the editor takes its `maxlength`.
 */
export function atMost<T extends z.ZodType<string, string>>(
  schema: T,
  max: number,
  why?: string,
): T {
  const count = (value: number) => value.toLocaleString("en-GB");
  return schema
    .refine((value) => characterCount(value) <= max, {
      error: (issue) =>
        `must be at most ${count(max)} characters${why === undefined ? "" : ` ${why}`}, not ${count(characterCount(String(issue.input)))}`,
    })
    .meta({ maxLength: max });
}

/** Something a reader sees: not a space, nor an invisible format character such as U+200B. */
const VISIBLE = /[^\s\p{Cf}]/u;

/**
 * A text that must be filled in: trimmed, never empty, nor only invisible characters (a zero-width
 * space pasted alone passes a trim); `empty` says so in the check's report.
 */
export const filled = (empty = "must not be empty") =>
  z
    .string()
    .trim()
    .min(1, { error: empty, abort: true })
    .refine((value) => VISIBLE.test(value), `${empty}: it holds only invisible characters`);

/** Text an editor must fill in, at most `max` characters: trimmed, never empty. */
export const text = (max: number) => atMost(filled(), max);

/** An optional text: absent, or '' as the editor writes an emptied field, means "not given". */
export const optionalText = (max: number) => atMost(z.string().trim(), max).optional();

/**
 * `schema` must match `pattern`; `message` says why not, both in the content check's report and
 * in the editor (JSON Schema carries a pattern but not zod's message for it).
 */
export const matching = (schema: z.ZodString, pattern: RegExp, message: string) =>
  schema.regex(pattern, message).meta(editor({ patternMessage: message }));

/** No line break between two characters of the text (a look-ahead, to begin a pattern with). */
const ONE_PARAGRAPH = String.raw`(?![\s\S]*\S\s*\n\s*\S)`;

/**
 * A paragraph an editor must fill in: as `text()`, written in a text area in the editor, without
 * a line break, which the page's one `<p>` would not show. A text area takes line breaks, so each
 * text written in one says what a line break means in it (`story()`, `messageText()`), as a
 * pattern the editor applies too: a look-ahead for a line break between two characters, so that
 * the spaces and line breaks around the text, which the check trims and the editor keeps, do not
 * count.
 */
export const prose = (max: number) =>
  matching(
    text(max),
    new RegExp(`^${ONE_PARAGRAPH}`),
    "must be one paragraph, without line breaks: the page shows it as one",
  ).meta(editor({ multiline: true }));

/**
 * A story an editor must fill in: as `prose()`, in paragraphs apart by a blank line, which the
 * page shows each as a paragraph (ui/TextParagraphs, paragraphsOf in src/utils/paragraphs.ts). A
 * line break alone would not show, so it is refused.
 */
export const story = (max: number) =>
  matching(
    text(max),
    /^(?![\s\S]*\S[^\S\n]*\n[^\S\n]*\S)/,
    "must leave a blank line between two paragraphs: a line break alone does not show on the page",
  ).meta(editor({ multiline: true }));

/**
 * A text the site puts in a message it writes for the visitor (WhatsApp's, an e-mail's), written
 * in a text area: its line breaks are kept, as the message shows them.
 */
export const messageText = (max: number) => text(max).meta(editor({ multiline: true }));

/** A path inside the site, such as `/about`. */
export const internalPath = () =>
  matching(
    atMost(z.string(), LIMITS.address),
    /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/,
    "must be a site path such as /about",
  );

/** Where a link or button leads: a page of the site (`context.pageProblem` says when it is not). */
export const linkTarget = (context: CheckContext) =>
  internalPath()
    .superRefine((target, check) => {
      const problem = context.pageProblem(target);
      if (problem !== null) check.addIssue({ code: "custom", message: problem, input: target });
    })
    .meta(editor({ label: "Links to", pageChoice: true }));

/**
 * An absolute https:// address: also a pattern (a host with a dot, no spaces), so that the editor
 * refuses what the build's URL parser would.
 */
export const externalUrl = () => {
  const error = "must be a whole web address beginning with https://, without spaces";
  return atMost(
    z
      .url({ protocol: /^https$/, error, abort: true })
      .regex(/^https:\/\/[^\s/?#.]+(\.[^\s/?#.]+)+(:\d+)?([/?#]\S*)?$/, error),
    LIMITS.address,
  ).meta(editor({ patternMessage: error }));
};

/** An e-mail address. */
export const emailAddress = () =>
  atMost(z.email({ error: "not an e-mail address" }), LIMITS.address).meta(
    editor({ patternMessage: "not an e-mail address" }),
  );

/**
 * A link rendered as a button (GraphQL ContentAction): the words on it, what it leads to in
 * words, and the site path. Screen readers and search engines read both as its name, the words
 * first ("LEARN MORE" + "about the studio"), as WCAG 2.5.3 (label in name) asks.
 */
export const action = (context: CheckContext) =>
  graphqlType(
    z.strictObject({
      label: text(LIMITS.button).meta(editor({ label: "Words on the button" })),
      purpose: text(LIMITS.label).meta(
        editor({
          label: "What it leads to",
          hint: "Read after the button's words by screen readers and search engines: “about the studio” makes the link “LEARN MORE about the studio”.",
        }),
      ),
      to: linkTarget(context),
    }),
    "ContentAction",
  );

/** A quotation and who said it, as the services and about pages open (GraphQL Quote). */
export const quote = () =>
  graphqlType(z.strictObject({ text: prose(LIMITS.note), cite: text(LIMITS.title) }), "Quote");

/**
 * A text with `{name}` placeholders that the site fills in, such as "Go to slide {n}", without a
 * line break: the site puts it in one line, paragraph or label, where a line break would not show,
 * or as one line of a message it writes.
 * Written as a pattern (one look-ahead per placeholder), so the editor checks it as the build
 * does; at most `max` characters, placeholders included.
 */
export const template = (max: number, ...names: readonly string[]) =>
  matching(
    text(max),
    new RegExp(`^${ONE_PARAGRAPH}${names.map((name) => `(?=[\\s\\S]*\\{${name}\\})`).join("")}`),
    `must contain ${names.map((name) => `{${name}}`).join(" and ")}, without line breaks`,
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
  const { min, max } = DESCRIPTION_LENGTH;
  const error = (issue: { input?: unknown }) =>
    `must be ${min} to ${max} characters for search results, not ${characterCount(String(issue.input))}`;
  // Lengths of the trimmed text, counted as the editor counts, bounds it reads from the schema.
  return z
    .string()
    .trim()
    .refine((value) => characterCount(value) >= min && characterCount(value) <= max, { error })
    .meta({ minLength: min, maxLength: max })
    .meta(
      editor({
        multiline: true,
        hint: `${min} to ${max} characters: what search results and sharing cards show.`,
      }),
    );
};

/**
 * A year from `min` to `max`, both said in the message ("must be a year from 1900 to 2100, not
 * 12016") and carried into the JSON Schema, from which the editor takes its bounds.
 */
export const year = (min: number, max: number) => {
  const error = (issue: { input?: unknown }) =>
    `must be a year from ${String(min)} to ${String(max)}, not ${String(issue.input)}`;
  return z.number().int().min(min, { error }).max(max, { error });
};

/** A locale as Open Graph writes it: language and territory, such as `en_GB`. */
export const ogLocale = () =>
  matching(
    atMost(z.string(), LIMITS.words),
    /^[a-z]{2}_[A-Z]{2}$/,
    "must be a language and territory such as en_GB",
  );

/**
 * Marks the issue of a rule over several fields of an entry, which JSON Schema, and so the editor,
 * cannot carry: only the build finds it, and names the field with its editor label as well.
 */
export const ACROSS_FIELDS = "across-fields";

/**
 * A refinement's `when`: it runs while the fields it reads are valid, whatever else in the entry
 * is not (zod would skip it at the entry's first problem), so one run reports its problem beside
 * the others. Never on what is not a group of fields (a stray `-` line is null, `- Virtual
 * design` a text): zod's issue for that names no field, and the refinement would read fields of
 * nothing.
 */
export const whenValid = (...fields: readonly string[]) => ({
  when: ({
    value,
    issues,
  }: {
    value: unknown;
    issues: readonly { path?: readonly PropertyKey[] }[];
  }) =>
    value !== null &&
    typeof value === "object" &&
    !Array.isArray(value) &&
    !issues.some((issue) => fields.includes(String(issue.path?.[0]))),
});
