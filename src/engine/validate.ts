/**
 * Static checks before any run. Every problem is collected and reported at
 * once, each naming file, node and field.
 */
import type { GraphLibrary } from "./context.js";
import { availableKeys, fallbackWrites, successWrites } from "./dataflow.js";
import { GraphError, isGauntletError, type GraphIssue } from "./errors.js";
import { branchRegions, edgesOf, reachableWithinFlow, type Edge } from "./flow.js";
import { loadGraphFile, type LoadedGraph } from "./load.js";
import { DEFAULTS, nextTargets, type GraphNode } from "./schema.js";
import type { ScriptRegistry } from "./scripts.js";
import { stateIssues } from "./stateCheck.js";
import { TemplateSyntaxError, valueRoots } from "./template.js";

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
  // Missing targets are reported above; the checks below skip those edges, so every other problem still shows.
  if (exists(spec.start)) {
    checkReachability(graph, edgesOf(graph, options.scripts), add);
    checkFlowEnds(graph, options, add);
    checkDataflow(graph, options, add);
  }
  checkParallelWrites(graph, options, add);
  checkAgents(graph, options, add);
  for (const issue of stateIssues(graph, options.scripts)) add(issue.node, issue.field, issue.message);
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
      return [
        ["instructions", node.instructions, true],
        ["prompt", node.prompt, true],
        ["tools_on_request", node.tools_on_request, true],
        ["state_updates", node.state_updates, false],
      ];
    case "agent":
      return [
        ["prompt", node.prompt, true],
        ["inputs", node.inputs, true],
        ["state_updates", node.state_updates, false],
      ];
    case "map":
      return [
        ["over", node.over, true],
        ["state_updates", node.state_updates, false],
      ];
    case "script":
      return [["state_updates", node.state_updates, false]];
    case "end":
      return [
        ["output", node.output, true],
        ["result", node.result, true],
      ];
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

/**
 * Nodes in different branches of one fan-out may run in the same super-step
 * (branches advance in lockstep, and loops shift them), so any key two
 * branches write needs a reducer, not only keys of the branch starts.
 */
function checkParallelWrites(graph: LoadedGraph, options: ValidateOptions, add: Add): void {
  const { nodes } = graph.spec;
  const reducers = graph.spec.reducers ?? {};
  const writesOf = (id: string) => new Set([...successWrites(graph, nodes[id]!, options.scripts), ...fallbackWrites(nodes[id]!)]);
  for (const [id, node] of Object.entries(nodes)) {
    const targets = [...new Set(nextTargets(node))].filter((t) => Object.hasOwn(nodes, t));
    if (targets.length < 2) continue;
    const firstWriter = new Map<string, string>();
    const reported = new Set<string>();
    for (const region of branchRegions(graph, targets, options.scripts)) {
      const mine = new Map<string, string>();
      for (const member of region.nodes) for (const key of writesOf(member)) if (!mine.has(key)) mine.set(key, member);
      for (const [key, member] of mine) {
        const other = firstWriter.get(key);
        if (other === undefined) firstWriter.set(key, member);
        // The same node reached by two branches (a shared fault handler) is one writer, not a conflict.
        else if (other !== member && !Object.hasOwn(reducers, key) && !reported.has(key)) {
          reported.add(key);
          add(id, "next", `"${other}" and "${member}" may run in one step and both write "${key}": declare a reducer for it`);
        }
      }
    }
  }
}

/** A strict template may only read keys that every path to its node seeds or writes. */
function checkDataflow(graph: LoadedGraph, options: ValidateOptions, add: Add): void {
  const available = availableKeys(graph, options.scripts);
  for (const [id, node] of Object.entries(graph.spec.nodes)) {
    const entry = available.get(id);
    if (!entry) continue; // unreachable: reported on its own
    for (const [field, value, strict] of templateFields(node)) {
      if (!strict) continue;
      let roots: string[];
      try {
        roots = valueRoots(value);
      } catch {
        continue; // a syntax error, already reported by checkTemplateSyntax
      }
      for (const root of new Set(roots)) {
        if (root === "run" || entry.has(root)) continue;
        add(id, field, `reads {{${root}}}, which is not seeded or written on every path to this node`);
      }
    }
  }
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
  const agentsOf = (g: LoadedGraph) => Object.values(g.spec.nodes).flatMap((n) => (n.type === "agent" ? [n.agent] : []));

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
