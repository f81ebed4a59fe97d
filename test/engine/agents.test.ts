/**
 * Agent nodes run another shipped graph as a child with fresh state: its
 * initial_state, then the node's inputs, then the rendered prompt as
 * initial_prompt. The child's end output is the node's `output`; its end
 * `result` is `{{result}}`. A child failure is a fault of the agent node.
 */
import { describe, expect, it } from "vitest";
import { NodeFailedError, NodeFault, runGraph, type ScriptDefinition } from "../../src/engine/index.js";
import { ScriptRegistry, captureError, graphFromYaml, inFlightGauge, makeContext, sleep, waitForAbort, writeLibrary } from "../support/engine.js";

const parent = (agentNode: string, extra = "") =>
  graphFromYaml(`name: parent
version: "1.0"
start: call
${extra}nodes:
  call: ${agentNode}
  rescue: {id: rescue, type: end, output: "rescued: {{why}}"}
  done: {id: done, type: end, output: "{{said}}"}
`);

describe("agents", () => {
  it("seeds the child from initial_state, then inputs, then the prompt; its end output and result come back", async () => {
    const library = writeLibrary({
      child: `name: child
version: "1.0"
start: look
initial_state: {topic: default, depth: shallow, initial_prompt: overwritten}
nodes:
  look: {id: look, type: script, script: look, next: finish}
  finish: {id: finish, type: end, output: "{{topic}}/{{depth}}/{{initial_prompt}}", result: {seen: "{{seen}}", items: "{{items}}"}}
`,
    });
    let childState: Record<string, unknown> = {};
    const scripts = new ScriptRegistry().register("child", "look", {
      writes: ["seen"],
      run: ({ state }) => ((childState = { ...state }), { seen: Object.keys(state).sort() }),
    });
    const graph = parent(
      `{id: call, type: agent, agent: child, prompt: "review {{target}}", inputs: {topic: "{{target}}", items: "{{list}}"}, state_updates: {said: "{{output}}", got: "{{result}}"}, next: done}`,
      "initial_state: {target: auth.ts, list: [1, 2], secret: parent-only}\n",
    );
    const { output, state } = await runGraph(graph, { context: makeContext({ libraryDir: library }), scripts });
    expect(output).toBe("auth.ts/shallow/review auth.ts");
    expect(childState).toEqual({ topic: "auth.ts", depth: "shallow", items: [1, 2], initial_prompt: "review auth.ts" });
    expect(state.got).toEqual({ seen: ["depth", "initial_prompt", "items", "topic"], items: [1, 2] });
    expect(state).not.toHaveProperty("topic");
  });

  it("merges a child's JSON output into state when the node has an output_schema", async () => {
    const library = writeLibrary({
      child: `name: child\nversion: "1.0"\nstart: e\nnodes:\n  e: {id: e, type: end, output: '{"verdict": "PASS", "count": 2}'}\n`,
    });
    const graph = parent(
      `{id: call, type: agent, agent: child, output_schema: {type: object, required: [verdict], properties: {verdict: {type: string}, count: {type: integer}}}, state_updates: {said: "{{verdict}}:{{count}}"}, next: done}`,
    );
    const { output, state } = await runGraph(graph, { context: makeContext({ libraryDir: library }), scripts: new ScriptRegistry() });
    expect(output).toBe("PASS:2");
    expect(state.count).toBe(2);
  });

  it("is a schema fault when the child's output violates the node's output_schema", async () => {
    const library = writeLibrary({ child: `name: child\nversion: "1.0"\nstart: e\nnodes:\n  e: {id: e, type: end, output: '{"verdict": 7}'}\n` });
    const graph = parent(
      `{id: call, type: agent, agent: child, output_schema: {type: object, properties: {verdict: {type: string}}}, fallback: rescue, state_updates: {why: "{{failure.kind}}"}, next: done}`,
    );
    const { output } = await runGraph(graph, { context: makeContext({ libraryDir: library }), scripts: new ScriptRegistry() });
    expect(output).toBe("rescued: schema");
  });

  it("turns a child failure into a fault of the agent node with the child's kind", async () => {
    const library = writeLibrary({
      child: `name: child\nversion: "1.0"\nstart: ask\nnodes:\n  ask: {id: ask, type: script, script: refuse, next: e}\n  e: {id: e, type: end, output: ok}\n`,
    });
    const scripts = new ScriptRegistry().register("child", "refuse", {
      writes: [],
      run: () => {
        throw new NodeFault("budget", "token budget exhausted", false);
      },
    });
    const graph = parent(`{id: call, type: agent, agent: child, fallback: rescue, state_updates: {why: "{{failure}}"}, next: done}`);
    const { state, output } = await runGraph(graph, { context: makeContext({ libraryDir: library }), scripts });
    expect(state.why).toEqual({ node: "call", kind: "budget", attempts: 1, message: "child/ask: token budget exhausted", retryable: false });
    expect(output).toMatch(/^rescued: /);
  });

  it.each([
    { retryable: false, runs: 1, why: "a 400 in a lane is attempted once in the whole run" },
    { retryable: true, runs: 3, why: "a fault another attempt could fix is attempted again, at every level" },
  ])("keeps the child's own retryable through the agent node: $why", async ({ retryable, runs }) => {
    const library = writeLibrary({
      child: `name: child\nversion: "1.0"\nstart: ask\nnodes:\n  ask: {id: ask, type: script, script: fail, max_attempts: 1, next: e}\n  e: {id: e, type: end, output: ok}\n`,
    });
    let calls = 0;
    const scripts = new ScriptRegistry().register("child", "fail", {
      writes: [],
      run: () => {
        calls += 1;
        throw new NodeFault("model", "the endpoint rejected the request (400)", retryable);
      },
    });
    const graph = parent(`{id: call, type: agent, agent: child, max_attempts: 3, fallback: rescue, state_updates: {why: "{{failure.retryable}}"}, next: done}`);
    const { state } = await runGraph(graph, { context: makeContext({ libraryDir: library }), scripts });
    expect(calls).toBe(runs);
    expect(state.why).toBe(retryable);
  });

  it("ends the parent run naming the agent node when the child fails and there is no fallback", async () => {
    const library = writeLibrary({
      child: `name: child\nversion: "1.0"\nstart: ask\nnodes:\n  ask: {id: ask, type: script, script: crash, next: e}\n  e: {id: e, type: end, output: ok}\n`,
    });
    const scripts = new ScriptRegistry().register("child", "crash", { writes: [], run: () => Promise.reject(new Error("boom")) });
    const error = await captureError(
      runGraph(parent(`{id: call, type: agent, agent: child, next: done}`), { context: makeContext({ libraryDir: library }), scripts }),
    );
    expect(error).toBeInstanceOf(NodeFailedError);
    expect((error as NodeFailedError).failure).toMatchObject({ node: "call", kind: "crash", message: expect.stringContaining("boom") });
  });

  it("enforces the depth limit at run time", async () => {
    const calls = (name: string, child: string) =>
      `name: ${name}\nversion: "1.0"\nstart: a\nnodes:\n  a: {id: a, type: agent, agent: ${child}, next: e}\n  e: {id: e, type: end, output: "{{initial_prompt}}"}\n`;
    const library = writeLibrary({
      one: calls("one", "two"),
      two: calls("two", "three"),
      three: `name: three\nversion: "1.0"\nstart: e\nnodes:\n  e: {id: e, type: end, output: deep}\n`,
    });
    const run = (depth: number) =>
      runGraph(
        parent(
          `{id: call, type: agent, agent: one, fallback: rescue, state_updates: {said: "ran {{output}}", why: "{{failure.message}}"}, next: done}`,
          `max_agent_depth: ${depth}\n`,
        ),
        {
          context: makeContext({ libraryDir: library }),
          scripts: new ScriptRegistry(),
        },
      );
    expect((await run(3)).output).toBe("ran ");
    const shallow = await run(2);
    expect(shallow.output).toMatch(/^rescued: .*"three" would run at depth 3, over max_agent_depth 2/);
  });

  it("observes max_concurrent_agents across the run", async () => {
    const gauge = inFlightGauge();
    const library = writeLibrary({
      child: `name: child\nversion: "1.0"\nstart: w\nnodes:\n  w: {id: w, type: script, script: work, next: e}\n  e: {id: e, type: end, output: "{{initial_prompt}}"}\n`,
    });
    const scripts = new ScriptRegistry().register("child", "work", { writes: [], run: () => gauge.around(() => sleep(10).then(() => ({}))) });
    const graph = graphFromYaml(`name: parent
version: "1.0"
start: fan
max_concurrent_agents: 2
initial_state: {items: [1, 2, 3, 4, 5, 6]}
nodes:
  fan: {id: fan, type: map, over: "{{items}}", as: item, branch: call, output_key: said, collect_into: all, max_concurrency: 6, next: done}
  call: {id: call, type: agent, agent: child, prompt: "{{item}}", state_updates: {said: "{{output}}"}}
  done: {id: done, type: end, output: "{{all}}"}
`);
    const result = await runGraph(graph, { context: makeContext({ libraryDir: library }), scripts });
    expect(gauge.max).toBe(2);
    expect(result.output).toBe('["1","2","3","4","5","6"]');
  });

  it("turns the child's own settings.timeout into a timeout fault of the agent node, aborting its work", async () => {
    const record: { aborted?: boolean } = {};
    const library = writeLibrary({
      child: `name: child\nversion: "1.0"\nstart: w\nsettings: {timeout: 0.05}\nnodes:\n  w: {id: w, type: script, script: wait, next: e}\n  e: {id: e, type: end, output: ok}\n`,
    });
    const wait: ScriptDefinition = { writes: [], run: async ({ signal }) => (await waitForAbort(signal), (record.aborted = signal.aborted), {}) };
    const scripts = new ScriptRegistry().register("child", "wait", wait);
    const started = Date.now();
    const { state } = await runGraph(parent(`{id: call, type: agent, agent: child, fallback: rescue, state_updates: {why: "{{failure.kind}}"}, next: done}`), {
      context: makeContext({ libraryDir: library }),
      scripts,
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(state.why).toBe("timeout");
    await sleep(5);
    expect(record.aborted).toBe(true);
  });

  it("aborts the child's work on the agent node's timeout", async () => {
    const record: { aborted?: boolean } = {};
    const library = writeLibrary({
      child: `name: child\nversion: "1.0"\nstart: w\nnodes:\n  w: {id: w, type: script, script: wait, next: e}\n  e: {id: e, type: end, output: ok}\n`,
    });
    const wait: ScriptDefinition = { writes: [], run: async ({ signal }) => (await waitForAbort(signal), (record.aborted = signal.aborted), {}) };
    const context = makeContext({ libraryDir: library });
    const { state } = await runGraph(
      parent(`{id: call, type: agent, agent: child, timeout: 0.05, fallback: rescue, state_updates: {why: "{{failure.kind}}"}, next: done}`),
      {
        context,
        scripts: new ScriptRegistry().register("child", "wait", wait),
      },
    );
    expect(state.why).toBe("timeout");
    await sleep(5);
    expect(record.aborted).toBe(true);
    expect(context.trace.events).toContainEqual(
      // Whichever clock binds first (the child's or the node's), the child reports a timeout, not a cancellation.
      expect.objectContaining({ type: "run_finish", graph: "child", status: "aborted", message: expect.stringMatching(/timeout/) }),
    );
  });

  it("shares the run context and trace with the child, at depth 1", async () => {
    const library = writeLibrary({ child: `name: child\nversion: "1.0"\nstart: e\nnodes:\n  e: {id: e, type: end, output: "{{run.head_sha}}"}\n` });
    const context = makeContext({ libraryDir: library, facts: { workspace_root: "/ws", head_sha: "cafe" } });
    const { output, trace } = await runGraph(parent(`{id: call, type: agent, agent: child, state_updates: {said: "{{output}}"}, next: done}`), {
      context,
      scripts: new ScriptRegistry(),
    });
    expect(output).toBe("cafe");
    expect(trace).toContainEqual(expect.objectContaining({ type: "run_start", graph: "child", depth: 1 }));
    expect(context.trace.events).toContainEqual(expect.objectContaining({ type: "run_finish", graph: "child", depth: 1, status: "ok" }));
  });

  it("fails the agent node when no shipped graph has the name", async () => {
    const { state } = await runGraph(
      parent(`{id: call, type: agent, agent: ghost, fallback: rescue, state_updates: {why: "{{failure.message}}"}, next: done}`),
      {
        context: makeContext({ libraryDir: writeLibrary({}) }),
        scripts: new ScriptRegistry(),
      },
    );
    expect(state.why).toContain('no shipped graph named "ghost"');
  });
});
