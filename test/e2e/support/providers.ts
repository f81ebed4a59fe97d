/**
 * Emulations of OpenAI-compatible providers, in front of the scripted model:
 * each takes a request as the provider would see it and either rejects it
 * with the provider's own error body, or passes it to the scripted model and
 * returns the reply as the provider shapes it (reasoning fields, usage
 * fields, ignored parameters). Every quirk names where it is documented, so a
 * changed provider can be re-checked against its source.
 */
import type { ModelReply, RecordedRequest } from "../../support/modelServer.js";

export type Route = (request: RecordedRequest) => ModelReply | Promise<ModelReply>;

export interface ProviderEmulation {
  name: string;
  /** The base URL's path on the loopback server, the form the provider's docs give (its host stands for theirs). */
  basePath: string;
  model: string;
  /** Environment for the CLI beyond the key, URL and model (OPENAI_API_VERSION for classic Azure). */
  env?: Record<string, string>;
  /** Action inputs beyond the key, URL and model. */
  inputs?: Record<string, string>;
  /** The failed (4xx) calls negotiation may cost: one per capability step the provider lacks. */
  failedCalls: number;
  /** Replies the provider returns that are not what was asked for (prose where JSON was asked), costing a repair turn. */
  ignoredCalls?: number;
  /** The warning the run prints when it steps a capability down. */
  warns?: RegExp;
  /** The cached prompt tokens the run must report (the provider's own usage field read). */
  cachedPromptTokens?: number;
  handle(request: RecordedRequest, model: Route): ModelReply | Promise<ModelReply>;
}

// ---------- what a request carries ----------

function messages(request: RecordedRequest): Array<Record<string, unknown>> {
  return (request.body?.messages ?? []) as Array<Record<string, unknown>>;
}

function responseFormat(request: RecordedRequest): string | undefined {
  return request.body?.response_format?.type as string | undefined;
}

/** Whether the conversation shows the model the JSON Schema in words (a model that is sent no response_format needs it). */
function schemaShown(request: RecordedRequest): boolean {
  return messages(request).some((m) => typeof m.content === "string" && m.content.includes("JSON Schema"));
}

function hasTools(request: RecordedRequest): boolean {
  return Array.isArray(request.body?.tools) && request.body.tools.length > 0;
}

function error(status: number, body: unknown): ModelReply {
  return { kind: "http_error", status, body };
}

// ---------- replies reshaped as a provider sends them ----------

/** The completion as JSON, reshaped by `patch`; sent as a 200 with that exact body. */
async function reshaped(
  reply: ModelReply | Promise<ModelReply>,
  request: RecordedRequest,
  patch: (message: Record<string, unknown>, usage: Record<string, unknown>, body: Record<string, unknown>) => void,
): Promise<ModelReply> {
  const settled = await reply;
  if (settled.kind !== "completion") return settled;
  const spec = settled.completion;
  const toolCalls = spec.toolCalls ?? [];
  const message: Record<string, unknown> = { role: "assistant", content: spec.content ?? null, ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}) };
  const usage: Record<string, unknown> = { prompt_tokens: 1000, completion_tokens: 50, total_tokens: 1050 };
  const body: Record<string, unknown> = {
    id: `chatcmpl-${request.index}`,
    object: "chat.completion",
    created: 1_700_000_000,
    model: request.body?.model ?? "unknown",
    choices: [{ index: 0, message, finish_reason: toolCalls.length > 0 ? "tool_calls" : "stop" }],
    usage,
  };
  patch(message, usage, body);
  return { kind: "http_error", status: 200, body };
}

const passThrough = (request: RecordedRequest, model: Route) => model(request);

// ---------- the providers ----------

/** DeepSeek: `This response_format type is unavailable now` for json_schema (the json_object mode is its documented JSON Output). */
function deepseekJsonSchema(request: RecordedRequest): ModelReply | undefined {
  if (responseFormat(request) !== "json_schema") return undefined;
  // https://api-docs.deepseek.com/guides/json_mode: only {"type": "json_object"}; the 400 text as DeepSeek sends it (issue 30).
  return error(400, {
    error: { message: "This response_format type is unavailable now", type: "invalid_request_error", param: null, code: "invalid_request_error" },
  });
}

/** DeepSeek's cache fields (https://api-docs.deepseek.com/guides/kv_cache): hits and misses beside prompt_tokens. */
function deepseekUsage(usage: Record<string, unknown>): void {
  usage.prompt_cache_hit_tokens = 600;
  usage.prompt_cache_miss_tokens = 400;
}

export const PROVIDERS: ProviderEmulation[] = [
  {
    name: "OpenAI",
    basePath: "/v1",
    model: "gpt-4.1",
    failedCalls: 0,
    cachedPromptTokens: 0,
    handle: (request, model) => reshaped(model(request), request, (_m, usage) => (usage.prompt_tokens_details = { cached_tokens: 0 })),
  },
  {
    // Classic route: https://learn.microsoft.com/azure/ai-foundry/openai/reference — /openai/deployments/{deployment}/chat/completions?api-version=…, key in `api-key`.
    name: "Azure OpenAI classic (2024-10-21)",
    basePath: "/openai",
    model: "gpt4o-deploy",
    env: { OPENAI_API_VERSION: "2024-10-21" },
    inputs: { "api-version": "2024-10-21" },
    failedCalls: 0,
    cachedPromptTokens: 256,
    handle: (request, model) => {
      if (!/^\/openai\/deployments\/gpt4o-deploy\/chat\/completions\?api-version=2024-10-21$/.test(request.path) || !request.headers["api-key"]) {
        return error(404, { error: { code: "404", message: "Resource not found" } });
      }
      return reshaped(model(request), request, (_m, usage) => (usage.prompt_tokens_details = { cached_tokens: 256 }));
    },
  },
  {
    // Before 2024-08-01-preview json_schema is refused: the message as reported in dotnet/extensions#6130 and langgenius/dify#8994.
    name: "Azure OpenAI classic (2024-06-01), portal endpoint form",
    basePath: "",
    model: "gpt4o-deploy",
    env: { OPENAI_API_VERSION: "2024-06-01" },
    inputs: { "api-version": "2024-06-01" },
    failedCalls: 1,
    warns:
      /refused structured output json_schema .*json_schema is enabled only for api versions 2024-08-01-preview.*going on with structured output json_object/,
    handle: (request, model) => {
      if (!request.path.startsWith("/openai/deployments/gpt4o-deploy/chat/completions?api-version=2024-06-01") || !request.headers["api-key"]) {
        return error(404, { error: { code: "404", message: "Resource not found" } });
      }
      if (responseFormat(request) === "json_schema") {
        return error(400, {
          error: {
            message: "response_format value as json_schema is enabled only for api versions 2024-08-01-preview and later",
            type: "",
            param: "",
            code: "BadRequest",
          },
        });
      }
      return model(request);
    },
  },
  {
    // v1 route: https://learn.microsoft.com/azure/ai-foundry/openai/api-version-lifecycle — …/openai/v1/, no api-version.
    name: "Azure OpenAI v1",
    basePath: "/openai/v1",
    model: "gpt-4.1-deploy",
    // A version set by mistake must not reach the v1 route.
    env: { OPENAI_API_VERSION: "2024-10-21" },
    inputs: { "api-version": "2024-10-21" },
    failedCalls: 0,
    handle: (request, model) => {
      if (request.path !== "/openai/v1/chat/completions")
        return error(400, { error: { code: "BadRequest", message: "api-version query parameter is not allowed" } });
      if (!request.headers["api-key"] && !String(request.headers.authorization ?? "").startsWith("Bearer ")) {
        return error(401, { error: { code: "401", message: "Access denied due to invalid subscription key" } });
      }
      return model(request);
    },
  },
  {
    name: "DeepSeek (deepseek-chat)",
    basePath: "",
    model: "deepseek-chat",
    failedCalls: 1,
    cachedPromptTokens: 600,
    warns: /refused structured output json_schema \(400 This response_format type is unavailable now.*going on with structured output json_object/,
    handle: (request, model) => deepseekJsonSchema(request) ?? reshaped(model(request), request, (_m, usage) => deepseekUsage(usage)),
  },
  {
    // Thinking mode: https://api-docs.deepseek.com/guides/thinking_mode — reasoning_content beside content; in tool turns it must be
    // passed back or the API answers 400 (also anomalyco/opencode#24722). temperature is accepted and ignored.
    name: "DeepSeek (deepseek-reasoner, thinking mode)",
    basePath: "/v1",
    model: "deepseek-reasoner",
    failedCalls: 1,
    cachedPromptTokens: 600,
    handle: (request, model) => {
      const rejected = deepseekJsonSchema(request);
      if (rejected) return rejected;
      const all = messages(request);
      const missing = all.findIndex((m) => m.role === "assistant" && Array.isArray(m.tool_calls) && typeof m.reasoning_content !== "string");
      if (missing >= 0) {
        return error(400, {
          error: {
            message: `Missing \`reasoning_content\` field in the assistant message at message index ${missing}`,
            type: "invalid_request_error",
            param: null,
            code: "invalid_request_error",
          },
        });
      }
      return reshaped(model(request), request, (message, usage) => {
        message.reasoning_content = "SECRET-REASONING: first I look at the diff, then I decide.";
        deepseekUsage(usage);
      });
    },
  },
  {
    // https://platform.claude.com/docs/en/api/openai-sdk: response_format is "Ignored"; strict on tools ignored.
    // The model follows a schema only where it can read it; otherwise it answers in prose.
    name: "Anthropic (OpenAI SDK compatibility)",
    basePath: "/v1",
    model: "claude-sonnet-4-5",
    failedCalls: 0,
    ignoredCalls: 1,
    warns: /ignored response_format \(the reply was not JSON\); going on with structured output json_object/,
    handle: async (request, model) => {
      const reply = await model(request);
      if (request.body?.response_format && !schemaShown(request) && reply.kind === "completion" && !reply.completion.toolCalls?.length) {
        return { kind: "completion", completion: { content: "I reviewed the change. It looks reasonable overall." } };
      }
      return reply;
    },
  },
  {
    // vLLM without --enable-auto-tool-choice (its default): https://docs.vllm.ai/en/latest/features/tool_calling.html; the
    // 400 text and vLLM's `{"object": "error"}` body as in vllm-project/vllm#9986.
    name: "vLLM without --enable-auto-tool-choice",
    basePath: "/v1",
    model: "Qwen/Qwen2.5-Coder-32B-Instruct",
    failedCalls: 1,
    warns: /refused tools \(400 "auto" tool choice requires --enable-auto-tool-choice.*going on with tools off/,
    handle: (request, model) => {
      if (hasTools(request)) {
        return error(400, {
          object: "error",
          message: '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set',
          type: "BadRequestError",
          param: null,
          code: 400,
        });
      }
      return model(request);
    },
  },
  {
    // vLLM with a tool parser and a reasoning parser: reasoning_content beside content (docs.vllm.ai features/reasoning_outputs).
    name: "vLLM with tool and reasoning parsers",
    basePath: "/v1",
    model: "Qwen/Qwen3-32B",
    failedCalls: 0,
    handle: (request, model) => reshaped(model(request), request, (message) => (message.reasoning_content = "SECRET-REASONING: thinking about the diff")),
  },
  {
    // https://ai.google.dev/gemini-api/docs/openai: tool calls carry extra_content.google.thought_signature, to be sent back
    // unchanged; errors arrive as a JSON array (google-gemini/gemini-cli#4701).
    name: "Gemini (OpenAI compatibility)",
    basePath: "/v1beta/openai",
    model: "gemini-2.5-flash",
    failedCalls: 0,
    handle: (request, model) => {
      const unsigned = messages(request).some(
        (m) => m.role === "assistant" && Array.isArray(m.tool_calls) && (m.tool_calls as Array<Record<string, unknown>>).some((c) => !c.extra_content),
      );
      if (unsigned) {
        return error(400, [
          { error: { code: 400, message: "Function call is missing a thought_signature in functionCall parts.", status: "INVALID_ARGUMENT" } },
        ]);
      }
      return reshaped(model(request), request, (message) => {
        for (const call of (message.tool_calls ?? []) as Array<Record<string, unknown>>) call.extra_content = { google: { thought_signature: "c2lnbmF0dXJl" } };
      });
    },
  },
  {
    // Mistral refuses any parameter it does not know with 422 "Extra inputs are not permitted" (docs.mistral.ai changelog,
    // mistralai/platform-docs-public#7), in its `{"object": "error"}` shape.
    name: "Mistral",
    basePath: "/v1",
    model: "mistral-large-latest",
    failedCalls: 0,
    handle: (request, model) => {
      const known = new Set([
        "model",
        "messages",
        "tools",
        "tool_choice",
        "temperature",
        "response_format",
        "max_tokens",
        "top_p",
        "stop",
        "parallel_tool_calls",
      ]);
      const extra = Object.keys(request.body ?? {}).filter((key) => !known.has(key));
      if (extra.length > 0) {
        return error(422, {
          object: "error",
          message: { detail: [{ type: "extra_forbidden", loc: ["body", extra[0]], msg: "Extra inputs are not permitted" }] },
          type: "invalid_request_error",
          param: null,
          code: null,
        });
      }
      return passThrough(request, model);
    },
  },
  {
    // https://openrouter.ai/docs/api/reference/errors-and-debugging; usage with prompt_tokens_details.cached_tokens; `reasoning` on messages.
    name: "OpenRouter",
    basePath: "/api/v1",
    model: "anthropic/claude-sonnet-4.5",
    failedCalls: 0,
    cachedPromptTokens: 300,
    handle: (request, model) =>
      reshaped(model(request), request, (message, usage) => {
        message.reasoning = "SECRET-REASONING: weighing the change";
        usage.prompt_tokens_details = { cached_tokens: 300 };
      }),
  },
  {
    // https://console.groq.com/docs/structured-outputs: json_schema only on the listed models; others answer 400.
    name: "Groq",
    basePath: "/openai/v1",
    model: "llama-3.3-70b-versatile",
    failedCalls: 1,
    handle: (request, model) => {
      if (responseFormat(request) === "json_schema") {
        return error(400, {
          error: {
            message:
              "This model does not support response format `json_schema`. See supported models at https://console.groq.com/docs/structured-outputs#supported-models",
            type: "invalid_request_error",
          },
        });
      }
      return model(request);
    },
  },
  {
    // Ollama: a model without tool support answers 400 "… does not support tools" (docs.ollama.com/capabilities/tool-calling);
    // reasoning models served raw put <think>…</think> before the answer.
    name: "Ollama (deepseek-r1, no tool support)",
    basePath: "/v1",
    model: "deepseek-r1:8b",
    failedCalls: 1,
    warns: /refused tools \(400 registry\.ollama\.ai\/library\/deepseek-r1:8b does not support tools\)/,
    handle: (request, model) => {
      if (hasTools(request))
        return error(400, {
          error: { message: "registry.ollama.ai/library/deepseek-r1:8b does not support tools", type: "api_error", param: null, code: null },
        });
      return reshaped(model(request), request, (message) => {
        message.content = `<think>\nSECRET-REASONING: let me think.\n</think>\n\n${String(message.content ?? "")}`;
      });
    },
  },
  { name: "LiteLLM proxy", basePath: "", model: "gpt-4o", failedCalls: 0, handle: passThrough },
  // Together, Fireworks, Cerebras, xAI: OpenAI's request shape with json_schema and tools (docs/providers.md cites each).
  { name: "Together AI", basePath: "/v1", model: "meta-llama/Llama-3.3-70B-Instruct-Turbo", failedCalls: 0, handle: passThrough },
  { name: "Fireworks AI", basePath: "/inference/v1", model: "accounts/fireworks/models/llama-v3p3-70b-instruct", failedCalls: 0, handle: passThrough },
  {
    // Cerebras answers 400 to frequency_penalty, presence_penalty, logit_bias, parallel_tool_calls and service_tier
    // (inference-docs.cerebras.ai, OpenAI compatibility): the run sends none of them.
    name: "Cerebras",
    basePath: "/v1",
    model: "llama-3.3-70b",
    failedCalls: 0,
    handle: (request, model) => {
      const refused = ["frequency_penalty", "presence_penalty", "logit_bias", "parallel_tool_calls", "service_tier"].find((key) => key in (request.body ?? {}));
      if (refused) return error(400, { message: `${refused} is not supported`, type: "invalid_request_error", param: refused, code: "wrong_api_format" });
      return model(request);
    },
  },
  {
    name: "xAI",
    basePath: "/v1",
    model: "grok-4",
    failedCalls: 0,
    cachedPromptTokens: 128,
    handle: (request, model) => reshaped(model(request), request, (_m, usage) => (usage.prompt_tokens_details = { cached_tokens: 128 })),
  },
  { name: "GitHub Models", basePath: "/inference", model: "openai/gpt-4.1", failedCalls: 0, handle: passThrough },
  {
    // https://docs.aws.amazon.com/bedrock/latest/userguide/inference-chat-completions.html: …/openai/v1 with a Bedrock API key as bearer token.
    name: "Amazon Bedrock (OpenAI-compatible)",
    basePath: "/openai/v1",
    model: "openai.gpt-oss-120b-1:0",
    failedCalls: 0,
    handle: (request, model) => {
      if (!String(request.headers.authorization ?? "").startsWith("Bearer ")) return error(403, { message: "Authorization header requires 'Bearer' token" });
      return model(request);
    },
  },
  {
    // https://developers.cloudflare.com/workers-ai/configuration/open-ai-compatibility/ — errors in the Cloudflare API envelope.
    name: "Cloudflare Workers AI",
    basePath: "/client/v4/accounts/acct123/ai/v1",
    model: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
    failedCalls: 0,
    handle: (request, model) => {
      if (!request.path.startsWith("/client/v4/accounts/acct123/ai/v1/"))
        return error(404, { success: false, errors: [{ code: 7000, message: "No route for that URI" }] });
      return model(request);
    },
  },
];

/** Reasoning text the emulations return: it must never reach a report, a check run or a comment. */
export const REASONING_MARK = "SECRET-REASONING";
