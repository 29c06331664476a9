import type { EnquiryParams } from "../../../lib/validate-enquiry";
import { fillTemplate } from "../../../utils/fill-template";

/** The copy a `mailto:` fallback is written with, all of it from `content/contact.yaml`. */
export interface EnquiryMailtoCopy {
  /** The subject, with `{name}` for the visitor's name, e.g. "Enquiry from {name}". */
  subject: string;
  /** The form's own labels, which name each detail in the body. */
  labels: { fullName: string; email: string; phone: string };
}

/** Every line break as CRLF, the only line break a mailto body may carry (RFC 6068 §5). */
function crlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, "\r\n");
}

/**
 * The body of the e-mail: the visitor's details, each named with its form label (the phone only
 * when one was given), then a blank line and the message as typed.
 */
export function enquiryMailBody(enquiry: EnquiryParams, copy: EnquiryMailtoCopy): string {
  const details = [
    `${copy.labels.fullName}: ${enquiry.fullName}`,
    `${copy.labels.email}: ${enquiry.email}`,
    ...(enquiry.user_phone ? [`${copy.labels.phone}: ${enquiry.user_phone}`] : []),
  ];
  return crlf([...details, "", enquiry.message].join("\n"));
}

/**
 * A `mailto:` link to the studio that carries an enquiry the form could not send, so that one
 * click opens the visitor's own mail program with nothing to retype (docs/contact-form.md).
 * Subject and body are percent-encoded with `encodeURIComponent`, which writes spaces as %20 and
 * line breaks as %0D%0A, as RFC 6068 asks (a `+` would reach some mail programs as a plus sign).
 * The address goes in as it is: content validation admits only addresses whose characters need
 * no encoding in a URL.
 */
export function enquiryMailto(
  address: string,
  enquiry: EnquiryParams,
  copy: EnquiryMailtoCopy,
): string {
  const subject = fillTemplate(copy.subject, { name: enquiry.fullName });
  const body = enquiryMailBody(enquiry, copy);
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
