import { graphql } from "gatsby";
import { useSiteIdentity } from "../../../hooks/use-site-identity";
import { cappedLink } from "../../../lib/enquiry-link";
import { whatsappUrl } from "../../../lib/whatsapp";
import { classNames } from "../../../utils/class-names";
import { ExternalLink } from "../../ui/ExternalLink/ExternalLink";
import * as styles from "./WhatsAppLink.module.css";

interface WhatsAppLinkProps {
  copy: Queries.WhatsAppCopyFragment["whatsapp"];
  /**
   * The text the chat opens with (an enquiry the form could not send, offered with its own
   * words). Without it: the greeting of content/site.yaml alone. What the visitor is writing is
   * not carried: a link's text reaches WhatsApp's servers in its address when it is followed, chat
   * sent or not, and the words "Message us on WhatsApp" do not say it would.
   */
  text?: string;
  /** The link's words; without them, the site's "Message us on WhatsApp". */
  label?: string;
  className?: string;
}

/**
 * A plain `https://wa.me/<digits>?text=…` link to the studio's WhatsApp (docs/pages.md,
 * WhatsApp): no script, no cookie, in a new tab. Its URL stays within the cap of the e-mail
 * fallback's link (`cappedLink`, 1,900 characters), a longer text cut at a word and ended with a
 * note that says so. Nothing at all where content/site.yaml gives no number.
 */
export function WhatsAppLink({ copy, text, label, className }: WhatsAppLinkProps) {
  const { whatsapp, whatsappLink, labels } = useSiteIdentity();
  if (!whatsapp) return null;
  const words = text ?? whatsappLink.greeting;
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
