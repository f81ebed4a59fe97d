/**
 * The map's cost on a large change: many names are found in one pass over
 * the checkout, with exactly what a search for each finds; a callee's
 * definition is looked for where it can be, so a method every file calls is
 * not a parse of every file.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { WorkspaceSandbox } from "../../../src/llm/tools/sandbox.js";
import { buildCodeMap, type CodeMap } from "../../../src/review/context/codeMap.js";
import { chunkContext } from "../../../src/review/context/chunkContext.js";

async function mapOf(files: Record<string, string>): Promise<CodeMap> {
  const root = mkdtempSync(join(tmpdir(), "codemap-scale-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const outcome = await buildCodeMap(new WorkspaceSandbox({ root }));
  if (outcome.kind !== "mapped") throw new Error(outcome.reason);
  return outcome.map;
}

/** Names that are prefixes of others (rate1x1, rate1x10), `$` names, words in comments and strings, CRLF lines. */
const LEDGER = Object.fromEntries(
  Array.from({ length: 40 }, (_, n) => [
    `src/ledger/part${n}.ts`,
    [
      `// rate${n}x1 in a comment; héllo`,
      ...Array.from({ length: 12 }, (_, k) => `export const rate${n}x${k + 1} = ${k} + rate${(n + 1) % 40}x${k + 1};`),
      `export const $el${n} = "rate${n}x10"; const a$${n} = $el${n};\r`,
      `export const total${n} = [rate${n}x1, rate${n}x10].reduce((a, b) => a + b, 0);`,
      "",
    ].join("\n"),
  ]),
);
const NAMES = [...Array.from({ length: 40 }, (_, n) => [`rate${n}x1`, `rate${n}x10`, `$el${n}`, `total${n}`]).flat(), "reduce", "a", "nowhere", "x10", "el1"];

describe("many names at once", () => {
  it("finds in one pass what a search for each name finds", async () => {
    const [indexed, searched] = [await mapOf(LEDGER), await mapOf(LEDGER)];
    expect(indexed.index(NAMES)).toBe(NAMES.length);
    for (const name of NAMES) expect(indexed.occurrences(name), name).toEqual(searched.occurrences(name));
    expect(indexed.occurrences("rate3x1").map((o) => `${o.path}:${o.line}`)).toEqual([
      "src/ledger/part2.ts:1",
      "src/ledger/part3.ts:0",
      "src/ledger/part3.ts:1",
      "src/ledger/part3.ts:14",
    ]);
    expect(indexed.occurrences("$el7").map((o) => o.line)).toEqual([13, 13]);
    expect(indexed.occurrences("x10")).toEqual([]);
  });

  it("searches a few names one by one, and names that are not words as before", async () => {
    const map = await mapOf({ ...LEDGER, "src/counter.cpp": "struct C { C& operator++() { return *this; } };\nvoid f(C c) { c.operator++(); }\n" });
    expect(map.index(NAMES.slice(0, 10))).toBe(0);
    expect(map.occurrences("total5").map((o) => o.path)).toEqual(["src/ledger/part5.ts"]);
    expect(map.occurrences("operator++").map((o) => o.line)).toEqual([0, 1]);
  });
});

describe("a callee's definition", () => {
  const CALLERS = Object.fromEntries(Array.from({ length: 90 }, (_, i) => [`src/a/use${i}.ts`, `export const v${i} = xs${i}.reduce((a, b) => a + b, 0);\n`]));
  const CHANGED = "src/a/changed.ts";
  const PATCH = [`--- a/${CHANGED}`, `+++ b/${CHANGED}`, "@@ -1,0 +1,1 @@", "+export const sum = reduce([1, 2]);", ""].join("\n");

  it("is looked for where it can be: not at a method call on an object, so not in every caller", async () => {
    // The definition is a method, on a line with no definition word, after ninety callers in path order.
    const map = await mapOf({
      ...CALLERS,
      [CHANGED]: "export const sum = reduce([1, 2]);\n",
      "src/z/reduce.ts": "export class Sum {\n  reduce(xs: number[]): number {\n    return xs.length;\n  }\n}\n",
    });
    expect(map.definitionSites("reduce").map((o) => o.path)).toEqual(["src/a/changed.ts", "src/z/reduce.ts"]);
    const parse = vi.spyOn(map, "parse");
    const context = await chunkContext(map, [CHANGED], new Map([[CHANGED, PATCH]]), 2_000);
    expect(context.text).toContain("Signatures of what the changed lines call:\n- src/z/reduce.ts:2 reduce(xs: number[]): number {");
    expect(new Set(parse.mock.calls.map(([path]) => path))).toEqual(new Set([CHANGED, "src/z/reduce.ts"]));
  });

  it("is looked for first on lines with a definition word, and Ruby's `def self.name(` is one", async () => {
    const map = await mapOf({ ...CALLERS, "lib/box.rb": "class Box\n  def self.reduce(xs)\n    xs\n  end\nend\n", "lib/use.rb": "Box.reduce([1])\n" });
    expect(map.definitionSites("reduce").map((o) => `${o.path}:${o.line}`)).toEqual(["lib/box.rb:1"]);
  });
});
