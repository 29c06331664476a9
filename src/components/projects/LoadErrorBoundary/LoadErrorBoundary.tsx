import { Component, type ReactNode } from "react";
import { classNames } from "../../../utils/class-names";
import { withoutFragment } from "../../../utils/page-url";
import { buttonClassName } from "../../ui/Button/variants";
import * as styles from "./LoadErrorBoundary.module.css";

/** `labels.loadError` of content/site.yaml: a heading, a sentence and the reload link's words. */
export type LoadErrorLabels = Queries.SiteLabelsLoadError;

interface LoadErrorBoundaryProps {
  labels: LoadErrorLabels;
  children: ReactNode;
  /**
   * What takes the children's place, above the message, when their code failed: the same content
   * without the part that needed it (the comparisons without their sliders). Nothing by default.
   */
  fallback?: ReactNode;
  /** Placed on the message, e.g. to show it where the visitor is looking. */
  className?: string;
}

interface LoadErrorBoundaryState {
  failed: boolean;
}

/**
 * Wraps code that loads on demand (`React.lazy`). When it fails, typically a `ChunkLoadError`
 * after the site was deployed again while the page was open, or the network dropped, the visitor
 * gets a friendly message and a link that loads the page afresh instead of a blank page. Any
 * other error below it is caught too: React would otherwise unmount the whole page.
 */
export class LoadErrorBoundary extends Component<LoadErrorBoundaryProps, LoadErrorBoundaryState> {
  override state: LoadErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): LoadErrorBoundaryState {
    return { failed: true };
  }

  override render() {
    const { labels, children, fallback, className } = this.props;
    if (!this.state.failed) return children;
    return (
      <>
        {fallback}
        <div role="alert" className={classNames(styles.message, className)}>
          <h2 className={styles.heading}>{labels.heading}</h2>
          <p className={styles.text}>{labels.text}</p>
          {/* A plain link: the browser fetches the page and its current code afresh. */}
          <a
            href={withoutFragment(window.location.href)}
            className={buttonClassName("solid", styles.retry)}
          >
            {labels.retry}
          </a>
        </div>
      </>
    );
  }
}
