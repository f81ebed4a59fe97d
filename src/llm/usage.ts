/**
 * Token accounting and the run budget. The meter totals usage per node, per
 * graph and for the run (one meter per run), and traces every call. The
 * budget stops spending: once exceeded it aborts every call in flight and
 * refuses every later one, so the affected nodes fail and their fallbacks run.
 */
import type { RunContext, Usage } from "../engine/context.js";
import { NodeFault } from "../engine/errors.js";

export function emptyUsage(): Usage {
  return { promptTokens: 0, completionTokens: 0, calls: 0 };
}

/** Sums two usages. Cost and cached tokens stay undefined only while neither side has them. */
export function addUsage(total: Usage, call: Usage): Usage {
  const sum: Usage = {
    promptTokens: total.promptTokens + call.promptTokens,
    completionTokens: total.completionTokens + call.completionTokens,
    calls: total.calls + call.calls,
  };
  if (total.cachedPromptTokens !== undefined || call.cachedPromptTokens !== undefined) {
    sum.cachedPromptTokens = (total.cachedPromptTokens ?? 0) + (call.cachedPromptTokens ?? 0);
  }
  if (total.costUsd !== undefined || call.costUsd !== undefined) sum.costUsd = (total.costUsd ?? 0) + (call.costUsd ?? 0);
  return sum;
}

export interface CallRecord {
  runId: string;
  graph: string;
  node: string;
  model: string;
  /** Usage of this one call (calls = 1). */
  usage: Usage;
}

export class UsageMeter {
  private run = emptyUsage();
  private readonly graphs = new Map<string, Usage>();
  private readonly nodes = new Map<string, Usage>();
  private readonly models = new Map<string, Usage>();

  /** Adds one call to the totals and traces it. */
  record(call: CallRecord, context: Pick<RunContext, "trace" | "clock">): void {
    this.run = addUsage(this.run, call.usage);
    accumulate(this.graphs, call.graph, call.usage);
    accumulate(this.nodes, `${call.graph}/${call.node}`, call.usage);
    accumulate(this.models, call.model, call.usage);
    context.trace.emit({
      type: "usage",
      ts: context.clock.now(),
      runId: call.runId,
      graph: call.graph,
      // LlmRequest does not carry the child depth; 0 marks "not known here".
      depth: 0,
      node: call.node,
      promptTokens: call.usage.promptTokens,
      completionTokens: call.usage.completionTokens,
      calls: call.usage.calls,
      ...(call.usage.cachedPromptTokens !== undefined ? { cachedPromptTokens: call.usage.cachedPromptTokens } : {}),
      ...(call.usage.costUsd !== undefined ? { costUsd: call.usage.costUsd } : {}),
    });
  }

  runTotal(): Usage {
    return { ...this.run };
  }

  graphTotal(graph: string): Usage {
    return { ...(this.graphs.get(graph) ?? emptyUsage()) };
  }

  nodeTotal(graph: string, node: string): Usage {
    return { ...(this.nodes.get(`${graph}/${node}`) ?? emptyUsage()) };
  }

  /** Totals keyed by graph, by `graph/node` and by model, for reports. */
  breakdown(): { run: Usage; graphs: Record<string, Usage>; nodes: Record<string, Usage>; models: Record<string, Usage> } {
    return {
      run: this.runTotal(),
      graphs: Object.fromEntries(this.graphs),
      nodes: Object.fromEntries(this.nodes),
      models: Object.fromEntries(this.models),
    };
  }
}

function accumulate(map: Map<string, Usage>, key: string, usage: Usage): void {
  map.set(key, addUsage(map.get(key) ?? emptyUsage(), usage));
}

export interface BudgetLimits {
  maxTokens?: number;
  maxCostUsd?: number;
}

export class Budget {
  private readonly controller = new AbortController();
  private spentTokens = 0;
  private spentCostUsd = 0;
  private fault: NodeFault | undefined;

  constructor(readonly limits: BudgetLimits) {}

  /** Aborts when the budget is exceeded; link every call's signal to it. */
  get budgetSignal(): AbortSignal {
    return this.controller.signal;
  }

  get exceeded(): boolean {
    return this.fault !== undefined;
  }

  /** True when a cost limit is set, so every model used needs a price. */
  get needsPrices(): boolean {
    return this.limits.maxCostUsd !== undefined;
  }

  spent(): { tokens: number; costUsd: number } {
    return { tokens: this.spentTokens, costUsd: this.spentCostUsd };
  }

  /** Adds a call's usage; crossing a limit aborts every call linked to budgetSignal. */
  charge(usage: Usage): void {
    this.spentTokens += usage.promptTokens + usage.completionTokens;
    this.spentCostUsd += usage.costUsd ?? 0;
    if (this.fault !== undefined) return;
    const { maxTokens, maxCostUsd } = this.limits;
    let reason: string | undefined;
    if (maxTokens !== undefined && this.spentTokens > maxTokens) {
      reason = `${this.spentTokens} tokens spent, limit ${maxTokens}`;
    } else if (maxCostUsd !== undefined && this.spentCostUsd > maxCostUsd) {
      reason = `$${this.spentCostUsd.toFixed(4)} spent, limit $${maxCostUsd}`;
    }
    if (reason === undefined) return;
    this.fault = new NodeFault("budget", `run budget exceeded (${reason}); raise the budget or narrow the review`, false);
    this.controller.abort(this.fault);
  }

  /** Throws the budget fault once the budget is exceeded. */
  assertAvailable(): void {
    if (this.fault !== undefined) throw this.fault;
  }

  /** The fault every call fails with after the budget ran out. */
  exceededFault(): NodeFault | undefined {
    return this.fault;
  }
}
