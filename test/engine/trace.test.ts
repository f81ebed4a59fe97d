/**
 * The trace: structured events to the context's sink (and the run result),
 * optionally to a JSON-lines file. log_state_snapshots adds state events.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { JsonlTrace, MemoryTrace, NodeFault, TeeTrace, runGraph, type ScriptDefinition, type TraceEvent } from "../../src/engine/index.js";
import { ScriptRegistry, graphFromYaml, makeContext } from "../support/engine.js";

const graphYaml = (settings = "") => `name: tr
version: "1.0"
start: fan
${settings}initial_state: {items: [a, b]}
nodes:
  fan: {id: fan, type: map, over: "{{items}}", as: item, branch: each, output_key: answer, collect_into: answers, next: flaky}
  each: {id: each, type: script, script: each}
  flaky: {id: flaky, type: script, script: flaky, max_attempts: 2, fallback: done, next: done}
  done: {id: done, type: end, output: ok}
`;

function scripts(): ScriptRegistry {
  let calls = 0;
  const flaky: ScriptDefinition = {
    writes: [],
    run: () => {
      calls++;
      throw new NodeFault("model", `bad reply ${calls}`, true);
    },
  };
  return new ScriptRegistry().register("tr", "each", { writes: ["answer"], run: ({ state }) => ({ answer: state.item }) }).register("tr", "flaky", flaky);
}

const ofType = <T extends TraceEvent["type"]>(events: TraceEvent[], type: T) => events.filter((e): e is Extract<TraceEvent, { type: T }> => e.type === type);

describe("trace", () => {
  it("records run, node, attempt, route, fallback and map item events", async () => {
    const context = makeContext();
    const { trace } = await runGraph(graphFromYaml(graphYaml()), { context, scripts: scripts() });
    expect(trace).toEqual(context.trace.events);
    expect(trace[0]).toMatchObject({ type: "run_start", graph: "tr", depth: 0, runId: "run-test" });
    expect(trace.at(-1)).toMatchObject({ type: "run_finish", status: "ok", durationMs: expect.any(Number) });
    expect(ofType(trace, "node_start").map((e) => e.node)).toEqual(["fan", "each", "each", "flaky", "done"]);
    expect(ofType(trace, "node_finish")).toContainEqual(expect.objectContaining({ node: "flaky", status: "failed", durationMs: expect.any(Number) }));
    expect(ofType(trace, "attempt").filter((e) => e.node === "flaky")).toEqual([
      expect.objectContaining({ attempt: 1, status: "failed", kind: "model", message: "bad reply 1" }),
      expect.objectContaining({ attempt: 2, status: "failed", kind: "model", message: "bad reply 2" }),
    ]);
    expect(ofType(trace, "fallback")).toEqual([
      expect.objectContaining({ node: "flaky", failure: { node: "flaky", kind: "model", attempts: 2, message: "bad reply 2", retryable: true } }),
    ]);
    expect(ofType(trace, "route").map((e) => [e.node, e.to, e.via])).toEqual([
      ["fan", ["flaky"], "next"],
      ["flaky", ["done"], "fallback"],
      ["done", [], "end"],
    ]);
    expect(
      ofType(trace, "map_item")
        .map((e) => [e.item, e.status])
        .sort(),
    ).toEqual([
      [0, "ok"],
      [1, "ok"],
    ]);
    for (const event of trace) expect(event.ts).toEqual(expect.any(Number));
  });

  it("adds state snapshots when log_state_snapshots is set, and none otherwise", async () => {
    const without = await runGraph(graphFromYaml(graphYaml()), { context: makeContext(), scripts: scripts() });
    expect(ofType(without.trace, "state")).toEqual([]);
    const withSnapshots = await runGraph(graphFromYaml(graphYaml("settings: {log_state_snapshots: true}\n")), { context: makeContext(), scripts: scripts() });
    const states = ofType(withSnapshots.trace, "state");
    expect(states.length).toBeGreaterThan(0);
    expect(states).toContainEqual(expect.objectContaining({ node: "fan", state: expect.objectContaining({ answers: ["a", "b"] }) }));
  });

  it("records a failed run's finish with its message", async () => {
    const context = makeContext();
    const graph = graphFromYaml(
      `name: tr\nversion: "1.0"\nstart: a\nnodes:\n  a: {id: a, type: script, script: flaky, next: done}\n  done: {id: done, type: end, output: ok}\n`,
    );
    await runGraph(graph, { context, scripts: scripts() }).catch(() => undefined);
    expect(context.trace.events.at(-1)).toMatchObject({ type: "run_finish", status: "failed", message: expect.stringContaining("tr/a failed") });
  });

  it("JsonlTrace writes one JSON object per line, and TeeTrace feeds several sinks", async () => {
    const dir = mkdtempSync(join(tmpdir(), "trace-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, "run.jsonl");
    const memory = new MemoryTrace();
    const context = makeContext({ trace: new TeeTrace([new JsonlTrace(file), memory]) as never });
    await runGraph(graphFromYaml(graphYaml()), { context, scripts: scripts() });
    const lines = readFileSync(file, "utf8").trimEnd().split("\n");
    expect(lines).toHaveLength(memory.events.length);
    expect(lines.map((line) => JSON.parse(line))).toEqual(memory.events);
    expect(JSON.parse(lines[0]!)).toMatchObject({ type: "run_start" });
  });
});
