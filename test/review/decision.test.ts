/**
 * Re-deciding a finished result without the model: fingerprints, human
 * dismissals and findings carried forward from an earlier review. Every
 * result produced here is checked against the committed JSON Schema, so a
 * re-decided result still satisfies the contract a fresh one does.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { fingerprints } from "../../src/review/fingerprint.js";
import { applyDismissals, bindDismissals, carryForward, type DismissalRequest } from "../../src/review/gauntlet/decision.js";
import { stillApplicable } from "../../src/review/gauntlet/carry.js";
import type { GauntletResult, LaneSummary, ResultFinding, UsageSummary } from "../../src/review/gauntlet/result.js";
import type { LaneName } from "../../src/review/gauntlet/lanes.js";
import { expectValidResult, gauntletResult, laneSummary, resultFinding, skippedLane } from "../support/results.js";

const SINCE = "abcdef0123456789abcdef0123456789abcdef01";
const usage = (): UsageSummary => ({ prompt_tokens: 10, completion_tokens: 5, calls: 1, cost_usd: null });

const lane = (name: LaneName, overrides: Partial<LaneSummary> = {}): LaneSummary =>
  laneSummary(name, { selection: "selected", duration_ms: 12, usage: usage(), ...overrides });
const skipped = (name: LaneName): LaneSummary => skippedLane(name, { selection: "not selected", usage: usage() });

/** A finding whose fingerprint is computed from `lines`, as the verdict gate does; 🔴 and 🟡 are VERIFIED, the rest UNCHECKED. */
const finding = (id: string, severity: string, path: string, start: number, lines: string[], overrides: Partial<ResultFinding> = {}): ResultFinding =>
  resultFinding(
    id,
    {
      severity,
      path,
      start_line: start,
      verdict: severity.startsWith("🔴") || severity.startsWith("🟡") ? "VERIFIED" : "UNCHECKED",
      evidence: "",
      ...overrides,
    },
    lines,
  );

const result = (lanes: LaneSummary[], findings: ResultFinding[], extra: Partial<GauntletResult> = {}): GauntletResult =>
  gauntletResult(lanes, findings, { usage: usage(), ...extra });

const CRITICAL = "🔴 CRITICAL";
const WARNING = "🟡 WARNING";
const NULL_DEREF = finding("F1", CRITICAL, "src/greet.ts", 2, ["  return name.trim();"]);
const TEMPLATE = finding("F2", WARNING, "src/greet.ts", 3, ["  return 'hello ' + trimmed;"]);
const SQL = finding("F3", CRITICAL, "src/db.ts", 10, ["  db.query(`select * from t where id = ${id}`);", "  return rows;"]);

const ONE_CRITICAL = "code-review: 1 critical finding(s)";
const TWO_CRITICAL = "code-review: 2 critical finding(s)";
const blockedCodeReview = (reason: string, overrides: Partial<LaneSummary> = {}) =>
  lane("code-review", { verdict: "BLOCKED", blocks: true, reasons: [reason], dismissible: true, ...overrides });

const request = (target: ResultFinding, by = "maintainer"): DismissalRequest => ({
  fingerprint: target.fingerprint,
  by,
  reason: "false positive: name is never null here",
  source: "https://github.com/o/r/pull/7#issuecomment-1",
});

describe("applyDismissals", () => {
  const blockedOnOne = () => result([blockedCodeReview(ONE_CRITICAL), lane("adversary"), lane("security"), skipped("probe")], [NULL_DEREF, TEMPLATE]);

  it("the fixtures satisfy the schema", () => {
    expectValidResult(blockedOnOne());
    expect(blockedOnOne().verdict).toBe("BLOCKED");
  });

  it("dismissing the only blocking finding of a dismissible lane lifts it: PASS, with the lifted reasons and the dismissal on record", () => {
    const before = blockedOnOne();
    const after = applyDismissals(before, [request(NULL_DEREF)]);
    expectValidResult(after);
    expect(after.verdict).toBe("PASS");
    expect(after.reasons).toEqual([]);
    const codeReview = after.lanes.find((l) => l.name === "code-review")!;
    expect(codeReview).toMatchObject({ blocks: false, reasons: [], dismissed_reasons: [ONE_CRITICAL] });
    expect(after.dismissals).toEqual([
      {
        finding: "F1",
        fingerprint: NULL_DEREF.fingerprint,
        by: "maintainer",
        reason: "false positive: name is never null here",
        source: "https://github.com/o/r/pull/7#issuecomment-1",
      },
    ]);
    expect(after.findings.find((f) => f.id === "F1")!.dismissed).toEqual({
      by: "maintainer",
      reason: "false positive: name is never null here",
      source: "https://github.com/o/r/pull/7#issuecomment-1",
    });
    expect(after.findings.find((f) => f.id === "F2")!.dismissed).toBeUndefined();
    // The input is left as it was.
    expect(before).toEqual(blockedOnOne());
  });

  it("dismissing one of two blocking findings keeps the lane blocked, yet records the dismissal", () => {
    const two = result([blockedCodeReview(TWO_CRITICAL), lane("adversary"), skipped("security"), skipped("probe")], [NULL_DEREF, TEMPLATE, SQL]);
    const after = applyDismissals(two, [request(SQL)]);
    expectValidResult(after);
    expect(after.verdict).toBe("BLOCKED");
    expect(after.reasons).toEqual([TWO_CRITICAL]);
    expect(after.lanes[0]).toEqual(two.lanes[0]);
    expect(after.dismissals?.map((d) => d.finding)).toEqual(["F3"]);

    const both = applyDismissals(two, [request(SQL), request(NULL_DEREF)]);
    expectValidResult(both);
    expect(both.verdict).toBe("PASS");
    expect(both.dismissals?.map((d) => d.finding)).toEqual(["F1", "F3"]);
  });

  it("dismissing a non-blocking finding lifts nothing", () => {
    const after = applyDismissals(blockedOnOne(), [request(TEMPLATE)]);
    expectValidResult(after);
    expect(after.verdict).toBe("BLOCKED");
    expect(after.dismissals?.map((d) => d.finding)).toEqual(["F2"]);
  });

  it("a lane that is not dismissible (degraded) stays blocked even with its every blocking finding dismissed", () => {
    const degraded = result(
      [
        lane("code-review", { state: "degraded", verdict: "BLOCKED", blocks: true, reasons: ["code-review: degraded — budget exhausted"], dismissible: false }),
        lane("adversary"),
        skipped("security"),
        skipped("probe"),
      ],
      [NULL_DEREF],
    );
    expectValidResult(degraded);
    const after = applyDismissals(degraded, [request(NULL_DEREF)]);
    expectValidResult(after);
    expect(after.verdict).toBe("BLOCKED");
    expect(after.reasons).toEqual(["code-review: degraded — budget exhausted"]);
    expect(after.lanes[0]).toEqual(degraded.lanes[0]);
    expect(after.lanes[0]!.dismissed_reasons).toBeUndefined();
    expect(after.findings[0]!.dismissed).toBeDefined();
  });

  it("an adversary verdict about the change as a whole is not lifted by dismissing its findings", () => {
    const divergent = finding("A1", "DIVERGES", "src/greet.ts", 2, ["  return name.trim();"], { lane: "adversary", blocking: false });
    const adversary = lane("adversary", {
      verdict: "DIVERGES",
      blocks: true,
      reasons: ["adversary: DIVERGES — the plan said trim, not throw"],
      dismissible: false,
    });
    const before = result([lane("code-review"), adversary, skipped("security"), skipped("probe")], [divergent]);
    expectValidResult(before);
    const after = applyDismissals(before, [request(divergent)]);
    expectValidResult(after);
    expect(after.verdict).toBe("BLOCKED");
    expect(after.lanes[1]).toEqual(adversary);
  });

  it("run-level reasons (pipeline faults) keep the run BLOCKED even when every lane is lifted", () => {
    const fault = "pipeline fault: PIPELINE-FAULT: review-gauntlet/signals: crash: boom";
    const before = result([blockedCodeReview(ONE_CRITICAL), lane("adversary"), skipped("security"), skipped("probe")], [NULL_DEREF], {
      faults: ["PIPELINE-FAULT: review-gauntlet/signals: crash: boom"],
      reasons: [fault],
    });
    expectValidResult(before);
    const after = applyDismissals(before, [request(NULL_DEREF)]);
    expectValidResult(after);
    expect(after.lanes.every((l) => !l.blocks)).toBe(true);
    expect(after.lanes[0]!.dismissed_reasons).toEqual([ONE_CRITICAL]);
    expect(after.verdict).toBe("BLOCKED");
    expect(after.reasons).toEqual([fault]);
    expect(after.faults).toEqual(before.faults);
  });

  const GIVEN_UP = { part: "lane", lane: "security", state: "faulted", kind: "timeout", given_up: true, detail: "no verdict after 3 passes" } as const;

  it("a lane given up on (incomplete) keeps the run BLOCKED, with its lane and run-level reasons", () => {
    const givenUp = "security: given up — no verdict after 3 passes";
    const faulted = "security: faulted — the agent node timed out";
    const before = result(
      [
        blockedCodeReview(ONE_CRITICAL),
        lane("adversary"),
        lane("security", { state: "faulted", verdict: null, blocks: true, reasons: [faulted], attempts: 3 }),
        skipped("probe"),
      ],
      [NULL_DEREF],
      { incomplete: [GIVEN_UP], reasons: [givenUp] },
    );
    expectValidResult(before);
    const after = applyDismissals(before, [request(NULL_DEREF)]);
    expectValidResult(after);
    expect(after.verdict).toBe("BLOCKED");
    expect([...after.reasons].sort()).toEqual([faulted, givenUp].sort());
    expect(after.incomplete).toEqual([GIVEN_UP]);
  });

  it("a dismissal whose fingerprint matches no finding changes nothing and is not listed", () => {
    const before = blockedOnOne();
    const stale = { ...request(NULL_DEREF), fingerprint: "0123456789abcdef" };
    const after = applyDismissals(before, [stale]);
    expectValidResult(after);
    expect(after).toEqual(before);
    expect(after).not.toHaveProperty("dismissals");
    expect(after.findings.some((f) => f.dismissed)).toBe(false);
  });
});

describe("dismissals recorded in the first fingerprint format (no place)", () => {
  const line = ["  return total / values.length;"];
  const AVERAGE = finding("F1", CRITICAL, "src/stats.ts", 4, line);
  // The same text at another place: another fingerprint, the same first-format one.
  const MEAN = { ...finding("F2", CRITICAL, "src/stats.ts", 12, line), fingerprint: "fedcba9876543210fedcba98" };
  const legacy = (target: ResultFinding): DismissalRequest => ({ ...request(target), fingerprint: target.fingerprint_v1! });

  it("a current-format dismissal lifts only the finding at its place", () => {
    const before = result([blockedCodeReview(TWO_CRITICAL), lane("adversary"), skipped("security"), skipped("probe")], [AVERAGE, MEAN]);
    const after = applyDismissals(before, [request(AVERAGE)]);
    expectValidResult(after);
    expect(after.verdict).toBe("BLOCKED");
    expect(after.findings.map((f) => [f.id, f.dismissed !== undefined])).toEqual([
      ["F1", true],
      ["F2", false],
    ]);
  });

  it("binds to the one finding it still names, under that finding's current fingerprint", () => {
    const before = result([blockedCodeReview(ONE_CRITICAL), lane("adversary"), skipped("security"), skipped("probe")], [AVERAGE]);
    expect(bindDismissals(before.findings, [legacy(AVERAGE)])).toEqual({ bound: [{ ...legacy(AVERAGE), fingerprint: AVERAGE.fingerprint }], lapsed: [] });
    const after = applyDismissals(before, [legacy(AVERAGE)]);
    expectValidResult(after);
    expect(after.verdict).toBe("PASS");
    expect(after.dismissals).toEqual([expect.objectContaining({ finding: "F1", fingerprint: AVERAGE.fingerprint })]);
  });

  it("lapses where it names two places: neither finding is dismissed, and the lapse is reported", () => {
    const before = result([blockedCodeReview(TWO_CRITICAL), lane("adversary"), skipped("security"), skipped("probe")], [AVERAGE, MEAN]);
    expect(bindDismissals(before.findings, [legacy(AVERAGE)])).toEqual({ bound: [], lapsed: [{ request: legacy(AVERAGE), findings: ["F1", "F2"] }] });
    const after = applyDismissals(before, [legacy(AVERAGE)]);
    expect(after).toEqual(before);
    expect(after.verdict).toBe("BLOCKED");
  });
});

describe("carryForward", () => {
  const OLD_CRITICAL = finding("F1", CRITICAL, "src/legacy.ts", 40, ["  eval(input);"]);
  const OLD_WARNING = finding("F4", WARNING, "src/legacy.ts", 50, ["  let unused = 1;"]);
  const securityFinding = finding("S1", "🟠 HIGH", "src/auth.ts", 2, ["ttl: 86400"], { lane: "security", blocking: false, verdict: "UNCHECKED" });

  const passing = () =>
    result(
      [lane("code-review"), lane("adversary"), lane("security"), skipped("probe")],
      [TEMPLATE, { ...NULL_DEREF, id: "F1", blocking: false, severity: WARNING }, securityFinding],
    );

  it("numbers carried findings after this run's own F-ids and records where they came from", () => {
    const carried = carryForward(passing(), [OLD_CRITICAL, { ...OLD_WARNING, carried_from: "fedcba9" }], { since: SINCE, reviewed: ["src/greet.ts"] });
    expectValidResult(carried);
    expect(carried.findings.map((f) => f.id)).toEqual(["F2", "F1", "S1", "F3", "F4"]);
    expect(carried.findings.slice(3).map((f) => f.carried_from)).toEqual([SINCE, "fedcba9"]);
    // Everything but the id is as it was.
    expect(carried.findings[3]).toEqual({ ...OLD_CRITICAL, id: "F3", carried_from: SINCE });
    expect(carried.review_scope).toEqual({ since: SINCE, reviewed: ["src/greet.ts"], carried: 2 });
  });

  it("starts at F1 when this run found nothing in code review", () => {
    const clean = result([lane("code-review"), lane("adversary"), skipped("security"), skipped("probe")], []);
    const carried = carryForward(clean, [OLD_WARNING], { since: SINCE, reviewed: [] });
    expectValidResult(carried);
    expect(carried.findings.map((f) => f.id)).toEqual(["F1"]);
  });

  it("a carried blocking finding makes a passing code-review lane block, naming the short sha; the lane is dismissible", () => {
    const before = passing();
    expect(before.verdict).toBe("PASS");
    const carried = carryForward(before, [OLD_CRITICAL, OLD_WARNING], { since: SINCE, reviewed: ["src/greet.ts"] });
    expectValidResult(carried);
    expect(carried.verdict).toBe("BLOCKED");
    const reason = "code-review: 1 critical finding(s) carried from the review of abcdef0";
    expect(carried.reasons).toEqual([reason]);
    expect(carried.lanes[0]).toMatchObject({ name: "code-review", blocks: true, reasons: [reason], dismissible: true });
    expect(carried.review_scope).toEqual({ since: SINCE, reviewed: ["src/greet.ts"], carried: 2 });

    // …and dismissing the carried finding lifts that block again.
    const dismissed = applyDismissals(carried, [request(OLD_CRITICAL)]);
    expectValidResult(dismissed);
    expect(dismissed.verdict).toBe("PASS");
    expect(dismissed.dismissals).toEqual([expect.objectContaining({ finding: "F3", fingerprint: OLD_CRITICAL.fingerprint })]);
  });

  it("non-blocking carried findings leave the verdict alone but are counted in the scope", () => {
    const carried = carryForward(passing(), [OLD_WARNING], { since: SINCE, reviewed: [] });
    expectValidResult(carried);
    expect(carried.verdict).toBe("PASS");
    expect(carried.lanes).toEqual(passing().lanes);
    expect(carried.review_scope?.carried).toBe(1);
  });

  it("adds to a lane that already blocks, keeping its own dismissibility", () => {
    const degraded = lane("code-review", {
      state: "degraded",
      verdict: "BLOCKED",
      blocks: true,
      reasons: ["code-review: degraded — partial coverage"],
      dismissible: false,
    });
    const before = result([degraded, lane("adversary"), skipped("security"), skipped("probe")], []);
    const carried = carryForward(before, [OLD_CRITICAL], { since: SINCE, reviewed: [] });
    expectValidResult(carried);
    expect(carried.lanes[0]!.dismissible).toBe(false);
    expect(carried.lanes[0]!.reasons).toHaveLength(2);
    expect(applyDismissals(carried, [request(OLD_CRITICAL)]).verdict).toBe("BLOCKED");

    const blockedOwn = result([blockedCodeReview(ONE_CRITICAL), lane("adversary"), skipped("security"), skipped("probe")], [NULL_DEREF]);
    const both = carryForward(blockedOwn, [OLD_CRITICAL], { since: SINCE, reviewed: [] });
    expectValidResult(both);
    expect(both.lanes[0]).toMatchObject({ dismissible: true, reasons: [ONE_CRITICAL, expect.stringContaining("carried from the review of abcdef0")] });
    // Both the run's own and the carried block must be dismissed to pass.
    expect(applyDismissals(both, [request(OLD_CRITICAL)]).verdict).toBe("BLOCKED");
    const lifted = applyDismissals(both, [request(OLD_CRITICAL), request(NULL_DEREF)]);
    expectValidResult(lifted);
    expect(lifted.verdict).toBe("PASS");
  });
});

describe("stillApplicable", () => {
  const files: Record<string, string[]> = {
    "src/kept.ts": ["line 1", "  eval(input);", "line 3", "line 4"],
    "src/reviewed.ts": ["a", "b"],
    "src/edited.ts": ["x", "  return cache.get(key)!; // edited"],
    "src/unchanged.ts": ["p", "q"],
  };
  const read = async (path: string, start: number, end: number) => (files[path] ?? []).slice(start - 1, end);

  const kept = finding("F1", CRITICAL, "src/kept.ts", 2, ["  eval(input);"]);
  const keptWarning = finding("F2", WARNING, "src/kept.ts", 3, ["line 3", "line 4"]);
  const inReviewed = finding("F3", CRITICAL, "src/reviewed.ts", 1, ["a"]);
  const noLongerChanged = finding("F4", WARNING, "src/unchanged.ts", 1, ["p"]);
  const refuted = finding("F5", CRITICAL, "src/kept.ts", 1, ["line 1"], { verdict: "FALSE", blocking: false });
  const otherLane = finding("S1", "🔴 CRITICAL", "src/kept.ts", 2, ["  eval(input);"], { lane: "security" });
  const linesChanged = finding("F6", CRITICAL, "src/edited.ts", 2, ["  return cache.get(key)!;"]);
  const alreadyFound = finding("F7", WARNING, "src/kept.ts", 4, ["line 4"]);
  // The edited file as it was when linesChanged was found.
  const oldText = async (path: string, start: number, end: number) =>
    path === "src/edited.ts" ? ["x", "  return cache.get(key)!;"].slice(start - 1, end) : read(path, start, end);

  // Each finding's fingerprint as the gate computed it, on the files as they were when it was found.
  beforeAll(async () => {
    for (const f of [kept, keptWarning, inReviewed, noLongerChanged, refuted, otherLane, alreadyFound]) Object.assign(f, await fingerprints(f, read));
    Object.assign(linesChanged, await fingerprints(linesChanged, oldText));
  });

  const scope = (current: ResultFinding[] = []) => ({
    reviewed: new Set(["src/reviewed.ts"]),
    changed: new Set(["src/kept.ts", "src/reviewed.ts", "src/edited.ts"]),
    current,
    read,
  });

  it("keeps code-review findings in files not read anew, still changed, whose cited lines are unchanged", async () => {
    expect(await stillApplicable({ since: SINCE, findings: [kept, keptWarning] }, scope())).toEqual([kept, keptWarning]);
  });

  it("drops findings in files the run reviewed anew", async () => {
    expect(await stillApplicable({ since: SINCE, findings: [inReviewed, kept] }, scope())).toEqual([kept]);
  });

  it("drops findings in files that are no longer part of the change", async () => {
    expect(await stillApplicable({ since: SINCE, findings: [noLongerChanged, kept] }, scope())).toEqual([kept]);
  });

  it("drops findings the verifier refuted", async () => {
    expect(await stillApplicable({ since: SINCE, findings: [refuted, kept] }, scope())).toEqual([kept]);
  });

  it("drops findings of lanes other than code review", async () => {
    expect(await stillApplicable({ since: SINCE, findings: [otherLane, kept] }, scope())).toEqual([kept]);
  });

  it("drops findings whose cited lines changed (the fingerprint no longer matches)", async () => {
    expect(await stillApplicable({ since: SINCE, findings: [linesChanged, kept] }, scope())).toEqual([kept]);
    // The same finding read through a reader that still shows the old text is kept: the reader decides.
    expect(await stillApplicable({ since: SINCE, findings: [linesChanged] }, { ...scope(), read: oldText })).toEqual([linesChanged]);
  });

  it("drops findings found again in this run (same fingerprint), and duplicates among the carried", async () => {
    const foundAgain = { ...alreadyFound, id: "F1", title: "reworded by the new run" };
    expect(await stillApplicable({ since: SINCE, findings: [alreadyFound, kept] }, scope([foundAgain]))).toEqual([kept]);
    expect(await stillApplicable({ since: SINCE, findings: [kept, { ...kept, id: "F9" }] }, scope())).toEqual([kept]);
  });
});
