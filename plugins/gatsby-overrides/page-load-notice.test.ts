import {
  isLoadErrorCopy,
  isPageLoadFailure,
  type LoadErrorCopy,
  revealNoscriptPictures,
  showPageLoadNotice,
  watchPageLoad,
} from "./page-load-notice";

const copy: LoadErrorCopy = {
  heading: "This part of the page did not load",
  text: "Reloading the page brings in the latest version.",
  retry: "Reload the page",
};

/** webpack's error for a chunk that did not arrive, as its runtime builds it. */
function chunkLoadError(): Error {
  const error = new Error("Loading chunk 789 failed.\n(error: /component---src-pages-x.js)");
  error.name = "ChunkLoadError";
  return error;
}

afterEach(() => {
  document.body.replaceChildren();
  window.history.pushState({}, "", "/");
});

describe("isPageLoadFailure", () => {
  it.each([
    ["webpack's ChunkLoadError", chunkLoadError(), true],
    [
      "Gatsby's missing page resources",
      new Error("page resources for /projects not found. Not rendering React"),
      true,
    ],
    ["another error", new TypeError("x is undefined"), false],
    ["a chunk's words in a plain Error", new Error("Loading chunk 7 failed."), false],
    ["a string", "ChunkLoadError", false],
    ["nothing", undefined, false],
  ])("%s: %s", (_case, reason, expected) => {
    expect(isPageLoadFailure(reason)).toBe(expected);
  });
});

describe("isLoadErrorCopy", () => {
  it.each([
    [copy, true],
    [{ heading: "h", text: "t" }, false],
    [{ ...copy, retry: 3 }, false],
    [null, false],
    ["Reload", false],
  ])("%j: %s", (value, expected) => {
    expect(isLoadErrorCopy(value)).toBe(expected);
  });
});

describe("showPageLoadNotice", () => {
  it("says so in an alert, with a link that reloads this page without its #fragment", () => {
    window.history.pushState({}, "", "/projects?category=home#grid");
    const notice = showPageLoadNotice(copy);
    expect(notice).toHaveAttribute("role", "alert");
    expect(notice.querySelector("h2")).toHaveTextContent(copy.heading);
    expect(notice.querySelector("p")).toHaveTextContent(copy.text);
    expect(notice.querySelector("a")).toHaveAttribute(
      "href",
      "http://localhost/projects?category=home",
    );
    expect(notice.querySelector("a")).toHaveTextContent(copy.retry);
  });

  it("shows one notice however often it is asked", () => {
    const first = showPageLoadNotice(copy);
    expect(showPageLoadNotice(copy)).toBe(first);
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });
});

describe("revealNoscriptPictures", () => {
  it("puts each <noscript> picture in its place, as the server wrote it", () => {
    document.body.innerHTML = `<main><span class="box"><noscript></noscript></span></main>`;
    const fallback = document.querySelector("noscript");
    if (!fallback) throw new Error("no noscript");
    // What a browser with JavaScript on holds: the markup as text.
    fallback.textContent = '<img class="img" src="/static/a.webp" alt="The &quot;long&quot; hall">';
    revealNoscriptPictures();
    expect(document.querySelector("noscript")).toBeNull();
    const picture = document.querySelector(".box > img");
    expect(picture).toHaveAttribute("src", "/static/a.webp");
    expect(picture).toHaveAttribute("alt", 'The "long" hall');
  });

  it("shows the pictures in the HTML that wait for the page to show them", () => {
    document.body.innerHTML = `<picture data-early=""><img src="/static/b.webp" alt="A hall"></picture>`;
    revealNoscriptPictures();
    expect(document.querySelector("picture")).not.toHaveAttribute("data-early");
  });
});

describe("showPageLoadNotice and the page's menu", () => {
  const menuMarkup = (list: string) =>
    `<nav><button aria-expanded="false" aria-controls="links">Menu</button>${list}</nav>`;

  it("flips the menu's state on each press where the browser has no popovers", () => {
    document.body.innerHTML = menuMarkup(`<ul id="links"></ul>`);
    showPageLoadNotice(copy);
    const menu = document.querySelector("button");
    menu?.click();
    expect(menu).toHaveAttribute("aria-expanded", "true");
    menu?.click();
    expect(menu).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps the menu's state with its popover, however the popover opened or closed", () => {
    document.body.innerHTML = menuMarkup(`<ul id="links" popover="auto"></ul>`);
    const list = document.getElementById("links");
    if (!list) throw new Error("no list");
    // jsdom has no popovers: what the browser's own popover gives the page.
    Object.assign(list, { togglePopover: () => true });
    const toggled = (newState: string) =>
      list.dispatchEvent(Object.assign(new Event("toggle"), { newState }));
    showPageLoadNotice(copy);
    const menu = document.querySelector("button");
    menu?.click();
    expect(menu).toHaveAttribute("aria-expanded", "false");
    toggled("open");
    expect(menu).toHaveAttribute("aria-expanded", "true");
    toggled("closed");
    expect(menu).toHaveAttribute("aria-expanded", "false");
  });
});

describe("watchPageLoad", () => {
  /** An unhandled rejection as the browser reports it (jsdom has no PromiseRejectionEvent). */
  function reject(reason: unknown): void {
    const event = new Event("unhandledrejection");
    Object.defineProperty(event, "reason", { value: reason });
    window.dispatchEvent(event);
  }

  it("shows the notice when the page's code did not load, and only then", () => {
    watchPageLoad(copy);
    reject(new TypeError("x is undefined"));
    expect(document.querySelector('[role="alert"]')).toBeNull();
    reject(chunkLoadError());
    expect(document.querySelector('[role="alert"]')).toHaveTextContent(copy.heading);
  });
});
