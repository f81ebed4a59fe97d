import { describe, expect, it } from "vitest";
import { isNodeFault, type NodeFault } from "../../src/engine/errors.js";
import { completion, dropConnection, httpError, refusalReply, textReply } from "../support/modelServer.js";
import {
  API_KEY,
  makeRequest,
  makeRunContext,
  recordingClock,
  recordingLogger,
  rejectionOf,
  useModelServer,
} from "./harness.js";

describe("endpoint failures", () => {
  const h = useModelServer();

  async function failureOf(setup = {}): Promise<NodeFault> {
    const error = await rejectionOf(h.runnerWith(setup).run(makeRequest(), makeRunContext()));
    expect(isNodeFault(error)).toBe(true);
    return error as NodeFault;
  }

  describe("transient errors are retried with backoff", () => {
    it("backs off exponentially on 500s and 429s, then succeeds", async () => {
      const clock = recordingClock();
      h.server.enqueue(httpError(500), httpError(429), httpError(503), textReply("finally"));

      const result = await h.runnerWith().run(makeRequest(), makeRunContext({ clock }));

      expect(result.output).toBe("finally");
      expect(h.server.requests).toHaveLength(4);
      expect(clock.delays).toEqual([500, 1000, 2000]);
      expect(result.usage.calls).toBe(1);
    });

    it("adds jitter below the exponential step", async () => {
      const clock = recordingClock();
      h.server.enqueue(httpError(502), httpError(502), textReply("ok"));

      await h.runnerWith({ retry: { random: () => 0 } }).run(makeRequest(), makeRunContext({ clock }));

      expect(clock.delays).toEqual([250, 500]);
    });

    it("honours Retry-After in seconds, as an HTTP date, and retry-after-ms", async () => {
      const clock = recordingClock(); // now() is 2030-01-01T00:00:00Z
      h.server.enqueue(
        httpError(429, { headers: { "retry-after": "3" } }),
        httpError(429, { headers: { "retry-after": "Tue, 01 Jan 2030 00:00:05 GMT" } }),
        httpError(503, { headers: { "retry-after-ms": "9500" } }),
        textReply("ok"),
      );

      await h.runnerWith().run(makeRequest(), makeRunContext({ clock }));

      expect(clock.delays).toEqual([3000, 5000, 9500]);
    });

    it("caps Retry-After at 60 s and our own backoff at 8 s", async () => {
      const clock = recordingClock();
      h.server.enqueue(httpError(429, { headers: { "retry-after": "600" } }), textReply("ok"));
      await h.runnerWith().run(makeRequest(), makeRunContext({ clock }));

      h.server.enqueue(httpError(500), httpError(500), httpError(500), httpError(500), textReply("ok"));
      await h.runnerWith({ retry: { baseDelayMs: 3000 } }).run(makeRequest(), makeRunContext({ clock }));

      expect(clock.delays).toEqual([60_000, 3000, 6000, 8000, 8000]);
    });

    it("retries a dropped connection", async () => {
      h.server.enqueue(dropConnection(), textReply("ok"));

      const result = await h.runnerWith().run(makeRequest(), makeRunContext());

      expect(result.output).toBe("ok");
      expect(h.server.requests).toHaveLength(2);
    });

    it("gives up after 4 retries with a retryable model fault", async () => {
      const clock = recordingClock();
      h.server.setHandler(() => httpError(503, { message: "overloaded" }));

      const error = await rejectionOf(h.runnerWith().run(makeRequest(), makeRunContext({ clock })));

      expect(h.server.requests).toHaveLength(5);
      expect(clock.delays).toHaveLength(4);
      expect((error as NodeFault).kind).toBe("model");
      expect((error as NodeFault).retryable).toBe(true);
      expect((error as NodeFault).message).toBe("code-reviewer/review: endpoint still failing after 4 retries: 503 overloaded");
    });
  });

  describe("non-transient errors fail at once, with one request", () => {
    it.each([
      [400, "model"],
      [404, "model"],
      [422, "model"],
      [401, "auth"],
      [403, "auth"],
    ])("HTTP %i → %s, not retryable", async (status, kind) => {
      h.server.setHandler(() => httpError(status, { message: "nope" }));

      const fault = await failureOf();

      expect(h.server.requests).toHaveLength(1);
      expect(fault.kind).toBe(kind);
      expect(fault.retryable).toBe(false);
      expect(fault.message).toContain(`${status} nope`);
    });
  });

  describe("replies that end the attempt", () => {
    it("a refusal is a model fault carrying the refusal, not retryable", async () => {
      h.server.enqueue(refusalReply("I can't help with that."));
      const fault = await failureOf();
      expect(fault).toMatchObject({ kind: "model", retryable: false });
      expect(fault.message).toBe("code-reviewer/review: the model refused: I can't help with that.");
    });

    it("finish_reason length is a model fault that says the reply was cut off", async () => {
      h.server.enqueue(completion({ content: '{"verdict": "PA', finishReason: "length" }));
      const fault = await failureOf();
      expect(fault).toMatchObject({ kind: "model", retryable: false });
      expect(fault.message).toContain('finish_reason "length"');
    });

    it("finish_reason content_filter is a model fault naming the filter", async () => {
      h.server.enqueue(completion({ content: null, finishReason: "content_filter" }));
      const fault = await failureOf();
      expect(fault).toMatchObject({ kind: "model", retryable: false });
      expect(fault.message).toContain("content filter");
    });

    it("still meters the tokens of a reply it rejects", async () => {
      h.server.enqueue(completion({ content: "…", finishReason: "length", usage: { prompt_tokens: 100, completion_tokens: 4096 } }));
      await failureOf();
      expect(h.meter.runTotal()).toEqual({ promptTokens: 100, completionTokens: 4096, calls: 1 });
    });
  });

  describe("the API key", () => {
    it("never appears in a fault message, a log line or a trace event, even when the endpoint echoes it", async () => {
      const echo = `Incorrect API key provided: ${API_KEY}. Authorization: Bearer ${API_KEY}`;
      const logger = recordingLogger();
      const context = makeRunContext({ logger });
      h.server.enqueue(httpError(429, { message: echo }), httpError(401, { message: echo }));

      const error = await rejectionOf(h.runnerWith().run(makeRequest(), context));
      h.server.enqueue(httpError(400, { message: echo }));
      const second = await rejectionOf(h.runnerWith().run(makeRequest(), context));
      h.server.setHandler(() => httpError(500, { message: echo }));
      const third = await rejectionOf(h.runnerWith().run(makeRequest(), context));

      expect(h.server.requests[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`); // it was really sent
      for (const fault of [error, second, third] as NodeFault[]) {
        expect(fault.message).toContain("Incorrect API key provided: [redacted]");
        expect(fault.message).not.toContain(API_KEY);
        expect(String(fault)).not.toContain(API_KEY);
      }
      expect(logger.lines.length).toBeGreaterThan(0);
      expect(logger.lines.join("\n")).not.toContain(API_KEY);
      expect(JSON.stringify(context.trace.events)).not.toContain(API_KEY);
    });
  });
});
