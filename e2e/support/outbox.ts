/** The development outbox the test build's contact form sends to (scripts/outbox.js). */
export const OUTBOX_PORT = Number(process.env.E2E_OUTBOX_PORT ?? 8025);
export const OUTBOX_URL = `http://127.0.0.1:${String(OUTBOX_PORT)}`;
export const SEND_URL = `${OUTBOX_URL}/api/v1.0/email/send`;
/** Where the outbox started by Playwright saves enquiries (git-ignored). */
export const OUTBOX_DIR = "e2e-outbox";
