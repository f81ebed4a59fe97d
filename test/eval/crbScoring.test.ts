/** The benchmark's scoring rules and file readings, on their own. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { candidatesOf } from "../../scripts/eval/crb/candidates.js";
import { labelOf } from "../../scripts/eval/crb/filter.js";
import { loadEvaluations, loadManifest, lookup } from "../../scripts/eval/crb/formats.js";
import { publishedRows } from "../../scripts/eval/crb/published.js";
import { inProfile, scorePr, type Judgment } from "../../scripts/eval/crb/scoring.js";
import type { ResultFinding } from "../../src/review/gauntlet/result.js";

const yes: Judgment = { kind: "judged", match: true, confidence: "high", reasoning: "same" };
const no: Judgment = { kind: "judged", match: false, confidence: "high", reasoning: "different" };
const error: Judgment = { kind: "error", message: "schema" };

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "gauntlet-crb-unit-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe("crb scoring", () => {
  it("puts categories in profiles: Strict within Core within All; no category counts in All only", () => {
    expect(["bug", "security", "concurrency", "data", "api"].every((c) => inProfile("strict", c as never))).toBe(true);
    expect(inProfile("strict", "perf")).toBe(false);
    expect(["perf", "test_gap", "doc_defect"].every((c) => inProfile("core", c as never))).toBe(true);
    expect(inProfile("core", "style")).toBe(false);
    expect(inProfile("core", "speculative")).toBe(false);
    expect(inProfile("all", "speculative")).toBe(true);
    expect(inProfile("strict", undefined)).toBe(false);
    expect(inProfile("all", undefined)).toBe(true);
  });

  it("counts each golden once, an unmatched candidate as FP everywhere, and an excluded-only match nowhere", () => {
    const golden = [{ category: "bug" as const }, { category: "style" as const }];
    const { profiles } = scorePr({
      golden,
      judgments: [
        [yes, no], // matches the bug
        [yes, no], // the bug again: still one tp
        [no, yes], // style only: neither right nor wrong in Strict and Core
        [no, no], // nothing: FP in every profile
        [error, error], // errors are never matches: FP
      ],
    });
    expect(profiles.strict).toMatchObject({ tp: 1, fp: 2, fn: 0 });
    expect(profiles.core).toMatchObject({ tp: 1, fp: 2, fn: 0 });
    expect(profiles.all).toMatchObject({ tp: 2, fp: 2, fn: 0, precision: 0.5, recall: 1 });
  });

  it("gives 0, not NaN, for empty denominators", () => {
    expect(scorePr({ golden: [], judgments: [] }).profiles.all).toEqual({ tp: 0, fp: 0, fn: 0, precision: 0, recall: 0, f1: 0 });
  });

  it("folds findings with the same title, claim, path and line across lanes, and leaves FALSE ones out", () => {
    const finding = (over: Partial<ResultFinding>): ResultFinding =>
      ({
        id: "F1",
        lane: "code-review",
        severity: "🟡 WARNING",
        path: "a.py",
        start_line: 3,
        end_line: 3,
        title: "T",
        claim: "C",
        verdict: "VERIFIED",
        evidence: "",
        note: "",
        fingerprint: "x",
        blocking: false,
        ...over,
      }) as ResultFinding;
    const { candidates, duplicates, droppedFalse } = candidatesOf([
      finding({}),
      finding({ id: "S1", lane: "security", title: " t ", claim: "C\n", verdict: "UNCHECKED" }),
      finding({ id: "F2", start_line: 4 }),
      finding({ id: "F3", verdict: "FALSE", title: "other" }),
    ]);
    expect(candidates.map((c) => c.findings)).toEqual([["code-review/F1", "security/S1"], ["code-review/F2"]]);
    expect([duplicates, droppedFalse]).toEqual([1, 1]);
    expect(candidates[0]!.text).toBe("a.py:3: T. C");
  });
});

describe("crb files", () => {
  it("reads false positives both as published ({candidate}) and as bare strings, and labels comments by their text", () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, "e.json"),
      JSON.stringify({ u: { t: { true_positives: [{ matched_candidate: "Real  bug." }], false_positives: [{ candidate: "Noise." }, "More noise."] } } }),
    );
    const evaluation = loadEvaluations(join(dir, "e.json")).u!.t;
    expect(labelOf("Real bug.", evaluation)).toBe("TP");
    expect(labelOf("Noise.", evaluation)).toBe("FP");
    expect(labelOf(" More noise. ", evaluation)).toBe("FP");
    expect(labelOf("Something else.", evaluation)).toBe("unjudged");
    expect(labelOf("Real bug.", undefined)).toBe("unjudged");
  });

  it("resolves manifest clones against the manifest's directory and finds a PR under either of its URLs", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "m.json"), JSON.stringify({ "https://github.com/o/r/pull/7": { repo: "clones/r", base: "a".repeat(40), head: "b".repeat(40) } }));
    const manifest = loadManifest(join(dir, "m.json"));
    const pr = { urls: ["https://github.com/fork/r/pull/1", "https://github.com/o/r/pull/7"] };
    expect(lookup(manifest, pr)?.repo).toBe(join(dir, "clones", "r"));
    expect(lookup(manifest, { urls: ["https://github.com/o/r/pull/8"] })).toBeUndefined();
  });

  it("sums published rows over our PRs only, under the requested judge when the dashboard has it", () => {
    const dashboard = {
      models: {
        "openai_gpt-5.2": {
          prs: [
            { url: "u1", tool_metrics: { t: { tp: 1, fp: 1, fn: 0 } } },
            { url: "u2", tool_metrics: { t: { tp: 9, fp: 0, fn: 0 } } },
          ],
        },
        other: { prs: [{ url: "u1", tool_metrics: { t: { tp: 0, fp: 5, fn: 1 } } }] },
      },
      default_model: "other",
    };
    const golden = [{ title: "", url: "u1", urls: ["u1"], comments: [], sourceFile: "" }];
    expect(publishedRows(dashboard, golden, "openai/gpt-5.2")).toMatchObject({
      judgeModel: "openai_gpt-5.2",
      sameJudge: true,
      rows: [{ tool: "t", prs: 1, all: { tp: 1, fp: 1, fn: 0, precision: 0.5 } }],
    });
    expect(publishedRows(dashboard, golden, "some-judge")).toMatchObject({ judgeModel: "other", sameJudge: false, rows: [{ all: { tp: 0, fp: 5, fn: 1 } }] });
  });
});
