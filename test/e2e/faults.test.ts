/**
 * Whatever goes wrong after the check opens, it ends `failure` with the
 * reason — never in_progress, never neutral: a model that answers garbage,
 * an invalid configuration, a workspace that is not a checkout, GitHub's 5xx
 * (retried) and 422 (surfaced), and cancellation by SIGINT. Plus the live
 * progress a person watches while the lanes run.
 */
import { afterAll, describe, it } from "vitest";
import { stall, textReply } from "../support/modelServer.js";
import { launchAction, pullRequestPayload, removeTempDirs, runAction, tempDir, workflowCommands } from "../support/actionHarness.js";
import type { RecordedCall } from "../support/fakeGithub/server.js";
import { REVIEW_CHUNK, SECURITY, SELECT_LANES, SECURITY_PASS, cleanChunk, cleanLanes, nodeOf, script, selectNothing, type Route } from "./support/model.js";
import { describeRun, onlyCheck, startScenario, type Scenario } from "./support/scenario.js";

afterAll(removeTempDirs);

function pullRun(scenario: Scenario, extra: Partial<Parameters<typeof runAction>[0]> = {}) {
  const { repo, fake, model } = scenario;
  return { event: "pull_request", payload: pullRequestPayload(repo), workspace: repo.workspace("merge", { depth: 1 }), fake, model, sha: repo.mergeSha, ...extra };
}

/** The PATCHes that completed a check run (as opposed to progress updates). */
const completions = (calls: RecordedCall[]) => calls.filter((c) => (c.body as { status?: string }).status === "completed");

describe.concurrent("a crash still concludes failure", () => {
  it("a model endpoint that answers garbage: BLOCKED with the review marked incomplete", async ({ expect, onTestFinished }) => {
    const scenario = await startScenario({ onTestFinished });
    // 200 OK with a body that is no chat completion at all.
    scenario.model.setHandler(() => ({ kind: "http_error", status: 200, body: "<html>upstream proxy error</html>" }));
    const run = await runAction(pullRun(scenario));

    expect(run.code, describeRun(run, scenario)).toBe(1);
    scenario.fake.expectNoRejections();
    const check = onlyCheck(scenario.fake, scenario.repo.headSha);
    expect(check).toMatchObject({ status: "completed", conclusion: "failure", output: { title: "GAUNTLET: BLOCKED" } });
    expect(check.output.summary).toMatch(/GAUNTLET_REVIEW_INCOMPLETE|PIPELINE-FAULT/);
    expect(run.outputs.verdict).toBe("BLOCKED");
    expect(scenario.model.requests.length).toBeGreaterThan(0);
  });

  it("an invalid configuration at the base: failure naming the field, and no model call", async ({ expect, onTestFinished }) => {
    const scenario = await startScenario({ onTestFinished });
    scenario.fake.state.seedFile(scenario.repo.baseSha, ".github/gauntlet.yml", "rigor: extreme\n");
    const run = await runAction(pullRun(scenario));

    expect(run.code, describeRun(run, scenario)).toBe(1);
    scenario.fake.expectNoRejections();
    const check = onlyCheck(scenario.fake, scenario.repo.headSha);
    expect(check).toMatchObject({ status: "completed", conclusion: "failure", output: { title: "GAUNTLET: BLOCKED" } });
    expect(check.output.summary).toContain(`.github/gauntlet.yml (at ${scenario.repo.baseSha.slice(0, 12)}): rigor:`);
    expect(workflowCommands(run.stdout, "error").join("\n")).toContain("rigor:");
    expect(run.outputs.verdict).toBe("BLOCKED");
    expect(run.summary).toContain("## Review gauntlet: BLOCKED");
    expect(run.summary).toContain(".github/gauntlet.yml");
    expect(scenario.model.requests).toEqual([]);
  });

  it("a workspace that is not a git checkout: failure saying to add actions/checkout", async ({ expect, onTestFinished }) => {
    const scenario = await startScenario({ onTestFinished });
    const run = await runAction(pullRun(scenario, { workspace: tempDir("gauntlet-e2e-empty-") }));

    expect(run.code, describeRun(run, scenario)).toBe(1);
    scenario.fake.expectNoRejections();
    const check = onlyCheck(scenario.fake, scenario.repo.headSha);
    expect(check).toMatchObject({ status: "completed", conclusion: "failure" });
    expect(check.output.summary).toContain("is not a git checkout: add `actions/checkout` before this step");
    expect(run.outputs.verdict).toBe("BLOCKED");
    expect(run.summary).toContain("is not a git checkout");
    expect(scenario.model.requests).toEqual([]);
  });
});

describe.concurrent("a run timeout", () => {
  it("timeout-minutes elapsing while the model stalls: failure naming the timeout, the stalled call abandoned", async ({ expect, onTestFinished }) => {
    const scenario = await startScenario({ onTestFinished }, { routes: { [REVIEW_CHUNK]: () => stall() } });
    // 0.05 minutes: three seconds of wall clock for the whole review.
    const run = await runAction(pullRun(scenario, { inputs: { "timeout-minutes": "0.05" } }));

    expect(run.code, describeRun(run, scenario)).toBe(1);
    scenario.fake.expectNoRejections();
    const check = onlyCheck(scenario.fake, scenario.repo.headSha);
    expect(check).toMatchObject({ status: "completed", conclusion: "failure", output: { title: "GAUNTLET: BLOCKED" } });
    expect(check.output.summary).toMatch(/^GAUNTLET_REVIEW_INCOMPLETE: code-review/m);
    expect(check.output.summary).toMatch(/code-review: faulted — timeout: /);
    expect(run.outputs.verdict).toBe("BLOCKED");
    const stalled = scenario.model.requests.find((r) => nodeOf(r) === REVIEW_CHUNK);
    expect(stalled?.clientClosedAt).toBeDefined();
  });
});

describe.concurrent("GitHub's errors", () => {
  it("a 502 on creating the check is retried; one check, completed", async ({ expect, onTestFinished }) => {
    const scenario = await startScenario({ onTestFinished });
    scenario.fake.failNext("POST", "checks/create", 502);
    const run = await runAction(pullRun(scenario));

    expect(run.code, describeRun(run, scenario)).toBe(0);
    scenario.fake.expectNoRejections();
    expect(scenario.fake.unusedFaults()).toEqual([]);
    expect(scenario.fake.callsTo("checks/create").map((c) => c.status)).toEqual([502, 201]);
    expect(onlyCheck(scenario.fake, scenario.repo.headSha)).toMatchObject({ status: "completed", conclusion: "success" });
  });

  it("a 422 on the final update is surfaced: the check fails with GitHub's reason, and the step fails", async ({ expect, onTestFinished }) => {
    const scenario = await startScenario({ onTestFinished });
    scenario.fake.failNext("PATCH", "checks/update", 422, {
      body: { message: "Validation Failed", errors: [{ resource: "CheckRun", code: "invalid", field: "output" }], documentation_url: "https://docs.github.com/rest/checks/runs#update-a-check-run", status: "422" },
    });
    // No progress update may take the fault: the first update is the completion.
    const run = await runAction(pullRun(scenario, { env: { GAUNTLET_PROGRESS_INTERVAL_MS: "600000" } }));

    expect(run.code, describeRun(run, scenario)).toBe(1);
    scenario.fake.expectNoRejections();
    expect(scenario.fake.unusedFaults()).toEqual([]);
    const updates = scenario.fake.callsTo("checks/update");
    expect(updates.map((c) => c.status)).toEqual([422, 200]);
    const check = onlyCheck(scenario.fake, scenario.repo.headSha);
    expect(check).toMatchObject({ status: "completed", conclusion: "failure", output: { title: "GAUNTLET: BLOCKED" } });
    expect(check.output.summary).toContain("Validation Failed");
    expect(workflowCommands(run.stdout, "error").join("\n")).toContain("Validation Failed");
  });
});

describe.concurrent("cancellation", () => {
  it("SIGINT while the model stalls: the check ends failure with the reason within seconds", async ({ expect, onTestFinished }) => {
    // Behind a GitHub Enterprise-style prefix: the direct final update must find the API too.
    const scenario = await startScenario({ onTestFinished }, { routes: { [REVIEW_CHUNK]: () => stall() }, fake: { pathPrefix: "/api/v3" } });
    // Progress updates are queued when the signal comes: none may land on top of the conclusion.
    const action = launchAction(pullRun(scenario, { env: { GAUNTLET_PROGRESS_INTERVAL_MS: "200" } }));
    await new Promise<void>((resolve, reject) => {
      const poll = setInterval(() => {
        if (scenario.model.requests.some((r) => nodeOf(r) === REVIEW_CHUNK)) {
          clearInterval(poll);
          resolve();
        }
      }, 25);
      void action.done.then((run) => (clearInterval(poll), reject(new Error(`the action ended before the model stalled:\n${describeRun(run)}`))));
    });
    expect(scenario.fake.state.checkRuns[0]?.status).toBe("in_progress");
    const signalledAt = Date.now();
    action.child.kill("SIGINT");
    const run = await action.done;

    expect(Date.now() - signalledAt, describeRun(run)).toBeLessThan(4000);
    expect(run.code, describeRun(run, scenario)).not.toBe(0);
    scenario.fake.expectNoRejections();
    const check = onlyCheck(scenario.fake, scenario.repo.headSha);
    expect(check).toMatchObject({ status: "completed", conclusion: "failure", output: { title: "GAUNTLET: BLOCKED" } });
    expect(check.output.summary).toContain("cancelled (SIGINT)");
    expect(completions(scenario.fake.callsTo("checks/update"))).toHaveLength(1);
    // The stalled model request was abandoned, not waited out.
    const stalled = scenario.model.requests.find((r) => nodeOf(r) === REVIEW_CHUNK)!;
    expect(stalled.clientClosedAt).toBeDefined();
  });
});

describe.concurrent("progress", () => {
  it("the check shows lanes as they are selected, start and finish, before it completes", async ({ expect, onTestFinished }) => {
    const scenario = await startScenario({ onTestFinished });
    // The model answers only once the check has shown the state a person should see at that moment:
    // each reply waits for the matching progress update (Octokit spaces writes a second apart).
    const shown = (pattern: RegExp) => () =>
      scenario.fake.callsTo("checks/update").some((c) => c.status === 200 && pattern.test((c.body as { output?: { summary?: string } }).output?.summary ?? ""));
    script(scenario.model, {
      ...cleanLanes(),
      [SELECT_LANES]: after(shown(/^Stage: (reading diff signals|selecting lanes)\.$/m), selectNothing),
      [REVIEW_CHUNK]: after(shown(/\| code-review \| running \|\n\| security \| running \|/), cleanChunk),
      [SECURITY]: after(shown(/\| code-review \| finished \|\n\| security \| running \|/), () => textReply(SECURITY_PASS)),
    });
    const run = await runAction(pullRun(scenario, { inputs: { lanes: "security" }, env: { GAUNTLET_PROGRESS_INTERVAL_MS: "200" } }));

    expect(run.code, describeRun(run, scenario)).toBe(0);
    scenario.fake.expectNoRejections();
    const updates = scenario.fake.callsTo("checks/update").map((c) => c.body as { status?: string; output: { title: string; summary: string } });
    const progress = updates.filter((u) => u.status === undefined);
    expect(progress.length, JSON.stringify(updates, null, 1)).toBeGreaterThanOrEqual(3);
    for (const update of progress) {
      expect(update.output.title).toBe("GAUNTLET: running");
      expect(update.output.summary).toMatch(/^## Review gauntlet — in progress\n\nStage: /);
    }
    const summaries = progress.map((u) => u.output.summary);
    expect(summaries.filter((s) => /\| code-review \| running \|\n\| security \| running \|/.test(s))).not.toEqual([]);
    expect(summaries.filter((s) => /\| code-review \| finished \|\n\| security \| running \|/.test(s))).not.toEqual([]);
    // The completion comes last, after every progress update.
    expect(updates.at(-1)).toMatchObject({ status: "completed" });
    expect(onlyCheck(scenario.fake, scenario.repo.headSha)).toMatchObject({ conclusion: "success", output: { title: "GAUNTLET: PASS" } });
  });
});

/** A route that answers once `ready()` holds (polled), or after 10 s, when the test's assertions will say what was missing. */
function after(ready: () => boolean, route: Route): Route {
  return async (request) => {
    for (const deadline = Date.now() + 10_000; !ready() && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 20));
    return route(request);
  };
}
