/**
 * Moves focus to the enquiry's message field, for a part of the contact page that goes away
 * under the visitor's focus (the shortlist, when its last item is removed). The field is found
 * by its `name`, which the form's contract fixes (docs/contact-form.md).
 */
export function focusMessageField(): void {
  document.querySelector<HTMLTextAreaElement>('form textarea[name="message"]')?.focus();
}
