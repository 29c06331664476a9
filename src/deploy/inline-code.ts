import { type DefaultTreeAdapterMap, parse } from "parse5";

/**
 * The code a built page runs from its own HTML, found the way a browser parses it (parse5 is a
 * spec-compliant HTML parser: no entity decoding inside <script>, line ends normalised, nothing
 * in comments). A policy of `script-src 'self'` plus hashes admits exactly the inline scripts
 * listed here; event-handler attributes and `javascript:` URLs could only be admitted with
 * 'unsafe-hashes' or 'unsafe-inline', so the build refuses them instead.
 */

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

export interface InlineCode {
  /** The text of every inline script the browser executes, in document order. */
  scripts: string[];
  /** What a script-src without 'unsafe-inline' blocks: "<img onload>", "<a href=javascript:>". */
  blocked: string[];
}

/**
 * The HTML standard's JavaScript MIME type essences: a <script> with one of these types (or
 * none) is a classic script. "module" is a module script; an inline import map and speculation
 * rules are checked against script-src as well. Any other type is a data block (such as
 * application/ld+json) that is never executed and needs no hash.
 */
const EXECUTED_TYPES = new Set([
  "",
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
  "module",
  "importmap",
  "speculationrules",
]);

/** Attributes whose value a browser follows as a URL, so a `javascript:` there is code. */
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction"]);

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

function isElement(node: Node): node is Element {
  return "tagName" in node;
}

/** The script's type as the HTML standard resolves it (the obsolete `language` included). */
function isExecuted(script: Element): boolean {
  const type = attribute(script, "type");
  const language = attribute(script, "language");
  const resolved =
    type === undefined && language !== undefined && language !== "" ? `text/${language}` : type;
  return EXECUTED_TYPES.has((resolved ?? "").trim().toLowerCase());
}

function textOf(element: Element): string {
  return element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
}

function childrenOf(node: Node): Node[] {
  const children: Node[] = "childNodes" in node ? [...node.childNodes] : [];
  // A <template>'s content is a separate fragment; it runs once it is cloned into the page.
  if (isElement(node) && node.tagName === "template" && "content" in node) {
    children.push(node.content);
  }
  return children;
}

/** Every inline script the page runs and every piece of inline code the policy would block. */
export function findInlineCode(html: string): InlineCode {
  const found: InlineCode = { scripts: [], blocked: [] };
  const pending: Node[] = [parse(html)];
  for (let node = pending.shift(); node; node = pending.shift()) {
    pending.unshift(...childrenOf(node));
    if (!isElement(node)) continue;
    if (node.tagName === "script" && attribute(node, "src") === undefined && isExecuted(node)) {
      found.scripts.push(textOf(node));
    }
    for (const { name, value } of node.attrs) {
      if (name.startsWith("on")) found.blocked.push(`<${node.tagName} ${name}>`);
      if (URL_ATTRIBUTES.has(name) && /^\s*javascript:/i.test(value)) {
        found.blocked.push(`<${node.tagName} ${name}=javascript:>`);
      }
    }
  }
  return found;
}
