import type {
  ProjectImageData,
  ProjectImagesLabels,
} from "../components/projects/ProjectImages/ProjectImages";
import type { ProjectFactLabels } from "../components/projects/ProjectIntro/project-facts";
import { fakeImage } from "./images";

/** The names of a project's facts (content/gallery.yaml's `facts`). */
export const projectFactLabels: ProjectFactLabels = {
  category: "Category",
  location: "Location",
  year: "Year",
  area: "Area",
  duration: "Duration",
  scope: "Scope of work",
  photographer: "Photography",
};

/**
 * The words of a project page's pictures and its lightbox (content/gallery.yaml), and of its load
 * error (content/site.yaml's `labels.loadError`, which every page shares).
 */
export const projectImagesLabels: ProjectImagesLabels = {
  openImage: "View image {n} larger",
  lightbox: {
    label: "Project images",
    previous: "Previous image",
    next: "Next image",
    close: "Close",
    position: "{n} of {count}",
  },
  loadError: {
    heading: "This part of the page did not load",
    text: "Reloading the page brings in the latest version.",
    retry: "Reload the page",
  },
};

/** A project's picture as the `ProjectImage` fragment returns it, its file named `base`. */
export function fakeProjectImage(room: string, alt: string, base: string): ProjectImageData {
  return { alt, src: { id: `file-${room}`, base, childImageSharp: { photo: fakeImage(room) } } };
}
