/**
 * The chat loop of one llm node: ask the model, run the tools it calls, send
 * the results back, until it answers without tool calls. A bad tool call
 * (unknown tool, arguments that aren't JSON or don't fit the tool's schema, a
 * tool that throws) becomes an error result the model can correct; only the
 * turn cap, an abort or an endpoint failure ends the loop with a fault.
 * Every result passes the secret redactor, whatever tool produced it.
 *
 * With `toolsOnRequest`, the tools' definitions wait until the model asks
 * for them (see toolOffer.ts).
 *
 * With `shortenAnswered`, a result the model has already answered (it made
 * its next turn after reading it) is cut to its head in later requests, so
 * old reads are not resent whole on every turn. Only for nodes whose every
 * quote a gate re-checks against the file: no verdict may rest on the
 * model's memory of text it can no longer see.
 */
import type { ValidateFunction } from "ajv";
import type {
  ChatCompletionFunctionTool,
  ChatCompletionMessage,
  ChatCompletionMessageParam,
  ChatCompletionMessageToolCall,
  ChatCompletionToolMessageParam,
} from "openai/resources/chat/completions";
import { wrapData } from "../engine/dataBlock.js";
import { messageOf } from "../engine/errors.js";
import { compilePrecheckedSchema, schemaErrorsText } from "../engine/jsonSchema.js";
import type { ToolDefinition } from "./tools/types.js";
import { toolLoopFault } from "./errors.js";
import { assistantToolTurn, stripThinking } from "./providers/reasoning.js";
import { REQUEST_TOOLS, ToolOffer } from "./toolOffer.js";

/** One model request with the conversation so far; returns the assistant message. */
export type ModelTurn = (messages: ChatCompletionMessageParam[], tools: ChatCompletionFunctionTool[]) => Promise<ChatCompletionMessage>;

/**
 * Compiles each tool's parameter schema once, however many runs use the tool.
 * The schemas are ours, checked against the meta-schema by the tools' unit
 * test (test/llm/toolSchemas.test.ts), so they compile without that check.
 */
export class ToolArgumentValidators {
  private readonly compiled = new WeakMap<object, ValidateFunction>();

  for(tool: ToolDefinition): ValidateFunction {
    let validate = this.compiled.get(tool.parameters);
    if (validate === undefined) {
      validate = compilePrecheckedSchema(tool.parameters);
      this.compiled.set(tool.parameters, validate);
    }
    return validate;
  }

  errorsText(validate: ValidateFunction): string {
    return schemaErrorsText(validate.errors, "arguments");
  }
}

export interface ToolLoopOptions {
  /** `graph/node`, for fault messages. */
  label: string;
  tools: readonly ToolDefinition[];
  /** Model requests allowed before the loop is a fault. */
  maxIterations: number;
  turn: ModelTurn;
  validators: ToolArgumentValidators;
  /** Applied to every tool result, errors included, before the model sees it. */
  redact: (text: string) => string;
  dataNonce: string;
  signal: AbortSignal;
  /** Cut answered tool results to their head in later requests (see above). Default false. */
  shortenAnswered?: boolean;
  /** Offer the tools' definitions only once the model asks for them (see toolOffer.ts). Default false. */
  toolsOnRequest?: boolean;
}

/** What an answered tool result keeps of its text. */
export const ANSWERED_RESULT_KEEP_CHARS = 600;

/** An answered result's head and a note saying the rest was dropped and how to see it again. */
export function shortenAnsweredResult(text: string): string {
  if (text.length <= ANSWERED_RESULT_KEEP_CHARS) return text;
  const cut = text.lastIndexOf("\n", ANSWERED_RESULT_KEEP_CHARS);
  const head = text.slice(0, cut > 0 ? cut : ANSWERED_RESULT_KEEP_CHARS);
  return `${head}\n[… ${text.length - head.length} more characters of this answered result were dropped from the conversation; call the tool again to see them. Quotes are checked against the files, not against this conversation.]`;
}

export class ToolLoop {
  private readonly toolsByName: ReadonlyMap<string, ToolDefinition>;
  private readonly offer: ToolOffer;
  private turnsUsed = 0;
  private turnLimit: number;
  /** The last round's result messages and their unwrapped text, to shorten once the model has answered them. */
  private unanswered: { message: ChatCompletionToolMessageParam; text: string }[] = [];

  constructor(private readonly options: ToolLoopOptions) {
    this.toolsByName = new Map(options.tools.map((tool) => [tool.name, tool]));
    this.offer = new ToolOffer(options.tools, options.toolsOnRequest ?? false);
    // Compile now: a tool whose schema doesn't compile is a defect to surface before any request.
    for (const tool of options.tools) options.validators.for(tool);
    this.turnLimit = Math.max(1, options.maxIterations);
  }

  get turns(): number {
    return this.turnsUsed;
  }

  /** The repair turn of structured output is granted on top of max_iterations. */
  allowOneMoreTurn(): void {
    this.turnLimit = Math.max(this.turnLimit, this.turnsUsed) + 1;
  }

  /** Runs turns until the model answers without tool calls; appends every turn to `messages`. */
  async answer(messages: ChatCompletionMessageParam[]): Promise<string> {
    for (;;) {
      this.turnsUsed++;
      const message = await this.options.turn(messages, this.offer.tools);
      const calls = message.tool_calls ?? [];
      // A leading <think> block is reasoning, never the answer.
      if (calls.length === 0) return stripThinking(message.content ?? "");
      this.offer.called(calls.map((call) => (call.type === "function" ? call.function.name : call.type)));
      if (this.turnsUsed >= this.turnLimit) throw toolLoopFault(this.options.label, this.options.maxIterations);
      this.shortenAnswered();
      messages.push(assistantToolTurn(message));
      // Tool calls in one turn are independent by the API's contract, so they run together.
      const results = await Promise.all(calls.map((call) => this.runCall(call)));
      this.options.signal.throwIfAborted();
      messages.push(...results.map((result) => result.message));
      if (this.options.shortenAnswered) this.unanswered = results;
    }
  }

  /** The model called again after reading the last round's results: those are answered now. */
  private shortenAnswered(): void {
    for (const { message, text } of this.unanswered) message.content = this.wrap(shortenAnsweredResult(text));
    this.unanswered = [];
  }

  private async runCall(call: ChatCompletionMessageToolCall): Promise<{ message: ChatCompletionToolMessageParam; text: string }> {
    const text = this.options.redact(await this.resultText(call));
    return { message: { role: "tool", tool_call_id: call.id, content: this.wrap(text) }, text };
  }

  private wrap(text: string): string {
    return wrapData(text, this.options.dataNonce, "tool result");
  }

  private async resultText(call: ChatCompletionMessageToolCall): Promise<string> {
    if (call.type !== "function") return "error: only function tools are available";
    const name = call.function.name;
    if (name === REQUEST_TOOLS && this.offer.onRequest) return this.offer.requestResult();
    const tool = this.toolsByName.get(name);
    if (tool === undefined) {
      const available = [...this.toolsByName.keys()].join(", ") || "none";
      return `error: unknown tool "${name.slice(0, 100)}"; available tools: ${available}`;
    }
    let args: unknown;
    try {
      args = JSON.parse(call.function.arguments.trim() === "" ? "{}" : call.function.arguments);
    } catch (error) {
      return `error: the arguments are not valid JSON (${messageOf(error)}); send a JSON object`;
    }
    const validate = this.options.validators.for(tool);
    if (typeof args !== "object" || args === null || Array.isArray(args)) return "error: the arguments must be a JSON object";
    if (!validate(args)) return `error: invalid arguments: ${this.options.validators.errorsText(validate)}`;
    try {
      return await tool.run(args as Record<string, unknown>, this.options.signal);
    } catch (error) {
      // An abort is the node's end, not a tool error for the model to read.
      if (this.options.signal.aborted) throw this.options.signal.reason;
      return `error: ${messageOf(error)}`;
    }
  }
}
