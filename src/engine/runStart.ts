/**
 * The pure pieces of starting a graph run: its seeded state, a child graph's
 * wall clock, and a child's failure as its agent node's fault.
 */
import { NodeFailedError, NodeFault, RunAbortedError, isGauntletError } from "./errors.js";
import type { LoadedGraph } from "./load.js";
import type { State } from "./state.js";

/** initial_state, then variable defaults and overrides, then inputs, then the prompt. */
export function seedState(graph: LoadedGraph, options: { prompt?: string; variables?: Record<string, unknown>; inputs?: Record<string, unknown> }): State {
  const variables = Object.fromEntries((graph.spec.variables ?? []).map((v) => [v.name, v.default ?? ""]));
  return {
    ...structuredClone(graph.spec.initial_state ?? {}),
    ...variables,
    ...options.variables,
    ...options.inputs,
    initial_prompt: options.prompt ?? "",
  };
}

/**
 * A child's wall clock: its own settings.timeout, scaled like the root's, and
 * never past 95% of the agent node's timeout, so the child's clock (which
 * reports which node was running) binds first. Only the root's node timeouts
 * scale — they are the lanes' proportional shares of the run; a child's node
 * timeouts stay per-call caps under the child's clock.
 */
export function childClock(declared: number | undefined, rootScale: number, nodeTimeout: number | undefined): number | undefined {
  const own = declared === undefined ? Infinity : declared * rootScale;
  const seconds = Math.min(own, nodeTimeout === undefined ? Infinity : nodeTimeout * 0.95);
  return Number.isFinite(seconds) ? seconds : undefined;
}

/**
 * A child run's failure, as a fault of the agent node that ran it. It keeps
 * the child's own `retryable`: a 400 inside a lane is attempted once in the
 * whole run, not once per nesting level.
 */
export function childFault(name: string, error: unknown): NodeFault {
  if (error instanceof NodeFailedError) {
    const { kind, message, node, retryable } = error.failure;
    const where = `${name}/${node}: `;
    return new NodeFault(kind, message.startsWith(where) ? message : where + message, retryable);
  }
  if (error instanceof RunAbortedError) return new NodeFault("timeout", error.message, true);
  if (error instanceof NodeFault) return error;
  return new NodeFault("crash", `${name}: ${isGauntletError(error) ? error.message : String(error)}`, false);
}
