/**
 * Which state keys are certainly set when a node runs: a must-analysis over
 * every path from start. Validation uses it so a strict template only reads
 * keys that are seeded or written upstream on every path.
 *
 * A join after a list-`next` fan-out is special: it runs once, after every
 * branch has parked at it or ended, and state is shared, so it sees what
 * every branch wrote. Its branch edges therefore combine by union, not by
 * the intersection that alternative routes get.
 */
import { branchRegions, edgesOf, joinCandidates, type Edge } from "./flow.js";
import type { LoadedGraph } from "./load.js";
import { nextTargets, type GraphNode } from "./schema.js";
import { writtenKeys, type ScriptRegistry } from "./scripts.js";

/** null means "no path reaches this yet": the top of the lattice, neutral in an intersection. */
type Facts = Set<string> | null;

/** The keys a node leaves in state when it succeeds. */
export function successWrites(graph: LoadedGraph, node: GraphNode, scripts: ScriptRegistry): string[] {
  const updates = Object.keys(("state_updates" in node && node.state_updates) || {});
  switch (node.type) {
    case "llm":
    case "agent":
      return [...schemaRequiredKeys(node.output_schema), ...updates];
    case "script": {
      const script = scripts.get(graph.name, node.script);
      return [...(script ? writtenKeys(script) : []), ...updates];
    }
    case "map":
      return [node.collect_into, ...updates];
    case "end":
      return [];
  }
}

/** On the fallback path only state_updates run. */
export function fallbackWrites(node: GraphNode): string[] {
  return Object.keys(("state_updates" in node && node.state_updates) || {});
}

function schemaRequiredKeys(schema: Record<string, unknown> | undefined): string[] {
  const required = schema?.required;
  return Array.isArray(required) ? required.filter((k): k is string => typeof k === "string") : [];
}

/** One fan-out's branches, as seen from its joins. */
interface FanIn {
  /** Per branch: the edges by which it parks at a join, and the nodes where it ends instead. */
  branches: { edges: Edge[]; ends: string[] }[];
}

/** Keys available on entry to each node (null: unreachable). */
export function availableKeys(graph: LoadedGraph, scripts: ScriptRegistry): Map<string, Facts> {
  const { spec } = graph;
  const nodes = spec.nodes;
  const edges = edgesOf(graph, scripts);
  const seeded = new Set<string>([...Object.keys(spec.initial_state ?? {}), ...(spec.variables ?? []).map((v) => v.name), "initial_prompt"]);

  const after = (id: string, entry: Set<string>, kind: Edge["kind"]): Set<string> => {
    const node = nodes[id]!;
    const out = new Set(entry);
    if (kind === "branch" && node.type === "map") out.add(node.as);
    else if (kind === "fallback") for (const k of fallbackWrites(node)) out.add(k);
    else for (const k of successWrites(graph, node, scripts)) out.add(k);
    return out;
  };

  const { plain, fanIns } = splitJoinEdges(graph, edges, scripts);
  const available = new Map<string, Facts>(Object.keys(nodes).map((id) => [id, null]));

  const entryOf = (id: string): Facts => {
    let facts: Facts = id === spec.start ? new Set(seeded) : null;
    const meet = (incoming: Facts) => {
      if (incoming) facts = facts ? intersect(facts, incoming) : incoming;
    };
    for (const edge of plain.get(id) ?? []) {
      const from = available.get(edge.from);
      meet(from ? after(edge.from, from, edge.kind) : null);
    }
    for (const fanIn of fanIns.get(id) ?? []) meet(unionOfBranches(fanIn, available, after));
    return facts;
  };

  // Recompute every node from its predecessors until nothing changes. Sets only shrink once
  // reached, so this settles; the round cap guards against a bug, not a real graph.
  for (let changed = true, rounds = 0; changed && rounds < 1000; rounds++) {
    changed = false;
    for (const id of Object.keys(nodes)) {
      const next = entryOf(id);
      const current = available.get(id);
      if (!sameFacts(current ?? null, next)) {
        available.set(id, next);
        changed = true;
      }
    }
  }
  return available;
}

/**
 * Separates, for each join of each fan-out, the edges by which the fan-out's
 * branches arrive there. Every other edge stays a plain edge.
 */
function splitJoinEdges(graph: LoadedGraph, edges: Edge[], scripts: ScriptRegistry) {
  const nodes = graph.spec.nodes;
  const fanIns = new Map<string, FanIn[]>();
  const consumed = new Set<string>(); // by edgeKey: regions come from their own edgesOf call

  for (const node of Object.values(nodes)) {
    const targets = [...new Set(nextTargets(node))].filter((t) => Object.hasOwn(nodes, t));
    if (targets.length < 2) continue;
    const joins = joinCandidates(graph, targets, scripts);
    const branches = branchRegions(graph, targets, scripts);
    // Wherever a branch parks or ends, it has finished before any join runs: count all its exits.
    const fanIn: FanIn = { branches: branches.map((b) => ({ edges: b.exits, ends: b.ends })) };
    for (const join of joins) {
      const arriving = branches.flatMap((b) => b.exits.filter((e) => e.to === join));
      if (arriving.length === 0) continue;
      for (const edge of arriving) consumed.add(edgeKey(edge));
      fanIns.set(join, [...(fanIns.get(join) ?? []), fanIn]);
    }
  }

  const plain = new Map<string, Edge[]>();
  for (const edge of edges) {
    if (consumed.has(edgeKey(edge))) continue;
    plain.set(edge.to, [...(plain.get(edge.to) ?? []), edge]);
  }
  return { plain, fanIns };
}

/** What a join certainly sees: the union over branches of what each branch certainly wrote. */
function unionOfBranches(
  fanIn: FanIn,
  available: ReadonlyMap<string, Facts>,
  after: (id: string, entry: Set<string>, kind: Edge["kind"]) => Set<string>,
): Facts {
  const union = new Set<string>();
  for (const branch of fanIn.branches) {
    let must: Facts = null;
    const meet = (incoming: Set<string>) => {
      must = must ? intersect(must, incoming) : incoming;
    };
    for (const edge of branch.edges) {
      const from = available.get(edge.from);
      if (from) meet(after(edge.from, from, edge.kind));
    }
    for (const id of branch.ends) {
      const from = available.get(id);
      if (from) meet(after(id, from, "next"));
    }
    if (!must) return null; // a branch not reached yet: wait for it rather than under-count
    for (const key of must as Set<string>) union.add(key);
  }
  return union;
}

function edgeKey(edge: Edge): string {
  return `${edge.from}\u0000${edge.to}\u0000${edge.kind}`;
}

function intersect(a: Set<string>, b: Set<string>): Set<string> {
  return new Set([...a].filter((k) => b.has(k)));
}

function sameFacts(a: Facts, b: Facts): boolean {
  if (a === null || b === null) return a === b;
  return a.size === b.size && [...a].every((k) => b.has(k));
}
