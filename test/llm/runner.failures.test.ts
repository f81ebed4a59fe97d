import { createServer } from "node:net";
import { describe, expect, it, onTestFinished } from "vitest";
import { isNodeFault, type NodeFault } from "../../src/engine/errors.js";
import { completion, dropConnection, httpError, refusalReply, textReply, toolCall, toolCallsReply } from "../support/modelServer.js";
import { fakeTool, API_KEY, makeRequest, makeRunContext, recordingClock, recordingLogger, rejectionOf, useModelServer } from "./harness.js";

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

    it("gives up after 4 retries with a model fault nobody retries again, naming the host", async () => {
      const clock = recordingClock();
      h.server.setHandler(() => httpError(503, { message: "overloaded" }));

      const error = await rejectionOf(h.runnerWith().run(makeRequest(), makeRunContext({ clock })));

      expect(h.server.requests).toHaveLength(5);
      expect(clock.delays).toHaveLength(4);
      expect((error as NodeFault).kind).toBe("model");
      expect((error as NodeFault).retryable).toBe(false);
      const host = new URL(h.server.baseURL).host;
      expect((error as NodeFault).message).toBe(
        `code-reviewer/review: the model endpoint ${host} still fails after 4 retries: 503 overloaded; check the endpoint's status`,
      );
    });
  });

  describe("an unreachable endpoint fails fast, for good, naming its host", () => {
    const unreachable = (host: string) =>
      new RegExp(
        `^code-reviewer/review: the model endpoint ${host.replace(/\./g, "\\.")} is unreachable \\(3 connection failures in a row, last: \\w+\\).*check the base URL, the network, and the endpoint's status$`,
      );

    it("an endpoint that resets every connection: 3 requests, then calls fail without sending anything", async () => {
      h.server.setHandler(() => dropConnection());
      const runner = h.runnerWith();
      const host = new URL(h.server.baseURL).host;

      const first = (await rejectionOf(runner.run(makeRequest(), makeRunContext()))) as NodeFault;
      const second = (await rejectionOf(runner.run(makeRequest(), makeRunContext()))) as NodeFault;

      expect(h.server.requests).toHaveLength(3);
      for (const fault of [first, second]) {
        expect(fault).toMatchObject({ kind: "model", retryable: false });
        expect(fault.message).toMatch(unreachable(host));
      }
    });

    it("a refused port: two retries, then the breaker; the message names host and port", async () => {
      const port = await closedPort();
      const logger = recordingLogger();
      const runner = h.runnerWith({ endpoint: { baseURL: `http://127.0.0.1:${port}/v1` } });

      const first = (await rejectionOf(runner.run(makeRequest(), makeRunContext({ logger })))) as NodeFault;
      const second = (await rejectionOf(runner.run(makeRequest(), makeRunContext({ logger })))) as NodeFault;

      expect(logger.lines.filter((line) => line.includes("; retry "))).toHaveLength(2);
      for (const fault of [first, second]) {
        expect(fault).toMatchObject({ kind: "model", retryable: false });
        expect(fault.message).toMatch(unreachable(`127.0.0.1:${port}`));
        expect(fault.message).toContain("last: ECONNREFUSED");
      }
    });

    it("parallel calls to a resetting endpoint stay bounded by the breaker", async () => {
      h.server.setHandler(() => dropConnection());
      const runner = h.runnerWith();

      const faults = await Promise.all(Array.from({ length: 5 }, () => rejectionOf(runner.run(makeRequest(), makeRunContext()))));

      // 3 failures open the breaker; at most the other calls' first tries were already on the wire.
      expect(h.server.requests.length).toBeGreaterThanOrEqual(3);
      expect(h.server.requests.length).toBeLessThanOrEqual(3 + 4);
      for (const fault of faults) expect(fault).toMatchObject({ kind: "model", retryable: false });
    });
  });

  describe("abort listeners", () => {
    it("a long tool loop on one signal raises no MaxListenersExceededWarning", async () => {
      const warnings: string[] = [];
      const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
      process.on("warning", onWarning);
      onTestFinished(() => {
        process.off("warning", onWarning);
      });
      const echo = fakeTool("echo", { type: "object", properties: {} }, () => "ok");
      for (let turn = 0; turn < 15; turn++) h.server.enqueue(toolCallsReply([toolCall("echo", {})]));
      h.server.enqueue(textReply("done"));

      const result = await h.runnerWith({ tools: [echo] }).run(makeRequest({ tools: ["echo"], maxIterations: 20 }), makeRunContext());
      await new Promise((resolve) => setImmediate(resolve));

      expect(result.output).toBe("done");
      expect(echo.calls).toHaveLength(15);
      expect(warnings.filter((w) => w.startsWith("MaxListenersExceededWarning"))).toEqual([]);
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

/** A port nothing listens on: bound once, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}
