import { type SyntheticEvent, useEffect, useRef, useState } from "react";
import { sendEnquiry } from "../../../lib/email";
import {
  checkPhone,
  type EnquiryForm,
  type EnquiryParams,
  enquiryParams,
  type FieldName,
  invalidFields,
  isFieldValid,
} from "../../../lib/validate-enquiry";
import { HONEYPOT_NAME } from "./honeypot";

/** The form's values: the enquiry and the honeypot people never see. */
export type FormValues = EnquiryForm & { [HONEYPOT_NAME]: string };
export type ControlName = keyof FormValues;

const EMPTY: FormValues = {
  fullName: "",
  email: "",
  country_code: "",
  user_phone: "",
  message: "",
  [HONEYPOT_NAME]: "",
};

export interface EnquiryAlerts {
  phoneMissing: string;
  phoneInvalid: string;
  success: string;
  failure: string;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isCheckedField(name: ControlName): name is FieldName {
  return name === "fullName" || name === "email" || name === "message";
}

/**
 * The enquiry form's behaviour (docs/contact-form.md): field hints on submit and on blur of a touched
 * field, focus on the first invalid field, the phone rules' alerts, the honeypot, one send at a
 * time, success resetting the form and failure keeping every value. `unsent` is the enquiry of
 * the last failed send (null before one and after a success), for the e-mail fallback.
 */
export function useEnquiryForm(alerts: EnquiryAlerts) {
  const [values, setValues] = useState<FormValues>(EMPTY);
  /** Fields the visitor has typed in. */
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(new Set());
  /** Fields whose hint may show: blurred after typing, or checked by a submit. */
  const [checked, setChecked] = useState<ReadonlySet<FieldName>>(new Set());
  const [sending, setSending] = useState(false);
  const [unsent, setUnsent] = useState<EnquiryParams | null>(null);
  const inFlight = useRef(false);
  /** Between a pointer press on Send and the click (or the pointer leaving without one). */
  const pressingSubmit = useRef(false);
  const controls = useRef<Partial<Record<ControlName, Control | null>>>({});
  /** What had focus when the last send began: Send itself, when it was clicked or pressed. */
  const focusBeforeSend = useRef<HTMLElement | null>(null);

  // Disabled while sending, Send drops focus to the page; once it is enabled again it gets it
  // back, so that after the alert the visitor is where they left off: on Send to try again, with
  // the e-mail fallback one Tab further.
  useEffect(() => {
    if (sending) return;
    const element = focusBeforeSend.current;
    focusBeforeSend.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (element?.isConnected && lost) element.focus();
  }, [sending]);

  const isInvalid = (field: FieldName) => checked.has(field) && !isFieldValid(field, values[field]);

  const reset = () => {
    setValues(EMPTY);
    setTouched(new Set());
    setChecked(new Set());
    setUnsent(null);
  };

  /** Props that connect one control to the form: name, value, handlers and a ref for focus. */
  const control = (name: ControlName) => ({
    name,
    value: values[name],
    ref: (element: Control | null) => {
      controls.current[name] = element;
    },
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      if (isCheckedField(name)) setTouched((current) => new Set(current).add(name));
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

  /** Props for the submit button. */
  const submitButton = {
    onPointerDown: () => {
      pressingSubmit.current = true;
    },
    onPointerLeave: () => {
      pressingSubmit.current = false;
    },
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    pressingSubmit.current = false;
    if (inFlight.current) return;

    const invalid = invalidFields(values);
    setChecked(new Set(["fullName", "email", "message"]));
    const [firstInvalid] = invalid;
    if (firstInvalid) {
      controls.current[firstInvalid]?.focus();
      return;
    }

    const phone = checkPhone(values.country_code, values.user_phone);
    if (!phone.ok) {
      window.alert(phone.problem === "missing" ? alerts.phoneMissing : alerts.phoneInvalid);
      controls.current.user_phone?.focus();
      return;
    }

    if (values[HONEYPOT_NAME].trim() !== "") {
      // Only a bot fills the hidden field: act as on success, send nothing.
      window.alert(alerts.success);
      reset();
      return;
    }

    const enquiry = enquiryParams(values, phone.userPhone);
    inFlight.current = true;
    focusBeforeSend.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSending(true);
    const result = await sendEnquiry(enquiry);
    inFlight.current = false;
    setSending(false);
    if (result.ok) {
      window.alert(alerts.success);
      reset();
    } else {
      console.error(`Enquiry not sent (status ${result.status}): ${result.text}`);
      // Rendered once the alert is dismissed (the alert blocks), so the fallback's live region
      // speaks after the alert rather than over it.
      setUnsent(enquiry);
      window.alert(alerts.failure);
    }
  };

  return { control, isInvalid, sending, submit, submitButton, unsent };
}
