/**
 * Map: each item of `over` runs a branch chain in branch-local state; the map
 * collects each branch's `output_key`, typed, in input order, into
 * `collect_into`. A failed branch leaves a typed failure record in its slot.
 */
import { describe, expect, it } from "vitest";
import { NodeFault, runGraph, type ScriptDefinition } from "../../src/engine/index.js";
import { ScriptRegistry, graphFromYaml, inFlightGauge, makeContext, sleep, waitForAbort } from "../support/engine.js";

function scriptsFor(defs: Record<string, ScriptDefinition>): ScriptRegistry {
  const scripts = new ScriptRegistry();
  for (const [name, def] of Object.entries(defs)) scripts.register("m", name, def);
  return scripts;
}

/** A map over `items` whose branch starts at `each`; extra nodes and settings can be added. */
function mapGraph(branch: string, options: { mapExtra?: string; settings?: string; items?: unknown[] } = {}) {
  return graphFromYaml(`name: m
version: "1.0"
start: fan
${options.settings ?? ""}initial_state: {items: ${JSON.stringify(options.items ?? [])}, shared: parent}
nodes:
  fan: {id: fan, type: map, over: "{{items}}", as: item, branch: each, output_key: answer, collect_into: answers${options.mapExtra ?? ""}, next: done}
${branch}
  done: {id: done, type: end, output: ok}
`);
}

describe("map", () => {
  it("collects typed results in input order under out-of-order completion", async () => {
    const items = Array.from({ length: 12 }, (_, i) => ({ n: i }));
    const finished: number[] = [];
    const each: ScriptDefinition = {
      writes: ["answer"],
      run: async ({ state }) => {
        const n = (state.item as { n: number }).n;
        await sleep(Math.floor(Math.random() * 15) + (n % 3 === 0 ? 10 : 0));
        finished.push(n);
        return { answer: { n, squared: n * n, from: state.shared } };
      },
    };
    const { state } = await runGraph(mapGraph(`  each: {id: each, type: script, script: each}`, { items, mapExtra: ", max_concurrency: 6" }), {
      context: makeContext(),
      scripts: scriptsFor({ each }),
    });
    expect(finished).not.toEqual(items.map((i) => i.n)); // really out of order
    expect(state.answers).toEqual(items.map(({ n }) => ({ n, squared: n * n, from: "parent" })));
  });

  it("observes the map's max_concurrency", async () => {
    const gauge = inFlightGauge();
    const each: ScriptDefinition = { writes: ["answer"], run: ({ state }) => gauge.around(() => sleep(5).then(() => ({ answer: state.item }))) };
    const { state } = await runGraph(
      mapGraph(`  each: {id: each, type: script, script: each}`, { items: [1, 2, 3, 4, 5, 6, 7, 8, 9], mapExtra: ", max_concurrency: 3" }),
      {
        context: makeContext(),
        scripts: scriptsFor({ each }),
      },
    );
    expect(gauge.max).toBe(3);
    expect(state.answers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("falls back to settings.max_concurrency", async () => {
    const gauge = inFlightGauge();
    const each: ScriptDefinition = { writes: ["answer"], run: () => gauge.around(() => sleep(5).then(() => ({ answer: 1 }))) };
    await runGraph(mapGraph(`  each: {id: each, type: script, script: each}`, { items: [1, 2, 3, 4, 5, 6], settings: "settings: {max_concurrency: 2}\n" }), {
      context: makeContext(),
      scripts: scriptsFor({ each }),
    });
    expect(gauge.max).toBe(2);
  });

  it("writes [] for an empty list", async () => {
    let ran = false;
    const each: ScriptDefinition = { writes: ["answer"], run: () => ((ran = true), { answer: 1 }) };
    const { state } = await runGraph(mapGraph(`  each: {id: each, type: script, script: each}`), { context: makeContext(), scripts: scriptsFor({ each }) });
    expect(state.answers).toEqual([]);
    expect(ran).toBe(false);
  });

  it("gives null for a branch that never wrote output_key, even when the parent state has that key", async () => {
    const each: ScriptDefinition = { writes: ["answer"], run: ({ state }) => ((state.item as number) % 2 === 0 ? { answer: state.item } : {}) };
    const graph = graphFromYaml(`name: m
version: "1.0"
start: fan
initial_state: {items: [0, 1, 2, 3], answer: parent_value}
nodes:
  fan: {id: fan, type: map, over: "{{items}}", as: item, branch: each, output_key: answer, collect_into: answers, next: done}
  each: {id: each, type: script, script: each}
  done: {id: done, type: end, output: ok}
`);
    const { state } = await runGraph(graph, { context: makeContext(), scripts: scriptsFor({ each }) });
    expect(state.answers).toEqual([0, null, 2, null]);
  });

  it("discards branch-local writes other than output_key", async () => {
    const each: ScriptDefinition = { writes: ["answer", "scratch"], run: ({ state }) => ({ answer: state.item, scratch: "branch only" }) };
    const { state } = await runGraph(mapGraph(`  each: {id: each, type: script, script: each}`, { items: ["a"] }), {
      context: makeContext(),
      scripts: scriptsFor({ each }),
    });
    expect(state).not.toHaveProperty("scratch");
    expect(state).not.toHaveProperty("item");
    expect(state).not.toHaveProperty("answer");
    expect(state.answers).toEqual(["a"]);
  });

  it("fails with a crash when over is not a list", async () => {
    const graph = graphFromYaml(`name: m
version: "1.0"
start: fan
initial_state: {items: "not a list"}
nodes:
  fan: {id: fan, type: map, over: "{{items}}", as: item, branch: each, output_key: answer, collect_into: answers, fallback: done, state_updates: {why: "{{failure.message}}"}, next: done}
  each: {id: each, type: script, script: each}
  done: {id: done, type: end, output: "{{why}}"}
`);
    const result = await runGraph(graph, { context: makeContext(), scripts: scriptsFor({ each: { writes: [], run: () => ({}) } }) });
    expect(result.output).toMatch(/must be a list, got string/);
  });
});

describe("map branch chains", () => {
  it("runs a chain with a reject-retry loop: verify_one → verdict_gate → verify_one once more, then stop", async () => {
    const verifyCalls: string[] = [];
    const verifyOne: ScriptDefinition = {
      writes: ["verdict", "tries"],
      run: ({ state }) => {
        const tries = ((state.tries as number | undefined) ?? 0) + 1;
        verifyCalls.push(`${state.item}#${tries}`);
        return { tries, verdict: state.item === "flaky" && tries === 1 ? "REJECT" : "CONFIRMED" };
      },
    };
    const verdictGate: ScriptDefinition = {
      writes: ["result"],
      routes: ["verify_one"],
      run: ({ state }) =>
        state.verdict === "REJECT" && state.tries === 1 ? { _next: "verify_one" } : { result: { id: state.item, verdict: state.verdict, tries: state.tries } },
    };
    const graph = graphFromYaml(`name: m
version: "1.0"
start: fan
settings: {max_loop_iterations: 2}
initial_state: {items: [solid, flaky, solid2]}
nodes:
  fan: {id: fan, type: map, over: "{{items}}", as: item, branch: verify_one, output_key: result, collect_into: results, next: done}
  verify_one: {id: verify_one, type: script, script: verify_one, next: verdict_gate}
  verdict_gate: {id: verdict_gate, type: script, script: verdict_gate}
  done: {id: done, type: end, output: ok}
`);
    const { state } = await runGraph(graph, { context: makeContext(), scripts: scriptsFor({ verify_one: verifyOne, verdict_gate: verdictGate }) });
    expect(state.results).toEqual([
      { id: "solid", verdict: "CONFIRMED", tries: 1 },
      { id: "flaky", verdict: "CONFIRMED", tries: 2 },
      { id: "solid2", verdict: "CONFIRMED", tries: 1 },
    ]);
    expect(verifyCalls.filter((c) => c.startsWith("flaky"))).toEqual(["flaky#1", "flaky#2"]);
  });

  it("leaves {failed, node, kind, message} in a failed branch's slot and still collects the others", async () => {
    const each: ScriptDefinition = {
      writes: ["answer"],
      run: ({ state }) => {
        if (state.item === "bad") throw new NodeFault("model", "refused", false);
        return { answer: state.item };
      },
    };
    const { state } = await runGraph(mapGraph(`  each: {id: each, type: script, script: each}`, { items: ["a", "bad", "c"] }), {
      context: makeContext(),
      scripts: scriptsFor({ each }),
    });
    expect(state.answers).toEqual(["a", { failed: true, node: "each", kind: "model", message: "refused" }, "c"]);
  });

  it("follows a fallback inside a branch", async () => {
    const each: ScriptDefinition = {
      writes: ["answer"],
      run: ({ state }) => {
        if (state.item === "bad") throw new Error("crashed");
        return { answer: state.item };
      },
    };
    const markFault: ScriptDefinition = { writes: ["answer"], run: ({ state }) => ({ answer: { recovered: (state.fault as { kind: string }).kind } }) };
    const branch = `  each: {id: each, type: script, script: each, fallback: mark_fault, state_updates: {fault: "{{failure}}"}}
  mark_fault: {id: mark_fault, type: script, script: mark_fault}`;
    const { state } = await runGraph(mapGraph(branch, { items: ["a", "bad"] }), {
      context: makeContext(),
      scripts: scriptsFor({ each, mark_fault: markFault }),
    });
    expect(state.answers).toEqual(["a", { recovered: "crash" }]);
  });

  it("counts visit caps per branch: a 200-item map through a node with max_loop_iterations 3", async () => {
    const items = Array.from({ length: 200 }, (_, i) => i);
    const each: ScriptDefinition = { writes: ["answer"], run: ({ state }) => ({ answer: (state.item as number) * 2 }) };
    const { state } = await runGraph(mapGraph(`  each: {id: each, type: script, script: each}`, { items, settings: "settings: {max_loop_iterations: 3}\n" }), {
      context: makeContext(),
      scripts: scriptsFor({ each }),
    });
    expect(state.answers).toEqual(items.map((i) => i * 2));
  });

  it("counts attempts per branch", async () => {
    const calls = new Map<unknown, number>();
    const each: ScriptDefinition = {
      writes: ["answer"],
      run: ({ state }) => {
        const n = (calls.get(state.item) ?? 0) + 1;
        calls.set(state.item, n);
        if (n < 2) throw new NodeFault("model", "flaky", true);
        return { answer: n };
      },
    };
    const { state } = await runGraph(mapGraph(`  each: {id: each, type: script, script: each, max_attempts: 2}`, { items: ["a", "b", "c"] }), {
      context: makeContext(),
      scripts: scriptsFor({ each }),
    });
    expect(state.answers).toEqual([2, 2, 2]);
  });

  it("fills only a looping branch's slot when it hits the visit cap", async () => {
    const loop: ScriptDefinition = {
      writes: ["answer"],
      routes: ["each"],
      run: ({ state }) => (state.item === "loops" ? { _next: "each" } : { answer: state.item }),
    };
    const { state } = await runGraph(
      mapGraph(`  each: {id: each, type: script, script: loop}`, { items: ["a", "loops"], settings: "settings: {max_loop_iterations: 3}\n" }),
      {
        context: makeContext(),
        scripts: scriptsFor({ loop }),
      },
    );
    expect(state.answers).toEqual(["a", { failed: true, node: "each", kind: "crash", message: expect.stringContaining("max_loop_iterations 3") }]);
  });

  it("a map node timeout aborts the branches' work and is a timeout fault of the map", async () => {
    const aborted: boolean[] = [];
    const each: ScriptDefinition = {
      writes: ["answer"],
      run: async ({ signal }) => {
        await waitForAbort(signal);
        aborted.push(signal.aborted);
        return { answer: 1 };
      },
    };
    const graph = mapGraph(`  each: {id: each, type: script, script: each}`, {
      items: [1, 2, 3],
      mapExtra: ', timeout: 0.05, fallback: done, state_updates: {why: "{{failure.kind}}"}',
    });
    const started = Date.now();
    const { state } = await runGraph(graph, { context: makeContext(), scripts: scriptsFor({ each }) });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(state.why).toBe("timeout");
    await sleep(5);
    expect(aborted).toEqual([true, true, true]);
  });

  it("does not trip Node's listener-leak warning on a wide map", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on("warning", onWarning);
    try {
      const each: ScriptDefinition = { writes: ["answer"], run: async ({ state }) => (await sleep(2), { answer: state.item }) };
      const items = Array.from({ length: 40 }, (_, i) => i);
      await runGraph(mapGraph(`  each: {id: each, type: script, script: each, timeout: 5}`, { items, mapExtra: ", max_concurrency: 20" }), {
        context: makeContext({ signal: new AbortController().signal }),
        scripts: scriptsFor({ each }),
        timeoutSeconds: 10,
      });
      await sleep(5);
    } finally {
      process.off("warning", onWarning);
    }
    expect(warnings).not.toContain("MaxListenersExceededWarning");
  });

  it("tags branch trace events with the item index and emits map_item per item", async () => {
    const each: ScriptDefinition = { writes: ["answer"], run: ({ state }) => ({ answer: state.item }) };
    const { trace } = await runGraph(mapGraph(`  each: {id: each, type: script, script: each}`, { items: ["x", "y"] }), {
      context: makeContext(),
      scripts: scriptsFor({ each }),
    });
    expect(
      trace
        .filter((e) => e.type === "node_start" && e.node === "each")
        .map((e) => (e as { item?: number }).item)
        .sort(),
    ).toEqual([0, 1]);
    expect(trace.filter((e) => e.type === "map_item")).toEqual([
      expect.objectContaining({ node: "fan", item: expect.any(Number), status: "ok" }),
      expect.objectContaining({ node: "fan", item: expect.any(Number), status: "ok" }),
    ]);
  });
});
