/**
 * Every GitHub attempt has a deadline, and the run's cancellation reaches
 * calls in flight: through the action's own Octokit (retry and throttling
 * plugins included) against the fake GitHub API, which holds stalled
 * requests open until the client gives up.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { GithubApi, createOctokit } from "../../src/github/transport/api.js";
import { GithubCallAbandoned } from "../../src/github/transport/requestDeadline.js";
import { startFakeGithub, type FakeGithub } from "../support/fakeGithub/server.js";

const repo = { owner: "octo-org", repo: "octo-repo" };
const HEAD = "a".repeat(40);
const output = { title: "t", summary: "s" };

let fake: FakeGithub;
beforeEach(async () => {
  fake = await startFakeGithub();
});
afterEach(async () => {
  try {
    fake.expectNoRejections();
  } finally {
    await fake.close();
  }
});

const apiWith = (options: Parameters<typeof createOctokit>[3]) =>
  new GithubApi(
    createOctokit("t", fake.url, () => {}, { pacing: false, ...options }),
    repo,
    { apiUrl: fake.url, token: "t" },
  );

it("gives up on a stalled attempt at its deadline and retries it like a 5xx", async () => {
  fake.failNext("POST", "checks/create", "stall");
  // Long enough that the retry, which GitHub answers, never misses it on a busy machine.
  const created = await apiWith({ requestTimeoutMs: 2_000 }).createCheck("gauntlet", HEAD, output);
  expect(created.id).toBeGreaterThan(0);
  expect(fake.callsTo("checks/create").map((c) => c.status)).toEqual([null, 201]);
});

it("fails a call that stalls on every try with a 504 naming the call and the deadline", async () => {
  fake.failNext("POST", "checks/create", "stall", { times: 2 });
  const octokit = createOctokit("t", fake.url, () => {}, { pacing: false, requestTimeoutMs: 200 });
  // One retry instead of the plugin's three: the same path, without 13 s of back-off.
  const failure = await octokit.rest.checks.create({ ...repo, name: "gauntlet", head_sha: HEAD, output, request: { retries: 1 } }).then(
    () => undefined,
    (error: unknown) => error as { status?: number; message?: string },
  );
  expect(failure?.status).toBe(504);
  expect(failure?.message).toMatch(/^GitHub did not answer POST \/repos\/\{owner\}\/\{repo\}\/check-runs within 200 ms$/);
  // The try and its retry, both stalled and given up on.
  expect(fake.callsTo("checks/create").map((c) => c.status)).toEqual([null, null]);
});

it("abandons a call in flight when the run is cancelled, without a retry", async () => {
  const run = new AbortController();
  fake.failNext("POST", "checks/create", "stall");
  const pending = apiWith({ signal: run.signal }).createCheck("gauntlet", HEAD, output);
  await expect.poll(() => fake.callsTo("checks/create").length).toBe(1);
  run.abort(new Error("SIGTERM"));
  await expect(pending).rejects.toBeInstanceOf(GithubCallAbandoned);
  expect(fake.callsTo("checks/create")).toHaveLength(1);
});

it("makes no call at all once the run is cancelled", async () => {
  const run = new AbortController();
  run.abort(new Error("SIGTERM"));
  await expect(apiWith({ signal: run.signal }).fileAt(".github/gauntlet.yml", HEAD)).rejects.toThrow(/abandoned, the run was cancelled/);
  expect(fake.calls).toHaveLength(0);
});

it("leaves a call's own signal to the caller: its abort is not a timeout", async () => {
  const own = new AbortController();
  fake.failNext("PATCH", "checks/update", "stall");
  const api = apiWith({ requestTimeoutMs: 60_000 });
  const { id } = await api.createCheck("gauntlet", HEAD, output);
  const pending = api.updateCheck(id, output, own.signal);
  await expect.poll(() => fake.callsTo("checks/update").length).toBe(1);
  own.abort();
  const error = (await pending.catch((e: unknown) => e)) as { status?: number; message?: string };
  expect(error.status).not.toBe(504);
});
