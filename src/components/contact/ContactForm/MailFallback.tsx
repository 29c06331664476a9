import { useEffect, useId, useRef, useState } from "react";
import { enquiryMailto, enquiryText, type EnquiryLabels } from "../../../lib/enquiry-link";
import type { EnquiryParams } from "../../../lib/validate-enquiry";
import { Button } from "../../ui/Button/Button";
import * as styles from "./ContactForm.module.css";

interface MailFallbackProps {
  /** Its copy from contact.yaml: the link text with `{email}`, the subject with `{name}`… */
  copy: Queries.ContactFormFragment["mailFallback"];
  labels: EnquiryLabels;
  studioEmail: string;
  /** The enquiry that could not be sent. */
  enquiry: EnquiryParams;
}

type CopyResult = "copied" | "refused";

/** Puts `text` on the clipboard; false where the browser has no clipboard or refuses. */
async function copyToClipboard(text: string): Promise<boolean> {
  try {
    // Missing outside secure contexts, whatever the types say.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return false;
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * After a failed send (docs/contact-form.md, "The fallback"): a lead-in, the studio's address as
 * a `mailto:` link that carries the enquiry (shortened at a word boundary when the whole would
 * make the link too long for mail programs, and then said so), and "Copy enquiry", which puts the
 * whole enquiry on the clipboard, says so, and where the browser refuses shows it selected, to
 * copy by hand.
 */
export function MailFallback({ copy, labels, studioEmail, enquiry }: MailFallbackProps) {
  const [result, setResult] = useState<{ for: EnquiryParams; result: CopyResult } | null>(null);
  const copied = result?.for === enquiry ? result.result : null;
  const manualCopy = useRef<HTMLTextAreaElement>(null);
  const refusedId = useId();
  const text = enquiryText(enquiry, labels);
  const mailto = enquiryMailto(studioEmail, enquiry, {
    subject: copy.subject,
    shortenedNotice: copy.shortenedNotice,
    labels,
  });
  const [before = "", ...after] = copy.link.split("{email}");

  useEffect(() => {
    if (copied !== "refused") return;
    manualCopy.current?.focus();
    manualCopy.current?.select();
  }, [copied]);

  return (
    <>
      <p className={styles.fallbackLead}>{copy.lead}</p>
      <div className={styles.fallbackActions}>
        <a className={styles.fallbackLink} href={mailto.href}>
          {before}
          {/* Kept whole on a line of its own when it does not fit beside the words before it. */}
          <span className={styles.fallbackAddress}>{studioEmail}</span>
          {after.join(studioEmail)}
        </a>
        <Button
          variant="outline"
          className={styles.copyButton}
          onClick={() => {
            void copyToClipboard(text).then((ok) => {
              setResult({ for: enquiry, result: ok ? "copied" : "refused" });
            });
          }}
        >
          {copy.copy}
        </Button>
      </div>
      {mailto.shortened ? <p className={styles.fallbackNote}>{copy.shortened}</p> : null}
      {copied === "copied" ? <p className={styles.fallbackConfirm}>{copy.copied}</p> : null}
      {copied === "refused" ? (
        <>
          <p id={refusedId} className={styles.fallbackNote}>
            {copy.copyRefused}
          </p>
          <textarea
            ref={manualCopy}
            className={styles.manualCopy}
            aria-labelledby={refusedId}
            readOnly
            rows={8}
            value={text}
          />
        </>
      ) : null}
    </>
  );
}
