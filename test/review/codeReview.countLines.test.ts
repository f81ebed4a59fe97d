import { describe, expect, it } from "vitest";
import { countLines } from "../../src/review/codeReview/fileContent.js";

describe("a file's added and removed lines, counted from its patch as --numstat counts them", () => {
  it("counts only hunk lines: headers, context and the no-newline note are not changes", () => {
    const patch = [
      "diff --git a/notes.md b/notes.md",
      "index 1111111..2222222 100644",
      "--- a/notes.md",
      "+++ b/notes.md",
      "@@ -1,3 +1,3 @@",
      " kept",
      "--- a removed line that looks like a header",
      "+++ an added line that looks like a header",
      "-old last",
      "\\ No newline at end of file",
      "+new last",
      "@@ -10 +10,2 @@",
      "+one more",
      " context",
    ].join("\n");
    expect(countLines(patch)).toEqual({ additions: 3, deletions: 2 });
  });

  it("counts nothing for a binary file or a rename without content change", () => {
    expect(countLines("diff --git a/x.png b/x.png\nindex 1..2 100644\nBinary files a/x.png and b/x.png differ\n")).toEqual({ additions: 0, deletions: 0 });
    expect(countLines("diff --git a/a.ts b/b.ts\nsimilarity index 100%\nrename from a.ts\nrename to b.ts\n")).toEqual({ additions: 0, deletions: 0 });
  });

  it("counts as reading the patch line by line does, for any mix of lines", () => {
    const byLines = (patch: string) => {
      let additions = 0;
      let deletions = 0;
      let inHunk = false;
      for (const line of patch.split("\n")) {
        if (line.startsWith("@@")) inHunk = true;
        else if (inHunk && line.startsWith("+")) additions += 1;
        else if (inHunk && line.startsWith("-")) deletions += 1;
      }
      return { additions, deletions };
    };
    const pieces = ["+a", "-b", " c", "", "@", "@@ -1 +1 @@", "@@", "+", "-", "\\ No newline", "+++ b/x", "--- a/x", "x@@", "\r"];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let n = 0; n < 300; n++) {
      const patch =
        Array.from({ length: next() % 12 }, () => pieces[next() % pieces.length]!).join(next() % 2 === 0 ? "\n" : "\n\n") + (next() % 2 === 0 ? "\n" : "");
      expect(countLines(patch), JSON.stringify(patch)).toEqual(byLines(patch));
    }
    expect(countLines("@@ -1 +1 @@\n+x\n-y\n")).toEqual({ additions: 1, deletions: 1 });
  });
});
