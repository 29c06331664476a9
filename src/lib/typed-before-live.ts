import { DRAFT_KEY, DRAFT_VERSION, ENQUIRY_FIELDS, reloadDraft } from "./enquiry-draft";

/**
 * On <html> from the contact page's head script until the form is live: empty, or the name of the
 * field being typed in.
 */
export const TYPING_ATTRIBUTE = "data-enquiry-typing";

const root = JSON.stringify(TYPING_ATTRIBUTE);

/**
 * A script for the contact page's <head> (docs/contact-form.md, "Before the form is live"). Until
 * the page's code takes the form over, each value typed or autofilled into the server's form goes
 * into the tab's draft as it changes (in `enquiry-draft.ts`'s stored shape), and <html> names the
 * field being typed in. React hydrates the server's form and takes its values in, unless the HTML
 * no longer matches what React renders: a browser's translation wraps every text in `<font>`, an
 * extension puts an element beside a field, and React then renders the page again from nothing,
 * an empty form in place of the one typed in. The draft then brings the values back, and the name
 * the caret (`takeOverTyping`). A focused field taken out of the page reports a `focusout` too,
 * while still in it: a name is forgotten only when its field is left and still there.
 * It acts only while the first document is parsed (a script run later, as Gatsby runs a `Head`'s
 * on client-side navigation, would find the form live from its first render).
 */
export const typedBeforeLiveScript = `(function(){if(document.readyState!=="loading")return;var h=document.documentElement,A=${root},F=${JSON.stringify(
  ENQUIRY_FIELDS,
)};h.setAttribute(A,"");function ours(t){return h.hasAttribute(A)&&!!t.form&&F.indexOf(t.name)>=0}addEventListener("input",function(e){var t=e.target,s,d;if(!ours(t))return;try{s=sessionStorage;try{d=JSON.parse(s.getItem(${JSON.stringify(
  DRAFT_KEY,
)}))}catch(x){}if(!d||d.version!==${DRAFT_VERSION}||!d.values||typeof d.values!=="object")d={version:${DRAFT_VERSION},values:{}};d.values[t.name]=t.value;s.setItem(${JSON.stringify(
  DRAFT_KEY,
)},JSON.stringify(d))}catch(x){}},true);addEventListener("focusin",function(e){if(ours(e.target))h.setAttribute(A,e.target.name)},true);addEventListener("focusout",function(e){var t=e.target;if(ours(t))setTimeout(function(){if(t.isConnected&&h.getAttribute(A)===t.name&&document.activeElement!==t)h.setAttribute(A,"")})},true)})()`;

/**
 * Ends the head script's watch once the form is live (the first render of a page loaded at
 * /contact): takes in the draft it wrote and, if focus was lost to the page while a field was
 * being typed in (React rendered the form again from nothing), puts the caret back at the end of
 * that field, so the next keystrokes go on where the last went. Returns nothing; does nothing on a
 * form reached by client-side navigation.
 */
export function takeOverTyping(field: (name: string) => HTMLElement | null): void {
  const html = document.documentElement;
  const typing = html.getAttribute(TYPING_ATTRIBUTE);
  if (typing === null) return;
  html.removeAttribute(TYPING_ATTRIBUTE);
  reloadDraft();
  const lost = document.activeElement === null || document.activeElement === document.body;
  const control = typing === "" || !lost ? null : field(typing);
  if (!control) return;
  control.focus();
  if (control instanceof HTMLTextAreaElement || control instanceof HTMLInputElement) {
    try {
      control.setSelectionRange(control.value.length, control.value.length);
    } catch {
      // An e-mail field has no caret position to set; focus is enough.
    }
  }
}
