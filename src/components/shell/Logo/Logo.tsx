import { Link } from "gatsby";
import { classNames } from "../../../utils/class-names";
import * as styles from "./Logo.module.css";

interface LogoProps {
  name: string;
  markUrl: string | null;
  tone?: "dark" | "light";
  className?: string;
}

/** The studio's mark and word mark, linking home; its accessible name is the studio name. */
export function Logo({ name, markUrl, tone = "dark", className }: LogoProps) {
  return (
    <Link
      to="/"
      // The main navigation's HOME link is the one that marks the current page.
      aria-current={undefined}
      className={classNames(styles.logo, tone === "light" && styles.light, className)}
    >
      {markUrl ? (
        // Eager in the footer too: it is the header's file, preloaded, so it costs nothing more.
        <img className={styles.mark} src={markUrl} alt="" width={36} height={36} />
      ) : null}
      <span className={styles.wordmark}>{name}</span>
    </Link>
  );
}
