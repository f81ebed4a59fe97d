/**
 * Which blocks dismissals can lift, through the whole gauntlet graph (the
 * shipped graphs, the real runner, the loopback model): a lane is
 * dismissible only when its blocking findings account for every reason it
 * blocks. A missing line or a verdict about the change as a whole is never
 * lifted by dismissing findings.
 */
import { describe, expect, test } from "vitest";
import { securityReportLines } from "../../src/review/gauntlet/laneFindings.js";
import { isBlockingFinding } from "../../src/review/gauntlet/verdictGate.js";
import { textReply } from "../support/modelServer.js";
import {
  ADVERSARY,
  AUTH_CHANGE,
  PLAIN_CHANGE,
  SECURITY,
  cleanLanes,
  expectBlocked,
  lane,
  oneVerifiedCritical,
  useGauntletSuite,
} from "../support/gauntletHarness.js";

const { h, repo } = useGauntletSuite();

const FINGERPRINT = /^[0-9a-f]{24}$/;

const SECURITY_FAIL = ["- 🔴 Session never expires — src/auth/session.ts:2 — token → sessionTtl — cap it", "", "SECURITY_REVIEW: FAIL"].join("\n");
const POSTURE = "Posture: standard — checked the session path.";

/** The reproduced hole: the reader counts the pathless line, the parser names the backticked one; one each. */
const UNNAMED_AND_UNCOUNTED = [
  "- 🔴 Hardcoded admin password in the seed script, reachable from the login route",
  "- `🔴` Session never expires — src/auth/session.ts:2 — token → sessionTtl — cap it",
  "",
  "SECURITY_REVIEW: FAIL",
  POSTURE,
].join("\n");

describe("dismissible lanes", () => {
  test("a code-review lane blocking only on one VERIFIED 🔴 is dismissible; its finding blocks and has a fingerprint", async () => {
    h.script(oneVerifiedCritical());
    const run = await h.run(repo(PLAIN_CHANGE).dir, { request: {} });

    expectBlocked(run);
    const codeReview = lane(run.gauntlet, "code-review");
    expect(codeReview).toMatchObject({ state: "completed", blocks: true, dismissible: true });
    expect(codeReview.reasons.length).toBeGreaterThan(0);
    expect(run.gauntlet.reasons).toEqual(codeReview.reasons);
    expect(run.gauntlet.findings).toHaveLength(1);
    const [f1] = run.gauntlet.findings;
    expect(f1).toMatchObject({ id: "F1", lane: "code-review", severity: "🔴 CRITICAL", verdict: "VERIFIED", blocking: true });
    expect(f1?.fingerprint).toMatch(FINGERPRINT);
  });

  test("a security lane with a 🔴 finding and its Posture line is dismissible (the control for the next test)", async () => {
    h.script({ ...cleanLanes(), [SECURITY]: () => textReply(`${SECURITY_FAIL}\nPosture: standard — checked the session path.`) });
    const run = await h.run(repo(AUTH_CHANGE).dir, { request: {} });

    expectBlocked(run);
    expect(lane(run.gauntlet, "security")).toMatchObject({ state: "completed", blocks: true, dismissible: true });
    const s1 = run.gauntlet.findings.find((f) => f.lane === "security");
    expect(s1).toMatchObject({ id: "S1", severity: "🔴", blocking: true });
    expect(s1?.fingerprint).toMatch(FINGERPRINT);
  });

  test("a security lane is not dismissible when a counted 🔴 line has no location, though a backticked one balances the count", async () => {
    h.script({ ...cleanLanes(), [SECURITY]: () => textReply(UNNAMED_AND_UNCOUNTED) });
    const run = await h.run(repo(AUTH_CHANGE).dir, { request: {} });

    expectBlocked(run);
    const security = lane(run.gauntlet, "security");
    // What blocks is unchanged: the reader's count of one 🔴 line.
    expect(security).toMatchObject({ state: "completed", blocks: true, dismissible: false });
    expect(security.reasons).toEqual(["security: SECURITY_REVIEW: FAIL", "security: finding(s) at or above the standard threshold (1 🔴)"]);
    const named = run.gauntlet.findings.filter((f) => f.lane === "security");
    expect(named).toHaveLength(1);
    expect(named[0]).toMatchObject({ id: "S1", severity: "🔴", path: "src/auth/session.ts", blocking: true });
  });

  test("a security lane is not dismissible when a backticked 🔴 line (unseen by the reader) has no location", async () => {
    const report = [
      "- 🔴 Session never expires — src/auth/session.ts:2 — token → sessionTtl — cap it",
      "- `🔴` Hardcoded admin password in the seed script",
      "",
      "SECURITY_REVIEW: FAIL",
      POSTURE,
    ].join("\n");
    h.script({ ...cleanLanes(), [SECURITY]: () => textReply(report) });
    const run = await h.run(repo(AUTH_CHANGE).dir, { request: {} });

    expectBlocked(run);
    expect(lane(run.gauntlet, "security")).toMatchObject({ state: "completed", blocks: true, dismissible: false });
    expect(run.gauntlet.findings.filter((f) => f.lane === "security")).toHaveLength(1);
  });

  test("a security lane with two located findings on consecutive lines, no suggestions, names both and is dismissible", async () => {
    const report = [
      "- 🔴 Session never expires — src/auth/session.ts:2 — token → sessionTtl",
      "- 🟠 TTL is not configurable — src/auth/session.ts:1 — sessionTtl is hardcoded",
      "",
      "SECURITY_REVIEW: FAIL",
      POSTURE,
    ].join("\n");
    h.script({ ...cleanLanes(), [SECURITY]: () => textReply(report) });
    const run = await h.run(repo(AUTH_CHANGE).dir, { request: {} });

    expectBlocked(run);
    expect(lane(run.gauntlet, "security")).toMatchObject({ state: "completed", blocks: true, dismissible: true });
    const named = run.gauntlet.findings.filter((f) => f.lane === "security");
    expect(named.map((f) => [f.id, f.severity, f.start_line, f.blocking, f.suggestion])).toEqual([
      ["S1", "🔴", 2, true, undefined],
      ["S2", "🟠", 1, true, undefined],
    ]);
  });

  test("a security lane whose report lacks the Posture line is not dismissible, though its 🔴 finding blocks", async () => {
    h.script({ ...cleanLanes(), [SECURITY]: () => textReply(SECURITY_FAIL) });
    const run = await h.run(repo(AUTH_CHANGE).dir, { request: {} });

    expectBlocked(run);
    const security = lane(run.gauntlet, "security");
    expect(security).toMatchObject({ state: "completed", blocks: true, dismissible: false });
    expect(security.reasons).toContain("security: no `Posture:` line");
    expect(run.gauntlet.findings.find((f) => f.lane === "security")).toMatchObject({ id: "S1", blocking: true });
  });

  test("an adversary lane that DIVERGES is not dismissible, even with a located complaint", async () => {
    const diverges = [
      "- [Diverged] greet returns a greeting — src/greet.ts:2 trims instead",
      "- ⚠ src/greet.ts:2 trims the name, which the plan never asked for",
      "",
      "ADVERSARIAL_REVIEW: DIVERGES",
      "Criteria: met=0 partial=0 unmet=0 diverged=1",
    ].join("\n");
    h.script({ ...cleanLanes(), [ADVERSARY]: () => textReply(diverges) });
    const run = await h.run(repo(PLAIN_CHANGE).dir, { request: { plan_context: "1. greet() returns a greeting." } });

    expectBlocked(run);
    const adversary = lane(run.gauntlet, "adversary");
    expect(adversary).toMatchObject({ state: "completed", verdict: "DIVERGES", blocks: true, dismissible: false });
    const complaint = run.gauntlet.findings.find((f) => f.lane === "adversary");
    expect(complaint).toMatchObject({ id: "A1", blocking: false });
    expect(lane(run.gauntlet, "code-review")).toMatchObject({ blocks: false, dismissible: false });
  });
});

describe("securityReportLines", () => {
  test("counts every severity line of the plain copy, named or not, beside the named findings", () => {
    const lines = securityReportLines(UNNAMED_AND_UNCOUNTED);
    expect(lines.lineCounts).toEqual({ "🔴": 2 });
    expect(lines.findings.map((f) => [f.id, f.severity, f.path])).toEqual([["S1", "🔴", "src/auth/session.ts"]]);
  });

  test("uses the reader's line-start rule: a list marker is allowed, a mid-line emoji or one without a space after is not", () => {
    const lines = securityReportLines(["  * 🟡 a — x.ts:1 — b", "This avoids the 🔴 bug.", "🔴: not a finding line", "\t🟢 note"].join("\r\n"));
    expect(lines.lineCounts).toEqual({ "🟡": 1, "🟢": 1 });
    expect(lines.findings.map((f) => f.severity)).toEqual(["🟡"]);
  });

  test("a finding without a suggestion does not swallow the next finding line", () => {
    const lines = securityReportLines(["- 🔴 A — a.ts:1 — claim a", "- 🔴 B — b.ts:2 — claim b", "- 🟠 C", "— c.ts:3 — claim c"].join("\n"));
    expect(lines.findings.map((f) => [f.title, f.path, f.claim, f.suggestion])).toEqual([
      ["A", "a.ts", "claim a", ""],
      ["B", "b.ts", "claim b", ""],
    ]);
    expect(lines.lineCounts).toEqual({ "🔴": 2, "🟠": 1 });
  });
});

describe("isBlockingFinding", () => {
  test("code review: a 🔴 blocks unless it is FALSE; other severities never", () => {
    expect(isBlockingFinding({ lane: "code-review", severity: "🔴 CRITICAL", verdict: "VERIFIED" }, "standard")).toBe(true);
    expect(isBlockingFinding({ lane: "code-review", severity: "🔴 CRITICAL", verdict: "UNVERIFIABLE" }, "standard")).toBe(true);
    expect(isBlockingFinding({ lane: "code-review", severity: "🔴 CRITICAL", verdict: "FALSE" }, "standard")).toBe(false);
    expect(isBlockingFinding({ lane: "code-review", severity: "🟡 WARNING", verdict: "VERIFIED" }, "hardened")).toBe(false);
  });

  test("security: at or above the posture's threshold", () => {
    expect(isBlockingFinding({ lane: "security", severity: "🟠", verdict: "UNCHECKED" }, "standard")).toBe(true);
    expect(isBlockingFinding({ lane: "security", severity: "🟠", verdict: "UNCHECKED" }, "prototype")).toBe(false);
    expect(isBlockingFinding({ lane: "security", severity: "🟡", verdict: "UNCHECKED" }, "hardened")).toBe(true);
    expect(isBlockingFinding({ lane: "security", severity: "🟢", verdict: "UNCHECKED" }, "hardened")).toBe(false);
  });

  test("adversary complaints never block by themselves", () => {
    expect(isBlockingFinding({ lane: "adversary", severity: "⚠ COMPLAINT", verdict: "UNCHECKED" }, "hardened")).toBe(false);
  });
});
