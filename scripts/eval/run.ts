/**
 * Runs the code-review lane over the eval fixtures and scores each run. One
 * review runtime (and so one usage meter) per fixture; fixtures run in
 * parallel up to `concurrency`. A fixture whose run fails is reported with its
 * error and does not stop the others.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pLimit from "p-limit";
import { DirectoryGraphLibrary, loadAndValidate, messageOf, runGraph, type LoadedGraph } from "../../src/engine/index.js";
import type { EndpointConfig } from "../../src/llm/endpoint.js";
import { REPOSITORY_TOOL_NAMES } from "../../src/llm/tools/index.js";
import type { BudgetLimits } from "../../src/llm/usage.js";
import type { CodeReviewResult, ReviewFinding } from "../../src/review/codeReview/types.js";
import { createReviewRuntime } from "../../src/review/runtime.js";
import { reviewScripts } from "../../src/review/scripts.js";
import { FIXTURE_DIFF_SPEC, buildFixtureRepo, type Fixture } from "./fixtures.js";
import { scoreFixture, totalScores, type FixtureScore, type ScoreTotals } from "./match.js";

export const LANE_GRAPH = "code-reviewer.yaml";

export interface EvalOptions {
  fixtures: Fixture[];
  graphsDir: string;
  endpoint: EndpointConfig;
  concurrency: number;
  budget?: BudgetLimits;
  /** Whole-run limit per fixture; default: the graph's own. */
  timeoutSeconds?: number;
  /** Keep each fixture's temp repository (its path goes in the report). */
  keepRepos?: boolean;
  signal?: AbortSignal;
  /** Progress lines. */
  log?: (line: string) => void;
}

export interface FixtureUsage {
  promptTokens: number;
  completionTokens: number;
  calls: number;
  costUsd?: number;
}

export interface FixtureRun {
  name: string;
  description: string;
  /** False when the lane run itself failed (error says why); its planted bugs then count as missed. */
  ok: boolean;
  error?: string;
  verdict?: CodeReviewResult["verdict"];
  degraded?: string | null;
  coverageComplete?: boolean;
  score: FixtureScore;
  usage: FixtureUsage;
  wallMs: number;
  repoDir?: string;
}

export interface EvalTotals extends ScoreTotals {
  failed: number;
  promptTokens: number;
  completionTokens: number;
  calls: number;
  costUsd?: number;
  /** Sum of the fixtures' wall times. */
  fixtureWallMs: number;
  /** Wall time of the whole eval, with fixtures in parallel. */
  elapsedMs: number;
}

export interface EvalReport {
  generatedAt: string;
  model: string | null;
  /** Host of the endpoint, never its full URL or key. */
  endpointHost: string;
  diffSpec: string;
  concurrency: number;
  fixtures: FixtureRun[];
  totals: EvalTotals;
}

function isLaneResult(value: unknown): value is CodeReviewResult {
  return (
    typeof value === "object" &&
    value !== null &&
    Array.isArray((value as CodeReviewResult).findings) &&
    Array.isArray((value as CodeReviewResult).dropped) &&
    typeof (value as CodeReviewResult).verdict === "string"
  );
}

function endpointHost(endpoint: EndpointConfig): string {
  try {
    return new URL(endpoint.baseURL ?? "https://api.openai.com/v1").host;
  } catch {
    return "unknown";
  }
}

const scored = (findings: ReviewFinding[]) =>
  findings.map((f) => ({
    id: f.id,
    severity: f.severity,
    path: f.path,
    start_line: f.start_line,
    end_line: f.end_line,
    title: f.title,
    claim: f.claim,
    verdict: f.verdict,
    note: f.note,
  }));

async function runFixture(fixture: Fixture, graph: LoadedGraph, options: EvalOptions): Promise<FixtureRun> {
  const started = performance.now();
  // Nothing the model can see may name the fixture: "py-sql-injection" would give the answer away.
  const repoDir = mkdtempSync(join(tmpdir(), "gauntlet-eval-"));
  const base = { name: fixture.name, description: fixture.expected.description, ...(options.keepRepos ? { repoDir } : {}) };
  let runtime: ReturnType<typeof createReviewRuntime> | undefined;
  try {
    const diffSpec = await buildFixtureRepo(fixture, repoDir);
    runtime = createReviewRuntime({
      workspaceRoot: repoDir,
      graphsDir: options.graphsDir,
      endpoint: options.endpoint,
      ...(options.budget ? { budget: options.budget } : {}),
      facts: { diff_spec: diffSpec },
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const result = await runGraph(graph, {
      context: runtime.context,
      scripts: runtime.scripts,
      prompt: "",
      variables: { project_dir: "." },
      ...(options.timeoutSeconds ? { timeoutSeconds: options.timeoutSeconds } : {}),
    });
    if (!isLaneResult(result.result)) throw new Error("the lane ended without a code-review result");
    const lane = result.result;
    return {
      ...base,
      ok: true,
      verdict: lane.verdict,
      degraded: lane.degraded,
      coverageComplete: lane.coverage.complete,
      score: scoreFixture(fixture.expected, scored(lane.findings), scored(lane.dropped)),
      usage: runtime.meter.runTotal(),
      wallMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    const message = messageOf(error);
    return {
      ...base,
      ok: false,
      error: runtime ? runtime.redact(message) : message,
      score: scoreFixture(fixture.expected, [], []),
      usage: runtime?.meter.runTotal() ?? { promptTokens: 0, completionTokens: 0, calls: 0 },
      wallMs: Math.round(performance.now() - started),
    };
  } finally {
    if (!options.keepRepos) rmSync(repoDir, { recursive: true, force: true });
  }
}

export async function runEval(options: EvalOptions): Promise<EvalReport> {
  const started = performance.now();
  const scripts = reviewScripts();
  const graph = loadAndValidate(join(options.graphsDir, LANE_GRAPH), {
    scripts,
    library: new DirectoryGraphLibrary(options.graphsDir),
    knownTools: REPOSITORY_TOOL_NAMES,
  });
  const limit = pLimit(Math.max(1, options.concurrency));
  const runs = await Promise.all(
    options.fixtures.map((fixture) =>
      limit(async () => {
        options.log?.(`eval: ${fixture.name}: running`);
        const run = await runFixture(fixture, graph, options);
        options.log?.(
          `eval: ${fixture.name}: ${run.ok ? `${run.verdict}${run.degraded ? ` (degraded: ${run.degraded})` : ""}` : `failed: ${run.error}`} in ${(run.wallMs / 1000).toFixed(1)} s`,
        );
        return run;
      }),
    ),
  );
  const sum = (pick: (run: FixtureRun) => number) => runs.reduce((total, run) => total + pick(run), 0);
  const costs = runs.map((run) => run.usage.costUsd).filter((cost): cost is number => cost !== undefined);
  return {
    generatedAt: new Date().toISOString(),
    model: options.endpoint.defaultModel ?? null,
    endpointHost: endpointHost(options.endpoint),
    diffSpec: FIXTURE_DIFF_SPEC,
    concurrency: Math.max(1, options.concurrency),
    fixtures: runs,
    totals: {
      ...totalScores(runs.map((run) => run.score)),
      failed: runs.filter((run) => !run.ok).length,
      promptTokens: sum((run) => run.usage.promptTokens),
      completionTokens: sum((run) => run.usage.completionTokens),
      calls: sum((run) => run.usage.calls),
      ...(costs.length > 0 ? { costUsd: costs.reduce((a, b) => a + b, 0) } : {}),
      fixtureWallMs: sum((run) => run.wallMs),
      elapsedMs: Math.round(performance.now() - started),
    },
  };
}
