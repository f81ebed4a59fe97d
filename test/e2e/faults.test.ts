/**
 * The fault matrix, end to end: the built action against the fake GitHub and
 * the scripted model, one injected fault per row. Whatever the model, a lane
 * or the review fails at, the check concludes `failure` with a reason that
 * names the fault — never `success`, never left in_progress; when the check
 * itself cannot be created or completed, the step fails with the reason in
 * its log and job summary. Model calls and GitHub calls stay under each
 * row's bound. Plus the live progress a person watches while the lanes run.
 *
 * `npm run faults` prints the matrix with its figures (GAUNTLET_FAULTS_REPORT=1).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, it } from "vitest";
import { stall, textReply } from "../support/modelServer.js";
import { git, pullRequestPayload, removeTempDirs, runAction, tempDir, workflowCommands, type PullRepo } from "../support/actionHarness.js";
import type { RecordedCall } from "../support/fakeGithub/server.js";
import {
  BLOCKED_GITHUB_CALLS as BLOCKED_GITHUB,
  CLEAN_MODEL_CALLS as CLEAN_MODEL,
  PASS_GITHUB_CALLS as PASS_GITHUB,
  pullRun,
  renderMatrix,
  runFaultCase,
  waitFor,
  type FaultCase,
} from "./support/faultMatrix.js";
import { afterVerdictRows, githubRows, githubStallRows } from "./support/githubFaults.js";
import {
  REVIEW_CHUNK,
  SECURITY,
  SELECT_LANES,
  SECURITY_PASS,
  cleanChunk,
  cleanLanes,
  requestsFor,
  script,
  selectNothing,
  type Route,
} from "./support/model.js";
import { MODEL_ROWS } from "./support/modelFaults.js";
import { describeRun, onlyCheck, startScenario, type Scenario, type ScenarioOptions } from "./support/scenario.js";

afterAll(removeTempDirs);

/** The completion PATCHes (as opposed to progress updates). */
const completions = (calls: RecordedCall[]) => calls.filter((c) => (c.body as { status?: string }).status === "completed");

const atBase =
  (text: string): FaultCase["setup"] =>
  ({ fake, repo }) =>
    fake.state.seedFile(repo.baseSha, ".github/gauntlet.yml", text);
/** A configuration the action refuses: create, read, fail; no model call. */
const REFUSED_CONFIG = { check: "failure", exit: 1, modelCalls: 0, githubCalls: 3 } as const;

const CONFIG: FaultCase[] = [
  {
    layer: "config",
    name: "bad YAML at the base",
    setup: atBase("rigor: [production\nlanes: security\n"),
    expect: { ...REFUSED_CONFIG, reason: /\.github\/gauntlet\.yml \(at [0-9a-f]{12}\): not valid YAML/ },
  },
  {
    layer: "config",
    name: "an unknown key at the base",
    setup: atBase("rigour: production\n"),
    expect: { ...REFUSED_CONFIG, reason: /\.github\/gauntlet\.yml \(at [0-9a-f]{12}\).*unknown field\(s\) rigour/ },
  },
  {
    layer: "config",
    name: "an invalid value at the base (rigor: extreme)",
    setup: atBase("rigor: extreme\n"),
    expect: { ...REFUSED_CONFIG, reason: /\.github\/gauntlet\.yml \(at [0-9a-f]{12}\): rigor:/ },
    also: ({ run, scenario }, expect) => {
      expect(scenario.fake.state.checkRuns[0]!.output.summary).toContain(`.github/gauntlet.yml (at ${scenario.repo.baseSha.slice(0, 12)}): rigor:`);
      expect(workflowCommands(run.stdout, "error").join("\n")).toContain("rigor:");
      expect(run.outputs.verdict).toBe("BLOCKED");
      expect(run.summary).toContain("## Review gauntlet: BLOCKED");
      expect(run.summary).toContain(".github/gauntlet.yml");
    },
  },
  {
    layer: "config",
    name: "an unknown lane at the base",
    setup: atBase("lanes: [everything]\n"),
    expect: { ...REFUSED_CONFIG, reason: /lanes: unknown lane\(s\) everything/ },
  },
];

/** A SHA no repository has: the base a force-push took away. */
const LOST_BASE = "1".repeat(40);

const GIT: FaultCase[] = [
  {
    layer: "git",
    name: "the workspace is not a git checkout",
    setup: () => ({ options: { workspace: tempDir("gauntlet-e2e-empty-") } }),
    expect: { check: "failure", exit: 1, reason: /is not a git checkout: add `actions\/checkout` before this step/, modelCalls: 0, githubCalls: 2 },
    also: ({ run }, expect) => {
      expect(run.outputs.verdict).toBe("BLOCKED");
      expect(run.summary).toContain("is not a git checkout");
    },
  },
  {
    layer: "git",
    name: "the base is not in the clone and cannot be fetched",
    setup: ({ repo }) => ({ options: { payload: withBase(repo, LOST_BASE), workspace: repo.workspace("merge") } }),
    expect: { check: "failure", exit: 1, reason: /111111111111/, modelCalls: 0, githubCalls: 2 },
  },
  {
    layer: "git",
    name: "a shallow clone whose origin cannot deepen it to the base",
    setup: ({ repo }) => {
      const workspace = repo.workspace("head-shallow");
      git(workspace, "remote", "set-url", "origin", `file://${join(tempDir("gauntlet-e2e-gone-"), "gone.git")}`);
      return { options: { workspace } };
    },
    expect: { check: "failure", exit: 1, reason: /shallow clone.*fetch-depth/, modelCalls: 0, githubCalls: 2 },
  },
  {
    layer: "git",
    name: "a corrupt object (the base's blob of the changed file)",
    setup: ({ repo }) => {
      const workspace = repo.workspace("merge");
      const blob = git(workspace, "rev-parse", `${repo.baseSha}:src/greet.ts`);
      const loose = join(workspace, ".git", "objects", blob.slice(0, 2), blob.slice(2));
      writeFileSync(loose, "not a zlib stream");
      return { options: { workspace } };
    },
    expect: { check: "failure", exit: 1, reason: /diff unreadable: .*unable to read [0-9a-f]{40}/, modelCalls: CLEAN_MODEL, githubCalls: BLOCKED_GITHUB },
  },
];

/** The PR's event, its base moved to `baseSha`. */
function withBase(repo: PullRepo, baseSha: string): ReturnType<typeof pullRequestPayload> {
  const payload = pullRequestPayload(repo);
  payload.pull_request.base.sha = baseSha;
  return payload;
}

const SIGNALS = ["SIGTERM", "SIGINT"] as const;

/** Cancelled during the review: create, config, comments, the two check lists, then the direct completion. */
const CANCELLED_GITHUB = 6;

interface Phase {
  phase: string;
  arm: ScenarioOptions;
  setup?: FaultCase["setup"];
  /** The action is in the phase. */
  reached(scenario: Scenario): boolean;
  checkExists: boolean;
  modelCalls: number;
  githubCalls: number;
}

/** Phases the test can see from outside, each before the verdict is published. */
const PHASES: Phase[] = [
  {
    phase: "while GitHub stalls on creating the check",
    arm: {},
    setup: ({ fake }) => fake.failNext("POST", "checks/create", "stall"),
    reached: (s) => inFlight(s.fake.callsTo("checks/create")),
    checkExists: false,
    modelCalls: 0,
    githubCalls: 1,
  },
  {
    phase: "while the model stalls in select_lanes",
    arm: { routes: { [SELECT_LANES]: () => stall() } },
    reached: (s) => requestsFor(s.model, SELECT_LANES).length > 0,
    checkExists: true,
    modelCalls: 1,
    githubCalls: CANCELLED_GITHUB,
  },
  {
    phase: "while the model stalls in the lane",
    arm: { routes: { [REVIEW_CHUNK]: () => stall() } },
    reached: (s) => requestsFor(s.model, REVIEW_CHUNK).length > 0,
    checkExists: true,
    modelCalls: CLEAN_MODEL,
    githubCalls: CANCELLED_GITHUB,
  },
  {
    phase: "while GitHub stalls on the final update",
    arm: {},
    setup: ({ fake }) => fake.failNext("PATCH", "checks/update", "stall"),
    reached: (s) => inFlight(s.fake.callsTo("checks/update")),
    checkExists: true,
    modelCalls: CLEAN_MODEL,
    // The stalled completion, then the direct one.
    githubCalls: PASS_GITHUB + 1,
  },
];

function inFlight(calls: RecordedCall[]): boolean {
  return calls.some((c) => c.injected === "stall" && c.status === null);
}

/** The runner's window: SIGTERM follows SIGINT by ~7.5 s, then SIGKILL. */
const RUNNER_KILL_WINDOW_S = 7.5;

const PROCESS: FaultCase[] = SIGNALS.flatMap((signal) =>
  PHASES.map(({ phase, arm, setup, reached, checkExists, modelCalls, githubCalls }): FaultCase => ({
    layer: "process",
    name: `${signal} ${phase}`,
    scenario: arm,
    ...(setup ? { setup } : {}),
    drive: async (action, scenario, expect) => {
      await waitFor(action, () => reached(scenario), phase);
      // Only before the verdict is published: the check is not there yet, or still in progress.
      expect(scenario.fake.state.checkRuns.map((c) => c.status)).toEqual(checkExists ? ["in_progress"] : []);
      action.child.kill(signal);
      return Date.now();
    },
    // Without a check (its creation is what stalls), the log and the job summary name the cancellation.
    expect: { check: checkExists ? "failure" : "none", exit: 1, reason: new RegExp(`cancelled \\(${signal}\\)`), modelCalls, githubCalls },
    also: ({ figures, scenario }, expect) => {
      expect(figures.exitAfterSignal, "the step ends inside the runner's cancellation window").toBeLessThan(RUNNER_KILL_WINDOW_S);
      expect(completions(scenario.fake.callsTo("checks/update")).filter((c) => c.status === 200)).toHaveLength(checkExists ? 1 : 0);
    },
  })),
);

/** The cancellation case of the seed, kept whole: behind an Enterprise prefix, with progress updates queued when the signal comes. */
const ENTERPRISE_SIGINT: FaultCase = {
  layer: "process",
  name: "SIGINT while the model stalls, behind /api/v3, progress updates queued",
  scenario: { routes: { [REVIEW_CHUNK]: () => stall() }, fake: { pathPrefix: "/api/v3" } },
  setup: () => ({ options: { env: { GAUNTLET_PROGRESS_INTERVAL_MS: "200" } } }),
  drive: async (action, scenario, expect) => {
    await waitFor(action, () => requestsFor(scenario.model, REVIEW_CHUNK).length > 0, "the lane's call");
    expect(scenario.fake.state.checkRuns[0]?.status).toBe("in_progress");
    action.child.kill("SIGINT");
    return Date.now();
  },
  expect: { check: "failure", exit: 1, reason: /cancelled \(SIGINT\)/, modelCalls: CLEAN_MODEL, githubCalls: 40 },
  also: ({ run, scenario, figures }, expect) => {
    expect(figures.exitAfterSignal, describeRun(run)).toBeLessThan(RUNNER_KILL_WINDOW_S);
    // No progress update landed on top of the conclusion.
    expect(completions(scenario.fake.callsTo("checks/update"))).toHaveLength(1);
    expect(requestsFor(scenario.model, REVIEW_CHUNK)[0]!.clientClosedAt).toBeDefined();
  },
};

const ROWS: FaultCase[] = [...MODEL_ROWS, ...githubRows(), ...afterVerdictRows(), ...githubStallRows(), ...GIT, ...CONFIG, ...PROCESS, ENTERPRISE_SIGINT];

afterAll(() => {
  if (process.env.GAUNTLET_FAULTS_REPORT) console.log(renderMatrix(ROWS));
});

describe.concurrent("the fault matrix", () => {
  for (const layer of ["model", "github", "git", "config", "process"] as const) {
    describe(layer, () => {
      for (const row of ROWS.filter((r) => r.layer === layer)) {
        it(row.name, (context) => runFaultCase(row, context));
      }
    });
  }
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
    const run = await runAction({ ...pullRun(scenario), inputs: { lanes: "security" }, env: { GAUNTLET_PROGRESS_INTERVAL_MS: "200" } });

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
    for (const deadline = Date.now() + 10_000; !ready() && Date.now() < deadline;) await new Promise((resolve) => setTimeout(resolve, 20));
    return route(request);
  };
}
