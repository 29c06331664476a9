import { graphql } from "gatsby";
import { useId } from "react";
import { useHydrated } from "../../../hooks/use-hydrated";
import { MESSAGE_MAX_LENGTH, PHONE_MAX_LENGTH } from "../../../lib/validate-enquiry";
import { Button } from "../../ui/Button/Button";
import { Field } from "../../ui/Field/Field";
import { HONEYPOT_AUTOCOMPLETE, HONEYPOT_NAME } from "./honeypot";
import { MailFallback } from "./MailFallback";
import { PendingNote } from "./PendingNote";
import { useEnquiryForm } from "./use-enquiry-form";
import * as styles from "./ContactForm.module.css";

interface ContactFormProps {
  content: Queries.ContactFormFragment;
  /** The studio's address (content/site.yaml), offered as a mailto: link after a failed send. */
  studioEmail: string;
}

/**
 * The enquiry form (docs/contact-form.md): validated in the browser, sent with EmailJS, its values
 * kept as a draft for the tab.
 *
 * Until the page's script is live (still loading, blocked, failed, or JavaScript off), the form
 * is the server's HTML, and it must neither leak nor lose an enquiry: `method="dialog"` makes a
 * native submission (Send, or Enter in a field) do nothing outside a dialog, so no value ever
 * goes into a URL and what was typed stays; a note under Send says why nothing happens and gives
 * the studio's address. Once the script is live, it takes the typed values over and sends.
 */
export function ContactForm({ content, studioEmail }: ContactFormProps) {
  const { labels, hints, mailFallback } = content;
  const live = useHydrated();
  const pendingNoteId = useId();
  const { form, control, isInvalid, phoneHint, sending, submit, submitButton, fallback } =
    useEnquiryForm(content.alerts);
  /** A checked field's hint while it is invalid, and the room kept for it meanwhile. */
  const hintOf = (name: keyof typeof hints) => ({
    hint: isInvalid(name) ? hints[name] : null,
    longestHint: hints[name],
  });

  return (
    <form
      ref={form}
      className={styles.form}
      method="dialog"
      noValidate
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <Field label={labels.fullName} {...hintOf("fullName")}>
        {(field) => (
          <input
            {...field}
            {...control("fullName")}
            className={styles.input}
            type="text"
            autoComplete="name"
            required
          />
        )}
      </Field>

      <Field label={labels.email} {...hintOf("email")}>
        {(field) => (
          <input
            {...field}
            {...control("email")}
            className={styles.input}
            type="email"
            autoComplete="email"
            required
          />
        )}
      </Field>

      <div className={styles.phone}>
        {/* Never invalid, but with a hint's room as every field: the same gap below it. */}
        <Field label={labels.countryCode} hint={null} className={styles.country}>
          {(field) => (
            <select
              {...field}
              {...control("country_code")}
              className={styles.input}
              autoComplete="tel-country-code"
            >
              {content.countries.map((country) => (
                <option key={country.value} value={country.value}>
                  {country.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={labels.phone}
          labelNote={labels.optional}
          hint={phoneHint}
          className={styles.number}
        >
          {(field) => (
            <input
              {...field}
              {...control("user_phone")}
              className={styles.input}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={PHONE_MAX_LENGTH}
            />
          )}
        </Field>
      </div>

      <Field label={labels.message} {...hintOf("message")}>
        {(field) => (
          <textarea
            {...field}
            {...control("message")}
            className={styles.textarea}
            rows={6}
            maxLength={MESSAGE_MAX_LENGTH}
            required
            // No autofill purpose; "off" keeps browsers from putting the message back when a page
            // is loaded again for a history entry, where a sent or deleted one would come back.
            autoComplete="off"
          />
        )}
      </Field>

      {/* A trap for bots: hidden from people and from assistive technology. */}
      <div className={styles.honeypot} aria-hidden="true">
        <Field label={labels.honeypot}>
          {(field) => (
            <input
              {...field}
              {...control(HONEYPOT_NAME)}
              type="text"
              tabIndex={-1}
              autoComplete={HONEYPOT_AUTOCOMPLETE}
            />
          )}
        </Field>
      </div>

      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={sending}
          className={styles.submit}
          aria-describedby={live ? undefined : pendingNoteId}
          {...submitButton}
        >
          {sending ? labels.sending : labels.submit}
        </Button>
        <div className={styles.belowSend}>
          <PendingNote
            id={pendingNoteId}
            live={live}
            template={content.pendingNote}
            studioEmail={studioEmail}
          />
          {/*
            After a failed send: the enquiry as an e-mail to the studio, one click away. A polite
            live region that is always there (so its new content is announced once the alert is
            closed) and takes no focus: the visitor stays on Send, to try again or Tab to the link.
            Not atomic: Copy's confirmation is read alone, not after the whole fallback again.
          */}
          <div role="status" aria-atomic="false" className={styles.fallback}>
            {fallback ? (
              <MailFallback
                copy={mailFallback}
                labels={labels}
                studioEmail={studioEmail}
                enquiry={fallback}
                whatsapp={content.whatsapp}
              />
            ) : null}
          </div>
        </div>
      </div>
    </form>
  );
}

export const contactFormFragment = graphql`
  fragment ContactForm on ContactYaml {
    labels {
      fullName
      email
      countryCode
      phone
      optional
      message
      honeypot
      submit
      sending
    }
    countries {
      value
      label
    }
    hints {
      fullName
      email
      message
    }
    alerts {
      phoneMissing
      phoneInvalid
      success
      failure
    }
    pendingNote
    mailFallback {
      lead
      link
      subject
      shortened
      shortenedNotice
      copy
      copied
      copyRefused
    }
    ...WhatsAppCopy
  }
`;
