/**
 * Timeouts abort work in flight through AbortSignal, not only between steps.
 * A node timeout is a "timeout" fault of that node; a run timeout or a
 * cancellation ends the run with RunAbortedError and the state so far.
 */
import { describe, expect, it } from "vitest";
import { RunAbortedError, runGraph, type ScriptDefinition } from "../../src/engine/index.js";
import { ScriptRegistry, captureError, graphFromYaml, makeContext, scriptedLlm, sleep, waitForAbort, writeLibrary } from "../support/engine.js";

/** A script that waits for its signal and records whether it was aborted. */
function waiter(record: { aborted?: boolean; reason?: unknown }, ms = 5_000): ScriptDefinition {
  return {
    writes: [],
    run: async ({ signal }) => {
      await waitForAbort(signal, ms);
      record.aborted = signal.aborted;
      record.reason = signal.reason;
      return {};
    },
  };
}

const noop: ScriptDefinition = { writes: [], run: () => ({}) };
const progress: ScriptDefinition = { writes: ["progress"], run: () => ({ progress: "before the slow node" }) };

describe("node timeout", () => {
  it("is a timeout fault: the fallback is taken and the in-flight work's signal is aborted", async () => {
    const record: { aborted?: boolean } = {};
    const graph = graphFromYaml(`name: t
version: "1.0"
start: slow
nodes:
  slow: {id: slow, type: script, script: slow, timeout: 0.05, fallback: rescue, state_updates: {note: "{{output}}"}, next: done}
  rescue: {id: rescue, type: script, script: noop, next: done}
  done: {id: done, type: end, output: "{{note}}"}
`);
    const started = Date.now();
    const scripts = new ScriptRegistry().register("t", "slow", waiter(record)).register("t", "noop", noop);
    const result = await runGraph(graph, { context: makeContext(), scripts });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result.output).toBe("PIPELINE-FAULT: t/slow: timeout: timed out after 0.05s");
    await sleep(5);
    expect(record.aborted).toBe(true);
  });

  it("fires even when the work ignores its signal", async () => {
    const graph = graphFromYaml(
      `name: t\nversion: "1.0"\nstart: slow\nnodes:\n  slow: {id: slow, type: script, script: deaf, timeout: 0.05, fallback: done, next: done}\n  done: {id: done, type: end, output: ok}\n`,
    );
    // The work never settles: the run can only end through the node's timeout.
    const deaf: ScriptDefinition = { writes: [], run: () => new Promise<Record<string, unknown>>(() => {}) };
    const result = await runGraph(graph, { context: makeContext(), scripts: new ScriptRegistry().register("t", "deaf", deaf) });
    expect(result.trace).toContainEqual(expect.objectContaining({ type: "fallback", node: "slow", failure: expect.objectContaining({ kind: "timeout" }) }));
  });

  it("aborts an llm call in flight, and re-attempts a timeout as a retryable fault", async () => {
    const aborted: boolean[] = [];
    const llm = scriptedLlm(async (request) => {
      await waitForAbort(request.signal);
      aborted.push(request.signal.aborted);
      return "too late";
    });
    const graph = graphFromYaml(
      `name: t\nversion: "1.0"\nstart: ask\nnodes:\n  ask: {id: ask, type: llm, prompt: p, timeout: 0.05, max_attempts: 2, fallback: done, next: done}\n  done: {id: done, type: end, output: ok}\n`,
    );
    const result = await runGraph(graph, { context: makeContext({ llm: llm.runner }), scripts: new ScriptRegistry() });
    await sleep(5);
    expect(llm.requests).toHaveLength(2);
    expect(aborted).toEqual([true, true]);
    expect(result.trace).toContainEqual(
      expect.objectContaining({ type: "fallback", failure: { node: "ask", kind: "timeout", attempts: 2, message: "timed out after 0.05s", retryable: true } }),
    );
  });

  it("gives each attempt a fresh timeout", async () => {
    let calls = 0;
    const graph = graphFromYaml(
      `name: t\nversion: "1.0"\nstart: slow\nnodes:\n  slow: {id: slow, type: script, script: slow_then_fast, timeout: 0.1, max_attempts: 2, next: done}\n  done: {id: done, type: end, output: ok}\n`,
    );
    const slowThenFast: ScriptDefinition = {
      writes: [],
      run: async ({ signal }) => {
        if (++calls === 1) await waitForAbort(signal);
        else await sleep(60); // shorter than the timeout, but would not fit in what the first attempt left
        return {};
      },
    };
    const result = await runGraph(graph, { context: makeContext(), scripts: new ScriptRegistry().register("t", "slow_then_fast", slowThenFast) });
    expect(result.output).toBe("ok");
    expect(calls).toBe(2);
  });
});

describe("run timeout", () => {
  const slowGraph = (settings = "") =>
    graphFromYaml(`name: t
version: "1.0"
start: first
${settings}nodes:
  first: {id: first, type: script, script: progress, next: slow}
  slow: {id: slow, type: script, script: slow, fallback: done, next: done}
  done: {id: done, type: end, output: ok}
`);

  it("settings.timeout (fractional seconds) aborts work in flight and throws RunAbortedError with partial state", async () => {
    const record: { aborted?: boolean } = {};
    const scripts = new ScriptRegistry().register("t", "progress", progress).register("t", "slow", waiter(record));
    const started = Date.now();
    const error = await captureError(runGraph(slowGraph("settings: {timeout: 0.05}\n"), { context: makeContext(), scripts }));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error).toBeInstanceOf(RunAbortedError);
    expect((error as RunAbortedError).reason).toBe("timeout");
    expect((error as RunAbortedError).code).toBe("RUN_TIMEOUT");
    expect((error as RunAbortedError).partialState).toMatchObject({ progress: "before the slow node" });
    await sleep(5);
    expect(record.aborted).toBe(true);
  });

  it("is not a node fault: the fallback is not taken", async () => {
    const context = makeContext();
    const scripts = new ScriptRegistry().register("t", "progress", progress).register("t", "slow", waiter({}));
    await captureError(runGraph(slowGraph("settings: {timeout: 0.05}\n"), { context, scripts }));
    expect(context.trace.events.some((e) => e.type === "fallback")).toBe(false);
    expect(context.trace.events).toContainEqual(expect.objectContaining({ type: "run_finish", status: "aborted" }));
  });

  it("timeoutSeconds overrides settings.timeout", async () => {
    const scripts = new ScriptRegistry().register("t", "progress", progress).register("t", "slow", waiter({}));
    const started = Date.now();
    const error = await captureError(runGraph(slowGraph("settings: {timeout: 60}\n"), { context: makeContext(), scripts, timeoutSeconds: 0.05 }));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error).toMatchObject({ reason: "timeout" });
  });

  it("aborts every map branch in flight, and is not a fault of the map", async () => {
    const aborted: boolean[] = [];
    const graph = graphFromYaml(`name: t
version: "1.0"
start: first
settings: {timeout: 0.05}
initial_state: {items: [1, 2, 3]}
nodes:
  first: {id: first, type: script, script: progress, next: fan}
  fan: {id: fan, type: map, over: "{{items}}", as: item, branch: each, output_key: o, collect_into: os, fallback: done, next: done}
  each: {id: each, type: script, script: each}
  done: {id: done, type: end, output: ok}
`);
    const each: ScriptDefinition = { writes: [], run: async ({ signal }) => (await waitForAbort(signal), aborted.push(signal.aborted), {}) };
    const context = makeContext();
    const error = await captureError(
      runGraph(graph, { context, scripts: new ScriptRegistry().register("t", "progress", progress).register("t", "each", each) }),
    );
    expect(error).toMatchObject({ reason: "timeout", partialState: expect.objectContaining({ progress: "before the slow node" }) });
    await sleep(5);
    expect(aborted).toEqual([true, true, true]);
    expect(context.trace.events.some((e) => e.type === "fallback")).toBe(false);
  });

  it("aborts a child graph in flight and ends the parent run, rather than faulting the agent node", async () => {
    const record: { aborted?: boolean } = {};
    const library = writeLibrary({
      child: `name: child\nversion: "1.0"\nstart: w\nnodes:\n  w: {id: w, type: script, script: wait, next: e}\n  e: {id: e, type: end, output: ok}\n`,
    });
    const graph = graphFromYaml(
      `name: t\nversion: "1.0"\nstart: call\nnodes:\n  call: {id: call, type: agent, agent: child, max_attempts: 3, fallback: done, next: done}\n  done: {id: done, type: end, output: ok}\n`,
    );
    const scripts = new ScriptRegistry().register("child", "wait", waiter(record));
    const error = await captureError(runGraph(graph, { context: makeContext({ libraryDir: library }), scripts, timeoutSeconds: 0.05 }));
    expect(error).toBeInstanceOf(RunAbortedError);
    expect((error as RunAbortedError).reason).toBe("timeout");
    await sleep(5);
    expect(record.aborted).toBe(true);
  });

  it('a cancelled context signal ends the run with RunAbortedError "cancelled"', async () => {
    const record: { aborted?: boolean } = {};
    const controller = new AbortController();
    const scripts = new ScriptRegistry().register("t", "progress", progress).register("t", "slow", waiter(record));
    setTimeout(() => controller.abort(), 30);
    const error = await captureError(runGraph(slowGraph(), { context: makeContext({ signal: controller.signal }), scripts }));
    expect(error).toBeInstanceOf(RunAbortedError);
    expect((error as RunAbortedError).reason).toBe("cancelled");
    expect((error as RunAbortedError).partialState).toMatchObject({ progress: "before the slow node" });
    await sleep(5);
    expect(record.aborted).toBe(true);
  });

  it("an already-cancelled signal runs nothing", async () => {
    let ran = false;
    const scripts = new ScriptRegistry().register("t", "progress", { writes: ["progress"], run: () => ((ran = true), {}) }).register("t", "slow", waiter({}));
    const error = await captureError(runGraph(slowGraph(), { context: makeContext({ signal: AbortSignal.abort() }), scripts }));
    expect(error).toMatchObject({ reason: "cancelled" });
    expect(ran).toBe(false);
  });
});
