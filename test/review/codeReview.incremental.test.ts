/**
 * The code-review lane in an incremental re-review (the run fact
 * `review_paths`): only the listed files go to the model; the others are
 * listed as skipped "unchanged since the last review", never as not reviewed,
 * so coverage stays complete. The whole diff still bounds finding locations,
 * and the lanes that read the diff digest still see every file.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  POLICY_SKIPS,
  REVIEWABLE_FILES,
  REVIEW_CHUNK,
  chunkPathsOf,
  chunkReviewReply,
  codeReviewRepo,
  promptText,
  removeTempDirs,
  reportLines,
  routeByNode,
  startReviewHarness,
  type ReviewHarness,
  type RunOptions,
  type TestRepo,
} from "../support/reviewHarness.js";

let h: ReviewHarness;
let repo: TestRepo;
const RANGE = "HEAD~1..HEAD";
const UNCHANGED = "unchanged since the last review";

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

/** The run facts an incremental re-review sets, on top of the reviewed range. */
const incremental = (facts: RunOptions["facts"]): RunOptions => ({ diffSpec: RANGE, facts });

const noFindings = () => h.server.setHandler(routeByNode({ [REVIEW_CHUNK]: (r) => chunkReviewReply(`Part with ${chunkPathsOf(r).join(", ")}.`, []) }));
const tableRow = (output: string, path: string) => output.split("\n").find((line) => line.startsWith(`| \`${path}\` |`));

describe("an incremental re-review", () => {
  it("asks the model only about the listed files; the rest are skipped as unchanged and coverage stays complete", async () => {
    noFindings();

    const run = await h.runCodeReviewer(repo.dir, incremental({ review_paths: ["src/app.ts"] }));

    const reviews = h.requestsFor(REVIEW_CHUNK);
    expect(reviews).toHaveLength(1);
    expect(chunkPathsOf(reviews[0]!)).toEqual(["src/app.ts"]);
    const prompt = promptText(reviews[0]!);
    expect(prompt).toContain("### src/app.ts — ");
    for (const path of REVIEWABLE_FILES.filter((p) => p !== "src/app.ts")) expect(prompt).not.toContain(`### ${path}`);

    // Policy reasons stand; only files that would have been read are "unchanged".
    const unchanged = Object.fromEntries(REVIEWABLE_FILES.filter((p) => p !== "src/app.ts").map((p) => [p, UNCHANGED]));
    expect(Object.fromEntries(run.lane.coverage.skipped.map((s) => [s.path, s.reason]))).toEqual({ ...POLICY_SKIPS, ...unchanged });
    expect(run.lane).toMatchObject({ verdict: "PASS", degraded: null, files_reviewed: 1, coverage: { complete: true, not_reviewed: [] } });

    expect(tableRow(run.output, "src/app.ts")).toMatch(/\| reviewed \|$/);
    expect(tableRow(run.output, "src/util.ts")).toMatch(/\| skipped: unchanged since the last review \(findings carried forward\) \|$/);
    expect(tableRow(run.output, ".env")).toMatch(/\| skipped: withheld \(sensitive\) \|$/);
    expect(run.output).toContain("Incremental review: 5 file(s) unchanged since the last review were not read again; their findings are carried forward.");
    expect(reportLines(run.output)).toEqual({
      summary: "*Reviewed 1 files, found 0 critical, 0 warnings, 0 suggestions, 0 nitpicks*",
      verdict: "Review Verdict: PASS",
      coverage: "Review Coverage: complete",
    });
    // Finding locations are still checked against the whole diff.
    expect([...(run.state.changed_paths as string[])].sort()).toEqual(
      [...REVIEWABLE_FILES, ...Object.keys(POLICY_SKIPS)].filter((p) => p !== "src/legacy.ts").sort(),
    );
  });

  it("with nothing to review anew, calls no model and still passes with complete coverage", async () => {
    noFindings();

    const run = await h.runCodeReviewer(repo.dir, incremental({ review_paths: [] }));

    expect(h.requestsFor(REVIEW_CHUNK)).toHaveLength(0);
    expect(h.server.requests).toHaveLength(0);
    expect(run.lane).toMatchObject({ verdict: "PASS", degraded: null, files_reviewed: 0, coverage: { complete: true, not_reviewed: [] } });
    expect(
      run.lane.coverage.skipped
        .filter((s) => s.reason === UNCHANGED)
        .map((s) => s.path)
        .sort(),
    ).toEqual([...REVIEWABLE_FILES].sort());
    expect(run.output.trimEnd().split("\n").slice(-3)).toEqual([
      "*Reviewed 0 files, found 0 critical, 0 warnings, 0 suggestions, 0 nitpicks*",
      "Review Verdict: PASS",
      "Review Coverage: complete",
    ]);
  });

  it("reviews the whole diff as before when review_paths is not a list", async () => {
    noFindings();

    const run = await h.runCodeReviewer(repo.dir, incremental({ review_paths: "src/app.ts" }));

    expect(h.requestsFor(REVIEW_CHUNK).flatMap(chunkPathsOf)).toEqual(REVIEWABLE_FILES);
    expect(run.lane.coverage.skipped.some((s) => s.reason === UNCHANGED)).toBe(false);
    expect(run.output).not.toContain("Incremental review:");
  });

  it("leaves the diff digest of the adversary and security lanes whole", async () => {
    const runtime = h.runtime(repo.dir, incremental({ review_paths: [] }));
    const readDigest = runtime.scripts.get("security-reviewer", "read_diff")!;

    const digest = await readDigest.run({
      state: {},
      context: runtime.context,
      graph: "security-reviewer",
      node: "read_diff",
      signal: new AbortController().signal,
    });

    for (const path of REVIEWABLE_FILES) expect(digest.diff_text).toContain(`### ${path} — `);
  });
});
