/**
 * The code-review lane on a real git repository: what gets reviewed, in what
 * order, what is skipped by policy, what is left over budget or lost to a
 * failed chunk, and how each shows in the report's last lines. Nothing is
 * dropped silently.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CodeReviewResult } from "../../src/review/codeReview/types.js";
import { httpError } from "../support/modelServer.js";
import {
  ENV_SECRET,
  POLICY_SKIPS,
  REVIEWABLE_FILES,
  REVIEW_CHUNK,
  VERIFY_ONE,
  chunkPathsOf,
  chunkReviewReply,
  codeReviewRepo,
  inFlightProbe,
  promptText,
  removeTempDirs,
  reportLines,
  routeByNode,
  startReviewHarness,
  type ReviewHarness,
  type TestRepo,
} from "../support/reviewHarness.js";

let h: ReviewHarness;
let repo: TestRepo;
const RANGE = "HEAD~1..HEAD";

beforeAll(async () => {
  h = await startReviewHarness();
  repo = codeReviewRepo();
});
afterAll(async () => {
  await h.close();
  removeTempDirs();
});
afterEach(() => {
  h.server.setHandler(undefined);
  h.server.requests.length = 0;
});

const noFindings = () => h.server.setHandler(routeByNode({ [REVIEW_CHUNK]: (r) => chunkReviewReply(`Part with ${chunkPathsOf(r).join(", ")}.`, []) }));

/** Every changed file is exactly one of: reviewed, skipped by policy, not reviewed. */
function expectFullAccounting(lane: CodeReviewResult, reviewed: string[], all: string[]) {
  const skipped = lane.coverage.skipped.map((s) => s.path);
  const notReviewed = lane.coverage.not_reviewed.map((n) => n.path);
  expect([...reviewed, ...skipped, ...notReviewed].sort()).toEqual([...all].sort());
  expect(lane.files_reviewed).toBe(reviewed.length);
}

const ALL_CHANGED = [...REVIEWABLE_FILES, ...Object.keys(POLICY_SKIPS)];

describe("chunking and policy", () => {
  it("reviews source before tests before docs, larger churn first; policy skips are listed with their reason", async () => {
    noFindings();

    const run = await h.runCodeReviewer(repo.dir, { diffSpec: RANGE });

    const reviews = h.requestsFor(REVIEW_CHUNK);
    expect(reviews).toHaveLength(1);
    const prompt = promptText(reviews[0]!);
    expect(chunkPathsOf(reviews[0]!)).toEqual(REVIEWABLE_FILES);
    const positions = REVIEWABLE_FILES.map((path) => prompt.indexOf(`### ${path} — `));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Head-side line numbers on the left, so findings can cite real lines.
    expect(prompt).toContain("    41 + export function divide(a: number, b: number): number { return a / b; }");
    expect(prompt).toContain(`(diff ${RANGE})`);

    expect(Object.fromEntries(run.lane.coverage.skipped.map((s) => [s.path, s.reason]))).toEqual(POLICY_SKIPS);
    const tableRow = (path: string) => run.output.split("\n").find((line) => line.startsWith(`| \`${path}\` |`));
    for (const [path, reason] of Object.entries(POLICY_SKIPS)) expect(tableRow(path)).toMatch(new RegExp(`\\| skipped: ${reason.replace(/[()]/g, "\\$&")} \\|$`));
    // Each skip names its rule and where it came from.
    expect(run.lane.coverage.skipped.find((s) => s.path === "src/proto.ts")?.source).toBe('marker "DO NOT EDIT" in the file\'s first lines at the base');
    expect(run.output).toContain("- `dist/bundle.js` — generated: built-in convention; the file existed at the base");
    for (const path of REVIEWABLE_FILES) expect(tableRow(path)).toMatch(/\| reviewed \|$/);
    expectFullAccounting(run.lane, REVIEWABLE_FILES, ALL_CHANGED);

    // Skips never make coverage partial.
    expect(reportLines(run.output)).toEqual({
      summary: "*Reviewed 6 files, found 0 critical, 0 warnings, 0 suggestions, 0 nitpicks*",
      verdict: "Review Verdict: PASS",
      coverage: "Review Coverage: complete",
    });
    expect(run.lane).toMatchObject({ verdict: "PASS", degraded: null, coverage: { complete: true, not_reviewed: [] } });
    // The last three lines are the sentinels, in order.
    expect(run.output.trimEnd().split("\n").slice(-3)).toEqual([
      "*Reviewed 6 files, found 0 critical, 0 warnings, 0 suggestions, 0 nitpicks*",
      "Review Verdict: PASS",
      "Review Coverage: complete",
    ]);
  });

  it("never sends a sensitive file's content to the model, nor calls the verifier when there is nothing to verify", async () => {
    noFindings();

    await h.runCodeReviewer(repo.dir, { diffSpec: RANGE });

    for (const request of h.server.requests) expect(JSON.stringify(request.body)).not.toContain(ENV_SECRET);
    expect(h.requestsFor(VERIFY_ONE)).toHaveLength(0);
    expect(h.server.requests.every((r) => String(r.headers["x-gauntlet-node"]) === REVIEW_CHUNK)).toBe(true);
  });

  it("reviews the working tree by default, untracked files included", async () => {
    noFindings();
    repo.write({ "src/draft.ts": "export const draft = 1;\n" });
    try {
      const run = await h.runCodeReviewer(repo.dir, {});

      expect(chunkPathsOf(h.requestsFor(REVIEW_CHUNK)[0]!)).toEqual(["src/draft.ts"]);
      expect(promptText(h.requestsFor(REVIEW_CHUNK)[0]!)).toContain("(diff worktree)");
      expect(reportLines(run.output).summary).toBe("*Reviewed 1 files, found 0 critical, 0 warnings, 0 suggestions, 0 nitpicks*");
    } finally {
      repo.remove("src/draft.ts");
    }
  });
});

describe("an oversized change", () => {
  const small = { chunk_tokens: 100, max_chunks: 2 };

  it("reviews what fits, lists the rest as over budget, and blocks at rigor production", async () => {
    noFindings();

    const run = await h.runCodeReviewer(repo.dir, { diffSpec: RANGE, variables: small });

    const reviews = h.requestsFor(REVIEW_CHUNK);
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.length).toBeLessThanOrEqual(2);
    const reviewed = [...new Set(reviews.flatMap(chunkPathsOf))];
    const notReviewed = run.lane.coverage.not_reviewed;
    // big.ts is one hunk larger than a chunk; others fall past max_chunks.
    expect(notReviewed).toContainEqual({ path: "src/big.ts", reason: "over budget" });
    expect(notReviewed.length).toBeGreaterThanOrEqual(2);
    expect(notReviewed.every((n) => n.reason === "over budget")).toBe(true);
    expectFullAccounting(run.lane, reviewed, ALL_CHANGED);

    // Chunks still go source, then tests, then docs.
    const rank = (p: string) => (p.startsWith("docs/") ? 2 : p.startsWith("test/") ? 1 : 0);
    expect(reviewed.map(rank)).toEqual([...reviewed.map(rank)].sort());

    const n = notReviewed.length;
    expect(run.output).toContain(`### Not reviewed (${n})`);
    for (const { path } of notReviewed) {
      expect(run.output).toContain(`- \`${path}\` — over budget`);
      expect(run.output).toContain(`| not reviewed: over budget |`);
    }
    expect(reportLines(run.output)).toEqual({
      summary: `*Reviewed ${reviewed.length} files, found 0 critical, 0 warnings, 0 suggestions, 0 nitpicks*`,
      verdict: "Review Verdict: BLOCKED",
      coverage: `Review Coverage: partial (${n} files over budget)`,
    });
    expect(run.lane).toMatchObject({ verdict: "BLOCKED", degraded: null, coverage: { complete: false } });
  });

  it("below production, partial coverage alone does not block, but still says partial", async () => {
    noFindings();

    const run = await h.runCodeReviewer(repo.dir, { diffSpec: RANGE, variables: { ...small, rigor: "prototype" } });

    const lines = reportLines(run.output);
    expect(lines.verdict).toBe("Review Verdict: PASS");
    expect(lines.coverage).toMatch(/^Review Coverage: partial \(\d+ files over budget\)$/);
  });
});

it("reviews at most 2 chunks at a time", async () => {
  const probe = inFlightProbe(() => chunkReviewReply("ok", []), 40);
  h.server.setHandler(routeByNode({ [REVIEW_CHUNK]: probe }));

  await h.runCodeReviewer(repo.dir, { diffSpec: RANGE, variables: { chunk_tokens: 120 } });

  expect(h.requestsFor(REVIEW_CHUNK).length).toBeGreaterThanOrEqual(3);
  expect(probe.max()).toBe(2);
});

describe("a failed chunk", () => {
  it("degrades the lane, and its files are listed as not reviewed", async () => {
    // Small chunks so the failing one holds only some files.
    h.server.setHandler(
      routeByNode({
        [REVIEW_CHUNK]: (r) => (chunkPathsOf(r).includes("test/app.test.ts") ? httpError(400, { message: "prompt rejected" }) : chunkReviewReply("Fine.", [])),
      }),
    );

    const run = await h.runCodeReviewer(repo.dir, { diffSpec: RANGE, variables: { chunk_tokens: 120 } });

    const reviews = h.requestsFor(REVIEW_CHUNK);
    const failedPaths = reviews.filter((r) => chunkPathsOf(r).includes("test/app.test.ts")).flatMap(chunkPathsOf);
    const goodPaths = reviews.filter((r) => !chunkPathsOf(r).includes("test/app.test.ts")).flatMap(chunkPathsOf);
    expect(failedPaths.length).toBeGreaterThan(0);
    expect(goodPaths.length).toBeGreaterThan(0);

    expect(run.lane.coverage.not_reviewed).toEqual(expect.arrayContaining(failedPaths.map((path) => ({ path, reason: "review failed" }))));
    for (const path of failedPaths) expect(run.output).toContain(`- \`${path}\` — review failed`);
    expect(run.output).toMatch(/- chunk \d+: PIPELINE-FAULT: code-reviewer\/review_chunk: model: .*prompt rejected/);
    expect(run.lane.degraded).toBe("review of 1 chunk(s) failed");
    const overBudget = run.lane.coverage.not_reviewed.filter((n) => n.reason === "over budget").length;
    expect(reportLines(run.output)).toEqual({
      summary: `*Reviewed ${goodPaths.length} files, found 0 critical, 0 warnings, 0 suggestions, 0 nitpicks*`,
      verdict: "Review Verdict: BLOCKED (degraded: review of 1 chunk(s) failed)",
      coverage: `Review Coverage: partial (${overBudget} files over budget, ${failedPaths.length} files not reviewed after failures)`,
    });
  });

  it("an unreadable diff degrades the lane instead of stopping it", async () => {
    noFindings();

    const run = await h.runCodeReviewer(repo.dir, { diffSpec: "no-such-branch...HEAD" });

    expect(h.requestsFor(REVIEW_CHUNK)).toHaveLength(0);
    const lines = reportLines(run.output);
    expect(lines.verdict).toMatch(/^Review Verdict: BLOCKED \(degraded: diff unreadable: /);
    expect(lines.coverage).toMatch(/^Review Coverage: partial \(.*diff unreadable\)$/);
    expect(run.lane.coverage.complete).toBe(false);
  });
});
