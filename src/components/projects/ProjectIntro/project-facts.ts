/** One line of a project's facts: a label and its value, or several (the scope of work). */
export interface ProjectFact {
  label: string;
  value: string | readonly string[];
}

/** The facts a project's YAML may give; every one after the year is optional. */
export interface ProjectFactsSource {
  category: string;
  location: string;
  year: number;
  /** The area as the page shows it, formatted at build time ("1,850 sq ft"). */
  area?: { readonly label: string } | null;
  duration?: string | null;
  scope?: readonly string[] | null;
  photographer?: string | null;
}

/** Their labels, from `content/gallery.yaml`. */
export interface ProjectFactLabels {
  category: string;
  location: string;
  year: string;
  area: string;
  duration: string;
  scope: string;
  photographer: string;
}

/**
 * The facts a project page lists, in order: category (its label already looked up), location
 * and year always; area, duration, the photographer's credit and the scope of work only when
 * the project gives them, so a project without them shows no empty line.
 */
export function projectFacts(
  project: ProjectFactsSource,
  labels: ProjectFactLabels,
): ProjectFact[] {
  const facts: ProjectFact[] = [
    { label: labels.category, value: project.category },
    { label: labels.location, value: project.location },
    { label: labels.year, value: String(project.year) },
  ];
  if (project.area) facts.push({ label: labels.area, value: project.area.label });
  if (project.duration) facts.push({ label: labels.duration, value: project.duration });
  if (project.photographer) {
    facts.push({ label: labels.photographer, value: project.photographer });
  }
  // Last: a list of lines takes a row of its own.
  if (project.scope && project.scope.length > 0) {
    facts.push({ label: labels.scope, value: project.scope });
  }
  return facts;
}
