import { describe, expect, it } from "vitest";
import { NodeTimeout } from "../../src/engine/abort.js";
import type { Clock } from "../../src/engine/context.js";
import { RunAbortedError, type NodeFault } from "../../src/engine/errors.js";
import { Budget } from "../../src/llm/usage.js";
import { httpError, stall, textReply } from "../support/modelServer.js";
import { fakeTool, makeRequest, makeRunContext, rejectionOf, useModelServer } from "./harness.js";

/** A clock whose sleep only ends by abort, to prove a backoff wait is abortable. */
const sleepForeverClock: Clock = {
  now: () => 0,
  sleep: (_ms, signal) => new Promise((_resolve, reject) => signal?.addEventListener("abort", () => reject(signal.reason), { once: true })),
};

describe("aborting a model call", () => {
  const h = useModelServer();

  it("a node timeout aborts the request in flight: the server sees the connection close", async () => {
    h.server.enqueue(stall());
    const timeout = new AbortController();
    const pending = rejectionOf(h.runnerWith().run(makeRequest({ signal: timeout.signal }), makeRunContext()));
    await h.server.waitForRequests(1);

    timeout.abort(new DOMException("node timeout", "TimeoutError"));

    const fault = (await pending) as NodeFault;
    expect(fault).toMatchObject({ kind: "timeout", retryable: true });
    expect(fault.message).toBe("code-reviewer/review: model call aborted by a timeout (node timeout)");
    await h.server.clientClosed(0);
    expect(h.server.requests[0]?.clientClosedAt).toBeDefined();
  });

  it("a node timeout during a retry backoff ends the wait at once, without another request", async () => {
    h.server.enqueue(httpError(503));
    const timeout = new AbortController();
    const pending = rejectionOf(h.runnerWith().run(makeRequest({ signal: timeout.signal }), makeRunContext({ clock: sleepForeverClock })));
    await h.server.waitForRequests(1);
    await new Promise((resolve) => setTimeout(resolve, 20));

    timeout.abort();

    expect(await pending).toMatchObject({ kind: "timeout", retryable: true });
    expect(h.server.requests).toHaveLength(1);
  });

  it("names the engine's node-timeout marker in the message", async () => {
    h.server.enqueue(stall());
    const timeout = new AbortController();
    const pending = rejectionOf(h.runnerWith().run(makeRequest({ signal: timeout.signal }), makeRunContext()));
    await h.server.waitForRequests(1);

    timeout.abort(new NodeTimeout(90));

    expect(await pending).toMatchObject({ kind: "timeout", message: "code-reviewer/review: model call aborted by a timeout (node timeout after 90s)" });
  });

  it("an engine-typed abort reason is passed through unchanged", async () => {
    h.server.enqueue(stall());
    const timeout = new AbortController();
    const pending = rejectionOf(h.runnerWith().run(makeRequest({ signal: timeout.signal }), makeRunContext()));
    await h.server.waitForRequests(1);
    const reason = new RunAbortedError("timeout", "run timed out after 60 s");

    timeout.abort(reason);

    expect(await pending).toBe(reason);
  });

  it("run cancellation rethrows the run signal's reason unchanged and closes the connection", async () => {
    h.server.enqueue(stall());
    const cancel = new AbortController();
    const reason = new Error("SIGTERM");
    const pending = rejectionOf(h.runnerWith().run(makeRequest(), makeRunContext({ signal: cancel.signal })));
    await h.server.waitForRequests(1);

    cancel.abort(reason);

    expect(await pending).toBe(reason);
    await h.server.clientClosed(0);
  });

  it("an abort while tools run ends the node instead of feeding the model an error", async () => {
    const timeout = new AbortController();
    const slowTool = fakeTool("fs_grep", { type: "object" }, (_args, signal) => {
      setTimeout(() => timeout.abort(), 10);
      return new Promise((_resolve, reject) => signal.addEventListener("abort", () => reject(new Error("grep aborted"))));
    });
    h.server.enqueue({ kind: "completion", completion: { toolCalls: [{ id: "c1", type: "function", function: { name: "fs_grep", arguments: "{}" } }] } });

    const fault = await rejectionOf(h.runnerWith({ tools: [slowTool] }).run(makeRequest({ tools: ["fs_grep"], signal: timeout.signal }), makeRunContext()));

    expect(fault).toMatchObject({ kind: "timeout" });
    expect(h.server.requests).toHaveLength(1);
  });
});

describe("the run budget", () => {
  const h = useModelServer();

  it("once exceeded, aborts calls in flight and fails every later call at once, as budget faults", async () => {
    const budget = new Budget({ maxTokens: 100 });
    h.server.setHandler((request) =>
      request.headers["x-gauntlet-node"] === "code-reviewer/slow" ? stall() : textReply("spent", { prompt_tokens: 80, completion_tokens: 40 }),
    );
    const runner = h.runnerWith({ budget });
    const context = makeRunContext();

    const slow = rejectionOf(runner.run(makeRequest({ node: "slow" }), context));
    await h.server.waitForRequests(1);
    const crossing = await rejectionOf(runner.run(makeRequest({ node: "fast" }), context));
    const inFlight = await slow;
    await h.server.clientClosed(0);
    const later = await rejectionOf(runner.run(makeRequest({ node: "later" }), context));

    for (const fault of [crossing, inFlight, later] as NodeFault[]) {
      expect(fault).toMatchObject({ kind: "budget", retryable: false });
      expect(fault.message).toContain("run budget exceeded (120 tokens spent, limit 100)");
    }
    expect(h.server.requests).toHaveLength(2);
    expect(budget.exceeded).toBe(true);
  });

  it("enforces a cost limit through the price table", async () => {
    const budget = new Budget({ maxCostUsd: 0.01 });
    h.server.setHandler(() => textReply("ok", { prompt_tokens: 1000, completion_tokens: 1000 }));
    const runner = h.runnerWith({ budget, endpoint: { priceTable: { "test-model": { input: 2, output: 4 } } } });
    const context = makeRunContext();

    await runner.run(makeRequest(), context); // $0.006
    const fault = await rejectionOf(runner.run(makeRequest(), context)); // $0.012 > $0.01

    expect(fault).toMatchObject({ kind: "budget" });
    expect(budget.spent().costUsd).toBeCloseTo(0.012);
  });

  it("refuses to spend under a cost limit when the model has no price", async () => {
    const runner = h.runnerWith({ budget: new Budget({ maxCostUsd: 1 }), endpoint: { priceTable: {} } });

    const fault = await rejectionOf(runner.run(makeRequest(), makeRunContext()));

    expect(fault).toMatchObject({ kind: "budget", retryable: false });
    expect((fault as NodeFault).message).toContain('model "test-model" has no price');
    expect(h.server.requests).toHaveLength(0);
  });
});
