import { describe, expect, it } from "vitest";
import { isNodeFault } from "../../src/engine/errors.js";
import { MemoryTrace } from "../../src/engine/trace.js";
import { Budget, UsageMeter } from "../../src/llm/usage.js";
import { textReply } from "../support/modelServer.js";
import { makeRequest, makeRunContext, useModelServer } from "./harness.js";

describe("usage accounting", () => {
  const h = useModelServer();

  it("totals tokens and cost per node, per graph and per run, and traces every call", async () => {
    h.server.enqueue(
      textReply("a", { prompt_tokens: 1000, completion_tokens: 100 }),
      textReply("b", { prompt_tokens: 2000, completion_tokens: 200 }),
      textReply("c", { prompt_tokens: 500, completion_tokens: 50 }),
    );
    const runner = h.runnerWith({ endpoint: { priceTable: { "test-model": { input: 2.5, output: 10 } } } });
    const context = makeRunContext();

    const first = await runner.run(makeRequest({ graph: "code-reviewer", node: "review" }), context);
    await runner.run(makeRequest({ graph: "code-reviewer", node: "review" }), context);
    await runner.run(makeRequest({ graph: "security-reviewer", node: "scan" }), context);

    expect(first.usage).toEqual({ promptTokens: 1000, completionTokens: 100, calls: 1, costUsd: 0.0035 });
    expect(h.meter.nodeTotal("code-reviewer", "review")).toMatchObject({ promptTokens: 3000, completionTokens: 300, calls: 2 });
    expect(h.meter.nodeTotal("code-reviewer", "review").costUsd).toBeCloseTo(0.0105);
    expect(h.meter.graphTotal("security-reviewer")).toMatchObject({ promptTokens: 500, completionTokens: 50, calls: 1 });
    expect(h.meter.runTotal()).toMatchObject({ promptTokens: 3500, completionTokens: 350, calls: 3 });
    expect(h.meter.runTotal().costUsd).toBeCloseTo(0.01225);

    const usageEvents = context.trace.events.filter((event) => event.type === "usage");
    expect(usageEvents).toHaveLength(3);
    expect(usageEvents[2]).toMatchObject({
      type: "usage",
      runId: "run-42",
      graph: "security-reviewer",
      node: "scan",
      promptTokens: 500,
      completionTokens: 50,
      calls: 1,
      costUsd: 0.00175,
    });
  });

  it("counts a call without reported usage, with zero tokens and no cost", async () => {
    h.server.enqueue(textReply("ok", null));

    const result = await h.runnerWith().run(makeRequest(), makeRunContext());

    expect(result.usage).toEqual({ promptTokens: 0, completionTokens: 0, calls: 1 });
  });

  it("keeps the tokens the endpoint served from its prompt cache apart, and prices them at the cached-input price", async () => {
    h.server.enqueue(
      textReply("a", { prompt_tokens: 2000, completion_tokens: 100, prompt_tokens_details: { cached_tokens: 1536 } }),
      textReply("b", { prompt_tokens: 1000, completion_tokens: 100 }),
    );
    const runner = h.runnerWith({ endpoint: { priceTable: { "test-model": { input: 2, output: 10, cached_input: 0.5 } } } });
    const context = makeRunContext();

    const first = await runner.run(makeRequest({ graph: "finding-verifier", node: "verify_one" }), context);
    await runner.run(makeRequest({ graph: "finding-verifier", node: "verify_one" }), context);

    // 464 uncached at $2, 1536 cached at $0.50, 100 completion at $10, per million.
    expect(first.usage).toEqual({
      promptTokens: 2000,
      completionTokens: 100,
      calls: 1,
      cachedPromptTokens: 1536,
      costUsd: (464 * 2 + 1536 * 0.5 + 100 * 10) / 1e6,
    });
    expect(h.meter.nodeTotal("finding-verifier", "verify_one")).toMatchObject({ promptTokens: 3000, calls: 2, cachedPromptTokens: 1536 });
    const events = context.trace.events.filter((event) => event.type === "usage");
    expect(events[0]).toMatchObject({ cachedPromptTokens: 1536 });
    expect(events[1]).not.toHaveProperty("cachedPromptTokens");
  });

  it("prices cached tokens as input when the price table has no cached-input price", async () => {
    h.server.enqueue(textReply("a", { prompt_tokens: 1000, completion_tokens: 0, prompt_tokens_details: { cached_tokens: 1000 } }));
    const runner = h.runnerWith({ endpoint: { priceTable: { "test-model": { input: 3, output: 10 } } } });

    const result = await runner.run(makeRequest(), makeRunContext());

    expect(result.usage.costUsd).toBeCloseTo(0.003);
  });
});

describe("UsageMeter", () => {
  it("keeps cost undefined while no call had a price", () => {
    const meter = new UsageMeter();
    const context = { trace: new MemoryTrace(), clock: { now: () => 5, sleep: async () => {} } };
    meter.record({ runId: "r", graph: "g", node: "n", model: "m", usage: { promptTokens: 1, completionTokens: 2, calls: 1 } }, context);

    expect(meter.runTotal()).toEqual({ promptTokens: 1, completionTokens: 2, calls: 1 });
    expect(meter.breakdown().models).toEqual({ m: { promptTokens: 1, completionTokens: 2, calls: 1 } });
    expect(context.trace.events[0]).toEqual({
      type: "usage",
      ts: 5,
      runId: "r",
      graph: "g",
      depth: 0,
      node: "n",
      promptTokens: 1,
      completionTokens: 2,
      calls: 1,
    });
  });
});

describe("Budget", () => {
  it("allows spending up to the limit and trips only past it", () => {
    const budget = new Budget({ maxTokens: 10 });
    budget.charge({ promptTokens: 6, completionTokens: 4, calls: 1 });
    expect(budget.exceeded).toBe(false);
    expect(budget.budgetSignal.aborted).toBe(false);

    budget.charge({ promptTokens: 1, completionTokens: 0, calls: 1 });

    expect(budget.exceeded).toBe(true);
    expect(budget.budgetSignal.aborted).toBe(true);
    expect(isNodeFault(budget.budgetSignal.reason)).toBe(true);
    expect(() => budget.assertAvailable()).toThrow("run budget exceeded (11 tokens spent, limit 10)");
  });

  it("without limits, never trips", () => {
    const budget = new Budget({});
    budget.charge({ promptTokens: 1e9, completionTokens: 1e9, calls: 1, costUsd: 1e6 });
    expect(budget.exceeded).toBe(false);
    expect(budget.needsPrices).toBe(false);
  });
});
