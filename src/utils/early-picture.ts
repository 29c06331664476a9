/**
 * Marks a picture in the HTML that the stylesheet hides, so that the browser does not fetch it,
 * until a rule of its page shows it (`ResponsiveImage`'s `early`): kept as a name of its own for
 * the page's rules and for the notice of a page whose code failed, which shows every picture.
 */
export const EARLY_ATTRIBUTE = "data-early";
