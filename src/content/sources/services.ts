import { z } from "zod";
import { text } from "../fields";
import { imageRef } from "../image-ref";
import { fieldOf } from "../across";
import { defineSource, type AcrossIssue } from "../source";

/** The groups a service can belong to; services-page.yaml gives each its heading, if any. */
export const SERVICE_GROUPS = ["interior-design", "styling-staging", "renovations"] as const;

/** `content/services.yaml`: the services page's blocks (SPEC §3 Service). */
export const servicesSource = defineSource({
  typeName: "ServicesYaml",
  path: "services.yaml",
  shape: "list",
  entry: (context) =>
    z
      .strictObject({
        serviceNumber: z.number().int().positive(),
        group: z.enum(SERVICE_GROUPS, {
          error: `must be one of ${SERVICE_GROUPS.join(", ")}`,
        }),
        serviceHeader: text(),
        serviceData: text(),
        servicePoints: z.array(text()).min(1, "must be a non-empty list"),
        serviceFooter: text(),
        serviceImg: imageRef(context),
        designSubtype: z.boolean(),
        subtype: z.array(z.strictObject({ caption: text(), image: imageRef(context) })),
      })
      .superRefine((service, issues) => {
        if (service.designSubtype && service.subtype.length === 0) {
          issues.addIssue({
            code: "custom",
            path: ["subtype"],
            message: "designSubtype true needs subtype tiles",
          });
        }
        if (!service.designSubtype && service.subtype.length > 0) {
          issues.addIssue({
            code: "custom",
            path: ["subtype"],
            message: "only a service with designSubtype true shows subtype tiles",
          });
        }
      }),
  count: { exactly: 7, what: "services" },
  across: (entries) => {
    const issues: AcrossIssue[] = [];
    for (const entry of entries) {
      const { position } = entry;
      const number = fieldOf(entry, "serviceNumber");
      if (typeof number === "number" && number !== position) {
        issues.push({
          entry: position,
          field: "serviceNumber",
          message: `should be ${position}: services are numbered in the order they are listed`,
        });
      }
    }
    return issues;
  },
});
