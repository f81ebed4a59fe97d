import { describe, expect, it } from "vitest";
import {
  keywordHit,
  linesOverlap,
  matchFinding,
  normalizePath,
  scoreFixture,
  totalScores,
  type Expected,
  type PlantedBug,
  type ScoredFinding,
} from "../../scripts/eval/match.js";

const bug = (over: Partial<PlantedBug> = {}): PlantedBug => ({
  id: "off-by-one",
  path: "src/pagination.ts",
  lines: [22, 22],
  keywords: ["off-by-one", "page - 1"],
  severity: "critical",
  ...over,
});

let counter = 0;
const finding = (over: Partial<ScoredFinding> = {}): ScoredFinding => ({
  id: `F${++counter}`,
  severity: "🔴 CRITICAL",
  path: "src/pagination.ts",
  start_line: 22,
  end_line: 22,
  title: "Wrong offset",
  claim: "start skips a page",
  verdict: "VERIFIED",
  ...over,
});

describe("linesOverlap", () => {
  it("accepts ranges within three lines of the planted range, either side", () => {
    expect(linesOverlap(22, 22, bug())).toBe(true);
    expect(linesOverlap(25, 30, bug())).toBe(true);
    expect(linesOverlap(10, 19, bug())).toBe(true);
    expect(linesOverlap(26, 30, bug())).toBe(false);
    expect(linesOverlap(10, 18, bug())).toBe(false);
  });

  it("accepts a range that encloses the planted one, and a reversed range", () => {
    expect(linesOverlap(1, 100, bug())).toBe(true);
    expect(linesOverlap(24, 20, bug())).toBe(true);
  });

  it("takes the tolerance as a parameter", () => {
    expect(linesOverlap(22, 22, bug(), 0)).toBe(true);
    expect(linesOverlap(23, 23, bug(), 0)).toBe(false);
    expect(linesOverlap(23, 23, bug(), 1)).toBe(true);
  });
});

describe("keywordHit", () => {
  it("finds a keyword in the title or the claim, case- and white-space-insensitively", () => {
    expect(keywordHit({ title: "Classic OFF-BY-ONE", claim: "" }, bug())).toBe("off-by-one");
    expect(keywordHit({ title: "Offset", claim: "should be (page  -\n1) * pageSize" }, bug())).toBe("page - 1");
    expect(keywordHit({ title: "Offset", claim: "wrong page" }, bug())).toBeUndefined();
  });

  it("ignores blank keywords", () => {
    expect(keywordHit({ title: "anything", claim: "" }, bug({ keywords: ["  "] }))).toBeUndefined();
  });
});

describe("matchFinding", () => {
  it("needs the same path, compared after normalisation", () => {
    expect(normalizePath("./src\\pagination.ts")).toBe("src/pagination.ts");
    expect(matchFinding(finding({ path: "./src/pagination.ts" }), bug())).toBe("lines");
    expect(matchFinding(finding({ path: "src/routes.ts", title: "off-by-one" }), bug())).toBeUndefined();
  });

  it("matches by lines first, then by keyword anywhere in the same file", () => {
    expect(matchFinding(finding({ start_line: 20, end_line: 24 }), bug())).toBe("lines");
    expect(matchFinding(finding({ start_line: 2, end_line: 3, claim: "an off-by-one in paginate" }), bug())).toBe("keyword");
    expect(matchFinding(finding({ start_line: 2, end_line: 3 }), bug())).toBeUndefined();
  });
});

describe("scoreFixture", () => {
  const expected: Expected = {
    description: "two bugs",
    planted: [bug(), bug({ id: "has-more", lines: [29, 29], keywords: ["hasMore"], severity: "warning" })],
  };

  it("counts recall over planted bugs and false findings over findings", () => {
    const kept = [
      finding(),
      finding({ start_line: 21, end_line: 23 }), // a second report of the same bug: not false
      finding({ start_line: 5, end_line: 5, severity: "🟡 WARNING", title: "Unused import" }),
      finding({ start_line: 6, end_line: 6, severity: "💡 NITPICK", title: "Naming", verdict: "UNCHECKED" }),
    ];
    const dropped = [finding({ start_line: 1, end_line: 1, title: "Invented", verdict: "FALSE" })];
    const score = scoreFixture(expected, kept, dropped);
    expect(score.planted).toBe(2);
    expect(score.found).toEqual(["off-by-one"]);
    expect(score.missed).toEqual(["has-more"]);
    expect(score.recall).toBe(0.5);
    expect(score.falseAfterVerification).toBe(2);
    expect(score.falseAfterVerificationBlocking).toBe(1);
    expect(score.falseBeforeVerification).toBe(3);
    expect(score.wronglyDropped).toBe(0);
    expect(score.lostByVerifier).toEqual([]);
    expect(score.kept[0]!.matches).toEqual([{ planted: "off-by-one", how: "lines" }]);
    expect(score.kept[2]!.matches).toEqual([]);
  });

  it("counts a FALSE drop of a planted bug as a verifier mistake and the bug as lost", () => {
    const dropped = [finding({ start_line: 29, end_line: 29, title: "hasMore wrong", verdict: "FALSE" })];
    const score = scoreFixture(expected, [finding()], dropped);
    expect(score.wronglyDropped).toBe(1);
    expect(score.lostByVerifier).toEqual(["has-more"]);
    expect(score.foundBeforeVerification).toEqual(["off-by-one", "has-more"]);
    expect(score.recall).toBe(0.5);
    expect(score.recallBeforeVerification).toBe(1);
    expect(score.falseBeforeVerification).toBe(0);
  });

  it("a bug found by a kept finding is not lost, even if another report of it was dropped", () => {
    const score = scoreFixture(expected, [finding()], [finding({ verdict: "FALSE" })]);
    expect(score.lostByVerifier).toEqual([]);
    expect(score.wronglyDropped).toBe(1);
  });

  it("gives a clean fixture no recall, and every finding on it is false", () => {
    const score = scoreFixture({ description: "clean", planted: [] }, [finding()], [finding({ verdict: "FALSE" })]);
    expect(score.recall).toBeNull();
    expect(score.falseBeforeVerification).toBe(2);
    expect(score.falseAfterVerificationBlocking).toBe(1);
  });
});

describe("totalScores", () => {
  it("sums the fixtures and computes recall over all planted bugs", () => {
    const buggy = scoreFixture({ description: "b", planted: [bug(), bug({ id: "b2", path: "other.ts" })] }, [finding()], []);
    const clean = scoreFixture({ description: "c", planted: [] }, [finding({ severity: "🟡 WARNING" })], []);
    const quiet = scoreFixture({ description: "c", planted: [] }, [finding({ severity: "💡 NITPICK" })], []);
    const totals = totalScores([buggy, clean, quiet]);
    expect(totals).toMatchObject({
      fixtures: 3,
      planted: 2,
      found: 1,
      recall: 0.5,
      falseAfterVerification: 2,
      falseAfterVerificationBlocking: 1,
      cleanFixturesFlagged: 1,
    });
    expect(totalScores([]).recall).toBeNull();
  });
});
