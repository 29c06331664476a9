import { Suspense, type ReactNode } from "react";
import { useSiteIdentity } from "../../../hooks/use-site-identity";
import { whatsappUrl } from "../../../lib/whatsapp";
import { Footer } from "../Footer/Footer";
import { Header } from "../Header/Header";
import "../../../styles/global.css";
import * as styles from "./Layout.module.css";

export const MAIN_ID = "main";

/**
 * Every page's frame: skip link, header, the page's own content in `main`, footer.
 *
 * The content and the footer are each a Suspense boundary: React hydrates the header first and
 * the boundaries after it at low priority, yielding to the browser every few milliseconds, so
 * hydrating a long page is not one long task. Measured in the side-by-side bench against a build
 * without the two boundaries: on 2026-11-26 (5 rounds, over HTTP/1.1, the bundles then loading
 * before the load event) the longest project page's TBT 400 ms sliced against 809 ms in one
 * piece; on 2026-11-28 (7 rounds, five routes, over HTTP/2, a noisy machine) TBT moved within the
 * noise and the longest task was shorter with them on the project page (125 against 188 ms) and
 * `/about` (121 against 155), alike elsewhere (114–133 against 120–140). A click on a part not
 * yet hydrated hydrates it first and is then replayed. The server keeps each boundary in place
 * (plugins/gatsby-overrides/render-body.ts).
 */
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
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>
        <Footer
          studioName={site.name}
          logoMarkUrl={logoMarkUrl}
          email={site.email}
          whatsapp={
            site.whatsapp
              ? {
                  url: whatsappUrl(site.whatsapp, site.whatsappLink.greeting),
                  label: site.whatsappLink.label,
                }
              : null
          }
          year={site.buildYear}
          blurb={site.footer.blurb}
          links={site.footer.links}
          social={site.social}
          copy={site.footer}
          labels={site.labels}
        />
      </Suspense>
    </div>
  );
}
