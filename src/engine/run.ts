/** Public entry: run a loaded graph with a RunContext. */
import { runSignal } from "./abort.js";
import type { RunContext } from "./context.js";
import { GauntletError, RunAbortedError } from "./errors.js";
import { GraphRun, type SharedRun } from "./executor.js";
import { seedState } from "./runStart.js";
import type { LoadedGraph } from "./load.js";
import { DEFAULTS } from "./schema.js";
import type { ScriptRegistry } from "./scripts.js";
import type { State } from "./state.js";
import type { TraceEvent } from "./trace.js";

export interface RunGraphOptions<Services extends object = object> {
  context: RunContext<Services>;
  scripts: ScriptRegistry<Services>;
  /** The caller's request, seeded last as `initial_prompt`. */
  prompt?: string;
  /** Overrides for declared variables. */
  variables?: Record<string, unknown>;
  /** Structured inputs, seeded after variables (as an agent node's `inputs` are). */
  inputs?: Record<string, unknown>;
  /**
   * Whole-run wall clock in seconds; overrides settings.timeout. Node and child
   * timeouts scale in proportion, so the graph's ratios hold at any budget.
   */
  timeoutSeconds?: number;
}

export interface RunResult {
  output: string;
  /** The end node's structured `result`, or null. */
  result: unknown;
  state: State;
  trace: TraceEvent[];
}

/** Variable overrides must name declared variables: a typo would otherwise be silently ignored. */
function checkVariables(graph: LoadedGraph, variables: Record<string, unknown> | undefined): void {
  const declared = new Set((graph.spec.variables ?? []).map((v) => v.name));
  const unknown = Object.keys(variables ?? {}).filter((k) => !declared.has(k));
  if (unknown.length > 0) {
    throw new GauntletError(
      "UNKNOWN_VARIABLE",
      "user",
      `${graph.file}: unknown variable ${unknown.map((k) => `"${k}"`).join(", ")}; declared: ${[...declared].join(", ") || "none"}`,
    );
  }
}

/** How much longer (or shorter) than the graph's settings.timeout this run may take. */
function timeScale(graph: LoadedGraph, timeoutSeconds: number | undefined): number {
  const declared = graph.spec.settings?.timeout;
  return declared !== undefined && timeoutSeconds !== undefined ? timeoutSeconds / declared : 1;
}

/**
 * Runs the graph to its end node. Throws NodeFailedError (a node failed with no
 * fallback), RunAbortedError (timeout or cancellation) or RunError (a structural
 * rule broke); each carries the state computed so far.
 */
export async function runGraph<Services extends object>(graph: LoadedGraph, options: RunGraphOptions<Services>): Promise<RunResult> {
  checkVariables(graph, options.variables);
  const context = fixedContext(options.context);
  const shared: SharedRun<Services> = {
    context,
    scripts: options.scripts,
    limits: {
      maxAgentDepth: graph.spec.max_agent_depth ?? DEFAULTS.maxAgentDepth,
      maxConcurrentAgents: graph.spec.max_concurrent_agents ?? DEFAULTS.maxConcurrentAgents,
    },
    agentLimiters: new Map(),
    graphs: new Map([[graph.name, graph]]),
    events: [],
    rootScale: timeScale(graph, options.timeoutSeconds),
  };
  const timeoutSeconds = options.timeoutSeconds ?? graph.spec.settings?.timeout;
  const linked = runSignal(context.signal, timeoutSeconds, (s) => new RunAbortedError("timeout", `the run exceeded its ${s}s timeout`));
  try {
    const run = new GraphRun(graph, shared, 0, linked.signal, shared.rootScale);
    const result = await run.run(seedState(graph, options));
    return { ...result, trace: shared.events };
  } finally {
    linked.dispose();
  }
}

/**
 * Every node and child graph sees this one context. The types say readonly;
 * freezing a copy makes it so at run time, so a script (or anything a model
 * steers) cannot move the workspace root or the diff for the nodes after it.
 * Copies, so the caller's own objects stay as they were; services are shared
 * objects (git, sandbox) and are only protected from being swapped out.
 */
function fixedContext<Services extends object>(context: RunContext<Services>): RunContext<Services> {
  return Object.freeze({
    ...context,
    facts: Object.freeze({ ...context.facts }),
    services: Object.freeze({ ...context.services }),
  });
}
