/**
 * Runs one graph: super-steps over a set of active tokens. Nodes in one step
 * run concurrently on the same snapshot; their writes merge per key at the end
 * of the step. A list `next` opens a fan-out group whose branches park at
 * their join until every sibling has arrived or ended; the join then runs once.
 */
import pLimit, { type LimitFunction } from "p-limit";
import { NodeTimeout, raceAbort, withTimeout } from "./abort.js";
import { runNodeOnce, type NodeCallBase, type NodeOutcome } from "./attempts.js";
import type { RunContext, RunLimits } from "./context.js";
import { NodeFailedError, NodeFault, RunAbortedError, RunError, isGauntletError } from "./errors.js";
import { joinCandidates } from "./flow.js";
import { loadGraphFile, type LoadedGraph } from "./load.js";
import { BranchFailedError } from "./nodes/map.js";
import type { ChildRunRequest, ChildRunResult } from "./nodes/types.js";
import { DEFAULTS } from "./schema.js";
import type { ScriptRegistry } from "./scripts.js";
import { childClock, childFault, seedState } from "./runStart.js";
import { mergeStep, type State } from "./state.js";
import type { TraceEvent, TraceEventInput } from "./trace.js";

/** Run-wide resources shared by the root graph and every child. */
export interface SharedRun<Services extends object = object> {
  context: RunContext<Services>;
  scripts: ScriptRegistry<Services>;
  limits: RunLimits;
  /** One limiter per depth, so a parent holding a slot can never starve its own children. */
  agentLimiters: Map<number, LimitFunction>;
  graphs: Map<string, LoadedGraph>;
  events: TraceEvent[];
  /** The run's effective timeout over the root graph's settings.timeout (1 when not overridden). */
  rootScale: number;
}

interface Group {
  candidates: ReadonlySet<string>;
  /** Branch tokens not yet ended (a nested group counts as one). */
  live: number;
  parked: Token[];
  outer: Group[];
}

interface Token {
  node: string;
  groups: Group[];
}

export interface FlowResult {
  state: State;
  written: Set<string>;
  end?: { output: string; result: unknown };
}

export class GraphRun<Services extends object = object> {
  private readonly joinCache = new Map<string, ReadonlySet<string>>();

  constructor(
    readonly graph: LoadedGraph,
    readonly shared: SharedRun<Services>,
    readonly depth: number,
    /** This graph run's signal: cancellation, parent attempt and this run's own timeout. */
    readonly signal: AbortSignal,
    /** Node timeouts in this run are the YAML's seconds times this. */
    readonly timeScale = 1,
  ) {}

  emit(event: TraceEventInput): void {
    const full = { ...event, ts: this.shared.context.clock.now(), runId: this.shared.context.runId, graph: this.graph.name, depth: this.depth } as TraceEvent;
    this.shared.events.push(full);
    this.shared.context.trace.emit(full);
  }

  /** Runs from `start` until an end node, or until no token is left (a map branch). */
  async flow(start: string, initial: State, item?: number, signal: AbortSignal = this.signal): Promise<FlowResult> {
    const { spec } = this.graph;
    const cap = spec.settings?.max_loop_iterations ?? DEFAULTS.maxLoopIterations;
    const reducers = spec.reducers ?? {};
    const visits = new Map<string, number>();
    const written = new Set<string>();
    let state = initial;
    let active: Token[] = [{ node: start, groups: [] }];

    while (active.length > 0) {
      if (signal.aborted) throw this.abortError(state, signal);
      for (const token of active) {
        const count = (visits.get(token.node) ?? 0) + 1;
        visits.set(token.node, count);
        if (count > cap) {
          throw new RunError("LOOP_LIMIT", `${this.graph.name}/${token.node} was reached ${count} times, over max_loop_iterations ${cap}`, state);
        }
      }
      const snapshot = state;
      const outcomes = await this.step(active, snapshot, item, signal);
      for (const outcome of outcomes) {
        if (outcome.kind !== "failed") continue;
        if (item !== undefined) {
          throw new BranchFailedError({ failed: true, node: outcome.node, kind: outcome.failure.kind, message: outcome.failure.message });
        }
        throw new NodeFailedError(this.graph.name, outcome.failure, state);
      }
      state = mergeStep(
        state,
        outcomes.map((o) => ({ node: o.node, updates: o.writes })),
        reducers,
      );
      for (const outcome of outcomes) for (const key of Object.keys(outcome.writes)) written.add(key);
      if (spec.settings?.log_state_snapshots) this.emit({ type: "state", node: outcomes.map((o) => o.node).join(","), state });
      const end = outcomes.find((o) => o.kind === "end");
      if (end?.kind === "end") return { state, written, end: { output: end.output, result: end.result } };
      active = this.advance(active, outcomes, item);
    }
    return { state, written };
  }

  private async step(active: Token[], snapshot: State, item: number | undefined, signal: AbortSignal): Promise<NodeOutcome[]> {
    const run = (token: Token) => this.runNode(token.node, snapshot, item, signal);
    if (active.length === 1) return [await run(active[0]!)];
    const limit = pLimit(this.graph.spec.settings?.max_concurrency ?? DEFAULTS.maxConcurrency);
    return Promise.all(active.map((token) => limit(() => run(token))));
  }

  private async runNode(id: string, snapshot: State, item: number | undefined, signal: AbortSignal): Promise<NodeOutcome> {
    const node = this.graph.spec.nodes[id]!;
    const started = this.shared.context.clock.now();
    const itemField = item === undefined ? {} : { item };
    this.emit({ type: "node_start", node: id, ...itemField });
    const base: NodeCallBase<Services> = {
      graph: this.graph,
      context: this.shared.context,
      scripts: this.shared.scripts,
      depth: this.depth,
      timeScale: this.timeScale,
      state: snapshot,
      ...itemField,
      scope: () => ({ state: snapshot, run: this.shared.context.facts }),
      emit: (event) => this.emit(event),
      runBranch: (start, state, index, branchSignal) => this.flow(start, state, index, branchSignal),
      runChild: (request) => this.runChild(request),
    };
    let outcome: NodeOutcome;
    try {
      outcome = await runNodeOnce(node, base, signal);
    } catch (error) {
      if (signal.aborted) throw this.abortError(snapshot, signal);
      throw error;
    }
    const status = outcome.kind === "failed" || outcome.kind === "fallback" ? "failed" : "ok";
    this.emit({ type: "node_finish", node: id, ...itemField, status, durationMs: this.shared.context.clock.now() - started });
    const via = outcome.kind === "ok" ? outcome.via : outcome.kind === "fallback" ? "fallback" : "end";
    if (outcome.next.length > 0 || outcome.kind === "end") this.emit({ type: "route", node: id, ...itemField, to: outcome.next, via });
    return outcome;
  }

  private advance(active: Token[], outcomes: NodeOutcome[], _item: number | undefined): Token[] {
    const next: Token[] = [];
    active.forEach((token, index) => {
      const targets = outcomes[index]!.next;
      if (targets.length === 0) return this.end(token.groups, next);
      if (targets.length === 1) return this.move({ node: targets[0]!, groups: token.groups }, next);
      const group: Group = { candidates: this.joins(targets), live: targets.length, parked: [], outer: token.groups };
      for (const target of targets) next.push({ node: target, groups: [...token.groups, group] });
    });
    return next;
  }

  private move(token: Token, next: Token[]): void {
    const group = token.groups.at(-1);
    if (group && group.candidates.has(token.node)) {
      group.parked.push(token);
      this.release(group, next);
    } else {
      next.push(token);
    }
  }

  private end(groups: Group[], next: Token[]): void {
    const group = groups.at(-1);
    if (!group) return;
    group.live--;
    this.release(group, next);
  }

  /** When every live branch of a group is parked, each join node runs once; when all ended, the group ends. */
  private release(group: Group, next: Token[]): void {
    if (group.live === 0 && group.parked.length === 0) return this.end(group.outer, next);
    if (group.parked.length < group.live) return;
    const joins = [...new Set(group.parked.map((t) => t.node))];
    group.parked = [];
    group.live = 0;
    const outer = group.outer.at(-1);
    if (outer) outer.live += joins.length - 1;
    for (const node of joins) this.move({ node, groups: group.outer }, next);
  }

  private joins(targets: string[]): ReadonlySet<string> {
    const key = targets.join("\u0000");
    let set = this.joinCache.get(key);
    if (!set) {
      set = joinCandidates(this.graph, targets, this.shared.scripts);
      this.joinCache.set(key, set);
    }
    return set;
  }

  private async runChild(request: ChildRunRequest): Promise<ChildRunResult> {
    const depth = this.depth + 1;
    if (depth > this.shared.limits.maxAgentDepth) {
      throw new NodeFault("crash", `agent "${request.graphName}" would run at depth ${depth}, over max_agent_depth ${this.shared.limits.maxAgentDepth}`, false);
    }
    const child = this.loadChild(request.graphName);
    let limiter = this.shared.agentLimiters.get(depth);
    if (!limiter) {
      limiter = pLimit(this.shared.limits.maxConcurrentAgents);
      this.shared.agentLimiters.set(depth, limiter);
    }
    return limiter(async () => {
      if (request.signal.aborted) throw request.signal.reason;
      const seconds = childClock(child.spec.settings?.timeout, this.shared.rootScale, request.timeoutSeconds);
      const linked = withTimeout(
        request.signal,
        seconds,
        (s) => new RunAbortedError("timeout", `${child.name} exceeded its ${Number(s.toFixed(2))}s run timeout`),
      );
      const childRun = new GraphRun(child, this.shared, depth, linked.signal);
      try {
        const state = seedState(child, { prompt: request.prompt, inputs: request.inputs });
        const result = await raceAbort(childRun.run(state), linked.signal);
        return { output: result.output, result: result.result };
      } catch (error) {
        if (request.signal.aborted) throw error;
        throw childFault(request.graphName, error);
      } finally {
        linked.dispose();
      }
    });
  }

  private loadChild(name: string): LoadedGraph {
    let graph = this.shared.graphs.get(name);
    if (!graph) {
      const file = this.shared.context.library.resolve(name);
      if (!file) throw new NodeFault("crash", `no shipped graph named "${name}"`, false);
      graph = loadGraphFile(file);
      this.shared.graphs.set(name, graph);
    }
    return graph;
  }

  /** Runs this graph from its start to its end node. */
  async run(initial: State): Promise<{ output: string; result: unknown; state: State }> {
    const started = this.shared.context.clock.now();
    this.emit({ type: "run_start" });
    try {
      const { state, end } = await this.flow(this.graph.spec.start, initial);
      if (!end) throw new RunError("NO_END", `${this.graph.name} stopped without reaching an end node`, state);
      this.emit({ type: "run_finish", status: "ok", durationMs: this.shared.context.clock.now() - started });
      return { output: end.output, result: end.result, state };
    } catch (error) {
      const status = error instanceof RunAbortedError ? "aborted" : "failed";
      this.emit({
        type: "run_finish",
        status,
        durationMs: this.shared.context.clock.now() - started,
        message: isGauntletError(error) ? error.message : String(error),
      });
      throw error;
    }
  }

  /** The error for an aborted flow: the run's own abort with its partial state, or a map node's timeout reason as is. */
  private abortError(state: State, signal: AbortSignal): unknown {
    const reason: unknown = signal.reason;
    if (reason instanceof RunAbortedError) return new RunAbortedError(reason.reason, reason.message, state);
    if (!this.signal.aborted) return reason;
    // A child graph stopped by its agent node's timeout: say so, not "cancelled", in the child's run_finish.
    if (reason instanceof NodeTimeout)
      return new RunAbortedError("timeout", `${this.graph.name} was stopped by its agent node's ${reason.seconds}s timeout`, state);
    return new RunAbortedError("cancelled", "the run was cancelled", state);
  }
}
