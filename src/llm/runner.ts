/**
 * The real LlmRunner: one llm node attempt against an OpenAI-compatible
 * endpoint, tying together the client, our retries, the tool loop, structured
 * output with its one repair turn, usage and the budget. Every failure leaves
 * as a NodeFault (or, on run cancellation, as the run signal's own reason).
 */
import { setMaxListeners } from "node:events";
import type OpenAI from "openai";
import type {
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionFunctionTool,
  ChatCompletionMessage,
  ChatCompletionMessageParam,
} from "openai/resources/chat/completions";
import type { LlmRequest, LlmResult, LlmRunner, RunContext, Usage } from "../engine/context.js";
import { dataBlockInstruction } from "../engine/dataBlock.js";
import { messageOf, NodeFault } from "../engine/errors.js";
import { createDocumentRedactor, createRedactor, type Redactor } from "./redact.js";
import type { ToolDefinition } from "./tools/types.js";
import { costOf, createModelClient, resolveModel, type EndpointConfig } from "./endpoint.js";
import {
  capabilityFault,
  contentFilterFault,
  emptyReplyFault,
  providerFailureFault,
  refusalFault,
  schemaFault,
  scrubSecrets,
  toNodeFault,
  truncatedFault,
  type FaultScope,
} from "./errors.js";
import { CapabilityRegistry, type EndpointCapabilities } from "./providers/capabilities.js";
import { completionError } from "./providers/errorBody.js";
import { rejectedCapability, type Capability } from "./providers/rejections.js";
import { cachedTokensOf } from "./providers/usageFields.js";
import { retryPolicy, withRetry, type RetryOptions, type RetryPolicy } from "./retry.js";
import { EndpointGuard } from "./transport/endpointGuard.js";
import { isNotJson, parseStructuredReply, repairPrompt, structuredOutputPlan, withSchemaInstructions, type StructuredOutputPlan } from "./structured.js";
import { ToolArgumentValidators, ToolLoop } from "./toolLoop.js";
import { countingRefusal } from "./answeredCall.js";
import { addUsage, emptyUsage, type Budget, type UsageMeter } from "./usage.js";
import { guardPromptMessages } from "./text/promptGuard.js";

export interface OpenAiLlmRunnerOptions {
  endpoint: EndpointConfig;
  /** The tools available in a run; a node picks from them by name. */
  tools?: (context: RunContext) => ToolDefinition[];
  meter: UsageMeter;
  budget?: Budget;
  retry?: RetryOptions;
  /** Applied to every tool result. Default: the known API key plus common token shapes. */
  redact?: Redactor;
  /**
   * Nodes whose answered tool results may be cut in later requests: only
   * nodes whose every quote a gate re-checks against the files. Default: none.
   */
  shortenAnsweredToolResults?: (request: LlmRequest) => boolean;
  /** Hears, once each, what the endpoint turned out not to accept and what the run did instead: the report says so. */
  onEndpointNote?: (note: string) => void;
}

/** Everything one attempt needs, fixed at its start. */
interface Attempt {
  request: LlmRequest;
  context: RunContext;
  label: string;
  model: string;
  signal: AbortSignal;
  /** What this endpoint and model accept, as negotiated so far in the run. */
  capabilities: EndpointCapabilities;
  /** The structured-output plan of the last request sent. */
  plan?: StructuredOutputPlan;
  usage: Usage;
}

export class OpenAiLlmRunner implements LlmRunner {
  /** The SDK is evaluated as the runner is made, while the run prepares its first call; a run without a runner (the gate) never evaluates it. */
  private readonly client: Promise<OpenAI>;
  private readonly policy: RetryPolicy;
  private readonly validators = new ToolArgumentValidators();
  private readonly toolsByRun = new WeakMap<RunContext, ReadonlyMap<string, ToolDefinition>>();
  private readonly secrets: string[];
  private readonly redact: Redactor;
  private readonly redactDocument: Redactor;
  /** The endpoint's breaker, rate-limit pause and retry budget: one runner serves one run, so they are run-wide. */
  private readonly guard: EndpointGuard;
  private readonly capabilities: CapabilityRegistry;
  private readonly refusalsSaid = new Set<string>();

  constructor(private readonly options: OpenAiLlmRunnerOptions) {
    this.client = createModelClient(options.endpoint);
    // Heard by the first call, which fails with the reason; a runner never called must not crash the process with it.
    this.client.catch(() => {});
    this.policy = retryPolicy(options.retry);
    this.guard = EndpointGuard.forBaseURL(options.endpoint.baseURL, options.retry);
    this.capabilities = new CapabilityRegistry({
      ...(options.endpoint.structuredOutput ? { structuredOutput: options.endpoint.structuredOutput } : {}),
      ...(options.endpoint.tools ? { tools: options.endpoint.tools } : {}),
    });
    this.secrets = options.endpoint.apiKey ? [options.endpoint.apiKey] : [];
    this.redact = options.redact ?? createRedactor(this.secrets);
    this.redactDocument = createDocumentRedactor(this.redact);
  }

  async run(request: LlmRequest, context: RunContext): Promise<LlmResult> {
    const label = `${request.graph}/${request.node}`;
    const budget = this.options.budget;
    const signal = AbortSignal.any([request.signal, context.signal, budget?.budgetSignal].filter((s): s is AbortSignal => s !== undefined));
    // A turn's tool calls run together on this signal, each with its own (removed) listener: more than ten is no leak.
    setMaxListeners(0, signal);
    const scope: FaultScope = { label, requestSignal: request.signal, runSignal: context.signal, budget, secrets: this.secrets };
    try {
      budget?.assertAvailable();
      const model = resolveModel(this.options.endpoint, request);
      if (model === undefined) {
        throw new NodeFault("crash", `${label}: no model configured; set --model, GAUNTLET_MODEL or the node's model`, false);
      }
      if (budget?.needsPrices && this.options.endpoint.priceTable?.[model] === undefined) {
        throw new NodeFault("budget", `${label}: a cost budget is set but model "${model}" has no price; add it to the price table`, false);
      }
      const attempt: Attempt = { request, context, label, model, signal, capabilities: this.capabilities.for(model), usage: emptyUsage() };
      return await this.runAttempt(attempt);
    } catch (error) {
      throw toNodeFault(error, scope);
    }
  }

  private async runAttempt(attempt: Attempt): Promise<LlmResult> {
    const { request, context, label } = attempt;
    const loop = new ToolLoop({
      label,
      tools: this.toolsFor(request, context, label),
      maxIterations: request.maxIterations,
      turn: (messages, tools) => this.turn(attempt, messages, tools),
      validators: this.validators,
      redact: this.redact,
      dataNonce: context.dataNonce,
      signal: attempt.signal,
      shortenAnswered: this.options.shortenAnsweredToolResults?.(request) ?? false,
      toolsOnRequest: request.toolsOnRequest ?? false,
    });
    const system = [request.instructions, dataBlockInstruction(context.dataNonce)].filter((part) => part !== undefined && part.trim() !== "").join("\n\n");
    // A secret committed by mistake (or the run's own key) must not be shipped to a model provider in the
    // diff, the pull request's text or the plan: prompts get the same redaction as tool output.
    const messages: ChatCompletionMessageParam[] = [
      { role: "system", content: this.redactDocument(system) },
      { role: "user", content: this.redactDocument(request.prompt) },
    ];
    const text = await loop.answer(messages);
    if (request.outputSchema === undefined) return { output: text, usage: attempt.usage };

    let reply = parseStructuredReply(text, request.outputSchema);
    if (!reply.ok) {
      // Prose under json_schema means the endpoint ignored response_format (Anthropic's compatibility layer does): stop relying on it.
      if (attempt.plan?.mode === "json_schema" && isNotJson(text)) this.stepDown(attempt, "structured", "ignored response_format (the reply was not JSON)");
      messages.push({ role: "assistant", content: text }, { role: "user", content: repairPrompt(reply.error, request.outputSchema.schema) });
      loop.allowOneMoreTurn();
      reply = parseStructuredReply(await loop.answer(messages), request.outputSchema);
      if (!reply.ok) throw schemaFault(label, reply.error);
    }
    return { output: reply.value, usage: attempt.usage };
  }

  /**
   * One model turn with the capabilities negotiated so far: a request the
   * endpoint refuses for a capability it lacks is sent again one step down
   * (see providers/capabilities.ts); a pinned capability's refusal is a fault.
   */
  private async turn(attempt: Attempt, messages: ChatCompletionMessageParam[], tools: ChatCompletionFunctionTool[]): Promise<ChatCompletionMessage> {
    const caps = attempt.capabilities;
    const schema = attempt.request.outputSchema?.schema;
    for (;;) {
      const release = await caps.admit(schema !== undefined, tools.length > 0, attempt.signal);
      try {
        const uses = caps.uses(schema !== undefined, tools.length > 0);
        attempt.plan = schema && structuredOutputPlan(schema, caps.structured, attempt.request.node);
        const offered = caps.tools ? tools : [];
        try {
          const message = await this.send(attempt, withSchemaInstructions(messages, attempt.plan), offered);
          caps.confirm(uses);
          return message;
        } catch (error) {
          const refused = rejectedCapability(error, { structured: attempt.plan?.responseFormat !== undefined, tools: offered.length > 0 });
          if (refused === undefined) throw error;
          const what = refused === "tools" ? "tools" : `structured output ${caps.structured}`;
          if (!this.stepDown(attempt, refused, `refused ${what} (${messageOf(error)})`)) {
            const fault = capabilityFault(attempt.label, refused, what, scrubSecrets(messageOf(error), this.secrets));
            // Said once per capability: a lane's report shows that its node failed, this says why and what to set.
            if (!this.refusalsSaid.has(what)) this.sayOnce(attempt, fault.message);
            this.refusalsSaid.add(what);
            throw fault;
          }
        }
      } finally {
        release();
      }
    }
  }

  /** Steps a capability down for the rest of the run and says so; false when it is pinned. */
  private stepDown(attempt: Attempt, capability: Capability, why: string): boolean {
    const now = attempt.capabilities.stepDown(capability);
    if (now === undefined) return false;
    const effect = capability === "tools" ? "; reviews rely on the diff and context they are shown, verifiers on the cited excerpt" : "";
    this.sayOnce(attempt, `${attempt.label}: the model endpoint ${why}; going on with ${now} for model ${attempt.model} for the rest of the run${effect}`);
    return true;
  }

  private sayOnce(attempt: Attempt, message: string): void {
    const said = scrubSecrets(message, this.secrets);
    attempt.context.logger.warn(said);
    this.options.onEndpointNote?.(said);
  }

  /** One chat completion, retried on transient failures, metered, and checked for refusals and cut-offs. */
  private async send(attempt: Attempt, messages: ChatCompletionMessageParam[], tools: ChatCompletionFunctionTool[]): Promise<ChatCompletionMessage> {
    const { request, context, label, model, signal } = attempt;
    this.options.budget?.assertAvailable();
    const body: ChatCompletionCreateParamsNonStreaming = {
      model,
      messages: guardPromptMessages(messages),
      ...(tools.length > 0 ? { tools } : {}),
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
      ...(attempt.plan?.responseFormat ? { response_format: attempt.plan.responseFormat } : {}),
    };
    const headers = {
      "X-Gauntlet-Node": headerValue(label),
      "X-Gauntlet-Run": headerValue(request.runId),
    };
    const client = await this.client;
    const refused = () => this.meter(attempt, undefined);
    // Each HTTP attempt gets its own signal (the call's, plus the breaker's): the SDK never removes its abort listener.
    const completion = await countingRefusal(
      (watch) =>
        withRetry((attemptSignal) => watch(client.chat.completions.create(body, { signal: attemptSignal, headers })), {
          clock: this.options.retry?.clock ?? context.clock,
          signal,
          policy: this.policy,
          guard: this.guard,
          onRetry: ({ retry, delayMs, error }) =>
            context.logger.warn(scrubSecrets(`${label}: ${messageOf(error)}; retry ${retry} in ${delayMs} ms`, this.secrets)),
        }),
      refused,
    );

    this.meter(attempt, completion.usage);
    this.options.budget?.assertAvailable(); // the call that crosses the budget fails too
    // OpenRouter reports a failure after generation started as HTTP 200 carrying `error` and no choices.
    const failure = completionError(completion);
    if (failure !== undefined) throw providerFailureFault(label, scrubSecrets(failure, this.secrets));
    const choice = completion.choices?.[0];
    if (choice === undefined) throw emptyReplyFault(label);
    if (choice.message.refusal) throw refusalFault(label, choice.message.refusal);
    if (choice.finish_reason === "length") throw truncatedFault(label);
    if (choice.finish_reason === "content_filter") throw contentFilterFault(label);
    return choice.message;
  }

  /** Records a call's usage (none reported: a refused call), then charges the budget. */
  private meter(attempt: Attempt, reported: OpenAI.CompletionUsage | undefined): void {
    const cached = cachedTokensOf(reported);
    const tokens = {
      promptTokens: reported?.prompt_tokens ?? 0,
      completionTokens: reported?.completion_tokens ?? 0,
      ...(typeof cached === "number" && cached >= 0 ? { cachedPromptTokens: cached } : {}),
    };
    const costUsd = costOf(this.options.endpoint.priceTable, attempt.model, tokens);
    const usage: Usage = { ...tokens, calls: 1, ...(costUsd !== undefined ? { costUsd } : {}) };
    attempt.usage = addUsage(attempt.usage, usage);
    const { request, context } = attempt;
    this.options.meter.record({ runId: request.runId, graph: request.graph, node: request.node, model: attempt.model, usage }, context);
    this.options.budget?.charge(usage);
  }

  private toolsFor(request: LlmRequest, context: RunContext, label: string): ToolDefinition[] {
    if (request.tools.length === 0) return [];
    let available = this.toolsByRun.get(context);
    if (available === undefined) {
      available = new Map((this.options.tools?.(context) ?? []).map((tool) => [tool.name, tool]));
      this.toolsByRun.set(context, available);
    }
    return request.tools.map((name) => {
      const tool = available.get(name);
      if (tool === undefined) {
        const known = [...available.keys()].join(", ") || "none";
        throw new NodeFault("crash", `${label}: unknown tool "${name}" in tools (available: ${known})`, false);
      }
      return tool;
    });
  }
}

/** Header values must be visible ASCII; graph and node names from YAML may not be. */
function headerValue(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, (char) => encodeURIComponent(char));
}
