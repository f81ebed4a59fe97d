/**
 * The finding verifier end to end: the shipped graph, the real runner against
 * the loopback model, the real fs tools and gate on a temp workspace. Each
 * test reads as one rule of the verdict contract.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ABSENT,
  BOUNDED,
  BOUND_LINE,
  EMPTY_TOKEN_LINE,
  REAL,
  RUNTIME,
  VERIFIER_FILES,
  VERIFY_ONE,
  findingIdOf,
  promptText,
  readThenAnswer,
  removeTempDirs,
  routeByFinding,
  routeByNode,
  sequence,
  startReviewHarness,
  tempWorkspace,
  verdictReply,
  type ReviewHarness,
} from "../support/reviewHarness.js";

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

const verifyOnly = (routes: Parameters<typeof routeByFinding>[0]) => h.server.setHandler(routeByNode({ [VERIFY_ONE]: routeByFinding(routes) }));
const verifyPrompts = (id: string) =>
  h
    .requestsFor(VERIFY_ONE)
    .filter((r) => findingIdOf(r) === id)
    .map(promptText);

describe("verdicts end to end", () => {
  it("VERIFIED: the model reads the cited line and quotes it; the gate accepts the quote", async () => {
    verifyOnly({ F1: readThenAnswer("src/auth.ts", 2, (shown) => verdictReply("F1", "VERIFIED", `src/auth.ts:2: ${shown}`, "The empty token returns true.")) });

    const run = await h.runVerifier(workspace, { inputs: { findings: [REAL] } });

    expect(run.verdicts).toEqual([{ id: "F1", verdict: "VERIFIED", evidence: EMPTY_TOKEN_LINE, note: "The empty token returns true." }]);
    expect(run.output.split("\n")[0]).toBe("FINDING_VERIFIER_RESULTS");
    expect(run.output).toContain("VERIFIED = keep the finding and paste its evidence");
    expect(run.output).toContain("FALSE = drop it");
    expect(run.output).toContain("UNVERIFIABLE = keep it, marked");
    expect(run.result).toEqual(run.verdicts);
    // One tool turn, one answer: the gate took it first time.
    expect(h.requestsFor(VERIFY_ONE)).toHaveLength(2);
  });

  it("FALSE: a quote that proves the opposite of the claim", async () => {
    verifyOnly({ F2: () => verdictReply("F2", "FALSE", BOUND_LINE, "put clears the store at 100 entries.") });

    const run = await h.runVerifier(workspace, { inputs: { findings: [BOUNDED] } });

    expect(run.verdicts).toEqual([{ id: "F2", verdict: "FALSE", evidence: BOUND_LINE, note: "put clears the store at 100 entries." }]);
  });

  it("FALSE by absence: NO_MATCH with an identifier from the claim, which a fresh search does not find", async () => {
    verifyOnly({ F3: () => verdictReply("F3", "FALSE", "NO_MATCH: sanitizeInput", "sanitizeInput exists nowhere.") });

    const run = await h.runVerifier(workspace, { inputs: { findings: [ABSENT] } });

    expect(run.verdicts).toEqual([{ id: "F3", verdict: "FALSE", evidence: "NO_MATCH: sanitizeInput", note: "sanitizeInput exists nowhere." }]);
  });

  it("UNVERIFIABLE: a note and no evidence", async () => {
    verifyOnly({ F4: () => verdictReply("F4", "UNVERIFIABLE", "", "Needs a load test; the code cannot settle it.") });

    const run = await h.runVerifier(workspace, { inputs: { findings: [RUNTIME] } });

    expect(run.verdicts).toEqual([{ id: "F4", verdict: "UNVERIFIABLE", evidence: "", note: "Needs a load test; the code cannot settle it." }]);
  });

  it("all four together come back in input order", async () => {
    verifyOnly({
      F1: () => verdictReply("F1", "VERIFIED", EMPTY_TOKEN_LINE, "ok"),
      F2: () => verdictReply("F2", "FALSE", BOUND_LINE, "bounded"),
      F3: () => verdictReply("F3", "FALSE", "NO_MATCH: sanitizeInput", "absent"),
      F4: () => verdictReply("F4", "UNVERIFIABLE", "", "runtime"),
    });

    const run = await h.runVerifier(workspace, { inputs: { findings: [REAL, BOUNDED, ABSENT, RUNTIME] } });

    expect(run.verdicts.map((v) => `${v.id}:${v.verdict}`)).toEqual(["F1:VERIFIED", "F2:FALSE", "F3:FALSE", "F4:UNVERIFIABLE"]);
  });

  it("a wrong id echoed by the model is overwritten with the finding's id", async () => {
    verifyOnly({ F1: () => verdictReply("F99", "VERIFIED", EMPTY_TOKEN_LINE, "ok") });

    const run = await h.runVerifier(workspace, { inputs: { findings: [REAL] } });

    expect(run.verdicts).toEqual([{ id: "F1", verdict: "VERIFIED", evidence: EMPTY_TOKEN_LINE, note: "ok" }]);
  });

  it("evidence from another file (moved code) is accepted when the quote is real", async () => {
    const moved = { ...REAL, path: "src/old/auth.ts", lines: "7" };
    verifyOnly({ F1: () => verdictReply("F1", "VERIFIED", EMPTY_TOKEN_LINE, "moved to src/auth.ts") });

    const run = await h.runVerifier(workspace, { inputs: { findings: [moved] } });

    expect(run.verdicts[0]).toMatchObject({ id: "F1", verdict: "VERIFIED" });
  });
});

describe("the gate rejects once, with the reason", () => {
  it("a malformed verdict, then a good one: the second prompt carries the gate's reason", async () => {
    verifyOnly({
      F1: sequence(
        () => verdictReply("F1", "VERIFIED", "", "trust me"),
        () => verdictReply("F1", "VERIFIED", EMPTY_TOKEN_LINE, "quoted now"),
      ),
    });

    const run = await h.runVerifier(workspace, { inputs: { findings: [REAL] } });

    expect(run.verdicts).toEqual([{ id: "F1", verdict: "VERIFIED", evidence: EMPTY_TOKEN_LINE, note: "quoted now" }]);
    const prompts = verifyPrompts("F1");
    expect(prompts).toHaveLength(2);
    expect(prompts[0]).not.toContain("broke the verdict contract");
    expect(prompts[1]).toContain("Your previous answer broke the verdict contract");
    expect(prompts[1]).toContain("VERIFIED needs evidence");
  });

  it("a malformed verdict twice ends UNVERIFIABLE with a PIPELINE-FAULT note, after exactly one reject", async () => {
    verifyOnly({ F1: () => verdictReply("F1", "VERIFIED", "", "trust me") });

    const run = await h.runVerifier(workspace, { inputs: { findings: [REAL] } });

    expect(run.verdicts).toHaveLength(1);
    expect(run.verdicts[0]).toMatchObject({ id: "F1", verdict: "UNVERIFIABLE", evidence: "" });
    expect(run.verdicts[0]!.note).toMatch(/^PIPELINE-FAULT: finding-verifier\/verdict_gate: schema: verdict contract broken twice: VERIFIED needs evidence/);
    expect(verifyPrompts("F1")).toHaveLength(2);
  });

  it("a hallucinated quote is rejected: the reason shows what the file really has", async () => {
    const invented = "src/auth.ts:2:   if (!token) return true;";
    verifyOnly({ F1: () => verdictReply("F1", "VERIFIED", invented, "invented") });

    const run = await h.runVerifier(workspace, { inputs: { findings: [REAL] } });

    expect(run.verdicts[0]).toMatchObject({ id: "F1", verdict: "UNVERIFIABLE" });
    expect(run.verdicts[0]!.note).toMatch(/^PIPELINE-FAULT: /);
    const second = verifyPrompts("F1")[1]!;
    expect(second).toContain("src/auth.ts:2 is quoted as");
    expect(second).toContain('but the file has "  if (token == \\"\\") return true;"');
  });

  it("a quote of a line that does not exist is rejected", async () => {
    verifyOnly({
      F1: sequence(
        () => verdictReply("F1", "VERIFIED", "src/auth.ts:99: return true;", "x"),
        () => verdictReply("F1", "VERIFIED", EMPTY_TOKEN_LINE, "ok"),
      ),
    });

    const run = await h.runVerifier(workspace, { inputs: { findings: [REAL] } });

    expect(run.verdicts[0]).toMatchObject({ verdict: "VERIFIED", evidence: EMPTY_TOKEN_LINE });
    expect(verifyPrompts("F1")[1]).toContain("src/auth.ts:99 does not exist in the workspace");
  });

  it("FALSE without evidence is rejected: doubt is not proof", async () => {
    verifyOnly({ F2: () => verdictReply("F2", "FALSE", "", "I don't believe it.") });

    const run = await h.runVerifier(workspace, { inputs: { findings: [BOUNDED] } });

    expect(run.verdicts[0]).toMatchObject({ id: "F2", verdict: "UNVERIFIABLE" });
    expect(run.verdicts[0]!.note).toContain("FALSE needs evidence");
    expect(verifyPrompts("F2")[1]).toContain("FALSE needs evidence");
  });

  it("NO_MATCH with a pattern not taken from the claim (zzz) is rejected", async () => {
    verifyOnly({ F3: () => verdictReply("F3", "FALSE", "NO_MATCH: zzz", "nothing found") });

    const run = await h.runVerifier(workspace, { inputs: { findings: [ABSENT] } });

    expect(run.verdicts[0]).toMatchObject({ id: "F3", verdict: "UNVERIFIABLE" });
    expect(verifyPrompts("F3")[1]).toContain('NO_MATCH pattern "zzz" must contain an identifier from the claim');
  });

  it("NO_MATCH on a plain English word of the claim is as vacuous as zzz", async () => {
    // "padded" is in the claim and nowhere in the code, but it names no code.
    verifyOnly({ F3: () => verdictReply("F3", "FALSE", "NO_MATCH: padded", "nothing") });

    const run = await h.runVerifier(workspace, { inputs: { findings: [ABSENT] } });

    expect(run.verdicts[0]).toMatchObject({ id: "F3", verdict: "UNVERIFIABLE" });
    expect(verifyPrompts("F3")[1]).toContain('NO_MATCH pattern "padded" must contain an identifier from the claim');
  });

  it.each([["checkTokenX"], ["^checkToken"], ["checkToken\\(null\\)"]])(
    "NO_MATCH narrowed around an identifier that exists (%s) is rejected",
    async (pattern) => {
      verifyOnly({ F3: () => verdictReply("F3", "FALSE", `NO_MATCH: ${pattern}`, "nothing") });

      const run = await h.runVerifier(workspace, { inputs: { findings: [ABSENT] } });

      expect(run.verdicts[0]).toMatchObject({ id: "F3", verdict: "UNVERIFIABLE" });
      expect(verifyPrompts("F3")[1]).toContain('"checkToken", the identifier it names, is there: src/auth.ts:1: export function checkToken');
    },
  );

  it("NO_MATCH naming an existing and an absent identifier stands on the absent one", async () => {
    verifyOnly({ F3: () => verdictReply("F3", "FALSE", "NO_MATCH: checkToken.*sanitizeInput", "checkToken calls nothing of the kind") });

    const run = await h.runVerifier(workspace, { inputs: { findings: [ABSENT] } });

    expect(run.verdicts[0]).toMatchObject({ id: "F3", verdict: "FALSE", evidence: "NO_MATCH: checkToken.*sanitizeInput" });
  });

  it("NO_MATCH that does match is rejected, naming the line it found", async () => {
    // The claim names checkToken, and checkToken is right there.
    verifyOnly({ F3: () => verdictReply("F3", "FALSE", "NO_MATCH: checkToken", "not found") });

    const run = await h.runVerifier(workspace, { inputs: { findings: [ABSENT] } });

    expect(run.verdicts[0]).toMatchObject({ id: "F3", verdict: "UNVERIFIABLE" });
    expect(verifyPrompts("F3")[1]).toContain("does match: src/auth.ts:1: export function checkToken");
  });

  it("NO_MATCH cannot be made vacuous with a lookahead", async () => {
    verifyOnly({ F3: () => verdictReply("F3", "FALSE", "NO_MATCH: sanitizeInput(?!)|checkToken(?=zzz)", "vacuous") });

    const run = await h.runVerifier(workspace, { inputs: { findings: [ABSENT] } });

    expect(run.verdicts[0]).toMatchObject({ id: "F3", verdict: "UNVERIFIABLE" });
  });

  it("NO_MATCH does not support VERIFIED", async () => {
    verifyOnly({ F3: () => verdictReply("F3", "VERIFIED", "NO_MATCH: sanitizeInput", "absent so verified?") });

    const run = await h.runVerifier(workspace, { inputs: { findings: [ABSENT] } });

    expect(run.verdicts[0]).toMatchObject({ id: "F3", verdict: "UNVERIFIABLE" });
    expect(verifyPrompts("F3")[1]).toContain("NO_MATCH evidence only supports FALSE");
  });

  it("UNVERIFIABLE without a note is rejected", async () => {
    verifyOnly({
      F4: sequence(
        () => verdictReply("F4", "UNVERIFIABLE", "", " "),
        () => verdictReply("F4", "UNVERIFIABLE", "", "needs a profiler"),
      ),
    });

    const run = await h.runVerifier(workspace, { inputs: { findings: [RUNTIME] } });

    expect(run.verdicts[0]).toEqual({ id: "F4", verdict: "UNVERIFIABLE", evidence: "", note: "needs a profiler" });
    expect(verifyPrompts("F4")[1]).toContain("UNVERIFIABLE needs a note");
  });
});
