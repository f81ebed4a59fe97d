/**
 * Reducers fold every write to a key in one super-step into its current value,
 * in node order. A write of the wrong type is a run error naming node and key.
 */
import { describe, expect, it } from "vitest";
import { RunError, runGraph } from "../../src/engine/index.js";
import { ScriptRegistry, captureError, graphFromYaml, makeContext } from "../support/engine.js";

/** Two parallel writers (`first`, then `second` in node order) onto a key with a reducer. */
function twoWriters(reducer: string, initial: unknown, first: unknown, second: unknown) {
  const graph = graphFromYaml(`name: r
version: "1.0"
start: fan
reducers: {value: ${reducer}}
${initial === undefined ? "" : `initial_state: {value: ${JSON.stringify(initial)}}\n`}nodes:
  fan: {id: fan, type: script, script: noop, next: [first, second]}
  first: {id: first, type: script, script: write, next: done}
  second: {id: second, type: script, script: write, next: done}
  done: {id: done, type: end, output: ok}
`);
  const scripts = new ScriptRegistry()
    .register("r", "noop", { writes: [], run: () => ({}) })
    .register("r", "write", { writes: ["value"], run: ({ node }) => ({ value: node === "first" ? first : second }) });
  return runGraph(graph, { context: makeContext(), scripts });
}

describe("reducers", () => {
  it.each<[string, unknown, unknown, unknown, unknown]>([
    ["append", ["seed"], { a: 1 }, [2, 3], ["seed", { a: 1 }, [2, 3]]],
    ["append", undefined, "x", "y", ["x", "y"]],
    ["extend", [0], [1, 2], [3], [0, 1, 2, 3]],
    ["concat", "a", "b", "c", "abc"],
    ["concat", ["a"], ["b"], ["c"], ["a", "b", "c"]],
    ["sum", 10, 1, 2.5, 13.5],
    ["max", 5, 9, 7, 9],
    ["max", undefined, -3, -8, -3],
    ["min", 5, 9, 7, 5],
    ["min", undefined, 4, 2, 2],
    ["merge", { keep: 1, over: "old" }, { over: "first" }, { over: "second", more: true }, { keep: 1, over: "second", more: true }],
    ["overwrite", "old", "first", "second", "second"],
  ])("%s folds %j with %j then %j into %j", async (reducer, initial, first, second, expected) => {
    const { state } = await twoWriters(reducer, initial, first, second);
    expect(state.value).toEqual(expected);
  });

  it.each<[string, unknown, unknown, unknown, RegExp]>([
    ["extend", [1], [2], "not a list", /second wrote "value": extend needs a list as the update, got a string/],
    ["sum", 0, 1, "2", /second wrote "value": sum needs numbers, got a string/],
    ["max", 0, 1, [2], /max needs numbers, got a list/],
    ["min", 0, { n: 1 }, 2, /first wrote "value": min needs numbers, got an object/],
    ["merge", {}, { a: 1 }, [1], /merge needs an object as the update, got a list/],
    ["append", "text", 1, 2, /append needs a list as the current value, got a string/],
  ])("%s rejects a write of the wrong type", async (reducer, initial, first, second, message) => {
    const error = await captureError(twoWriters(reducer, initial, first, second));
    expect(error).toBeInstanceOf(RunError);
    expect((error as RunError).code).toBe("REDUCER_TYPE");
    expect((error as RunError).message).toMatch(message);
  });

  it("applies the reducer to a single sequential writer too", async () => {
    const graph = graphFromYaml(`name: r
version: "1.0"
start: a
reducers: {log: append}
initial_state: {log: [start]}
nodes:
  a: {id: a, type: script, script: noop, state_updates: {log: "{{initial_prompt}}"}, next: b}
  b: {id: b, type: script, script: noop, state_updates: {log: second}, next: done}
  done: {id: done, type: end, output: ok}
`);
    const scripts = new ScriptRegistry().register("r", "noop", { writes: [], run: () => ({}) });
    const { state } = await runGraph(graph, { context: makeContext(), scripts, prompt: "first" });
    expect(state.log).toEqual(["start", "first", "second"]);
  });
});
