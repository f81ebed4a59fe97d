/**
 * The job summary's pictures: a Mermaid Gantt chart of the lanes (a bar per
 * pass, and per shard in a matrix run) and a table of tokens and cost per
 * lane. Lane names may come from files other jobs wrote, so no text can
 * leave the Mermaid block or add a statement to it.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { TraceEvent } from "../../src/engine/index.js";
import { laneTiming } from "../../src/review/gauntlet/laneTiming.js";
import type { LaneSummary } from "../../src/review/gauntlet/result.js";
import { laneBars, renderLaneCostTable, renderLaneGantt, renderLanePictures, type GanttBar } from "../../src/review/summary/index.js";
import { cleanLanes, gauntletRepo, lane, PLAIN_CHANGE, startGauntletHarness, type GauntletHarness } from "../support/gauntletHarness.js";
import { gauntletResult, laneSummary, skippedLane } from "../support/results.js";

const usage = (calls: number, prompt: number, completion: number, cost: number | null) => ({
  calls,
  prompt_tokens: prompt,
  completion_tokens: completion,
  cost_usd: cost,
});

const timed = () =>
  gauntletResult(
    [
      laneSummary("code-review", {
        blocks: true,
        reasons: ["code-review: 1 critical finding(s)"],
        attempts: 2,
        duration_ms: 5000,
        passes: [
          { start_ms: 120, duration_ms: 3000 },
          { start_ms: 4000, duration_ms: 2000 },
        ],
        usage: usage(6, 12000, 800, 0.0312),
      }),
      laneSummary("security", { duration_ms: 2500, passes: [{ start_ms: 130, duration_ms: 2500 }], usage: usage(1, 3000, 200, 0.0066) }),
      skippedLane("adversary"),
      laneSummary("probe", { state: "faulted", verdict: null, blocks: true, reasons: ["probe: faulted — timeout"], duration_ms: 700 }),
    ],
    [],
    { usage: usage(9, 16000, 1100, 0.04) },
  );

/** Every line a chart may hold: the header, sections, and bars whose label has only safe characters. */
const SAFE_TEXT = "[\\p{L}\\p{N} ._,+()/-]+";
const CHART_LINE = new RegExp(
  `^(?:gantt|  title ${SAFE_TEXT}|  dateFormat x|  axisFormat %M:%S|  section ${SAFE_TEXT}|    ${SAFE_TEXT} :(?:crit, )?done, bar\\d+, \\d+, \\d+)$`,
  "u",
);

function chartLines(markdown: string): string[] {
  const lines = markdown.split("\n");
  expect(lines[0]).toBe("```mermaid");
  expect(lines.at(-1)).toBe("```");
  return lines.slice(1, -1);
}

describe("the Gantt chart of the lanes", () => {
  it("has a section per lane that ran and a bar per pass, from the review's start", () => {
    const lines = chartLines(renderLaneGantt(laneBars(timed())));
    expect(lines).toEqual([
      "gantt",
      "  title Lanes, from the start of the review",
      "  dateFormat x",
      "  axisFormat %M:%S",
      "  section code-review",
      "    pass 1, 3.0 s :crit, done, bar0, 120, 3120",
      "    pass 2, 2.0 s :crit, done, bar1, 4000, 6000",
      "  section security",
      "    pass 1, 2.5 s :done, bar2, 130, 2630",
      "  section probe",
      // No timing kept for this lane: one bar of its whole duration, from the start.
      "    pass 1, 0.7 s :crit, done, bar3, 0, 700",
    ]);
    for (const line of lines) expect(line).toMatch(CHART_LINE);
  });

  it("labels shards and attempts, for matrix runs", () => {
    const bars: GanttBar[] = [1, 2, 3].map((index) => ({
      lane: "code-review",
      pass: 1,
      shard: { index, count: 3 },
      start_ms: 1000 * index,
      duration_ms: 1500,
      attempts: index === 2 ? 2 : 1,
      critical: false,
    }));
    const lines = chartLines(renderLaneGantt(bars));
    expect(lines.filter((l) => l.startsWith("  section"))).toEqual(["  section code-review"]);
    expect(lines.slice(-3)).toEqual([
      "    shard 1/3, pass 1, 1.5 s :done, bar0, 1000, 2500",
      "    shard 2/3, pass 1, 1.5 s, 2 attempts :done, bar1, 2000, 3500",
      "    shard 3/3, pass 1, 1.5 s :done, bar2, 3000, 4500",
    ]);
  });

  it("is empty when no lane ran", () => {
    expect(renderLaneGantt(laneBars(gauntletResult([skippedLane("code-review")], [])))).toBe("");
  });

  it("keeps hostile lane text inside the block, one statement per line", () => {
    const hostile = [
      "x\n```\n<script>alert(1)</script>",
      "%%{init: {'theme': 'dark'}}%%",
      "evil :crit, done, bar99, 0, 1\nsection injected",
      'click bar0 href "javascript:alert(1)"; #x &amp; `y`',
      "",
      "a".repeat(500),
    ];
    const bars: GanttBar[] = hostile.map((name, i) => ({
      lane: name,
      pass: 1,
      shard: { index: Number.NaN, count: Infinity },
      start_ms: -5,
      duration_ms: i * 10,
      critical: true,
    }));
    const lines = chartLines(renderLaneGantt(bars));
    for (const line of lines) expect(line).toMatch(CHART_LINE);
    expect(lines.filter((l) => l.startsWith("  section"))).toHaveLength(hostile.length);
    expect(lines.filter((l) => l.startsWith("    "))).toHaveLength(hostile.length);
    expect(lines.join("\n")).not.toMatch(/```|%%|<|"|javascript:|:crit, done, bar99/);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(120);
  });
});

describe("the table of tokens and cost", () => {
  it("has a row per lane that ran, the calls outside the lanes, and the total", () => {
    expect(renderLaneCostTable(timed()).split("\n")).toEqual([
      "| Lane | Calls | Prompt tokens | Completion tokens | Tokens | Est. cost |",
      "|---|--:|--:|--:|--:|--:|",
      "| code-review | 6 | 12,000 | 800 | 12,800 | $0.0312 |",
      "| security | 1 | 3,000 | 200 | 3,200 | $0.0066 |",
      "| probe | 0 | 0 | 0 | 0 | — |",
      "| outside the lanes | 2 | 1,000 | 100 | 1,100 | $0.0022 |",
      "| **total** | 9 | 16,000 | 1,100 | 17,100 | $0.0400 |",
    ]);
  });

  it("says why a cost is missing", () => {
    const result = gauntletResult([laneSummary("code-review", { usage: usage(1, 10, 5, null) })], [], { usage: usage(1, 10, 5, null) });
    expect(renderLaneCostTable(result)).toContain("| **total** | 1 | 10 | 5 | 15 | — |");
    expect(renderLaneCostTable(result)).toContain("a model without a price shows —");
  });

  it("keeps a hostile lane name in its cell", () => {
    const evil = { ...laneSummary("code-review", { usage: usage(1, 1, 1, 0) }), name: "a | b\n<img src=x onerror=alert(1)>" } as unknown as LaneSummary;
    const table = renderLaneCostTable(gauntletResult([evil], [], { usage: usage(1, 1, 1, 0) }));
    const row = table.split("\n")[2]!;
    expect(row).toBe("| a \\| b &lt;img src=x onerror=alert(1)&gt; | 1 | 1 | 1 | 2 | $0.0000 |");
  });

  it("is left out, with the chart, when nothing ran", () => {
    expect(renderLanePictures(gauntletResult([skippedLane("code-review")], []))).toBe("");
    expect(renderLanePictures(timed())).toMatch(/^### Lanes over time\n\n```mermaid\n[\s\S]*```\n\n### Tokens and estimated cost\n\n\| Lane/);
  });
});

describe("lane timing from the trace", () => {
  const event = (ts: number, fields: Record<string, unknown>, runId = "r1", depth = 0) =>
    ({ ts, runId, graph: "review-gauntlet", depth, ...fields }) as TraceEvent;

  it("times each pass of the lane's map node from this run's start", () => {
    const events = [
      event(1, { type: "run_start" }, "old"),
      event(2, { type: "node_start", node: "map_security" }, "old"),
      event(9, { type: "node_finish", node: "map_security", status: "ok", durationMs: 7 }, "old"),
      event(1000, { type: "run_start" }),
      event(1100, { type: "node_start", node: "map_security" }),
      event(1150, { type: "node_start", node: "run_security", item: 0 }),
      event(1200, { type: "node_start", node: "map_security" }, "r1", 1),
      event(3100, { type: "node_finish", node: "map_security", status: "failed", durationMs: 2000 }),
      event(5000, { type: "node_start", node: "map_security" }),
      event(5500, { type: "node_finish", node: "map_security", status: "ok", durationMs: 500 }),
    ];
    expect(laneTiming(events, "map_security")).toEqual({
      duration_ms: 2500,
      passes: [
        { start_ms: 100, duration_ms: 2000 },
        { start_ms: 4000, duration_ms: 500 },
      ],
    });
    expect(laneTiming(events, "map_probe")).toEqual({ duration_ms: 0, passes: [] });
    expect(laneTiming([], "map_security")).toEqual({ duration_ms: 0, passes: [] });
  });

  describe("in a real run", () => {
    let h: GauntletHarness;
    beforeAll(async () => {
      h = await startGauntletHarness();
    });
    afterAll(() => h.close());

    it("records each lane's passes in the result, within its duration", async () => {
      const repo = gauntletRepo(PLAIN_CHANGE);
      onTestFinished(() => repo.cleanup());
      h.script(cleanLanes());
      const run = await h.run(repo.dir, { request: { forced_lanes: ["security"] } });
      for (const name of ["code-review", "security"]) {
        const summary = lane(run.gauntlet, name);
        expect(summary.passes, name).toHaveLength(1);
        expect(summary.passes![0]!.duration_ms).toBe(summary.duration_ms);
        expect(summary.passes![0]!.start_ms).toBeGreaterThanOrEqual(0);
      }
      expect(lane(run.gauntlet, "probe").passes).toBeUndefined();
      expect(renderLaneGantt(laneBars(run.gauntlet))).toContain("section security");
    });
  });
});
