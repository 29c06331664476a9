import {
  type SyntheticEvent,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { sendEnquiry } from "../../../lib/email";
import {
  clearEnquiry,
  EMPTY_ENQUIRY,
  ENQUIRY_FIELDS,
  getEnquiry,
  subscribeEnquiry,
  updateEnquiry,
} from "../../../lib/enquiry-draft";
import {
  CHECKED_FIELDS,
  checkPhone,
  type EnquiryForm,
  enquiryParams,
  type FieldName,
  invalidFields,
  isCheckedField,
  isFieldValid,
} from "../../../lib/validate-enquiry";
import { HONEYPOT_NAME } from "./honeypot";
import {
  isSendInFlight,
  setSendInFlight,
  setUnsentEnquiry,
  useSendInFlight,
  useUnsentEnquiry,
} from "./send-in-flight";
import { takeOverTyping } from "../../../lib/typed-before-live";

export type ControlName = keyof EnquiryForm | typeof HONEYPOT_NAME;

export interface EnquiryAlerts {
  phoneMissing: string;
  phoneInvalid: string;
  success: string;
  failure: string;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The server renders the empty form, and hydration must render what the server did. */
function serverEnquiry(): EnquiryForm {
  return EMPTY_ENQUIRY;
}

/** The form's control called `name`, or null when it has none. */
function controlOf(form: HTMLFormElement, name: string): Control | null {
  const element = form.elements.namedItem(name);
  const isControl =
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement;
  return isControl ? element : null;
}

/**
 * Whether the page was loaded for a history entry (Back, Forward, `history.go`): browsers then put
 * back what the fields held when that entry was left, which, for an entry left by client-side
 * navigation, can be an enquiry sent or deleted since. (A reload puts back what they hold now.)
 */
function isHistoryLoad(): boolean {
  return performance
    .getEntriesByType("navigation")
    .some((entry) => "type" in entry && entry.type === "back_forward");
}

/**
 * Takes into the enquiry what the visitor typed (or the browser autofilled) into the server's
 * HTML before React took the form over: React keeps such values in the DOM through hydration but
 * would overwrite them with its own state at the next render. A field left empty keeps its
 * draft. Returns the honeypot's value, which is not part of the enquiry (null without a form).
 *
 * After a `historyLoad` nothing tells what the browser put back from what was typed: only the
 * field the visitor is in (it has focus) is taken in. The others are given the draft's values
 * (React, whose render of them has not changed, would leave the browser's shown, for the next
 * Send to take in), and the honeypot none.
 */
function adoptTyped(form: HTMLFormElement | null, historyLoad = false): string | null {
  if (!form) return null;
  const typed: Partial<EnquiryForm> = {};
  const current = getEnquiry();
  for (const field of ENQUIRY_FIELDS) {
    const element = controlOf(form, field);
    const value = element?.value ?? "";
    if (historyLoad && element && element !== document.activeElement) {
      element.value = current[field];
    } else if (value !== "" && value !== current[field]) {
      typed[field] = value;
    }
  }
  updateEnquiry(typed);
  const trap = controlOf(form, HONEYPOT_NAME);
  if (historyLoad && trap) trap.value = "";
  return trap?.value ?? null;
}

/**
 * The enquiry form's behaviour (docs/contact-form.md): the values in the shared enquiry store
 * (kept as a draft for the tab), field hints on submit and on blur of a touched field, focus on
 * the first invalid field, the phone rules' alerts, the honeypot, one send at a time in the tab
 * (src/components/contact/ContactForm/send-in-flight.ts), success clearing the form and its draft
 * of what was sent (not what was typed while it was on its way) and failure keeping every value
 * and, for the tab, the enquiry that failed.
 * `fallback` is what the fallback offers after a failed send (null before one and after a
 * success).
 */
export function useEnquiryForm(alerts: EnquiryAlerts) {
  const values = useSyncExternalStore(subscribeEnquiry, getEnquiry, serverEnquiry);
  const [honeypot, setHoneypot] = useState("");
  /** Fields the visitor has typed in. */
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(new Set());
  /** Fields whose hint may show: blurred after typing, or checked by a submit. */
  const [checked, setChecked] = useState<ReadonlySet<FieldName>>(new Set());
  /** The phone alert last shown, kept as the number's hint until the number or country changes. */
  const [phoneHint, setPhoneHint] = useState<string | null>(null);
  const sending = useSendInFlight();
  const unsent = useUnsentEnquiry();
  /** Between a pointer press on Send and the click (or the pointer leaving without one). */
  const pressingSubmit = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const controls = useRef<Partial<Record<ControlName, Control | null>>>({});
  /** What had focus when the last send began: Send itself, when it was clicked or pressed. */
  const focusBeforeSend = useRef<HTMLElement | null>(null);

  // What was typed before the script was live is taken in before any render can overwrite it,
  // from the head script's draft and from the fields; what the browser put back from history is
  // not (a sent or deleted enquiry would come back).
  useLayoutEffect(() => {
    takeOverTyping((name) => form.current && controlOf(form.current, name));
    const trap = adoptTyped(form.current, isHistoryLoad());
    if (trap) setHoneypot(trap);
  }, []);

  // Disabled while sending, Send drops focus to the page; once it is enabled again it gets it
  // back, so that after the alert the visitor is where they left off: on Send to try again, with
  // the fallback one Tab further.
  useEffect(() => {
    if (sending) return;
    const element = focusBeforeSend.current;
    focusBeforeSend.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (element?.isConnected && lost) element.focus();
  }, [sending]);

  const isInvalid = (field: FieldName) => checked.has(field) && !isFieldValid(field, values[field]);

  /** Clears the form; given what was sent, a field changed since keeps its new value. */
  const reset = (sent?: EnquiryForm) => {
    clearEnquiry(sent);
    setHoneypot("");
    setTouched(new Set());
    setChecked(new Set());
    setPhoneHint(null);
    setUnsentEnquiry(null);
  };

  /** Props that connect one control to the form: name, value, handlers and a ref for focus. */
  const control = (name: ControlName) => ({
    name,
    value: name === HONEYPOT_NAME ? honeypot : values[name],
    ref: (element: Control | null) => {
      controls.current[name] = element;
    },
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      if (name === HONEYPOT_NAME) {
        setHoneypot(value);
        return;
      }
      updateEnquiry({ [name]: value });
      if (isCheckedField(name)) setTouched((current) => new Set(current).add(name));
      if (name === "user_phone" || name === "country_code") setPhoneHint(null);
    },
    onBlur: () => {
      // Left by pressing Send with a pointer: the submit checks every field, and a hint appearing
      // now would move the button from under the pointer before the click lands.
      if (pressingSubmit.current) return;
      if (isCheckedField(name) && touched.has(name)) {
        setChecked((current) => new Set(current).add(name));
      }
    },
  });

  /**
   * Props for the submit button. A press that leaves the button (a mouse or pen moved off, a touch
   * the browser took for a scroll) sends nothing, and a blur after it shows its hint again; a
   * finger leaves the button as it lifts, before the click and the blur, which is no such leave.
   */
  const submitButton = {
    onPointerDown: () => {
      pressingSubmit.current = true;
    },
    onPointerLeave: (event: { pointerType: string }) => {
      if (event.pointerType !== "touch") pressingSubmit.current = false;
    },
    onPointerCancel: () => {
      pressingSubmit.current = false;
    },
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    pressingSubmit.current = false;
    if (isSendInFlight()) return;
    // A submit React replays from before it took over may come before the values typed then
    // were taken in: the form as shown is what is checked and sent.
    const trap = adoptTyped(form.current) ?? honeypot;
    const enquiry = getEnquiry();

    const invalid = invalidFields(enquiry);
    setChecked(new Set(CHECKED_FIELDS));
    const [firstInvalid] = invalid;
    if (firstInvalid) {
      controls.current[firstInvalid]?.focus();
      return;
    }

    const phone = checkPhone(enquiry.country_code, enquiry.user_phone);
    if (!phone.ok) {
      const problem = phone.problem === "missing" ? alerts.phoneMissing : alerts.phoneInvalid;
      window.alert(problem);
      // Once the alert is gone, the number says what is wrong with it, as the other fields do.
      setPhoneHint(problem);
      controls.current.user_phone?.focus();
      return;
    }

    if (trap.trim() !== "") {
      // Only a bot fills the hidden field: act as on success, send nothing.
      window.alert(alerts.success);
      reset();
      return;
    }

    const params = enquiryParams(enquiry, phone.userPhone);
    focusBeforeSend.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSendInFlight(true);
    const result = await sendEnquiry(params);
    setSendInFlight(false);
    if (result.ok) {
      window.alert(alerts.success);
      reset(enquiry);
    } else {
      console.error(`Enquiry not sent (status ${result.status}): ${result.text}`);
      // Kept for the tab, so that a form mounted again (the visitor left during the send) offers
      // it too; rendered once the alert is dismissed (the alert blocks), so the fallback's live
      // region speaks after the alert rather than over it.
      setUnsentEnquiry(params);
      window.alert(alerts.failure);
    }
  };

  /**
   * After a failed send, the enquiry the fallback offers: as the form holds it now, so an edit made
   * since (a typo, a phone number) goes by e-mail too, or the one that failed while an edit has
   * left the form invalid.
   */
  const fallback = useMemo(() => {
    if (!unsent || invalidFields(values).length > 0) return unsent;
    const phone = checkPhone(values.country_code, values.user_phone);
    return phone.ok ? enquiryParams(values, phone.userPhone) : unsent;
  }, [unsent, values]);

  return { form, control, isInvalid, phoneHint, sending, submit, submitButton, fallback };
}
