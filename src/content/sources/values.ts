import { z } from "zod";
import { text } from "../fields";
import { imageRef } from "../image-ref";
import { defineSource } from "../source";

/** `content/values.yaml`: the studio's five values on the about page (SPEC §3 About value). */
export const valuesSource = defineSource({
  typeName: "ValuesYaml",
  path: "values.yaml",
  shape: "list",
  entry: (context) => z.strictObject({ title: text(), text: text(), image: imageRef(context) }),
  count: { exactly: 5, what: "values" },
});
