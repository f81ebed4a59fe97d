/**
 * The matrix workflow against what an attacker review found: a re-run's gate
 * never accepts an earlier attempt's partials and concludes its own check; a
 * gate that cannot read the planned check still concludes it; the plan's
 * artifacts carry no secret; a lane job running another build of the action
 * is caught by its own settings key.
 */
import { appendFileSync, cpSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ACTION_ENTRY, pullRequestPayload, removeTempDirs, tempDir } from "../support/actionHarness.js";
import { describeRun } from "./support/scenario.js";
import { fakeFor, gate, lanes, onlyCheckOf, partialsOf, plan, planFile, sharedPlan, step, world } from "./support/matrixJobs.js";

/** Plan and the four lane jobs, run once: each test that starts there goes on from its own copy. */
const shared = sharedPlan();
afterAll(async () => {
  await shared.close();
  removeTempDirs();
});

/** A GitHub token's shape: the session's redactor knows it. */
const LEAKED = "ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8";

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
