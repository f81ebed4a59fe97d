/**
 * graphs/review-gauntlet.yaml is a faithful port of the seed: its node ids,
 * edges, fallbacks and lane maps, plus only the deliberate changes (intake,
 * proportional timeouts, and our signals fallback). The TypeScript side's
 * view of the lanes (lanes.ts) must agree with the YAML, or the retry gate
 * would budget passes against the wrong clock.
 */
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { readFileSync } from "node:fs";
import { DirectoryGraphLibrary, loadGraphFile, loadGraphText, nextTargets, validateGraph, type GraphNode } from "../../src/engine/index.js";
import { reviewScripts } from "../../src/review/scripts.js";
import { GATES_SHARE, LANES, LANE_AGENT_ATTEMPTS, LANE_SPECS } from "../../src/review/gauntlet/lanes.js";
import { GRAPHS_DIR } from "../support/gauntletHarness.js";

const graph = loadGraphFile(join(GRAPHS_DIR, "review-gauntlet.yaml"));
const nodes = graph.spec.nodes as Record<string, GraphNode>;
const node = (id: string) => nodes[id]!;
const runSeconds = graph.spec.settings!.timeout!;

/** The seed's nodes and their edges (next, then fallback); each lane's branch now ends at our read_lane. */
const SEED_EDGES: Record<string, { next: string[]; fallback?: string }> = {
  parse: { next: ["signals"], fallback: "parse_fault" },
  parse_fault: { next: ["verdict_gate"] },
  signals: { next: ["select_lanes"] },
  select_lanes: { next: ["build_items"], fallback: "default_lanes" },
  default_lanes: { next: ["build_items"] },
  build_items: { next: ["map_code_review", "map_adversary", "map_security", "map_probe"] },
  map_code_review: { next: ["retry_gate"] },
  map_adversary: { next: ["retry_gate"] },
  map_security: { next: ["retry_gate"] },
  map_probe: { next: ["retry_gate"] },
  run_code_review: { next: ["read_lane"], fallback: "lane_fault" },
  run_adversary: { next: ["read_lane"], fallback: "lane_fault" },
  run_security: { next: ["read_lane"], fallback: "lane_fault" },
  run_probe: { next: ["read_lane"], fallback: "lane_fault" },
  lane_fault: { next: [] },
  retry_gate: { next: ["verdict_gate"] },
  verdict_gate: { next: ["done"] },
  done: { next: [] },
};

describe("the port of the seed", () => {
  test("keeps every seed node and edge; intake (the start), read_lane (each lane's last node) and planned (the matrix plan's end) are the new nodes", () => {
    expect(graph.spec.start).toBe("intake");
    expect(Object.keys(nodes).sort()).toEqual([...Object.keys(SEED_EDGES), "intake", "read_lane", "planned"].sort());
    expect(node("planned").type).toBe("end");
    expect(reviewScripts().get("review-gauntlet", "build_items")?.routes).toEqual(["planned"]);
    expect(nextTargets(node("read_lane"))).toEqual([]);
    for (const [id, edges] of Object.entries(SEED_EDGES)) {
      expect(nextTargets(node(id)), id).toEqual(edges.next);
      if (edges.fallback) expect((node(id) as { fallback?: string }).fallback, id).toBe(edges.fallback);
    }
  });

  test("our additions fail closed: the signals and retry gate fallbacks reach a verdict", () => {
    expect((node("signals") as { fallback?: string }).fallback).toBe("default_lanes");
    expect((node("retry_gate") as { fallback?: string }).fallback).toBe("verdict_gate");
  });

  test("keeps the seed's initial_state keys", () => {
    const seedKeys = [
      "retry_notes",
      "diff_spec",
      "plan_context",
      "rigor",
      "security_posture",
      "probe_context",
      "extra_context",
      "forced_lanes",
      "changed_files",
      "file_count",
      "signals_summary",
      "signals_error",
      "touches_auth",
      "touches_deps",
      "touches_exec",
      "touches_proto",
      "touches_migrations",
      "consumer_surface",
      "docs_only",
      "add_code_review",
      "add_adversary",
      "add_security",
      "add_probe",
      "lane_reasons",
      "parse_failure",
      "select_lanes_failure",
      "lanes_degraded",
      "code_review_items",
      "adversary_items",
      "security_items",
      "probe_items",
      "code_review_results",
      "adversary_results",
      "security_results",
      "probe_results",
      "lane_attempts",
      "kept_results",
      "retry_lanes",
      "review_incomplete",
      "gauntlet_started_at",
      "lanes_summary",
      "gauntlet_verdict",
      "gauntlet_report",
      "gauntlet_incomplete_line",
    ];
    expect(Object.keys(graph.spec.initial_state ?? {})).toEqual(expect.arrayContaining(seedKeys));
  });

  test("the end node's first line is the GAUNTLET sentinel, then the incomplete line", () => {
    const done = node("done") as { output: string; result?: unknown };
    expect(done.output.split("\n")[0]).toBe("GAUNTLET: {{gauntlet_verdict}}{{gauntlet_incomplete_line}}");
    expect(done.result).toBe("{{gauntlet_result}}");
  });
});

describe("lanes.ts agrees with the YAML", () => {
  test.each(LANES.map((lane) => [lane]))("%s: map, agent, child graph, keys, attempts", (lane) => {
    const spec = LANE_SPECS[lane];
    const map = node(spec.map) as { type: string; over: string; branch: string; collect_into: string; output_key: string };
    expect(map).toMatchObject({ type: "map", over: `{{${spec.items}}}`, branch: spec.agent, collect_into: spec.results, output_key: "lane_out" });
    const agent = node(spec.agent) as { type: string; agent: string; max_attempts: number; timeout: number };
    expect(agent).toMatchObject({ type: "agent", agent: spec.graph, max_attempts: LANE_AGENT_ATTEMPTS });
    // The lane's timeout is its seed share of the run, to the second.
    expect(Math.abs(agent.timeout - spec.timeoutShare * runSeconds)).toBeLessThan(1);
  });

  test("the seed's ratios: three passes of two attempts of the longest lane fit the run", () => {
    const longest = Math.max(...LANES.map((lane) => LANE_SPECS[lane].timeoutShare));
    expect(3 * LANE_AGENT_ATTEMPTS * longest).toBeLessThan(1);
    expect(LANE_SPECS["code-review"].timeoutShare).toBeCloseTo(11_400 / 69_600, 6);
    expect(LANE_SPECS.security.timeoutShare).toBeCloseTo(7_200 / 69_600, 6);
  });

  test("the gates' share is their own timeouts", () => {
    const gates = ["retry_gate", "verdict_gate"].map((id) => (node(id) as { timeout: number }).timeout);
    expect(GATES_SHARE * runSeconds).toBeCloseTo(gates[0]! + gates[1]!, 6);
  });
});

describe("the graph's state agrees with the scripts' schemas", () => {
  const yaml = readFileSync(join(GRAPHS_DIR, "review-gauntlet.yaml"), "utf8");
  const issuesOf = (text: string) =>
    validateGraph(loadGraphText(text, "review-gauntlet.yaml"), { scripts: reviewScripts(), library: new DirectoryGraphLibrary(GRAPHS_DIR) });

  test("the shipped graph loads clean", () => {
    expect(issuesOf(yaml)).toEqual([]);
  });

  test("an initial_state value of another type than the scripts declare fails the load, naming graph, node and key", () => {
    const issues = issuesOf(yaml.replace("  file_count: 0\n", '  file_count: "none"\n'));
    expect(issues).toContainEqual(
      expect.objectContaining({
        node: "(graph)",
        field: "initial_state.file_count",
        message: expect.stringContaining('graph "review-gauntlet" seeds "file_count"'),
      }),
    );
    expect(issues).toContainEqual(
      expect.objectContaining({ node: "signals", field: "initial_state.file_count", message: expect.stringContaining('script "signals" writes') }),
    );
  });

  test("a key the state schema does not declare fails the load", () => {
    const issues = issuesOf(yaml.replace("  file_count: 0\n", "  file_count: 0\n  file_cuont: 0\n"));
    expect(issues).toEqual([
      expect.objectContaining({ node: "(graph)", field: "initial_state.file_cuont", message: expect.stringContaining("its state schema does not declare") }),
    ]);
  });
});
