/**
 * One gauntlet review, start to verdict, for any caller. Whatever happens —
 * a node failure, a timeout, cancellation — it returns a verdict: a fault
 * degrades to BLOCKED with the reason, never to PASS, and never to nothing.
 */
import { join } from "node:path";
import { isGauntletError, loadAndValidate, messageOf, runGraph, type Logger, type RunFacts, type RunResult, type TraceSink } from "../engine/index.js";
import type { EndpointConfig } from "../llm/endpoint.js";
import type { BudgetLimits } from "../llm/usage.js";
import { DEFAULT_RUN_BUDGET } from "./budgetSpec.js";
import { createExecTool, ProbeWorkbench, type ProbeRecipe } from "../probe/index.js";
import { readWorkspaceLines } from "../llm/tools/index.js";
import { createDocumentRedactor } from "../llm/redact.js";
import { redactDeep } from "../llm/redactDeep.js";
import type { BasePathRules } from "./codeReview/filePolicy.js";
import { stillApplicable, type CarryRequest } from "./gauntlet/carry.js";
import { carryForward } from "./gauntlet/decision.js";
import { notFinished } from "./gauntlet/incomplete.js";
import { LANES, type LaneName } from "./gauntlet/lanes.js";
import { renderScopeNotes } from "./gauntlet/report.js";
import { RESULT_SCHEMA, usageSummary, type GauntletResult } from "./gauntlet/result.js";
import type { Git } from "./git/git.js";
import { createReviewRuntime, type ReviewRuntime } from "./runtime.js";

export interface ReviewRequest {
  workspaceRoot: string;
  /** The caller's git client on workspaceRoot, so the review reuses what it already asked git (default: a fresh one). */
  git?: Git;
  graphsDir: string;
  diffSpec: string;
  /** The working tree is compared with a ref (the CLI's --worktree): untracked files count as added. */
  untrackedFiles?: boolean;
  baseSha?: string;
  headSha?: string;
  plan: string;
  rigor: string;
  securityPosture: string;
  lanes: LaneName[];
  probeContext: string;
  /** The base branch's local-run recipe, structured (probeContext is its text); the probe lane's exec runs it. */
  probe?: ProbeRecipe;
  rules: string;
  extraContext: string;
  verificationCommands: string[];
  /** The head's code must never run (fork, pull_request_target, read-only run). */
  untrustedHead: boolean;
  timeoutSeconds: number;
  endpoint: EndpointConfig;
  budget?: BudgetLimits;
  denylist?: string[];
  /** The base configuration's path rules: `paths.ignore`, `paths.generated`, `paths.vendored`. */
  pathRules?: BasePathRules;
  /** Incremental re-review: the only files the code-review lane reads anew; the other lanes still see the whole diff. */
  reviewPaths?: string[];
  /** With reviewPaths: the earlier review's findings, carried forward where they still hold. */
  carry?: CarryRequest;
  secrets?: string[];
  traceFile?: string;
  signal?: AbortSignal;
  /** Live events (progress). */
  progress?: TraceSink;
  /** Where the run's warnings go (a model call retried, …); silent without one. */
  logger?: Logger;
}

export interface ReviewOutcome {
  /** The report text; its first line is `GAUNTLET: PASS` or `GAUNTLET: BLOCKED`. */
  text: string;
  result: GauntletResult;
  runtime: ReviewRuntime;
}

export async function runReview(request: ReviewRequest): Promise<ReviewOutcome> {
  const { runtime, probe } = openReviewRuntime(request);
  try {
    const run = await runGauntletGraph(request, runtime);
    const result = run.result as GauntletResult | null;
    if (!result || result.schema !== RESULT_SCHEMA) throw new Error("the gauntlet ended without its structured result");
    return await finishOutcome(request, runtime, result, run.output);
  } catch (error) {
    return failedOutcome(request, runtime, error);
  } finally {
    // Every process of the probe user is killed and the scratch tree removed, whatever happened.
    await probe.close();
  }
}

/** The run facts every gauntlet run of a request has; a matrix job adds its own. */
export function requestFacts(request: ReviewRequest): Partial<RunFacts> {
  return {
    diff_spec: request.diffSpec,
    ...(request.untrackedFiles ? { untracked_files: true } : {}),
    ...(request.baseSha ? { base_sha: request.baseSha } : {}),
    ...(request.headSha ? { head_sha: request.headSha } : {}),
    untrusted_head: request.untrustedHead,
    path_rules: request.pathRules ?? {},
    security_posture: request.securityPosture,
    ...(request.reviewPaths ? { review_paths: request.reviewPaths } : {}),
    run_timeout_seconds: request.timeoutSeconds,
  };
}

/** The runtime a request runs in, with its probe workbench (close it when done). */
export function openReviewRuntime(request: ReviewRequest, extraFacts: Partial<RunFacts> = {}): { runtime: ReviewRuntime; probe: ProbeWorkbench } {
  // The probe never gets a recipe for an untrusted head; its exec tool re-checks the run's facts on every call as well.
  const probe = new ProbeWorkbench({
    ...(request.probe && !request.untrustedHead ? { recipe: request.probe } : {}),
    redact: (text) => runtime.redact(text),
  });
  const runtime: ReviewRuntime = createReviewRuntime({
    workspaceRoot: request.workspaceRoot,
    ...(request.git ? { git: request.git } : {}),
    graphsDir: request.graphsDir,
    endpoint: request.endpoint,
    budget: request.budget ?? { ...DEFAULT_RUN_BUDGET },
    ...(request.denylist ? { denylist: request.denylist } : {}),
    ...(request.secrets ? { secrets: request.secrets } : {}),
    ...(request.traceFile ? { traceFile: request.traceFile } : {}),
    ...(request.signal ? { signal: request.signal } : {}),
    ...(request.progress ? { extraTrace: request.progress } : {}),
    ...(request.logger ? { logger: request.logger } : {}),
    extraTools: (context) => [createExecTool(probe, context)],
    services: { probe },
    facts: { ...requestFacts(request), ...extraFacts },
  });
  return { runtime, probe };
}

/** The review-gauntlet graph, run on the request's structured input (a matrix gate seeds the lanes' outcomes too). */
export async function runGauntletGraph(request: ReviewRequest, runtime: ReviewRuntime, seed: Record<string, unknown> = {}): Promise<RunResult> {
  const graph = loadAndValidate(join(request.graphsDir, "review-gauntlet.yaml"), { scripts: runtime.scripts, library: runtime.context.library });
  return runGraph(graph, {
    context: runtime.context,
    scripts: runtime.scripts,
    timeoutSeconds: request.timeoutSeconds,
    variables: { verification_commands: JSON.stringify(request.verificationCommands) },
    inputs: {
      request: {
        diff_spec: request.diffSpec,
        plan_context: request.plan,
        rigor: request.rigor,
        security_posture: request.securityPosture,
        probe_context: request.probeContext,
        forced_lanes: request.lanes,
        extra_context: request.extraContext,
      },
      rules: request.rules,
      ...seed,
    },
  });
}

/** A verdict's last steps, the same for a single review and a matrix gate: carry-forward (incremental), then redaction. */
export async function finishOutcome(request: ReviewRequest, runtime: ReviewRuntime, verdict: GauntletResult, report: string): Promise<ReviewOutcome> {
  let result = verdict;
  let text = report;
  if (request.reviewPaths && request.carry) {
    result = await carryInto(result, request.carry, request.reviewPaths, runtime, request.diffSpec, request.signal);
    text = withScopeNotes(text, result);
  }
  text += endpointSection(runtime.endpointNotes);
  // Line by line: a BEGIN line without its END hides the key body that follows, never the report's other lines.
  return { text: createDocumentRedactor(runtime.redact)(text), result: redactResult(result, runtime), runtime };
}

/** A review that did not finish: BLOCKED with the reason (a user error, such as a bad graph, is rethrown). */
export function failedOutcome(request: ReviewRequest, runtime: ReviewRuntime, error: unknown): ReviewOutcome {
  if (isGauntletError(error) && error.category === "user") throw error;
  const reason = runtime.redact(messageOf(error));
  const result = blockedResult(request, `the review did not finish: ${reason}`, runtime);
  return {
    text: `GAUNTLET: BLOCKED\nGAUNTLET_REVIEW_INCOMPLETE: ${reason.replace(/\s*\n\s*/g, " ")}\n\n## Review gauntlet\n\nThe review did not finish, so it cannot pass: ${reason}\n`,
    result,
    runtime,
  };
}

async function carryInto(
  result: GauntletResult,
  carry: CarryRequest,
  reviewed: string[],
  runtime: ReviewRuntime,
  diffSpec: string,
  signal?: AbortSignal,
): Promise<GauntletResult> {
  const { sandbox, git } = runtime.context.services;
  if (!git) throw new Error("no git client to carry findings forward");
  const changed = new Set((await git.diffNameStatus(diffSpec, signal ? { signal } : {})).filter((e) => e.status !== "deleted").map((e) => e.path));
  const kept = await stillApplicable(carry, {
    reviewed: new Set(reviewed),
    changed,
    current: result.findings,
    read: (path, start, end) => readWorkspaceLines(sandbox, path, start, end, signal),
  });
  return carryForward(result, kept, { since: carry.since, reviewed });
}

/** What the endpoint did not accept, after the report: a review that went on without tools says so where it is read. */
function endpointSection(notes: readonly string[]): string {
  return notes.length === 0 ? "" : `\n### The model endpoint\n\n${notes.map((note) => `- ${note}`).join("\n")}\n`;
}

/** The scope notes go after the sentinel lines at the top, before the report proper. */
function withScopeNotes(text: string, result: GauntletResult): string {
  const lines = text.split("\n");
  const head = lines.findIndex((line) => !/^GAUNTLET[A-Z_]*:/.test(line));
  const cut = head < 0 ? lines.length : head;
  const verdictLine = `GAUNTLET: ${result.verdict}`;
  return [verdictLine, ...lines.slice(1, cut), "", renderScopeNotes(result), ...lines.slice(cut)].join("\n");
}

/** Field by field, never over serialized text: see redactDeep. */
function redactResult(result: GauntletResult, runtime: ReviewRuntime): GauntletResult {
  return redactDeep(result, runtime.redact);
}

/** The fail-closed result for a run that produced none. */
export function blockedResult(request: Pick<ReviewRequest, "diffSpec" | "baseSha" | "headSha">, reason: string, runtime?: ReviewRuntime): GauntletResult {
  const total = runtime?.meter.runTotal();
  return {
    schema: RESULT_SCHEMA,
    verdict: "BLOCKED",
    reasons: [reason],
    base_sha: request.baseSha ?? null,
    head_sha: request.headSha ?? null,
    diff_spec: request.diffSpec,
    coverage: { complete: false, not_reviewed: [{ path: "*", reason: "the review did not finish" }], skipped: [] },
    incomplete: notFinished(LANES, reason),
    faults: [reason],
    lanes: [],
    findings: [],
    usage: usageSummary([total]),
  };
}
