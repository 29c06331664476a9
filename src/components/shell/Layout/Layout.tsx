import type { ReactNode } from "react";
import { useSiteIdentity } from "../../../hooks/use-site-identity";
import { Footer } from "../Footer/Footer";
import { Header } from "../Header/Header";
import "../../../styles/global.css";
import * as styles from "./Layout.module.css";

export const MAIN_ID = "main";

/** Every page's frame: skip link, header, the page's own content in `main`, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const site = useSiteIdentity();
  const logoMarkUrl = site.logoMark.publicURL ?? null;
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        {site.labels.skipLink}
      </a>
      <Header
        studioName={site.name}
        logoMarkUrl={logoMarkUrl}
        links={site.navigation}
        labels={site.labels}
      />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer
        studioName={site.name}
        logoMarkUrl={logoMarkUrl}
        email={site.email}
        year={site.buildYear}
        blurb={site.footer.blurb}
        links={site.footer.links}
        social={site.social}
        copy={site.footer}
        labels={site.labels}
      />
    </div>
  );
}
