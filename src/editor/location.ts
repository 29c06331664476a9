/**
 * Where the content editor is served: public/admin/ holds its files, /admin is its page. Shared by
 * the build that writes it (write-editor.ts) and the headers that give it its own policy
 * (src/deploy/editor-headers.ts).
 */
export const EDITOR_FOLDER = "admin";

/** The editor page's address (the site is built with `trailingSlash: "never"`). */
export const EDITOR_PATH = `/${EDITOR_FOLDER}`;
