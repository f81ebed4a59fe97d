/**
 * The end-to-end fault matrix: a row per injected fault with its expected
 * outcome, a runner that runs the built action against the fake GitHub and
 * the scripted model and holds the run to that outcome, and the figures of
 * every row, printed as a markdown table by `npm run faults`.
 */
import type { ExpectStatic, TestContext } from "vitest";
import { launchAction, pullRequestPayload, type ActionProcess, type ActionResult, type ActionRunOptions } from "../../support/actionHarness.js";
import { describeRun, startScenario, type Scenario, type ScenarioOptions } from "./scenario.js";

export type Layer = "model" | "github" | "git" | "config" | "process";

/** How the check run must end. */
export type CheckOutcome =
  /** The fault was absorbed (retried, or a read designed to fail soft went on): the check passes. */
  | "success"
  /** The model, a lane or the review failed: the check concludes failure and names why. */
  | "failure"
  /** The check could not be created: there is none, and the reason is in the log and the job summary. */
  | "none"
  /** GitHub refused every completion: the check stays in_progress, and the reason is in the log and the job summary. */
  | "unfinished";

export type ReasonPlace = "check" | "log" | "job summary";

export interface Expected {
  check: CheckOutcome;
  /** The step's exit code; "killed": the action hung until the harness killed it (only ever a defect's `now`). */
  exit: number | "killed";
  /**
   * Names the fault. Absent only for a fault retried away in silence; the
   * row then proves the retry in `also`.
   */
  reason?: RegExp;
  /**
   * Where the reason must be. Default: the check's summary (failure), the log
   * (success: the retry or the gap), the log and the job summary (none, unfinished).
   */
  reasonIn?: ReasonPlace[];
  /** Upper bounds: requests (or connections) to the model, requests to GitHub. */
  modelCalls: number;
  githubCalls: number;
  /** A read designed to fail soft: what the run went on without. */
  gap?: string;
}

export interface RunSetup {
  options?: Partial<ActionRunOptions>;
  /** Model calls the scripted model server does not see (a dead endpoint's connections). */
  modelCalls?: () => number;
}

export interface Figures {
  /** completed checks: their conclusion; otherwise the status, or "none". */
  check: string;
  exit: number | "killed" | null;
  modelCalls: number;
  githubCalls: number;
  seconds: number;
  /** From the check's completion (as the fake saw it) to the process's exit. */
  exitAfterConclusion?: number;
  /** From the signal to the process's exit. */
  exitAfterSignal?: number;
  /** The line that names the fault, where the row looks for it. */
  reason?: string;
  /** A soft read's gap: whether the check's report states it too (not only the log). */
  gapInCheck?: boolean;
}

export interface CaseRun {
  run: ActionResult;
  scenario: Scenario;
  figures: Figures;
}

export interface FaultCase {
  layer: Layer;
  name: string;
  scenario?: ScenarioOptions;
  /** Arms the fault before the action starts, and may change the run's options. */
  setup?(scenario: Scenario, test: TestContext): RunSetup | void | Promise<RunSetup | void>;
  /** Process faults: waits for a phase of the running action, signals it, and returns when it did (epoch ms). */
  drive?(action: ActionProcess, scenario: Scenario, expect: ExpectStatic): Promise<number>;
  expect: Expected;
  /** Assertions only this row makes. */
  also?(run: CaseRun, expect: ExpectStatic): void;
  /**
   * The built action does not meet this row's `expect` yet. The row holds
   * the run to `expect` overridden by `now` (what it does today), and checks
   * that each field in `now` still misses its target: once fixed, the row
   * fails and asks for its `defect` to go.
   */
  defect?: { note: string; now: Partial<Expected> };
}

/** Model requests of a clean run: select_lanes, one code-review chunk. */
export const CLEAN_MODEL_CALLS = 2;
/** GitHub requests of a run that passes: create, config, comments, this head's checks, the check scope, comments again, complete. */
export const PASS_GITHUB_CALLS = 7;
/** A run that publishes BLOCKED also posts the summary comment (pr-comment's default). */
export const BLOCKED_GITHUB_CALLS = PASS_GITHUB_CALLS + 1;

/** Progress updates off unless a row asks for them: GitHub's call counts stay those of the run itself. */
const QUIET_PROGRESS_MS = "600000";

export function pullRun(scenario: Scenario): ActionRunOptions {
  const { repo, fake, model } = scenario;
  return { event: "pull_request", payload: pullRequestPayload(repo), workspace: repo.workspace("merge", { depth: 1 }), fake, model, sha: repo.mergeSha };
}

export async function runFaultCase(row: FaultCase, test: TestContext): Promise<void> {
  const { expect } = test;
  const scenario = await startScenario(test, row.scenario);
  const setup = (await row.setup?.(scenario, test)) ?? {};
  const base = pullRun(scenario);
  // GitHub's client as on a runner: writes paced, rate limits waited out and retried.
  const env = { GAUNTLET_PROGRESS_INTERVAL_MS: QUIET_PROGRESS_MS, GAUNTLET_GITHUB_PACING: "on", ...setup.options?.env };
  const options: ActionRunOptions = { ...base, ...setup.options, env };
  const action = launchAction(options);
  const concluded = watchConclusion(scenario);
  const signalledAt = row.drive ? await row.drive(action, scenario, expect) : undefined;
  const run = await action.done;
  const exitedAt = Date.now();
  concluded.stop();

  const first = scenario.fake.state.checkRuns[0];
  const figures: Figures = {
    check: !first ? "none" : first.status === "completed" ? String(first.conclusion) : first.status,
    exit: run.timedOut ? "killed" : run.code,
    modelCalls: scenario.model.requests.length + (setup.modelCalls?.() ?? 0),
    githubCalls: scenario.fake.calls.length,
    seconds: run.durationMs / 1000,
    ...(concluded.at !== undefined ? { exitAfterConclusion: (exitedAt - concluded.at) / 1000 } : {}),
    ...(signalledAt !== undefined ? { exitAfterSignal: (exitedAt - signalledAt) / 1000 } : {}),
  };
  const account = describeRun(run, scenario);
  const expected: Expected = { ...row.expect, ...row.defect?.now };
  const texts = { check: first?.output.summary ?? "", log: `${run.stdout}\n${run.stderr}`, "job summary": run.summary };
  const named =
    expected.reason &&
    placesOf(expected)
      .map((place) => lineMatching(texts[place], expected.reason!))
      .find(Boolean);
  if (named) figures.reason = named;
  if (row.expect.gap && row.expect.reason) figures.gapInCheck = row.expect.reason.test(texts.check);
  const record: MatrixRow = { row, figures, result: "failed" };
  matrix.push(record);

  scenario.fake.expectNoRejections();
  expect(scenario.fake.unusedFaults(), "a GitHub fault was armed but never hit").toEqual([]);
  // At most one check, on the head under review, whatever happened.
  expect(
    scenario.fake.state.checkRuns.map((c) => `${c.name}@${c.head_sha}`),
    account,
  ).toEqual(first ? [`Gauntlet@${scenario.repo.headSha}`] : []);
  const observed: Observed = { run, figures, texts, title: first?.output.title ?? undefined };
  expect(unmet(expected, observed), account).toEqual([]);
  if (row.defect) {
    // The row's target must still fail where the defect says, or the defect is fixed and the row should say so.
    const stillFailing = Object.keys(row.defect.now).filter((key) => unmet(row.expect, observed, key as keyof Expected).length > 0);
    expect(stillFailing, `the defect "${row.defect.note}" is fixed: drop the row's \`defect\``).toEqual(Object.keys(row.defect.now));
  }
  row.also?.({ run, scenario, figures }, expect);
  record.result = "ok";
}

interface Observed {
  run: ActionResult;
  figures: Figures;
  texts: Record<ReasonPlace, string>;
  title: string | undefined;
}

/** Where a row looks for its reason by default: what a person reads for that outcome. */
function placesOf(expected: Expected): ReasonPlace[] {
  if (expected.reasonIn) return expected.reasonIn;
  if (expected.check === "failure") return ["check"];
  if (expected.check === "success") return ["log"];
  return ["log", "job summary"];
}

/** The expectations `observed` does not meet (only `only`, when given), in words. */
function unmet(expected: Expected, observed: Observed, only?: keyof Expected): string[] {
  const { run, figures, texts } = observed;
  const problems: string[] = [];
  const checking = (key: keyof Expected) => only === undefined || only === key;
  if (checking("exit")) {
    if (expected.exit === "killed" ? !run.timedOut : run.timedOut || run.code !== expected.exit) {
      problems.push(`exit: expected ${expected.exit}, got ${run.timedOut ? "killed by the harness" : run.code}`);
    }
  }
  if (checking("check")) {
    const check = expected.check === "none" || expected.check === "unfinished" ? { none: "none", unfinished: "in_progress" }[expected.check] : expected.check;
    if (figures.check !== check) problems.push(`check: expected ${check}, got ${figures.check}`);
    else if (check === "failure" && observed.title !== "GAUNTLET: BLOCKED") problems.push(`check title: ${observed.title}`);
  }
  if ((checking("reason") || checking("reasonIn")) && expected.reason) {
    for (const place of placesOf(expected)) if (!expected.reason.test(texts[place])) problems.push(`the ${place} does not name the fault (${expected.reason})`);
  }
  if (checking("modelCalls") && figures.modelCalls > expected.modelCalls) problems.push(`model calls: ${figures.modelCalls} > ${expected.modelCalls}`);
  if (checking("githubCalls") && figures.githubCalls > expected.githubCalls) problems.push(`GitHub calls: ${figures.githubCalls} > ${expected.githubCalls}`);
  return problems;
}

/** The whole line where `pattern` matches in `text`, clipped for the table. */
function lineMatching(text: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(text);
  if (!match) return undefined;
  const start = text.lastIndexOf("\n", match.index) + 1;
  const end = text.indexOf("\n", match.index + match[0].length);
  const line = text.slice(start, end < 0 ? undefined : end).replace(/^::\w+::/, "");
  return line.length > 240 ? `${line.slice(0, 240)}…` : line;
}

/** Notes when the fake first shows a completed check run. */
function watchConclusion(scenario: Scenario): { readonly at: number | undefined; stop(): void } {
  let at: number | undefined;
  const poll = setInterval(() => {
    if (at === undefined && scenario.fake.state.checkRuns.some((c) => c.status === "completed")) at = Date.now();
  }, 20);
  return {
    get at() {
      return at;
    },
    stop: () => clearInterval(poll),
  };
}

/** Polls `ready` until it holds; rejects, with the run's log, if the action ends first or `timeoutMs` passes. */
export async function waitFor(action: ActionProcess, ready: () => boolean, what: string, timeoutMs = 120_000): Promise<void> {
  let ended = false;
  void action.done.then(() => (ended = true));
  for (const deadline = Date.now() + timeoutMs; !ready();) {
    if (ended) throw new Error(`the action ended before ${what}:\n${describeRun(await action.done)}`);
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms; stdout:\n${action.stdout}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// ---------- the printed matrix ----------

interface MatrixRow {
  row: FaultCase;
  figures: Figures;
  result: "ok" | "failed";
}

const matrix: MatrixRow[] = [];

const seconds = (value: number | undefined) => (value === undefined ? "" : value.toFixed(1));

function resultText({ row, result }: MatrixRow): string {
  if (result === "failed") return "FAILED";
  return row.defect ? `defect: ${row.defect.note}` : "ok";
}

/** The matrix as a markdown table, rows in table order (runs finish in any order). */
export function renderMatrix(order: readonly FaultCase[]): string {
  const rows = [...matrix].sort((a, b) => order.indexOf(a.row) - order.indexOf(b.row));
  const escape = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");
  const lines = [
    "| layer | fault | expected | check | exit | model calls (bound) | GitHub calls (bound) | s | exit after conclusion, s | exit after signal, s | result | the reason, as published |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      ({ row, figures, result }) =>
        `| ${[
          row.layer,
          escape(row.name),
          escape(`${row.expect.check}, exit ${row.expect.exit}${row.expect.gap ? `; gap: ${row.expect.gap}` : ""}`),
          `${figures.check}${figures.gapInCheck === undefined ? "" : figures.gapInCheck ? "; gap stated in the check" : "; gap in the log only"}`,
          String(figures.exit),
          `${figures.modelCalls} (${row.expect.modelCalls})`,
          `${figures.githubCalls} (${row.expect.githubCalls})`,
          seconds(figures.seconds),
          seconds(figures.exitAfterConclusion),
          seconds(figures.exitAfterSignal),
          escape(resultText({ row, figures, result })),
          escape(figures.reason ?? ""),
        ].join(" | ")} |`,
    ),
  ];
  // A filtered run (-t) leaves most rows out: say how many, and name them only when few.
  const missing = order.filter((row) => !matrix.some((m) => m.row === row));
  const notRun =
    missing.length === 0
      ? []
      : [
          "",
          `${missing.length} case(s) did not run${missing.length <= 10 ? ":" : " (filtered out, or the run stopped)."}`,
          ...(missing.length <= 10 ? missing.map((row) => `- ${row.layer}: ${row.name}`) : []),
        ];
  return [`## Fault matrix: ${rows.length} of ${order.length} cases`, "", ...lines, ...notRun].join("\n");
}
