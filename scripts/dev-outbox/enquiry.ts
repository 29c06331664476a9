/**
 * What the development outbox accepts as an enquiry (the JSON body EmailJS's `send()` posts) and
 * how it sums one up in the terminal.
 */

const TEMPLATE_FIELDS = ["fullName", "email", "user_phone", "message"] as const;
const CONFIG_FIELDS = ["lib_version", "user_id", "service_id", "template_id"] as const;

/** An EmailJS send request as the contact form posts it. */
export type Enquiry = Record<(typeof CONFIG_FIELDS)[number], string> & {
  template_params: Record<(typeof TEMPLATE_FIELDS)[number], string>;
};

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Why a parsed request body is not an EmailJS send request, or null when it is one. */
function whyInvalid(body: unknown): string | null {
  if (!isObject(body)) return "the body must be a JSON object";
  for (const field of CONFIG_FIELDS) {
    if (typeof body[field] !== "string" || body[field] === "") {
      return `"${field}" must be a non-empty string`;
    }
  }
  const params = body.template_params;
  if (!isObject(params)) return '"template_params" must be an object';
  for (const field of TEMPLATE_FIELDS) {
    if (typeof params[field] !== "string") {
      return `"template_params.${field}" must be a string`;
    }
  }
  return null;
}

const pick = <K extends string>(from: Record<string, unknown>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Record<K, string>;

/**
 * The parsed body as an enquiry (the fields the form sends, nothing else: whatever else a request
 * carries is not saved), or why it is not an EmailJS send request.
 */
export function readEnquiry(body: unknown): { enquiry: Enquiry } | { problem: string } {
  const problem = whyInvalid(body);
  if (problem !== null || !isObject(body) || !isObject(body.template_params)) {
    return { problem: problem ?? "the body must be a JSON object" };
  }
  // whyInvalid has checked that every field picked is a string.
  return {
    enquiry: {
      ...pick(body, CONFIG_FIELDS),
      template_params: pick(body.template_params, TEMPLATE_FIELDS),
    },
  };
}

/**
 * Control characters (C0, DEL, C1) and the invisible marks that reorder text (bidi controls, line
 * and paragraph separators): printed raw, a visitor's name could move the cursor, clear the
 * screen, recolour the terminal or disguise the line.
 */
const UNPRINTABLE = /[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;
const ESCAPES = new Map([
  ["\n", "\\n"],
  ["\r", "\\r"],
  ["\t", "\\t"],
]);

/** `text` with every character that could act on a terminal written as a visible escape. */
export function printable(text: string): string {
  return text.replace(
    UNPRINTABLE,
    (char) => ESCAPES.get(char) ?? `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`,
  );
}

/** The one line the outbox prints for a saved enquiry. */
export function summary(enquiry: Enquiry, file: string): string {
  const { fullName, email, user_phone: phone, message } = enquiry.template_params;
  const preview = message.length > 60 ? `${message.slice(0, 57)}...` : message;
  return printable(
    `outbox: ${fullName} <${email}>${phone ? ` ${phone}` : ""} "${preview}" -> ${file}`,
  );
}
