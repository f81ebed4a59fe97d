/**
 * The verifier's fault paths: a dying verify_one, a dying parse, a run out of
 * budget, and every way a model can misbehave. A fault only ever yields
 * UNVERIFIABLE with a PIPELINE-FAULT note, and it never sinks the other
 * findings or the FINDING_VERIFIER_RESULTS sentinel.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FindingItem } from "../../src/review/findings.js";
import { completion, httpError, jsonReply, refusalReply, textReply, toolCall, toolCallsReply } from "../support/modelServer.js";
import {
  ABSENT,
  BOUNDED,
  EMPTY_TOKEN_LINE,
  PARSE,
  REAL,
  VERIFIER_FILES,
  VERIFY_ONE,
  findingIdOf,
  removeTempDirs,
  routeByFinding,
  routeByNode,
  startReviewHarness,
  tempWorkspace,
  verdictReply,
  wantsJson,
  type ReviewHarness,
  type Route,
} from "../support/reviewHarness.js";
import { mulberry32 } from "../support/prng.js";

let h: ReviewHarness;
let workspace: string;

beforeAll(async () => {
  h = await startReviewHarness();
});
afterAll(async () => {
  await h.close();
  removeTempDirs();
});
beforeEach(() => {
  workspace = tempWorkspace(VERIFIER_FILES);
});
afterEach(() => {
  h.server.setHandler(undefined);
  h.server.requests.length = 0;
});

const requestsOf = (id: string) => h.requestsFor(VERIFY_ONE).filter((r) => findingIdOf(r) === id);

describe("verify_one dying runs verify_fault", () => {
  it("a 400 from the model fails at once (not retried) and the finding is UNVERIFIABLE with the fault", async () => {
    h.server.setHandler(routeByNode({ [VERIFY_ONE]: () => httpError(400, { message: "context length exceeded" }) }));

    const run = await h.runVerifier(workspace, { inputs: { findings: [REAL] } });

    expect(run.verdicts).toHaveLength(1);
    expect(run.verdicts[0]).toMatchObject({ id: "F1", verdict: "UNVERIFIABLE", evidence: "" });
    expect(run.verdicts[0]!.note).toMatch(/^PIPELINE-FAULT: finding-verifier\/verify_one: model: .*context length exceeded/);
    expect(requestsOf("F1")).toHaveLength(1);
    expect(run.output.split("\n")[0]).toBe("FINDING_VERIFIER_RESULTS");
  });

  it("a reply that breaks the output schema twice (with its repair turn each time) is a schema fault", async () => {
    h.server.setHandler(routeByNode({ [VERIFY_ONE]: () => jsonReply({ id: "F1", verdict: "VERIFIED" }) }));

    const run = await h.runVerifier(workspace, { inputs: { findings: [REAL] } });

    expect(run.verdicts[0]).toMatchObject({ id: "F1", verdict: "UNVERIFIABLE" });
    expect(run.verdicts[0]!.note).toMatch(/^PIPELINE-FAULT: finding-verifier\/verify_one: schema: /);
    // max_attempts 2, each with one repair turn.
    expect(requestsOf("F1")).toHaveLength(4);
  });

  it("one dead branch does not sink the others", async () => {
    h.server.setHandler(
      routeByNode({
        [VERIFY_ONE]: routeByFinding({
          F1: () => verdictReply("F1", "VERIFIED", EMPTY_TOKEN_LINE, "ok"),
          F2: () => httpError(400),
          F3: () => verdictReply("F3", "FALSE", "NO_MATCH: sanitizeInput", "absent"),
        }),
      }),
    );

    const run = await h.runVerifier(workspace, { inputs: { findings: [REAL, BOUNDED, ABSENT] } });

    expect(run.verdicts.map((v) => `${v.id}:${v.verdict}`)).toEqual(["F1:VERIFIED", "F2:UNVERIFIABLE", "F3:FALSE"]);
    expect(run.verdicts[1]!.note).toMatch(/^PIPELINE-FAULT: /);
  });

  it("a verify_one that dies after a gate reject still ends UNVERIFIABLE with its own fault", async () => {
    let calls = 0;
    h.server.setHandler(
      routeByNode({ [VERIFY_ONE]: () => (calls++ === 0 ? verdictReply("F1", "VERIFIED", "", "no quote") : httpError(400, { message: "gone" })) }),
    );

    const run = await h.runVerifier(workspace, { inputs: { findings: [REAL] } });

    expect(run.verdicts[0]).toMatchObject({ id: "F1", verdict: "UNVERIFIABLE" });
    expect(run.verdicts[0]!.note).toMatch(/^PIPELINE-FAULT: finding-verifier\/verify_one: model: .*gone/);
  });
});

describe("parse dying runs parse_fault", () => {
  const report = "## Review\n🔴 CRITICAL src/auth.ts:2 — checkToken accepts the empty token.";

  it("a 400 from parse: the result is one UNVERIFIABLE entry naming the fault, and nothing is verified", async () => {
    h.server.setHandler(routeByNode({ [PARSE]: () => httpError(400, { message: "bad request" }) }));

    const run = await h.runVerifier(workspace, { prompt: report });

    expect(run.verdicts).toEqual([
      { id: "PARSE", verdict: "UNVERIFIABLE", evidence: "", note: expect.stringMatching(/^PIPELINE-FAULT: finding-verifier\/parse: model: /) },
    ]);
    expect(h.requestsFor(PARSE)).toHaveLength(1);
    expect(h.requestsFor(VERIFY_ONE)).toHaveLength(0);
    expect(run.output.split("\n")[0]).toBe("FINDING_VERIFIER_RESULTS");
  });

  it("parse replies that break the schema twice: parse_fault, after two attempts", async () => {
    h.server.setHandler(routeByNode({ [PARSE]: () => jsonReply({ findings: [{ id: "F1" }] }) }));

    const run = await h.runVerifier(workspace, { prompt: report });

    expect(run.verdicts).toHaveLength(1);
    expect(run.verdicts[0]).toMatchObject({ id: "PARSE", verdict: "UNVERIFIABLE" });
    expect(run.verdicts[0]!.note).toMatch(/^PIPELINE-FAULT: finding-verifier\/parse: schema: /);
    expect(h.requestsFor(PARSE)).toHaveLength(4);
  });
});

describe("a fault never produces VERIFIED or FALSE", () => {
  /** Ways a model can fail a finding; several try hard to pass a VERIFIED or FALSE. */
  const FAULTS: Record<string, (f: FindingItem) => Route> = {
    http400: () => () => httpError(400),
    http401: () => () => httpError(401),
    refusal: () => () => refusalReply("I can't help with that."),
    truncated: (f) => () => completion({ content: `{"id":"${f.id}","verdict":"VERIFIED"`, finishReason: "length" }),
    notJson: () => () => textReply("VERIFIED. Trust me."),
    schemaMissingEvidence: (f) => () => jsonReply({ id: f.id, verdict: "VERIFIED" }),
    schemaBadEnum: (f) => () => jsonReply({ id: f.id, verdict: "TRUE", evidence: "", note: "" }),
    schemaEvidenceList: (f) => () => jsonReply({ id: f.id, verdict: "FALSE", evidence: ["x"], note: "" }),
    hallucinatedQuote: (f) => () => verdictReply(f.id, "VERIFIED", `${f.path}:1: this line is not in the file`, "made up"),
    falseWithoutEvidence: (f) => () => verdictReply(f.id, "FALSE", "", "I doubt it"),
    falseByZzz: (f) => () => verdictReply(f.id, "FALSE", "NO_MATCH: zzz", "nothing"),
    falseByMatchingSearch: (f) => () => verdictReply(f.id, "FALSE", "NO_MATCH: checkToken", "nothing"),
    verifiedByAbsence: (f) => () => verdictReply(f.id, "VERIFIED", "NO_MATCH: sanitizeInput", "absent"),
    malformedEvidence: (f) => () => verdictReply(f.id, "VERIFIED", "see the code", "trust me"),
    toolLoop: () => () => toolCallsReply([toolCall("fs_grep", { pattern: "checkToken" })]),
    unknownTool: () => (request) =>
      wantsJson(request) && request.body.messages.some((m: { role: string }) => m.role === "tool")
        ? httpError(400)
        : toolCallsReply([toolCall("fs_write", { path: "x" })]),
  };
  const GOOD: (f: FindingItem) => Route = (f) => () => verdictReply(f.id, "VERIFIED", EMPTY_TOKEN_LINE, "ok");

  it.each([1, 2, 3])("random mixes of faults and good answers (seed %i)", async (seed) => {
    const random = mulberry32(seed);
    const names = Object.keys(FAULTS);
    const findings: FindingItem[] = [];
    const plan: Record<string, string> = {};
    const routes: Record<string, Route> = {};
    for (let i = 1; i <= 14; i++) {
      const finding: FindingItem = { ...REAL, id: `F${i}`, claim: `${REAL.claim} (case ${i}; see sanitizeInput)` };
      const mode = random() < 0.25 ? "good" : names[Math.floor(random() * names.length)]!;
      findings.push(finding);
      plan[finding.id] = mode;
      routes[finding.id] = mode === "good" ? GOOD(finding) : FAULTS[mode]!(finding);
    }
    h.server.setHandler(routeByNode({ [VERIFY_ONE]: routeByFinding(routes) }));

    const run = await h.runVerifier(workspace, { inputs: { findings } });

    expect(run.verdicts.map((v) => v.id)).toEqual(findings.map((f) => f.id));
    for (const verdict of run.verdicts) {
      const mode = plan[verdict.id]!;
      if (mode === "good") {
        expect(verdict, `${verdict.id} (${mode})`).toMatchObject({ verdict: "VERIFIED", evidence: EMPTY_TOKEN_LINE });
      } else {
        expect(verdict.verdict, `${verdict.id} (${mode})`).toBe("UNVERIFIABLE");
        expect(verdict.evidence, `${verdict.id} (${mode})`).toBe("");
        expect(verdict.note, `${verdict.id} (${mode})`).toMatch(/^PIPELINE-FAULT: finding-verifier\/(verify_one|verdict_gate): /);
      }
    }
  });

  it("every fault mode on its own", async () => {
    const entries = Object.entries(FAULTS);
    const findings = entries.map(([name], i): FindingItem => ({ ...REAL, id: `F${i + 1}`, claim: `${REAL.claim} (${name}; see sanitizeInput)` }));
    const routes = Object.fromEntries(findings.map((f, i) => [f.id, entries[i]![1](f)]));
    h.server.setHandler(routeByNode({ [VERIFY_ONE]: routeByFinding(routes) }));

    const run = await h.runVerifier(workspace, { inputs: { findings } });

    expect(run.verdicts).toHaveLength(entries.length);
    const byMode = Object.fromEntries(run.verdicts.map((v, i) => [entries[i]![0], v]));
    for (const [mode, verdict] of Object.entries(byMode)) {
      expect(verdict.verdict, mode).toBe("UNVERIFIABLE");
      expect(verdict.note, mode).toMatch(/^PIPELINE-FAULT: /);
    }
    expect(run.output).not.toMatch(/"verdict":"(VERIFIED|FALSE)"/);
  });
});

// Last in the file: a branch's call that the exhausted budget abandons may still reach the server after the run
// returns (late on a busy machine), and would show up in the next test's request log.
describe("an exhausted budget", () => {
  it("an exhausted run budget fails every branch with a budget fault", async () => {
    h.server.setHandler(routeByNode({ [VERIFY_ONE]: () => verdictReply("F1", "VERIFIED", EMPTY_TOKEN_LINE, "ok") }));

    const run = await h.runVerifier(workspace, { inputs: { findings: [REAL, BOUNDED] }, budget: { maxTokens: 1 } });

    expect(run.verdicts.map((v) => v.verdict)).toEqual(["UNVERIFIABLE", "UNVERIFIABLE"]);
    for (const v of run.verdicts) expect(v.note).toMatch(/^PIPELINE-FAULT: finding-verifier\/verify_one: budget: run budget exceeded/);
  });
});
