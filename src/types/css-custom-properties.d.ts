/**
 * CSS custom properties in React's `style` (`--ratio`, `--share`…), which a component sets for its
 * stylesheet to read: typed once here, so a style object needs no cast to carry them.
 */
import "react";

declare module "react" {
  // Merging into React's interface takes a member: a Record type cannot be merged.
  // eslint-disable-next-line @typescript-eslint/consistent-indexed-object-style
  interface CSSProperties {
    [customProperty: `--${string}`]: string | number | undefined;
  }
}
