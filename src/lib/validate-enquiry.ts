/**
 * The contact form's rules (SPEC §5, DECISIONS §6), apart from any rendering: what counts as a
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

/** What is sent to the e-mail service as the template's parameters (SPEC §3 Enquiry). */
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

export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 1000;
export const PHONE_MAX_LENGTH = 15;
const NAME_MIN_LENGTH = 2;

/** Letters of any script, combining marks, white space, apostrophes (' and ’) and hyphens. */
const NAME = /^[\p{L}\p{M}\s'’-]+$/u;

/** The HTML standard's valid e-mail address, as `<input type="email">` checks it. */
const HTML_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** …that also ends in a top-level part of two or more letters. */
const LETTER_TLD = /\.[a-zA-Z]{2,}$/;

/** Spaces, hyphens, dots and parentheses a visitor may type inside a phone number. */
const PHONE_FORMATTING = /[\s\-.()]/g;

const PHONE_PATTERNS: Record<CountryCode, RegExp> = {
  // USA: 10 digits; the area code and the exchange each start with 2 to 9.
  "+1": /^[2-9]\d{2}[2-9]\d{6}$/,
  // India: 10 digits, the first 6 to 9.
  "+91": /^[6-9]\d{9}$/,
  // Australia: 9 digits, the first 2, 3, 4, 7 or 8.
  "+61": /^[23478]\d{8}$/,
};

export function isValidName(value: string): boolean {
  const name = value.trim();
  return Array.from(name).length >= NAME_MIN_LENGTH && NAME.test(name);
}

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return HTML_EMAIL.test(email) && LETTER_TLD.test(email);
}

export function isValidMessage(value: string): boolean {
  // UTF-16 code units, as the textarea's maxlength counts them.
  const length = value.trim().length;
  return length >= MESSAGE_MIN_LENGTH && length <= MESSAGE_MAX_LENGTH;
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

/** The phone number without the formatting a visitor may have typed. */
export function phoneDigits(value: string): string {
  return value.trim().replace(PHONE_FORMATTING, "");
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
  const digits = phoneDigits(phone);
  if (phone.trim() === "") return { ok: false, problem: "missing" };
  if (!PHONE_PATTERNS[countryCode].test(digits)) return { ok: false, problem: "invalid" };
  return { ok: true, userPhone: `${countryCode} ${digits}` };
}

/** The template parameters sent for a valid form: trimmed values and the phone as checked. */
export function enquiryParams(form: EnquiryForm, userPhone: string): EnquiryParams {
  return {
    fullName: form.fullName.trim(),
    email: form.email.trim(),
    user_phone: userPhone,
    message: form.message.trim(),
  };
}
