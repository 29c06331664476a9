import { render, screen } from "@testing-library/react";
import { type PageProps, useStaticQuery } from "gatsby";
import { beforeAfterLabels } from "../test-utils/before-after";
import {
  fakeProjectImage,
  projectFactLabels,
  projectImagesLabels,
} from "../test-utils/project-images";
import { saveLabels, shortlistCatalogue } from "../test-utils/shortlist";
import { siteIdentity, socialImage } from "../test-utils/site-identity";
import ProjectPage from "./project";

/** A project page's query result, its gallery page living at `galleryPath`. */
function pageData(galleryPath: string): Queries.ProjectPageQuery {
  return {
    project: {
      title: "Garden House",
      slug: "garden-house",
      category: "home",
      location: "Alibag",
      year: 2025,
      summary: "A weekend house opened to its garden.",
      description: "A weekend house in Alibag, opened to its garden.",
      duration: null,
      scope: null,
      photographer: null,
      cover: socialImage("garden-house", "The veranda"),
      images: ["hall", "study"].map((room) => fakeProjectImage(room, `The ${room}`, `${room}.jpg`)),
      area: null,
      press: null,
      beforeAfter: null,
    },
    galleryPage: { path: galleryPath, breadcrumb: "Gallery" },
    previous: { title: "Sea-Facing Apartment", slug: "sea-facing-apartment" },
    next: { title: "West Village Townhouse", slug: "west-village-townhouse" },
    galleryYaml: {
      categories: [{ id: "home", label: "Home" }],
      facts: projectFactLabels,
      press: "In the press",
      beforeAfter: beforeAfterLabels,
      backToGallery: "Back to the gallery",
      projectNavigation: "More projects",
      previousProject: "Previous project",
      nextProject: "Next project",
      openImage: projectImagesLabels.openImage,
      lightbox: projectImagesLabels.lightbox,
    },
    siteYaml: { labels: { loadError: projectImagesLabels.loadError } },
    shortlistYaml: {
      save: saveLabels,
      startProject: { lead: "Imagine a space like this?", label: "Start a project like this" },
    },
  };
}

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({ ...siteIdentity, ...shortlistCatalogue });
});

describe("ProjectPage", () => {
  it("leads back to the gallery at the path its content entry gives", () => {
    const data = pageData("/work");
    render(<ProjectPage {...({ data } as PageProps<Queries.ProjectPageQuery>)} />);
    expect(screen.getByRole("link", { name: "Back to the gallery" })).toHaveAttribute(
      "href",
      "/work",
    );
  });
});
