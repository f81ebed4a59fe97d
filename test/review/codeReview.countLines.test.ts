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
});
