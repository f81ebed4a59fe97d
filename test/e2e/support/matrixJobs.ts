/**
 * The matrix workflow's jobs for the end-to-end suite: a pull request whose
 * code review splits into three chunks (one per shard), a scripted model
 * whose findings follow the chunk's files, and each job — plan, lane, gate —
 * as the built action in its own process, sharing one artifacts folder.
 */
import { cpSync, mkdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { expect } from "vitest";
import { startFakeGithub, type FakeGithub } from "../../support/fakeGithub/server.js";
import type { CheckRunRecord } from "../../support/fakeGithub/records.js";
import { jsonReply, startModelServer, textReply, type ModelServer } from "../../support/modelServer.js";
import {
  PLAIN_CHANGE,
  REPOSITORY,
  createPullRepo,
  launchAction,
  pullRequestPayload,
  runAction,
  tempDir,
  type ActionProcess,
  type ActionResult,
  type ActionRunOptions,
  type PullRepo,
} from "../../support/actionHarness.js";
import { REVIEW_CHUNK, SECURITY, VERIFY_ONE, cleanLanes, promptText, requestsFor, script, verifyByReading, type Route } from "./model.js";
import { describeRun, forkScenario, type ScenarioOwner } from "./scenario.js";

/** About 14k tokens each: no two fit one 24k-token chunk, so code review has three chunks for three shards. */
export const bigFile = (name: string) =>
  Array.from({ length: 1150 }, (_, i) => `export const ${name}${i + 1} = ${i + 1}; // ${name} table entry, kept in order`).join("\n") + "\n";
export const FILES = ["src/alpha.ts", "src/beta.ts", "src/gamma.ts"];
export const CHANGE = { ...PLAIN_CHANGE, ...Object.fromEntries(FILES.map((path) => [path, bigFile(path.slice(4, -3))])) };

/** Each chunk's finding is about a file in that chunk, so the shards' findings differ and merge. */
export const FINDING_IN: Record<string, { severity: string; line: number; title: string }> = {
  "src/alpha.ts": { severity: "🔴 CRITICAL", line: 7, title: "alpha7 shadows a builtin" },
  "src/beta.ts": { severity: "🟡 WARNING", line: 11, title: "beta11 is off by one" },
  "src/gamma.ts": { severity: "🟢 SUGGESTION", line: 5, title: "gamma5 could be derived" },
};

export const SECURITY_FAIL = [
  "🟠 Unchecked table index — src/beta.ts:3 — beta3 is indexed by request input — bound the index",
  "",
  "SECURITY_REVIEW: FAIL",
  "Posture: standard — checked the tables.",
].join("\n");

/** The model's answers for the matrix suite, by node: a test that changes one starts from these. */
export function matrixRoutes(): Record<string, Route> {
  return {
    ...cleanLanes(),
    [REVIEW_CHUNK]: (request) => {
      const prompt = promptText(request);
      const findings = FILES.filter((path) => prompt.includes(path)).map((path) => {
        const f = FINDING_IN[path]!;
        return {
          severity: f.severity,
          path,
          start_line: f.line,
          end_line: f.line,
          title: f.title,
          claim: `${f.title}: see line ${f.line}.`,
          suggestion: "Fix it.",
        };
      });
      return jsonReply({ summary: "A chunk of tables.", findings });
    },
    [VERIFY_ONE]: verifyByReading,
    [SECURITY]: () => textReply(SECURITY_FAIL),
  };
}

export function scriptModel(model: ModelServer): void {
  script(model, matrixRoutes());
}

export interface World {
  repo: PullRepo;
  model: ModelServer;
  /** The shared artifacts folder: plan/ and partials/. */
  artifacts: string;
  /** The event every job of the run sees (default: the PR opened). */
  payload?: ReturnType<typeof pullRequestPayload>;
  /** Its name: on issue_comment the jobs check out the default branch, as actions/checkout does there. */
  event?: "pull_request" | "issue_comment";
}

export async function world(test: ScenarioOwner): Promise<World> {
  const repo = createPullRepo({ change: CHANGE });
  const model = await startModelServer();
  test.onTestFinished(() => model.close());
  scriptModel(model);
  return { repo, model, artifacts: tempDir("gauntlet-e2e-artifacts-") };
}

export async function fakeFor(test: ScenarioOwner, repo: PullRepo): Promise<FakeGithub> {
  const fake = await startFakeGithub({ repository: REPOSITORY });
  test.onTestFinished(() => fake.close());
  fake.state.seedPull(repo.pullSeed());
  return fake;
}

export const COMMON = { lanes: "security", "fail-on-blocked": "false" };
/** The gate calls no model and takes the lanes from the plan: of COMMON it reads fail-on-blocked alone. */
const GATE = { model: "", "openai-base-url": "", "fail-on-blocked": COMMON["fail-on-blocked"] };

/** How a job differs from the usual: another run attempt, another build of the action. */
export interface JobRun {
  env?: Record<string, string>;
  entry?: string;
}

export function step(w: World, fake: FakeGithub, inputs: Record<string, string>, token?: string, run: JobRun = {}): Promise<ActionResult> {
  return runAction(stepOptions(w, fake, inputs, token, run));
}

function stepOptions(w: World, fake: FakeGithub, inputs: Record<string, string>, token: string | undefined, run: JobRun): ActionRunOptions {
  return {
    ...run,
    event: w.event ?? "pull_request",
    payload: w.payload ?? pullRequestPayload(w.repo),
    workspace: w.repo.workspace(w.event === "issue_comment" ? "main" : "merge", { depth: 1 }),
    fake,
    model: w.model,
    sha: w.event === "issue_comment" ? w.repo.mainSha : w.repo.mergeSha,
    // A lane job reads no review input (the plan settled them): it is given none. The gate reads only how to publish.
    inputs: { ...(inputs.mode === "lane" ? { model: "" } : inputs.mode === "gate" ? GATE : COMMON), ...inputs },
    ...(token !== undefined ? { token } : {}),
  };
}

export const planFile = (w: World) => join(w.artifacts, "plan", "matrix.json");
export const partialsOf = (w: World) => join(w.artifacts, "partials");

export interface Job {
  lane: string;
  shard: number;
  shards: number;
}

/** The plan job (code review in `shards` shards); asserts what it outputs and the check it opens. */
export async function plan(w: World, fake: FakeGithub, shards = 3): Promise<Job[]> {
  const run = await step(w, fake, { mode: "plan", "matrix-file": planFile(w), shards: String(shards) });
  expect(run.code, describeRun(run, { fake, model: w.model })).toBe(0);
  expect(run.outputs.review).toBe("true");
  const matrix = JSON.parse(run.outputs.matrix!) as { include: Job[] };
  // Only `include`: any other key would become a matrix dimension.
  expect(Object.keys(matrix)).toEqual(["include"]);
  expect(run.outputs.jobs).toBe(String(matrix.include.length));
  const check = fake.state.checkRuns[0]!;
  expect(check).toMatchObject({ name: "Gauntlet", head_sha: w.repo.headSha, status: "in_progress" });
  // While the lanes run, the check says what it waits for.
  const labels = matrix.include.map((job) => `${job.lane} ${job.shard}/${job.shards}`);
  expect(labels.filter((label) => label.startsWith("code-review "))).toEqual(Array.from({ length: shards }, (_, i) => `code-review ${i + 1}/${shards}`));
  expect(check.output.summary).toContain(`${labels.length} lane job(s): ${labels.join(", ")}.`);
  return matrix.include;
}

/** The folder a lane job writes into, which its artifact uploads: named after the job. */
export const artifactOf = (w: World, job: Job) => join(w.artifacts, `artifact-${job.lane}-${job.shard}-of-${job.shards}`);

/** One lane job started in its own process, writing into its own folder, with no token at all: the caller awaits or kills it. */
export function launchLane(w: World, fake: FakeGithub, job: Job, run: JobRun = {}): ActionProcess {
  return launchAction(stepOptions(w, fake, { mode: "lane", job: JSON.stringify(job), "matrix-file": planFile(w), partials: artifactOf(w, job) }, "", run));
}

/** Each lane job in its own process (launchLane); each artifact then reaches the gate's partials folder. */
export async function lanes(w: World, fake: FakeGithub, jobs: Job[], run: JobRun = {}): Promise<void> {
  const before = fake.calls.length;
  const runs = await Promise.all(jobs.map(async (job) => ({ job, own: artifactOf(w, job), run: await launchLane(w, fake, job, run).done })));
  for (const { job, own, run } of runs) {
    expect(run.code, `${job.lane} ${job.shard}/${job.shards}\n${describeRun(run, { fake, model: w.model })}`).toBe(0);
    // download-artifact without merge-multiple: each job's artifact in its own folder.
    mkdirSync(partialsOf(w), { recursive: true });
    cpSync(own, join(partialsOf(w), basename(own)), { recursive: true });
  }
  expect(
    fake.calls.slice(before).map((c) => `${c.method} ${c.path}`),
    "lane jobs make no GitHub request",
  ).toEqual([]);
}

/** The gate job; `inputs` adds to its usual ones (how to publish). */
export function gate(w: World, fake: FakeGithub, run: JobRun = {}, inputs: Record<string, string> = {}): Promise<ActionResult> {
  return step(w, fake, { mode: "gate", "matrix-file": planFile(w), partials: partialsOf(w), ...inputs }, undefined, run);
}

/** What a reviewer sees of a check: its conclusion, title and annotations. */
export function seen(check: CheckRunRecord) {
  return {
    status: check.status,
    conclusion: check.conclusion,
    title: check.output.title,
    annotations: check.output.annotations.map((a) => ({ ...a })).sort((a, b) => `${a.path}:${a.start_line}`.localeCompare(`${b.path}:${b.start_line}`)),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the result JSON is compared field by field
export const findingsOf = (run: ActionResult): any[] =>
  (JSON.parse(readFileSync(run.outputs.findings!, "utf8")) as { findings: Array<Record<string, unknown>> }).findings.map((f) => ({
    id: f.id,
    lane: f.lane,
    severity: f.severity,
    path: f.path,
    start_line: f.start_line,
    verdict: f.verdict,
    fingerprint: f.fingerprint,
    blocking: f.blocking,
  }));

export const onlyCheckOf = (fake: FakeGithub) => {
  expect(fake.state.checkRuns).toHaveLength(1);
  return fake.state.checkRuns[0]!;
};

/** The usual matrix run up to the gate: the plan job, then all four lane jobs, with what they asked of the model. */
export interface Planned {
  w: World;
  fake: FakeGithub;
  jobs: Job[];
  /** review_chunk requests made by the plan job, and by the lane jobs together. */
  chunkCalls: { plan: number; lanes: number };
}

/**
 * The plan job and the four lane jobs, run once for a file: every test that
 * starts from "planned, every lane done" goes on from its own copy (`fork`):
 * the repository's folders, the fake GitHub's records and calls, and the
 * artifacts folder are copied, so no test's change reaches another. The model
 * server is shared (its URL is in the settings key); each copy's runs use
 * their own API key, and its `requests` are the shared run's, then its own.
 */
export function sharedPlan() {
  const closers: Array<() => void | Promise<void>> = [];
  let once: Promise<Planned> | undefined;
  const planned = () =>
    (once ??= (async () => {
      const w = await world({ onTestFinished: (close) => void closers.push(close) });
      const fake = await fakeFor({ onTestFinished: (close) => void closers.push(close) }, w.repo);
      const chunks = () => requestsFor(w.model, REVIEW_CHUNK).length;
      const jobs = await plan(w, fake);
      const afterPlan = chunks();
      await lanes(w, fake, jobs);
      return { w, fake, jobs, chunkCalls: { plan: afterPlan, lanes: chunks() - afterPlan } };
    })());
  return {
    /** The shared run as it was left, for a test to go on from without running those five jobs again. */
    fork: async (test: ScenarioOwner): Promise<Planned> => {
      const base = await planned();
      const copy = await forkScenario(test, { repo: base.w.repo, fake: base.fake, model: base.w.model });
      const artifacts = tempDir("gauntlet-e2e-artifacts-");
      cpSync(base.w.artifacts, artifacts, { recursive: true });
      return { ...base, w: { repo: copy.repo, model: copy.model, artifacts }, fake: copy.fake };
    },
    /** For the file's afterAll: closes the shared run's servers. */
    close: async () => {
      await once?.catch(() => undefined);
      await Promise.all(closers.splice(0).map((close) => close()));
    },
  };
}
