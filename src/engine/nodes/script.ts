import { NodeFault } from "../errors.js";
import type { ScriptNode } from "../schema.js";
import type { NodeCall, NodeSuccess } from "./types.js";

export async function runScriptNode(node: ScriptNode, call: NodeCall): Promise<NodeSuccess> {
  const definition = call.scripts.get(call.graph.name, node.script);
  if (!definition) throw new NodeFault("crash", `no script "${node.script}" is registered for graph "${call.graph.name}"`, false);
  const { _next, ...updates } = await definition.run({
    state: call.state,
    context: call.context,
    graph: call.graph.name,
    node: node.id,
    signal: call.signal,
  });
  const undeclared = Object.keys(updates).filter((key) => !definition.writes.includes(key));
  if (undeclared.length > 0) {
    throw new NodeFault("crash", `script "${node.script}" wrote undeclared key(s) ${undeclared.join(", ")}; add them to its writes`, false);
  }
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
