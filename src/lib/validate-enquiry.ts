/**
 * The contact form's rules (docs/contact-form.md), apart from any rendering: what counts as a
 * valid name, e-mail address, message and phone number, and what is sent.
 */

export const COUNTRY_CODES = ["+1", "+91", "+61"] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** The form's values as typed (before trimming). `country_code` is "" when none is chosen. */
export interface EnquiryForm {
  fullName: string;
  email: string;
  country_code: string;
  user_phone: string;
  message: string;
}

/** What is sent to the e-mail service as the template's parameters. */
export interface EnquiryParams {
  fullName: string;
  email: string;
  user_phone: string;
  message: string;
  [key: string]: string;
}

export type FieldName = "fullName" | "email" | "message";

/** The fields checked one by one, in the order focus should visit the first invalid one. */
export const CHECKED_FIELDS: readonly FieldName[] = ["fullName", "email", "message"];

/** Whether the control called `name` is one of the fields checked one by one. */
export function isCheckedField(name: string): name is FieldName {
  return (CHECKED_FIELDS as readonly string[]).includes(name);
}

export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 1000;
export const PHONE_MAX_LENGTH = 15;
const NAME_MIN_LENGTH = 2;

/**
 * Letters of any script, combining marks, white space, apostrophes (' and ’), hyphens, and the
 * joiners ZWNJ and ZWJ (U+200C, U+200D), which Persian and Indic names need (`محمد‌رضا`).
 */
const NAME = /^[\p{L}\p{M}\s'’\-\u200C\u200D]+$/u;

/**
 * A joiner that is not between two letters: at the start, after anything but a letter or its
 * mark (a virama before ZWJ is a mark), or before anything but a letter. Written without a
 * look-behind, which older Safari cannot parse.
 */
const LOOSE_JOINER = /(?:^|[^\p{L}\p{M}])[\u200C\u200D]|[\u200C\u200D](?!\p{L})/u;

/**
 * Invisible characters that come with a paste (docs/contact-form.md): the bidi controls (LRM,
 * RLM, U+202A–U+202E, U+2066–U+2069), the zero-width space and the byte-order mark. Removed
 * from every field before it is checked and sent. ZWNJ and ZWJ are not among them: they change
 * how a word is written.
 */
const PASTED_INVISIBLES = /[\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** A field's value as it is checked and sent: pasted invisibles removed, then trimmed. */
export function cleanField(value: string): string {
  return value.replace(PASTED_INVISIBLES, "").trim();
}

/** The HTML standard's valid e-mail address, as `<input type="email">` checks it. */
const HTML_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** …that also ends in a top-level part of two or more letters. */
const LETTER_TLD = /\.[a-zA-Z]{2,}$/;

/**
 * What a visitor may type inside a phone number that carries no digit (docs/contact-form.md, step 2):
 * white space, hyphens and dashes (U+002D, U+2010–U+2015, U+2212), dots, parentheses and
 * invisible format characters (`\p{Cf}`: bidi marks, zero-width spaces, which a copy from a
 * contact card or a right-to-left page brings along).
 */
const PHONE_FORMATTING = /[\p{White_Space}\p{Cf}\-\u2010-\u2015\u2212.()]/gu;

/** A decimal digit of any script (Devanagari, Arabic-Indic, fullwidth…). */
const DECIMAL_DIGIT = /\p{Nd}/u;
const DECIMAL_DIGITS = /\p{Nd}/gu;

/** What the phone rules know of each country (docs/contact-form.md). */
interface PhoneCountry {
  /** The calling code's digits, as typed after `+` or `00`. */
  code: string;
  /** How many digits the national number has. */
  length: number;
  /** Whether a national number may be written with a leading trunk `0` (step 4). */
  trunkZero: boolean;
  /** The country's pattern for the national number. */
  pattern: RegExp;
}

const PHONE_COUNTRIES: Record<CountryCode, PhoneCountry> = {
  // USA: 10 digits; the area code and the exchange each start with 2 to 9. No trunk 0.
  "+1": { code: "1", length: 10, trunkZero: false, pattern: /^[2-9]\d{2}[2-9]\d{6}$/ },
  // India: 10 digits, the first 6 to 9.
  "+91": { code: "91", length: 10, trunkZero: true, pattern: /^[6-9]\d{9}$/ },
  // Australia: 9 digits, the first 2, 3, 4, 7 or 8.
  "+61": { code: "61", length: 9, trunkZero: true, pattern: /^[23478]\d{8}$/ },
};

export function isValidName(value: string): boolean {
  const name = cleanField(value);
  return Array.from(name).length >= NAME_MIN_LENGTH && NAME.test(name) && !LOOSE_JOINER.test(name);
}

export function isValidEmail(value: string): boolean {
  const email = cleanField(value);
  return HTML_EMAIL.test(email) && LETTER_TLD.test(email);
}

export function isValidMessage(value: string): boolean {
  const message = cleanField(value);
  // At least 10 characters as a reader counts them (code points, as for the name: five emoji are
  // five, not ten); at most 1,000 UTF-16 code units, as the textarea's maxlength counts them.
  return Array.from(message).length >= MESSAGE_MIN_LENGTH && message.length <= MESSAGE_MAX_LENGTH;
}

const FIELD_CHECKS: Record<FieldName, (value: string) => boolean> = {
  fullName: isValidName,
  email: isValidEmail,
  message: isValidMessage,
};

/** Whether one field's value passes its rule. */
export function isFieldValid(field: FieldName, value: string): boolean {
  return FIELD_CHECKS[field](value);
}

/** The checked fields whose values break their rule, in form order. */
export function invalidFields(form: EnquiryForm): FieldName[] {
  return CHECKED_FIELDS.filter((field) => !isFieldValid(field, form[field]));
}

/**
 * The ASCII value of a decimal digit of any script. Unicode encodes every script's digits as a
 * contiguous run 0 to 9 (a stability guarantee), and where runs follow each other (the
 * mathematical digits) each starts at a zero; so the value is the distance from the start of
 * the run, modulo 10.
 */
function digitValue(digit: string): string {
  const codePoint = digit.codePointAt(0) ?? 0;
  let start = codePoint;
  while (start > 0 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return String((codePoint - start) % 10);
}

/**
 * A phone number as typed, reduced to what carries meaning (docs/contact-form.md, steps 1 and 2): NFKC
 * (fullwidth digits and signs become ASCII), every decimal digit as its ASCII digit, and the
 * formatting and invisible characters removed. Anything else (a `+`, a letter) is kept, for the
 * next steps to judge.
 */
export function cleanPhone(value: string): string {
  return value.normalize("NFKC").replace(DECIMAL_DIGITS, digitValue).replace(PHONE_FORMATTING, "");
}

/**
 * The national number a visitor meant for the chosen country (steps 3 to 5), or
 * null when what was typed cannot be one: a `+` or `00` prefix must carry the country's own
 * code; without one, the code is taken off a number exactly that much too long that starts
 * with it; for India and Australia a trunk `0` is taken off a number one digit too long; what
 * is left must match the country's pattern.
 */
export function nationalNumber(countryCode: CountryCode, phone: string): string | null {
  const country = PHONE_COUNTRIES[countryCode];
  let number = cleanPhone(phone);

  const international = /^(?:\+|00)/.exec(number);
  if (international) {
    const rest = number.slice(international[0].length);
    if (!rest.startsWith(country.code)) return null;
    number = rest.slice(country.code.length);
  } else if (
    number.length === country.length + country.code.length &&
    number.startsWith(country.code)
  ) {
    number = number.slice(country.code.length);
  }

  if (country.trunkZero && number.length === country.length + 1 && number.startsWith("0")) {
    number = number.slice(1);
  }

  return country.pattern.test(number) ? number : null;
}

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

/**
 * The phone rule, checked once the fields are valid: `ok` with the `user_phone` to send, or the
 * problem to tell the visitor about.
 */
export type PhoneCheck =
  { ok: true; userPhone: string } | { ok: false; problem: "missing" | "invalid" };

export function checkPhone(countryCode: string, phone: string): PhoneCheck {
  if (!isCountryCode(countryCode)) {
    // No country chosen: any number typed is dropped.
    return { ok: true, userPhone: "" };
  }
  if (cleanField(phone) === "") return { ok: false, problem: "missing" };
  const national = nationalNumber(countryCode, phone);
  if (national === null) return { ok: false, problem: "invalid" };
  return { ok: true, userPhone: `${countryCode} ${national}` };
}

/** The template parameters sent for a valid form: cleaned values and the phone as checked. */
export function enquiryParams(form: EnquiryForm, userPhone: string): EnquiryParams {
  return {
    fullName: cleanField(form.fullName),
    email: cleanField(form.email),
    user_phone: userPhone,
    message: cleanField(form.message),
  };
}
