/**
 * The replay bench's record of the plan's signals and its report: the flags
 * and evidence kept from `plan --json`, the consumer_surface column and count,
 * the (plan − CLI start) ÷ numstat column, and the section listing the PRs
 * whose consumer_surface moved against an earlier run (in the shared data's
 * record shape).
 */
import { describe, expect, it } from "vitest";
import { markdownReport, totals, type ReplayRecord } from "../../bench/support/replayRecord.js";
import { flagChanges, flagChangeSection, planSignals, type SignalRecord } from "../../bench/support/replaySignals.js";

const PLAN_JSON = {
  signals: {
    changed_files: ["lib/request.js"],
    changed_files_sample: ["lib/request.js"],
    file_count: 1,
    touches_auth: false,
    consumer_surface: true,
    docs_only: false,
    signal_evidence: { consumer_surface: "lib/request.js (path: reachable from the entry points of package.json)" },
    signals_summary: "1 file",
    signals_error: "",
  },
  lanes: [],
};

function record(label: string, plan: Partial<ReplayRecord["plan"]>, seconds = { plan: 0.5, numstat: 0.02, start: 0.3 }): ReplayRecord {
  return {
    repo: "express",
    label,
    note: "",
    base: "a".repeat(40),
    head: "b".repeat(40),
    mode: "default",
    rigor: "default",
    git: { files: 1, added: 1, deleted: 0, binary: 0 },
    numstat_seconds: seconds.numstat,
    cli_start_seconds: seconds.start,
    plan: { exit: 0, seconds: seconds.plan, stack: false, stderr_tail: "", ...plan },
    review: { exit: 0, signal: null, seconds: 1, stack: false, stderr_tail: "" },
    verdict: "PASS",
    reasons: [],
    faults: [],
    incomplete: [],
    lane_states: {},
    coverage: { complete: true, not_reviewed: {} },
    skips: {},
    chunks: 1,
    max_chunks: 20,
    calls: 2,
    calls_by_node: {},
    prompt_tokens: 100,
    unreadable: {},
    redaction: { marks: 0, without_token: 0, unjudged: 0, examples: [] },
    findings: {},
  };
}

const old = (label: string, raised: boolean, evidence?: string): SignalRecord => ({
  repo: "express",
  label,
  plan: { signals: { consumer_surface: raised }, evidence: evidence ? { consumer_surface: evidence } : {} },
});

describe("the plan's signals in a replay record", () => {
  it("keeps the flags and file count and the evidence, not the file lists", () => {
    expect(planSignals(PLAN_JSON)).toEqual({
      signals: { file_count: 1, touches_auth: false, consumer_surface: true, docs_only: false },
      evidence: { consumer_surface: "lib/request.js (path: reachable from the entry points of package.json)" },
    });
    expect(planSignals({ lanes: [] })).toBeUndefined();
    expect(planSignals(undefined)).toBeUndefined();
  });
});

describe("consumer_surface against an earlier run", () => {
  const now = [
    record("query-reval", planSignals(PLAN_JSON)!),
    record("rel-4.15.2", { signals: { consumer_surface: false }, evidence: {} }),
    record("docs-logo", { signals: { consumer_surface: false }, evidence: {} }),
    record("no-signals", {}),
  ];
  const before = [
    old("query-reval", false),
    old("rel-4.15.2", true, "lib/router/index.js (path: routes, handlers, controllers)"),
    old("docs-logo", false),
    old("no-signals", true),
  ];

  it("lists the PRs that widened first, then those that lost the flag, with the raising side's evidence", () => {
    expect(flagChanges(before, now, "consumer_surface")).toEqual([
      { repo: "express", label: "query-reval", before: false, after: true, evidence: "lib/request.js (path: reachable from the entry points of package.json)" },
      { repo: "express", label: "rel-4.15.2", before: true, after: false, evidence: "lib/router/index.js (path: routes, handlers, controllers)" },
    ]);
  });

  it("writes the counts and one row per moved PR into the report", () => {
    const section = flagChangeSection(before, now, "consumer_surface", "shared/default").join("\n");
    expect(section).toContain("3 PRs compared: raised now and not before 1; raised before and not now 1.");
    expect(section).toContain("| express | query-reval | false | true | lib/request.js (path: reachable from the entry points of package.json) |");
    const report = markdownReport(now, "Replay", { name: "shared/default", records: before });
    expect(report).toContain("### `consumer_surface` against shared/default");
    expect(markdownReport(now, "Replay")).not.toContain("against");
  });
});

describe("the report's columns and totals", () => {
  it("shows consumer_surface per PR (? without signals) and plan's time less the CLI's start over numstat's", () => {
    const rows = markdownReport([record("query-reval", planSignals(PLAN_JSON)!), record("no-signals", {})], "Replay")
      .split("\n")
      .filter((line) => line.startsWith("| query-reval") || line.startsWith("| no-signals"));
    // plan 0.5 s, numstat 0.02 s, CLI start 0.3 s: 25× as measured, 10× with the start taken off.
    expect(rows[0]).toMatch(/ \| ✓ \| 0\.50 \| 0\.02 \| 25\.0× \| 10\.0× \|$/);
    expect(rows[1]).toMatch(/ \| \? \| 0\.50 \| 0\.02 \| 25\.0× \| 10\.0× \|$/);
    expect(totals([record("a", planSignals(PLAN_JSON)!), record("b", {})])).toContain(
      "- PRs raising consumer_surface: 1 of 1 with the plan's signals recorded",
    );
  });
});
