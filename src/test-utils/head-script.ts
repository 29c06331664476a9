/**
 * Runs an inline script of a page's <head> (src/lib/head-script.ts) as the browser does, while
 * the document is `readyState` ("loading": the first document still being parsed).
 */
export function runHeadScript(script: string, readyState: DocumentReadyState = "loading"): void {
  jest.spyOn(document, "readyState", "get").mockReturnValue(readyState);
  // The script is a string for the page's <head>; evaluating it is what the tests test.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  (new Function(script) as () => void)();
}
