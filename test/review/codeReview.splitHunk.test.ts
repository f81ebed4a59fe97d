/**
 * A file larger than a chunk is reviewed in parts (splitHunk.ts, piecesOf):
 * each part carries the file's header, a hunk header that is right for its
 * lines, and the file's own head-side line numbers; parts start at
 * definitions, else after blank lines; and only a file over the whole run's
 * chunk cap is over budget.
 */
import { describe, expect, it } from "vitest";
import { createWithheldMatcher } from "../../src/llm/tools/secretFiles.js";
import { piecesOf, planChunks, tokensOf } from "../../src/review/codeReview/chunks.js";
import { reviewFilePolicy } from "../../src/review/codeReview/filePolicy.js";
import { heuristicSplitPoints, splitHunk } from "../../src/review/codeReview/splitHunk.js";
import type { FileDiff } from "../../src/review/codeReview/types.js";

/** A Rust-like source of `functions` functions of 9 lines each, blank-line separated. */
function rustSource(functions: number): string[] {
  const lines: string[] = ["use std::io;", ""];
  for (let f = 0; f < functions; f++) {
    lines.push(`/// Adds ${f}.`, `pub fn add_${f}(x: u64) -> u64 {`);
    for (let l = 0; l < 5; l++) lines.push(`    let y${l} = x + ${f * 10 + l}; // step ${l}`);
    lines.push(`    y4`, "}", "");
  }
  return lines;
}

function addedFile(path: string, lines: readonly string[]): FileDiff {
  return {
    path,
    status: "added",
    binary: false,
    additions: lines.length,
    deletions: 0,
    patch: `diff --git a/${path} b/${path}\nnew file mode 100644\n--- /dev/null\n+++ b/${path}\n@@ -0,0 +1,${lines.length} @@\n${lines.map((l) => `+${l}`).join("\n")}\n`,
  };
}

/** The head-side line number → text each piece shows, from its rendered rows. */
function shownLines(pieces: readonly string[]): Map<number, string> {
  const shown = new Map<number, string>();
  for (const piece of pieces) {
    for (const row of piece.split("\n")) {
      const m = /^\s*(\d+)[+ ](.*)$/.exec(row);
      if (m) {
        expect(shown.has(Number(m[1])), `line ${m[1]} shown twice`).toBe(false);
        shown.set(Number(m[1]), m[2]!);
      }
    }
  }
  return shown;
}

const policy = () => reviewFilePolicy({ withheld: createWithheldMatcher() });

describe("a new file larger than a chunk", () => {
  const source = rustSource(300); // 2,702 lines, about 95k characters
  const file = addedFile("src/engine.rs", source);
  const budget = 6_000;
  const pieces = piecesOf(file, budget)!;

  it("is cut into pieces that each fit the chunk, every line shown once with its own number", () => {
    expect(pieces.length).toBeGreaterThan(3);
    for (const piece of pieces) expect(tokensOf(piece)).toBeLessThanOrEqual(budget);
    const shown = shownLines(pieces);
    expect(shown.size).toBe(source.length);
    source.forEach((text, i) => expect(shown.get(i + 1)).toBe(text));
  });

  it("gives each piece the file's header, its part, its head lines, and a hunk header right for its lines", () => {
    pieces.forEach((piece, k) => {
      const [header, hunkHeader] = piece.split("\n");
      expect(header).toMatch(new RegExp(`^### src/engine\\.rs — added, \\+${source.length} −0 \\(part ${k + 1} of ${pieces.length}, lines (\\d+)–(\\d+)\\)$`));
      const [, from, to] = /lines (\d+)–(\d+)/.exec(header!)!;
      const hunk = /^@@ -0,0 \+(\d+),(\d+) @@/.exec(hunkHeader!);
      expect(hunk, hunkHeader).not.toBeNull();
      expect(Number(hunk![1])).toBe(Number(from));
      expect(Number(hunk![1]) + Number(hunk![2]) - 1).toBe(Number(to));
    });
  });

  it("starts every later piece at a function's doc comment, not mid-function", () => {
    for (const piece of pieces.slice(1)) expect(piece.split("\n")[2]).toMatch(/^\s*\d+\+\/\/\/ Adds \d+\.$/);
  });

  it("is planned into chunks with nothing over budget when the run's cap has room", () => {
    const plan = planChunks([file], { chunkTokens: budget, maxChunks: 20, policy: policy() });
    expect(plan.overBudget).toEqual([]);
    expect(plan.chunks.map((c) => c.paths)).toEqual(pieces.map(() => ["src/engine.rs"]));
  });

  it("is over budget only when its pieces exceed the whole run's chunks", () => {
    const plan = planChunks([file], { chunkTokens: budget, maxChunks: pieces.length - 1, policy: policy() });
    const wholeRun = { kind: "whole_run", needs: pieces.length, max_chunks: pieces.length - 1 };
    expect(plan.overBudget).toEqual([{ path: "src/engine.rs", reason: "over budget", budget: wholeRun }]);
    expect(plan.chunks).toEqual([]);
  });

  it("is over budget when one line alone is larger than a chunk: it cannot be shown in part", () => {
    const minified = addedFile("dist/app.min.js", ["x".repeat(40_000), ...source.slice(0, 10)]);
    expect(piecesOf(minified, budget)).toBeUndefined();
  });
});

describe("a rewritten changelog (one hunk of removals and additions)", () => {
  const old = Array.from({ length: 700 }, (_, i) => (i % 12 === 0 ? `## 1.${700 - i}.0` : i % 12 === 1 ? "" : `- old entry ${i}: fixed a thing in the parser`));
  const head = Array.from({ length: 900 }, (_, i) =>
    i % 15 === 0 ? `## 2.${900 - i}.0` : i % 15 === 1 ? "" : `- entry ${i}: changed how the reader handles input`,
  );
  const body = ["@@ -1,701 +1,901 @@", " # Changelog", ...old.map((l) => `-${l}`), ...head.map((l) => `+${l}`)];
  const file: FileDiff = {
    path: "CHANGELOG.md",
    status: "modified",
    binary: false,
    additions: 900,
    deletions: 700,
    patch: `diff --git a/CHANGELOG.md b/CHANGELOG.md\n--- a/CHANGELOG.md\n+++ b/CHANGELOG.md\n${body.join("\n")}\n`,
  };

  it("has parts whose old and new counts add up to the hunk's, each numbered from where the last ended", () => {
    const parts = splitHunk("CHANGELOG.md", body.join("\n"), 20_000)!;
    expect(parts.length).toBeGreaterThan(3);
    let oldNext = 1;
    let newNext = 1;
    for (const part of parts) {
      const [a, b, c, d] = /^@@ -(\d+),(\d+) \+(\d+),(\d+) @@/.exec(part)!.slice(1).map(Number) as [number, number, number, number];
      const rows = part.split("\n").slice(1);
      expect(b).toBe(rows.filter((r) => !r.startsWith("+")).length);
      expect(d).toBe(rows.filter((r) => !r.startsWith("-")).length);
      expect(b === 0 ? a + 1 : a).toBe(oldNext);
      expect(d === 0 ? c + 1 : c).toBe(newNext);
      oldNext += b;
      newNext += d;
    }
    expect([oldNext, newNext]).toEqual([702, 902]);
    expect(parts.flatMap((p) => p.split("\n").slice(1))).toEqual(body.slice(1));
  });

  it("starts parts at headings", () => {
    const parts = splitHunk("CHANGELOG.md", body.join("\n"), 20_000)!;
    const starts = parts.slice(1).map((p) => p.split("\n")[1]!);
    // A cut falls in the removed or the added half: either way at a heading.
    for (const start of starts) expect(start).toMatch(/^[-+]## \d+\.\d+\.0$/);
  });

  it("is reviewed in pieces that show the file's head-side numbers", () => {
    const pieces = piecesOf(file, 5_000)!;
    expect(pieces.length).toBeGreaterThan(1);
    const shown = shownLines(pieces);
    expect(shown.get(1)).toBe("# Changelog");
    head.forEach((text, i) => expect(shown.get(i + 2)).toBe(text));
  });
});

describe("split points", () => {
  it("finds definitions by keyword at any depth, and headings only in documents", () => {
    const lines = [
      "namespace App {",
      "    public sealed class Reader {",
      "        private int count;",
      "        public async Task Run() {",
      "# not a heading in code",
    ];
    expect(heuristicSplitPoints("src/Reader.cs", lines, 10)).toEqual([10, 11, 12, 13]);
    expect(heuristicSplitPoints("docs/guide.md", ["# Title", "text", "## Part", "    # code"], 1)).toEqual([1, 3]);
  });

  it("falls back to a blank line, then to a hard cut, when the code has no definitions", () => {
    const rows = Array.from({ length: 200 }, (_, i) => (i % 50 === 49 ? "+" : `+value_${i} = compute(${i})`));
    const parts = splitHunk("data.txt", ["@@ -0,0 +1,200 @@", ...rows].join("\n"), 3_000)!;
    for (const part of parts.slice(0, -1)) expect(part.split("\n").at(-1)).toBe("+");
    const dense = Array.from({ length: 200 }, (_, i) => `+value_${i} = compute(${i})`);
    const cut = splitHunk("data.txt", ["@@ -0,0 +1,200 @@", ...dense].join("\n"), 3_000)!;
    expect(cut.flatMap((p) => p.split("\n").slice(1))).toEqual(dense);
  });

  it("takes its split points from a provider: the code map can plug in", () => {
    const rows = Array.from({ length: 120 }, (_, i) => `+line ${i}`);
    const parts = splitHunk("src/x.zig", ["@@ -0,0 +1,120 @@", ...rows].join("\n"), 1_000, () => [61]);
    expect(parts![1]!.split("\n")[0]).toMatch(/^@@ -0,0 \+61,\d+ @@$/);
  });
});

describe("a change larger than the run's chunks", () => {
  it("leaves out its biggest files, not whichever come last, so the same chunks review more files", () => {
    const big = addedFile("src/a_engine.rs", rustSource(300));
    const small = Array.from({ length: 10 }, (_, i) => addedFile(`src/z_small_${i}.rs`, rustSource(20)));
    const plan = planChunks([big, ...small], { chunkTokens: 6_000, maxChunks: 4, policy: policy() });
    // The small files take 3 chunks; the engine alone needs 4 and 1 is left: the run's budget, not the file's size.
    const budget = { kind: "run", needs: 4, left: 1, max_chunks: 4 };
    expect(plan.overBudget).toEqual([{ path: "src/a_engine.rs", reason: "over budget", budget }]);
    expect(new Set(plan.chunks.flatMap((c) => c.paths))).toEqual(new Set(small.map((f) => f.path)));
    expect(plan.chunks.length).toBeLessThanOrEqual(4);
  });
});
