/** The Save button's words as content/shortlist.yaml gives them, for the components' tests. */
export const saveLabels = {
  label: "Save",
  picture: "Save to your shortlist: {description}",
  project: "Save to your shortlist: {title}",
  saved: "Saved to your shortlist: {name}",
  removed: "Removed from your shortlist: {name}",
  full: "Not saved, your shortlist is full: remove something from it to save {name}",
};

const thumbnail = (name: string) => ({
  childImageSharp: { thumbnail: { src: `/static/thumbs/${name}.webp` } },
});

/** The shortlist's static query (its words and the projects' pictures), for the panel's tests. */
export const shortlistCatalogue: Queries.ShortlistCatalogueQuery = {
  shortlistYaml: {
    save: { removed: "Removed from your shortlist: {name}" },
    panel: {
      heading: "Your shortlist",
      intro: "The pictures and projects you saved while browsing.",
      wholeProject: "The whole project",
      remove: "Remove",
      removeName: "Remove from your shortlist: {name}",
      add: "Add my shortlist to the message",
      added: "{count} added to your message.",
      leftOut: "{count} more did not fit within the message's 1,000 characters.",
      alreadyAdded: "Your shortlist is already in your message.",
    },
    message: {
      heading: "From my shortlist:",
      picture: "- {title}: {description} ({url})",
      project: "- {title} ({url})",
      leftOut: "- and {count} more I saved",
    },
    startProject: {
      sentence: "I would like to start a project like {title} ({url}).",
      started: "Your message begins with a sentence about {title}.",
    },
  },
  allProjectsYaml: {
    nodes: [
      {
        slug: "sea-facing-apartment-bandra",
        title: "Sea-Facing Apartment in Bandra",
        cover: { src: thumbnail("bandra-cover") },
        images: [
          { alt: "An ivory living room", src: { base: "01.jpg", ...thumbnail("bandra-01") } },
          { alt: "An open kitchen", src: { base: "03.jpg", ...thumbnail("bandra-03") } },
        ],
      },
      {
        slug: "west-village-townhouse",
        title: "West Village Townhouse",
        cover: { src: thumbnail("townhouse-cover") },
        images: [{ alt: "A parlour floor", src: { base: "01.jpg", ...thumbnail("townhouse-01") } }],
      },
    ],
  },
};
