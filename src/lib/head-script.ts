import { prefilterScript } from "./gallery-prefilter";
import { typedBeforeLiveScript } from "./typed-before-live";

/**
 * The site's one inline script, in the <head> of the gallery and of the contact page (written there
 * by gatsby-ssr.tsx, at build time only): the gallery's prefilter (`?category=`) and the contact
 * form's keeper of what is typed before the form is live. The hash of every inline script rides in the content security policy of every
 * page's headers, twice over in its layers (docs/deployment.md), where the home page and
 * `/services` have no room for another 0.1 KB (docs/performance.md, room for the staff's edits);
 * so the two are one script and one hash. Each part acts only where its page gives it something to
 * act on: a category of the gallery in the address; a field of the enquiry form.
 */
export const headScript = `${prefilterScript};${typedBeforeLiveScript}`;

/** The pages it acts on, the gallery and the contact page (src/pages/projects.tsx, contact.tsx). */
export const HEAD_SCRIPT_PAGES = ["/projects", "/contact"] as const;
