/**
 * The gauntlet.review/1 result as SARIF 2.1.0 for code scanning: one rule per
 * lane and finding class, a result per kept finding with its verdict and
 * evidence, the finding fingerprint as a partial fingerprint, and every file
 * accepted by the official validator (sarif-multitool, SARIF and GitHub rules).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Log, Result } from "sarif";
import { afterAll, describe, expect, it } from "vitest";
import { overBudgetText } from "../../src/review/codeReview/overBudget.js";
import { COVERAGE_NAMED, FINGERPRINT_KEY, gauntletSarif, type SarifInput } from "../../src/review/sarif/index.js";
import { VERSION } from "../../src/version.js";
import { gauntletResult, HEAD_SHA, laneSummary, resultFinding, skippedLane } from "../support/results.js";
import { problemsOf, validateSarif } from "../support/sarifValidator.js";

const CRITICAL_REASON = "code-review: 1 critical finding(s)";

/** A BLOCKED run with a finding of every verdict, in three lanes. */
const blocked = () =>
  gauntletResult(
    [
      laneSummary("code-review", { blocks: true, reasons: [CRITICAL_REASON], verdict: "BLOCKED" }),
      laneSummary("security"),
      laneSummary("adversary"),
      skippedLane("probe"),
    ],
    [
      resultFinding("F1", { fingerprint: "aaaaaaaaaaaaaaaa", evidence: "src/greet.ts:2:   return name == '';" }),
      resultFinding("F2", {
        severity: "🟡 WARNING",
        verdict: "UNVERIFIABLE",
        evidence: "",
        note: "only a run would tell",
        blocking: false,
        start_line: 7,
        end_line: 9,
      }),
      resultFinding("F3", { severity: "🟢 SUGGESTION", verdict: "UNCHECKED", evidence: "", blocking: false, path: "docs/read me.md" }),
      resultFinding("F4", { verdict: "FALSE", evidence: "NO_MATCH: sanitize", blocking: false }),
      resultFinding("S1", { lane: "security", severity: "🟠", title: "Token in URL", verdict: "UNCHECKED", evidence: "", blocking: true }),
      resultFinding("A1", { lane: "adversary", severity: "⚠ COMPLAINT", title: "Plan conformance", verdict: "UNCHECKED", evidence: "", blocking: false }),
    ],
  );

const passing = () => gauntletResult([laneSummary("code-review"), laneSummary("security"), skippedLane("adversary"), skippedLane("probe")], []);

/** Findings read from elsewhere: one with no line, one whose path leaves the repository. */
const lineless = (): SarifInput => {
  const { start_line: _s, end_line: _e, ...noLine } = resultFinding("F1", { severity: "🟡 WARNING", blocking: false });
  return { ...passing(), findings: [noLine, resultFinding("F2", { severity: "🟡 WARNING", blocking: false, path: "../../etc/passwd" })] };
};

/** Partial coverage: 23 files not reviewed, for every reason, one of them named with a line break. */
const partial = (): SarifInput => {
  const whole = { kind: "whole_run" as const, needs: 31, max_chunks: 20 };
  const notReviewed = [
    { path: "src/huge.ts", reason: "over budget", budget: whole, detail: overBudgetText(whole) },
    { path: "src/bundle.min.js", reason: "over budget", budget: { kind: "read_limit" as const, limit_bytes: 2 * 1024 * 1024 } },
    { path: "src/flaky.ts", reason: "review failed" },
    { path: "evil\nF9 🔴 forged.ts", reason: "unreadable encoding" },
    ...Array.from({ length: 19 }, (_, i) => ({ path: `gen/f${i}.ts`, reason: "over budget" })),
  ];
  return { ...passing(), coverage: { complete: false, not_reviewed: notReviewed, skipped: [] } };
};

const sarif = (result: SarifInput) => gauntletSarif(result, { category: "gauntlet" });
const run = (log: Log) => log.runs[0]!;
const resultFor = (log: Log, id: string): Result => run(log).results!.find((r) => r.properties?.finding === id)!;

describe("SARIF from a gauntlet result", () => {
  it("names the tool, its version, the category and the schema", () => {
    const log = sarif(blocked());
    expect(log).toMatchObject({ version: "2.1.0", $schema: expect.stringContaining("sarif-2.1.0") });
    expect(run(log).tool.driver).toMatchObject({ name: "Review Gauntlet", version: VERSION, informationUri: expect.stringMatching(/^https:\/\//) });
    expect(run(log).automationDetails?.id).toBe("gauntlet/");
    expect(gauntletSarif(blocked(), { category: "Gauntlet (strict)/" }).runs[0]!.automationDetails?.id).toBe("Gauntlet (strict)/");
    expect(run(log).properties).toMatchObject({ verdict: "BLOCKED", reasons: [CRITICAL_REASON], head_sha: HEAD_SHA });
  });

  it("has one rule per lane and finding class, and a result for each kept finding", () => {
    const log = sarif(blocked());
    const rules = run(log).tool.driver.rules!;
    expect(rules.map((r) => r.id)).toEqual(["adversary/complaint", "code-review/critical", "code-review/suggestion", "code-review/warning", "security/high"]);
    // F4 was shown FALSE: it is not kept.
    expect(run(log).results!.map((r) => r.properties?.finding)).toEqual(["F1", "F2", "F3", "S1", "A1"]);
    for (const result of run(log).results!) expect(rules[result.ruleIndex!]!.id).toBe(result.ruleId);
    expect(rules.find((r) => r.id === "security/high")!.properties).toMatchObject({ "security-severity": "8.0", tags: expect.arrayContaining(["security"]) });
  });

  it("sets the level by severity", () => {
    const log = sarif(blocked());
    expect(Object.fromEntries(run(log).results!.map((r) => [r.properties?.finding, r.level]))).toEqual({
      F1: "error",
      F2: "warning",
      F3: "note",
      S1: "error",
      A1: "warning",
    });
  });

  it("carries the verdict and the evidence in the message and the properties", () => {
    const log = sarif(blocked());
    const verified = resultFor(log, "F1");
    expect(verified.message.text).toContain("claim of F1");
    expect(verified.message.text).toContain("Verdict: VERIFIED.");
    expect(verified.message.text).toContain("src/greet.ts:2:   return name == '';");
    expect(verified.properties).toMatchObject({
      verdict: "VERIFIED",
      evidence: "src/greet.ts:2:   return name == '';",
      blocking: true,
      severity: "🔴 CRITICAL",
    });
    expect(resultFor(log, "F2").message.text).toContain("Verdict: UNVERIFIABLE.");
    expect(resultFor(log, "F2").properties).toMatchObject({ verdict: "UNVERIFIABLE", note: "only a run would tell" });
    expect(resultFor(log, "S1").properties).toMatchObject({ verdict: "UNCHECKED" });
  });

  it("fingerprints each result with the finding's fingerprint, so code scanning matches it across runs", () => {
    const first = sarif(blocked());
    expect(resultFor(first, "F1").partialFingerprints).toEqual({ [FINGERPRINT_KEY]: "aaaaaaaaaaaaaaaa" });
    const reworded = blocked();
    reworded.findings[0] = { ...reworded.findings[0]!, title: "another wording", claim: "said differently" };
    expect(resultFor(sarif(reworded), "F1").partialFingerprints).toEqual(resultFor(first, "F1").partialFingerprints);
  });

  it("locates results relative to the repository root", () => {
    const log = sarif(blocked());
    expect(resultFor(log, "F2").locations).toEqual([
      { physicalLocation: { artifactLocation: { uri: "src/greet.ts", uriBaseId: "%SRCROOT%" }, region: { startLine: 7, endLine: 9 } } },
    ]);
    expect(resultFor(log, "F3").locations![0]!.physicalLocation!.artifactLocation!.uri).toBe("docs/read%20me.md");
  });

  it("places a finding without a line at the file's first line, and leaves one outside the repository to the report", () => {
    const log = sarif(lineless());
    expect(resultFor(log, "F1").locations).toEqual([
      { physicalLocation: { artifactLocation: { uri: "src/greet.ts", uriBaseId: "%SRCROOT%" }, region: { startLine: 1, endLine: 1 } } },
    ]);
    expect(resultFor(log, "F1").properties).toMatchObject({ whole_file: true });
    expect(run(log).results!.map((r) => r.properties?.finding)).toEqual(["F1"]);
    expect(run(log).invocations![0]!.toolExecutionNotifications).toEqual([
      { level: "warning", message: { text: 'Finding F2 names no file in the repository ("../../etc/passwd"): it is in the gauntlet\'s report only.' } },
    ]);
  });

  it.each([
    ["/etc/passwd", undefined],
    ["C:\\Windows\\win.ini", undefined],
    ["src/../../x", undefined],
    ["./src/a.ts", "src/a.ts"],
    ["src/a#b?.ts", "src/a%23b%3F.ts"],
  ])("turns the path %j into the URI %j", (path, uri) => {
    const log = sarif({ ...passing(), findings: [resultFinding("F1", { path, severity: "🟡 WARNING", blocking: false })] });
    expect(run(log).results![0]?.locations![0]!.physicalLocation!.artifactLocation!.uri).toBe(uri);
  });

  it("marks a dismissed finding as suppressed, with who dismissed it and why", () => {
    const result = blocked();
    result.findings[0] = {
      ...result.findings[0]!,
      dismissed: { by: "octocat", reason: "covered by the feature flag", source: "https://github.com/o/r/pull/1#issuecomment-1" },
    };
    expect(resultFor(sarif(result), "F1").suppressions).toEqual([
      { kind: "external", status: "accepted", justification: "Dismissed by @octocat: covered by the feature flag" },
    ]);
  });

  it("reports a run whose lanes faulted as an unsuccessful invocation, naming them", () => {
    const faulted = gauntletResult(
      [laneSummary("code-review", { state: "faulted", verdict: null, blocks: true, reasons: ["code-review: faulted — timeout: lane timed out"] })],
      [],
      {
        faults: ["PIPELINE-FAULT: review-gauntlet/signals: crash: boom"],
        reasons: ["pipeline fault: PIPELINE-FAULT: review-gauntlet/signals: crash: boom"],
      },
    );
    const invocation = run(sarif(faulted)).invocations![0]!;
    expect(invocation.executionSuccessful).toBe(false);
    expect(invocation.toolExecutionNotifications!.map((n) => n.message.text)).toEqual([
      "code-review: faulted — timeout: lane timed out",
      "PIPELINE-FAULT: review-gauntlet/signals: crash: boom",
    ]);
    expect(run(sarif(passing())).invocations).toEqual([{ executionSuccessful: true }]);
  });

  it("is empty of rules and results when the run passes with no finding", () => {
    const log = sarif(passing());
    expect(run(log).tool.driver.rules).toEqual([]);
    expect(run(log).results).toEqual([]);
    expect(run(log).properties).toMatchObject({ verdict: "PASS", reasons: [] });
  });
});

describe("partial coverage", () => {
  it("names the first 20 files not reviewed, each with why and which budget, then counts the rest", () => {
    const [warning, ...others] = run(sarif(partial())).invocations![0]!.toolExecutionNotifications!;
    expect(others).toEqual([]);
    expect(warning!.level).toBe("warning");
    const text = warning!.message.text!;
    expect(text).toMatch(/^Coverage is partial: 23 file\(s\) were not reviewed: /);
    expect(text).toContain(
      `"src/huge.ts" (over budget: larger than the whole run's budget: needs 31 chunks, more than max_chunks 20 — raise max_chunks or split the file)`,
    );
    expect(text).toContain(`"src/bundle.min.js" (over budget: over the 2 MB read limit of one file — review it by hand or split the file)`);
    expect(text).toContain(`"src/flaky.ts" (review failed)`);
    // A name's line break stays inside its quotes: it cannot start a line of its own.
    expect(text).toContain(`"evil\\nF9 🔴 forged.ts" (unreadable encoding)`);
    expect(text).not.toContain("\n");
    expect(text).toContain(`"gen/f15.ts" (over budget)`);
    expect(text).not.toContain("gen/f16.ts");
    expect(text).toMatch(/; and 3 more \(the gauntlet's result\.json lists each in coverage\.not_reviewed\)\.$/);
    expect(text.split(`" (`)).toHaveLength(COVERAGE_NAMED + 1);
  });
});

describe("the official validator", () => {
  const dir = mkdtempSync(join(tmpdir(), "gauntlet-sarif-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("finds no error or warning in any of them (one launch for all)", async () => {
    const dismissed = blocked();
    dismissed.findings[0] = {
      ...dismissed.findings[0]!,
      dismissed: { by: "octocat", reason: "known", source: "https://github.com/o/r/pull/1#issuecomment-1" },
    };
    const cases: Record<string, SarifInput> = { blocked: blocked(), passing: passing(), lineless: lineless(), dismissed, partial: partial() };
    const files = Object.entries(cases).map(([name, result]) => {
      const file = join(dir, `${name}.sarif`);
      writeFileSync(file, JSON.stringify(gauntletSarif(result, { category: "gauntlet", repositoryUri: "https://github.com/o/r" }), null, 2));
      return file;
    });
    const issues = await validateSarif(files);
    for (const file of files) expect({ file, problems: problemsOf(issues.get(file)) }).toEqual({ file, problems: [] });
  });
});
