/**
 * Super-steps: a list `next` runs its nodes concurrently on one snapshot,
 * up to settings.max_concurrency. Writes merge per key at the end of the step,
 * in node order; two writers of a key with no reducer is a run error.
 */
import { describe, expect, it } from "vitest";
import { RunError, runGraph, type ScriptDefinition } from "../../src/engine/index.js";
import { ScriptRegistry, captureError, graphFromYaml, inFlightGauge, makeContext, sleep } from "../support/engine.js";

function scriptsFor(defs: Record<string, ScriptDefinition>): ScriptRegistry {
  const scripts = new ScriptRegistry();
  for (const [name, def] of Object.entries(defs)) scripts.register("s", name, def);
  return scripts;
}

const noop: ScriptDefinition = { writes: [], run: () => ({}) };

describe("super-steps", () => {
  it("runs parallel nodes on the same snapshot", async () => {
    const seen: Record<string, unknown> = {};
    const graph = graphFromYaml(`name: s
version: "1.0"
start: fan
initial_state: {counter: 0}
nodes:
  fan: {id: fan, type: script, script: noop, next: [a, b]}
  a: {id: a, type: script, script: bump_a, next: done}
  b: {id: b, type: script, script: bump_b, next: done}
  done: {id: done, type: end, output: "{{a_saw}} {{b_saw}}"}
`);
    const bump = (me: string): ScriptDefinition => ({
      writes: [`${me}_saw`],
      run: async ({ state }) => {
        seen[me] = state.counter;
        await sleep(me === "a" ? 20 : 1);
        return { [`${me}_saw`]: state.counter };
      },
    });
    const result = await runGraph(graph, { context: makeContext(), scripts: scriptsFor({ noop, bump_a: bump("a"), bump_b: bump("b") }) });
    expect(seen).toEqual({ a: 0, b: 0 });
    expect(result.output).toBe("0 0");
  });

  it("fails with a write conflict naming both nodes when two parallel nodes write one key without a reducer", async () => {
    const graph = graphFromYaml(`name: s
version: "1.0"
start: fan
nodes:
  fan: {id: fan, type: script, script: noop, next: [left, right]}
  left: {id: left, type: script, script: write, next: done}
  right: {id: right, type: script, script: write, next: done}
  done: {id: done, type: end, output: ok}
`);
    const write: ScriptDefinition = { writes: ["verdict"], run: ({ node }) => ({ verdict: node }) };
    const error = await captureError(runGraph(graph, { context: makeContext(), scripts: scriptsFor({ noop, write }) }));
    expect(error).toBeInstanceOf(RunError);
    expect((error as RunError).code).toBe("WRITE_CONFLICT");
    expect((error as RunError).message).toMatch(/"left" and "right" both wrote "verdict"/);
    expect((error as RunError).message).toContain("reducer");
  });

  it("reports a write conflict from state_updates too", async () => {
    const graph = graphFromYaml(`name: s
version: "1.0"
start: fan
nodes:
  fan: {id: fan, type: script, script: noop, next: [left, right]}
  left: {id: left, type: script, script: noop, state_updates: {note: l}, next: done}
  right: {id: right, type: script, script: noop, state_updates: {note: r}, next: done}
  done: {id: done, type: end, output: ok}
`);
    const error = await captureError(runGraph(graph, { context: makeContext(), scripts: scriptsFor({ noop }) }));
    expect((error as RunError).message).toMatch(/"left" and "right" both wrote "note"/);
  });

  it("merges in node order, whatever the finishing order", async () => {
    const graph = graphFromYaml(`name: s
version: "1.0"
start: fan
reducers: {log: append, text: concat}
nodes:
  fan: {id: fan, type: script, script: noop, next: [slow, medium, fast]}
  slow: {id: slow, type: script, script: say, next: done}
  medium: {id: medium, type: script, script: say, next: done}
  fast: {id: fast, type: script, script: say, next: done}
  done: {id: done, type: end, output: "{{text}}"}
`);
    const finished: string[] = [];
    const delays: Record<string, number> = { slow: 40, medium: 20, fast: 0 };
    const say: ScriptDefinition = {
      writes: ["log", "text"],
      run: async ({ node }) => {
        await sleep(delays[node]!);
        finished.push(node);
        return { log: node, text: `${node[0]}` };
      },
    };
    const result = await runGraph(graph, { context: makeContext(), scripts: scriptsFor({ noop, say }) });
    expect(finished).toEqual(["fast", "medium", "slow"]);
    expect(result.state.log).toEqual(["slow", "medium", "fast"]);
    expect(result.output).toBe("smf");
  });

  it("runs a join once after branches of unequal length", async () => {
    const runs: string[] = [];
    const graph = graphFromYaml(`name: s
version: "1.0"
start: fan
reducers: {trail: append}
nodes:
  fan: {id: fan, type: script, script: mark, next: [short, long1]}
  short: {id: short, type: script, script: mark, next: join}
  long1: {id: long1, type: script, script: mark, next: long2}
  long2: {id: long2, type: script, script: mark, next: long3}
  long3: {id: long3, type: script, script: mark, next: join}
  join: {id: join, type: script, script: mark, next: done}
  done: {id: done, type: end, output: ok}
`);
    const mark: ScriptDefinition = {
      writes: ["trail"],
      run: ({ node, state }) => {
        runs.push(node);
        return { trail: node === "join" ? `join saw ${JSON.stringify(state.trail)}` : node };
      },
    };
    const result = await runGraph(graph, { context: makeContext(), scripts: scriptsFor({ mark }) });
    expect(runs.filter((n) => n === "join")).toHaveLength(1);
    expect(runs.at(-1)).toBe("join");
    expect(result.state.trail).toEqual(["fan", "short", "long1", "long2", "long3", 'join saw ["fan","short","long1","long2","long3"]']);
  });

  it("runs a join once when one branch ends without reaching it", async () => {
    const runs: string[] = [];
    const graph = graphFromYaml(`name: s
version: "1.0"
start: fan
nodes:
  fan: {id: fan, type: script, script: mark, next: [a, b, c]}
  a: {id: a, type: script, script: mark, next: join}
  b: {id: b, type: script, script: stop}
  c: {id: c, type: script, script: mark, next: c2}
  c2: {id: c2, type: script, script: mark, next: join}
  join: {id: join, type: script, script: mark, next: done}
  done: {id: done, type: end, output: ok}
`);
    const mark: ScriptDefinition = { writes: [], run: ({ node }) => (runs.push(node), {}) };
    const stop: ScriptDefinition = { writes: [], run: ({ node }) => (runs.push(node), {}) };
    await runGraph(graph, { context: makeContext(), scripts: scriptsFor({ mark, stop }) });
    expect(runs.filter((n) => n === "join")).toHaveLength(1);
    expect(runs.indexOf("join")).toBeGreaterThan(runs.indexOf("c2"));
  });

  it("runs a join once when one lane takes a shared fault handler on its way there", async () => {
    const runs: string[] = [];
    const graph = graphFromYaml(`name: s
version: "1.0"
start: fan
nodes:
  fan: {id: fan, type: script, script: mark, next: [lane_a, lane_b]}
  lane_a: {id: lane_a, type: script, script: fail, fallback: lane_fault, next: join}
  lane_b: {id: lane_b, type: script, script: mark, fallback: lane_fault, next: join}
  lane_fault: {id: lane_fault, type: script, script: mark, next: join}
  join: {id: join, type: script, script: mark, next: done}
  done: {id: done, type: end, output: ok}
`);
    const mark: ScriptDefinition = { writes: [], run: ({ node }) => (runs.push(node), {}) };
    const fail: ScriptDefinition = { writes: [], run: () => Promise.reject(new Error("lane crashed")) };
    await runGraph(graph, { context: makeContext(), scripts: scriptsFor({ mark, fail }) });
    expect(runs).toEqual(["fan", "lane_b", "lane_fault", "join"]);
  });

  it("runs a join once when a branch's fallback leads into its sibling's chain", async () => {
    const runs: string[] = [];
    const graph = graphFromYaml(`name: s
version: "1.0"
start: fan
nodes:
  fan: {id: fan, type: script, script: mark, next: [a, b]}
  a: {id: a, type: script, script: mark, next: c}
  c: {id: c, type: script, script: mark, fallback: c2, next: join}
  b: {id: b, type: script, script: mark, next: c2}
  c2: {id: c2, type: script, script: mark, next: join}
  join: {id: join, type: script, script: mark, next: done}
  done: {id: done, type: end, output: ok}
`);
    const mark: ScriptDefinition = { writes: [], run: ({ node }) => (runs.push(node), {}) };
    await runGraph(graph, { context: makeContext(), scripts: scriptsFor({ mark }) });
    expect(runs.filter((n) => n === "join")).toHaveLength(1);
    expect(runs.filter((n) => n === "c2")).toHaveLength(1);
    expect(runs.at(-1)).toBe("join");
  });

  it("runs a node on alternative routes when reached, with no waiting", async () => {
    const runs: string[] = [];
    const graph = graphFromYaml(`name: s
version: "1.0"
start: gate
nodes:
  gate: {id: gate, type: script, script: gate}
  retry_gate: {id: retry_gate, type: script, script: mark, next: verdict_gate}
  parse_fault: {id: parse_fault, type: script, script: mark, next: verdict_gate}
  verdict_gate: {id: verdict_gate, type: script, script: mark, next: done}
  done: {id: done, type: end, output: ok}
`);
    const gate: ScriptDefinition = { writes: [], routes: ["retry_gate", "parse_fault"], run: () => ({ _next: "parse_fault" }) };
    const mark: ScriptDefinition = { writes: [], run: ({ node }) => (runs.push(node), {}) };
    await runGraph(graph, { context: makeContext(), scripts: scriptsFor({ gate, mark }) });
    expect(runs).toEqual(["parse_fault", "verdict_gate"]);
  });

  it("runs nested fan-outs and joins each once", async () => {
    const runs: string[] = [];
    const graph = graphFromYaml(`name: s
version: "1.0"
start: fan
nodes:
  fan: {id: fan, type: script, script: mark, next: [inner_fan, solo]}
  inner_fan: {id: inner_fan, type: script, script: mark, next: [x, y]}
  x: {id: x, type: script, script: mark, next: inner_join}
  y: {id: y, type: script, script: mark, next: inner_join}
  inner_join: {id: inner_join, type: script, script: mark, next: outer_join}
  solo: {id: solo, type: script, script: mark, next: outer_join}
  outer_join: {id: outer_join, type: script, script: mark, next: done}
  done: {id: done, type: end, output: ok}
`);
    const mark: ScriptDefinition = { writes: [], run: ({ node }) => (runs.push(node), {}) };
    await runGraph(graph, { context: makeContext(), scripts: scriptsFor({ mark }) });
    expect(runs.filter((n) => n === "inner_join")).toHaveLength(1);
    expect(runs.filter((n) => n === "outer_join")).toHaveLength(1);
    expect(runs.at(-1)).toBe("outer_join");
  });

  it("observes settings.max_concurrency", async () => {
    const gauge = inFlightGauge();
    const graph = graphFromYaml(`name: s
version: "1.0"
start: fan
settings: {max_concurrency: 2}
nodes:
  fan: {id: fan, type: script, script: noop, next: [a, b, c, d, e]}
  a: {id: a, type: script, script: work, next: done}
  b: {id: b, type: script, script: work, next: done}
  c: {id: c, type: script, script: work, next: done}
  d: {id: d, type: script, script: work, next: done}
  e: {id: e, type: script, script: work, next: done}
  done: {id: done, type: end, output: ok}
`);
    const work: ScriptDefinition = { writes: [], run: () => gauge.around(() => sleep(10).then(() => ({}))) };
    await runGraph(graph, { context: makeContext(), scripts: scriptsFor({ noop, work }) });
    expect(gauge.max).toBe(2);
  });
});
