/**
 * The graph file format, as one zod schema. Node kinds are a discriminated
 * union on `type`; unknown fields are errors everywhere.
 */
import { z } from "zod";

const seconds = z.number().positive();
const attempts = z.number().int().min(1).max(10);
/** `next` is one node, or a list that fans out into a super-step. */
const nextField = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);
/** state_updates values are templates; objects and lists of templates render recursively. */
const stateUpdates = z.record(z.string().min(1), z.unknown());

const common = {
  id: z.string().min(1),
  description: z.string().optional(),
};

const routed = {
  next: nextField.optional(),
  state_updates: stateUpdates.optional(),
};

const faultable = {
  fallback: z.string().min(1).optional(),
  timeout: seconds.optional(),
  max_attempts: attempts.optional(),
};

export const llmNodeSchema = z
  .object({
    ...common,
    ...routed,
    ...faultable,
    type: z.literal("llm"),
    instructions: z.string().optional(),
    prompt: z.string(),
    tools: z.array(z.string().min(1)).optional(),
    // The tools' definitions are offered only once the model asks (for a prompt that usually holds enough):
    // a boolean, or a template that is one reference to a boolean in state.
    tools_on_request: z.union([z.boolean(), z.string().min(1)]).optional(),
    output_schema: z.record(z.string(), z.unknown()).optional(),
    model: z.string().min(1).optional(),
    temperature: z.number().min(0).max(2).optional(),
    max_iterations: z.number().int().min(1).max(200).optional(),
  })
  .strict();

export const scriptNodeSchema = z
  .object({
    ...common,
    ...routed,
    ...faultable,
    type: z.literal("script"),
    script: z.string().min(1),
  })
  .strict();

export const mapNodeSchema = z
  .object({
    ...common,
    ...routed,
    fallback: z.string().min(1).optional(),
    timeout: seconds.optional(),
    type: z.literal("map"),
    over: z.string().min(1),
    as: z.string().min(1),
    branch: z.string().min(1),
    output_key: z.string().min(1),
    collect_into: z.string().min(1),
    max_concurrency: z.number().int().min(1).max(64).optional(),
  })
  .strict();

export const agentNodeSchema = z
  .object({
    ...common,
    ...routed,
    ...faultable,
    type: z.literal("agent"),
    agent: z.string().min(1),
    prompt: z.string().optional(),
    inputs: z.record(z.string().min(1), z.unknown()).optional(),
    output_schema: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

export const endNodeSchema = z
  .object({
    ...common,
    type: z.literal("end"),
    output: z.string(),
    /** (ours) Structured result handed to a parent agent node as {{result}}. */
    result: z.unknown().optional(),
  })
  .strict();

export const nodeSchema = z.discriminatedUnion("type", [llmNodeSchema, scriptNodeSchema, mapNodeSchema, agentNodeSchema, endNodeSchema]);

export const NODE_TYPES = ["llm", "script", "map", "agent", "end"] as const;

export const REDUCER_NAMES = ["append", "extend", "concat", "sum", "max", "min", "merge", "overwrite"] as const;

export const graphSchema = z
  .object({
    name: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, "use lowercase letters, digits, '-' and '_'"),
    description: z.string().optional(),
    version: z.literal("1.0", { error: 'version must be "1.0"' }),
    variables: z
      .array(
        z
          .object({
            name: z.string().min(1),
            description: z.string().optional(),
            default: z.unknown().optional(),
          })
          .strict(),
      )
      .optional(),
    settings: z
      .object({
        max_loop_iterations: z.number().int().min(1).optional(),
        timeout: seconds.optional(),
        log_state_snapshots: z.boolean().optional(),
        max_concurrency: z.number().int().min(1).max(64).optional(),
      })
      .strict()
      .optional(),
    reducers: z.record(z.string().min(1), z.enum(REDUCER_NAMES)).optional(),
    initial_state: z.record(z.string(), z.unknown()).optional(),
    start: z.string().min(1),
    nodes: z.record(z.string().min(1), nodeSchema),
    max_agent_depth: z.number().int().min(0).max(16).optional(),
    max_concurrent_agents: z.number().int().min(1).max(64).optional(),
  })
  .strict();

export type LlmNode = z.infer<typeof llmNodeSchema>;
export type ScriptNode = z.infer<typeof scriptNodeSchema>;
export type MapNode = z.infer<typeof mapNodeSchema>;
export type AgentNode = z.infer<typeof agentNodeSchema>;
export type EndNode = z.infer<typeof endNodeSchema>;
export type GraphNode = z.infer<typeof nodeSchema>;
export type ReducerName = (typeof REDUCER_NAMES)[number];
export type GraphSpec = z.infer<typeof graphSchema>;

/** Nodes that can fail and take a fallback. */
export type FaultableNode = LlmNode | ScriptNode | MapNode | AgentNode;

export function nextTargets(node: GraphNode): string[] {
  if (node.type === "end" || node.next === undefined) return [];
  return typeof node.next === "string" ? [node.next] : node.next;
}

export const DEFAULTS = {
  maxLoopIterations: 25,
  maxConcurrency: 8,
  maxAgentDepth: 4,
  maxConcurrentAgents: 8,
  maxIterations: 10,
  maxAttempts: 1,
} as const;
