import { Link } from "gatsby";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { SiteIdentity } from "../../../hooks/use-site-identity";
import { Logo } from "../Logo/Logo";
import * as styles from "./Header.module.css";

/** A link of the site's navigation, as content/site.yaml lists them. */
export type NavLink = SiteIdentity["navigation"][number];

interface HeaderProps {
  studioName: string;
  logoMarkUrl: string | null;
  links: readonly NavLink[];
  labels: Pick<SiteIdentity["labels"], "mainNavigation" | "menu">;
}

/**
 * The site header: logo home, the main navigation (current page marked with `aria-current`),
 * folded behind a menu button on narrow screens. The button keeps its one name whether the menu
 * is open or not: `aria-expanded` says which, and its icon turns into a cross (a name that
 * changed too would announce the state twice, and a toggle found by its name would be lost).
 * Escape, a link, or focus or a press outside the navigation folds the menu.
 * Without JavaScript the button could not open anything, so the links show under the bar instead.
 */
export function Header({ studioName, logoMarkUrl, links, labels }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
  }, []);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        buttonRef.current?.focus();
      }
    };
    // Focus or a press elsewhere folds it: the open panel would cover what they went to.
    const onElsewhere = (event: Event) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) closeMenu();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onElsewhere);
    document.addEventListener("pointerdown", onElsewhere);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onElsewhere);
      document.removeEventListener("pointerdown", onElsewhere);
    };
  }, [menuOpen, closeMenu]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo name={studioName} markUrl={logoMarkUrl} />
        <nav ref={navRef} aria-label={labels.mainNavigation} className={styles.nav}>
          <button
            ref={buttonRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => {
              setMenuOpen((open) => !open);
            }}
          >
            <span className={styles.menuIcon} aria-hidden="true" />
            {labels.menu}
          </button>
          <ul id={menuId} className={styles.links}>
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={styles.link}
                  activeClassName={styles.active}
                  partiallyActive={link.to !== "/"}
                  onClick={closeMenu}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
