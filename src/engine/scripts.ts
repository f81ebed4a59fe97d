/**
 * Script nodes run registered, deterministic TypeScript functions. Scripts are
 * registered per graph (`<graph>/<script>`), so two graphs may each have a
 * `verdict_gate`. Each declares the keys it writes, with a zod schema per key,
 * and the `_next` routes it may take; validation reads them against the graph,
 * and the engine refuses undeclared writes and writes that break their schema.
 * A graph may also register a schema for its `initial_state`.
 */
import type { z } from "zod";
import type { RunContext } from "./context.js";

export interface ScriptInput<Services extends object = object> {
  /** The step's snapshot. Treat as read-only: return updates instead. */
  state: Readonly<Record<string, unknown>>;
  context: RunContext<Services>;
  graph: string;
  node: string;
  signal: AbortSignal;
}

/** State updates, plus an optional `_next` that overrides the node's `next`. */
export type ScriptOutput = Record<string, unknown> & { _next?: string | string[] };

/** State keys and the schema each key's value must satisfy. */
export type StateSchemas = Readonly<Record<string, z.ZodType>>;

export interface ScriptDefinition<Services extends object = object> {
  /** The state keys it reads and what it expects there; the graph's initial_state must agree at load. */
  reads?: StateSchemas;
  /** The keys it may write, each with the schema its value must satisfy (bare names: any value). */
  writes: StateSchemas | readonly string[];
  /** Node ids it may return as `_next`. */
  routes?: readonly string[];
  run(input: ScriptInput<Services>): ScriptOutput | Promise<ScriptOutput>;
}

/** The keys a script may write. */
export function writtenKeys(definition: Pick<ScriptDefinition, "writes">): string[] {
  return isKeyList(definition.writes) ? [...definition.writes] : Object.keys(definition.writes);
}

/** The schema a written key's value must satisfy, when the script declares one. */
export function writeSchema(definition: Pick<ScriptDefinition, "writes">, key: string): z.ZodType | undefined {
  return isKeyList(definition.writes) || !Object.hasOwn(definition.writes, key) ? undefined : definition.writes[key];
}

/** Every key the script declares a schema for, and whether it reads or writes it. */
export function declaredSchemas(definition: ScriptDefinition): { key: string; schema: z.ZodType; access: "reads" | "writes" }[] {
  const reads = Object.entries(definition.reads ?? {}).map(([key, schema]) => ({ key, schema, access: "reads" as const }));
  const writes = isKeyList(definition.writes) ? [] : Object.entries(definition.writes).map(([key, schema]) => ({ key, schema, access: "writes" as const }));
  return [...reads, ...writes];
}

function isKeyList(writes: ScriptDefinition["writes"]): writes is readonly string[] {
  return Array.isArray(writes);
}

export class ScriptRegistry<Services extends object = object> {
  private readonly scripts = new Map<string, ScriptDefinition<Services>>();
  private readonly states = new Map<string, z.ZodObject>();

  register(graph: string, name: string, definition: ScriptDefinition<Services>): this {
    const key = `${graph}/${name}`;
    if (this.scripts.has(key)) throw new Error(`script ${key} is registered twice`);
    this.scripts.set(key, definition);
    return this;
  }

  get(graph: string, name: string): ScriptDefinition<Services> | undefined {
    return this.scripts.get(`${graph}/${name}`);
  }

  /** Declares the schema of a graph's state; its initial_state and its scripts' keys are checked against it at load. */
  registerState(graph: string, schema: z.ZodObject): this {
    if (this.states.has(graph)) throw new Error(`the state schema of ${graph} is registered twice`);
    this.states.set(graph, schema);
    return this;
  }

  stateSchema(graph: string): z.ZodObject | undefined {
    return this.states.get(graph);
  }

  /** Adds every script and state schema of another registry (graphs register separately, the caller combines them). */
  include(other: ScriptRegistry<Services>): this {
    for (const [key, definition] of other.scripts) {
      const [graph, name] = splitKey(key);
      this.register(graph, name, definition);
    }
    for (const [graph, schema] of other.states) this.registerState(graph, schema);
    return this;
  }
}

function splitKey(key: string): [string, string] {
  const slash = key.indexOf("/");
  return [key.slice(0, slash), key.slice(slash + 1)];
}
