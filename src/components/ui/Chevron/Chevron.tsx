import { classNames } from "../../../utils/class-names";
import * as styles from "./Chevron.module.css";

/** A drawn arrow for previous/next buttons; decorative, the button carries the name. */
export function Chevron({ direction }: { direction: "previous" | "next" }) {
  return (
    <span
      className={classNames(styles.chevron, direction === "next" ? styles.next : styles.previous)}
      aria-hidden="true"
    />
  );
}
