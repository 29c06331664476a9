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
 * the message box already holding `text`. With `maxLength`, the link is at most that long: the
 * text is cut at a word where it can be (marked with …), never inside a character; a link that
 * cannot carry any text carries none.
 */
export function whatsappUrl(number: string, text = "", maxLength = Infinity): string {
  const base = `${WA_ME}${whatsappDigits(number)}`;
  const withText = (words: string) =>
    words === "" ? base : `${base}?text=${encodeURIComponent(words)}`;
  const whole = text.trim();
  if (withText(whole).length <= maxLength) return withText(whole);

  // The longest beginning (in characters, never half a surrogate pair) that fits with "…".
  const characters = Array.from(whole);
  const fits = (count: number) =>
    withText(`${characters.slice(0, count).join("")}…`).length <= maxLength;
  let low = 0;
  let high = characters.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  if (low === 0 || !fits(low)) return base;
  const cut = characters.slice(0, low).join("");
  // Back to the last word boundary, unless that would throw most of the text away.
  const atWord = cut.replace(/\s+\S*$/, "");
  const kept = atWord.length >= cut.length * 0.8 ? atWord : cut;
  return withText(`${kept.trimEnd()}…`);
}
