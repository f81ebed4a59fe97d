/**
 * The matrix workflow with the built action, each job a separate process as
 * on separate runners, sharing an artifacts folder: `mode: plan` opens the
 * check and writes the plan, `mode: lane` runs one matrix entry (3 shards of
 * code review, then security) without a single GitHub request, and
 * `mode: gate` publishes what one `mode: review` run publishes for the same
 * change. A missing or foreign partial blocks, naming the job; the check is
 * never left in_progress.
 */
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, type TestContext } from "vitest";
import { startFakeGithub, type FakeGithub } from "../support/fakeGithub/server.js";
import type { CheckRunRecord } from "../support/fakeGithub/records.js";
import { jsonReply, startModelServer, textReply, type ModelServer } from "../support/modelServer.js";
import {
  PLAIN_CHANGE,
  REPOSITORY,
  createPullRepo,
  pullRequestPayload,
  removeTempDirs,
  runAction,
  tempDir,
  type ActionResult,
  type PullRepo,
} from "../support/actionHarness.js";
import { REVIEW_CHUNK, SECURITY, VERIFY_ONE, cleanLanes, promptText, requestsFor, script, verifyByReading } from "./support/model.js";
import { describeRun } from "./support/scenario.js";

afterAll(removeTempDirs);

/** About 14k tokens each: no two fit one 24k-token chunk, so code review has three chunks for three shards. */
const bigFile = (name: string) =>
  Array.from({ length: 1150 }, (_, i) => `export const ${name}${i + 1} = ${i + 1}; // ${name} table entry, kept in order`).join("\n") + "\n";
const FILES = ["src/alpha.ts", "src/beta.ts", "src/gamma.ts"];
const CHANGE = { ...PLAIN_CHANGE, ...Object.fromEntries(FILES.map((path) => [path, bigFile(path.slice(4, -3))])) };

/** Each chunk's finding is about a file in that chunk, so the shards' findings differ and merge. */
const FINDING_IN: Record<string, { severity: string; line: number; title: string }> = {
  "src/alpha.ts": { severity: "🔴 CRITICAL", line: 7, title: "alpha7 shadows a builtin" },
  "src/beta.ts": { severity: "🟡 WARNING", line: 11, title: "beta11 is off by one" },
  "src/gamma.ts": { severity: "🟢 SUGGESTION", line: 5, title: "gamma5 could be derived" },
};

const SECURITY_FAIL = [
  "🟠 Unchecked table index — src/beta.ts:3 — beta3 is indexed by request input — bound the index",
  "",
  "SECURITY_REVIEW: FAIL",
  "Posture: standard — checked the tables.",
].join("\n");

function scriptModel(model: ModelServer): void {
  script(model, {
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
  });
}

interface World {
  repo: PullRepo;
  model: ModelServer;
  /** The shared artifacts folder: plan/ and partials/. */
  artifacts: string;
  /** The event every job of the run sees (default: the PR opened). */
  payload?: ReturnType<typeof pullRequestPayload>;
}

async function world(test: Pick<TestContext, "onTestFinished">): Promise<World> {
  const repo = createPullRepo({ change: CHANGE });
  const model = await startModelServer();
  test.onTestFinished(() => model.close());
  scriptModel(model);
  return { repo, model, artifacts: tempDir("gauntlet-e2e-artifacts-") };
}

async function fakeFor(test: Pick<TestContext, "onTestFinished">, repo: PullRepo): Promise<FakeGithub> {
  const fake = await startFakeGithub({ repository: REPOSITORY });
  test.onTestFinished(() => fake.close());
  fake.state.seedPull(repo.pullSeed());
  return fake;
}

const COMMON = { lanes: "security", "fail-on-blocked": "false" };

function step(w: World, fake: FakeGithub, inputs: Record<string, string>, token?: string): Promise<ActionResult> {
  return runAction({
    event: "pull_request",
    payload: w.payload ?? pullRequestPayload(w.repo),
    workspace: w.repo.workspace("merge", { depth: 1 }),
    fake,
    model: w.model,
    sha: w.repo.mergeSha,
    inputs: { ...COMMON, ...inputs },
    ...(token !== undefined ? { token } : {}),
  });
}

const planFile = (w: World) => join(w.artifacts, "plan", "matrix.json");
const partialsOf = (w: World) => join(w.artifacts, "partials");

interface Job {
  lane: string;
  shard: number;
  shards: number;
}

async function plan(w: World, fake: FakeGithub): Promise<Job[]> {
  const run = await step(w, fake, { mode: "plan", "matrix-file": planFile(w), shards: "3" });
  expect(run.code, describeRun(run, { fake, model: w.model })).toBe(0);
  expect(run.outputs.review).toBe("true");
  const matrix = JSON.parse(run.outputs.matrix!) as { include: Job[] };
  // Only `include`: any other key would become a matrix dimension.
  expect(Object.keys(matrix)).toEqual(["include"]);
  expect(run.outputs.jobs).toBe(String(matrix.include.length));
  const check = fake.state.checkRuns[0]!;
  expect(check).toMatchObject({ name: "Gauntlet", head_sha: w.repo.headSha, status: "in_progress" });
  // While the lanes run, the check says what it waits for.
  expect(check.output.summary).toContain(`${matrix.include.length} lane job(s): code-review 1/3, code-review 2/3`);
  return matrix.include;
}

/** Each lane job in its own process, writing into its own folder (its artifact), with no token at all. */
async function lanes(w: World, fake: FakeGithub, jobs: Job[]): Promise<void> {
  const before = fake.calls.length;
  const runs = await Promise.all(
    jobs.map(async (job) => {
      const own = join(w.artifacts, `artifact-${job.lane}-${job.shard}-of-${job.shards}`);
      const run = await step(w, fake, { mode: "lane", job: JSON.stringify(job), "matrix-file": planFile(w), partials: own }, "");
      return { job, own, run };
    }),
  );
  for (const { job, own, run } of runs) {
    expect(run.code, `${job.lane} ${job.shard}/${job.shards}\n${describeRun(run, { fake, model: w.model })}`).toBe(0);
    // download-artifact with merge-multiple: every job's files in one folder.
    mkdirSync(partialsOf(w), { recursive: true });
    cpSync(own, partialsOf(w), { recursive: true });
  }
  expect(
    fake.calls.slice(before).map((c) => `${c.method} ${c.path}`),
    "lane jobs make no GitHub request",
  ).toEqual([]);
}

function gate(w: World, fake: FakeGithub): Promise<ActionResult> {
  return step(w, fake, { mode: "gate", "matrix-file": planFile(w), partials: partialsOf(w) });
}

/** What a reviewer sees of a check: its conclusion, title and annotations. */
function seen(check: CheckRunRecord) {
  return {
    status: check.status,
    conclusion: check.conclusion,
    title: check.output.title,
    annotations: check.output.annotations.map((a) => ({ ...a })).sort((a, b) => `${a.path}:${a.start_line}`.localeCompare(`${b.path}:${b.start_line}`)),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the result JSON is compared field by field
const findingsOf = (run: ActionResult): any[] =>
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

const onlyCheckOf = (fake: FakeGithub) => {
  expect(fake.state.checkRuns).toHaveLength(1);
  return fake.state.checkRuns[0]!;
};

describe("the matrix workflow", () => {
  it("plan → 3 code-review shards and security → gate publishes what one review job publishes", async (test) => {
    const w = await world(test);

    const single = await fakeFor(test, w.repo);
    const review = await step(w, single, {});
    expect(review.code, describeRun(review, { fake: single, model: w.model })).toBe(0);
    const reviewed = onlyCheckOf(single);

    const fake = await fakeFor(test, w.repo);
    const jobs = await plan(w, fake);
    expect(jobs).toEqual([
      { lane: "code-review", shard: 1, shards: 3 },
      { lane: "code-review", shard: 2, shards: 3 },
      { lane: "code-review", shard: 3, shards: 3 },
      { lane: "security", shard: 1, shards: 1 },
    ]);
    // Three chunks, one per shard: the shards partition them, and together ask the model what the single job asked.
    expect((JSON.parse(readFileSync(planFile(w), "utf8")) as { chunk_plan: { chunks: number } }).chunk_plan.chunks).toBe(3);
    const chunkCallsBefore = requestsFor(w.model, REVIEW_CHUNK).length;
    expect(chunkCallsBefore).toBe(3);
    await lanes(w, fake, jobs);
    expect(requestsFor(w.model, REVIEW_CHUNK).length - chunkCallsBefore).toBe(3);
    expect(readdirSync(partialsOf(w)).sort()).toEqual([
      "code-review-1-of-3.json",
      "code-review-2-of-3.json",
      "code-review-3-of-3.json",
      "security-1-of-1.json",
    ]);
    const gated = await gate(w, fake);
    expect(gated.code, describeRun(gated, { fake, model: w.model })).toBe(0);
    fake.expectNoRejections();

    const check = onlyCheckOf(fake);
    expect(reviewed.conclusion).toBe("failure");
    expect(seen(check)).toEqual(seen(reviewed));
    expect(check.output.annotations.map((a) => a.path).sort()).toEqual(["src/alpha.ts", "src/beta.ts", "src/beta.ts", "src/gamma.ts"]);
    expect(findingsOf(gated)).toEqual(findingsOf(review));
    expect(gated.outputs.verdict).toBe(review.outputs.verdict);
    expect(gated.outputs.verdict).toBe("BLOCKED");
    expect(gated.summary).toContain("GAUNTLET: BLOCKED");
    // Created once (by the plan job), completed once (by the gate).
    expect(fake.callsTo("checks/create")).toHaveLength(1);

    // Re-run on the same head under the same settings: the plan replays (an empty matrix, no lane job, no model call),
    // and the gate concludes the new check with the same verdict and annotations.
    const modelCalls = w.model.requests.length;
    const rerun = await step(w, fake, { mode: "plan", "matrix-file": planFile(w), shards: "3" });
    expect(rerun.code, describeRun(rerun, { fake, model: w.model })).toBe(0);
    expect([rerun.outputs.review, rerun.outputs.jobs, rerun.outputs.matrix]).toEqual(["true", "0", '{"include":[]}']);
    const replayed = await gate(w, fake);
    expect(replayed.code, describeRun(replayed, { fake, model: w.model })).toBe(0);
    expect(w.model.requests.length).toBe(modelCalls);
    expect(fake.state.checkRuns).toHaveLength(2);
    const second = fake.state.checkRuns.find((r) => r.id !== check.id)!;
    expect(seen(second)).toEqual(seen(reviewed));
    expect(second.output.summary).toContain("Replayed from");
    expect(replayed.outputs.verdict).toBe("BLOCKED");
  });

  it("a push after a complete matrix review is reviewed incrementally: only the changed file is read anew, the rest is carried", async (test) => {
    const w = await world(test);
    const fake = await fakeFor(test, w.repo);
    await lanes(w, fake, await plan(w, fake));
    const first = await gate(w, fake);
    expect(first.code, describeRun(first, { fake, model: w.model })).toBe(0);

    const { before } = w.repo.pushCommit({ "src/gamma.ts": bigFile("gamma") + "export const gammaExtra = 0;\n" });
    fake.state.pushToPull(w.repo.number, w.repo.headSha);
    w.payload = pullRequestPayload(w.repo, { action: "synchronize", before });
    rmSync(partialsOf(w), { recursive: true });
    const seenRequests = w.model.requests.length;
    const planned = await step(w, fake, { mode: "plan", "matrix-file": planFile(w) });
    expect(planned.code, describeRun(planned, { fake, model: w.model })).toBe(0);
    const recorded = JSON.parse(readFileSync(planFile(w), "utf8")) as { request: { review_paths?: string[]; carry_since?: string } };
    expect(recorded.request).toMatchObject({ review_paths: ["src/gamma.ts"], carry_since: before });
    await lanes(w, fake, (JSON.parse(planned.outputs.matrix!) as { include: Job[] }).include);
    const gated = await gate(w, fake);
    expect(gated.code, describeRun(gated, { fake, model: w.model })).toBe(0);

    const prompts = w.model.requests
      .slice(seenRequests)
      .filter((r) => String(r.headers["x-gauntlet-node"]) === REVIEW_CHUNK)
      .map(promptText);
    expect(prompts).toHaveLength(1);
    expect(prompts[0]).toContain("src/gamma.ts");
    expect(prompts[0]).not.toContain("src/alpha.ts");
    const [check] = fake.state.checkRunsFor(w.repo.headSha, "Gauntlet");
    expect(check).toMatchObject({ status: "completed", conclusion: "failure" });
    expect(check!.output.summary).toMatch(/Incremental review since [0-9a-f]{7}/);
    expect(check!.output.summary).toMatch(/Reviewed anew \(1\): `src\/gamma\.ts`/);
    const titles = check!.output.annotations.map((a) => `${a.path}:${a.start_line} ${a.title}`);
    expect(titles).toEqual(expect.arrayContaining([expect.stringMatching(/^src\/alpha\.ts:7 .*alpha7 shadows a builtin \(carried from [0-9a-f]{7}\)$/)]));
    expect(titles).toEqual(expect.arrayContaining([expect.stringMatching(/^src\/gamma\.ts:5 .*gamma5 could be derived$/)]));
  });

  it("a lane job that never wrote its partial, then a partial made for another head: the gate blocks, naming the job", async (test) => {
    const w = await world(test);
    const fake = await fakeFor(test, w.repo);
    const jobs = await plan(w, fake);
    const lost = jobs.find((j) => j.lane === "code-review" && j.shard === 2)!;
    await lanes(
      w,
      fake,
      jobs.filter((j) => j !== lost),
    );

    const missing = await gate(w, fake);
    expect(missing.code, describeRun(missing, { fake, model: w.model })).toBe(0);
    let check = onlyCheckOf(fake);
    expect(check).toMatchObject({ status: "completed", conclusion: "failure" });
    expect(check.output.summary).toContain("code-review 2/3: no partial result");
    expect(missing.outputs.verdict).toBe("BLOCKED");

    // The lost job re-run, but for another head: a partial is checked against the plan's keys.
    await lanes(w, fake, [lost]);
    const file = join(partialsOf(w), "code-review-2-of-3.json");
    const partial = JSON.parse(readFileSync(file, "utf8")) as { keys: { head_sha: string } };
    partial.keys.head_sha = w.repo.baseSha;
    writeFileSync(file, JSON.stringify(partial));
    const foreign = await gate(w, fake);
    expect(foreign.code, describeRun(foreign, { fake, model: w.model })).toBe(0);
    check = onlyCheckOf(fake);
    expect(check).toMatchObject({ status: "completed", conclusion: "failure" });
    expect(check.output.summary).toMatch(/code-review 2\/3: \S+ was made for head_sha/);
  });

  it("the gate without a plan file concludes the check this run opened, if any, and fails the step with the reason", async (test) => {
    const w = await world(test);
    const fake = await fakeFor(test, w.repo);
    // The plan job failed before it opened any check: nothing to conclude, and the step fails with the reason.
    const early = await gate(w, fake);
    expect(early.code, describeRun(early, { fake, model: w.model })).toBe(1);
    expect(fake.state.checkRuns).toEqual([]);
    expect(early.summary).toMatch(
      /the gate has no usable plan: cannot read the plan file .*\(no check run "Gauntlet" of this workflow run is left in progress\)/,
    );

    await plan(w, fake);
    rmSync(join(w.artifacts, "plan"), { recursive: true });

    const gated = await gate(w, fake);
    expect(gated.code, describeRun(gated, { fake, model: w.model })).toBe(1);
    const check = onlyCheckOf(fake);
    expect(check).toMatchObject({ status: "completed", conclusion: "failure", output: { title: "GAUNTLET: BLOCKED" } });
    expect(check.output.summary).toContain("the gate has no usable plan: cannot read the plan file");
    expect(gated.outputs.verdict).toBe("BLOCKED");
    expect(gated.summary).toContain("the gate has no usable plan");
  });
});
