import sax from "sax";

/**
 * What makes an SVG file unsafe to publish: an SVG is a document, not only a picture, and opened
 * on its own (or embedded as an object) it runs its scripts and loads what it refers to. The
 * site's SVGs (the logo in content/, the favicon in static/) are pictures drawn in one file, so
 * the content check refuses an SVG with a script, an event-handler attribute, a
 * `<foreignObject>` or an HTML element (a web page, or an `<img>`, inside the picture), or a
 * reference outside itself: an `href` to anything but one of its own parts (`#…`), a CSS `url(…)`
 * likewise (closed or not), an `image-set()`, an `@import`, a style sheet processing
 * instruction, or entities declared in a DOCTYPE. A `<style>` is searched whole, as the browser
 * joins its pieces (CDATA sections, processing instructions between them). The file is read with a real XML
 * parser (sax, in strict mode with namespaces), so an attribute is found whatever its prefix,
 * quoting or line breaks; only CSS inside a style is searched as text.
 */

/** One reason an SVG is refused, on a line counted from 1. */
export interface SvgProblem {
  line: number;
  message: string;
}

const ONLY_OWN_PARTS = "an SVG may refer only to its own parts (#…), not outside itself";
const XHTML = "http://www.w3.org/1999/xhtml";

/**
 * Where and why the CSS `css` (a style element's text or an attribute's value) reaches outside
 * the file, each problem with the offset in `css` it was found at.
 */
function cssProblems(css: string, where: string): { at: number; message: string }[] {
  const problems: { at: number; message: string }[] = [];
  for (const match of css.matchAll(/@import/gi)) {
    problems.push({ at: match.index, message: `@import in ${where}: ${ONLY_OWN_PARTS}` });
  }
  // A backslash escape can spell "url" or "@import" so that no search finds it.
  const escape = css.indexOf("\\");
  if (escape !== -1) {
    problems.push({ at: escape, message: `a backslash escape in ${where}: write the CSS plainly` });
  }
  // CSS closes a url( left open at the end of its text, so the ")" is optional here too.
  for (const match of css.matchAll(/url\(\s*(?:"([^"]*)"?|'([^']*)'?|([^)]*))\s*\)?/gi)) {
    const target = (match[1] ?? match[2] ?? match[3] ?? "").trim();
    if (!target.startsWith("#")) {
      problems.push({ at: match.index, message: `url(${target}) in ${where}: ${ONLY_OWN_PARTS}` });
    }
  }
  // image-set() takes a plain string for a file, without url().
  for (const match of css.matchAll(/image-set\(/gi)) {
    problems.push({ at: match.index, message: `image-set() in ${where}: ${ONLY_OWN_PARTS}` });
  }
  return problems.sort((a, b) => a.at - b.at);
}

/** Attributes an animation may set to a value of its own (`<set attributeName="href" to="…">`). */
const ANIMATED_VALUES = ["from", "to", "by", "values"];

/** Every problem in the SVG `text`, in the order met; none when it is safe to publish. */
export function svgProblems(text: string): SvgProblem[] {
  const problems: SvgProblem[] = [];
  const parser = sax.parser(true, { xmlns: true, position: true });
  const lineAt = (offset: number) => text.slice(0, Math.max(0, offset)).split("\n").length;
  const here = () => parser.line + 1;
  const add = (line: number, message: string) => {
    problems.push({ line, message });
  };
  let styleDepth = 0;
  /** A style's text so far: CDATA and processing instructions may split it anywhere. */
  let style: { line: number; css: string } | null = null;

  parser.onopentag = (tag) => {
    // With `xmlns: true` every tag comes qualified: its local name and each attribute's.
    if (!("local" in tag)) return;
    const tagLine = lineAt(parser.startTagPosition - 1);
    const element = `<${tag.local}>`;
    if (tag.local.toLowerCase() === "script") {
      add(tagLine, "a <script> element: an SVG may not hold a script");
    }
    if (tag.local.toLowerCase() === "foreignobject") {
      add(tagLine, "a <foreignObject> element: an SVG may not embed other documents");
    }
    // An HTML element in an SVG (an <img>, an <iframe>) may load what it names, drawn or not.
    if (tag.uri === XHTML) {
      add(tagLine, `an HTML ${element} element: an SVG may not embed other documents`);
    }
    if (tag.local.toLowerCase() === "style") styleDepth += 1;
    const attributes = Object.values(tag.attributes);
    const animated = attributes.find((attribute) => attribute.local === "attributeName");
    const animatesReference =
      animated !== undefined && /^(on|(xlink:)?href$)/i.test(animated.value.trim());
    for (const attribute of attributes) {
      const { name, local, value } = attribute;
      if (/^on/i.test(local)) {
        add(tagLine, `the ${name} attribute on ${element}: an SVG may not hold event handlers`);
      } else if (local === "href" && !value.trim().startsWith("#")) {
        add(tagLine, `${name}="${value}" on ${element}: ${ONLY_OWN_PARTS}`);
      } else if (animatesReference && ANIMATED_VALUES.includes(local)) {
        add(tagLine, `${element} sets ${animated.value} to "${value}": ${ONLY_OWN_PARTS}`);
      } else {
        for (const { message } of cssProblems(value, `the ${name} attribute on ${element}`)) {
          add(tagLine, message);
        }
      }
    }
  };
  parser.onclosetag = (name) => {
    if (name.split(":").pop()?.toLowerCase() !== "style") return;
    styleDepth = Math.max(0, styleDepth - 1);
    if (styleDepth > 0 || style === null) return;
    // The style read whole, as the browser joins it, so that no split hides a url( from the search.
    const { line, css } = style;
    style = null;
    const newlines = (upTo: number) => css.slice(0, upTo).split("\n").length - 1;
    for (const { at, message } of cssProblems(css, "a <style>")) add(line + newlines(at), message);
  };
  const onStyleText = (css: string) => {
    if (styleDepth === 0) return;
    // The parser stands where the text ends: count back to where the CSS starts.
    style ??= { line: here() - (css.split("\n").length - 1), css: "" };
    style.css += css;
  };
  parser.ontext = onStyleText;
  parser.oncdata = onStyleText;
  parser.onprocessinginstruction = ({ name }) => {
    if (name.toLowerCase() === "xml-stylesheet") {
      add(here(), `<?xml-stylesheet?>: ${ONLY_OWN_PARTS}`);
    }
  };
  parser.ondoctype = (doctype) => {
    if (/<!ENTITY/i.test(doctype)) {
      add(here(), "a DOCTYPE that declares entities: an SVG may not define or load entities");
    }
  };

  const malformed = new Error("not well-formed");
  parser.onerror = (error) => {
    const [reason = "unknown error"] = error.message.split("\n");
    add(here(), `not well-formed XML (${reason}): the file cannot be checked`);
    throw malformed;
  };
  try {
    parser.write(text).close();
  } catch (error) {
    if (error !== malformed) throw error;
  }
  return problems;
}
