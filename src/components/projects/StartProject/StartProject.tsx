import { graphql } from "gatsby";
import { startProjectPath } from "../../../lib/project-enquiry";
import { LinkButton } from "../../ui/Button/LinkButton";
import { Container } from "../../ui/Container/Container";
import * as styles from "./StartProject.module.css";

interface StartProjectProps {
  slug: string;
  copy: Queries.StartProjectCopyFragment["startProject"];
}

/**
 * "Start a project like this", at the end of a project page: a link to the contact page whose
 * message then begins by naming this project (docs/pages.md, Shortlist).
 */
export function StartProject({ slug, copy }: StartProjectProps) {
  return (
    <Container className={styles.start}>
      <p className={styles.lead}>{copy.lead}</p>
      <LinkButton to={startProjectPath(slug)} variant="outline">
        {copy.label}
      </LinkButton>
    </Container>
  );
}

export const startProjectCopyFragment = graphql`
  fragment StartProjectCopy on ShortlistYaml {
    startProject {
      lead
      label
    }
  }
`;
