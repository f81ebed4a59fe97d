/**
 * The provider differences the runner negotiates or reads, through the real
 * `openai` client against the loopback model server. Each quirk names its
 * source; the whole review against each provider is test/e2e/providers.test.ts.
 */
import { describe, expect, it } from "vitest";
import type { NodeFault } from "../../src/engine/errors.js";
import { azureRoute } from "../../src/llm/providers/azure.js";
import { cachedTokensOf } from "../../src/llm/providers/usageFields.js";
import { stripThinking } from "../../src/llm/providers/reasoning.js";
import { completion, httpError, jsonReply, textReply, toolCall, toolCallsReply, type ModelReply } from "../support/modelServer.js";
import { fakeTool, makeRequest, makeRunContext, outputSchema, recordingLogger, rejectionOf, useModelServer } from "./harness.js";

const schema = outputSchema({ type: "object", properties: { verdict: { type: "string" } }, required: ["verdict"], additionalProperties: false });
const DEEPSEEK_400 = httpError(400, { body: { error: { message: "This response_format type is unavailable now", type: "invalid_request_error" } } });
const VLLM_400 = httpError(400, {
  body: {
    object: "error",
    message: '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set',
    type: "BadRequestError",
    param: null,
    code: 400,
  },
});
const readTool = () => fakeTool("fs_read", { type: "object", properties: { path: { type: "string" } }, required: ["path"] }, () => "1: hello");
const systemOf = (body: { messages: Array<{ role: string; content: string }> }) => body.messages[0]!.content;

/** A 200 whose body is exactly `body` (a provider's own completion shape). */
const raw = (body: unknown): ModelReply => ({ kind: "http_error", status: 200, body });

describe("structured output negotiation", () => {
  const h = useModelServer();

  it("DeepSeek refuses json_schema: one failed call, then json_object with the schema in the instructions, for every later node", async () => {
    h.server.enqueue(DEEPSEEK_400, jsonReply({ verdict: "PASS" }), jsonReply({ verdict: "PASS" }));
    const logger = recordingLogger();
    const runner = h.runnerWith();
    const first = await runner.run(makeRequest({ node: "a", outputSchema: schema }), makeRunContext({ logger }));
    const second = await runner.run(makeRequest({ node: "b", outputSchema: schema }), makeRunContext({ logger }));
    expect([first.output, second.output]).toEqual([{ verdict: "PASS" }, { verdict: "PASS" }]);
    const bodies = h.server.requests.map((r) => r.body);
    expect(bodies.map((b) => b.response_format.type)).toEqual(["json_schema", "json_object", "json_object"]);
    expect(systemOf(bodies[0])).not.toContain("JSON Schema");
    expect(systemOf(bodies[1])).toContain('conforms to this JSON Schema:\n{"type":"object"');
    expect(logger.lines).toEqual([
      expect.stringMatching(
        /code-reviewer\/a: the model endpoint refused structured output json_schema \(400 This response_format type is unavailable now\); going on with structured output json_object/,
      ),
    ]);
  });

  it("concurrent nodes wait for the first to find out: one failed call, not one per node", async () => {
    h.server.setHandler((request) => (request.body.response_format?.type === "json_schema" ? DEEPSEEK_400 : jsonReply({ verdict: "PASS" })));
    const runner = h.runnerWith();
    const runs = ["a", "b", "c", "d"].map((node) => runner.run(makeRequest({ node, outputSchema: schema }), makeRunContext()));
    await Promise.all(runs);
    expect(h.server.requests.filter((r) => r.body.response_format.type === "json_schema")).toHaveLength(1);
  });

  it("steps down to instructions alone when json_object is refused too, and validates against the schema as written", async () => {
    h.server.enqueue(DEEPSEEK_400, httpError(400, { message: "response_format json_object is not supported by this model" }), jsonReply({ verdict: "PASS" }));
    const result = await h.runnerWith().run(makeRequest({ outputSchema: schema }), makeRunContext());
    expect(result.output).toEqual({ verdict: "PASS" });
    const last = h.server.requests[2]!.body;
    expect(last.response_format).toBeUndefined();
    expect(systemOf(last)).toContain("conforms to this JSON Schema");
  });

  it("an endpoint that ignores response_format (Anthropic): the repair turn carries the schema, and later nodes get it up front", async () => {
    // https://platform.claude.com/docs/en/api/openai-sdk: response_format "Ignored".
    h.server.enqueue(textReply("The change looks fine to me."), jsonReply({ verdict: "PASS" }), jsonReply({ verdict: "PASS" }));
    const runner = h.runnerWith();
    expect((await runner.run(makeRequest({ node: "a", outputSchema: schema }), makeRunContext())).output).toEqual({ verdict: "PASS" });
    await runner.run(makeRequest({ node: "b", outputSchema: schema }), makeRunContext());
    const [, repair, later] = h.server.requests.map((r) => r.body);
    expect(repair.messages.at(-1).content).toContain('matching this JSON Schema exactly:\n{"type":"object"');
    expect(later.response_format.type).toBe("json_object");
    expect(systemOf(later)).toContain("conforms to this JSON Schema");
  });

  it("a pinned mode is never stepped down: the refusal is a fault naming the setting", async () => {
    h.server.enqueue(DEEPSEEK_400);
    const logger = recordingLogger();
    const error = (await rejectionOf(
      h.runnerWith({ endpoint: { structuredOutput: "json_schema" } }).run(makeRequest({ outputSchema: schema }), makeRunContext({ logger })),
    )) as NodeFault;
    expect(logger.lines).toEqual([error.message]);
    expect(error.message).toMatch(
      /does not accept structured output json_schema \(400 This response_format type is unavailable now\); set structured-output to auto, json_object or instructions \(the action input structured-output, models.structured_output in the configuration, or --structured-output\)/,
    );
    expect(error.retryable).toBe(false);
    expect(h.server.requests).toHaveLength(1);
  });

  it("pinned instructions mode sends no response_format at all", async () => {
    h.server.enqueue(jsonReply({ verdict: "PASS" }));
    await h.runnerWith({ endpoint: { structuredOutput: "instructions" } }).run(makeRequest({ outputSchema: schema }), makeRunContext());
    expect(h.server.requests[0]!.body.response_format).toBeUndefined();
    expect(systemOf(h.server.requests[0]!.body)).toContain("conforms to this JSON Schema");
  });

  it("a 400 about something else is not a capability: no retry, the provider's message in the fault", async () => {
    h.server.enqueue(httpError(400, { message: "messages[1].content is too long" }));
    const error = (await rejectionOf(h.runnerWith().run(makeRequest({ outputSchema: schema }), makeRunContext()))) as NodeFault;
    expect(error.message).toContain("messages[1].content is too long");
    expect(h.server.requests).toHaveLength(1);
  });
});

describe("tools negotiation", () => {
  const h = useModelServer();

  it("vLLM without auto tool choice: one failed call, then no tools for the rest of the run, said once", async () => {
    h.server.enqueue(VLLM_400, textReply("done from the diff"), textReply("second"));
    const logger = recordingLogger();
    const runner = h.runnerWith({ tools: [readTool()] });
    await runner.run(makeRequest({ node: "a", tools: ["fs_read"] }), makeRunContext({ logger }));
    await runner.run(makeRequest({ node: "b", tools: ["fs_read"] }), makeRunContext({ logger }));
    expect(h.server.requests.map((r) => Boolean(r.body.tools))).toEqual([true, false, false]);
    expect(logger.lines).toEqual([
      expect.stringMatching(
        /refused tools \(400 "auto" tool choice requires --enable-auto-tool-choice.*going on with tools off .*rely on the diff and context/,
      ),
    ]);
  });

  it("tools pinned on: the refusal is a fault naming the tools setting", async () => {
    h.server.enqueue(VLLM_400);
    const error = (await rejectionOf(
      h.runnerWith({ tools: [readTool()], endpoint: { tools: "on" } }).run(makeRequest({ tools: ["fs_read"] }), makeRunContext()),
    )) as NodeFault;
    expect(error.message).toMatch(
      /does not accept tools .*; set tools to auto or off \(the action input tools, models.tools in the configuration, or --tools\)/,
    );
  });

  it("tools pinned off: no request offers them", async () => {
    h.server.enqueue(textReply("ok"));
    await h.runnerWith({ tools: [readTool()], endpoint: { tools: "off" } }).run(makeRequest({ tools: ["fs_read"] }), makeRunContext());
    expect(h.server.requests[0]!.body.tools).toBeUndefined();
  });
});

describe("reasoning", () => {
  const h = useModelServer();

  it("DeepSeek's reasoning_content goes back with the tool-calling turn, and nowhere else", async () => {
    // https://api-docs.deepseek.com/guides/thinking_mode: required in tool turns, else 400.
    const call = toolCall("fs_read", { path: "a.ts" }, "call_1");
    h.server.enqueue(
      raw({
        id: "c1",
        object: "chat.completion",
        created: 1,
        model: "deepseek-reasoner",
        choices: [
          { index: 0, finish_reason: "tool_calls", message: { role: "assistant", content: null, reasoning_content: "THINKING-1", tool_calls: [call] } },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 5 },
      }),
      raw({
        id: "c2",
        object: "chat.completion",
        created: 1,
        model: "deepseek-reasoner",
        choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: "the answer", reasoning_content: "THINKING-2" } }],
        usage: { prompt_tokens: 10, completion_tokens: 5 },
      }),
    );
    const result = await h.runnerWith({ tools: [readTool()] }).run(makeRequest({ tools: ["fs_read"] }), makeRunContext());
    expect(result.output).toBe("the answer");
    const assistant = h.server.requests[1]!.body.messages.find((m: { role: string }) => m.role === "assistant");
    expect(assistant).toMatchObject({ reasoning_content: "THINKING-1", tool_calls: [call] });
  });

  it("a leading <think> block is stripped from text and from JSON replies", async () => {
    h.server.enqueue(textReply("<think>\nsecret plan\n</think>\n\nThe answer."), textReply('<think>x</think>{"verdict":"PASS"}'));
    const runner = h.runnerWith();
    expect((await runner.run(makeRequest(), makeRunContext())).output).toBe("The answer.");
    expect((await runner.run(makeRequest({ outputSchema: schema }), makeRunContext())).output).toEqual({ verdict: "PASS" });
    expect(stripThinking("no think here")).toBe("no think here");
    expect(stripThinking("keep <think>inside</think> text")).toBe("keep <think>inside</think> text");
  });
});

describe("provider error shapes reach the fault text", () => {
  const h = useModelServer();
  const cases: Array<[string, ModelReply, RegExp]> = [
    // google-gemini/gemini-cli#4701: a JSON array.
    [
      "Gemini's array",
      httpError(400, { body: [{ error: { code: 400, message: "Request contains an invalid argument.", status: "INVALID_ARGUMENT" } }] }),
      /400 Request contains an invalid argument\./,
    ],
    // mistralai/platform-docs-public#7, vLLM: {"object": "error"}.
    [
      "Mistral's object: error",
      httpError(400, {
        body: { object: "error", message: "Assistant message must have either content or tool_calls", type: "invalid_request_error", param: null, code: null },
      }),
      /400 Assistant message must have either content or tool_calls/,
    ],
    // docs.ollama.com/api/errors: {"error": "text"}.
    ["Ollama's error string", httpError(400, { body: { error: "the model failed to generate a response" } }), /400 the model failed to generate a response/],
    ["a top-level message", httpError(400, { body: { message: "model not allowed for this key" } }), /400 model not allowed for this key/],
    [
      "FastAPI's detail",
      httpError(422, { body: { detail: [{ loc: ["body", "store"], msg: "Extra inputs are not permitted" }] } }),
      /422 .*Extra inputs are not permitted/,
    ],
    // Cloudflare's API envelope.
    ["Cloudflare's errors", httpError(400, { body: { success: false, errors: [{ code: 5006, message: "Invalid model" }] } }), /400 Invalid model/],
  ];

  it.each(cases)("%s", async (_name, reply, message) => {
    h.server.enqueue(reply);
    const error = (await rejectionOf(h.runnerWith().run(makeRequest(), makeRunContext()))) as NodeFault;
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain("(no body)");
  });

  it("OpenRouter's failure after generation started (HTTP 200 with error) names the provider's message and may be retried", async () => {
    // https://openrouter.ai/docs/api/reference/errors-and-debugging
    h.server.enqueue(raw({ id: "gen-1", object: "chat.completion", error: { code: 502, message: "Upstream provider returned an error" } }));
    const error = (await rejectionOf(h.runnerWith().run(makeRequest(), makeRunContext()))) as NodeFault;
    expect(error.message).toBe("code-reviewer/review: the endpoint reported a failure instead of a reply: Upstream provider returned an error (code 502)");
    expect(error.retryable).toBe(true);
  });
});

describe("usage: cached prompt tokens from each provider's field", () => {
  const h = useModelServer();

  it("DeepSeek's prompt_cache_hit_tokens are metered and priced as cached", async () => {
    // https://api-docs.deepseek.com/guides/kv_cache
    h.server.enqueue(
      completion({ content: "ok", usage: { prompt_tokens: 1000, completion_tokens: 0, prompt_cache_hit_tokens: 800, prompt_cache_miss_tokens: 200 } as never }),
    );
    const runner = h.runnerWith({ endpoint: { priceTable: { "test-model": { input: 1, output: 1, cached_input: 0.1 } } } });
    const result = await runner.run(makeRequest(), makeRunContext());
    expect(result.usage.cachedPromptTokens).toBe(800);
    expect(result.usage.costUsd).toBeCloseTo((200 * 1 + 800 * 0.1) / 1_000_000, 12);
  });

  it("reads each documented field, OpenAI's first", () => {
    expect(cachedTokensOf({ prompt_tokens_details: { cached_tokens: 5 }, prompt_cache_hit_tokens: 9 })).toBe(5);
    expect(cachedTokensOf({ prompt_cache_hit_tokens: 9 })).toBe(9);
    expect(cachedTokensOf({ cached_tokens: 3 })).toBe(3);
    expect(cachedTokensOf({ prompt_tokens_details: null })).toBeUndefined();
    expect(cachedTokensOf({ prompt_cache_hit_tokens: -1 })).toBeUndefined();
  });
});

describe("Azure OpenAI's base URL forms", () => {
  const h = useModelServer();

  it.each([
    ["https://r.openai.azure.com", "2024-10-21", { kind: "classic", baseURL: "https://r.openai.azure.com/openai", apiVersion: "2024-10-21" }],
    ["https://r.openai.azure.com/", undefined, { kind: "v1", baseURL: "https://r.openai.azure.com/openai/v1" }],
    ["https://r.openai.azure.com/openai", "2024-10-21", { kind: "classic", baseURL: "https://r.openai.azure.com/openai", apiVersion: "2024-10-21" }],
    ["https://r.openai.azure.com/openai", undefined, { kind: "v1", baseURL: "https://r.openai.azure.com/openai/v1" }],
    ["https://r.openai.azure.com/openai/v1/", "2024-10-21", { kind: "v1", baseURL: "https://r.openai.azure.com/openai/v1" }],
    [
      "https://r.cognitiveservices.azure.com/openai/deployments/gpt4o",
      "2024-10-21",
      { kind: "classic", baseURL: "https://r.cognitiveservices.azure.com/openai/deployments/gpt4o", apiVersion: "2024-10-21" },
    ],
    [
      "https://r.openai.azure.com/openai/deployments/gpt4o?api-version=2024-06-01",
      undefined,
      { kind: "classic", baseURL: "https://r.openai.azure.com/openai/deployments/gpt4o", apiVersion: "2024-06-01" },
    ],
    [
      "https://r.openai.azure.com/openai/deployments/gpt4o",
      undefined,
      { kind: "classic-unversioned", baseURL: "https://r.openai.azure.com/openai/deployments/gpt4o" },
    ],
    // Not Azure: Cloudflare's AI Gateway also ends in /openai, and nothing changes there.
    ["https://gateway.ai.cloudflare.com/v1/acct/gw/openai", undefined, { kind: "other", baseURL: "https://gateway.ai.cloudflare.com/v1/acct/gw/openai" }],
    ["https://api.deepseek.com", undefined, { kind: "other", baseURL: "https://api.deepseek.com" }],
  ])("%s (version %s)", (baseURL, version, route) => {
    expect(azureRoute(baseURL, version)).toEqual(route);
  });

  it("the deployments form with the version in its URL: the deployment's route, key in api-key, the version once", async () => {
    h.server.enqueue(textReply("ok"));
    const base = h.server.baseURL.replace(/\/v1$/, "");
    await h
      .runnerWith({ endpoint: { baseURL: `${base}/openai/deployments/mine?api-version=2024-06-01`, defaultModel: "ignored" } })
      .run(makeRequest(), makeRunContext());
    const request = h.server.requests[0]!;
    expect(request.path).toBe("/openai/deployments/mine/chat/completions?api-version=2024-06-01");
    expect(request.headers["api-key"]).toBeDefined();
    expect(request.headers.authorization).toBeUndefined();
  });

  it("the v1 route never carries an api-version, even when one is set", async () => {
    h.server.enqueue(textReply("ok"));
    const base = h.server.baseURL.replace(/\/v1$/, "");
    await h.runnerWith({ endpoint: { baseURL: `${base}/openai/v1`, apiVersion: "2024-10-21" } }).run(makeRequest(), makeRunContext());
    expect(h.server.requests[0]!.path).toBe("/openai/v1/chat/completions");
  });

  it("a 404 says what Azure needs", async () => {
    h.server.enqueue(httpError(404, { body: { error: { code: "404", message: "Resource not found" } } }));
    const error = (await rejectionOf(h.runnerWith().run(makeRequest(), makeRunContext()))) as NodeFault;
    expect(error.message).toMatch(/404 Resource not found.*on Azure OpenAI, the model is the deployment name.*needs an API version \(action input api-version/);
  });
});

describe("a tool call passes back unchanged (Gemini's thought signature, Mistral's ids)", () => {
  const h = useModelServer();

  it("keeps extra_content on the tool call it sends back", async () => {
    // https://ai.google.dev/gemini-api/docs/openai: thought signatures ride on the tool call.
    const call = { ...toolCall("fs_read", { path: "a.ts" }, "D681PevKs"), extra_content: { google: { thought_signature: "c2ln" } } };
    h.server.enqueue(toolCallsReply([call as never]), textReply("done"));
    await h.runnerWith({ tools: [readTool()] }).run(makeRequest({ tools: ["fs_read"] }), makeRunContext());
    const body = h.server.requests[1]!.body;
    expect(body.messages.find((m: { role: string }) => m.role === "assistant").tool_calls).toEqual([call]);
    expect(body.messages.find((m: { role: string }) => m.role === "tool").tool_call_id).toBe("D681PevKs");
  });
});
