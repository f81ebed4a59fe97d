/** Static facts about a graph's edges, shared by validation and the run. */
import type { LoadedGraph } from "./load.js";
import type { ScriptRegistry } from "./scripts.js";
import { nextTargets, type GraphNode } from "./schema.js";

export type EdgeKind = "next" | "route" | "fallback" | "branch";

export interface Edge {
  from: string;
  to: string;
  kind: EdgeKind;
}

export function edgesOf(graph: LoadedGraph, scripts?: ScriptRegistry): Edge[] {
  const edges: Edge[] = [];
  for (const [id, node] of Object.entries(graph.spec.nodes)) {
    for (const to of nextTargets(node)) edges.push({ from: id, to, kind: "next" });
    if (node.type === "script") {
      for (const to of scripts?.get(graph.name, node.script)?.routes ?? []) edges.push({ from: id, to, kind: "route" });
    }
    if (node.type !== "end" && node.fallback) edges.push({ from: id, to: node.fallback, kind: "fallback" });
    if (node.type === "map") edges.push({ from: id, to: node.branch, kind: "branch" });
  }
  // A missing target is reported by validation; the other checks just ignore the edge.
  return edges.filter((edge) => Object.hasOwn(graph.spec.nodes, edge.to));
}

/** Nodes reachable from `from` (inclusive) without entering map branches; optionally without fallback edges. */
export function reachableWithinFlow(graph: LoadedGraph, from: string, scripts?: ScriptRegistry, options: { fallbacks?: boolean } = {}): Set<string> {
  const adjacency = new Map<string, string[]>();
  for (const edge of edgesOf(graph, scripts)) {
    if (edge.kind === "branch" || (edge.kind === "fallback" && options.fallbacks === false)) continue;
    adjacency.set(edge.from, [...(adjacency.get(edge.from) ?? []), edge.to]);
  }
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || !Object.hasOwn(graph.spec.nodes, id)) continue;
    seen.add(id);
    stack.push(...(adjacency.get(id) ?? []));
  }
  return seen;
}

/**
 * The nodes where the branches of a list-`next` fan-out meet: every node
 * reachable from at least two of the branch starts along next and script
 * routes. A branch token parks at the first such node it reaches until its
 * siblings arrive or end.
 *
 * Fallback edges do not make a meeting point: a fault handler that several
 * lanes share (or a fallback into a sibling's chain) is on an alternative
 * route, so it runs when reached. Counting it would park a healthy branch
 * there and run the real join twice.
 */
export function joinCandidates(graph: LoadedGraph, targets: readonly string[], scripts?: ScriptRegistry): Set<string> {
  const counts = new Map<string, number>();
  for (const target of new Set(targets)) {
    for (const id of reachableWithinFlow(graph, target, scripts, { fallbacks: false })) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  // The branch starts themselves are never joins, even when a loop leads back to them.
  return new Set([...counts].filter(([id, n]) => n >= 2 && !targets.includes(id)).map(([id]) => id));
}

/** One branch of a fan-out: the nodes it runs before it parks at a join, how it parks, where it ends instead. */
export interface BranchRegion {
  nodes: Set<string>;
  /** Edges from the branch into one of the fan-out's joins. */
  exits: Edge[];
  /** Nodes with no next and no route: the branch ends there when they succeed. */
  ends: string[];
}

/** The branches of a fan-out to `targets`, each up to (not including) the joins. */
export function branchRegions(graph: LoadedGraph, targets: readonly string[], scripts?: ScriptRegistry): BranchRegion[] {
  const joins = joinCandidates(graph, targets, scripts);
  const flowEdges = edgesOf(graph, scripts).filter((e) => e.kind !== "branch");
  return [...new Set(targets)].map((start) => {
    const nodes = new Set<string>();
    const stack = [start];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (nodes.has(id) || joins.has(id) || !Object.hasOwn(graph.spec.nodes, id)) continue;
      nodes.add(id);
      for (const edge of flowEdges) if (edge.from === id) stack.push(edge.to);
    }
    return {
      nodes,
      exits: flowEdges.filter((e) => nodes.has(e.from) && joins.has(e.to)),
      ends: [...nodes].filter((id) => !flowEdges.some((e) => e.from === id && (e.kind === "next" || e.kind === "route"))),
    };
  });
}

export type { GraphNode };
