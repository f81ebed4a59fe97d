import { NodeFault } from "../errors.js";
import { DEFAULTS, type LlmNode } from "../schema.js";
import { renderTemplate, renderText } from "../template.js";
import type { NodeCall, NodeSuccess } from "./types.js";

export async function runLlmNode(node: LlmNode, call: NodeCall): Promise<NodeSuccess> {
  const { context } = call;
  const render = (text: string, field: string) => renderText(text, call.scope(), { strict: true, field: `${node.id}.${field}`, dataNonce: context.dataNonce });
  const instructions = render(node.instructions ?? "", "instructions");
  const prompt = render(node.prompt, "prompt");
  if (!context.llm) throw new NodeFault("crash", "no model endpoint is configured for this run", false);
  const validate = call.graph.validators.get(node.id);
  const result = await context.llm.run(
    {
      runId: context.runId,
      graph: call.graph.name,
      node: node.id,
      instructions,
      prompt,
      tools: node.tools ?? [],
      ...(toolsOnRequest(node, call) ? { toolsOnRequest: true } : {}),
      ...(validate && node.output_schema ? { outputSchema: { schema: node.output_schema, validate } } : {}),
      ...(node.model ? { model: node.model } : {}),
      ...(node.temperature !== undefined ? { temperature: node.temperature } : {}),
      maxIterations: node.max_iterations ?? DEFAULTS.maxIterations,
      signal: call.signal,
    },
    context,
  );
  const writes = typeof result.output === "object" && result.output !== null ? { ...result.output } : {};
  return { writes, output: result.output };
}

/** `tools_on_request`: a boolean as written, or the boolean its single-reference template reads. */
function toolsOnRequest(node: LlmNode, call: NodeCall): boolean {
  const value = node.tools_on_request;
  if (value === undefined || typeof value === "boolean") return value ?? false;
  const field = `${node.id}.tools_on_request`;
  const rendered = renderTemplate(value, call.scope(), { strict: true, field, dataNonce: call.context.dataNonce });
  if (typeof rendered === "boolean") return rendered;
  throw new NodeFault("crash", `${field}: ${value} gave ${JSON.stringify(rendered)}, not true or false: make it one reference to a boolean in state`, false);
}
