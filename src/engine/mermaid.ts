/** A graph as a Mermaid flowchart; fallback edges are dashed. */
import type { LoadedGraph } from "./load.js";
import { edgesOf } from "./flow.js";
import type { ScriptRegistry } from "./scripts.js";

const SHAPES: Record<string, [string, string]> = {
  llm: ["[", "]"],
  script: ["[[", "]]"],
  map: ["{{", "}}"],
  agent: ["[/", "/]"],
  end: ["([", "])"],
};

const safeId = (id: string) => id.replace(/[^A-Za-z0-9_]/g, "_");

export function toMermaid(graph: LoadedGraph, scripts?: ScriptRegistry): string {
  const lines = ["flowchart TD"];
  for (const [id, node] of Object.entries(graph.spec.nodes)) {
    const [open, close] = SHAPES[node.type]!;
    const detail = node.type === "agent" ? ` → ${node.agent}` : node.type === "map" ? ` over ${node.over.replace(/[{}\s]/g, "")}` : "";
    lines.push(`  ${safeId(id)}${open}"${id} (${node.type}${detail.replace(/"/g, "'")})"${close}`);
  }
  lines.push(`  START(( )) --> ${safeId(graph.spec.start)}`);
  for (const edge of edgesOf(graph, scripts)) {
    const from = safeId(edge.from);
    const to = safeId(edge.to);
    if (edge.kind === "next") lines.push(`  ${from} --> ${to}`);
    else if (edge.kind === "route") lines.push(`  ${from} -->|route| ${to}`);
    else if (edge.kind === "fallback") lines.push(`  ${from} -. fallback .-> ${to}`);
    else lines.push(`  ${from} == "each item" ==> ${to}`);
  }
  return lines.join("\n") + "\n";
}
