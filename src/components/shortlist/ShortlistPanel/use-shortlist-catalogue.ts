import { graphql, useStaticQuery } from "gatsby";
import { useMemo } from "react";
import { pictureKey, projectKey } from "../../../lib/shortlist";
import type { ShortlistEntry } from "../../../lib/shortlist-message";
import { projectUrl } from "../../../lib/project-enquiry";
import { useSiteIdentity } from "../../../hooks/use-site-identity";

/** One saved item as the contact page shows it. */
export interface CatalogueItem {
  key: string;
  /** The thumbnail's file: a small square WebP, built for this page. */
  thumbnail: string;
  /** The message's entry: project title, picture description (null for a project), address. */
  entry: ShortlistEntry;
}

/**
 * Everything the contact page needs to show a shortlist: the words of content/shortlist.yaml and,
 * for every project, its title, its cover and its pictures as small thumbnails with their
 * descriptions. A static query, so its data loads with the one page whose code uses it (the
 * contact page), never with the pages where pictures are saved. One 144 px WebP per picture
 * (the thumbnail is 72 CSS px at most): a plain `src`, the lightest data that draws it sharp.
 */
export function useShortlistCatalogue() {
  const data = useStaticQuery<Queries.ShortlistCatalogueQuery>(graphql`
    fragment ShortlistThumbnail on File {
      childImageSharp {
        thumbnail: resize(width: 144, height: 144, cropFocus: CENTER, toFormat: WEBP, quality: 70) {
          src
        }
      }
    }

    query ShortlistCatalogue {
      shortlistYaml {
        save {
          removed
        }
        panel {
          heading
          intro
          wholeProject
          remove
          removeName
          add
          added
          leftOut
          alreadyAdded
        }
        message {
          heading
          picture
          project
          leftOut
        }
        startProject {
          sentence
          started
        }
      }
      allProjectsYaml {
        nodes {
          slug
          title
          cover {
            src {
              ...ShortlistThumbnail
            }
          }
          images {
            alt
            src {
              base
              ...ShortlistThumbnail
            }
          }
        }
      }
    }
  `);
  const { siteUrl } = useSiteIdentity();
  const copy = data.shortlistYaml;
  if (!copy) throw new Error("useShortlistCatalogue: content/shortlist.yaml is missing");
  const projects = data.allProjectsYaml.nodes;

  /** Each key the site knows, with what the page shows of it. */
  const items = useMemo(() => {
    const known = new Map<string, CatalogueItem>();
    for (const project of projects) {
      const url = projectUrl(siteUrl, project.slug);
      const thumbnail = project.cover.src.childImageSharp?.thumbnail?.src;
      if (thumbnail) {
        const key = projectKey(project.slug);
        known.set(key, {
          key,
          thumbnail,
          entry: { title: project.title, description: null, url },
        });
      }
      for (const image of project.images) {
        const src = image.src.childImageSharp?.thumbnail?.src;
        const key = pictureKey(project.slug, image.src.base);
        if (src) {
          known.set(key, {
            key,
            thumbnail: src,
            entry: { title: project.title, description: image.alt, url },
          });
        }
      }
    }
    return known;
  }, [projects, siteUrl]);

  return { copy, projects, items, siteUrl };
}
