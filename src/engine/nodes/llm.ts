import { NodeFault } from "../errors.js";
import { DEFAULTS, type LlmNode } from "../schema.js";
import { renderText } from "../template.js";
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
      ...(node.tools_on_request ? { toolsOnRequest: true } : {}),
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
