/**
 * Static checks before any run. Every problem is collected and reported at
 * once, each naming file, node and field.
 */
import type { GraphLibrary } from "./context.js";
import { GraphError, isGauntletError, type GraphIssue } from "./errors.js";
import { edgesOf, reachableWithinFlow, type Edge } from "./flow.js";
import { loadGraphFile, type LoadedGraph } from "./load.js";
import { DEFAULTS, nextTargets, type GraphNode } from "./schema.js";
import type { ScriptRegistry } from "./scripts.js";
import { TemplateSyntaxError, templateRoots, valueRoots } from "./template.js";

export interface ValidateOptions {
  scripts: ScriptRegistry;
  library: GraphLibrary;
  /** Tool names llm nodes may list; omitted means any. */
  knownTools?: readonly string[];
}

/** Bindings available to state_updates only, never to strict fields. */
const BINDINGS = new Set(["output", "failure", "result"]);

export function validateGraph(graph: LoadedGraph, options: ValidateOptions): GraphIssue[] {
  const issues: GraphIssue[] = [];
  const { spec, file } = graph;
  const nodes = spec.nodes;
  const add = (node: string, field: string, message: string) => issues.push({ file, node, field, message });
  const exists = (id: string) => Object.hasOwn(nodes, id);

  if (!exists(spec.start)) add("(graph)", "start", `start node "${spec.start}" does not exist`);
  for (const key of Object.keys(spec.reducers ?? {})) {
    if (BINDINGS.has(key) || key === "run") add("(graph)", `reducers.${key}`, `"${key}" is a reserved name`);
  }

  for (const [id, node] of Object.entries(nodes)) {
    if (node.id !== id) add(id, "id", `id "${node.id}" must equal the node's key "${id}"`);
    for (const [i, to] of nextTargets(node).entries()) {
      if (!exists(to)) add(id, Array.isArray((node as { next?: unknown }).next) ? `next[${i}]` : "next", `target "${to}" does not exist`);
    }
    if (node.type !== "end" && node.fallback && !exists(node.fallback)) add(id, "fallback", `target "${node.fallback}" does not exist`);
    if (node.type === "map" && !exists(node.branch)) add(id, "branch", `target "${node.branch}" does not exist`);
    if (node.type === "agent" && !options.library.resolve(node.agent)) {
      add(id, "agent", `no shipped graph named "${node.agent}" (available: ${options.library.names().join(", ") || "none"})`);
    }
    if (node.type === "script") {
      const script = options.scripts.get(graph.name, node.script);
      if (!script) add(id, "script", `no script "${node.script}" is registered for graph "${graph.name}"`);
      for (const route of script?.routes ?? []) {
        if (!exists(route)) add(id, "script", `script "${node.script}" may route to "${route}", which does not exist`);
      }
    }
    if (node.type === "llm" && options.knownTools) {
      for (const [i, tool] of (node.tools ?? []).entries()) {
        if (!options.knownTools.includes(tool)) add(id, `tools[${i}]`, `unknown tool "${tool}" (known: ${options.knownTools.join(", ")})`);
      }
    }
    checkTemplateSyntax(id, node, add);
  }
  const edges = edgesOf(graph, options.scripts);
  checkReachability(graph, edges, add);
  checkFlowEnds(graph, options, add);
  checkParallelWrites(graph, options, add);
  checkDataflow(graph, edges, options, add);
  checkAgents(graph, options, add);
  return issues;
}

/** Loads and validates; throws GraphError listing every problem. */
export function loadAndValidate(file: string, options: ValidateOptions): LoadedGraph {
  const graph = loadGraphFile(file);
  const issues = validateGraph(graph, options);
  if (issues.length > 0) throw new GraphError(issues);
  return graph;
}

type Add = (node: string, field: string, message: string) => void;

function templateFields(node: GraphNode): [string, unknown, boolean][] {
  switch (node.type) {
    case "llm":
      return [["instructions", node.instructions, true], ["prompt", node.prompt, true], ["state_updates", node.state_updates, false]];
    case "agent":
      return [["prompt", node.prompt, true], ["inputs", node.inputs, true], ["state_updates", node.state_updates, false]];
    case "map":
      return [["over", node.over, true], ["state_updates", node.state_updates, false]];
    case "script":
      return [["state_updates", node.state_updates, false]];
    case "end":
      return [["output", node.output, true], ["result", node.result, true]];
  }
}

function checkTemplateSyntax(id: string, node: GraphNode, add: Add): void {
  for (const [field, value] of templateFields(node)) {
    try {
      valueRoots(value);
    } catch (error) {
      if (error instanceof TemplateSyntaxError) add(id, field, error.message);
      else throw error;
    }
  }
}

function checkReachability(graph: LoadedGraph, edges: Edge[], add: Add): void {
  const seen = new Set<string>();
  const stack = [graph.spec.start];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const edge of edges) if (edge.from === id) stack.push(edge.to);
  }
  for (const id of Object.keys(graph.spec.nodes)) {
    if (!seen.has(id)) add(id, "", "unreachable from start (no next, fallback, branch or script route leads here)");
  }
}

/** The main flow must end at an end node; map branches must not reach one. */
function checkFlowEnds(graph: LoadedGraph, options: ValidateOptions, add: Add): void {
  const nodes = graph.spec.nodes;
  const main = reachableWithinFlow(graph, graph.spec.start, options.scripts);
  const branchNodes = new Set<string>();
  for (const node of Object.values(nodes)) {
    if (node.type === "map") for (const id of reachableWithinFlow(graph, node.branch, options.scripts)) branchNodes.add(id);
  }
  for (const id of main) {
    const node = nodes[id]!;
    const routes = node.type === "script" ? (options.scripts.get(graph.name, node.script)?.routes ?? []) : [];
    if (node.type !== "end" && nextTargets(node).length === 0 && routes.length === 0) {
      add(id, "next", "the main flow stops here without reaching an end node: add next, or route to an end node");
    }
  }
  for (const id of branchNodes) {
    if (nodes[id]!.type === "end") add(id, "", "an end node cannot be part of a map branch (the branch would end the whole run)");
  }
  if (![...main].some((id) => nodes[id]!.type === "end")) add("(graph)", "nodes", "no end node is reachable from start");
}

function successWrites(graph: LoadedGraph, node: GraphNode, options: ValidateOptions): string[] {
  const updates = Object.keys(("state_updates" in node && node.state_updates) || {});
  switch (node.type) {
    case "llm":
    case "agent":
      return [...schemaRequiredKeys(node.output_schema), ...updates];
    case "script":
      return [...(options.scripts.get(graph.name, node.script)?.writes ?? []), ...updates];
    case "map":
      return [node.collect_into, ...updates];
    case "end":
      return [];
  }
}

function fallbackWrites(node: GraphNode): string[] {
  return Object.keys(("state_updates" in node && node.state_updates) || {});
}

function schemaRequiredKeys(schema: Record<string, unknown> | undefined): string[] {
  const required = schema?.required;
  return Array.isArray(required) ? required.filter((k): k is string => typeof k === "string") : [];
}

function checkParallelWrites(graph: LoadedGraph, options: ValidateOptions, add: Add): void {
  const reducers = graph.spec.reducers ?? {};
  for (const [id, node] of Object.entries(graph.spec.nodes)) {
    const targets = nextTargets(node);
    if (targets.length < 2) continue;
    const writers = new Map<string, string>();
    for (const target of targets) {
      const targetNode = graph.spec.nodes[target];
      if (!targetNode) continue;
      for (const key of new Set([...successWrites(graph, targetNode, options), ...fallbackWrites(targetNode)])) {
        const other = writers.get(key);
        if (other !== undefined && !Object.hasOwn(reducers, key)) {
          add(id, "next", `"${other}" and "${target}" run in one step and both write "${key}": declare a reducer for it`);
        }
        writers.set(key, target);
      }
    }
  }
}

/**
 * Must-analysis: a key is available at a node when every path from start
 * seeds or writes it. Strict templates may only read available keys.
 */
function checkDataflow(graph: LoadedGraph, edges: Edge[], options: ValidateOptions, add: Add): void {
  const { spec } = graph;
  const ids = Object.keys(spec.nodes);
  const seeded = new Set<string>([
    ...Object.keys(spec.initial_state ?? {}),
    ...(spec.variables ?? []).map((v) => v.name),
    "initial_prompt",
  ]);
  const available = new Map<string, Set<string> | null>(ids.map((id) => [id, null])); // null = not reached yet (top)
  available.set(spec.start, new Set(seeded));

  const along = (edge: Edge, entry: Set<string>): Set<string> => {
    const node = spec.nodes[edge.from]!;
    const out = new Set(entry);
    if (edge.kind === "branch" && node.type === "map") out.add(node.as);
    else if (edge.kind === "fallback") for (const k of fallbackWrites(node)) out.add(k);
    else for (const k of successWrites(graph, node, options)) out.add(k);
    return out;
  };

  for (let changed = true, rounds = 0; changed && rounds < 1000; rounds++) {
    changed = false;
    for (const edge of edges) {
      const entry = available.get(edge.from);
      if (!entry) continue;
      const incoming = along(edge, entry);
      const current = available.get(edge.to);
      const next = current ? intersect(current, incoming) : incoming;
      if (!current || next.size !== current.size) {
        available.set(edge.to, next);
        changed = true;
      }
    }
  }

  for (const [id, node] of Object.entries(spec.nodes)) {
    const entry = available.get(id);
    if (!entry) continue;
    for (const [field, value, strict] of templateFields(node)) {
      if (!strict) continue;
      for (const root of new Set(valueRoots(value))) {
        if (root === "run" || entry.has(root)) continue;
        add(id, field, `reads {{${root}}}, which is not seeded or written on every path to this node`);
      }
    }
  }
}

function intersect(a: Set<string>, b: Set<string>): Set<string> {
  return new Set([...a].filter((k) => b.has(k)));
}

/** Agent references: no cycles, and no nesting deeper than max_agent_depth. */
function checkAgents(graph: LoadedGraph, options: ValidateOptions, add: Add): void {
  const limit = graph.spec.max_agent_depth ?? DEFAULTS.maxAgentDepth;
  const cache = new Map<string, LoadedGraph | string>();
  const load = (name: string): LoadedGraph | string => {
    if (!cache.has(name)) {
      const file = options.library.resolve(name);
      try {
        cache.set(name, file ? loadGraphFile(file) : `no shipped graph named "${name}"`);
      } catch (error) {
        cache.set(name, isGauntletError(error) ? error.message : String(error));
      }
    }
    return cache.get(name)!;
  };
  const agentsOf = (g: LoadedGraph) =>
    Object.values(g.spec.nodes).flatMap((n) => (n.type === "agent" ? [n.agent] : []));

  /** Deepest chain below `g` (in levels), or a cycle description. */
  const depthBelow = (g: LoadedGraph, path: string[]): number | string => {
    let deepest = 0;
    for (const name of agentsOf(g)) {
      if (path.includes(name)) return [...path, name].join(" → ");
      const child = load(name);
      if (typeof child === "string") continue; // reported at the referencing node of the root only
      const below = depthBelow(child, [...path, name]);
      if (typeof below === "string") return below;
      deepest = Math.max(deepest, below + 1);
    }
    return deepest;
  };

  for (const [id, node] of Object.entries(graph.spec.nodes)) {
    if (node.type !== "agent") continue;
    if (node.agent === graph.name) {
      add(id, "agent", `agent cycle: ${graph.name} → ${graph.name}`);
      continue;
    }
    const child = load(node.agent);
    if (typeof child === "string") {
      if (options.library.resolve(node.agent)) add(id, "agent", `graph "${node.agent}" does not load: ${child.split("\n")[0]}`);
      continue;
    }
    const below = depthBelow(child, [graph.name, node.agent]);
    if (typeof below === "string") add(id, "agent", `agent cycle: ${below}`);
    else if (below + 1 > limit) {
      add(id, "agent", `agent nesting reaches depth ${below + 1} below this graph, over max_agent_depth ${limit}`);
    }
  }
}
