import { EmailJSResponseStatus, init, send } from "@emailjs/browser";
import { type EmailConfig, problemSummary } from "./email-config";
import { bundleEmailConfig } from "./email-environment";
import type { EnquiryParams } from "./validate-enquiry";

/** How a send ended: the service's status and text, or status 0 for a network failure. */
export type SendResult =
  { ok: true; status: number; text: string } | { ok: false; status: number; text: string };

/**
 * How long a send may go without an answer before it counts as failed (a stalled mobile link, a
 * proxy that holds the request): the SDK's fetch has no time limit of its own, and without one the
 * form would say "Sending…" for good, offering neither the failure alert nor the e-mail link.
 */
export const SEND_TIMEOUT_MS = 30_000;

/**
 * Sends an enquiry with EmailJS's `send()` (a JSON POST of lib_version, user_id, service_id,
 * template_id and template_params). Never throws: every failure (a rejected status such as 451,
 * 403 or 429, a network error, no answer within `SEND_TIMEOUT_MS`, missing configuration) comes
 * back as `{ ok: false }`.
 */
export async function sendEnquiry(
  params: EnquiryParams,
  config: EmailConfig = bundleEmailConfig(),
): Promise<SendResult> {
  if (config.mode === "unusable") {
    return { ok: false, status: 0, text: problemSummary(config.problem) };
  }
  // `init` is the only place the SDK takes a non-default origin.
  init({ publicKey: config.publicKey, origin: config.origin });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const noAnswer = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer in ${String(SEND_TIMEOUT_MS / 1000)} s`));
    }, SEND_TIMEOUT_MS);
  });
  try {
    const response = await Promise.race([
      send(config.serviceId, config.templateId, params),
      noAnswer,
    ]);
    return { ok: true, status: response.status, text: response.text };
  } catch (error) {
    return { ok: false, ...describeFailure(error) };
  } finally {
    clearTimeout(timer);
  }
}

function describeFailure(error: unknown): { status: number; text: string } {
  if (error instanceof EmailJSResponseStatus) {
    return { status: error.status, text: error.text };
  }
  // fetch() rejects with a plain TypeError when the request never got an answer; no answer in
  // time is an Error of sendEnquiry's own.
  if (error instanceof Error) {
    return { status: 0, text: `${error.name}: ${error.message}` };
  }
  return { status: 0, text: String(error) };
}
