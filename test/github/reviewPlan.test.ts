/**
 * planReview on real repositories: whether a run replays an earlier check
 * run of this head, reviews only what changed since an earlier head, or
 * reviews everything, and why.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { CheckRunSnapshot } from "../../src/github/api.js";
import type { CheckState, PriorReviews } from "../../src/github/priorReviews.js";
import { buildState, type ReviewState } from "../../src/github/reviewState.js";
import { planReview } from "../../src/github/reviewPlan.js";
import type { Target } from "../../src/github/target.js";
import type { GauntletResult } from "../../src/review/gauntlet/result.js";
import { TempRepo } from "../review/support/tempRepo.js";
import { gauntletResult, laneSummary } from "../support/results.js";

const KEY = "key-1";
const OTHER_KEY = "key-2";

const repos: TempRepo[] = [];
afterEach(() => {
  for (const repo of repos.splice(0)) repo.cleanup();
});

/** main with two files, `pr` branched from it with one push; returns the SHAs. */
function pullRequestRepo() {
  const repo = TempRepo.create("gauntlet-plan-");
  repos.push(repo);
  repo.write("src/a.ts", "export const a = 1;\n");
  repo.write("src/b.ts", "export const b = 1;\n");
  const base = repo.commit("base");
  repo.git("checkout", "--quiet", "-b", "pr");
  repo.write("src/a.ts", "export const a = 2;\n");
  const first = repo.commit("first push");
  return { repo, base, first, git: repo.client() };
}

/** A passing review of base...head: code review and adversary ran, security and probe did not. */
function result(head: string, base: string, overrides: Partial<GauntletResult> = {}): GauntletResult {
  const skipped = { state: "skipped", verdict: null } as const;
  const lanes = [laneSummary("code-review"), laneSummary("adversary"), laneSummary("security", skipped), laneSummary("probe", skipped)];
  return gauntletResult(lanes, [], { base_sha: base, head_sha: head, diff_spec: `${base}...${head}`, ...overrides });
}

function state(head: string, base: string, options: { key?: string | null; complete?: boolean; result?: Partial<GauntletResult> } = {}): ReviewState {
  return buildState({
    pr: 7,
    result: result(head, base, options.result),
    mergeBase: base,
    key: options.key === undefined ? KEY : options.key,
    checkRun: 100,
    ...(options.complete === undefined ? {} : { complete: options.complete }),
    at: "2025-01-01T00:00:00Z",
    history: [],
    overrides: [],
  });
}

function checkState(s: ReviewState, id = 100): CheckState {
  const check: CheckRunSnapshot = {
    id,
    htmlUrl: `https://github.com/o/r/runs/${id}`,
    appId: 1,
    status: "completed",
    conclusion: "success",
    completedAt: "2025-01-01T00:00:00Z",
    title: "GAUNTLET: PASS",
    summary: "GAUNTLET: PASS",
    text: "",
  };
  return { check, state: s };
}

function priors(options: { sameHead?: ReviewState; latest?: ReviewState } = {}): PriorReviews {
  return {
    conversation: { comments: [], foreign: [] },
    ...(options.sameHead ? { sameHead: checkState(options.sameHead) } : {}),
    ...(options.latest ? { latest: options.latest } : {}),
    history: [],
    overrides: [],
    authority: { dismissals: [], overrides: [], refused: [] },
  };
}

function target(head: string, base: string, overrides: Partial<Target> = {}): Target {
  return { headSha: head, baseSha: base, untrusted: false, lanes: ["code-review", "adversary"], forceFull: false, ...overrides };
}

describe("replaying this head", () => {
  it("`/gauntlet full` reviews everything, whatever is cached", async () => {
    const { base, first, git } = pullRequestRepo();
    const same = state(first, base);
    const plan = await planReview(git, target(first, base, { forceFull: true }), priors({ sameHead: same, latest: same }), KEY);
    expect(plan).toEqual({ kind: "full", reason: "`/gauntlet full` asked for a fresh review" });
  });

  it("replays a same-head state reviewed under the same key", async () => {
    const { base, first, git } = pullRequestRepo();
    const same = state(first, base);
    const p = priors({ sameHead: same, latest: same });
    const plan = await planReview(git, target(first, base), p, KEY);
    expect(plan).toEqual({ kind: "replay", from: p.sameHead, why: "same cache key" });
  });

  it("does not replay under another key: the same head is reviewed again in full, saying the settings changed", async () => {
    const { base, first, git } = pullRequestRepo();
    const same = state(first, base);
    const plan = await planReview(git, target(first, base), priors({ sameHead: same, latest: same }), OTHER_KEY);
    expect(plan).toEqual({ kind: "full", reason: "this head was reviewed under other settings (the cache key changed)" });
  });

  it.each(["dismiss", "override"] as const)("a %s command re-decides the same-head state, even under another key", async (kind) => {
    const { base, first, git } = pullRequestRepo();
    const same = state(first, base);
    const p = priors({ sameHead: same, latest: same });
    const plan = await planReview(git, target(first, base, { command: { commentId: 5, author: "octocat", kind } }), p, OTHER_KEY);
    expect(plan).toEqual({ kind: "replay", from: p.sameHead, why: "re-decide" });
  });

  it("a `/gauntlet` review command is not a re-decision: another key reviews again", async () => {
    const { base, first, git } = pullRequestRepo();
    const same = state(first, base);
    const plan = await planReview(git, target(first, base, { command: { commentId: 5, author: "octocat", kind: "review" } }), priors({ sameHead: same, latest: same }), OTHER_KEY);
    expect(plan.kind).toBe("full");
  });

  it("a null key (a faulted or trimmed state) never replays unless re-deciding", async () => {
    const { base, first, git } = pullRequestRepo();
    const faulted = state(first, base, { result: { faults: ["PIPELINE-FAULT: x"] } });
    expect(faulted.key).toBeNull();
    const p = priors({ sameHead: faulted, latest: faulted });
    expect((await planReview(git, target(first, base), p, KEY)).kind).toBe("full");
    // A trimmed (incomplete) state also carries no key.
    const trimmed = state(first, base, { complete: false });
    expect(trimmed.key).toBeNull();
    expect((await planReview(git, target(first, base), priors({ sameHead: trimmed, latest: trimmed }), KEY)).kind).toBe("full");
    // Re-deciding still replays it: the command only asks to apply a human decision.
    expect(await planReview(git, target(first, base, { command: { commentId: 5, author: "octocat", kind: "dismiss" } }), p, KEY)).toEqual({ kind: "replay", from: p.sameHead, why: "re-decide" });
  });
});

describe("building on an earlier head", () => {
  it("an ancestor head with a complete state: incremental, reading only what changed since", async () => {
    const { repo, base, first, git } = pullRequestRepo();
    repo.write("src/b.ts", "export const b = 2;\n");
    repo.write("src/c.ts", "export const c = 1;\n");
    const second = repo.commit("second push");
    const earlier = state(first, base);

    const plan = await planReview(git, target(second, base), priors({ latest: earlier }), KEY);
    expect(plan).toEqual({ kind: "incremental", since: earlier, paths: ["src/b.ts", "src/c.ts"] });
  });

  it("a same-head state under another key does not stop an incremental review from an earlier head", async () => {
    const { repo, base, first, git } = pullRequestRepo();
    repo.write("src/c.ts", "export const c = 1;\n");
    const second = repo.commit("second push");
    const earlier = state(first, base);
    const sameButStale = { ...state(second, base), at: "2024-12-31T00:00:00Z" };

    const plan = await planReview(git, target(second, base), priors({ sameHead: sameButStale, latest: earlier }), OTHER_KEY);
    expect(plan).toEqual({ kind: "incremental", since: earlier, paths: ["src/c.ts"] });
  });

  it("an incomplete earlier state: full, naming its head", async () => {
    const { repo, base, first, git } = pullRequestRepo();
    repo.write("src/b.ts", "export const b = 2;\n");
    const second = repo.commit("second push");
    const plan = await planReview(git, target(second, base), priors({ latest: state(first, base, { complete: false }) }), KEY);
    expect(plan).toEqual({ kind: "full", reason: `the review of ${first.slice(0, 7)} was incomplete` });
  });

  it("an earlier state whose code review was not complete: full, naming its head", async () => {
    const { repo, base, first, git } = pullRequestRepo();
    repo.write("src/b.ts", "export const b = 2;\n");
    const second = repo.commit("second push");
    const partial = state(first, base, { result: { coverage: { complete: false, not_reviewed: [{ path: "src/b.ts", reason: "budget" }], skipped: [] } } });
    expect(partial.complete).toBe(true);
    expect(partial.code_review_complete).toBe(false);

    const plan = await planReview(git, target(second, base), priors({ latest: partial }), KEY);
    expect(plan).toEqual({ kind: "full", reason: `the review of ${first.slice(0, 7)} was incomplete` });
  });

  it("rewritten history: full, with the reason", async () => {
    const { repo, base, first, git } = pullRequestRepo();
    repo.git("reset", "--quiet", "--hard", base);
    repo.write("src/a.ts", "export const a = 3;\n");
    const rewritten = repo.commit("force-pushed");

    const plan = await planReview(git, target(rewritten, base), priors({ latest: state(first, base) }), KEY);
    expect(plan).toEqual({ kind: "full", reason: `history was rewritten since ${first.slice(0, 7)}` });
  });

  it("an earlier head missing from the clone: full, with the reason", async () => {
    const { base, first, git } = pullRequestRepo();
    const gone = "0".repeat(39) + "1";
    const plan = await planReview(git, target(first, base), priors({ latest: state(gone, base) }), KEY);
    expect(plan).toEqual({ kind: "full", reason: expect.stringContaining(`the last reviewed head ${gone.slice(0, 7)} is not in the fetched history`) });
  });

  it("a merge group is never incremental, even from a complete ancestor state", async () => {
    const { repo, base, first, git } = pullRequestRepo();
    repo.write("src/b.ts", "export const b = 2;\n");
    const merged = repo.commit("merge group commit");
    const earlier = state(first, base);

    const plan = await planReview(git, target(merged, base, { queuedHead: first }), priors({ latest: earlier }), KEY);
    expect(plan).toEqual({ kind: "full", reason: "a merge queue entry is reviewed whole" });
    // Without the queue, the same priors would have been incremental: the queue is what decides.
    expect((await planReview(git, target(merged, base), priors({ latest: earlier }), KEY)).kind).toBe("incremental");
  });

  it("no earlier review at all: full", async () => {
    const { base, first, git } = pullRequestRepo();
    expect(await planReview(git, target(first, base), priors(), KEY)).toEqual({ kind: "full", reason: "no earlier review to build on" });
  });
});
