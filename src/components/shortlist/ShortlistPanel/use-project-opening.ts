import { useEffect, useEffectEvent } from "react";
import { openMessageWith } from "../../../lib/enquiry-draft";
import {
  linkedProjectText,
  PROJECT_PARAMETER,
  withoutProjectParameter,
} from "../../../lib/project-enquiry";
import { useShortlistCatalogue } from "./use-shortlist-catalogue";

/**
 * "Start a project like this" on arrival (docs/pages.md, Shortlist): for `?project=<slug>`, the
 * message begins with the sentence naming that project (a draft the visitor already wrote follows
 * it, whole; an unknown slug is ignored), then the parameter leaves the address, so the sentence
 * is written once. It must run after the form has taken in the tab's draft and anything typed
 * before the page was live, or that text would replace the sentence: so it is called by the
 * panel, which React hydrates in the same pass as the form (the page's content boundary, in
 * `Layout`), where every layout effect (the form's) comes before every passive one (this). Called
 * by the page itself, outside that boundary, it ran a pass earlier. Once the sentence is in,
 * `say` tells screen readers (the page opens at its top, the message below the questions).
 */
export function useProjectOpening(say: (message: string) => void): void {
  const { copy, projects, siteUrl } = useShortlistCatalogue();
  const { sentence: template, started } = copy.startProject;
  const sayStarted = useEffectEvent(say);
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (!new URLSearchParams(search).has(PROJECT_PARAMETER)) return;
    const sentence = linkedProjectText(search, projects, template, siteUrl);
    if (sentence !== null && openMessageWith(sentence)) {
      const said = linkedProjectText(search, projects, started, siteUrl);
      if (said !== null) sayStarted(said);
    }
    const address = `${pathname}${withoutProjectParameter(search)}${hash}`;
    // The router's state (its key for scroll restoration) stays as it is.
    window.history.replaceState(window.history.state, "", address);
  }, [projects, template, started, siteUrl]);
}
