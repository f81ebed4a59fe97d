/**
 * A loopback OpenAI-compatible model server for tests: real HTTP on
 * 127.0.0.1, so the real `openai` client, its headers, its aborts and our
 * retries are exercised end to end. Scripted per test:
 *
 *   const server = await startModelServer();
 *   server.enqueue(textReply("hello"), httpError(429, { headers: { "retry-after": "2" } }));
 *   server.setHandler((request) => (request.body.tools ? toolCallsReply([...]) : textReply("done")));
 *   … new OpenAI({ baseURL: server.baseURL, … }) …
 *   expect(server.requests[0].headers["x-gauntlet-node"]).toBe("g/n");
 *   await server.close();
 *
 * Each request takes the next queued reply; when the queue is empty the
 * handler answers; with neither, the server replies 418 with a message that
 * names the unscripted request (418 is not retried, so the test fails fast).
 * Every request is recorded with its headers, parsed body and whether the
 * client closed the connection before a reply was sent (an abort).
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  /** 0-based arrival order. */
  index: number;
  method: string;
  /** Path and query, e.g. `/v1/chat/completions`. */
  path: string;
  /** Lower-cased header names, as node:http gives them. */
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (or the raw text when it isn't JSON). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test code reads arbitrary request fields
  body: any;
  receivedAt: number;
  /** Set when the client hung up before the server replied: the proof of an abort. */
  clientClosedAt?: number;
}

export interface ChatUsage {
  prompt_tokens: number;
  completion_tokens: number;
  /** Of prompt_tokens, those the endpoint served from its prompt cache (OpenAI reports this; many endpoints do not). */
  prompt_tokens_details?: { cached_tokens: number };
}

export interface ToolCallSpec {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

export interface CompletionSpec {
  content?: string | null;
  toolCalls?: ToolCallSpec[];
  refusal?: string | null;
  /** Default: "tool_calls" when there are tool calls, else "stop". */
  finishReason?: "stop" | "length" | "tool_calls" | "content_filter";
  /** Default 10 prompt + 5 completion tokens; null leaves `usage` out, as some endpoints do. */
  usage?: ChatUsage | null;
  /** Default: the model the request asked for. */
  model?: string;
}

export type ModelReply =
  | { kind: "completion"; completion: CompletionSpec; headers?: Record<string, string> }
  | { kind: "http_error"; status: number; body?: unknown; headers?: Record<string, string> }
  /** Never answers; the request ends only when the client disconnects or the server closes. */
  | { kind: "stall" }
  /** Destroys the socket without a reply (a reset connection). */
  | { kind: "drop" };

export type ModelHandler = (request: RecordedRequest) => ModelReply | Promise<ModelReply>;

export interface ModelServer {
  /** `http://127.0.0.1:<port>/v1`, ready for the SDK's `baseURL`. */
  baseURL: string;
  /** The API key the action's runs use here, when not the harness's own (a forked e2e scenario's view of a shared server). */
  apiKey?: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Replies for the next requests, in order. */
  enqueue(...replies: ModelReply[]): void;
  /** Answers requests once the queue is empty. */
  setHandler(handler: ModelHandler | undefined): void;
  /** Resolves once `count` requests have arrived. */
  waitForRequests(count: number): Promise<void>;
  /** Resolves when the client closes request `index`'s connection before a reply. */
  clientClosed(index: number): Promise<void>;
  close(): Promise<void>;
}

export async function startModelServer(): Promise<ModelServer> {
  const requests: RecordedRequest[] = [];
  const queue: ModelReply[] = [];
  let handler: ModelHandler | undefined;
  const arrivalWaiters: Array<{ count: number; resolve: () => void }> = [];
  const closeWaiters = new Map<number, Array<() => void>>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const recorded: RecordedRequest = {
        index: requests.length,
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body: parseJson(text),
        receivedAt: Date.now(),
      };
      requests.push(recorded);
      let dropping = false;
      res.on("close", () => {
        if (res.writableFinished || dropping) return;
        recorded.clientClosedAt = Date.now();
        for (const resolve of closeWaiters.get(recorded.index) ?? []) resolve();
      });
      for (const waiter of arrivalWaiters.filter((w) => requests.length >= w.count)) {
        arrivalWaiters.splice(arrivalWaiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      void (async () => {
        let reply: ModelReply;
        try {
          reply = queue.shift() ?? (await handler?.(recorded)) ?? unscripted(recorded);
        } catch (error) {
          reply = httpError(418, { message: `modelServer: the handler threw: ${String(error)}` });
        }
        if (reply.kind === "drop") {
          dropping = true;
          req.socket.destroy();
        } else if (reply.kind !== "stall") {
          send(res, reply, recorded);
        }
      })();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    setHandler: (next) => {
      handler = next;
    },
    waitForRequests: (count) => (requests.length >= count ? Promise.resolve() : new Promise((resolve) => arrivalWaiters.push({ count, resolve }))),
    clientClosed: (index) => {
      if (requests[index]?.clientClosedAt !== undefined) return Promise.resolve();
      return new Promise((resolve) => closeWaiters.set(index, [...(closeWaiters.get(index) ?? []), resolve]));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: ServerResponse, reply: Exclude<ModelReply, { kind: "stall" } | { kind: "drop" }>, request: RecordedRequest): void {
  if (res.destroyed) return;
  const status = reply.kind === "completion" ? 200 : reply.status;
  const body = reply.kind === "completion" ? completionBody(reply.completion, request) : (reply.body ?? { error: { message: `HTTP ${reply.status}` } });
  res.writeHead(status, { "content-type": "application/json", ...reply.headers });
  res.end(JSON.stringify(body));
}

function completionBody(spec: CompletionSpec, request: RecordedRequest): Record<string, unknown> {
  const toolCalls = spec.toolCalls ?? [];
  const usage = spec.usage === undefined ? { prompt_tokens: 10, completion_tokens: 5 } : spec.usage;
  return {
    id: `chatcmpl-${request.index}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: spec.model ?? request.body?.model ?? "unknown",
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: spec.content ?? null,
          refusal: spec.refusal ?? null,
          ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
        },
        finish_reason: spec.finishReason ?? (toolCalls.length > 0 ? "tool_calls" : "stop"),
        logprobs: null,
      },
    ],
    ...(usage === null ? {} : { usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } }),
  };
}

function unscripted(request: RecordedRequest): ModelReply {
  return httpError(418, { message: `modelServer: no scripted reply for request #${request.index} (${request.method} ${request.path})` });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// ---- reply builders ----

export function completion(spec: CompletionSpec, headers?: Record<string, string>): ModelReply {
  return { kind: "completion", completion: spec, ...(headers ? { headers } : {}) };
}

export function textReply(content: string, usage?: ChatUsage | null): ModelReply {
  return completion({ content, ...(usage !== undefined ? { usage } : {}) });
}

/** A reply whose content is `value` as JSON text, as a structured-output endpoint sends it. */
export function jsonReply(value: unknown, usage?: ChatUsage | null): ModelReply {
  return textReply(JSON.stringify(value), usage);
}

export function toolCallsReply(toolCalls: ToolCallSpec[], usage?: ChatUsage | null): ModelReply {
  return completion({ toolCalls, ...(usage !== undefined ? { usage } : {}) });
}

let toolCallCounter = 0;

/** One function call; `args` is sent as JSON unless it is already a string (to send malformed JSON). */
export function toolCall(name: string, args: unknown, id = `call_${++toolCallCounter}`): ToolCallSpec {
  return { id, type: "function", function: { name, arguments: typeof args === "string" ? args : JSON.stringify(args) } };
}

export function refusalReply(refusal: string): ModelReply {
  return completion({ refusal });
}

export function httpError(status: number, options: { message?: string; headers?: Record<string, string>; body?: unknown } = {}): ModelReply {
  const body = options.body ?? { error: { message: options.message ?? `HTTP ${status}`, type: "test_error" } };
  return { kind: "http_error", status, body, ...(options.headers ? { headers: options.headers } : {}) };
}

export function stall(): ModelReply {
  return { kind: "stall" };
}

export function dropConnection(): ModelReply {
  return { kind: "drop" };
}
