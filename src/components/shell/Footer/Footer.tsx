import { SiteLink } from "../SiteLink/SiteLink";
import { Container } from "../../ui/Container/Container";
import { ExternalLink } from "../../ui/ExternalLink/ExternalLink";
import { Logo } from "../Logo/Logo";
import type { NavLink } from "../Header/Header";
import * as styles from "./Footer.module.css";

interface FooterProps {
  studioName: string;
  logoMarkUrl: string | null;
  email: string;
  /** "Message us on WhatsApp" and its wa.me link, when content/site.yaml gives a number. */
  whatsapp: { url: string; label: string } | null;
  year: string;
  blurb: string;
  links: readonly NavLink[];
  social: readonly { label: string; url: string }[];
  copy: {
    linksHeading: string;
    contactHeading: string;
    followHeading: string;
    copyrightHolder: string;
    rightsNotice: string;
  };
  labels: { footerNavigation: string; opensInNewTab: string };
}

/**
 * Brand blurb, site links, the studio's address (and WhatsApp, when given: a plain link, no
 * script), its profiles, and the copyright line.
 */
export function Footer({
  studioName,
  logoMarkUrl,
  email,
  whatsapp,
  year,
  blurb,
  links,
  social,
  copy,
  labels,
}: FooterProps) {
  // A narrow column breaks the address after its "@", not inside a word.
  const at = email.indexOf("@");
  return (
    <footer className={styles.footer}>
      <Container className={styles.grid}>
        <div className={styles.brand}>
          <Logo name={studioName} markUrl={logoMarkUrl} tone="light" />
          <p className={styles.blurb}>{blurb}</p>
        </div>

        <nav aria-label={labels.footerNavigation} className={styles.column}>
          <h2 className={styles.heading}>{copy.linksHeading}</h2>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                {/* The header's navigation is the one that marks the current page. */}
                <SiteLink to={link.to} className={styles.link} aria-current={undefined}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.column}>
          <h2 className={styles.heading}>{copy.contactHeading}</h2>
          <a href={`mailto:${email}`} className={styles.email}>
            {email.slice(0, at + 1)}
            <wbr />
            {email.slice(at + 1)}
          </a>
          {whatsapp ? <ProfileLink link={whatsapp} newTabLabel={labels.opensInNewTab} /> : null}
        </div>

        <div className={styles.column}>
          <h2 className={styles.heading}>{copy.followHeading}</h2>
          <ul>
            {social.map((profile) => (
              <li key={profile.url}>
                <ProfileLink link={profile} newTabLabel={labels.opensInNewTab} />
              </li>
            ))}
          </ul>
        </div>
      </Container>

      <Container className={styles.bottom}>
        <p>
          © {year} {copy.copyrightHolder}. {copy.rightsNotice}
        </p>
      </Container>
    </footer>
  );
}

/** A footer link to another website: WhatsApp or one of the studio's profiles. */
function ProfileLink({
  link,
  newTabLabel,
}: {
  link: { url: string; label: string };
  newTabLabel: string;
}) {
  return (
    <ExternalLink href={link.url} newTabLabel={newTabLabel} className={styles.link}>
      {link.label}
    </ExternalLink>
  );
}
