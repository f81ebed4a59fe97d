/**
 * The matrix gate's own checks, with the built action: an input the plan job
 * settled, given to the gate, blocks on the planned check, naming it and the
 * plan job; a partial outside its job's artifact folder (a lane job that
 * wrote another job's) blocks, naming it; and without a plan file the gate
 * finds this run's check by the external_id the plan job set, whatever
 * GitHub made of its details link, and never another run's; so does a gate
 * whose own inputs cannot be read.
 */
import { copyFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { removeTempDirs } from "../support/actionHarness.js";
import { describeRun } from "./support/scenario.js";
import { fakeFor, gate, onlyCheckOf, partialsOf, planFile, sharedPlan, step, world } from "./support/matrixJobs.js";

/** Plan and lane jobs run once for the file; the tests that start from there go on from their own copies. */
const shared = sharedPlan();
afterAll(async () => {
  await shared.close();
  removeTempDirs();
});

describe("the matrix gate", () => {
  it("an input the plan job settled (lanes, model), given to the gate, concludes the planned check as failure naming it", async (test) => {
    const { w, fake } = await shared.fork(test);
    const gated = await step(w, fake, { mode: "gate", "matrix-file": planFile(w), partials: partialsOf(w), lanes: "security", model: "gpt-4.1" });
    expect(gated.code, describeRun(gated, { fake, model: w.model })).toBe(1);
    const check = onlyCheckOf(fake);
    expect(check).toMatchObject({ status: "completed", conclusion: "failure", output: { title: "GAUNTLET: BLOCKED" } });
    for (const name of ["model", "lanes"]) {
      expect(check.output.summary).toContain(`input ${name} is not read in mode gate (the plan job settled it`);
      expect(gated.summary).toContain(`input ${name} is not read in mode gate`);
    }
    expect(check.output.summary).toContain("give it to the plan job, and remove it here");
    expect(gated.outputs.verdict).toBe("BLOCKED");
  });

  it("an input the gate cannot read (a bad value): the planned check is concluded as failure with the input's error, not left in progress", async (test) => {
    const { w, fake } = await shared.fork(test);
    const gated = await step(w, fake, { mode: "gate", "matrix-file": planFile(w), partials: partialsOf(w), "pr-comment": "sometimes" });
    expect(gated.code, describeRun(gated, { fake, model: w.model })).toBe(1);
    const check = onlyCheckOf(fake);
    expect(check).toMatchObject({ status: "completed", conclusion: "failure", output: { title: "GAUNTLET: BLOCKED" } });
    expect(check.output.summary).toContain('the gate cannot read its inputs: input pr-comment: "sometimes"; use one of always, on-blocked, never');
    expect(gated.summary).toContain("the gate cannot read its inputs: input pr-comment");
    expect(gated.outputs.verdict).toBe("BLOCKED");
  });

  it("a lane job that wrote another job's partial into its artifact: BLOCKED, naming the file and both jobs", async (test) => {
    const { w, fake } = await shared.fork(test);
    // Security's artifact also carries a code-review 2/3 partial (here a copy of the real one).
    const forged = join("artifact-security-1-of-1", "code-review-2-of-3.json");
    copyFileSync(join(partialsOf(w), "artifact-code-review-2-of-3", "code-review-2-of-3.json"), join(partialsOf(w), forged));
    const gated = await gate(w, fake);
    expect(gated.code, describeRun(gated, { fake, model: w.model })).toBe(0);
    const check = onlyCheckOf(fake);
    expect(check).toMatchObject({ status: "completed", conclusion: "failure" });
    expect(check.output.summary).toContain(
      `${forged}: a partial for code-review 2/3 sits in artifact-security-1-of-1, the artifact folder of security-1-of-1; a lane job writes only its own partial`,
    );
    expect(gated.outputs.verdict).toBe("BLOCKED");
  });

  it("without a plan file, the gate concludes this run's check by its external_id, and leaves another run's alone", async (test) => {
    const w = await world(test);
    const fake = await fakeFor(test, w.repo);
    // Another workflow run's plan job on the same head: its check is still in progress, and is not this gate's.
    const other = await step(w, fake, { mode: "plan", "matrix-file": planFile(w), shards: "3" }, undefined, { env: { GITHUB_RUN_ID: "5151" } });
    expect(other.code, describeRun(other, { fake, model: w.model })).toBe(0);
    await step(w, fake, { mode: "plan", "matrix-file": planFile(w), shards: "3" });
    const [theirs, ours] = fake.state.checkRuns;
    expect(theirs!.external_id).toBe("gauntlet-matrix:5151.1");
    expect(ours!.external_id).toBe("gauntlet-matrix:4242.1");
    // What GitHub does to a check a workflow's token creates: its details link is the job's page, not the run's.
    ours!.details_url = `https://github.com/${fake.state.fullName}/runs/${ours!.id}`;
    rmSync(join(w.artifacts, "plan"), { recursive: true });

    const gated = await gate(w, fake);
    expect(gated.code, describeRun(gated, { fake, model: w.model })).toBe(1);
    expect(ours).toMatchObject({ status: "completed", conclusion: "failure", output: { title: "GAUNTLET: BLOCKED" } });
    expect(ours!.output.summary).toContain("the gate has no usable plan: cannot read the plan file");
    expect(theirs!.status).toBe("in_progress");
    expect(gated.outputs.verdict).toBe("BLOCKED");
  });
});
