/**
 * The fault table of src/llm/errors.ts, row by row, through the real runner
 * against the loopback model server: for each fault, how many requests the
 * endpoint saw, how many of them were HTTP-layer retries, and the NodeFault's
 * kind and retryable flag (what the engine's node attempts and the retry gate
 * act on: they re-run only `retryable: true`).
 */
import { describe, expect, it } from "vitest";
import type { FailureKind, NodeFault } from "../../src/engine/errors.js";
import { isNodeFault } from "../../src/engine/errors.js";
import type { OpenAiLlmRunner } from "../../src/llm/runner.js";
import { Budget } from "../../src/llm/usage.js";
import { completion, dropConnection, httpError, jsonReply, refusalReply, stall, textReply } from "../support/modelServer.js";
import { makeRequest, makeRunContext, outputSchema, recordingLogger, rejectionOf, useModelServer, type Harness, type RunnerSetup } from "./harness.js";

interface Row {
  fault: string;
  setup?: (h: Harness) => RunnerSetup;
  /** Brings the runner into the state the row needs (the breaker open); its requests are not counted. */
  before?: (runner: OpenAiLlmRunner, h: Harness) => Promise<void>;
  script: (h: Harness) => void;
  /** The call that must fail; default: one plain call. */
  call?: (runner: OpenAiLlmRunner, h: Harness, context: ReturnType<typeof makeRunContext>) => Promise<unknown>;
  /** Requests the endpoint saw for the call. */
  requests: number;
  /** Of those, retries made by the HTTP layer (withRetry). */
  httpRetries: number;
  kind: FailureKind;
  retryable: boolean;
  message?: RegExp;
}

const HOST = /127\.0\.0\.1:\d+/.source;
const plainCall: NonNullable<Row["call"]> = (runner, _h, context) => runner.run(makeRequest(), context);
const structuredCall: NonNullable<Row["call"]> = (runner, _h, context) =>
  runner.run(makeRequest({ outputSchema: outputSchema({ type: "object", required: ["verdict"], properties: { verdict: { type: "string" } } }) }), context);

const rows: Row[] = [
  {
    fault: "node timeout (abort)",
    script: (h) => h.server.enqueue(stall()),
    call: async (runner, h, context) => {
      const timeout = new AbortController();
      const pending = runner.run(makeRequest({ signal: timeout.signal }), context);
      pending.catch(() => {}); // awaited by the caller; this only marks it handled while the server waits
      await h.server.waitForRequests(1);
      timeout.abort(new DOMException("node timeout", "TimeoutError"));
      return pending;
    },
    requests: 1,
    httpRetries: 0,
    kind: "timeout",
    retryable: true,
  },
  {
    fault: "5xx after the HTTP retries ran out",
    script: (h) => h.server.setHandler(() => httpError(503, { message: "overloaded" })),
    requests: 5,
    httpRetries: 4,
    kind: "model",
    retryable: false,
    message: new RegExp(`the model endpoint ${HOST} still fails after 4 retries: 503 overloaded; check the endpoint's status$`),
  },
  {
    fault: "429 after the HTTP retries ran out",
    script: (h) => h.server.setHandler(() => httpError(429, { message: "rate limited", headers: { "retry-after": "1" } })),
    requests: 5,
    httpRetries: 4,
    kind: "model",
    retryable: false,
    message: new RegExp(`${HOST} still fails after 4 retries: 429 rate limited; check the endpoint's rate limits and quota`),
  },
  {
    fault: "connection failure (reset), breaker opens at the third",
    script: (h) => h.server.setHandler(() => dropConnection()),
    requests: 3,
    httpRetries: 2,
    kind: "model",
    retryable: false,
    message: new RegExp(`${HOST} is unreachable \\(3 connection failures in a row, last: \\w+\\).*check the base URL, the network, and the endpoint's status$`),
  },
  {
    fault: "connection failure with the breaker out of reach: the retries run out",
    setup: () => ({ retry: { breaker: { failureThreshold: 100 } } }),
    script: (h) => h.server.setHandler(() => dropConnection()),
    requests: 5,
    httpRetries: 4,
    kind: "model",
    retryable: false,
    message: new RegExp(`${HOST} still fails after 4 retries: connection failed \\(\\w+\\); check the base URL, the network, and the endpoint's status$`),
  },
  {
    fault: "breaker open",
    before: async (runner, h) => {
      h.server.setHandler(() => dropConnection());
      await rejectionOf(runner.run(makeRequest(), makeRunContext()));
    },
    script: (h) => h.server.setHandler(() => textReply("would have worked")),
    requests: 0,
    httpRetries: 0,
    kind: "model",
    retryable: false,
    message: new RegExp(`${HOST} is unreachable .*until a probe in 30 s succeeds; check the base URL`),
  },
  {
    fault: "retry budget spent",
    setup: () => ({ retry: { retryBudget: { minRetries: 1, retryRatio: 0 } } }),
    script: (h) => h.server.setHandler(() => httpError(502, { message: "bad gateway" })),
    requests: 2,
    httpRetries: 1,
    kind: "model",
    retryable: false,
    message: new RegExp(`${HOST} keeps failing and the run's retry budget is spent \\(1 of 1 retries used over 1 calls\\); last error: 502 bad gateway`),
  },
  ...[400, 404, 422].map((status): Row => ({
    fault: `HTTP ${status}`,
    script: (h) => h.server.enqueue(httpError(status, { message: "nope" })),
    requests: 1,
    httpRetries: 0,
    kind: "model",
    retryable: false,
  })),
  ...[401, 403].map((status): Row => ({
    fault: `HTTP ${status}`,
    script: (h) => h.server.enqueue(httpError(status, { message: "nope" })),
    requests: 1,
    httpRetries: 0,
    kind: "auth",
    retryable: false,
  })),
  {
    fault: "schema violation after the repair turn",
    script: (h) => h.server.enqueue(jsonReply({ wrong: 1 }), jsonReply({ still: "wrong" })),
    call: structuredCall,
    requests: 2,
    httpRetries: 0,
    kind: "schema",
    retryable: true,
  },
  {
    fault: "empty reply",
    script: (h) => h.server.enqueue(httpError(200, { body: { id: "x", object: "chat.completion", created: 0, model: "m", choices: [] } })),
    requests: 1,
    httpRetries: 0,
    kind: "model",
    retryable: true,
  },
  { fault: "refusal", script: (h) => h.server.enqueue(refusalReply("no")), requests: 1, httpRetries: 0, kind: "model", retryable: false },
  {
    fault: "finish_reason length",
    script: (h) => h.server.enqueue(completion({ content: "…", finishReason: "length" })),
    requests: 1,
    httpRetries: 0,
    kind: "model",
    retryable: false,
  },
  {
    fault: "finish_reason content_filter",
    script: (h) => h.server.enqueue(completion({ content: null, finishReason: "content_filter" })),
    requests: 1,
    httpRetries: 0,
    kind: "model",
    retryable: false,
  },
  {
    fault: "token budget exceeded",
    setup: () => ({ budget: new Budget({ maxTokens: 5 }) }),
    script: (h) => h.server.enqueue(textReply("long")),
    requests: 1,
    httpRetries: 0,
    kind: "budget",
    retryable: false,
  },
  {
    fault: "crash (no model configured)",
    setup: () => ({ endpoint: { defaultModel: undefined } }),
    script: () => {},
    requests: 0,
    httpRetries: 0,
    kind: "crash",
    retryable: false,
  },
];

describe("fault kind × retry layer", () => {
  const h = useModelServer();

  it.each(rows.map((row) => [row.fault, row] as const))("%s", async (_name, row) => {
    const runner = h.runnerWith(row.setup?.(h) ?? {});
    await row.before?.(runner, h);
    const seenBefore = h.server.requests.length;
    row.script(h);
    const logger = recordingLogger();
    const context = makeRunContext({ logger });

    const fault = await rejectionOf((row.call ?? plainCall)(runner, h, context));

    expect(isNodeFault(fault)).toBe(true);
    expect(h.server.requests.length - seenBefore).toBe(row.requests);
    expect(logger.lines.filter((line) => /; retry \d+ in \d+ ms$/.test(line))).toHaveLength(row.httpRetries);
    expect(fault).toMatchObject({ kind: row.kind, retryable: row.retryable });
    if (row.message) expect((fault as NodeFault).message).toMatch(row.message);
  });
});
