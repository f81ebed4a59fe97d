/**
 * Script state schemas: a graph whose declared state disagrees with a script's
 * schema does not load, naming graph, node and key; a script whose output breaks
 * its schema faults its node, as any script fault does.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DirectoryGraphLibrary, GraphError, NodeFailedError, loadAndValidate, runGraph, validateGraph, type ScriptDefinition } from "../../src/engine/index.js";
import { ScriptRegistry, captureError, graphFromYaml, makeContext, writeLibrary } from "../support/engine.js";

const counter: ScriptDefinition = {
  reads: { label: z.string() },
  writes: { count: z.number().int().min(0) },
  run: ({ state }) => ({ count: String(state.label).length }),
};

const graph = (initialState: string, script = "count_up") => `name: tally
version: "1.0"
initial_state:
${initialState}
start: count
nodes:
  count: {id: count, type: script, script: ${script}, next: done, fallback: failed}
  failed: {id: failed, type: end, output: "FAULT {{count}}"}
  done: {id: done, type: end, output: "count={{count}}"}
`;

function issuesOf(yaml: string, scripts: ScriptRegistry) {
  return validateGraph(graphFromYaml(yaml, "tally.yaml"), { scripts, library: new DirectoryGraphLibrary(writeLibrary({})) });
}

describe("load: the graph's state against the scripts' schemas", () => {
  it("accepts a graph whose initial_state agrees with the script's reads and writes", () => {
    const scripts = new ScriptRegistry().register("tally", "count_up", counter);
    expect(issuesOf(graph('  label: "abc"\n  count: 0'), scripts)).toEqual([]);
  });

  it("refuses a seeded value the script writes as another type, naming graph, node and key", () => {
    const scripts = new ScriptRegistry().register("tally", "count_up", counter);
    const issues = issuesOf(graph('  label: "abc"\n  count: "none yet"'), scripts);
    expect(issues).toEqual([
      expect.objectContaining({
        file: "tally.yaml",
        node: "count",
        field: "initial_state.count",
        message: expect.stringMatching(/graph "tally" seeds "count" .*script "count_up" writes/),
      }),
    ]);
  });

  it("refuses a seeded value the script reads as another type", () => {
    const scripts = new ScriptRegistry().register("tally", "count_up", counter);
    const issues = issuesOf(graph("  label: [a, b]\n  count: 0"), scripts);
    expect(issues).toEqual([
      expect.objectContaining({ node: "count", field: "initial_state.label", message: expect.stringContaining('script "count_up" reads') }),
    ]);
  });

  it("checks initial_state against the graph's registered state schema, and the scripts' keys against it", () => {
    const state = z.object({ label: z.string(), count: z.number() });
    const scripts = new ScriptRegistry()
      .register("tally", "count_up", { ...counter, reads: { label: z.string(), colour: z.string() } })
      .registerState("tally", state);
    const issues = issuesOf(graph('  label: "abc"\n  count: 0\n  extra: 1'), scripts);
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ node: "(graph)", field: "initial_state.extra", message: expect.stringContaining("its state schema does not declare") }),
        expect.objectContaining({ node: "count", field: "script", message: expect.stringContaining('uses "colour"') }),
      ]),
    );
    expect(issues).toHaveLength(2);
  });

  it("loadAndValidate throws a GraphError whose message names the key", async () => {
    const dir = writeLibrary({ tally: graph('  label: "abc"\n  count: "none yet"') });
    const scripts = new ScriptRegistry().register("tally", "count_up", counter);
    const error = await captureError(Promise.resolve().then(() => loadAndValidate(`${dir}/tally.yaml`, { scripts, library: new DirectoryGraphLibrary(dir) })));
    expect(error).toBeInstanceOf(GraphError);
    expect((error as GraphError).message).toMatch(/tally\.yaml:count:initial_state\.count: graph "tally" seeds "count"/);
  });
});

describe("run: a script's output against its writes schema", () => {
  it("a conforming write goes into state", async () => {
    const scripts = new ScriptRegistry().register("tally", "count_up", counter);
    const result = await runGraph(graphFromYaml(graph('  label: "abc"\n  count: 0')), { context: makeContext(), scripts });
    expect(result.output).toBe("count=3");
  });

  it("a write that breaks its schema faults the node and takes its fallback, and nothing of it reaches state", async () => {
    const liar: ScriptDefinition = { ...counter, run: () => ({ count: "three" }) };
    const scripts = new ScriptRegistry().register("tally", "count_up", liar);
    const context = makeContext();
    const result = await runGraph(graphFromYaml(graph('  label: "abc"\n  count: 0')), { context, scripts });
    expect(result.output).toBe("FAULT 0");
    const attempt = context.trace.events.find((e) => e.type === "attempt" && e.status === "failed");
    expect(attempt).toMatchObject({ kind: "crash", message: expect.stringMatching(/script "count_up" wrote "count" against its schema/) });
  });

  it("without a fallback the run fails with a typed node failure", async () => {
    const liar: ScriptDefinition = { ...counter, run: () => ({ count: -1 }) };
    const scripts = new ScriptRegistry().register("tally", "count_up", liar);
    const yaml = graph('  label: "abc"\n  count: 0')
      .replace(", fallback: failed", "")
      .replace(/ {2}failed:.*\n/, "");
    const error = await captureError(runGraph(graphFromYaml(yaml), { context: makeContext(), scripts }));
    expect(error).toBeInstanceOf(NodeFailedError);
    expect((error as NodeFailedError).failure).toMatchObject({ node: "count", kind: "crash", retryable: false });
  });
});
