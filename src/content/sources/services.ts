import { z } from "zod";
import { ACROSS_FIELDS, prose, text, LIMITS, whenValid } from "../fields";
import { imageRef, MIN_WIDTH } from "../image-ref";
import { fieldOf } from "../across";
import { defineSource, type AcrossIssue } from "../source";
import { editor } from "../editor-meta";

/** The groups a service can belong to; services-page.yaml gives each its heading, if any. */
export const SERVICE_GROUPS = ["interior-design", "styling-staging", "renovations"] as const;

/** The editor's labels of the commercial service's tiles and their switch, which its rule names. */
const SHOWS_TILES = "Shows sector tiles";
const TILES = "Sector tiles";
/** The switch as the editor and the YAML name it. */
const SWITCH = `"${SHOWS_TILES}" (designSubtype)`;

/** `content/services.yaml`: the services page's blocks. */
export const servicesSource = defineSource({
  typeName: "ServicesYaml",
  path: "services.yaml",
  shape: "list",
  entry: (context) =>
    z
      .strictObject({
        serviceNumber: z
          .number()
          .int()
          .min(1)
          .meta(editor({ label: "Number", readOnly: true, hint: "Its place in the list." })),
        group: z
          .enum(SERVICE_GROUPS, {
            error: `must be one of ${SERVICE_GROUPS.join(", ")}`,
          })
          .meta(
            editor({
              hint: "The section heading it appears under (the headings are in “Services page”).",
            }),
          ),
        serviceHeader: text(LIMITS.title).meta(editor({ label: "Heading" })),
        serviceData: prose(LIMITS.paragraph).meta(editor({ label: "Description" })),
        servicePoints: z
          .array(text(LIMITS.title))
          .min(1, "must be a non-empty list")
          .meta(editor({ label: "Points", itemLabel: "point" })),
        serviceFooter: text(LIMITS.caption).meta(editor({ label: "Closing line" })),
        serviceImg: imageRef(context, { folder: "images/services", minWidth: MIN_WIDTH.card }).meta(
          editor({ label: "Picture" }),
        ),
        designSubtype: z.boolean().meta(
          editor({
            label: SHOWS_TILES,
            hint: "For the commercial service only: on, with its sector tiles below; off for every other service, with no tiles.",
          }),
        ),
        subtype: z
          .array(
            z.strictObject({
              caption: text(LIMITS.label),
              image: imageRef(context, {
                folder: "images/services/sectors",
                minWidth: MIN_WIDTH.card,
              }),
            }),
          )
          .meta(editor({ label: TILES, itemLabel: "tile" })),
      })
      .meta(
        editor({
          label: "Services",
          itemLabel: "service",
          fixed: true,
          hint: "The services page's blocks, in the order shown: exactly 7, numbered in order.",
        }),
      )
      .superRefine(
        (service, issues) => {
          if (service.designSubtype && service.subtype.length === 0) {
            issues.addIssue({
              code: "custom",
              path: ["subtype"],
              message: `needs at least one tile while ${SWITCH} is on`,
              params: { kind: ACROSS_FIELDS },
            });
          }
          if (!service.designSubtype && service.subtype.length > 0) {
            issues.addIssue({
              code: "custom",
              path: ["subtype"],
              message: `only a service with ${SWITCH} on shows tiles: remove them, or turn it on`,
              params: { kind: ACROSS_FIELDS },
            });
          }
        },
        whenValid("designSubtype", "subtype"),
      ),
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
