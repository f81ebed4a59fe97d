/**
 * Behaviour-test harness for the review gauntlet, from real parts only: the
 * loopback model server through the real runner (createReviewRuntime), the
 * shipped graphs in graphs/, and real temp git repositories. The scripted
 * model answers per node (X-Gauntlet-Node); `cleanLanes()` is a model under
 * which every lane finds nothing, and a test overrides the nodes it is about.
 *
 *   const h = await startGauntletHarness();
 *   h.script({ ...cleanLanes(), [ADVERSARY]: () => textReply(diverges) });
 *   const run = await h.run(repo.dir, { request: { plan_context: "…" } });
 *   expect(run.firstLine).toBe("GAUNTLET: BLOCKED");
 */
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  DirectoryGraphLibrary,
  loadAndValidate,
  loadGraphFile,
  runGraph,
  ScriptRegistry,
  type Clock,
  type LoadedGraph,
  type RunFacts,
  type RunResult,
  type ScriptDefinition,
  type ScriptOutput,
} from "../../src/engine/index.js";
import { REPOSITORY_TOOL_NAMES } from "../../src/llm/tools/index.js";
import type { BudgetLimits } from "../../src/llm/usage.js";
import type { GauntletResult } from "../../src/review/gauntlet/result.js";
import { createReviewRuntime, type ReviewRuntime } from "../../src/review/runtime.js";
import { TempRepo } from "../review/support/tempRepo.js";
import {
  httpError,
  jsonReply,
  startModelServer,
  textReply,
  toolCall,
  toolCallsReply,
  type ModelReply,
  type ModelServer,
  type RecordedRequest,
} from "./modelServer.js";
import { resultSchemaErrors } from "./results.js";

export const GRAPHS_DIR = fileURLToPath(new URL("../../graphs", import.meta.url));
export { RESULT_SCHEMA_FILE, resultSchemaErrors, resultSchemaValidator } from "./results.js";
export const TEST_API_KEY = "sk-test-gauntlet-0123456789abcdef";

export const PARSE = "review-gauntlet/parse";
export const SELECT_LANES = "review-gauntlet/select_lanes";
export const REVIEW_CHUNK = "code-reviewer/review_chunk";
export const VERIFY_ONE = "finding-verifier/verify_one";
export const ADVERSARY = "adversary/review";
export const SECURITY = "security-reviewer/review";

export type Route = (request: RecordedRequest) => ModelReply | Promise<ModelReply>;

export function nodeOf(request: RecordedRequest): string {
  return String(request.headers["x-gauntlet-node"] ?? "");
}

interface ChatMessage {
  role: string;
  content?: string | null;
}

const messagesOf = (request: RecordedRequest): ChatMessage[] => (request.body?.messages ?? []) as ChatMessage[];

/** The node's rendered prompt: the first user message. */
export function promptText(request: RecordedRequest): string {
  return messagesOf(request).find((m) => m.role === "user")?.content ?? "";
}

export function systemText(request: RecordedRequest): string {
  return messagesOf(request).find((m) => m.role === "system")?.content ?? "";
}

/** Tool results sent back so far, unwrapped from their data blocks. */
export function toolResults(request: RecordedRequest): string[] {
  return messagesOf(request)
    .filter((m) => m.role === "tool")
    .map((m) => (m.content ?? "").replace(/^<<<BEGIN UNTRUSTED[^\n]*>>>\n/, "").replace(/\n<<<END UNTRUSTED[^\n]*>>>$/, ""));
}

/** Routes taken in order, one per call; the last one repeats. */
export function sequence(...routes: Route[]): Route {
  let call = 0;
  return (request) => routes[Math.min(call++, routes.length - 1)]!(request);
}

// ---------- lane replies ----------

export const selectNothing = (): ModelReply =>
  jsonReply({ add_code_review: false, add_adversary: false, add_security: false, add_probe: false, lane_reasons: "" });

export const cleanChunk = (): ModelReply => jsonReply({ summary: "Small, well-tested change.", findings: [] });

export const CONFORMS = [
  "Every criterion is implemented and tested.",
  "- [Met] greet returns a greeting — src/greet.ts:2, test/greet.test.ts",
  "",
  "ADVERSARIAL_REVIEW: CONFORMS",
  "Criteria: met=1 partial=0 unmet=0 diverged=0",
].join("\n");

export const SECURITY_PASS = ["No finding at or above the threshold.", "", "SECURITY_REVIEW: PASS", "Posture: standard — checked the new input path."].join(
  "\n",
);

/** Every lane finds nothing; select_lanes adds nothing. */
export function cleanLanes(): Record<string, Route> {
  return {
    [SELECT_LANES]: selectNothing,
    [REVIEW_CHUNK]: cleanChunk,
    [ADVERSARY]: () => textReply(CONFORMS),
    [SECURITY]: () => textReply(SECURITY_PASS),
  };
}

/**
 * Every lane clean but code review, which finds one 🔴 at src/greet.ts:2 of
 * PLAIN_CHANGE (a null name crashes `name.trim()`), and the verifier reads
 * the line and confirms it: the run blocks on that one finding.
 */
export function oneVerifiedCritical(): Record<string, Route> {
  return {
    ...cleanLanes(),
    [REVIEW_CHUNK]: () =>
      jsonReply({
        summary: "greet trims",
        findings: [
          {
            severity: "🔴 CRITICAL",
            path: "src/greet.ts",
            start_line: 2,
            end_line: 2,
            title: "Crash on null",
            claim: "greet calls name.trim() without checking name, so a null name throws.",
            suggestion: "Guard it.",
          },
        ],
      }),
    [VERIFY_ONE]: verifyByReading("src/greet.ts", 2),
  };
}

/**
 * A verify_one conversation that reads the cited line with fs_read, then
 * answers VERIFIED quoting exactly what the tool showed.
 */
export function verifyByReading(path: string, line: number, id = "F1"): Route {
  return (request) => {
    const results = toolResults(request);
    if (results.length === 0) return toolCallsReply([toolCall("fs_read", { path, offset: line, limit: 1 })]);
    const shown = new RegExp(`^${line}: (.*)$`, "m").exec(results.at(-1)!)?.[1];
    if (shown === undefined) return httpError(418, { message: `fs_read did not show line ${line}: ${results.at(-1)}` });
    return jsonReply({ id, verdict: "VERIFIED", evidence: `${path}:${line}: ${shown}`, note: "" });
  };
}

// ---------- repositories ----------

export const BASE_FILES: Record<string, string> = {
  "src/greet.ts": 'export function greet(name: string): string {\n  return "hello " + name;\n}\n',
  "README.md": "# Fixture\n",
};

/** A base commit and one change commit: review it as HEAD~1..HEAD. */
export function gauntletRepo(change: Record<string, string>, base: Record<string, string> = BASE_FILES): TempRepo {
  const repo = TempRepo.create("gauntlet-e2e-");
  for (const [path, content] of Object.entries(base)) repo.write(path, content);
  repo.commit("base");
  for (const [path, content] of Object.entries(change)) repo.write(path, content);
  repo.commit("change");
  return repo;
}

/** A change with no attack surface and no consumer surface: only the floor's code review. */
export const PLAIN_CHANGE = {
  "src/greet.ts": 'export function greet(name: string): string {\n  const trimmed = name.trim();\n  return "hello " + trimmed;\n}\n',
};

/** Touches auth (path and lines): security is on the floor. */
export const AUTH_CHANGE = {
  "src/auth/session.ts": "export function sessionTtl(): number {\n  return 3600;\n}\n",
};

/** Consumer-facing surface: a route. */
export const ROUTE_CHANGE = {
  "src/routes/users.ts": "export function listUsers(): string[] {\n  return [];\n}\n",
};

// ---------- running the gauntlet ----------

export interface GauntletRunOptions {
  /** The structured request (intake skips parse). */
  request?: Record<string, unknown>;
  /** Free text (intake hands it to parse). */
  prompt?: string;
  facts?: Partial<RunFacts>;
  /** The run's wall clock; the facts get it too (run_timeout_seconds), as the CLI and the action pass it. */
  timeoutSeconds?: number;
  budget?: BudgetLimits;
  graphsDir?: string;
  /**
   * Fault injection for paths no model reply can reach (a script node that
   * hangs or crashes): `{"review-gauntlet/signals": definition}`.
   */
  scriptOverrides?: Record<string, ScriptDefinition>;
}

/** The shipped registry with a few scripts swapped out. */
class OverriddenScripts extends ScriptRegistry {
  constructor(
    private readonly base: ScriptRegistry,
    private readonly overrides: Record<string, ScriptDefinition>,
  ) {
    super();
  }

  override get(graph: string, name: string): ScriptDefinition | undefined {
    return this.overrides[`${graph}/${name}`] ?? this.base.get(graph, name);
  }

  override stateSchema(graph: string) {
    return this.base.stateSchema(graph);
  }
}

/** A script that never finishes on its own: only its node's timeout ends it. */
export function hangingScript(like: ScriptDefinition): ScriptDefinition {
  return {
    ...like,
    run: ({ signal }) => new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason as Error), { once: true })),
  };
}

/** A script that throws, as a bug would. */
export function crashingScript(like: ScriptDefinition, message = "injected crash"): ScriptDefinition {
  return {
    ...like,
    run: () => {
      throw new Error(message);
    },
  };
}

export interface GauntletRun extends RunResult {
  runtime: ReviewRuntime;
  gauntlet: GauntletResult;
  firstLine: string;
  /** The GAUNTLET_REVIEW_INCOMPLETE line, if any. */
  incompleteLine: string | undefined;
}

export interface GauntletHarness {
  server: ModelServer;
  /** Answers by node; an unscripted node gets a 418 that names it. */
  script(routes: Record<string, Route>): void;
  run(workspace: string, options?: GauntletRunOptions): Promise<GauntletRun>;
  /**
   * Requests one node sent in this harness's runs since `forgetRuns`, in arrival order. A call an earlier test
   * abandoned (a branch cut off by a budget or a timeout) may still reach the server later: it is not counted.
   */
  requestsFor(node: string): RecordedRequest[];
  /** Starts counting afresh: the runs so far no longer count in `requestsFor`. */
  forgetRuns(): void;
  close(): Promise<void>;
}

const validated = new Map<string, LoadedGraph>();

/**
 * Loading and validating the gauntlet with its children costs ~150 ms; a
 * loaded graph is immutable, so the runs of a test file share one. (Script
 * overrides keep their node's writes and routes, so validation holds for them.)
 */
function validatedGauntlet(graphsDir: string, scripts: ScriptRegistry): LoadedGraph {
  let graph = validated.get(graphsDir);
  if (!graph) {
    graph = loadAndValidate(join(graphsDir, "review-gauntlet.yaml"), {
      scripts,
      library: new DirectoryGraphLibrary(graphsDir),
      knownTools: REPOSITORY_TOOL_NAMES,
    });
    validated.set(graphsDir, graph);
  }
  return graph;
}

export async function startGauntletHarness(): Promise<GauntletHarness> {
  const server = await startModelServer();
  const endpoint = { baseURL: server.baseURL, defaultModel: "test-model", apiKey: TEST_API_KEY };
  /** The X-Gauntlet-Run ids of the runs that count. */
  const runIds = new Set<string>();
  return {
    server,
    script: (routes) =>
      server.setHandler((request) => {
        const route = routes[nodeOf(request)];
        return route ? route(request) : httpError(418, { message: `unscripted node ${nodeOf(request)}` });
      }),
    run: async (workspace, options = {}) => {
      const graphsDir = options.graphsDir ?? GRAPHS_DIR;
      const runtime = createReviewRuntime({
        workspaceRoot: workspace,
        graphsDir,
        endpoint,
        facts: {
          diff_spec: "HEAD~1..HEAD",
          ...(options.timeoutSeconds !== undefined ? { run_timeout_seconds: options.timeoutSeconds } : {}),
          ...options.facts,
        },
        ...(options.budget ? { budget: options.budget } : {}),
      });
      runIds.add(runtime.context.runId);
      const scripts = options.scriptOverrides ? new OverriddenScripts(runtime.scripts, options.scriptOverrides) : runtime.scripts;
      const graph = validatedGauntlet(graphsDir, runtime.scripts);
      const result = await runGraph(graph, {
        context: runtime.context,
        scripts,
        ...(options.prompt !== undefined ? { prompt: options.prompt } : {}),
        ...(options.request ? { inputs: { request: options.request } } : {}),
        ...(options.timeoutSeconds !== undefined ? { timeoutSeconds: options.timeoutSeconds } : {}),
      });
      const lines = result.output.split("\n");
      // Every run's result must match the committed schema; a test that forgets to look still fails.
      const errors = resultSchemaErrors(result.result);
      if (errors)
        throw new Error(`the gauntlet result violates schemas/gauntlet-review.schema.json:\n${errors.join("\n")}\n${JSON.stringify(result.result, null, 2)}`);
      return {
        ...result,
        runtime,
        gauntlet: result.result as GauntletResult,
        firstLine: lines[0] ?? "",
        incompleteLine: lines.find((l) => l.startsWith("GAUNTLET_REVIEW_INCOMPLETE:")),
      };
    },
    requestsFor: (node) => server.requests.filter((r) => nodeOf(r) === node && runIds.has(String(r.headers["x-gauntlet-run"]))),
    forgetRuns: () => runIds.clear(),
    close: () => server.close(),
  };
}

/** The lane summary of a result, by name. */
export function lane(result: GauntletResult, name: string): GauntletResult["lanes"][number] {
  const found = result.lanes.find((l) => l.name === name);
  if (!found) throw new Error(`no lane ${name} in ${JSON.stringify(result.lanes.map((l) => l.name))}`);
  return found;
}

// ---------- script nodes alone ----------

export interface ScriptRun {
  runtime: ReviewRuntime;
  /** Runs one script node of the gauntlet against `state`. */
  run(definition: ScriptDefinition, state: Record<string, unknown>, node?: string): Promise<ScriptOutput>;
}

/**
 * A real review runtime (sandbox, meter, trace) around a temp folder, with
 * facts and a clock of the test's choosing, to call script nodes directly.
 */
export function scriptRunner(options: { workspace: string; facts?: Partial<RunFacts>; now?: () => number }): ScriptRun {
  const clock: Clock = { now: options.now ?? (() => Date.now()), sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };
  const runtime = createReviewRuntime({ workspaceRoot: options.workspace, graphsDir: GRAPHS_DIR, facts: options.facts ?? {}, clock });
  return {
    runtime,
    run: async (definition, state, node = "script") =>
      definition.run({ state, context: runtime.context, graph: "review-gauntlet", node, signal: new AbortController().signal }),
  };
}

let declaredState: Record<string, unknown> | undefined;

/** The gauntlet's initial_state, as the graph declares it (a fresh copy each call). */
export function initialGauntletState(): Record<string, unknown> {
  declaredState ??= loadGraphFile(join(GRAPHS_DIR, "review-gauntlet.yaml")).spec.initial_state ?? {};
  return structuredClone(declaredState);
}

/**
 * One harness per test file, started before and closed after its tests, with
 * the model reset between tests. `h` forwards to the harness once it runs, so
 * suites can hold it at module level.
 */
export function useGauntletSuite(): { h: GauntletHarness; repo: (change: Record<string, string>) => TempRepo } {
  let harness: GauntletHarness | undefined;
  const repos = new Map<string, TempRepo>();
  beforeAll(async () => {
    harness = await startGauntletHarness();
  });
  afterEach(() => {
    harness!.forgetRuns();
    harness!.server.requests.length = 0;
    harness!.server.setHandler(undefined);
  });
  afterAll(async () => {
    await harness?.close();
    for (const r of repos.values()) r.cleanup();
  });
  const h = new Proxy({} as GauntletHarness, {
    get: (_target, property) => {
      if (!harness) throw new Error("the gauntlet harness is used before beforeAll started it");
      const value = Reflect.get(harness, property) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(harness) : value;
    },
  });
  /** Runs only read their repository, so one per distinct change is enough. */
  const repo = (change: Record<string, string>) => {
    const key = JSON.stringify(change);
    if (!repos.has(key)) repos.set(key, gauntletRepo(change));
    return repos.get(key)!;
  };
  return { h, repo };
}

/** A run that ended at `done` with a blocking verdict, as text and as the result. */
export function expectBlocked(run: GauntletRun): void {
  expect(run.trace.some((e) => e.type === "node_finish" && e.node === "done" && e.depth === 0)).toBe(true);
  expect(run.firstLine).toBe("GAUNTLET: BLOCKED");
  expect(run.gauntlet.verdict).toBe("BLOCKED");
  expect(run.gauntlet.reasons.length).toBeGreaterThan(0);
}
