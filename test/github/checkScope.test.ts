/**
 * Which gauntlet checks review a pull request: our app's check runs on the
 * given heads that carry our state for the pull request (or are titled as
 * ours), and the checks our summary comments name, read through the action's
 * own Octokit against the fake GitHub API. A failed read is "unknown".
 */
import { Octokit } from "@octokit/rest";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GithubApi, createOctokit, type IssueComment } from "../../src/github/transport/api.js";
import {
  answersForAllChecks,
  checkNamesInComments,
  isAmbiguous,
  knownScope,
  readCheckScope,
  type CheckScopeSources,
} from "../../src/github/state/checkScope.js";
import { buildState } from "../../src/github/state/reviewState.js";
import { renderStateBlock } from "../../src/github/state/stateBlock.js";
import { startFakeGithub, type FakeGithub } from "../support/fakeGithub/server.js";
import { gauntletResult, laneSummary } from "../support/results.js";

const repo = { owner: "octo-org", repo: "octo-repo" };
const HEAD = "a".repeat(40);
const BEFORE = "c".repeat(40);
const PULL = 7;
const BOT = "github-actions[bot]";
/** The fake's check runs all belong to the GitHub Actions app. */
const APP_ID = 15368;

const stateOf = (check: string, pr = PULL) =>
  renderStateBlock(
    buildState({
      pr,
      result: gauntletResult([laneSummary("code-review")], []),
      mergeBase: null,
      check,
      key: null,
      settings: null,
      checkRun: 1,
      at: "2024-05-01T12:00:00Z",
      history: [],
      overrides: [],
    }),
  );

let fake: FakeGithub;
let api: GithubApi;
let seeder: Octokit;

beforeEach(async () => {
  fake = await startFakeGithub();
  api = new GithubApi(
    createOctokit("test-token", fake.url, () => {}, { pacing: false }),
    repo,
    { apiUrl: fake.url, token: "test-token" },
  );
  // Seeding goes around the action's throttled client: it is not what is tested.
  seeder = new Octokit({ auth: "test-token", baseUrl: fake.url, log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} } });
});
afterEach(async () => {
  try {
    fake.expectNoRejections();
  } finally {
    await fake.close();
  }
});

async function checkRun(name: string, sha: string, output: { title: string; text?: string }, completed = true): Promise<void> {
  const { data } = await seeder.rest.checks.create({ ...repo, name, head_sha: sha, status: "in_progress", output: { title: output.title, summary: "s" } });
  if (completed)
    await seeder.rest.checks.update({
      ...repo,
      check_run_id: data.id,
      status: "completed",
      conclusion: "success",
      output: { title: output.title, summary: "s", ...(output.text ? { text: output.text } : {}) },
    });
}

const sources = (overrides: Partial<CheckScopeSources> = {}): CheckScopeSources => ({
  own: "Gauntlet",
  pullNumber: PULL,
  heads: [HEAD],
  identity: { appId: APP_ID, login: BOT },
  comments: [],
  ...overrides,
});

describe("knownScope", () => {
  it("keeps one spelling per name (ours first), sorted; one check is not ambiguous, two are", () => {
    expect(knownScope("Gauntlet", [])).toEqual({ kind: "known", own: "Gauntlet", names: ["Gauntlet"] });
    const scope = knownScope("Gauntlet (strict)", ["gauntlet", "Gauntlet  (STRICT)", "Gauntlet", ""]);
    expect(scope).toEqual({ kind: "known", own: "Gauntlet (strict)", names: ["gauntlet", "Gauntlet (strict)"] });
    expect(isAmbiguous(knownScope("Gauntlet", ["gauntlet"]))).toBe(false);
    expect(isAmbiguous(scope)).toBe(true);
  });

  it("the check whose name sorts first answers for all; with an unknown scope, every run answers for itself", () => {
    expect(answersForAllChecks(knownScope("Gauntlet", ["Gauntlet (strict)"]))).toBe(true);
    expect(answersForAllChecks(knownScope("Gauntlet (strict)", ["Gauntlet"]))).toBe(false);
    expect(answersForAllChecks({ kind: "unknown", own: "Gauntlet (strict)", problem: "x" })).toBe(true);
  });
});

describe("checkNamesInComments", () => {
  const comment = (author: string, body: string): IssueComment => ({ id: 1, body, author, createdAt: "t", updatedAt: "t", url: "u" });

  it("reads the checks our own summary comments name for this pull request, nobody else's", () => {
    const comments = [
      comment(BOT, `${stateOf("Gauntlet (strict)")}\n## Review`),
      comment("mallory", stateOf("Planted")),
      comment(BOT, stateOf("Other PR", 8)),
      comment(BOT, "hello"),
    ];
    expect(checkNamesInComments(comments, BOT, PULL)).toEqual(["Gauntlet (strict)"]);
    expect(checkNamesInComments(comments, null, PULL)).toEqual([]);
  });
});

describe("readCheckScope", () => {
  it("counts our app's runs on the heads that carry our state for this pull request, or are titled as ours", async () => {
    await checkRun("Gauntlet", HEAD, { title: "GAUNTLET: PASS", text: stateOf("Gauntlet") });
    await checkRun("Gauntlet (strict)", HEAD, { title: "GAUNTLET: BLOCKED", text: stateOf("Gauntlet (strict)") });
    await checkRun("Gauntlet (nightly)", HEAD, { title: "GAUNTLET: running" }, false);
    await checkRun("Gauntlet (push)", BEFORE, { title: "GAUNTLET: PASS", text: stateOf("Gauntlet (push)") });
    // A CI job of the same app, and a gauntlet state for another pull request on the same commit.
    await checkRun("build", HEAD, { title: "Build passed" });
    await checkRun("Gauntlet (other PR)", HEAD, { title: "GAUNTLET: PASS", text: stateOf("Gauntlet (other PR)", 8) });

    expect(await readCheckScope(api, sources({ heads: [HEAD, BEFORE, undefined, HEAD] }))).toEqual({
      kind: "known",
      own: "Gauntlet",
      names: ["Gauntlet", "Gauntlet (nightly)", "Gauntlet (push)", "Gauntlet (strict)"],
    });
    expect(fake.callsTo("checks/list-for-ref")).toHaveLength(2);
  });

  it("adds the checks our summary comments name", async () => {
    const sticky: IssueComment = { id: 3, body: stateOf("Gauntlet (strict)"), author: BOT, createdAt: "t", updatedAt: "t", url: "u" };
    expect(await readCheckScope(api, sources({ comments: [sticky] }))).toEqual({ kind: "known", own: "Gauntlet", names: ["Gauntlet", "Gauntlet (strict)"] });
  });

  it("ignores another app's runs: with none of ours, this run's check is the only one", async () => {
    await checkRun("Gauntlet (strict)", HEAD, { title: "GAUNTLET: BLOCKED", text: stateOf("Gauntlet (strict)") });
    expect(await readCheckScope(api, sources({ identity: { appId: 1, login: BOT } }))).toEqual({ kind: "known", own: "Gauntlet", names: ["Gauntlet"] });
  });

  it("is unknown when the check runs cannot be read, or our app is not known", async () => {
    fake.failNext("GET", "checks/list-for-ref", 403);
    const failed = await readCheckScope(api, sources());
    expect(failed).toEqual({ kind: "unknown", own: "Gauntlet", problem: expect.stringContaining("the head's check runs could not be read") });
    expect(isAmbiguous(failed)).toBe(true);
    expect(fake.unusedFaults()).toEqual([]);

    const anonymous = await readCheckScope(api, sources({ identity: { appId: null, login: null } }));
    expect(anonymous).toMatchObject({ kind: "unknown", problem: expect.stringContaining("which app posted it") });
  });
});
