import { z } from "zod";
import { text, LIMITS } from "../fields";
import { imageRef, MIN_WIDTH } from "../image-ref";
import { defineSource } from "../source";
import { editor } from "../editor-meta";

export const SLIDE_COUNT = 8;

/** `content/slides.yaml`: the home page's hero carousel. */
export const slidesSource = defineSource({
  typeName: "SlidesYaml",
  path: "slides.yaml",
  shape: "list",
  entry: (context) =>
    z
      .strictObject({
        // Over the picture: at 320 px (a 180 px high slide) a title and a caption of 80
        // characters each still end on the picture; 120 and 80 run off its top.
        title: text(LIMITS.label).meta(editor({ hint: "Shown over the picture." })),
        caption: text(LIMITS.label).meta(
          editor({ hint: "Shown over the picture, under the title." }),
        ),
        image: imageRef(context, { folder: "images/home/slides", minWidth: MIN_WIDTH.screen }),
      })
      .meta(
        editor({
          label: "Home: hero slides",
          itemLabel: "slide",
          hint: `The home page's hero carousel: exactly ${SLIDE_COUNT} slides, shown in this order. Use pictures at least 2400 pixels wide.`,
        }),
      ),
  count: { exactly: SLIDE_COUNT, what: "slides" },
});
