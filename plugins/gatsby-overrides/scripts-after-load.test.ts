import { loaderFile, startScriptsAfterLoad, withScriptsAfterLoad } from "./scripts-after-load";

const BUNDLES =
  '<script src="/webpack-runtime-b2bfd65a04f848a4a10a.js" async></script>' +
  '<script src="/framework-1e5c7a58cca077ccfc0b.js" async></script>' +
  '<script src="/app-751054644a61b33a7bdc.js" async></script>';

describe("withScriptsAfterLoad", () => {
  it("puts one loader in the bundles' place, naming them in their order", () => {
    expect(withScriptsAfterLoad(`<p></p>${BUNDLES}`, "/loader.js")).toBe(
      '<p></p><script src="/loader.js" async data-scripts="/webpack-runtime-b2bfd65a04f848a4a10a.js /framework-1e5c7a58cca077ccfc0b.js /app-751054644a61b33a7bdc.js"></script>',
    );
  });

  it("leaves HTML without a bundle as it was", () => {
    expect(withScriptsAfterLoad("<p></p>", "/loader.js")).toBe("<p></p>");
  });
});

describe("the loader in the page", () => {
  let frames: FrameRequestCallback[] = [];

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    document.body.innerHTML = "";
  });

  /** The loader element exactly as the slice names the bundles (withScriptsAfterLoad). */
  const loader = () => {
    const html = withScriptsAfterLoad(
      '<script src="/a-1.js" async></script><script src="/b-2.js" async></script>',
      "/loader.js",
    );
    const holder = document.createElement("template");
    holder.innerHTML = html;
    const script = holder.content.querySelector("script");
    if (!script) throw new Error(`no loader in ${html}`);
    return script;
  };
  const started = () => [...document.body.querySelectorAll("script")].map((s) => s.src);
  const paintAndWait = () => {
    frames.splice(0).forEach((frame) => {
      frame(0);
    });
    jest.runOnlyPendingTimers();
  };

  it("adds the bundles in their order once the loaded page has painted, not before", () => {
    startScriptsAfterLoad(loader());
    expect(started()).toEqual([]);
    paintAndWait();
    expect(started()).toEqual(["http://localhost/a-1.js", "http://localhost/b-2.js"]);
  });

  it("waits for the load event while the page is still loading", () => {
    jest.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    startScriptsAfterLoad(loader());
    paintAndWait();
    expect(started()).toEqual([]);
    window.dispatchEvent(new Event("load"));
    paintAndWait();
    expect(started()).toHaveLength(2);
  });

  it("works the same from its file, with the script that runs it as document.currentScript", () => {
    jest.spyOn(document, "currentScript", "get").mockReturnValue(loader());
    const { name, source } = loaderFile();
    expect(name).toMatch(/^scripts-after-load-[0-9a-f]{20}\.js$/);
    window.eval(source);
    paintAndWait();
    expect(started()).toEqual(["http://localhost/a-1.js", "http://localhost/b-2.js"]);
  });
});
