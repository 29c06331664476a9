import { z } from "zod";
import { prose, text, LIMITS } from "../fields";
import { imageRef, MIN_WIDTH } from "../image-ref";
import { defineSource } from "../source";
import { editor } from "../editor-meta";

/** `content/values.yaml`: the studio's five values on the about page. */
export const valuesSource = defineSource({
  typeName: "ValuesYaml",
  path: "values.yaml",
  shape: "list",
  entry: (context) =>
    z
      .strictObject({
        title: text(LIMITS.title),
        text: prose(LIMITS.note),
        image: imageRef(context, { folder: "images/values", minWidth: MIN_WIDTH.card }),
      })
      .meta(
        editor({
          label: "About: values",
          itemLabel: "value",
          hint: "“Our central idea behind every design” on the about page: exactly 5 values, in order.",
        }),
      ),
  count: { exactly: 5, what: "values" },
});
