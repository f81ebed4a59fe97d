/**
 * The built action at GitHub's limits: 150 findings become 150 annotations
 * over batches of 50, and a report over 65,535 bytes is cut explicitly in the
 * check (and kept whole in the job summary and the `report` output).
 */
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { PLAIN_CHANGE, pullRequestPayload, removeTempDirs, runAction } from "../support/actionHarness.js";
import { REVIEW_CHUNK, findingsChunk, type ChunkFinding } from "./support/model.js";
import { byteLength, describeRun, onlyCheck, outputFiles, startScenario } from "./support/scenario.js";

afterAll(removeTempDirs);

const TABLE_LINES = 160;
const TABLE = Array.from({ length: TABLE_LINES }, (_, i) => `export const rate${i + 1} = ${(i + 1) * 3};`).join("\n") + "\n";

/** Multi-byte on purpose: GitHub counts the summary in UTF-8 bytes, not characters. */
const CLAIM = "Le nombre magique → devrait être nommé; ünïcödé naïve façade — ".repeat(8);

describe("150 findings", () => {
  it("become 150 notice annotations in batches of 50, and the over-long summary is cut explicitly", async ({ onTestFinished }) => {
    const findings: ChunkFinding[] = Array.from({ length: 150 }, (_, i) => ({
      severity: "🟢 SUGGESTION",
      path: "src/rates.ts",
      start_line: i + 1,
      title: `Name the magic number of rate${i + 1}`,
      claim: `rate${i + 1}: ${CLAIM}`,
    }));
    const { repo, fake, model } = await startScenario(
      { onTestFinished },
      { repo: { change: { ...PLAIN_CHANGE, "src/rates.ts": TABLE } }, routes: { [REVIEW_CHUNK]: findingsChunk(findings) } },
    );
    const run = await runAction({
      event: "pull_request",
      payload: pullRequestPayload(repo),
      workspace: repo.workspace("merge", { depth: 1 }),
      fake,
      model,
      sha: repo.mergeSha,
    });

    expect(run.code, describeRun(run, { fake, model })).toBe(0);
    fake.expectNoRejections();
    const check = onlyCheck(fake, repo.headSha);
    expect(check).toMatchObject({ status: "completed", conclusion: "success", output: { title: "GAUNTLET: PASS" } });

    // Every request carried 50 at most; together they carry all 150, each on its own line.
    expect(check.annotationBatches).toEqual([50, 50, 50]);
    for (const call of fake.callsTo("checks/update")) {
      expect(((call.body as { output?: { annotations?: unknown[] } }).output?.annotations ?? []).length).toBeLessThanOrEqual(50);
    }
    const annotations = check.output.annotations;
    expect(annotations).toHaveLength(150);
    expect(new Set(annotations.map((a) => a.annotation_level))).toEqual(new Set(["notice"]));
    expect(new Set(annotations.map((a) => a.path))).toEqual(new Set(["src/rates.ts"]));
    expect(annotations.map((a) => a.start_line).sort((a, b) => a - b)).toEqual(Array.from({ length: 150 }, (_, i) => i + 1));
    // Only the last request concluded the run.
    expect(fake.callsTo("checks/update").filter((c) => (c.body as { conclusion?: string }).conclusion !== undefined)).toHaveLength(1);

    // The report is longer than GitHub allows: the check's summary is cut, in bytes, and says so.
    const { report } = outputFiles(run);
    expect(byteLength(report)).toBeGreaterThan(65_535);
    const summary = check.output.summary!;
    expect(byteLength(summary)).toBeLessThanOrEqual(65_535);
    expect(summary).toMatch(/… \(cut to fit GitHub's limit: the full report is in the job summary and the `report` output\)$/);
    expect(report).toContain("Name the magic number of rate150");
    expect(summary).not.toContain("Name the magic number of rate150");
    expect(run.summary).toContain("Name the magic number of rate150");
    expect(readFileSync(run.outputs.findings!, "utf8")).toContain('"title": "Name the magic number of rate150"');
  });
});
