/**
 * planReview on real repositories: whether a run replays an earlier check
 * run of this head, reviews only what changed since an earlier head, or
 * reviews everything, and why.
 */
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { CheckRunSnapshot } from "../../src/github/transport/api.js";
import type { CheckState, PriorReviews } from "../../src/github/state/priorReviews.js";
import { buildState, type ReviewState } from "../../src/github/state/reviewState.js";
import { planReview, type ReviewKeys } from "../../src/github/state/reviewPlan.js";
import type { Target } from "../../src/github/commands/target.js";
import type { GauntletResult } from "../../src/review/gauntlet/result.js";
import { repoTemplate, type TempRepo } from "../review/support/tempRepo.js";
import { gauntletResult, laneSummary } from "../support/results.js";

const KEY = "key-1";
const OTHER_KEY = "key-2";
const SETTINGS = "settings-1";
const OTHER_SETTINGS = "settings-2";
const CHECK = "Review Gauntlet";

/** The keys of this run: the cache key and the settings key. */
const KEYS: ReviewKeys = { key: KEY, settings: SETTINGS };
const keys = (overrides: Partial<ReviewKeys> = {}): ReviewKeys => ({ ...KEYS, ...overrides });

const repos: TempRepo[] = [];
afterEach(() => {
  for (const repo of repos.splice(0)) repo.cleanup();
});

/** main with two files, `pr` branched from it with one push; returns the SHAs. */
function buildPullRequest(repo: TempRepo) {
  repo.write("src/a.ts", "export const a = 1;\n");
  repo.write("src/b.ts", "export const b = 1;\n");
  const base = repo.commit("base");
  repo.git("checkout", "--quiet", "-b", "pr");
  repo.write("src/a.ts", "export const a = 2;\n");
  const first = repo.commit("first push");
  return { base, first };
}

/** The same, with a second push that changes src/b.ts. */
function buildSecondPush(repo: TempRepo) {
  const pushed = buildPullRequest(repo);
  repo.write("src/b.ts", "export const b = 2;\n");
  return { ...pushed, second: repo.commit("second push") };
}

// Each built once per file; every test gets its own copy.
const templates = { pullRequest: repoTemplate("gauntlet-plan-", buildPullRequest), secondPush: repoTemplate("gauntlet-plan-", buildSecondPush) };
afterAll(() => {
  for (const template of Object.values(templates)) template.dispose();
});

function copyOf<T extends { repo: TempRepo }>(copy: T) {
  repos.push(copy.repo);
  return { ...copy, git: copy.repo.client() };
}

/** `pr` one push (src/a.ts) ahead of main: base and first. */
const pullRequestRepo = () => copyOf(templates.pullRequest.copy());
/** `pr` two pushes ahead: src/a.ts at first, src/b.ts at second. */
const secondPushRepo = () => copyOf(templates.secondPush.copy());

/** A passing review of base...head: code review and adversary ran, security and probe did not. */
function result(head: string, base: string, overrides: Partial<GauntletResult> = {}): GauntletResult {
  const skipped = { state: "skipped", verdict: null } as const;
  const lanes = [laneSummary("code-review"), laneSummary("adversary"), laneSummary("security", skipped), laneSummary("probe", skipped)];
  return gauntletResult(lanes, [], { base_sha: base, head_sha: head, diff_spec: `${base}...${head}`, ...overrides });
}

interface StateOptions {
  key?: string | null;
  settings?: string | null;
  /** The merge base the review's diff was computed against: the base commit unless a test says otherwise. */
  mergeBase?: string | null;
  complete?: boolean;
  at?: string;
  result?: Partial<GauntletResult>;
}

function state(head: string, base: string, options: StateOptions = {}): ReviewState {
  return buildState({
    pr: 7,
    result: result(head, base, options.result),
    mergeBase: options.mergeBase === undefined ? base : options.mergeBase,
    check: CHECK,
    key: options.key === undefined ? KEY : options.key,
    settings: options.settings === undefined ? SETTINGS : options.settings,
    checkRun: 100,
    ...(options.complete === undefined ? {} : { complete: options.complete }),
    at: options.at ?? "2025-01-01T00:00:00Z",
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
    completedAt: s.at,
    title: "GAUNTLET: PASS",
    summary: "GAUNTLET: PASS",
    text: "",
  };
  return { check, state: s };
}

/** Priors with this head's states (newest first, as readPriorReviews keeps them) and the latest state of the PR. */
function priors(options: { sameHead?: ReviewState[]; latest?: ReviewState } = {}): PriorReviews {
  return {
    conversation: { comments: [], foreign: [] },
    sameHeadStates: (options.sameHead ?? []).map((s, i) => checkState(s, 100 + i)),
    ...(options.latest ? { latest: options.latest } : {}),
    history: [],
    overrides: [],
    authority: { dismissals: [], overrides: [], refused: [] },
  };
}

function target(head: string, base: string, overrides: Partial<Target> = {}): Target {
  return { headSha: head, baseSha: base, untrusted: false, lanes: ["code-review", "adversary"], forceFull: false, mergeGroup: false, ...overrides };
}

const SAME_HEAD_REASON = "this head was reviewed under other settings, or its review did not finish";

describe("replaying this head", () => {
  it("`/gauntlet full` reviews everything, whatever is cached", async () => {
    const { base, first, git } = pullRequestRepo();
    const same = state(first, base);
    const plan = await planReview(git, target(first, base, { forceFull: true }), priors({ sameHead: [same], latest: same }), KEYS);
    expect(plan).toEqual({ kind: "full", reason: "`/gauntlet full` asked for a fresh review" });
  });

  it("replays a same-head state reviewed under the same key", async () => {
    const { base, first, git } = pullRequestRepo();
    const same = state(first, base);
    const p = priors({ sameHead: [same], latest: same });
    const plan = await planReview(git, target(first, base), p, KEYS);
    expect(plan).toEqual({ kind: "replay", from: p.sameHeadStates[0], why: "same cache key" });
  });

  it("replays any same-head state with the same key, not only the newest", async () => {
    const { base, first, git } = pullRequestRepo();
    const newest = state(first, base, { key: OTHER_KEY, settings: OTHER_SETTINGS, at: "2025-01-02T00:00:00Z" });
    const older = state(first, base, { at: "2025-01-01T00:00:00Z" });
    const p = priors({ sameHead: [newest, older], latest: newest });
    const plan = await planReview(git, target(first, base), p, KEYS);
    expect(plan).toEqual({ kind: "replay", from: p.sameHeadStates[1], why: "same cache key" });
    expect(plan.kind === "replay" && plan.from.state).toBe(older);
    // Under the newest state's key, the newest is the one replayed.
    expect(await planReview(git, target(first, base), p, keys({ key: OTHER_KEY }))).toEqual({
      kind: "replay",
      from: p.sameHeadStates[0],
      why: "same cache key",
    });
  });

  it("does not replay under another key: the same head is reviewed again in full", async () => {
    const { base, first, git } = pullRequestRepo();
    const same = state(first, base);
    const plan = await planReview(git, target(first, base), priors({ sameHead: [same], latest: same }), keys({ key: OTHER_KEY }));
    expect(plan).toEqual({ kind: "full", reason: SAME_HEAD_REASON });
  });

  it.each(["dismiss", "override"] as const)("a %s command re-decides a same-head state under the same key", async (kind) => {
    const { base, first, git } = pullRequestRepo();
    const same = state(first, base);
    const p = priors({ sameHead: [same], latest: same });
    const plan = await planReview(git, target(first, base, { command: { commentId: 5, author: "octocat", kind } }), p, KEYS);
    expect(plan).toEqual({ kind: "replay", from: p.sameHeadStates[0], why: "re-decide" });
  });

  it.each(["dismiss", "override"] as const)("a %s command re-decides an older same-head state whose key matches", async (kind) => {
    const { base, first, git } = pullRequestRepo();
    const newest = state(first, base, { key: OTHER_KEY, at: "2025-01-02T00:00:00Z" });
    const older = state(first, base);
    const p = priors({ sameHead: [newest, older], latest: newest });
    const plan = await planReview(git, target(first, base, { command: { commentId: 5, author: "octocat", kind } }), p, KEYS);
    expect(plan).toEqual({ kind: "replay", from: p.sameHeadStates[1], why: "re-decide" });
  });

  it.each(["dismiss", "override"] as const)("a %s command does not re-decide a state made under another key: it reviews again", async (kind) => {
    const { repo, base, first, git } = pullRequestRepo();
    const same = state(first, base, { key: OTHER_KEY });
    const command = { commentId: 5, author: "octocat", kind };
    // Only the same head on record: reviewed again in full.
    const plan = await planReview(git, target(first, base, { command }), priors({ sameHead: [same], latest: same }), KEYS);
    expect(plan).toEqual({ kind: "full", reason: SAME_HEAD_REASON });

    // An earlier head reviewed completely under the same settings: reviewed again incrementally from it.
    repo.write("src/c.ts", "export const c = 1;\n");
    const second = repo.commit("second push");
    const earlier = state(first, base);
    const stale = state(second, base, { key: OTHER_KEY, at: "2024-12-31T00:00:00Z" });
    const incremental = await planReview(git, target(second, base, { command }), priors({ sameHead: [stale], latest: earlier }), KEYS);
    expect(incremental).toEqual({ kind: "incremental", since: earlier, paths: ["src/c.ts"] });
  });

  it("a `/gauntlet` review command is not a re-decision: another key reviews again", async () => {
    const { base, first, git } = pullRequestRepo();
    const same = state(first, base);
    const plan = await planReview(
      git,
      target(first, base, { command: { commentId: 5, author: "octocat", kind: "review" } }),
      priors({ sameHead: [same], latest: same }),
      keys({ key: OTHER_KEY }),
    );
    expect(plan).toEqual({ kind: "full", reason: SAME_HEAD_REASON });
  });

  it("a null key (a faulted or trimmed state) never replays, not even to re-decide", async () => {
    const { base, first, git } = pullRequestRepo();
    const faulted = state(first, base, { result: { faults: ["PIPELINE-FAULT: x"] } });
    expect(faulted.key).toBeNull();
    const p = priors({ sameHead: [faulted], latest: faulted });
    expect(await planReview(git, target(first, base), p, KEYS)).toEqual({ kind: "full", reason: SAME_HEAD_REASON });
    // A trimmed (incomplete) state also carries no key.
    const trimmed = state(first, base, { complete: false });
    expect(trimmed.key).toBeNull();
    expect((await planReview(git, target(first, base), priors({ sameHead: [trimmed], latest: trimmed }), KEYS)).kind).toBe("full");
    // A dismissal does not bring it back: without a key, nothing says the review was made under these settings.
    expect(await planReview(git, target(first, base, { command: { commentId: 5, author: "octocat", kind: "dismiss" } }), p, KEYS)).toEqual({
      kind: "full",
      reason: SAME_HEAD_REASON,
    });
  });

  it("a merge queue entry re-run on the same head replays its same-key state", async () => {
    const { base, first, git } = pullRequestRepo();
    const same = state(first, base);
    const p = priors({ sameHead: [same], latest: same });
    expect(await planReview(git, target(first, base, { mergeGroup: true }), p, KEYS)).toEqual({
      kind: "replay",
      from: p.sameHeadStates[0],
      why: "same cache key",
    });
    expect(await planReview(git, target(first, base, { mergeGroup: true }), p, keys({ key: OTHER_KEY }))).toEqual({
      kind: "full",
      reason: "a merge queue entry is reviewed whole",
    });
  });
});

describe("building on an earlier head", () => {
  it("an ancestor head with a complete state under the same settings: incremental, reading only what changed since", async () => {
    const { repo, base, first, git } = pullRequestRepo();
    repo.write("src/b.ts", "export const b = 2;\n");
    repo.write("src/c.ts", "export const c = 1;\n");
    const second = repo.commit("second push");
    const earlier = state(first, base);
    expect(earlier.merge_base).toBe(base);

    // The cache key differs (another head), the settings key is the same.
    const plan = await planReview(git, target(second, base), priors({ latest: earlier }), keys({ key: OTHER_KEY }));
    expect(plan).toEqual({ kind: "incremental", since: earlier, paths: ["src/b.ts", "src/c.ts"] });
  });

  it("a same-head state under another key does not stop an incremental review from an earlier head", async () => {
    const { repo, base, first, git } = pullRequestRepo();
    repo.write("src/c.ts", "export const c = 1;\n");
    const second = repo.commit("second push");
    const earlier = state(first, base);
    const sameButStale = state(second, base, { at: "2024-12-31T00:00:00Z" });

    const plan = await planReview(git, target(second, base), priors({ sameHead: [sameButStale], latest: earlier }), keys({ key: OTHER_KEY }));
    expect(plan).toEqual({ kind: "incremental", since: earlier, paths: ["src/c.ts"] });
  });

  it("after merging the base in, reads only the pull request's own changes, and a file whose base side moved", async () => {
    const { repo, base, first, git } = pullRequestRepo();
    const earlier = state(first, base);
    // The base branch changes a file the pull request does not touch: merging it brings nothing to read.
    repo.git("checkout", "--quiet", "main");
    repo.write("src/b.ts", "export const b = 3;\n");
    const newBase = repo.commit("main moves b");
    repo.git("checkout", "--quiet", "pr");
    repo.git("merge", "--quiet", "--no-edit", "main");
    const merged = repo.git("rev-parse", "HEAD").trim();
    expect(await planReview(git, target(merged, newBase), priors({ latest: earlier }), KEYS)).toEqual({ kind: "incremental", since: earlier, paths: [] });

    // The base branch changes the pull request's own file and a merge keeps the pull request's side:
    // the head did not change it since the review, but its base side did, so it is read again.
    repo.git("checkout", "--quiet", "main");
    repo.write("src/a.ts", "export const a = 3;\n");
    const movedBase = repo.commit("main moves a");
    repo.git("checkout", "--quiet", "pr");
    repo.git("merge", "--quiet", "--no-edit", "-s", "ours", "main");
    const kept = repo.git("rev-parse", "HEAD").trim();
    const afterMerge = state(merged, newBase);
    expect(await planReview(git, target(kept, movedBase), priors({ latest: afterMerge }), KEYS)).toEqual({
      kind: "incremental",
      since: afterMerge,
      paths: ["src/a.ts"],
    });
  });

  it("an earlier state with no merge base on record: full", async () => {
    const { base, first, second, git } = secondPushRepo();
    const plan = await planReview(git, target(second, base), priors({ latest: state(first, base, { mergeBase: null }) }), KEYS);
    expect(plan).toEqual({ kind: "full", reason: "the last review's merge base is unknown" });
  });

  it("an incomplete earlier state: full, naming its head", async () => {
    const { base, first, second, git } = secondPushRepo();
    const plan = await planReview(git, target(second, base), priors({ latest: state(first, base, { complete: false }) }), KEYS);
    expect(plan).toEqual({ kind: "full", reason: `the review of ${first.slice(0, 7)} was incomplete` });
  });

  it("an earlier state whose code review was not complete: full, naming its head", async () => {
    const { base, first, second, git } = secondPushRepo();
    const partial = state(first, base, { result: { coverage: { complete: false, not_reviewed: [{ path: "src/b.ts", reason: "budget" }], skipped: [] } } });
    expect(partial.complete).toBe(true);
    expect(partial.code_review_complete).toBe(false);

    const plan = await planReview(git, target(second, base), priors({ latest: partial }), KEYS);
    expect(plan).toEqual({ kind: "full", reason: `the review of ${first.slice(0, 7)} was incomplete` });
  });

  it("an earlier state made under other settings, or with none on record: full, saying the settings changed", async () => {
    const { base, first, second, git } = secondPushRepo();
    const reason = expect.stringMatching(new RegExp(`^the settings changed since the review of ${first.slice(0, 7)}`));

    const otherSettings = state(first, base, { settings: OTHER_SETTINGS });
    expect(await planReview(git, target(second, base), priors({ latest: otherSettings }), KEYS)).toEqual({ kind: "full", reason });
    const noSettings = state(first, base, { settings: null });
    expect(await planReview(git, target(second, base), priors({ latest: noSettings }), KEYS)).toEqual({ kind: "full", reason });
    // Under the settings that state was made with, it is built on.
    expect((await planReview(git, target(second, base), priors({ latest: otherSettings }), keys({ settings: OTHER_SETTINGS }))).kind).toBe("incremental");
  });

  it("rewritten history: full, with the reason", async () => {
    const { repo, base, first, git } = pullRequestRepo();
    repo.git("reset", "--quiet", "--hard", base);
    repo.write("src/a.ts", "export const a = 3;\n");
    const rewritten = repo.commit("force-pushed");

    const plan = await planReview(git, target(rewritten, base), priors({ latest: state(first, base) }), KEYS);
    expect(plan).toEqual({ kind: "full", reason: `history was rewritten since ${first.slice(0, 7)}` });
  });

  it("an earlier head missing from the clone: full, with the reason", async () => {
    const { base, first, git } = pullRequestRepo();
    const gone = "0".repeat(39) + "1";
    const plan = await planReview(git, target(first, base), priors({ latest: state(gone, base) }), KEYS);
    expect(plan).toEqual({ kind: "full", reason: expect.stringContaining(`the last reviewed head ${gone.slice(0, 7)} is not in the fetched history`) });
  });

  it("a merge group is never incremental, even from a complete ancestor state", async () => {
    const { repo, base, first, git } = pullRequestRepo();
    repo.write("src/b.ts", "export const b = 2;\n");
    const merged = repo.commit("merge group commit");
    const earlier = state(first, base);

    const plan = await planReview(git, target(merged, base, { mergeGroup: true, queuedHead: first }), priors({ latest: earlier }), KEYS);
    expect(plan).toEqual({ kind: "full", reason: "a merge queue entry is reviewed whole" });
    // Without a queued head the entry is still reviewed whole: being a merge group is what decides.
    expect(await planReview(git, target(merged, base, { mergeGroup: true }), priors({ latest: earlier }), KEYS)).toEqual(plan);
    // Outside the queue, the same priors would have been incremental.
    expect((await planReview(git, target(merged, base), priors({ latest: earlier }), KEYS)).kind).toBe("incremental");
  });

  it("no earlier review at all: full", async () => {
    const { base, first, git } = pullRequestRepo();
    expect(await planReview(git, target(first, base), priors(), KEYS)).toEqual({ kind: "full", reason: "no earlier review to build on" });
  });

  it("the latest state is of this head but under other keys: full, not an incremental review of nothing", async () => {
    const { base, first, git } = pullRequestRepo();
    const same = state(first, base, { key: OTHER_KEY });
    expect(await planReview(git, target(first, base), priors({ latest: same }), KEYS)).toEqual({ kind: "full", reason: SAME_HEAD_REASON });
  });
});
