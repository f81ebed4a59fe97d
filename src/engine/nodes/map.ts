import pLimit from "p-limit";
import { NodeFault, isGauntletError, messageOf, type FailureKind } from "../errors.js";
import { DEFAULTS, type MapNode } from "../schema.js";
import { renderTemplate } from "../template.js";
import type { NodeCall, NodeSuccess } from "./types.js";

/** A branch that failed with no fallback leaves this in its slot: never a silent gap. */
export interface BranchFailure {
  failed: true;
  node: string;
  kind: FailureKind;
  message: string;
}

/** Thrown by a branch flow when a node fails without a fallback. */
export class BranchFailedError extends Error {
  constructor(readonly failure: BranchFailure) {
    super(failure.message);
  }
}

export async function runMapNode(node: MapNode, call: NodeCall): Promise<NodeSuccess> {
  const items = renderTemplate(node.over, call.scope(), { strict: true, field: `${node.id}.over` });
  if (!Array.isArray(items)) {
    throw new NodeFault("crash", `over ${node.over} must be a list, got ${items === null ? "null" : typeof items}`, false);
  }
  const limit = pLimit(node.max_concurrency ?? call.graph.spec.settings?.max_concurrency ?? DEFAULTS.maxConcurrency);
  const results = await Promise.all(
    items.map((item, index) =>
      limit(async () => {
        const started = call.context.clock.now();
        const branchState = { ...call.state, [node.as]: item };
        try {
          const { state, written } = await call.runBranch(node.branch, branchState, index, call.signal);
          call.emit({ type: "map_item", node: node.id, item: index, status: "ok", durationMs: call.context.clock.now() - started });
          return written.has(node.output_key) ? (state[node.output_key] ?? null) : null;
        } catch (error) {
          if (call.signal.aborted) throw error;
          call.emit({ type: "map_item", node: node.id, item: index, status: "failed", durationMs: call.context.clock.now() - started });
          if (error instanceof BranchFailedError) return error.failure;
          // A structural error inside one branch (loop cap, write conflict) fills its slot, not the run.
          const failure: BranchFailure = { failed: true, node: node.branch, kind: "crash", message: messageOf(error) };
          if (isGauntletError(error)) return failure;
          throw error;
        }
      }),
    ),
  );
  return { writes: { [node.collect_into]: results }, output: results };
}
