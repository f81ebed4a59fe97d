/** What a node executor receives and returns. */
import type { RunContext } from "../context.js";
import type { LoadedGraph } from "../load.js";
import type { ScriptRegistry } from "../scripts.js";
import type { State } from "../state.js";
import type { Scope } from "../template.js";
import type { TraceEventInput } from "../trace.js";

export interface ChildRunRequest {
  graphName: string;
  prompt: string;
  inputs: State;
  signal: AbortSignal;
  /** The agent node's own (scaled) timeout, so the child's clock can bind first. */
  timeoutSeconds?: number;
}

export interface ChildRunResult {
  output: string;
  result: unknown;
}

export interface NodeCall<Services extends object = object> {
  graph: LoadedGraph;
  context: RunContext<Services>;
  scripts: ScriptRegistry<Services>;
  depth: number;
  /** Multiplies every node timeout in this graph run: the run's effective timeout over the graph's settings.timeout. */
  timeScale: number;
  /** The step's snapshot; executors return writes and never mutate it. */
  state: Readonly<State>;
  /** This attempt's signal: node timeout, run timeout and cancellation. */
  signal: AbortSignal;
  /** Map item index when running inside a branch. */
  item?: number;
  scope(): Scope;
  emit(event: TraceEventInput): void;
  /** Runs a branch chain from `start` in branch-local state; resolves to the branch's final state and the keys it wrote. */
  runBranch(start: string, state: State, item: number, signal: AbortSignal): Promise<{ state: State; written: ReadonlySet<string> }>;
  runChild(request: ChildRunRequest): Promise<ChildRunResult>;
}

/** A node's successful attempt. */
export interface NodeSuccess {
  /** State writes before state_updates: validated object keys, script updates, a map's collection. */
  writes: State;
  /** The `{{output}}` binding for state_updates. */
  output: unknown;
  /** The `{{result}}` binding (agent nodes: the child's structured result). */
  result?: unknown;
  /** A script's `_next`, overriding the node's `next`. */
  route?: string[];
}
