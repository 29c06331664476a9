/**
 * Links that open a WhatsApp chat with the studio (docs/pages.md, WhatsApp): plain
 * `https://wa.me/<digits>?text=…` addresses, so no script, cookie or other origin is involved
 * until the visitor follows one.
 */

const WA_ME = "https://wa.me/";

/** The digits wa.me wants: the international number without +, spaces or other signs. */
export function whatsappDigits(number: string): string {
  return number.replace(/\D/g, "");
}

/**
 * A link that opens a chat with `number` (international form, as content/site.yaml holds it),
 * the message box already holding `text`. It has no length cap of its own: a link that carries
 * an enquiry is kept within the mail link's cap with `cappedLink` (src/lib/enquiry-link.ts), on
 * the contact page only, so that the footer's link costs other pages nothing.
 */
export function whatsappUrl(number: string, text = ""): string {
  const base = `${WA_ME}${whatsappDigits(number)}`;
  const words = text.trim();
  return words === "" ? base : `${base}?text=${encodeURIComponent(words)}`;
}
