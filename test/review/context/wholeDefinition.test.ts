/**
 * A changed definition beside the diff: the lines the diff shows are folded,
 * and a definition it shows entirely is not repeated.
 */
import { describe, expect, it } from "vitest";
import { diffShowsAll, numberedBeside, shownHeadLines } from "../../../src/review/context/wholeDefinition.js";

const FILE = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join("\n");
// One line changed at head line 10: git's three lines of context around it show head lines 7–13.
const PATCH = ["@@ -7,7 +7,7 @@", " line 7", " line 8", " line 9", "-old 10", "+line 10", " line 11", " line 12", " line 13"].join("\n");

describe("a changed definition beside the diff", () => {
  it("knows the head lines the diff shows: added and context lines, not deleted ones", () => {
    expect([...shownHeadLines(PATCH)].sort((a, b) => a - b)).toEqual([6, 7, 8, 9, 10, 11, 12]);
    expect(shownHeadLines("")).toEqual(new Set());
  });

  it("folds the lines the diff shows into one marker and numbers the rest, padded to the widest", () => {
    const text = numberedBeside(FILE, 3, 15, shownHeadLines(PATCH));
    expect(text.split("\n")).toEqual([" 4| line 4", " 5| line 5", " 6| line 6", "7-13| (in the diff)", "14| line 14", "15| line 15", "16| line 16"]);
    expect(text).not.toContain("line 10");
  });

  it("says whether the diff shows a definition entirely, so the block can leave it out", () => {
    const shown = shownHeadLines(PATCH);
    expect(diffShowsAll(shown, 7, 11)).toBe(true);
    expect(diffShowsAll(shown, 5, 11)).toBe(false);
    expect(diffShowsAll(shown, 7, 13)).toBe(false);
  });
});
