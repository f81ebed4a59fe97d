/**
 * The matrix workflow with the built action, each job a separate process as
 * on separate runners, sharing an artifacts folder: `mode: plan` opens the
 * check and writes the plan, `mode: lane` runs one matrix entry (3 shards of
 * code review, then security) without a single GitHub request, and
 * `mode: gate` publishes what one `mode: review` run publishes for the same
 * change: the check, the summary comment, the inline review and the SARIF
 * (checked by the official validator), even with the PR body edited after the
 * plan. `/gauntlet dismiss` means the same in both. A missing or foreign
 * partial blocks, naming the job, as does a lane job killed mid-review; the
 * check is never left in_progress.
 *
 * Then against what an attacker review found: a re-run's gate never accepts
 * an earlier attempt's partials and concludes its own check; a gate that
 * cannot read the planned check still concludes it; the plan's artifacts
 * carry no secret; a lane job running another build of the action is caught
 * by its own settings key.
 *
 * Most tests start from the same plan and four lane jobs: those run once for
 * the file (`sharedPlan`), and each test goes on from its own copy.
 */
import { appendFileSync, cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ACTION_ENTRY, issueCommentPayload, pullRequestPayload, removeTempDirs, tempDir, type ActionResult } from "../support/actionHarness.js";
import type { FakeGithub } from "../support/fakeGithub/server.js";
import type { RecordedRequest } from "../support/modelServer.js";
import { problemsOf, validateSarif } from "../support/sarifValidator.js";
import { REVIEW_CHUNK, promptText, requestsFor, script } from "./support/model.js";
import { describeRun } from "./support/scenario.js";
import {
  artifactOf,
  bigFile,
  fakeFor,
  findingsOf,
  gate,
  lanes,
  launchLane,
  matrixRoutes,
  onlyCheckOf,
  partialsOf,
  plan,
  planFile,
  scriptModel,
  seen,
  sharedPlan,
  step,
  world,
  type Job,
  type World,
} from "./support/matrixJobs.js";

/** Plan and the four lane jobs, run once: each test goes on from its own copy. */
const shared = sharedPlan();
afterAll(async () => {
  await shared.close();
  removeTempDirs();
});

/** The gate exited with `code`, concluded the one check as BLOCKED, and gives `reason` in the check and in the job summary. */
function expectBlocked(gated: ActionResult, { w, fake }: { w: World; fake: FakeGithub }, reason: string, code: number): void {
  expect(gated.code, describeRun(gated, { fake, model: w.model })).toBe(code);
  const check = onlyCheckOf(fake);
  expect(check).toMatchObject({ status: "completed", conclusion: "failure", output: { title: "GAUNTLET: BLOCKED" } });
  expect(check.output.summary).toContain(reason);
  expect(gated.outputs.verdict).toBe("BLOCKED");
  expect(gated.summary).toContain(reason);
}

/** A GitHub token's shape: the session's redactor knows it. */
const LEAKED = "ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8";

describe("the matrix workflow", () => {
  it("plan → 3 code-review shards and security → gate publishes what one review job publishes", async (test) => {
    const { w, fake, jobs, chunkCalls } = await shared.fork(test);

    const single = await fakeFor(test, w.repo);
    const singleChunksBefore = requestsFor(w.model, REVIEW_CHUNK).length;
    // The summary comment (posted on BLOCKED by default) and the inline review are compared too.
    const review = await step(w, single, { "inline-review": "true" });
    expect(review.code, describeRun(review, { fake: single, model: w.model })).toBe(0);
    const reviewed = onlyCheckOf(single);

    expect(jobs).toEqual([
      { lane: "code-review", shard: 1, shards: 3 },
      { lane: "code-review", shard: 2, shards: 3 },
      { lane: "code-review", shard: 3, shards: 3 },
      { lane: "security", shard: 1, shards: 1 },
    ]);
    // Three chunks, one per shard: the shards partition them, and together ask the model what the single job asked.
    expect((JSON.parse(readFileSync(planFile(w), "utf8")) as { chunk_plan: { chunks: number } }).chunk_plan.chunks).toBe(3);
    expect(requestsFor(w.model, REVIEW_CHUNK).length - singleChunksBefore).toBe(3);
    expect(chunkCalls).toEqual({ plan: 0, lanes: 3 });
    expect(
      readdirSync(partialsOf(w), { recursive: true })
        .map(String)
        .filter((f) => f.endsWith(".json"))
        .sort(),
    ).toEqual([
      "artifact-code-review-1-of-3/code-review-1-of-3.json",
      "artifact-code-review-2-of-3/code-review-2-of-3.json",
      "artifact-code-review-3-of-3/code-review-3-of-3.json",
      "artifact-security-1-of-1/security-1-of-1.json",
    ]);
    // The PR body is edited after the plan: the partials are checked against the plan's recorded keys, so they still count.
    fake.state.pulls.get(w.repo.number)!.body = "Edited while the lane jobs ran: the plan is something else now.";
    const gated = await gate(w, fake, {}, { "inline-review": "true" });
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
    expect(check.output.summary).not.toMatch(/was made for/);
    const posted = (gh: FakeGithub) => ({
      // The comment's hidden state records when it was written: the one field that differs.
      comments: gh.state.commentsOn(w.repo.number).map((c) => c.body.replace(/"at":"[^"]+"/g, '"at":"…"')),
      reviews: gh.state.reviewsOn(w.repo.number).map((r) => ({ state: r.state, commit_id: r.commit_id, body: r.body })),
      lineComments: gh.state.reviewCommentsOn(w.repo.number).map((c) => ({ path: c.path, line: c.line, body: c.body })),
    });
    expect(posted(single).comments).toHaveLength(1);
    expect(posted(single).lineComments.length).toBeGreaterThan(0);
    expect(posted(fake)).toEqual(posted(single));
    // Both SARIF files pass the official validator, and code scanning gets the same results from either.
    const sarifFiles = [review.outputs.sarif!, gated.outputs.sarif!];
    const issues = await validateSarif(sarifFiles);
    for (const file of sarifFiles) expect(problemsOf(issues.get(file)), file).toEqual([]);
    const results = (file: string) => (JSON.parse(readFileSync(file, "utf8")) as { runs: Array<{ results: unknown[] }> }).runs[0]!.results;
    expect(results(gated.outputs.sarif!)).toHaveLength(4);
    expect(results(gated.outputs.sarif!)).toEqual(results(review.outputs.sarif!));
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
    const { w, fake } = await shared.fork(test);
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

  it("/gauntlet dismiss F1 means what it means in one review job: the plan replays, the gate applies the dismissal", async (test) => {
    const { w, fake } = await shared.fork(test);
    const single = await fakeFor(test, w.repo);
    for (const gh of [fake, single]) gh.state.seedPermission("maintainer", "write");
    const first = await gate(w, fake);
    expect(first.code, describeRun(first, { fake, model: w.model })).toBe(0);
    const reviewed = await step(w, single, {});
    expect(reviewed.code, describeRun(reviewed, { fake: single, model: w.model })).toBe(0);
    const calls = w.model.requests.length;

    const body = "/gauntlet dismiss F1 alpha7 shadows the builtin on purpose";
    const onComment = (gh: FakeGithub) => {
      const comment = gh.state.seedIssueComment(w.repo.number, { body, user: "maintainer", author_association: "MEMBER" });
      return { comment, w: { ...w, event: "issue_comment" as const, payload: issueCommentPayload(w.repo, { id: comment.id, body, user: "maintainer" }) } };
    };
    const matrixComment = onComment(fake);
    const replanned = await step(matrixComment.w, fake, { mode: "plan", "matrix-file": planFile(w), shards: "3" });
    expect(replanned.code, describeRun(replanned, { fake, model: w.model })).toBe(0);
    // Same head, same settings: nothing for the lanes to do; the gate re-decides from the cached review.
    expect([replanned.outputs.review, replanned.outputs.jobs]).toEqual(["true", "0"]);
    const gated = await gate(matrixComment.w, fake);
    expect(gated.code, describeRun(gated, { fake, model: w.model })).toBe(0);
    fake.expectNoRejections();
    const singleComment = onComment(single);
    const redecided = await step(singleComment.w, single, {});
    expect(redecided.code, describeRun(redecided, { fake: single, model: w.model })).toBe(0);
    expect(w.model.requests.length, "no model call to re-decide").toBe(calls);

    const latest = (gh: FakeGithub) => gh.state.checkRunsFor(w.repo.headSha, "Gauntlet").sort((a, b) => b.id - a.id)[0]!;
    expect(latest(fake).output.summary).toMatch(/### Dismissed findings \(1\)/);
    expect(latest(fake).output.annotations).toContainEqual(
      expect.objectContaining({ path: "src/alpha.ts", start_line: 7, annotation_level: "notice", title: expect.stringContaining("dismissed by @maintainer") }),
    );
    expect(seen(latest(fake))).toEqual(seen(latest(single)));
    expect(findingsOf(gated)).toEqual(findingsOf(redecided));
    expect(fake.state.reactionsOn(matrixComment.comment.id).map((r) => r.content)).toEqual(["+1"]);
  });

  it("a lane job that never wrote its partial, then a partial made for another head: the gate blocks, naming the job", async (test) => {
    const { w, fake } = await shared.fork(test);
    // Shard 2's job wrote nothing: no artifact of its own reaches the gate.
    const lostArtifact = "artifact-code-review-2-of-3";
    const lostPartial = join(tempDir("gauntlet-e2e-lost-"), lostArtifact);
    cpSync(join(partialsOf(w), lostArtifact), lostPartial, { recursive: true });
    for (const dir of [join(w.artifacts, lostArtifact), join(partialsOf(w), lostArtifact)]) rmSync(dir, { recursive: true });

    const missing = await gate(w, fake);
    expect(missing.code, describeRun(missing, { fake, model: w.model })).toBe(0);
    let check = onlyCheckOf(fake);
    expect(check).toMatchObject({ status: "completed", conclusion: "failure" });
    expect(check.output.summary).toContain("code-review 2/3: no partial result");
    expect(missing.outputs.verdict).toBe("BLOCKED");

    // The lost job re-run (its partial is the one the shared run's job wrote), but for another head: a partial is checked against the plan's keys.
    cpSync(lostPartial, join(partialsOf(w), lostArtifact), { recursive: true });
    const file = join(partialsOf(w), "artifact-code-review-2-of-3", "code-review-2-of-3.json");
    const partial = JSON.parse(readFileSync(file, "utf8")) as { keys: { head_sha: string } };
    partial.keys.head_sha = w.repo.baseSha;
    writeFileSync(file, JSON.stringify(partial));
    const foreign = await gate(w, fake);
    expect(foreign.code, describeRun(foreign, { fake, model: w.model })).toBe(0);
    check = onlyCheckOf(fake);
    expect(check).toMatchObject({ status: "completed", conclusion: "failure" });
    expect(check.output.summary).toMatch(/code-review 2\/3: \S+ was made for head_sha/);
  });

  it("a lane job killed mid-review (SIGKILL: the OOM killer, a runner's hard cancel): the gate blocks, naming the job", async (test) => {
    const { w, fake, jobs } = await shared.fork(test);
    const killed = jobs.find((job) => job.lane === "code-review" && job.shard === 2)!;
    const artifact = basename(artifactOf(w, killed));
    for (const dir of [artifactOf(w, killed), join(partialsOf(w), artifact)]) rmSync(dir, { recursive: true });
    // This copy's review requests get no answer, so its re-run of the job is mid-review when it is killed.
    let reviewing!: () => void;
    const midReview = new Promise<void>((resolve) => (reviewing = resolve));
    const routes = matrixRoutes();
    const mine = (request: RecordedRequest) => request.headers.authorization === `Bearer ${w.model.apiKey}`;
    script(w.model, { ...routes, [REVIEW_CHUNK]: (request) => (mine(request) ? (reviewing(), { kind: "stall" }) : routes[REVIEW_CHUNK]!(request)) });
    test.onTestFinished(() => scriptModel(w.model));

    const job = launchLane(w, fake, killed);
    await Promise.race([
      midReview,
      job.done.then((early) => expect.fail(`the lane job ended before its review request\n${describeRun(early, { fake, model: w.model })}`)),
    ]);
    job.child.kill("SIGKILL");
    const ended = await job.done;
    expect(ended.signal, describeRun(ended, { fake, model: w.model })).toBe("SIGKILL");
    // The lane's upload-artifact step runs `if: always()`: whatever the killed job left in its folder reaches the gate.
    if (existsSync(artifactOf(w, killed))) cpSync(artifactOf(w, killed), join(partialsOf(w), artifact), { recursive: true });

    expectBlocked(await gate(w, fake), { w, fake }, "code-review 2/3: no partial result", 0);
  });

  it("the gate without a plan file concludes the check this run opened, if any, and fails the step with the reason", async (test) => {
    const { w: planned, fake } = await shared.fork(test);
    // The plan job failed before it opened any check: nothing to conclude, and the step fails with the reason.
    const unplanned = { ...planned, artifacts: tempDir("gauntlet-e2e-artifacts-") };
    const fresh = await fakeFor(test, unplanned.repo);
    const early = await gate(unplanned, fresh);
    expect(early.code, describeRun(early, { fake: fresh, model: unplanned.model })).toBe(1);
    expect(fresh.state.checkRuns).toEqual([]);
    expect(early.summary).toMatch(
      /the gate has no usable plan: cannot read the plan file .*\(no check run "Gauntlet" of this workflow run is left in progress\)/,
    );

    // The plan job opened the check, then its artifact was lost.
    const w = planned;
    rmSync(join(w.artifacts, "plan"), { recursive: true });

    expectBlocked(await gate(w, fake), { w, fake }, "the gate has no usable plan: cannot read the plan file", 1);
  });
});

describe("the matrix workflow, attacked", () => {
  it("re-run all jobs: the second attempt's gate concludes its own check and rejects the first attempt's partials by their nonce", async (test) => {
    const { w, fake } = await shared.fork(test);
    const firstId = fake.state.checkRuns[0]!.id;

    const attempt2 = { env: { GITHUB_RUN_ATTEMPT: "2" } };
    const replanned = await step(w, fake, { mode: "plan", "matrix-file": planFile(w), shards: "3" }, undefined, attempt2);
    expect(replanned.code, describeRun(replanned, { fake, model: w.model })).toBe(0);
    // The gate was handed attempt 1's partials (as a stale download would).
    const gated = await gate(w, fake, attempt2);
    expect(gated.code, describeRun(gated, { fake, model: w.model })).toBe(0);
    expect(fake.state.checkRuns).toHaveLength(2);
    const second = fake.state.checkRuns.find((c) => c.id !== firstId)!;
    expect(second).toMatchObject({ status: "completed", conclusion: "failure" });
    expect(second.output.summary).toMatch(/code-review 1\/3: \S+ was made for plan_nonce/);
    expect(gated.outputs.verdict).toBe("BLOCKED");
    // The first attempt's check is not the second attempt's gate's to conclude.
    expect(fake.state.checkRuns.find((c) => c.id === firstId)!.status).toBe("in_progress");
  });

  it("a gate that cannot read the planned check (5xx) still concludes it as failure, naming why", async (test) => {
    const { w, fake } = await shared.fork(test);
    fake.failNext("GET", "checks/get", 502, { times: 50 });
    const gated = await gate(w, fake);
    expect(gated.code, describeRun(gated, { fake, model: w.model })).toBe(1);
    const check = onlyCheckOf(fake);
    expect(check).toMatchObject({ status: "completed", conclusion: "failure" });
    expect(check.output.summary).toContain(`the gate could not take over the check run ${check.id} the plan job opened`);
    expect(gated.summary).toContain("the gate could not take over the check run");
  });

  it("a secret in the PR body reaches no artifact file, and the redacted plan still gates", async (test) => {
    const w = await world(test);
    const fake = await fakeFor(test, w.repo);
    const body = `Plan: rename the helpers. Deploy with ${LEAKED} please.`;
    fake.state.pulls.get(w.repo.number)!.body = body;
    w.payload = pullRequestPayload(w.repo, { body });
    // One code-review shard is enough here: what is checked is every file the jobs write, not how review splits.
    await lanes(w, fake, await plan(w, fake, 1));
    const files = readdirSync(w.artifacts, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".json"));
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const file of files) expect(readFileSync(join(w.artifacts, file), "utf8"), file).not.toContain(LEAKED);
    expect(readFileSync(planFile(w), "utf8")).toContain("Plan: rename the helpers.");
    const gated = await gate(w, fake);
    expect(gated.code, describeRun(gated, { fake, model: w.model })).toBe(0);
    // The lanes' own settings keys, computed from the redacted files, agree with the plan's.
    expect(onlyCheckOf(fake).output.summary).not.toMatch(/was made for/);
  });

  it("a lane job that runs another build of the action (a moved @v1 tag): the gate blocks, naming the settings key", async (test) => {
    const { w, fake, jobs } = await shared.fork(test);
    const other = tempDir("gauntlet-e2e-other-build-");
    cpSync(dirname(ACTION_ENTRY), other, { recursive: true });
    const entry = join(other, "index.js");
    appendFileSync(entry, "\n// another build\n");
    // The code-review shards ran this build (the shared run's jobs); the security job runs the other one instead.
    for (const dir of [join(w.artifacts, "artifact-security-1-of-1"), join(partialsOf(w), "artifact-security-1-of-1")]) rmSync(dir, { recursive: true });
    await lanes(
      w,
      fake,
      jobs.filter((j) => j.lane === "security"),
      { entry },
    );
    const gated = await gate(w, fake);
    expect(gated.code, describeRun(gated, { fake, model: w.model })).toBe(0);
    const check = onlyCheckOf(fake);
    expect(check).toMatchObject({ status: "completed", conclusion: "failure" });
    expect(check.output.summary).toMatch(/security 1\/1: \S+ was made for settings_key/);
    expect(check.output.summary).not.toMatch(/code-review \d\/3: \S+ was made for/);
  });
});
