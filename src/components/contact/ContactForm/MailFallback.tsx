import type { EnquiryParams } from "../../../lib/validate-enquiry";
import { type EnquiryMailtoCopy, enquiryMailto } from "./enquiry-mailto";
import * as styles from "./ContactForm.module.css";

interface MailFallbackProps {
  /** The lead-in, the link text with `{email}` and the subject with `{name}` (contact.yaml). */
  copy: { lead: string; link: string; subject: string };
  labels: EnquiryMailtoCopy["labels"];
  studioEmail: string;
  /** The enquiry that could not be sent. */
  enquiry: EnquiryParams;
}

/**
 * After a failed send: a lead-in and the studio's address as a `mailto:` link that carries the
 * enquiry, so the visitor's own mail program can send it with nothing retyped.
 */
export function MailFallback({ copy, labels, studioEmail, enquiry }: MailFallbackProps) {
  const [before = "", ...after] = copy.link.split("{email}");
  return (
    <>
      <p className={styles.fallbackLead}>{copy.lead}</p>
      <a
        className={styles.fallbackLink}
        href={enquiryMailto(studioEmail, enquiry, { subject: copy.subject, labels })}
      >
        {before}
        {/* Kept whole on a line of its own when it does not fit beside the words before it. */}
        <span className={styles.fallbackAddress}>{studioEmail}</span>
        {after.join(studioEmail)}
      </a>
    </>
  );
}
