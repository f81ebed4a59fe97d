/**
 * Validation runs before any run and reports every problem of a graph at once,
 * each naming file, node and field.
 */
import { describe, expect, it } from "vitest";
import { DirectoryGraphLibrary, GraphError, loadAndValidate, validateGraph, type GraphIssue } from "../../src/engine/index.js";
import { ScriptRegistry, captureError, graphFromYaml, writeLibrary } from "../support/engine.js";

const noop = { writes: [] as string[], run: () => ({}) };

function registry(defs: Record<string, { writes?: string[]; routes?: string[] }> = {}, graph = "g"): ScriptRegistry {
  const scripts = new ScriptRegistry();
  for (const [name, def] of Object.entries(defs)) scripts.register(graph, name, { ...noop, ...def, writes: def.writes ?? [] });
  return scripts;
}

function issuesOf(yaml: string, scripts = registry(), libraryDir = writeLibrary({})): GraphIssue[] {
  return validateGraph(graphFromYaml(yaml, "v.yaml"), { scripts, library: new DirectoryGraphLibrary(libraryDir) });
}

const summary = (issues: GraphIssue[]) => issues.map((i) => `${i.node}:${i.field}`);
const head = (start = "a") => `name: g\nversion: "1.0"\nstart: ${start}\n`;
const end = `  done: {id: done, type: end, output: ok}\n`;

describe("validate: targets", () => {
  it("accepts a valid graph", () => {
    expect(issuesOf(`${head()}nodes:\n  a: {id: a, type: script, script: s, next: done}\n${end}`, registry({ s: {} }))).toEqual([]);
  });

  it("reports a missing start node", () => {
    const issues = issuesOf(`${head("nope")}nodes:\n${end}`);
    expect(issues).toContainEqual(expect.objectContaining({ file: "v.yaml", node: "(graph)", field: "start", message: expect.stringContaining('"nope"') }));
  });

  it("reports missing next, list-next, fallback and branch targets", () => {
    const issues = issuesOf(
      `${head()}nodes:
  a: {id: a, type: script, script: s, next: ghost1, fallback: ghost2}
  b: {id: b, type: script, script: s, next: [done, ghost3]}
  m: {id: m, type: map, over: "{{xs}}", as: x, branch: ghost4, output_key: o, collect_into: os, next: done}
${end}`,
      registry({ s: {} }),
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ node: "a", field: "next", message: 'target "ghost1" does not exist' }),
        expect.objectContaining({ node: "a", field: "fallback", message: 'target "ghost2" does not exist' }),
        expect.objectContaining({ node: "b", field: "next[1]", message: 'target "ghost3" does not exist' }),
        expect.objectContaining({ node: "m", field: "branch", message: 'target "ghost4" does not exist' }),
      ]),
    );
  });

  it("reports an unregistered script and a script route that does not exist", () => {
    const issues = issuesOf(
      `${head()}nodes:\n  a: {id: a, type: script, script: gate, next: b}\n  b: {id: b, type: script, script: unknown_script, next: done}\n${end}`,
      registry({ gate: { routes: ["done", "ghost"] } }),
    );
    expect(issues).toEqual([
      expect.objectContaining({ node: "a", field: "script", message: expect.stringContaining('"ghost"') }),
      expect.objectContaining({ node: "b", field: "script", message: expect.stringContaining('no script "unknown_script"') }),
    ]);
  });

  it("looks scripts up per graph: another graph's script does not count", () => {
    const issues = issuesOf(`${head()}nodes:\n  a: {id: a, type: script, script: s, next: done}\n${end}`, registry({ s: {} }, "other"));
    expect(summary(issues)).toEqual(["a:script"]);
  });

  it("reports an agent that names no shipped graph, listing the ones there are", () => {
    const library = writeLibrary({ child: `name: child\nversion: "1.0"\nstart: e\nnodes:\n  e: {id: e, type: end, output: hi}\n` });
    const issues = issuesOf(`${head()}nodes:\n  a: {id: a, type: agent, agent: ghost, next: done}\n${end}`, registry(), library);
    expect(issues).toEqual([expect.objectContaining({ node: "a", field: "agent", message: expect.stringMatching(/"ghost".*available: child/) })]);
  });

  it("reports an id that differs from its key", () => {
    const issues = issuesOf(`${head("done")}nodes:\n  done: {id: finish, type: end, output: ok}\n`);
    expect(issues).toEqual([expect.objectContaining({ node: "done", field: "id", message: expect.stringContaining('"finish"') })]);
  });
});

describe("validate: structure", () => {
  it("reports a node no route leads to", () => {
    const issues = issuesOf(
      `${head()}nodes:\n  a: {id: a, type: script, script: s, next: done}\n  orphan: {id: orphan, type: script, script: s, next: done}\n${end}`,
      registry({ s: {} }),
    );
    expect(issues).toEqual([expect.objectContaining({ node: "orphan", message: expect.stringContaining("unreachable") })]);
  });

  it("counts routes a script declares, fallbacks and map branches as reaching a node", () => {
    const yaml = `${head()}nodes:
  a: {id: a, type: script, script: gate, fallback: rescue}
  routed: {id: routed, type: map, over: "{{xs}}", as: x, branch: each, output_key: o, collect_into: os, next: done}
  each: {id: each, type: script, script: s}
  rescue: {id: rescue, type: script, script: s, next: done}
${end}`;
    const scripts = registry({ gate: { routes: ["routed"] }, s: {} });
    expect(issuesOf(yaml.replace("{{xs}}", "{{initial_prompt}}"), scripts)).toEqual([]);
  });

  it("reports a main flow that stops before an end node", () => {
    const issues = issuesOf(
      `${head()}nodes:\n  a: {id: a, type: script, script: s, next: b}\n  b: {id: b, type: script, script: s}\n${end}`,
      registry({ s: {} }),
    );
    expect(issues).toContainEqual(expect.objectContaining({ node: "b", field: "next", message: expect.stringContaining("without reaching an end node") }));
  });

  it("reports a graph with no reachable end node", () => {
    const issues = issuesOf(`${head()}nodes:\n  a: {id: a, type: script, script: s}\n`, registry({ s: {} }));
    expect(issues).toContainEqual(expect.objectContaining({ node: "(graph)", message: "no end node is reachable from start" }));
  });

  it("reports keys that parallel nodes both write without a reducer, naming both", () => {
    const yaml = (reducers: string) => `${head()}${reducers}nodes:
  a: {id: a, type: script, script: fan, next: [l, r]}
  l: {id: l, type: script, script: left, next: done}
  r: {id: r, type: script, script: right, state_updates: {note: "r"}, next: done}
${end}`;
    const scripts = registry({ fan: {}, left: { writes: ["found", "note"] }, right: { writes: ["found"] } });
    const issues = issuesOf(yaml(""), scripts);
    expect(issues).toEqual([
      expect.objectContaining({ node: "a", field: "next", message: expect.stringMatching(/"l" and "r" .* "found"/) }),
      expect.objectContaining({ node: "a", field: "next", message: expect.stringMatching(/"l" and "r" .* "note"/) }),
    ]);
    expect(issuesOf(yaml("reducers: {found: extend, note: concat}\n"), scripts)).toEqual([]);
  });
});

describe("validate: parallel writes deeper in the branches", () => {
  it("reports a key written by nodes of different branches of one fan-out, which may share a step", () => {
    const yaml = (reducers: string) => `${head()}${reducers}nodes:
  a: {id: a, type: script, script: s, next: [l, r]}
  l: {id: l, type: script, script: s, next: l2}
  l2: {id: l2, type: script, script: write_k, next: join}
  r: {id: r, type: script, script: s, next: r2}
  r2: {id: r2, type: script, script: s, state_updates: {k: "{{initial_prompt}}"}, next: join}
  join: {id: join, type: script, script: write_k, next: done}
${end}`;
    const scripts = registry({ s: {}, write_k: { writes: ["k"] } });
    expect(issuesOf(yaml(""), scripts)).toEqual([
      expect.objectContaining({ node: "a", field: "next", message: expect.stringMatching(/"l2" and "r2" .* "k"/) }),
    ]);
    expect(issuesOf(yaml("reducers: {k: overwrite}\n"), scripts)).toEqual([]);
  });
});

describe("validate: strict templates read seeded keys (dataflow over all paths)", () => {
  const scripts = () => registry({ gate: { routes: ["writes_x", "skips_x"] }, write_x: { writes: ["x"] }, s: {} });
  const diamond = (extra = "") => `${head()}${extra}nodes:
  a: {id: a, type: script, script: gate}
  writes_x: {id: writes_x, type: script, script: write_x, next: done}
  skips_x: {id: skips_x, type: script, script: s, next: done}
  done: {id: done, type: end, output: "x is {{x.value}}"}
`;

  it("reports a key written on only some paths, naming node, field and key", () => {
    expect(issuesOf(diamond(), scripts())).toEqual([expect.objectContaining({ node: "done", field: "output", message: expect.stringContaining("{{x}}") })]);
  });

  it("accepts the key when initial_state seeds it", () => {
    expect(issuesOf(diamond("initial_state: {x: {value: 1}}\n"), scripts())).toEqual([]);
  });

  it("accepts the key when a variable declares it", () => {
    expect(issuesOf(diamond("variables: [{name: x, default: {value: 1}}]\n"), scripts())).toEqual([]);
  });

  it("accepts initial_prompt and run facts everywhere", () => {
    const yaml = `${head()}nodes:\n  a: {id: a, type: llm, prompt: "{{initial_prompt}} in {{run.workspace_root}}", next: done}\n${end}`;
    expect(issuesOf(yaml)).toEqual([]);
  });

  it("accepts keys an llm output_schema requires, and state_updates keys", () => {
    const yaml = `${head()}nodes:
  a:
    id: a
    type: llm
    prompt: p
    output_schema: {type: object, required: [verdict], properties: {verdict: {type: string}, note: {type: string}}}
    state_updates: {raw: "{{output}}"}
    next: b
  b: {id: b, type: llm, prompt: "{{verdict}} {{raw}}", next: done}
${end}`;
    expect(issuesOf(yaml)).toEqual([]);
    expect(issuesOf(yaml.replace("{{verdict}} {{raw}}", "{{note}}"))).toEqual([
      expect.objectContaining({ node: "b", field: "prompt", message: expect.stringContaining("{{note}}") }),
    ]);
  });

  it("accepts a script's declared writes", () => {
    const yaml = `${head()}nodes:\n  a: {id: a, type: script, script: write_x, next: b}\n  b: {id: b, type: llm, prompt: "{{x}}", next: done}\n${end}`;
    expect(issuesOf(yaml, scripts())).toEqual([]);
  });

  it("accepts a map's `as` inside its branch, and its collect_into after it", () => {
    const yaml = `${head()}initial_state: {items: []}\nnodes:
  a: {id: a, type: map, over: "{{items}}", as: item, branch: each, output_key: answer, collect_into: answers, next: b}
  each: {id: each, type: llm, prompt: "{{item.title}}", state_updates: {answer: "{{output}}"}}
  b: {id: b, type: llm, prompt: "{{answers}}", next: done}
${end}`;
    expect(issuesOf(yaml)).toEqual([]);
    expect(issuesOf(yaml.replace('prompt: "{{answers}}"', 'prompt: "{{item}}"'))).toEqual([
      expect.objectContaining({ node: "b", field: "prompt", message: expect.stringContaining("{{item}}") }),
    ]);
  });

  it("counts only state_updates on the fallback path, not the failed node's own writes", () => {
    const yaml = `${head()}nodes:
  a: {id: a, type: script, script: write_x, fallback: b, state_updates: {seen: "yes"}, next: b}
  b: {id: b, type: llm, prompt: "{{seen}} {{x}}", next: done}
${end}`;
    expect(issuesOf(yaml, scripts())).toEqual([expect.objectContaining({ node: "b", field: "prompt", message: expect.stringContaining("{{x}}") })]);
  });

  it("checks agent prompts and inputs, map over and end result as strict fields", () => {
    const library = writeLibrary({ child: `name: child\nversion: "1.0"\nstart: e\nnodes:\n  e: {id: e, type: end, output: hi}\n` });
    const yaml = `${head()}nodes:
  a: {id: a, type: agent, agent: child, prompt: "{{p1}}", inputs: {k: "{{p2}}"}, next: m}
  m: {id: m, type: map, over: "{{p3}}", as: x, branch: each, output_key: o, collect_into: os, next: done}
  each: {id: each, type: script, script: s}
  done: {id: done, type: end, output: ok, result: {r: "{{p4}}"}}
`;
    expect(summary(issuesOf(yaml, registry({ s: {} }), library))).toEqual(["a:prompt", "a:inputs", "m:over", "done:result"]);
  });

  it("lets a join read what each branch of its fan-out wrote", () => {
    const yaml = `${head()}reducers: {}\nnodes:
  a: {id: a, type: script, script: s, next: [l, r]}
  l: {id: l, type: script, script: write_l, next: join}
  r: {id: r, type: script, script: write_r, next: r2}
  r2: {id: r2, type: script, script: s, next: join}
  join: {id: join, type: llm, prompt: "{{left}} {{right}}", next: done}
${end}`;
    const s = registry({ s: {}, write_l: { writes: ["left"] }, write_r: { writes: ["right"] } });
    expect(issuesOf(yaml, s)).toEqual([]);
  });

  it("still reports a key at a join that no branch certainly writes", () => {
    const yaml = `${head()}nodes:
  a: {id: a, type: script, script: s, next: [l, r]}
  l: {id: l, type: script, script: gate, next: join}
  r: {id: r, type: script, script: s, next: join}
  maybe: {id: maybe, type: script, script: write_l, next: join}
  join: {id: join, type: llm, prompt: "{{left}}", next: done}
${end}`;
    const s = registry({ s: {}, gate: { routes: ["maybe"] }, write_l: { writes: ["left"] } });
    expect(issuesOf(yaml, s)).toEqual([expect.objectContaining({ node: "join", field: "prompt", message: expect.stringContaining("{{left}}") })]);
  });

  it("reports a template syntax error at its field", () => {
    const issues = issuesOf(`${head()}nodes:\n  a: {id: a, type: llm, prompt: "{{a..b}} {{x | upper}}", next: done}\n${end}`);
    expect(issues.filter((i) => i.node === "a" && i.field === "prompt").length).toBeGreaterThan(0);
  });
});

describe("validate: agents", () => {
  const leaf = (name: string) => `name: ${name}\nversion: "1.0"\nstart: e\nnodes:\n  e: {id: e, type: end, output: hi}\n`;
  const calls = (name: string, child: string) =>
    `name: ${name}\nversion: "1.0"\nstart: a\nnodes:\n  a: {id: a, type: agent, agent: ${child}, next: e}\n  e: {id: e, type: end, output: hi}\n`;

  it("reports an agent cycle through other graphs", () => {
    const library = writeLibrary({ one: calls("one", "two"), two: calls("two", "one") });
    const issues = issuesOf(`${head()}nodes:\n  a: {id: a, type: agent, agent: one, next: done}\n${end}`, registry(), library);
    expect(issues).toEqual([expect.objectContaining({ node: "a", field: "agent", message: expect.stringMatching(/agent cycle: .*one → two → one/) })]);
  });

  it("reports a graph that runs itself", () => {
    const library = writeLibrary({ g: leaf("g") });
    const issues = issuesOf(`${head()}nodes:\n  a: {id: a, type: agent, agent: g, next: done}\n${end}`, registry(), library);
    expect(issues).toEqual([expect.objectContaining({ node: "a", field: "agent", message: expect.stringContaining("agent cycle") })]);
  });

  it("reports nesting deeper than max_agent_depth, and accepts it within the limit", () => {
    const library = writeLibrary({ one: calls("one", "two"), two: calls("two", "three"), three: leaf("three") });
    const yaml = (depth: number) => `${head()}max_agent_depth: ${depth}\nnodes:\n  a: {id: a, type: agent, agent: one, next: done}\n${end}`;
    expect(issuesOf(yaml(3), registry(), library)).toEqual([]);
    expect(issuesOf(yaml(2), registry(), library)).toEqual([
      expect.objectContaining({ node: "a", field: "agent", message: expect.stringMatching(/depth 3 .* max_agent_depth 2/) }),
    ]);
  });

  it("reports a child graph that does not load", () => {
    const library = writeLibrary({ broken: "name: broken\nversion: 2\n" });
    const issues = issuesOf(`${head()}nodes:\n  a: {id: a, type: agent, agent: broken, next: done}\n${end}`, registry(), library);
    expect(issues).toEqual([expect.objectContaining({ node: "a", field: "agent", message: expect.stringContaining('graph "broken" does not load') })]);
  });
});

describe("validate: every problem at once", () => {
  it("reports all problems of one bad graph in one call", () => {
    const yaml = `${head()}nodes:
  a: {id: a, type: script, script: fan, next: [l, r]}
  l: {id: l, type: script, script: both, next: ghost}
  r: {id: r, type: script, script: both, next: b}
  b: {id: b, type: llm, prompt: "{{never_written}}", fallback: nowhere}
  orphan: {id: orphan, type: script, script: missing_script, next: done}
${end}`;
    const issues = issuesOf(yaml, registry({ fan: {}, both: { writes: ["k"] } }));
    expect(summary(issues)).toEqual(expect.arrayContaining(["l:next", "b:fallback", "orphan:script", "orphan:", "a:next", "b:prompt"]));
    expect(issues.find((i) => i.node === "b" && i.field === "next")).toBeDefined(); // stops without an end
  });

  it("loadAndValidate throws one GraphError listing them, one line each", async () => {
    const dir = writeLibrary({ g: `${head()}nodes:\n  a: {id: a, type: script, script: nope, next: ghost}\n${end}` });
    const error = await captureError(
      Promise.resolve().then(() => loadAndValidate(`${dir}/g.yaml`, { scripts: registry(), library: new DirectoryGraphLibrary(dir) })),
    );
    expect(error).toBeInstanceOf(GraphError);
    const lines = (error as GraphError).message.split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([expect.stringMatching(/g\.yaml:a:next: target "ghost"/), expect.stringMatching(/g\.yaml:a:script: no script "nope"/)]),
    );
  });
});
