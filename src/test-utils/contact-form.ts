import type { EnquiryParams } from "../lib/validate-enquiry";

/** The contact form's words as content/contact.yaml gives them. */
export const contactFormContent: Queries.ContactFormFragment = {
  labels: {
    fullName: "Full name",
    email: "E-mail address",
    countryCode: "Country code",
    phone: "Contact number",
    optional: "(optional)",
    message: "Your message",
    honeypot: "Leave this field empty",
    submit: "Send message",
    sending: "Sending…",
  },
  countries: [
    { value: "", label: "No country code" },
    { value: "+1", label: "+1 USA" },
    { value: "+91", label: "+91 India" },
    { value: "+61", label: "+61 Australia" },
  ],
  hints: {
    fullName: "Please enter a valid name",
    email: "Please enter a valid email address",
    message: "Message should be at least 10 characters long",
  },
  alerts: {
    phoneMissing: "Please enter a phone number for the selected country.",
    phoneInvalid: "Please enter a valid phone number for the selected country.",
    success: "Message sent successfully!",
    failure: "Message failed to send. Try again.",
  },
  pendingNote:
    "Sending needs JavaScript, which has not started yet. You can also write to {email}.",
  mailFallback: {
    lead: "Or send the same enquiry from your own e-mail.",
    link: "Write to {email}",
    subject: "Enquiry from {name}",
    shortened: "The link carries a shortened copy: use Copy enquiry.",
    shortenedNotice: "[Shortened to fit in an e-mail link.]",
    copy: "Copy enquiry",
    copied: "Copied: the whole enquiry is on your clipboard.",
    copyRefused: "Your browser did not let the page copy. The whole enquiry is selected below.",
  },
  whatsapp: {
    fallbackLink: "Send it on WhatsApp",
    shortenedNotice: "[Shortened to fit in a WhatsApp link.]",
  },
};

/** An enquiry whose text a link has to encode: an accent, an apostrophe, "+", "&", "%", a line break. */
export const sampleEnquiry: EnquiryParams = {
  fullName: "Zoë O'Brien",
  email: "zoe+home@example.com",
  user_phone: "+61 412345678",
  message: "A calmer living room & study?\nBudget: 50% now.",
};

/** A deployment's three EmailJS settings, as the host's environment gives them. */
export const EMAILJS_KEYS = {
  GATSBY_EMAILJS_PUBLIC_KEY: "public-key",
  GATSBY_EMAILJS_SERVICE_ID: "service_studio",
  GATSBY_EMAILJS_TEMPLATE_ID: "template_enquiry",
};
