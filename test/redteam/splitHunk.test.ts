/**
 * Red team: a big file reviewed in parts (splitHunk.ts, piecesOf) whose text
 * is built to land a line on a part boundary: definitions and doc comments
 * on every line, lines that look like hunk headers or diff rows, blank runs,
 * removed definitions, a missing final newline. Over many seeded shapes and
 * capacities, every row of the hunk is in exactly one part, in order, and
 * every head-side line is shown once with its own number and text.
 */
import { describe, expect, it } from "vitest";
import { piecesOf } from "../../src/review/codeReview/chunks.js";
import { splitHunk } from "../../src/review/codeReview/splitHunk.js";
import type { FileDiff } from "../../src/review/codeReview/types.js";
import { mulberry32 } from "../support/prng.js";

const HOSTILE = [
  "pub fn f() {",
  "/// doc",
  "#[inline]",
  "@decorator",
  "",
  "   ",
  "@@ -1,3 +1,4 @@ fake header",
  "+++ b/other.rs",
  "--- a/other.rs",
  "+ looks added",
  "- looks removed",
  "\\ No newline at end of file",
  "  def nested():",
  "class C:",
  "    let x = 1;",
  "}",
];

function hostileLines(next: () => number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${HOSTILE[Math.floor(next() * HOSTILE.length)]!}${next() < 0.3 ? ` // ${i}` : ""}`);
}

/** A modified-file hunk: context, removed and added rows mixed, as git writes them. */
function mixedHunk(next: () => number, count: number): { hunk: string; body: string[] } {
  const body: string[] = [];
  let olds = 0;
  let news = 0;
  for (const text of hostileLines(next, count)) {
    const roll = next();
    const mark = roll < 0.4 ? "+" : roll < 0.7 ? "-" : " ";
    body.push(`${mark}${text}`);
    if (mark !== "+") olds++;
    if (mark !== "-") news++;
  }
  if (next() < 0.5) body.push("\\ No newline at end of file");
  return { hunk: [`@@ -10,${olds} +12,${news} @@`, ...body].join("\n"), body };
}

describe("part boundaries hide no line", () => {
  it("every row is in exactly one part, in order, and the parts' counts add up to the hunk's", () => {
    for (let seed = 1; seed <= 300; seed++) {
      const next = mulberry32(seed);
      const { hunk, body } = mixedHunk(next, 20 + Math.floor(next() * 400));
      const capacity = 250 + Math.floor(next() * 3000);
      const parts = splitHunk("src/x.rs", hunk, capacity);
      if (!parts) continue;
      expect(
        parts.flatMap((p) => p.split("\n").slice(1)),
        `seed ${seed}`,
      ).toEqual(body);
      let [olds, news] = [0, 0];
      for (const part of parts) {
        const m = /^@@ -\d+,(\d+) \+\d+,(\d+) @@/.exec(part)!;
        const rows = part.split("\n").slice(1);
        expect(Number(m[1]), `seed ${seed}`).toBe(rows.filter((r) => r.startsWith(" ") || r.startsWith("-")).length);
        expect(Number(m[2]), `seed ${seed}`).toBe(rows.filter((r) => r.startsWith(" ") || r.startsWith("+")).length);
        olds += Number(m[1]);
        news += Number(m[2]);
        expect(part.length, `seed ${seed}`).toBeLessThanOrEqual(capacity);
      }
      const [, o, n] = /^@@ -\d+,(\d+) \+\d+,(\d+) @@/.exec(hunk)!;
      expect([olds, news], `seed ${seed}`).toEqual([Number(o), Number(n)]);
    }
  });

  it("a new file of hostile lines is shown whole across its pieces, each line once with its number", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const next = mulberry32(seed * 7919);
      const lines = hostileLines(next, 300 + Math.floor(next() * 900));
      const path = "src/hostile.rs";
      const file: FileDiff = {
        path,
        status: "added",
        binary: false,
        additions: lines.length,
        deletions: 0,
        patch: `diff --git a/${path} b/${path}\nnew file mode 100644\n--- /dev/null\n+++ b/${path}\n@@ -0,0 +1,${lines.length} @@\n${lines.map((l) => `+${l}`).join("\n")}\n`,
      };
      const pieces = piecesOf(file, 1_500 + Math.floor(next() * 4_000));
      expect(pieces, `seed ${seed}`).toBeDefined();
      const shown = new Map<number, string>();
      for (const piece of pieces!) {
        for (const row of piece.split("\n")) {
          const m = /^\s*(\d+)\+(.*)$/.exec(row);
          if (!m) continue;
          expect(shown.has(Number(m[1])), `seed ${seed}: line ${m[1]} shown twice`).toBe(false);
          shown.set(Number(m[1]), m[2]!);
        }
      }
      expect(shown.size, `seed ${seed}`).toBe(lines.length);
      lines.forEach((text, i) => expect(shown.get(i + 1)?.trimEnd(), `seed ${seed} line ${i + 1}`).toBe(text.trimEnd()));
    }
  });
});
