import { z } from "zod";
import { LIMITS, optionalText, prose, quote, text } from "../fields";
import { defineSource } from "../source";
import { editor } from "../editor-meta";
import { SERVICE_GROUPS } from "./services";

/** `content/services-page.yaml`: the quote, the group headings and the process heading. */
export const servicesPageSource = defineSource({
  typeName: "ServicesPageYaml",
  path: "services-page.yaml",
  shape: "object",
  entry: () =>
    z
      .strictObject({
        quote: quote(),
        groups: z
          .array(
            z.strictObject({
              id: z.enum(SERVICE_GROUPS).meta(editor({ readOnly: true })),
              // Empty or absent: no heading (the editor writes '' for an empty text).
              heading: optionalText(LIMITS.title).meta(
                editor({ hint: "Leave it empty for no section heading." }),
              ),
            }),
          )
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
          })
          .meta(
            editor({
              fixed: true,
              itemLabel: "group",
              hint: "The groups that the services refer to, in order. A group with a heading gets a section heading before its first service.",
            }),
          ),
        process: z
          .strictObject({ heading: text(LIMITS.title), intro: prose(LIMITS.note) })
          .meta(
            editor({ hint: "Above the steps, which are edited in “Services: design process”." }),
          ),
      })
      .meta(editor({ label: "Services page" })),
});
