import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { commentableLines, hunkRanges } from "../../src/github/publish/diffLines.js";
import { repoTemplate, type TempRepo } from "../review/support/tempRepo.js";

const numbered = (count: number, label = "line") => Array.from({ length: count }, (_, i) => `${label} ${i + 1}\n`).join("");

describe("hunkRanges", () => {
  it("reads each hunk's new-side range; an omitted count is one line, a zero count none", () => {
    const patch = ["--- a/f", "+++ b/f", "@@ -1,3 +1,4 @@", " a", "+b", " c", " d", "@@ -10 +11 @@ f()", "-x", "+y", "@@ -20,2 +20,0 @@", "-p", "-q"].join(
      "\n",
    );
    expect(hunkRanges(patch)).toEqual([
      { start: 1, end: 4 },
      { start: 11, end: 11 },
    ]);
  });
});

describe("commentableLines", () => {
  let repo: TempRepo;
  let base: string;

  // Built once; each test commits its head on its own copy.
  const template = repoTemplate("gauntlet-git-", (built) => {
    built.write("src/long.ts", numbered(40));
    built.write("old name.ts", numbered(12, "kept"));
    built.write("gone.ts", numbered(3));
    return { base: built.commit("base") };
  });
  beforeEach(() => {
    ({ repo, base } = template.copy());
  });
  afterEach(() => repo.cleanup());
  afterAll(() => template.dispose());

  it("accepts ranges inside one hunk of the new side, context lines included", async () => {
    repo.write("src/long.ts", numbered(40).replace("line 5\n", "line five\n").replace("line 30\n", "line thirty\nline 30b\n"));
    const head = repo.commit("head");
    const commentable = await commentableLines(repo.client(), `${base}...${head}`);

    // Hunks: 2–8 around line 5, and 27–34 around the new lines 30–31 (three lines of context each side).
    expect(commentable("src/long.ts", 5, 5)).toBe(true);
    expect(commentable("src/long.ts", 2, 8)).toBe(true);
    expect(commentable("src/long.ts", 1, 1)).toBe(false);
    expect(commentable("src/long.ts", 9, 9)).toBe(false);
    expect(commentable("src/long.ts", 27, 34)).toBe(true);
    expect(commentable("src/long.ts", 35, 35)).toBe(false);
    expect(commentable("src/long.ts", 5, 30)).toBe(false); // spans two hunks
    expect(commentable("src/long.ts", 6, 5)).toBe(false);
    expect(commentable("src/other.ts", 5, 5)).toBe(false);
  });

  it("uses the new path of a renamed file and takes no comment on a deleted one", async () => {
    repo.move("old name.ts", "new name.ts");
    repo.write("new name.ts", numbered(12, "kept").replace("kept 12\n", "changed 12\n"));
    repo.remove("gone.ts");
    const head = repo.commit("rename");
    const commentable = await commentableLines(repo.client(), `${base}..${head}`);

    expect(commentable("new name.ts", 9, 12)).toBe(true);
    expect(commentable("new name.ts", 8, 8)).toBe(false);
    expect(commentable("old name.ts", 12, 12)).toBe(false);
    expect(commentable("gone.ts", 1, 1)).toBe(false);
  });
});
