/** Merging one super-step's writes into state. */
import { RunError } from "./errors.js";
import { ReducerTypeError, REDUCERS } from "./reducers.js";
import type { ReducerName } from "./schema.js";

export type State = Record<string, unknown>;

export interface NodeWrites {
  node: string;
  updates: State;
}

/**
 * Returns the next state. Writes are applied in node order, so the result does
 * not depend on which node finished first. A key with a reducer folds every
 * write; a key without one accepts a single writer per step.
 */
export function mergeStep(state: State, writes: readonly NodeWrites[], reducers: Readonly<Record<string, ReducerName>>): State {
  const next: State = { ...state };
  const writer = new Map<string, string>();
  for (const { node, updates } of writes) {
    for (const [key, value] of Object.entries(updates)) {
      const reducer = reducers[key];
      if (reducer) {
        try {
          next[key] = REDUCERS[reducer](next[key], value);
        } catch (error) {
          if (error instanceof ReducerTypeError) throw new RunError("REDUCER_TYPE", `${node} wrote "${key}": ${error.message}`, state);
          throw error;
        }
        continue;
      }
      const other = writer.get(key);
      if (other !== undefined && other !== node) {
        throw new RunError(
          "WRITE_CONFLICT",
          `nodes "${other}" and "${node}" both wrote "${key}" in one step; declare a reducer for "${key}" in the graph's reducers`,
          state,
        );
      }
      writer.set(key, node);
      next[key] = value;
    }
  }
  return next;
}
