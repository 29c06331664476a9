import { EmailJSResponseStatus, init, send } from "@emailjs/browser";
import { type EmailConfig, problemSummary, resolveEmailConfig } from "./email-config";
import { emailEnvironment } from "./email-environment";
import type { EnquiryParams } from "./validate-enquiry";

/** How a send ended: the service's status and text, or status 0 for a network failure. */
export type SendResult =
  { ok: true; status: number; text: string } | { ok: false; status: number; text: string };

/** The configuration this build was made with, resolved once. */
export const emailConfig: EmailConfig = resolveEmailConfig(emailEnvironment);

/**
 * Sends an enquiry with EmailJS's `send()` (a JSON POST of lib_version, user_id, service_id,
 * template_id and template_params). Never throws: every failure (a rejected status such as 451,
 * 403 or 429, a network error, missing configuration) comes back as `{ ok: false }`.
 */
export async function sendEnquiry(
  params: EnquiryParams,
  config: EmailConfig = emailConfig,
): Promise<SendResult> {
  if (config.mode === "unusable") {
    return { ok: false, status: 0, text: problemSummary(config.problem) };
  }
  // `init` is the only place the SDK takes a non-default origin.
  init({ publicKey: config.publicKey, origin: config.origin });
  try {
    const response = await send(config.serviceId, config.templateId, params);
    return { ok: true, status: response.status, text: response.text };
  } catch (error) {
    return { ok: false, ...describeFailure(error) };
  }
}

function describeFailure(error: unknown): { status: number; text: string } {
  if (error instanceof EmailJSResponseStatus) {
    return { status: error.status, text: error.text };
  }
  // fetch() rejects with a plain TypeError when the request never got an answer.
  if (error instanceof Error) {
    return { status: 0, text: `${error.name}: ${error.message}` };
  }
  return { status: 0, text: String(error) };
}
