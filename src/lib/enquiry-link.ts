/**
 * An enquiry as plain text, and as links that carry it to another program (docs/contact-form.md,
 * "The fallback"): a `mailto:` link after a failed send and, under the same cap, any other link
 * that carries text in its URL (a `https://wa.me/<digits>?text=…` link).
 */
import type { EnquiryParams } from "./validate-enquiry";
import { fillTemplate } from "../utils/fill-template";

/**
 * The longest URL a link may have. Mail handlers on Windows drop `mailto:` URLs past about 2,000
 * characters, so the enquiry would be lost exactly when it is long and careful.
 */
export const LINK_MAX_LENGTH = 1900;

/** The subject's share of a `mailto:` URL, so that a very long name never crowds out the body. */
const SUBJECT_MAX_LENGTH = 300;

/** The form's labels, which name each detail of the enquiry in its text. */
export interface EnquiryLabels {
  fullName: string;
  email: string;
  phone: string;
  message: string;
}

/**
 * The whole enquiry as text, every field named by its form label (the phone only when one was
 * given), the message last: what "Copy enquiry" puts on the clipboard, and what a link carries.
 */
export function enquiryText(enquiry: EnquiryParams, labels: EnquiryLabels): string {
  return [
    `${labels.fullName}: ${enquiry.fullName}`,
    `${labels.email}: ${enquiry.email}`,
    ...(enquiry.user_phone ? [`${labels.phone}: ${enquiry.user_phone}`] : []),
    "",
    `${labels.message}:`,
    enquiry.message,
  ].join("\n");
}

/**
 * `text` with every lone surrogate (half an emoji, as a cut or a broken paste leaves it) replaced
 * by U+FFFD: `encodeURIComponent` throws on one. (`String.prototype.toWellFormed` is too new.)
 */
export function wellFormed(text: string): string {
  return text.replace(
    /([\uD800-\uDBFF][\uDC00-\uDFFF])|[\uD800-\uDFFF]/g,
    (match, pair?: string) => (pair ? match : "\uFFFD"),
  );
}

type Granularity = "word" | "grapheme";

/**
 * Where `text` may be cut: after each word and each run of spaces or punctuation, or after each
 * character as a reader sees it (a grapheme: an emoji with its joiners, a syllable with its
 * marks). Where `Intl.Segmenter` is missing (older browsers): after each run of white space, or
 * after each code point.
 */
function cutPoints(text: string, granularity: Granularity): number[] {
  const points = [0];
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (Segmenter) {
    for (const { index, segment } of new Segmenter(undefined, { granularity }).segment(text)) {
      points.push(index + segment.length);
    }
    return points;
  }
  let index = 0;
  for (const character of text) {
    index += character.length;
    const beforeSpace = /\s/.test(text.charAt(index)) && !/\s/.test(character);
    if (granularity === "grapheme" || beforeSpace || index === text.length) points.push(index);
  }
  return points;
}

/** The largest of `points` (ascending, the first always fitting) for which `fits` holds. */
function largestFitting(points: readonly number[], fits: (point: number) => boolean): number {
  let low = 0;
  let high = points.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(points[middle] ?? 0)) low = middle;
    else high = middle - 1;
  }
  return points[low] ?? 0;
}

/**
 * A word longer than this (UTF-16 units: a text without spaces, a long name) is neither kept nor
 * dropped whole where the cut falls in it: the text is cut inside it, between two graphemes.
 */
const LONGEST_WORD = 40;

/**
 * The longest start of `text`, cut at a word boundary, for which `fits(start + "…")` holds (the
 * cut start ends in "…"); `text` itself when it fits whole. Encoded lengths grow with the text,
 * so a binary search finds the cut.
 */
export function shortenToFit(text: string, fits: (candidate: string) => boolean): string {
  const whole = wellFormed(text);
  if (fits(whole)) return whole;
  const shortened = (point: number) => `${whole.slice(0, point).trimEnd()}…`;
  const longest = (points: readonly number[]) =>
    largestFitting(points, (point) => fits(shortened(point)));
  const words = cutPoints(whole, "word");
  const atWord = longest(words);
  // The word the cut falls in: where it ends.
  const wordEnd = words[words.indexOf(atWord) + 1] ?? whole.length;
  if (wordEnd - atWord <= LONGEST_WORD) return shortened(atWord);
  return shortened(longest(cutPoints(whole, "grapheme")));
}

/** A link built from a text, and whether the text had to be shortened to fit. */
export interface CappedLink {
  href: string;
  shortened: boolean;
}

/**
 * The link `toHref` makes of `text`, within `LINK_MAX_LENGTH` characters: when the whole text
 * does not fit, it is cut at a word boundary, ends in "…", and a blank line and `notice` (which
 * says so) follow. `toHref` encodes the text into the URL; whatever else the URL holds (an
 * address, a subject) counts against the cap too.
 */
export function cappedLink(
  text: string,
  toHref: (text: string) => string,
  notice: string,
  maxLength = LINK_MAX_LENGTH,
): CappedLink {
  const fits = (candidate: string) => toHref(candidate).length <= maxLength;
  const whole = wellFormed(text);
  if (fits(whole)) return { href: toHref(whole), shortened: false };
  const tail = `\n\n${notice}`;
  const start = shortenToFit(whole, (candidate) => fits(candidate + tail));
  return { href: toHref(start + tail), shortened: true };
}

/** Every line break as CRLF, the only line break a mailto body may carry (RFC 6068 §5). */
function crlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, "\r\n");
}

/** The copy a `mailto:` link is written with, all of it from `content/contact.yaml`. */
export interface EnquiryMailCopy {
  /** The subject, with `{name}` for the visitor's name, e.g. "Enquiry from {name}". */
  subject: string;
  /** The line that ends a body shortened to fit. */
  shortenedNotice: string;
  labels: EnquiryLabels;
}

/**
 * A `mailto:` link to the studio that carries an enquiry the form could not send, so that one
 * click opens the visitor's own mail program with nothing to retype, within `LINK_MAX_LENGTH`
 * however long or non-Latin the message. Subject and body are percent-encoded with
 * `encodeURIComponent`, which writes spaces as %20 and line breaks as %0D%0A, as RFC 6068 asks
 * (a `+` would reach some mail programs as a plus sign). The address goes in as it is: content
 * validation admits only addresses whose characters need no encoding in a URL.
 */
export function enquiryMailto(
  address: string,
  enquiry: EnquiryParams,
  copy: EnquiryMailCopy,
): CappedLink {
  const fullSubject = fillTemplate(copy.subject, { name: enquiry.fullName });
  const subject = encodeURIComponent(
    shortenToFit(
      fullSubject,
      (candidate) => encodeURIComponent(candidate).length <= SUBJECT_MAX_LENGTH,
    ),
  );
  return cappedLink(
    enquiryText(enquiry, copy.labels),
    (body) => `mailto:${address}?subject=${subject}&body=${encodeURIComponent(crlf(body))}`,
    copy.shortenedNotice,
  );
}
