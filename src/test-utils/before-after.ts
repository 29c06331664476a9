import { fakeContentImage } from "./images";

/** The before-and-after section's words as content/gallery.yaml gives them. */
export const beforeAfterLabels: Queries.BeforeAfterLabelsFragment = {
  heading: "Before and after",
  before: "Before",
  after: "After",
  compare: "Compare before and after: {caption}",
  position: "Before {before}%, after {after}%",
};

/** Two rooms before and after, with made-up pictures. */
export const beforeAfterPairs = [
  {
    caption: "The kitchen, stripped and rebuilt",
    before: fakeContentImage("kitchen-before", "The kitchen stripped to the shell"),
    after: fakeContentImage("kitchen-after", "The finished kitchen"),
  },
  {
    caption: "The bathroom, from damp to calm",
    before: fakeContentImage("bath-before", "The old bathroom"),
    after: fakeContentImage("bath-after", "The rebuilt bathroom"),
  },
];
