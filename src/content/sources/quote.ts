import { z } from "zod";
import { text } from "../fields";

/** A quotation and who said it, as the services and about pages open. */
export const quote = () => z.strictObject({ text: text(), cite: text() });
