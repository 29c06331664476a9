/**
 * The contact form's honeypot (docs/contact-form.md): a text field people never see or reach, which bots
 * fill. Browsers and password managers autofill fields they recognise even when hidden, and a
 * visitor whose browser filled it would see "sent" while nothing was sent; these attributes keep
 * autofill away from it.
 */

/**
 * A name that no autofill heuristic reads as a field it knows (unlike "website", "url", "company"
 * or "address", which contact cards and password managers fill).
 */
export const HONEYPOT_NAME = "studio_ref";

/**
 * Not "off": Chrome ignores `autocomplete="off"` for its address and contact Autofill and still
 * classifies the field by its name and label. A value that is no autofill field name makes
 * Chrome mark the field unrecognised (HTML_TYPE_UNRECOGNIZED), which turns Autofill off for it.
 * "none" is such a value that accessibility checkers (axe, jsx-a11y) accept as a state word; it
 * contains none of the words ("name", "tel", "address"…) for which Chrome would assume a typo
 * and fill anyway. Other browsers treat it as unset and go by the name, which matches nothing.
 */
export const HONEYPOT_AUTOCOMPLETE = "none";
