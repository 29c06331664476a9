import { z } from "zod";
import { quote, text } from "../fields";
import { defineSource } from "../source";
import { SERVICE_GROUPS } from "./services";

/** `content/services-page.yaml`: the quote, the group headings and the process heading. */
export const servicesPageSource = defineSource({
  typeName: "ServicesPageYaml",
  path: "services-page.yaml",
  shape: "object",
  entry: () =>
    z.strictObject({
      quote: quote(),
      groups: z
        .array(z.strictObject({ id: z.enum(SERVICE_GROUPS), heading: text().optional() }))
        .superRefine((groups, issues) => {
          const ids = groups.map((group) => group.id);
          for (const id of SERVICE_GROUPS.filter((known) => !ids.includes(known))) {
            issues.addIssue({ code: "custom", message: `group "${id}" is missing` });
          }
          ids.forEach((id, index) => {
            if (ids.indexOf(id) !== index) {
              issues.addIssue({ code: "custom", path: [index, "id"], message: `"${id}" twice` });
            }
          });
        }),
      process: z.strictObject({ heading: text(), intro: text() }),
    }),
});
