import { SiteLink } from "../SiteLink/SiteLink";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { SiteIdentity } from "../../../hooks/use-site-identity";
import { isNativePopover } from "../../../utils/popover";
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
 *
 * The links are a popover the button opens (`popovertarget`): the browser opens it before this
 * code has loaded, without JavaScript, and when the page's code failed. Once the code runs it
 * keeps `aria-expanded` in step with the popover; a browser without popovers opens the panel
 * through `aria-expanded` alone.
 */
export function Header({ studioName, logoMarkUrl, links, labels }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const showMenu = useCallback((open: boolean) => {
    const list = listRef.current;
    // The popover's toggle event sets the state.
    if (list && isNativePopover(list)) list.togglePopover(open);
    else setMenuOpen(open);
  }, []);

  // Opened before this code ran: say so. (A browser without popovers would throw on the selector.)
  useEffect(() => {
    const list = listRef.current;
    if (list && isNativePopover(list) && list.matches(":popover-open")) setMenuOpen(true);
  }, []);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        showMenu(false);
        buttonRef.current?.focus();
      }
    };
    // Focus or a press elsewhere folds it: the open panel would cover what they went to.
    const onElsewhere = (event: Event) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) {
        showMenu(false);
      }
    };
    // A window grown wide enough for the links in the bar has no menu to keep open.
    const onResize = () => {
      if (buttonRef.current?.getClientRects().length === 0) showMenu(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onElsewhere);
    document.addEventListener("pointerdown", onElsewhere);
    window.addEventListener("resize", onResize);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onElsewhere);
      document.removeEventListener("pointerdown", onElsewhere);
      window.removeEventListener("resize", onResize);
    };
  }, [menuOpen, showMenu]);

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
            popoverTarget={menuId}
            onClick={() => {
              if (listRef.current && !isNativePopover(listRef.current))
                setMenuOpen((open) => !open);
            }}
          >
            <span className={styles.menuIcon} aria-hidden="true" />
            {labels.menu}
          </button>
          <ul
            ref={listRef}
            id={menuId}
            popover="auto"
            className={styles.links}
            onToggle={(event) => {
              setMenuOpen(event.newState === "open");
            }}
          >
            {links.map((link) => (
              <li key={link.to}>
                <SiteLink
                  to={link.to}
                  className={styles.link}
                  activeClassName={styles.active}
                  partiallyActive={link.to !== "/"}
                  onClick={() => {
                    showMenu(false);
                  }}
                >
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
