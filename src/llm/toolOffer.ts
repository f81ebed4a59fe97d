/**
 * Which tool definitions a request offers. Every request of a node resends
 * them, so a node whose prompt usually holds all it needs (verify_one, which
 * is shown the cited code) can hold them back: its requests offer one small
 * tool, `request_tools`, until the model calls it. The common answer then
 * costs one request without the definitions, and asking costs one request
 * more. Every first request of such a node still opens with the same bytes
 * (instructions, this one definition, schema), so the provider's prompt
 * cache serves them across branches.
 */
import type { ChatCompletionFunctionTool } from "openai/resources/chat/completions";
import type { ToolDefinition } from "./tools/types.js";

export const REQUEST_TOOLS = "request_tools";

export function functionTool(tool: Pick<ToolDefinition, "name" | "description" | "parameters">): ChatCompletionFunctionTool {
  return { type: "function", function: { name: tool.name, description: tool.description, parameters: tool.parameters } };
}

export class ToolOffer {
  private readonly all: ChatCompletionFunctionTool[];
  private readonly asking: ChatCompletionFunctionTool[];
  private open: boolean;

  constructor(
    tools: readonly ToolDefinition[],
    /** Whether the node's definitions wait for a request_tools call. */
    readonly onRequest: boolean,
  ) {
    this.all = tools.map(functionTool);
    const names = tools.map((tool) => tool.name).join(", ");
    this.asking = [
      functionTool({
        name: REQUEST_TOOLS,
        description: `Call only if what you were shown is not enough: it offers ${names}.`,
        parameters: { type: "object", properties: {}, additionalProperties: false },
      }),
    ];
    this.open = !onRequest || tools.length === 0;
  }

  /** The definitions the next request offers. */
  get tools(): ChatCompletionFunctionTool[] {
    return this.open ? this.all : this.asking;
  }

  /**
   * The model called these. Asking opens the full set; so does calling one of
   * the node's tools before it was offered, which runs like any allowed call:
   * only its definition was held back, never the permission.
   */
  called(names: readonly string[]): void {
    if (names.length > 0) this.open = true;
  }

  /** What a request_tools call returns. */
  requestResult(): string {
    return `${this.all.map((tool) => tool.function.name).join(", ")} are offered from now on.`;
  }
}
