import type { ComponentProps } from "react";
import { Seo } from "./Seo";

type PageSeoProps = Omit<
  ComponentProps<typeof Seo>,
  "title" | "description" | "image" | "breadcrumb"
> & {
  /** The page's entry in `content/pages.yaml`, through the `PageSeo` fragment. */
  page: Queries.PageSeoFragment;
};

/**
 * `Seo` for a route described by `content/pages.yaml`: title, description, sharing picture and
 * breadcrumb name come from its entry. The home page (the studio itself) and the 404 page (kept
 * out of search results) have no breadcrumb trail.
 */
export function PageSeo({ page, ...props }: PageSeoProps) {
  const inTrail = !props.describesStudio && !props.noindex;
  return (
    <Seo
      title={page.title}
      description={page.description}
      image={page.image}
      {...(inTrail ? { breadcrumb: page.breadcrumb } : {})}
      {...props}
    />
  );
}
