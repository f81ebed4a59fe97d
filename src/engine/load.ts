/** YAML file → typed, schema-checked graph. Every problem names file, node and field. */
import { readFileSync } from "node:fs";
import type { ValidateFunction } from "ajv";
import { LineCounter, parseDocument } from "yaml";
import type { z } from "zod";
import { GraphError, type GraphIssue } from "./errors.js";
import { compileCheckedSchema, compilePrecheckedSchema } from "./jsonSchema.js";
import { NODE_TYPES, graphSchema, type GraphSpec } from "./schema.js";
import { shippedValidatedGraphs, type ValidatedGraphs } from "./validatedGraphs.js";

export interface LoadedGraph {
  spec: GraphSpec;
  /** Path of the YAML file, as given. */
  file: string;
  name: string;
  /** Compiled output_schema validators, by node id. */
  validators: OutputValidators;
}

export interface OutputValidators {
  get(nodeId: string): ValidateFunction | undefined;
}

/**
 * Reads and loads a graph file. Text the build already validated (see
 * validatedGraphs.ts) is taken from its manifest; any other text is loaded in full.
 */
export function loadGraphFile(file: string, validated: ValidatedGraphs = shippedValidatedGraphs()): LoadedGraph {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new GraphError([{ file, node: "(graph)", field: "", message: code === "ENOENT" ? "file not found" : `cannot read: ${code ?? error}` }]);
  }
  const known = loaded.get(file);
  if (known?.text === text) return known.graph;
  const spec = validated.specFor(text);
  const graph = spec ? graphFromValidatedSpec(spec, file) : loadGraphText(text, file);
  loaded.set(file, { text, graph });
  return graph;
}

/**
 * Graphs already parsed in this process, by file, with the text they came
 * from: validation loads every child graph and the run loads them again, and
 * parsing YAML and compiling schemas is most of a short command's start-up.
 * A file whose text changed is parsed again. A loaded graph is never mutated.
 */
const loaded = new Map<string, { text: string; graph: LoadedGraph }>();

export function loadGraphText(text: string, file: string): LoadedGraph {
  // prettyErrors would put a code excerpt in the message; a LineCounter gives the position without it.
  const lines = new LineCounter();
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true, lineCounter: lines });
  if (doc.errors.length > 0) {
    throw new GraphError(
      doc.errors.map((e) => {
        const at = lines.linePos(e.pos[0]);
        return { file, node: "(yaml)", field: `line ${at.line}, column ${at.col}`, message: `YAML syntax error: ${e.message.split("\n")[0]}` };
      }),
    );
  }
  const raw: unknown = doc.toJS();
  const issues = [...preflight(raw, file)];
  if (issues.some((i) => i.node === "(graph)")) throw new GraphError(issues); // not a mapping: nothing more to check
  // Nodes with an unknown type are already reported; check the rest too, so every problem shows at once.
  const parsed = graphSchema.safeParse(
    issues.length > 0
      ? withoutNodes(
          raw,
          issues.map((i) => i.node),
        )
      : raw,
  );
  if (!parsed.success) issues.push(...parsed.error.issues.flatMap((i) => zodIssues(i, file, raw)));
  if (issues.length > 0 || !parsed.success) throw new GraphError(issues);
  const spec = parsed.data;

  const validators = new Map<string, ValidateFunction>();
  for (const [id, node] of Object.entries(spec.nodes)) {
    if ((node.type === "llm" || node.type === "agent") && node.output_schema) {
      try {
        validators.set(id, compileCheckedSchema(node.output_schema));
      } catch (error) {
        issues.push({ file, node: id, field: "output_schema", message: `not a valid JSON Schema: ${(error as Error).message}` });
      }
      for (const problem of enumTypeProblems(node.output_schema, "output_schema")) issues.push({ file, node: id, ...problem });
    }
  }
  if (issues.length > 0) throw new GraphError(issues);
  return { spec, file, name: spec.name, validators };
}

/**
 * A graph from a spec that passed every check of loadGraphText at build time.
 * Its output_schema validators compile when a node first asks, without the
 * meta-schema check the build already made.
 */
function graphFromValidatedSpec(spec: GraphSpec, file: string): LoadedGraph {
  const compiled = new Map<string, ValidateFunction | undefined>();
  const validators: OutputValidators = {
    get(nodeId) {
      if (!compiled.has(nodeId)) {
        const node = Object.hasOwn(spec.nodes, nodeId) ? spec.nodes[nodeId] : undefined;
        const schema = node && (node.type === "llm" || node.type === "agent") ? node.output_schema : undefined;
        compiled.set(nodeId, schema ? compilePrecheckedSchema(schema) : undefined);
      }
      return compiled.get(nodeId);
    },
  };
  return { spec, file, name: spec.name, validators };
}

const JSON_TYPE = (value: unknown): string => (value === null ? "null" : Array.isArray(value) ? "array" : Number.isInteger(value) ? "integer" : typeof value);

/**
 * An enum value whose type the schema's `type` forbids can never validate. In
 * YAML this is how an unquoted FALSE, NO or 1.0 slips in (it loads as a
 * boolean or number), so it is a load error rather than a schema that rejects
 * every reply.
 */
function enumTypeProblems(schema: unknown, path: string): { field: string; message: string }[] {
  if (schema === null || typeof schema !== "object") return [];
  const node = schema as Record<string, unknown>;
  const problems: { field: string; message: string }[] = [];
  if (Array.isArray(node.enum) && node.type !== undefined) {
    const types = (Array.isArray(node.type) ? node.type : [node.type]).map(String);
    for (const value of node.enum) {
      const type = JSON_TYPE(value);
      if (!types.includes(type) && !(type === "integer" && types.includes("number"))) {
        problems.push({ field: `${path}.enum`, message: `${JSON.stringify(value)} is a ${type}, not a ${types.join(" or ")}: quote it in the YAML` });
      }
    }
  }
  for (const [key, child] of Object.entries(node)) {
    if (key === "enum" || key === "const" || key === "default" || key === "examples") continue;
    if (Array.isArray(child)) child.forEach((item, i) => problems.push(...enumTypeProblems(item, `${path}.${key}[${i}]`)));
    else if (child && typeof child === "object") problems.push(...enumTypeProblems(child, `${path}.${key}`));
  }
  return problems;
}

function withoutNodes(raw: unknown, ids: string[]): unknown {
  const graph = raw as Record<string, unknown>;
  if (typeof graph.nodes !== "object" || graph.nodes === null) return raw;
  return { ...graph, nodes: Object.fromEntries(Object.entries(graph.nodes).filter(([id]) => !ids.includes(id))) };
}

/** Checks zod reports poorly: the node type, so the message lists what is allowed. */
function* preflight(raw: unknown, file: string): Generator<GraphIssue> {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    yield { file, node: "(graph)", field: "", message: "expected a mapping with name, version, start and nodes" };
    return;
  }
  const nodes = (raw as Record<string, unknown>).nodes;
  if (nodes === null || typeof nodes !== "object" || Array.isArray(nodes)) return;
  for (const [id, node] of Object.entries(nodes)) {
    if (node === null || typeof node !== "object" || Array.isArray(node)) {
      yield { file, node: id, field: "", message: "expected a mapping with at least id and type" };
      continue;
    }
    const type = (node as Record<string, unknown>).type;
    if (!NODE_TYPES.includes(type as (typeof NODE_TYPES)[number])) {
      yield {
        file,
        node: id,
        field: "type",
        message: `${type === undefined ? "missing node type" : `unknown node type ${JSON.stringify(type)}`}: use one of ${NODE_TYPES.join(", ")}`,
      };
    }
  }
}

function zodIssues(issue: z.core.$ZodIssue, file: string, raw: unknown): GraphIssue[] {
  const path = issue.path.map(String);
  let node = "(graph)";
  let fieldPath = path;
  if (path[0] === "nodes" && path.length >= 2) {
    node = path[1]!;
    fieldPath = path.slice(2);
  }
  // One issue per unknown key, so the field column names the key itself (a typo like `promt`).
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => ({ file, node, field: formatPath([...fieldPath, key]), message: `unknown field "${key}"` }));
  }
  let message = issue.message;
  if (issue.code === "invalid_type") {
    // zod omits the input from issues, so look the value up to tell "missing" from "wrong type".
    const value = valueAt(raw, path);
    message = value === undefined ? `expected ${issue.expected} (missing)` : `expected ${issue.expected}, got ${describe(value)}`;
  }
  return [{ file, node, field: formatPath(fieldPath), message }];
}

function valueAt(raw: unknown, path: readonly string[]): unknown {
  let value = raw;
  for (const step of path) {
    if (value === null || typeof value !== "object" || !Object.hasOwn(value, step)) return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  return `${typeof value} ${JSON.stringify(value).slice(0, 40)}`;
}

function formatPath(path: string[]): string {
  return path.map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i === 0 ? p : `.${p}`)).join("");
}
