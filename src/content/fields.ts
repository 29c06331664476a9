import { z } from "zod";

/** Text an editor must fill in: trimmed, never empty. */
export const text = () => z.string().trim().min(1, "must not be empty");

/** A path inside the site, such as `/about`. */
export const internalPath = () =>
  z.string().regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, "must be a site path such as /about");

/** An absolute https:// address. */
export const externalUrl = () =>
  z.url({ protocol: /^https$/, error: "must be an https:// address" });

/** An e-mail address. */
export const emailAddress = () => z.email({ error: "not an e-mail address" });
