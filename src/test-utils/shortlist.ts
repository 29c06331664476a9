/** The Save button's words as content/shortlist.yaml gives them, for the components' tests. */
export const saveLabels = {
  label: "Save",
  picture: "Save to your shortlist: {description}",
  project: "Save to your shortlist: {title}",
  saved: "Saved to your shortlist: {name}",
  removed: "Removed from your shortlist: {name}",
  full: "Not saved, your shortlist is full: remove something from it to save {name}",
};
