/**
 * One end-to-end scenario: a pull request in a real bare origin, the fake
 * GitHub serving the same repository, and the scripted model. Its servers
 * close when the test that started them finishes, so concurrent tests don't
 * close each other's.
 */
import { existsSync, readFileSync } from "node:fs";
import { expect } from "vitest";
import { startFakeGithub, type FakeGithub, type FakeGithubOptions } from "../../support/fakeGithub/server.js";
import type { CheckRunRecord, PullSeed } from "../../support/fakeGithub/records.js";
import { startModelServer, type ModelServer } from "../../support/modelServer.js";
import { createPullRepo, MODEL_KEY, PLAIN_CHANGE, REPOSITORY, type ActionResult, type PullRepo, type PullRepoSpec } from "../../support/actionHarness.js";
import { cleanLanes, script, type Route } from "./model.js";

export interface Scenario {
  repo: PullRepo;
  fake: FakeGithub;
  model: ModelServer;
}

export interface ScenarioOptions {
  repo?: Partial<PullRepoSpec>;
  fake?: FakeGithubOptions;
  /** The pulls API's view of the PR; false leaves it unseeded. */
  pull?: Partial<PullSeed> | false;
  /** Replaces cleanLanes() routes by node. */
  routes?: Record<string, Route>;
}

/** Where a scenario's servers are handed to be closed: a test's context, or a file's afterAll list for a shared run. */
export interface ScenarioOwner {
  onTestFinished(close: () => void | Promise<void>): void;
}

/**
 * `test` is the running test's context: its servers close when that test
 * finishes. (The global onTestFinished would pick whichever concurrent test
 * happens to be current, and close servers under another test's feet.)
 */
export async function startScenario(test: ScenarioOwner, options: ScenarioOptions = {}): Promise<Scenario> {
  const repo = createPullRepo({ change: PLAIN_CHANGE, ...options.repo });
  const fake = await startFakeGithub({ repository: REPOSITORY, ...options.fake });
  test.onTestFinished(() => fake.close());
  const model = await startModelServer();
  test.onTestFinished(() => model.close());
  if (options.pull !== false) fake.state.seedPull(repo.pullSeed(options.pull));
  script(model, { ...cleanLanes(), ...options.routes });
  return { repo, fake, model };
}

let forks = 0;

/**
 * A copy of `base` as its runs left it, for a test to go on from without
 * running the action again: the repository's folders, and the fake GitHub's
 * records and calls. The model server is `base`'s own (its URL is part of the
 * review's cache key, so a replay must see the same one): the copy's runs use
 * their own API key, and its `requests` are `base`'s so far, then its own.
 * (Its `index` fields, `waitForRequests` and `clientClosed` are the shared server's.)
 */
export async function forkScenario(test: ScenarioOwner, base: Scenario): Promise<Scenario> {
  const repo = base.repo.fork();
  const fake = await startFakeGithub({ repository: REPOSITORY, from: base.fake });
  test.onTestFinished(() => fake.close());
  const shared = base.model;
  // Other copies' runs reach the same server: each view keeps to its own key.
  const byKey = (key: string) => shared.requests.filter((r) => r.headers.authorization === `Bearer ${key}`);
  const earlier = byKey(shared.apiKey ?? MODEL_KEY);
  const apiKey = `${MODEL_KEY}-fork-${++forks}`;
  const model: ModelServer = {
    ...shared,
    apiKey,
    get requests() {
      return [...earlier, ...byKey(apiKey)];
    },
    // The server is base's: base's owner closes it.
    close: async () => {},
  };
  return { repo, fake, model };
}

/** The one check run the action left, on `headSha`: asserts there is no other anywhere. */
export function onlyCheck(fake: FakeGithub, headSha: string, name = "Gauntlet"): CheckRunRecord {
  expect(fake.state.checkRuns.map((r) => `${r.name}@${r.head_sha.slice(0, 12)}`)).toEqual([`${name}@${headSha.slice(0, 12)}`]);
  return fake.state.checkRuns[0]!;
}

export const byteLength = (text: string) => Buffer.byteLength(text, "utf8");

/** The step's outputs point at files that exist; returns the report and the parsed result. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the result JSON is read field by field
export function outputFiles(run: ActionResult): { report: string; result: any } {
  expect(run.outputs.report, "the report output").toBeTruthy();
  expect(run.outputs.findings, "the findings output").toBeTruthy();
  expect(existsSync(run.outputs.report!)).toBe(true);
  expect(existsSync(run.outputs.findings!)).toBe(true);
  return { report: readFileSync(run.outputs.report!, "utf8"), result: JSON.parse(readFileSync(run.outputs.findings!, "utf8")) };
}

/** A readable account of a run for assertion messages: its log, and what GitHub and the model saw. */
export function describeRun(run: ActionResult, scenario?: Pick<Scenario, "fake" | "model">): string {
  const lines = [
    `${run.timedOut ? "TIMED OUT; " : ""}exit ${run.code} (${run.signal ?? "no signal"}) after ${run.durationMs} ms`,
    "--- stdout",
    run.stdout.slice(-4000),
    "--- stderr",
    run.stderr.slice(-2000),
  ];
  if (scenario) {
    lines.push(
      "--- GitHub calls",
      ...scenario.fake.calls.map(
        (c) =>
          `${c.method} ${c.path} → ${c.status ?? "in flight"}${c.injected ? ` (injected ${c.injected})` : ""}${c.rejected ? ` REJECTED: ${c.rejected}` : ""}`,
      ),
    );
    lines.push(
      "--- model requests",
      ...scenario.model.requests.map((r) => `#${r.index} ${String(r.headers["x-gauntlet-node"] ?? "")}${r.clientClosedAt ? " (client closed)" : ""}`),
    );
  }
  return lines.join("\n");
}
