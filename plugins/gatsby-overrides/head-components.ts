import { isValidElement, type ReactNode } from "react";

/** `<meta name="generator">` as Gatsby's static-entry writes it into every page's head. */
function isGeneratorMeta(component: ReactNode): boolean {
  return (
    isValidElement<{ name?: unknown }>(component) &&
    component.type === "meta" &&
    component.props.name === "generator"
  );
}

/**
 * The head components without Gatsby's generator meta: it names the framework and its version to
 * anyone probing the site and tells a visitor's browser nothing.
 */
export function withoutGenerator(components: readonly ReactNode[]): ReactNode[] {
  return components.filter((component) => !isGeneratorMeta(component));
}
