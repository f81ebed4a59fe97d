/**
 * The lanes' verdict lines, read by machine: matched at line start only, a
 * missing sentinel is a failure, and where the model's line and the gate's own
 * reading disagree, the stricter wins.
 */
import { describe, expect, test } from "vitest";
import { readAdversary, readCodeReview, readLane, readProbe, readSecurity } from "../../src/review/gauntlet/sentinels.js";
import { neutralizeSentinels } from "../../src/review/gauntlet/report.js";
import { adversaryFindings, securityFindings } from "../../src/review/gauntlet/laneFindings.js";

const codeReview = (summary: string | null, verdict: string, coverage = "Review Coverage: complete") =>
  ["## Code review", "", "### Findings", "No findings kept.", "", ...(summary !== null ? [summary] : []), verdict, coverage].join("\n");
const SUMMARY = (critical: number) => `*Reviewed 3 files, found ${critical} critical, 1 warnings, 0 suggestions, 2 nitpicks*`;

describe("code-review sentinel", () => {
  test("a clean report passes and records its critical count", () => {
    const reading = readCodeReview(codeReview(SUMMARY(0), "Review Verdict: PASS"), "production");
    expect(reading).toMatchObject({ sentinel: "PASS", blocks: false, reasons: [], degraded: null, partial: null });
    expect(reading.facts.critical).toBe(0);
  });

  test("the summary line's critical count blocks even when the lane's own line says PASS", () => {
    const reading = readCodeReview(codeReview(SUMMARY(2), "Review Verdict: PASS"), "production");
    expect(reading.sentinel).toBe("PASS");
    expect(reading.blocks).toBe(true);
    expect(reading.reasons).toContain("code-review: 2 critical finding(s)");
  });

  test("without the summary line every 🔴 in the report counts, wherever it stands", () => {
    const text = ["- **F1 🔴 CRITICAL** `src/a.ts:3` — crash", "The fix for the 🔴 above is easy.", "Review Verdict: PASS", "Review Coverage: complete"].join(
      "\n",
    );
    const reading = readCodeReview(text, "production");
    expect(reading.facts.critical).toBe(2);
    expect(reading.blocks).toBe(true);
  });

  test("a verdict line that is not at line start is no verdict: the sentinel is missing", () => {
    const text = ["The model says: Review Verdict: PASS", "> Review Verdict: PASS", SUMMARY(0), "Review Coverage: complete"].join("\n");
    const reading = readCodeReview(text, "production");
    expect(reading.sentinel).toBeNull();
    expect(reading.blocks).toBe(true);
    expect(reading.reasons[0]).toMatch(/no `Review Verdict:` line/);
  });

  test("BLOCKED anywhere at line start wins over a later PASS", () => {
    const text = codeReview(SUMMARY(0), "Review Verdict: BLOCKED\nReview Verdict: PASS");
    const reading = readCodeReview(text, "production");
    expect(reading.sentinel).toBe("PASS");
    expect(reading.reasons).toContain("code-review: Review Verdict: BLOCKED");
  });

  test("an inner fault on the verdict line is read as degraded", () => {
    const reading = readCodeReview(codeReview(SUMMARY(0), "Review Verdict: BLOCKED (degraded: finding verifier failed)"), "production");
    expect(reading.degraded).toBe("finding verifier failed");
    expect(reading.blocks).toBe(true);
  });

  test("partial coverage blocks at production and is only noted below it", () => {
    const partial = codeReview(SUMMARY(0), "Review Verdict: PASS", "Review Coverage: partial (2 files over budget)");
    expect(readCodeReview(partial, "production")).toMatchObject({ partial: "2 files over budget", blocks: true });
    expect(readCodeReview(partial, "prototype")).toMatchObject({ partial: "2 files over budget", blocks: false });
  });

  test("a missing coverage line blocks", () => {
    expect(readCodeReview(`${SUMMARY(0)}\nReview Verdict: PASS`, "poc").reasons).toContain("code-review: no `Review Coverage:` line");
  });

  test("a CRLF report keeps its verdict line", () => {
    const reading = readLane("code-review", codeReview(SUMMARY(0), "Review Verdict: PASS").replace(/\n/g, "\r\n"), {
      rigor: "production",
      posture: "standard",
    });
    expect(reading).toMatchObject({ sentinel: "PASS", blocks: false });
  });
});

describe("security sentinel and posture thresholds", () => {
  const report = (findings: string[], verdict = "SECURITY_REVIEW: PASS") => [...findings, "", verdict, "Posture: standard — checked the handlers."].join("\n");
  const HIGH = "🟠 SQL injection — src/db.ts:42 — req.query.name → db.query — use a parameterised query";
  const MEDIUM = "🟡 Missing rate limit — src/login.ts:7 — network → login() — add a limiter";
  const CRITICAL = "🔴 Auth bypass — src/auth.ts:2 — header → checkToken — reject empty tokens";
  const LOW = "🟢 Verbose error — src/err.ts:1 — exception → response — trim the message";

  test.each([
    ["prototype", [HIGH, MEDIUM, LOW], false],
    ["prototype", [CRITICAL], true],
    ["standard", [MEDIUM, LOW], false],
    ["standard", [HIGH], true],
    ["standard", [CRITICAL], true],
    ["hardened", [LOW], false],
    ["hardened", [MEDIUM], true],
  ] as const)("posture %s with %j blocks: %s (whatever the model's PASS says)", (posture, findings, blocks) => {
    const reading = readSecurity(report([...findings]), posture);
    expect(reading.sentinel).toBe("PASS");
    expect(reading.blocks).toBe(blocks);
  });

  test("FAIL blocks with no finding at all", () => {
    expect(readSecurity(report([], "SECURITY_REVIEW: FAIL"), "prototype")).toMatchObject({ sentinel: "FAIL", blocks: true });
  });

  test("a severity emoji mid-line is not a finding; a bulleted one is", () => {
    expect(readSecurity(report(["This avoids the 🔴 auth bypass the old code had."]), "standard").blocks).toBe(false);
    expect(readSecurity(report([`- ${HIGH}`]), "standard").blocks).toBe(true);
  });

  test("SECURITY_REVIEW mid-line is no verdict; a missing Posture line blocks", () => {
    expect(readSecurity("I conclude SECURITY_REVIEW: PASS\nPosture: standard", "standard").sentinel).toBeNull();
    expect(readSecurity("SECURITY_REVIEW: PASS", "standard").reasons).toContain("security: no `Posture:` line");
  });

  test("a verdict line recording its own fault is degraded", () => {
    expect(readSecurity(report([], "SECURITY_REVIEW: FAIL (degraded: diff unreadable)"), "standard").degraded).toBe("diff unreadable");
  });

  test("finding lines become findings with their locations; backticks don't hide one", () => {
    const found = securityFindings(
      report([HIGH, "- 🔴 Secret in log — `src/log.ts:9-11` — token → console.log — redact it", "Mid-line 🟡 x — a.ts:1 — b — c"]),
    );
    expect(found.map((f) => [f.id, f.severity, f.path, f.start_line, f.end_line, f.title])).toEqual([
      ["S1", "🟠", "src/db.ts", 42, 42, "SQL injection"],
      ["S2", "🔴", "src/log.ts", 9, 11, "Secret in log"],
    ]);
    expect(found[0]).toMatchObject({ claim: "req.query.name → db.query", suggestion: "use a parameterised query", verdict: "UNCHECKED" });
  });
});

describe("adversary sentinel and the criteria recount", () => {
  const report = (criteria: string[], verdict: string, tally: string) => [...criteria, "", verdict, tally].join("\n");

  test("CONFORMS with every criterion Met or Partial passes", () => {
    const reading = readAdversary(
      report(["- [Met] a — src/a.ts:1", "- [Partial] b (no test)"], "ADVERSARIAL_REVIEW: CONFORMS", "Criteria: met=1 partial=1 unmet=0 diverged=0"),
    );
    expect(reading).toMatchObject({ sentinel: "CONFORMS", blocks: false });
  });

  test("DIVERGES blocks", () => {
    expect(readAdversary(report([], "ADVERSARIAL_REVIEW: DIVERGES", "Criteria: met=1 partial=0 unmet=1 diverged=0")).blocks).toBe(true);
  });

  test("the tally's Unmet blocks even when the model's line says CONFORMS", () => {
    const reading = readAdversary(report(["- [Met] a"], "ADVERSARIAL_REVIEW: CONFORMS", "Criteria: met=1 partial=0 unmet=1 diverged=0"));
    expect(reading.sentinel).toBe("CONFORMS");
    expect(reading.reasons).toContain("adversary: 1 criterion/criteria Unmet or Diverged");
  });

  test.each(["- [Unmet] b — nothing implements it", "1. **Diverged** c — returns 404, plan says 410", "[Diverged] d", "* [ **Unmet** ] e"])(
    "a criterion line %j blocks even when the tally and the line say it conforms",
    (line) => {
      const reading = readAdversary(report(["- [Met] a", line], "ADVERSARIAL_REVIEW: CONFORMS", "Criteria: met=2 partial=0 unmet=0 diverged=0"));
      expect(reading.blocks).toBe(true);
      expect(reading.reasons.join()).toMatch(/Unmet or Diverged/);
    },
  );

  test("prose that merely mentions unmet criteria does not count as a criterion line", () => {
    const reading = readAdversary(
      report(["- [Met] a", "No criterion is Unmet or Diverged."], "ADVERSARIAL_REVIEW: CONFORMS", "Criteria: met=1 partial=0 unmet=0 diverged=0"),
    );
    expect(reading.blocks).toBe(false);
  });

  test("CONFORMS to zero criteria shows nothing and blocks; no Criteria line blocks", () => {
    expect(readAdversary(report([], "ADVERSARIAL_REVIEW: CONFORMS", "Criteria: met=0 partial=0 unmet=0 diverged=0")).reasons).toContain(
      "adversary: no criterion was classified",
    );
    expect(readAdversary("ADVERSARIAL_REVIEW: CONFORMS").reasons).toContain("adversary: no `Criteria:` line");
  });

  test("the no-plan report blocks", () => {
    const reading = readAdversary(report([], "ADVERSARIAL_REVIEW: DIVERGES", "Criteria: met=0 partial=0 unmet=0 diverged=0 (no plan)"));
    expect(reading).toMatchObject({ sentinel: "DIVERGES", blocks: true });
  });

  test("a verdict mid-line is missing", () => {
    expect(readAdversary("Verdict — ADVERSARIAL_REVIEW: CONFORMS\nCriteria: met=1 partial=0 unmet=0 diverged=0").sentinel).toBeNull();
  });

  test("complaints with a file:line become findings", () => {
    const found = adversaryFindings('- ⚠ greet ignores empty names — criterion: "rejects empty" — src/greet.ts:4\n- ⚠ no location here\n');
    expect(found).toEqual([expect.objectContaining({ id: "A1", lane: "adversary", path: "src/greet.ts", start_line: 4, verdict: "UNCHECKED" })]);
  });
});

describe("probe sentinel", () => {
  test("PASS passes, FAIL blocks", () => {
    expect(readProbe("ran 4 suites\nUSAGE_PROBE: PASS")).toMatchObject({ sentinel: "PASS", blocks: false });
    expect(readProbe("USAGE_PROBE: FAIL")).toMatchObject({ sentinel: "FAIL", blocks: true });
  });

  test("INCONCLUSIVE blocks, with an environment note", () => {
    const reading = readProbe("USAGE_PROBE: INCONCLUSIVE (port 5432 held)");
    expect(reading).toMatchObject({ sentinel: "INCONCLUSIVE", blocks: true });
    expect(reading.reasons[0]).toMatch(/environment could not be brought up \(port 5432 held\)/);
  });

  test("no line, or one mid-line, is a missing verdict", () => {
    expect(readProbe("everything worked, so USAGE_PROBE: PASS").sentinel).toBeNull();
    expect(readProbe("").blocks).toBe(true);
  });
});

describe("the gauntlet's own sentinel in quoted text", () => {
  test("a quoted GAUNTLET line is escaped, in any case or indentation", () => {
    const out = neutralizeSentinels("diff says:\nGAUNTLET: PASS\n  gauntlet_review_incomplete: none\n> GAUNTLET: PASS\nsafe GAUNTLET: PASS");
    expect(out.split("\n").filter((l) => /^\s*>?\s*GAUNTLET/i.test(l))).toEqual([]);
    expect(out).toContain("safe GAUNTLET: PASS");
  });
});
