import { graphql } from "gatsby";
import { LinkButton } from "../Button/LinkButton";
import type { ButtonVariant } from "../Button/variants";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";

interface ActionLinkProps {
  action: Queries.ActionLinkFragment;
  variant?: ButtonVariant;
  className?: string;
}

/**
 * A button-styled link from content (LEARN MORE, VIEW GALLERY, GET IN TOUCH): the words the
 * specification fixes on screen, then what the link leads to ("about the studio") for screen
 * readers and search engines, so its name begins with what is seen (WCAG 2.5.3) and says more.
 */
export function ActionLink({ action, variant, className }: ActionLinkProps) {
  return (
    <LinkButton to={action.to} variant={variant} className={className}>
      {action.label}
      <VisuallyHidden> {action.purpose}</VisuallyHidden>
    </LinkButton>
  );
}

export const actionLinkFragment = graphql`
  fragment ActionLink on ContentAction {
    label
    purpose
    to
  }
`;
