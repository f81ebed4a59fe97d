/**
 * One node, once: attempts, timeout, state_updates, and the fallback path.
 * A node re-attempts only after a retryable fault; a run-level abort is
 * rethrown untouched so the run, not the node, reports it.
 */
import { withTimeout, raceAbort, NodeTimeout } from "./abort.js";
import { NodeFault, isNodeFault, isGauntletError, messageOf, type FailureRecord } from "./errors.js";
import { runAgentNode } from "./nodes/agent.js";
import { runLlmNode } from "./nodes/llm.js";
import { runMapNode } from "./nodes/map.js";
import { runScriptNode } from "./nodes/script.js";
import { pipelineFaultText } from "./pipelineFault.js";
import type { NodeCall, NodeSuccess } from "./nodes/types.js";
import { DEFAULTS, nextTargets, type FaultableNode, type GraphNode } from "./schema.js";
import type { State } from "./state.js";
import { renderText, renderValue, type Scope } from "./template.js";

export type NodeOutcome =
  | { kind: "ok"; node: string; writes: State; next: string[]; via: "next" | "script" }
  | { kind: "fallback"; node: string; writes: State; next: string[]; failure: FailureRecord }
  | { kind: "failed"; node: string; writes: State; next: string[]; failure: FailureRecord }
  | { kind: "end"; node: string; writes: State; next: string[]; output: string; result: unknown };

/** The call without its per-attempt signal; the attempt loop supplies that. */
export type NodeCallBase<Services extends object = object> = Omit<NodeCall<Services>, "signal">;

function execute<Services extends object>(node: FaultableNode, call: NodeCall<Services>): Promise<NodeSuccess> {
  switch (node.type) {
    case "llm":
      return runLlmNode(node, call);
    case "script":
      return runScriptNode(node, call);
    case "map":
      return runMapNode(node, call);
    case "agent":
      return runAgentNode(node, call);
  }
}

function toFault(error: unknown, signal: AbortSignal): NodeFault {
  if (signal.aborted && signal.reason instanceof NodeTimeout) {
    return new NodeFault("timeout", `timed out after ${signal.reason.seconds}s`, true);
  }
  if (isNodeFault(error)) return error;
  // Template errors and other typed errors are graph or engine bugs: deterministic, so not retried.
  if (isGauntletError(error)) return new NodeFault("crash", error.message, false);
  return new NodeFault("crash", messageOf(error), false);
}

/** A node's timeout in this run: the graph's seconds times the run's scale (see RunGraphOptions.timeoutSeconds). */
export function scaledTimeout(seconds: number | undefined, scale: number): number | undefined {
  return seconds === undefined ? undefined : seconds * scale;
}

export function faultText(graph: string, failure: FailureRecord): string {
  return pipelineFaultText({ graph, node: failure.node, kind: failure.kind, message: failure.message });
}

export async function runNodeOnce<Services extends object>(node: GraphNode, base: NodeCallBase<Services>, runSignal: AbortSignal): Promise<NodeOutcome> {
  const id = node.id;
  const scope: Scope = base.scope();
  if (node.type === "end") {
    const options = { strict: true, dataNonce: base.context.dataNonce };
    const output = renderText(node.output, scope, { ...options, field: `${id}.output` });
    const result = node.result === undefined ? null : renderValue(node.result, scope, { ...options, field: `${id}.result` });
    return { kind: "end", node: id, writes: {}, next: [], output, result };
  }

  const maxAttempts = node.type === "map" ? 1 : (node.max_attempts ?? DEFAULTS.maxAttempts);
  let fault: NodeFault | undefined;
  let attempt = 0;
  while (attempt < maxAttempts) {
    attempt++;
    const linked = withTimeout(runSignal, scaledTimeout(node.timeout, base.timeScale));
    try {
      const success = await raceAbort(execute(node, { ...base, signal: linked.signal }), linked.signal);
      base.emit({ type: "attempt", node: id, ...itemField(base), attempt, status: "ok" });
      const bindings = { output: success.output, ...(success.result !== undefined ? { result: success.result } : {}) };
      const writes = { ...success.writes, ...renderUpdates(node, base, { ...success.writes }, bindings) };
      return success.route
        ? { kind: "ok", node: id, writes, next: success.route, via: "script" }
        : { kind: "ok", node: id, writes, next: nextTargets(node), via: "next" };
    } catch (error) {
      if (runSignal.aborted) throw runSignal.reason;
      fault = toFault(error, linked.signal);
      base.emit({ type: "attempt", node: id, ...itemField(base), attempt, status: "failed", kind: fault.kind, message: fault.message });
      if (!fault.retryable) break;
    } finally {
      linked.dispose();
    }
  }

  const failure: FailureRecord = { node: id, kind: fault!.kind, attempts: attempt, message: fault!.message, retryable: fault!.retryable };
  if (!node.fallback) return { kind: "failed", node: id, writes: {}, next: [], failure };
  base.emit({ type: "fallback", node: id, ...itemField(base), failure });
  const writes = renderUpdates(node, base, {}, { output: faultText(base.graph.name, failure), failure });
  return { kind: "fallback", node: id, writes, next: [node.fallback], failure };
}

/** state_updates are lenient: a missing key renders as "". They see the node's own writes. */
function renderUpdates(node: FaultableNode, base: NodeCallBase, writes: State, bindings: Record<string, unknown>): State {
  if (!node.state_updates) return {};
  const scope = base.scope();
  const rendered = renderValue(
    node.state_updates,
    { ...scope, bindings, state: { ...scope.state, ...writes } },
    {
      strict: false,
      field: `${node.id}.state_updates`,
      dataNonce: base.context.dataNonce,
    },
  );
  return rendered as State;
}

function itemField(base: NodeCallBase): { item?: number } {
  return base.item === undefined ? {} : { item: base.item };
}
