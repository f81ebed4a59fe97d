/** A tool the model may call inside an llm node's tool loop. */
export interface ToolDefinition {
  name: string;
  description: string;
  /** JSON Schema (an object schema) for the arguments. */
  parameters: Record<string, unknown>;
  /**
   * Runs the tool. Returns the text the model sees. Throws ToolRefusal (or any
   * error) to refuse; the tool loop turns that into an error result for the
   * model, never a crash, and never with the refused contents.
   */
  run(args: Record<string, unknown>, signal: AbortSignal): Promise<string>;
}

const REFUSAL = Symbol.for("review-gauntlet.tool-refusal");

export class ToolRefusal extends Error {
  readonly [REFUSAL] = true;
  constructor(message: string) {
    super(message);
    this.name = "ToolRefusal";
  }
}

export function isToolRefusal(value: unknown): value is ToolRefusal {
  return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[REFUSAL] === true;
}
