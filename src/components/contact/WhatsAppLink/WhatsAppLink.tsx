import { graphql } from "gatsby";
import { useSyncExternalStore } from "react";
import { useSiteIdentity } from "../../../hooks/use-site-identity";
import { getEnquiry, subscribeEnquiry } from "../../../lib/enquiry-draft";
import { cappedLink } from "../../../lib/enquiry-link";
import { whatsappUrl } from "../../../lib/whatsapp";
import { classNames } from "../../../utils/class-names";
import { ExternalLink } from "../../ui/ExternalLink/ExternalLink";
import * as styles from "./WhatsAppLink.module.css";

interface WhatsAppLinkProps {
  copy: Queries.WhatsAppCopyFragment["whatsapp"];
  /**
   * The text the chat opens with (an enquiry the form could not send). Without it: the greeting
   * of content/site.yaml, then the message the visitor is writing, kept up to date as they type.
   */
  text?: string;
  /** The link's words; without them, the site's "Message us on WhatsApp". */
  label?: string;
  className?: string;
}

const messageNow = () => getEnquiry().message;
/** The server renders the greeting alone, and hydration must render what the server did. */
const noMessage = () => "";

/**
 * A plain `https://wa.me/<digits>?text=…` link to the studio's WhatsApp (docs/pages.md,
 * WhatsApp): no script, no cookie, in a new tab. Its URL stays within the cap of the e-mail
 * fallback's link (`cappedLink`, 1,900 characters), a longer text cut at a word and ended with a
 * note that says so. Nothing at all where content/site.yaml gives no number.
 */
export function WhatsAppLink({ copy, text, label, className }: WhatsAppLinkProps) {
  const { whatsapp, whatsappLink, labels } = useSiteIdentity();
  const message = useSyncExternalStore(subscribeEnquiry, messageNow, noMessage).trim();
  if (!whatsapp) return null;
  const words =
    text ?? (message === "" ? whatsappLink.greeting : `${whatsappLink.greeting}\n\n${message}`);
  const { href } = cappedLink(words, (part) => whatsappUrl(whatsapp, part), copy.shortenedNotice);
  return (
    <ExternalLink
      href={href}
      newTabLabel={labels.opensInNewTab}
      className={classNames(styles.link, className)}
    >
      {label ?? whatsappLink.label}
    </ExternalLink>
  );
}

export const whatsAppCopyFragment = graphql`
  fragment WhatsAppCopy on ContactYaml {
    whatsapp {
      fallbackLink
      shortenedNotice
    }
  }
`;
