import { NodeFault } from "../errors.js";
import type { AgentNode } from "../schema.js";
import { renderText, renderValue } from "../template.js";
import type { NodeCall, NodeSuccess } from "./types.js";

export async function runAgentNode(node: AgentNode, call: NodeCall): Promise<NodeSuccess> {
  const options = { strict: true, dataNonce: call.context.dataNonce };
  const prompt = node.prompt ? renderText(node.prompt, call.scope(), { ...options, field: `${node.id}.prompt` }) : "";
  const inputs = (renderValue(node.inputs ?? {}, call.scope(), { ...options, field: `${node.id}.inputs` }) ?? {}) as Record<string, unknown>;
  const timeoutSeconds = node.timeout === undefined ? undefined : node.timeout * call.timeScale;
  const child = await call.runChild({ graphName: node.agent, prompt, inputs, signal: call.signal, ...(timeoutSeconds ? { timeoutSeconds } : {}) });
  let writes = {};
  const validate = call.graph.validators.get(node.id);
  if (validate) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(child.output);
    } catch {
      throw new NodeFault("schema", `agent "${node.agent}" output is not JSON, but the node has an output_schema`, true);
    }
    if (!validate(parsed)) {
      throw new NodeFault("schema", `agent "${node.agent}" output violates the output_schema: ${JSON.stringify(validate.errors?.slice(0, 3))}`, true);
    }
    writes = { ...(parsed as object) };
  }
  return { writes, output: child.output, result: child.result };
}
