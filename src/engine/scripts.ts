/**
 * Script nodes run registered, deterministic TypeScript functions. Scripts are
 * registered per graph (`<graph>/<script>`), so two graphs may each have a
 * `verdict_gate`. Each declares the keys it writes and the `_next` routes it may
 * take; validation reads both, and the engine refuses undeclared writes.
 */
import type { RunContext } from "./context.js";

export interface ScriptInput {
  /** The step's snapshot. Treat as read-only: return updates instead. */
  state: Readonly<Record<string, unknown>>;
  context: RunContext;
  graph: string;
  node: string;
  signal: AbortSignal;
}

/** State updates, plus an optional `_next` that overrides the node's `next`. */
export type ScriptOutput = Record<string, unknown> & { _next?: string | string[] };

export interface ScriptDefinition {
  /** State keys this script may write. */
  writes: readonly string[];
  /** Node ids it may return as `_next`. */
  routes?: readonly string[];
  run(input: ScriptInput): ScriptOutput | Promise<ScriptOutput>;
}

export class ScriptRegistry {
  private readonly scripts = new Map<string, ScriptDefinition>();

  register(graph: string, name: string, definition: ScriptDefinition): this {
    const key = `${graph}/${name}`;
    if (this.scripts.has(key)) throw new Error(`script ${key} is registered twice`);
    this.scripts.set(key, definition);
    return this;
  }

  get(graph: string, name: string): ScriptDefinition | undefined {
    return this.scripts.get(`${graph}/${name}`);
  }

  /** Adds every script of another registry (graphs register separately, the caller combines them). */
  include(other: ScriptRegistry): this {
    for (const [key, definition] of other.scripts) {
      const [graph, name] = splitKey(key);
      this.register(graph, name, definition);
    }
    return this;
  }
}

function splitKey(key: string): [string, string] {
  const slash = key.indexOf("/");
  return [key.slice(0, slash), key.slice(slash + 1)];
}
