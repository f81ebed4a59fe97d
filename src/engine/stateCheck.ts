/**
 * Load-time agreement between a graph's declared state and the TypeScript
 * that reads and writes it: the graph's initial_state must satisfy the graph's
 * registered state schema, and every value it seeds must satisfy the schema of
 * each script that reads or writes that key. A disagreement is a graph issue
 * naming the graph, the node and the key, before anything runs.
 */
import { z } from "zod";
import type { LoadedGraph } from "./load.js";
import { declaredSchemas, writtenKeys, type ScriptRegistry } from "./scripts.js";

export interface StateIssue {
  node: string;
  field: string;
  message: string;
}

export function stateIssues(graph: LoadedGraph, scripts: ScriptRegistry): StateIssue[] {
  const issues: StateIssue[] = [];
  const seeded = graph.spec.initial_state ?? {};
  const graphSchema = scripts.stateSchema(graph.name);
  if (graphSchema) issues.push(...graphStateIssues(graph, graphSchema));

  for (const [id, node] of Object.entries(graph.spec.nodes)) {
    if (node.type !== "script") continue;
    const script = scripts.get(graph.name, node.script);
    if (!script) continue; // reported by validation
    for (const { key, schema, access } of declaredSchemas(script)) {
      if (!Object.hasOwn(seeded, key)) continue;
      const parsed = schema.safeParse(seeded[key]);
      if (!parsed.success) {
        issues.push({
          node: id,
          field: `initial_state.${key}`,
          message: `graph "${graph.name}" seeds "${key}" as ${JSON.stringify(seeded[key])}, which script "${node.script}" ${access} as another type (${problemOf(parsed.error)}): make them agree`,
        });
      }
    }
    if (!graphSchema) continue;
    for (const key of [...Object.keys(script.reads ?? {}), ...writtenKeys(script)]) {
      if (!Object.hasOwn(graphSchema.shape, key)) {
        issues.push({
          node: id,
          field: "script",
          message: `script "${node.script}" uses "${key}", which the state schema of graph "${graph.name}" does not declare`,
        });
      }
    }
  }
  return issues;
}

/** initial_state against the graph's own schema: every key it seeds is declared there, with a value of its type. */
function graphStateIssues(graph: LoadedGraph, schema: z.ZodObject): StateIssue[] {
  const seeded = graph.spec.initial_state ?? {};
  const issues: StateIssue[] = [];
  for (const [key, value] of Object.entries(seeded)) {
    const field = schema.shape[key];
    if (!field) {
      issues.push({ node: "(graph)", field: `initial_state.${key}`, message: `graph "${graph.name}" seeds "${key}", which its state schema does not declare` });
      continue;
    }
    const parsed = field.safeParse(value);
    if (!parsed.success) {
      issues.push({
        node: "(graph)",
        field: `initial_state.${key}`,
        message: `graph "${graph.name}" seeds "${key}" against its state schema (${problemOf(parsed.error)})`,
      });
    }
  }
  return issues;
}

function problemOf(error: z.ZodError): string {
  return z.prettifyError(error).replace(/\s*\n\s*/g, "; ");
}
