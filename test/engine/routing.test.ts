/**
 * Routing and faults: a script's `_next` overrides `next`; a failed node takes
 * its fallback with `output` = PIPELINE-FAULT text and `failure` = the typed
 * record; max_attempts re-attempts only retryable faults; a failure with no
 * fallback ends the run naming the node; visits per node are capped.
 */
import { describe, expect, it } from "vitest";
import { NodeFailedError, NodeFault, RunError, runGraph, type ScriptDefinition } from "../../src/engine/index.js";
import { ScriptRegistry, captureError, graphFromYaml, makeContext, scriptedLlm } from "../support/engine.js";

function scriptsFor(defs: Record<string, ScriptDefinition>, graph = "r"): ScriptRegistry {
  const scripts = new ScriptRegistry();
  for (const [name, def] of Object.entries(defs)) scripts.register(graph, name, def);
  return scripts;
}

const noop: ScriptDefinition = { writes: [], run: () => ({}) };
const boom = (fault: unknown): ScriptDefinition => ({
  writes: [],
  run: () => {
    throw fault;
  },
});

/** a (script `work`) → done, with a fallback to `rescue` → done. */
const withFallback = (extra = "") =>
  graphFromYaml(`name: r
version: "1.0"
start: a
nodes:
  a:
    id: a
    type: script
    script: work
    fallback: rescue
    state_updates: {note: "{{output}}", why: "{{failure}}", kind: "{{failure.kind}}"}
${extra}    next: done
  rescue: {id: rescue, type: script, script: noop, next: done}
  done: {id: done, type: end, output: "{{note}}"}
`);

describe("routing", () => {
  it("follows a script's _next instead of next", async () => {
    const graph = graphFromYaml(`name: r
version: "1.0"
start: gate
nodes:
  gate: {id: gate, type: script, script: gate, next: plain}
  plain: {id: plain, type: end, output: plain}
  special: {id: special, type: end, output: special}
`);
    const gate: ScriptDefinition = { writes: [], routes: ["special"], run: () => ({ _next: "special" }) };
    const result = await runGraph(graph, { context: makeContext(), scripts: scriptsFor({ gate }) });
    expect(result.output).toBe("special");
    expect(result.trace).toContainEqual(expect.objectContaining({ type: "route", node: "gate", to: ["special"], via: "script" }));
  });

  it("treats an undeclared _next as a crash fault", async () => {
    const graph = graphFromYaml(
      `name: r\nversion: "1.0"\nstart: gate\nnodes:\n  gate: {id: gate, type: script, script: gate, next: done}\n  done: {id: done, type: end, output: ok}\n`,
    );
    const gate: ScriptDefinition = { writes: [], routes: ["done"], run: () => ({ _next: "elsewhere" }) };
    const error = await captureError(runGraph(graph, { context: makeContext(), scripts: scriptsFor({ gate }) }));
    expect(error).toBeInstanceOf(NodeFailedError);
    expect((error as NodeFailedError).failure).toMatchObject({ node: "gate", kind: "crash" });
    expect((error as NodeFailedError).message).toMatch(/_next "elsewhere".*routes/);
  });

  it("treats an undeclared write as a crash fault", async () => {
    const graph = graphFromYaml(
      `name: r\nversion: "1.0"\nstart: a\nnodes:\n  a: {id: a, type: script, script: sneaky, next: done}\n  done: {id: done, type: end, output: ok}\n`,
    );
    const sneaky: ScriptDefinition = { writes: ["allowed"], run: () => ({ allowed: 1, verdict: "PASS" }) };
    const error = await captureError(runGraph(graph, { context: makeContext(), scripts: scriptsFor({ sneaky }) }));
    expect((error as NodeFailedError).failure).toMatchObject({ node: "a", kind: "crash", message: expect.stringContaining("undeclared key(s) verdict") });
  });
});

describe("faults and fallback", () => {
  it("takes the fallback with PIPELINE-FAULT output and a typed failure record", async () => {
    const work = boom(new NodeFault("model", "the model refused", false));
    const result = await runGraph(withFallback(), { context: makeContext(), scripts: scriptsFor({ work, noop }) });
    expect(result.output).toBe("PIPELINE-FAULT: r/a: model: the model refused");
    expect(result.state.why).toEqual({ node: "a", kind: "model", attempts: 1, message: "the model refused", retryable: false });
    expect(result.state.kind).toBe("model");
    expect(result.trace).toContainEqual(expect.objectContaining({ type: "route", node: "a", to: ["rescue"], via: "fallback" }));
  });

  it("reports a thrown plain error as a crash, with its message and no stack", async () => {
    const result = await runGraph(withFallback(), { context: makeContext(), scripts: scriptsFor({ work: boom(new Error("disk on fire")), noop }) });
    expect(result.output).toBe("PIPELINE-FAULT: r/a: crash: disk on fire");
    expect(result.state.why).toMatchObject({ kind: "crash", message: "disk on fire" });
  });

  it("runs state_updates on success too, where failure is not set", async () => {
    const work: ScriptDefinition = { writes: ["x"], run: () => ({ x: 1 }) };
    const result = await runGraph(withFallback(), { context: makeContext(), scripts: scriptsFor({ work, noop }) });
    expect(result.state.note).toEqual({ x: 1 });
    expect(result.state.why).toBe("");
    expect(result.trace.some((e) => e.type === "fallback")).toBe(false);
  });

  it("re-attempts a retryable fault up to max_attempts, then falls back", async () => {
    let calls = 0;
    const work: ScriptDefinition = {
      writes: [],
      run: () => {
        calls++;
        throw new NodeFault("model", `invalid reply ${calls}`, true);
      },
    };
    const result = await runGraph(withFallback("    max_attempts: 3\n"), { context: makeContext(), scripts: scriptsFor({ work, noop }) });
    expect(calls).toBe(3);
    expect(result.state.why).toEqual({ node: "a", kind: "model", attempts: 3, message: "invalid reply 3", retryable: true });
    expect(result.trace.filter((e) => e.type === "attempt" && e.node === "a").map((e) => (e as { attempt: number }).attempt)).toEqual([1, 2, 3]);
  });

  it("succeeds on a later attempt after a retryable fault", async () => {
    let calls = 0;
    const work: ScriptDefinition = {
      writes: ["x"],
      run: () => {
        if (++calls < 2) throw new NodeFault("timeout", "slow endpoint", true);
        return { x: calls };
      },
    };
    const result = await runGraph(withFallback("    max_attempts: 3\n"), { context: makeContext(), scripts: scriptsFor({ work, noop }) });
    expect(calls).toBe(2);
    expect(result.state.note).toEqual({ x: 2 });
  });

  it("does not re-attempt a non-retryable fault", async () => {
    let calls = 0;
    const work: ScriptDefinition = {
      writes: [],
      run: () => {
        calls++;
        throw new NodeFault("auth", "401 from the endpoint", false);
      },
    };
    const result = await runGraph(withFallback("    max_attempts: 3\n"), { context: makeContext(), scripts: scriptsFor({ work, noop }) });
    expect(calls).toBe(1);
    expect(result.state.why).toMatchObject({ kind: "auth", attempts: 1 });
  });

  it("does not re-attempt a plain crash", async () => {
    let calls = 0;
    const work: ScriptDefinition = {
      writes: [],
      run: () => {
        calls++;
        throw new TypeError("undefined is not a function");
      },
    };
    await runGraph(withFallback("    max_attempts: 3\n"), { context: makeContext(), scripts: scriptsFor({ work, noop }) });
    expect(calls).toBe(1);
  });

  it("re-attempts llm nodes by the runner's fault", async () => {
    let calls = 0;
    const llm = scriptedLlm(() => {
      if (++calls === 1) throw new NodeFault("schema", "reply is not valid JSON", true);
      return "fine";
    });
    const graph = graphFromYaml(
      `name: r\nversion: "1.0"\nstart: ask\nnodes:\n  ask: {id: ask, type: llm, prompt: p, max_attempts: 2, state_updates: {said: "{{output}}"}, next: done}\n  done: {id: done, type: end, output: "{{said}}"}\n`,
    );
    const result = await runGraph(graph, { context: makeContext({ llm: llm.runner }), scripts: new ScriptRegistry() });
    expect(result.output).toBe("fine");
    expect(llm.requests).toHaveLength(2);
  });

  it("ends the run with NodeFailedError naming the node, carrying partial state", async () => {
    const graph = graphFromYaml(`name: r
version: "1.0"
start: first
nodes:
  first: {id: first, type: script, script: ok, next: second}
  second: {id: second, type: script, script: work, max_attempts: 2, next: done}
  done: {id: done, type: end, output: ok}
`);
    const ok: ScriptDefinition = { writes: ["progress"], run: () => ({ progress: "first done" }) };
    const work = boom(new NodeFault("tool", "grep failed", true));
    const error = await captureError(runGraph(graph, { context: makeContext(), scripts: scriptsFor({ ok, work }) }));
    expect(error).toBeInstanceOf(NodeFailedError);
    const failed = error as NodeFailedError;
    expect(failed.message).toBe("r/second failed after 2 attempt(s) (tool): grep failed");
    expect(failed.failure).toEqual({ node: "second", kind: "tool", attempts: 2, message: "grep failed", retryable: true });
    expect(failed.partialState).toMatchObject({ progress: "first done" });
  });

  it("fails an llm node when the run has no model runner", async () => {
    const graph = graphFromYaml(
      `name: r\nversion: "1.0"\nstart: ask\nnodes:\n  ask: {id: ask, type: llm, prompt: p, next: done}\n  done: {id: done, type: end, output: ok}\n`,
    );
    const error = await captureError(runGraph(graph, { context: makeContext(), scripts: new ScriptRegistry() }));
    expect((error as NodeFailedError).failure).toMatchObject({ node: "ask", kind: "crash", message: expect.stringContaining("no model") });
  });
});

describe("bounds", () => {
  it("stops a loop at max_loop_iterations with a RunError naming the node", async () => {
    let visits = 0;
    const graph = graphFromYaml(`name: r
version: "1.0"
start: again
settings: {max_loop_iterations: 3}
nodes:
  again: {id: again, type: script, script: again}
  done: {id: done, type: end, output: ok}
`);
    const again: ScriptDefinition = { writes: ["n"], routes: ["again", "done"], run: () => ({ n: ++visits, _next: "again" }) };
    const error = await captureError(runGraph(graph, { context: makeContext(), scripts: scriptsFor({ again }) }));
    expect(error).toBeInstanceOf(RunError);
    expect((error as RunError).code).toBe("LOOP_LIMIT");
    expect((error as RunError).message).toMatch(/r\/again .* over max_loop_iterations 3/);
    expect(visits).toBe(3);
    expect((error as RunError).partialState).toMatchObject({ n: 3 });
  });

  it("allows exactly max_loop_iterations visits", async () => {
    let visits = 0;
    const graph = graphFromYaml(`name: r
version: "1.0"
start: again
settings: {max_loop_iterations: 3}
nodes:
  again: {id: again, type: script, script: again}
  done: {id: done, type: end, output: "{{n}}"}
`);
    const again: ScriptDefinition = { writes: ["n"], routes: ["again", "done"], run: () => ({ n: ++visits, _next: visits < 3 ? "again" : "done" }) };
    const result = await runGraph(graph, { context: makeContext(), scripts: scriptsFor({ again }) });
    expect(result.output).toBe("3");
  });

  it("rejects a variable override that the graph does not declare", async () => {
    const graph = graphFromYaml(
      `name: r\nversion: "1.0"\nstart: done\nvariables: [{name: rigor, default: low}]\nnodes:\n  done: {id: done, type: end, output: "{{rigor}}"}\n`,
    );
    const run = (variables: Record<string, unknown>) => runGraph(graph, { context: makeContext(), scripts: new ScriptRegistry(), variables });
    expect((await run({ rigor: "high" })).output).toBe("high");
    expect(await captureError(run({ rigour: "high" }))).toMatchObject({ code: "UNKNOWN_VARIABLE", message: expect.stringContaining('"rigour"') });
  });

  it("seeds initial_state, then variables, then inputs, then the prompt", async () => {
    const graph = graphFromYaml(`name: r
version: "1.0"
start: done
initial_state: {a: state, b: state, c: state, initial_prompt: state}
variables: [{name: b, default: variable}, {name: c, default: variable}]
nodes:
  done: {id: done, type: end, output: "{{a}} {{b}} {{c}} {{initial_prompt}}"}
`);
    const result = await runGraph(graph, { context: makeContext(), scripts: new ScriptRegistry(), inputs: { c: "input" }, prompt: "prompt" });
    expect(result.output).toBe("state variable input prompt");
  });
});

describe("run context", () => {
  it("gives every script the same context, which a script cannot change for later nodes", async () => {
    const seen: string[] = [];
    const graph = graphFromYaml(
      `name: r\nversion: "1.0"\nstart: a\nnodes:\n  a: {id: a, type: script, script: tamper, next: b}\n  b: {id: b, type: script, script: look, next: done}\n  done: {id: done, type: end, output: "{{run.workspace_root}}"}\n`,
    );
    const tamper: ScriptDefinition = {
      writes: [],
      run: ({ context }) => {
        try {
          (context.facts as Record<string, unknown>).workspace_root = "/";
        } catch {
          // frozen: the attempt is refused
        }
        return {};
      },
    };
    const look: ScriptDefinition = { writes: [], run: ({ context }) => (seen.push(context.workspaceRoot, String(context.facts.workspace_root)), {}) };
    const context = makeContext({ workspaceRoot: "/ws", facts: { workspace_root: "/ws" } });
    const result = await runGraph(graph, { context, scripts: scriptsFor({ tamper, look }) });
    expect(seen).toEqual(["/ws", "/ws"]);
    expect(result.output).toBe("/ws");
  });
});
