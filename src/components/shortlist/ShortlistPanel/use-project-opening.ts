import { useEffect } from "react";
import { openMessageWith } from "../../../lib/enquiry-draft";
import {
  openingSentence,
  PROJECT_PARAMETER,
  withoutProjectParameter,
} from "../../../lib/project-enquiry";
import { useShortlistCatalogue } from "./use-shortlist-catalogue";

/**
 * "Start a project like this" on arrival (docs/pages.md, Shortlist): for `?project=<slug>`, the
 * message begins with the sentence naming that project (a draft the visitor already wrote follows
 * it, whole; an unknown slug is ignored), then the parameter leaves the address, so the sentence
 * is written once. Runs after the form has taken in the tab's draft and anything typed
 * before the page was live (its layout effect comes first).
 */
export function useProjectOpening(): void {
  const { copy, projects, siteUrl } = useShortlistCatalogue();
  const template = copy.startProject.sentence;
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (!new URLSearchParams(search).has(PROJECT_PARAMETER)) return;
    const sentence = openingSentence(search, projects, template, siteUrl);
    if (sentence !== null) openMessageWith(sentence);
    const address = `${pathname}${withoutProjectParameter(search)}${hash}`;
    // The router's state (its key for scroll restoration) stays as it is.
    window.history.replaceState(window.history.state, "", address);
  }, [projects, template, siteUrl]);
}
