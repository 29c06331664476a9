/**
 * Runs an inline script of a page's <head> (src/lib/head-script.ts) as the browser does, from a
 * `<script>` element put in the head (jsdom runs it at once), while the document is `readyState`
 * ("loading": the first document still being parsed).
 */
export function runHeadScript(script: string, readyState: DocumentReadyState = "loading"): void {
  jest.spyOn(document, "readyState", "get").mockReturnValue(readyState);
  const element = document.createElement("script");
  element.textContent = script;
  document.head.append(element);
  element.remove();
}
