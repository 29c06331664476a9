/** @jest-environment node */
import { svgProblems } from "../svg-check";

/** An SVG whose body is `inner`, with the namespaces a drawing declares. */
const svg = (inner: string, before = "") =>
  `${before}<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64">\n${inner}\n</svg>\n`;

const OUTSIDE = "an SVG may refer only to its own parts (#…), not outside itself";

describe("svgProblems", () => {
  it.each([
    [
      "shapes, a gradient and uses of its own parts",
      svg(
        '<defs><linearGradient id="g"/></defs>\n<rect id="r" fill="url(#g)" style="stroke: url(\'#g\')"/>\n<use href="#r"/><use xlink:href="#r"/>',
      ),
    ],
    ["a style that refers to its own parts", svg("<style>rect { fill: url(#g) }</style>")],
    [
      "an XML declaration and a plain DOCTYPE",
      svg("<path d='M0 0h64'/>", '<?xml version="1.0"?>\n<!DOCTYPE svg>\n'),
    ],
  ])("accepts %s", (_, text) => {
    expect(svgProblems(text)).toEqual([]);
  });

  it.each([
    [
      "a script",
      svg("<g>\n<script>alert(1)</script></g>"),
      3,
      "a <script> element: an SVG may not hold a script",
    ],
    [
      "a script under another prefix",
      svg('<s:script xmlns:s="http://www.w3.org/2000/svg">x()</s:script>'),
      2,
      "a <script> element: an SVG may not hold a script",
    ],
    [
      "an event handler",
      svg('<rect\n  width="64" onload="fetch(\'//x\')"/>'),
      2,
      "the onload attribute on <rect>: an SVG may not hold event handlers",
    ],
    [
      "an event handler in capitals",
      svg('<rect onClick="x()"/>'),
      2,
      "the onClick attribute on <rect>: an SVG may not hold event handlers",
    ],
    [
      "a foreignObject",
      svg("<foreignObject><p>Hi</p></foreignObject>"),
      2,
      "a <foreignObject> element: an SVG may not embed other documents",
    ],
    [
      "a link to another site",
      svg('<a href="https://example.com/"><rect/></a>'),
      2,
      `href="https://example.com/" on <a>: ${OUTSIDE}`,
    ],
    [
      "an xlink:href to a file",
      svg('<image xlink:href="photo.jpg"/>'),
      2,
      `xlink:href="photo.jpg" on <image>: ${OUTSIDE}`,
    ],
    [
      "an embedded data: picture",
      svg('<image href="data:image/svg+xml;base64,PHN2Zy8+"/>'),
      2,
      `href="data:image/svg+xml;base64,PHN2Zy8+" on <image>: ${OUTSIDE}`,
    ],
    [
      "a javascript: link",
      svg('<a href="javascript:alert(1)"><rect/></a>'),
      2,
      `href="javascript:alert(1)" on <a>: ${OUTSIDE}`,
    ],
    [
      "an animation that sets a link",
      svg('<a href="#x"><set attributeName="href" to="javascript:alert(1)"/></a>'),
      2,
      `<set> sets href to "javascript:alert(1)": ${OUTSIDE}`,
    ],
    [
      "a fill from another file",
      svg('<rect fill="url(https://example.com/p.svg#g)"/>'),
      2,
      `url(https://example.com/p.svg#g) in the fill attribute on <rect>: ${OUTSIDE}`,
    ],
    [
      "a style attribute reaching out",
      svg("<rect style=\"background: url('//x/y.png')\"/>"),
      2,
      `url(//x/y.png) in the style attribute on <rect>: ${OUTSIDE}`,
    ],
    [
      "an @import",
      svg("<style>\n@import 'https://example.com/a.css';\n</style>"),
      3,
      `@import in a <style>: ${OUTSIDE}`,
    ],
    [
      "an escaped url",
      svg("<style>rect { fill: u\\72l(x.svg) }</style>"),
      2,
      "a backslash escape in a <style>: write the CSS plainly",
    ],
    [
      "a url( split by a CDATA section",
      svg("<style>rect{fill:u<![CDATA[rl(https://x/y)]]>}</style>"),
      2,
      `url(https://x/y) in a <style>: ${OUTSIDE}`,
    ],
    [
      "a url( split by a processing instruction",
      svg("<style>\nrect{fill:u<?x?>rl(https://x/y)}</style>"),
      3,
      `url(https://x/y) in a <style>: ${OUTSIDE}`,
    ],
    [
      "a url( left open",
      svg(`<rect style="fill:url('https://x/y.svg#a'"/>`),
      2,
      `url(https://x/y.svg#a) in the style attribute on <rect>: ${OUTSIDE}`,
    ],
    [
      "an image-set()",
      svg(`<rect style="mask-image:image-set('https://x/y.png' 1x)"/>`),
      2,
      `image-set() in the style attribute on <rect>: ${OUTSIDE}`,
    ],
    [
      "an HTML picture",
      svg('<img xmlns="http://www.w3.org/1999/xhtml" src="https://x/y.png"/>'),
      2,
      "an HTML <img> element: an SVG may not embed other documents",
    ],
    [
      "a style sheet instruction",
      svg("<rect/>", '<?xml-stylesheet href="https://example.com/a.css"?>\n'),
      1,
      `<?xml-stylesheet?>: ${OUTSIDE}`,
    ],
    [
      "declared entities",
      svg("<rect/>", '<!DOCTYPE svg [<!ENTITY e SYSTEM "file:///etc/passwd">]>\n'),
      1,
      "a DOCTYPE that declares entities: an SVG may not define or load entities",
    ],
  ])("refuses %s, naming the line", (_, text, line, message) => {
    expect(svgProblems(text)).toEqual([{ line, message }]);
  });

  it("names every problem of a file, in order", () => {
    const text = svg('<script>x()</script>\n<rect onload="y()"/>\n<use href="http://x/#a"/>');
    expect(svgProblems(text).map(({ line }) => line)).toEqual([2, 3, 4]);
  });

  it("refuses a file that is not well-formed XML, after what it found before", () => {
    expect(svgProblems(svg("<script/>\n<rect></g>"))).toEqual([
      { line: 2, message: "a <script> element: an SVG may not hold a script" },
      {
        line: 3,
        message: expect.stringMatching(
          /^not well-formed XML \(.+\): the file cannot be checked$/,
        ) as unknown,
      },
    ]);
  });
});
