/**
 * `npm run bench:engine`: engine overhead per node transition.
 * - a 200-node chain of no-op scripts whose state carries a 10,000-entry list;
 * - a 1,000-item map at concurrency 4, each branch one no-op script.
 * Goal: under 0.2 ms per transition. Figures only; nothing here asserts a time.
 */
import { ScriptRegistry, loadGraphText, nullTrace, runGraph, silentLogger, systemClock, type RunContext } from "../src/engine/index.js";

const context: RunContext = {
  runId: "bench",
  workspaceRoot: process.cwd(),
  facts: { workspace_root: process.cwd() },
  // The benchmark's graphs call no agents: an empty library, and no folder left behind.
  library: { resolve: () => undefined, names: () => [] },
  clock: systemClock,
  logger: silentLogger,
  trace: nullTrace,
  dataNonce: "bench",
  services: {},
};

function chainGraph(length: number): string {
  const nodes = Array.from({ length }, (_, i) => {
    const next = i + 1 < length ? `n${i + 1}` : "done";
    return `  n${i}: {id: n${i}, type: script, script: noop, next: ${next}}`;
  });
  return [
    "name: bench-chain",
    'version: "1.0"',
    "settings: {max_loop_iterations: 2}",
    "initial_state: {big: [], count: 0}",
    "start: n0",
    "nodes:",
    ...nodes,
    '  done: {id: done, type: end, output: "done"}',
  ].join("\n");
}

const mapGraph = `
name: bench-map
version: "1.0"
initial_state: {items: [], results: []}
start: fan
nodes:
  fan: {id: fan, type: map, over: "{{items}}", as: item, branch: one, output_key: out, collect_into: results, max_concurrency: 4, next: done}
  one: {id: one, type: script, script: echo}
  done: {id: done, type: end, output: "done"}
`;

const scripts = new ScriptRegistry()
  .register("bench-chain", "noop", { writes: [], run: () => ({}) })
  .register("bench-map", "echo", { writes: ["out"], run: ({ state }) => ({ out: state.item }) });

async function measure(label: string, transitions: number, run: () => Promise<unknown>, rounds = 7): Promise<void> {
  await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const perTransition = median / transitions;
  console.log(
    `${label.padEnd(44)} ${median.toFixed(1).padStart(8)} ms total  ${(perTransition * 1000).toFixed(1).padStart(7)} µs/transition  ` +
      `(${(perTransition / 0.2).toFixed(2)}× the 0.2 ms goal)`,
  );
}

const chain = loadGraphText(chainGraph(200), "bench-chain.yaml");
const big = Array.from({ length: 10_000 }, (_, i) => ({ id: i, path: `src/file-${i}.ts` }));
await measure("200-node chain, 10,000-entry list in state", 201, () => runGraph(chain, { context, scripts, inputs: { big } }));

const map = loadGraphText(mapGraph, "bench-map.yaml");
const items = Array.from({ length: 1000 }, (_, i) => i);
// Each item is one branch transition, plus the map and end nodes.
await measure("1,000-item map at concurrency 4", 1002, () => runGraph(map, { context, scripts, inputs: { items } }));
