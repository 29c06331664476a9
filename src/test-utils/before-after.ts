/** The before-and-after section's words as content/gallery.yaml gives them. */
export const beforeAfterLabels: Queries.BeforeAfterLabelsFragment = {
  heading: "Before and after",
  before: "Before",
  after: "After",
  compare: "Compare before and after: {caption}",
  position: "Before {before}%, after {after}%",
};
