/**
 * The editor's only script (served as /admin/cms.js): Sveltia CMS from its npm build, bundled by
 * src/editor/bundle.ts so that nothing loads from a CDN. It starts the CMS, which reads the
 * configuration the build generates from the content registry (/admin/config.yml, named by the
 * page's `<link rel="cms-config-url">`).
 */
import CMS from "@sveltia/cms";

void CMS.init();
