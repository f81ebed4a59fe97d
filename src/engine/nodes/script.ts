import { z } from "zod";
import { NodeFault } from "../errors.js";
import type { ScriptNode } from "../schema.js";
import { writeSchema, writtenKeys, type ScriptDefinition } from "../scripts.js";
import type { NodeCall, NodeSuccess } from "./types.js";

export async function runScriptNode<Services extends object>(node: ScriptNode, call: NodeCall<Services>): Promise<NodeSuccess> {
  const definition = call.scripts.get(call.graph.name, node.script);
  if (!definition) throw new NodeFault("crash", `no script "${node.script}" is registered for graph "${call.graph.name}"`, false);
  const { _next, ...updates } = await definition.run({
    state: call.state,
    context: call.context,
    graph: call.graph.name,
    node: node.id,
    signal: call.signal,
  });
  const declared = writtenKeys(definition);
  const undeclared = Object.keys(updates).filter((key) => !declared.includes(key));
  if (undeclared.length > 0) {
    throw new NodeFault("crash", `script "${node.script}" wrote undeclared key(s) ${undeclared.join(", ")}; add them to its writes`, false);
  }
  checkWrites(node, definition, updates);
  let route: string[] | undefined;
  if (_next !== undefined) {
    route = typeof _next === "string" ? [_next] : _next;
    const unknown = route.filter((r) => !(definition.routes ?? []).includes(r));
    if (unknown.length > 0 || route.length === 0) {
      throw new NodeFault("crash", `script "${node.script}" returned _next ${JSON.stringify(_next)}, which it does not declare in routes`, false);
    }
  }
  return { writes: updates, output: updates, ...(route ? { route } : {}) };
}

/** A write that breaks its declared schema is a bug in the script: a fault another attempt would repeat. */
function checkWrites(node: ScriptNode, definition: Pick<ScriptDefinition, "writes">, updates: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(updates)) {
    const parsed = writeSchema(definition, key)?.safeParse(value);
    if (parsed && !parsed.success) {
      const problem = z.prettifyError(parsed.error).replace(/\s*\n\s*/g, "; ");
      throw new NodeFault("crash", `script "${node.script}" wrote "${key}" against its schema (${problem}); fix the script or its writes schema`, false);
    }
  }
}
