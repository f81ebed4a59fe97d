/**
 * The code-review lane's findings, from review_chunk through collect, the
 * finding-verifier and render: ids, duplicates, locations, what is verified,
 * what is kept or dropped, what the summary line counts, and what happens
 * when the verifier dies.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { httpError, stall } from "../support/modelServer.js";
import {
  BIG_DIVIDE_LINE,
  GRAPHS_DIR,
  REVIEW_CHUNK,
  VERIFY_ONE,
  chunkPathsOf,
  chunkReviewReply,
  codeReviewRepo,
  findingIdOf,
  promptText,
  removeTempDirs,
  reportLines,
  routeByFinding,
  routeByNode,
  startReviewHarness,
  tempWorkspace,
  verdictReply,
  type ChunkFinding,
  type ReviewHarness,
  type Route,
  type TestRepo,
} from "../support/reviewHarness.js";

let h: ReviewHarness;
let repo: TestRepo;
const RANGE = "HEAD~1..HEAD";

beforeAll(async () => {
  h = await startReviewHarness();
  repo = codeReviewRepo();
});
afterAll(async () => {
  await h.close();
  removeTempDirs();
});
afterEach(() => {
  h.server.setHandler(undefined);
  h.server.requests.length = 0;
});

const DIVIDE_QUOTE = `src/big.ts:${BIG_DIVIDE_LINE}: export function divide(a: number, b: number): number { return a / b; }`;
const NEGATIVE_QUOTE = "src/util.ts:2:   if (n < 0) return 0;";

const divideByZero: ChunkFinding = {
  severity: "🔴 CRITICAL",
  path: "src/big.ts",
  start_line: BIG_DIVIDE_LINE,
  end_line: BIG_DIVIDE_LINE,
  title: "Division by zero",
  claim: "divide returns Infinity when b is 0 instead of rejecting it.",
};
const negativeThrows: ChunkFinding = {
  severity: "🟡 WARNING",
  path: "src/util.ts",
  start_line: 2,
  end_line: 3,
  title: "Negative input throws",
  claim: "helper throws for a negative n.",
};
const argsUnbounded: ChunkFinding = {
  severity: "🟡 WARNING",
  path: "src/app.ts",
  start_line: 4,
  end_line: 4,
  title: "Large argument lists are slow",
  claim: "main is slow for long args arrays in production.",
};
const nameTheLimit: ChunkFinding = {
  severity: "🟢 SUGGESTION",
  path: "src/app.ts",
  start_line: 4,
  end_line: 4,
  title: "Name the limit",
  claim: "10 is a magic number in main.",
};
const inlineDoubled: ChunkFinding = {
  severity: "💡 NITPICK",
  path: "src/util.ts",
  start_line: 3,
  end_line: 4,
  title: "Inline doubled",
  claim: "doubled is used once.",
};
const ghost: ChunkFinding = {
  severity: "🟡 WARNING",
  path: "src/missing.ts",
  start_line: 3,
  end_line: 3,
  title: "Ghost file",
  claim: "missing.ts leaks a handle.",
};
/** The same finding as divideByZero, worded apart only in case and punctuation, with overlapping lines and a milder severity. */
const divideTwin: ChunkFinding = { ...divideByZero, severity: "🟢 SUGGESTION", title: "division by ZERO!", start_line: BIG_DIVIDE_LINE - 1, claim: "same" };

/** Verifier answers for the mix above, by the ids collect gives (F1…F6 after the merge). */
const mixedVerdicts: Record<string, Route> = {
  F1: () => verdictReply("F1", "VERIFIED", DIVIDE_QUOTE, "b is never checked."),
  F2: () => verdictReply("F2", "FALSE", NEGATIVE_QUOTE, "helper returns 0 for negative n."),
  F3: () => verdictReply("F3", "UNVERIFIABLE", "", "Performance needs a benchmark."),
  F6: () => verdictReply("F6", "UNVERIFIABLE", "", "No such file."),
};

describe("collect, verify, render", () => {
  it("ids F1…Fn, duplicates merged, 🟢/💡 UNCHECKED and never verified, FALSE dropped and tallied, the summary counting kept findings only", async () => {
    h.server.setHandler(
      routeByNode({
        [REVIEW_CHUNK]: () =>
          chunkReviewReply("Adds divide and input checks.", [divideByZero, negativeThrows, argsUnbounded, nameTheLimit, inlineDoubled, ghost, divideTwin]),
        [VERIFY_ONE]: routeByFinding(mixedVerdicts),
      }),
    );

    const run = await h.runCodeReviewer(repo.dir, { diffSpec: RANGE });
    const { lane } = run;

    // Only the 🔴/🟡 went to the verifier, each in its own branch.
    expect(h.requestsFor(VERIFY_ONE).map(findingIdOf).sort()).toEqual(["F1", "F2", "F3", "F6"]);
    const f1Prompt = promptText(h.requestsFor(VERIFY_ONE).find((r) => findingIdOf(r) === "F1")!);
    expect(f1Prompt).toContain(`Finding F1 (🔴 CRITICAL), citing src/big.ts lines ${BIG_DIVIDE_LINE - 1}-${BIG_DIVIDE_LINE}:`);
    expect(f1Prompt).toContain("Division by zero: divide returns Infinity when b is 0");

    expect(lane.findings.map((f) => `${f.id} ${f.severity} ${f.verdict}`)).toEqual([
      "F1 🔴 CRITICAL VERIFIED",
      "F3 🟡 WARNING UNVERIFIABLE",
      "F4 🟢 SUGGESTION UNCHECKED",
      "F5 💡 NITPICK UNCHECKED",
      "F6 🟡 WARNING UNVERIFIABLE",
    ]);
    expect(lane.dropped.map((f) => `${f.id} ${f.verdict}`)).toEqual(["F2 FALSE"]);
    // The twin merged into F1: the more severe severity and the union of the lines.
    expect(lane.findings[0]).toMatchObject({
      title: "Division by zero",
      start_line: BIG_DIVIDE_LINE - 1,
      end_line: BIG_DIVIDE_LINE,
      evidence: DIVIDE_QUOTE,
      location_valid: true,
    });
    // A path outside the diff is kept and marked, never annotated.
    expect(lane.findings.find((f) => f.id === "F6")).toMatchObject({
      location_valid: false,
      note: expect.stringContaining("src/missing.ts:3-3 is not in the diff"),
    });
    expect(lane.findings.filter((f) => f.id !== "F6").every((f) => f.location_valid)).toBe(true);
    expect(lane.counts).toEqual({ critical: 1, warnings: 2, suggestions: 1, nitpicks: 1 });

    expect(run.output).toContain("### Dropped as false (1)");
    expect(run.output).toMatch(/- F2 🟡 WARNING `src\/util.ts` — Negative input throws: helper returns 0 for negative n\./);
    expect(run.output).toContain(`  ${DIVIDE_QUOTE}`);
    expect(run.output).toContain("(UNVERIFIABLE — unverified)");
    expect(run.output).not.toMatch(/\*\*F2 /);
    expect(reportLines(run.output)).toEqual({
      summary: "*Reviewed 6 files, found 1 critical, 2 warnings, 1 suggestions, 1 nitpicks*",
      verdict: "Review Verdict: BLOCKED",
      coverage: "Review Coverage: complete",
    });
    expect(run.result).toEqual(lane);
    expect(lane).toMatchObject({ lane: "code-review", verdict: "BLOCKED", degraded: null, files_reviewed: 6, coverage: { complete: true } });
  });

  it("a finding on lines the file does not have is kept and marked, like one outside the diff", async () => {
    h.server.setHandler(
      routeByNode({
        [REVIEW_CHUNK]: () =>
          chunkReviewReply("ok", [
            { ...nameTheLimit, start_line: 90, end_line: 95 },
            { ...nameTheLimit, path: "README.md", title: "Unchanged file" },
          ]),
      }),
    );

    const run = await h.runCodeReviewer(repo.dir, { diffSpec: RANGE });

    expect(run.lane.findings.map((f) => [f.id, f.location_valid, f.verdict])).toEqual([
      ["F1", false, "UNCHECKED"],
      ["F2", false, "UNCHECKED"],
    ]);
    expect(run.lane.findings[0]!.note).toContain("src/app.ts:90-95 is not in the diff or does not exist");
    expect(reportLines(run.output).summary).toBe("*Reviewed 6 files, found 0 critical, 0 warnings, 2 suggestions, 0 nitpicks*");
  });

  it("warnings alone do not block: PASS with the kept warnings listed", async () => {
    h.server.setHandler(
      routeByNode({
        [REVIEW_CHUNK]: () => chunkReviewReply("Adds input checks.", [{ ...divideByZero, severity: "🟡 WARNING" }, nameTheLimit]),
        [VERIFY_ONE]: routeByFinding({ F1: () => verdictReply("F1", "VERIFIED", DIVIDE_QUOTE, "b is never checked.") }),
      }),
    );

    const run = await h.runCodeReviewer(repo.dir, { diffSpec: RANGE });

    expect(reportLines(run.output)).toEqual({
      summary: "*Reviewed 6 files, found 0 critical, 1 warnings, 1 suggestions, 0 nitpicks*",
      verdict: "Review Verdict: PASS",
      coverage: "Review Coverage: complete",
    });
  });

  it("a critical proved FALSE is dropped, so it does not block", async () => {
    h.server.setHandler(
      routeByNode({
        [REVIEW_CHUNK]: () => chunkReviewReply("Adds input checks.", [{ ...negativeThrows, severity: "🔴 CRITICAL" }]),
        [VERIFY_ONE]: routeByFinding({ F1: () => verdictReply("F1", "FALSE", NEGATIVE_QUOTE, "returns 0") }),
      }),
    );

    const run = await h.runCodeReviewer(repo.dir, { diffSpec: RANGE });

    expect(reportLines(run.output).summary).toBe("*Reviewed 6 files, found 0 critical, 0 warnings, 0 suggestions, 0 nitpicks*");
    expect(reportLines(run.output).verdict).toBe("Review Verdict: PASS");
    expect(run.lane.dropped).toHaveLength(1);
  });

  it("ids are stable: chunk order decides them, not which chunk answers first; duplicates across chunks merge", async () => {
    const runWith = async (slowChunk: "big" | "rest") => {
      h.server.requests.length = 0;
      h.server.setHandler(
        routeByNode({
          [REVIEW_CHUNK]: async (r) => {
            const isBig = chunkPathsOf(r).includes("src/big.ts");
            if ((slowChunk === "big") === isBig) await new Promise((resolve) => setTimeout(resolve, 150));
            return isBig
              ? chunkReviewReply("Adds divide.", [divideByZero])
              : chunkReviewReply("Input checks.", [negativeThrows, { ...divideByZero, title: "Division by zero." }, nameTheLimit]);
          },
          [VERIFY_ONE]: (r) => verdictReply(findingIdOf(r)!, "UNVERIFIABLE", "", "not checked here"),
        }),
      );
      const run = await h.runCodeReviewer(repo.dir, { diffSpec: RANGE, variables: { chunk_tokens: 450 } });
      expect(h.requestsFor(REVIEW_CHUNK)).toHaveLength(2);
      return run.lane.findings.map((f) => `${f.id}:${f.path}:${f.title}`);
    };

    const first = await runWith("big");
    const second = await runWith("rest");

    expect(first).toEqual(["F1:src/big.ts:Division by zero", "F2:src/util.ts:Negative input throws", "F3:src/app.ts:Name the limit"]);
    expect(second).toEqual(first);
  });
});

describe("a dead verifier degrades the lane", () => {
  const reviewWithFindings = () => chunkReviewReply("Adds divide.", [divideByZero, negativeThrows, nameTheLimit]);

  it("an exhausted budget: every 🔴/🟡 UNVERIFIABLE with PIPELINE-FAULT, and BLOCKED (degraded: budget exhausted)", async () => {
    h.server.setHandler(
      routeByNode({ [REVIEW_CHUNK]: reviewWithFindings, [VERIFY_ONE]: (r) => verdictReply(findingIdOf(r)!, "VERIFIED", DIVIDE_QUOTE, "ok") }),
    );

    // The review's one call (15 tokens) fits; the verifier's first call crosses the line.
    const run = await h.runCodeReviewer(repo.dir, { diffSpec: RANGE, budget: { maxTokens: 20 } });

    const verified = run.lane.findings.filter((f) => f.severity !== "🟢 SUGGESTION");
    expect(verified.map((f) => f.id)).toEqual(["F1", "F2"]);
    for (const f of verified) {
      expect(f.verdict).toBe("UNVERIFIABLE");
      expect(f.note).toMatch(/^PIPELINE-FAULT: finding-verifier\/verify_one: budget: /);
    }
    expect(run.lane.findings.find((f) => f.id === "F3")!.verdict).toBe("UNCHECKED");
    expect(run.lane.degraded).toBe("budget exhausted");
    expect(reportLines(run.output)).toEqual({
      summary: "*Reviewed 6 files, found 1 critical, 1 warnings, 1 suggestions, 0 nitpicks*",
      verdict: "Review Verdict: BLOCKED (degraded: budget exhausted)",
      coverage: "Review Coverage: complete",
    });
  });

  it("the verifier's own run dying (its fallback runs): every 🔴/🟡 UNVERIFIABLE, BLOCKED (degraded: finding verifier failed)", async () => {
    // The shipped graphs, except the verifier's run timeout cut to 1s, against a model that never answers it.
    const graphsDir = tempWorkspace({
      "code-reviewer.yaml": readFileSync(join(GRAPHS_DIR, "code-reviewer.yaml"), "utf8"),
      "finding-verifier.yaml": readFileSync(join(GRAPHS_DIR, "finding-verifier.yaml"), "utf8").replace(
        /^(settings:[\s\S]*?\n {2}timeout: )\d+/m,
        (_, head: string) => `${head}1`,
      ),
    });
    expect(readFileSync(join(graphsDir, "finding-verifier.yaml"), "utf8")).toMatch(/^settings:[\s\S]*?\n {2}timeout: 1\n/m);
    h.server.setHandler(routeByNode({ [REVIEW_CHUNK]: reviewWithFindings, [VERIFY_ONE]: () => stall() }));

    const run = await h.runCodeReviewer(repo.dir, { diffSpec: RANGE, graphsDir, variables: { rigor: "prototype" } });

    const verified = run.lane.findings.filter((f) => f.severity !== "🟢 SUGGESTION");
    for (const f of verified) {
      expect(f.verdict).toBe("UNVERIFIABLE");
      expect(f.note).toMatch(/^PIPELINE-FAULT: code-reviewer\/verify: timeout: /);
    }
    expect(run.lane.findings.map((f) => f.verdict)).toEqual(["UNVERIFIABLE", "UNVERIFIABLE", "UNCHECKED"]);
    expect(reportLines(run.output).verdict).toBe("Review Verdict: BLOCKED (degraded: finding verifier failed)");
    // The stalled requests were abandoned, not left hanging.
    const stalled = h.requestsFor(VERIFY_ONE);
    expect(stalled.length).toBeGreaterThan(0);
    await Promise.all(stalled.map((r) => h.server.clientClosed(r.index)));
  });

  it("every verify_one request failing is branch faults, not a dead verifier (issue 4: only the verifier's fallback or the budget degrade)", async () => {
    h.server.setHandler(routeByNode({ [REVIEW_CHUNK]: reviewWithFindings, [VERIFY_ONE]: () => httpError(400, { message: "tools unsupported" }) }));

    const run = await h.runCodeReviewer(repo.dir, { diffSpec: RANGE });

    expect(run.lane.findings.map((f) => f.verdict)).toEqual(["UNVERIFIABLE", "UNVERIFIABLE", "UNCHECKED"]);
    for (const f of run.lane.findings.slice(0, 2)) expect(f.note).toMatch(/^PIPELINE-FAULT: finding-verifier\/verify_one: model: .*tools unsupported/);
    expect(run.lane.degraded).toBeNull();
    // Blocked by the kept critical, which no fault can drop.
    expect(reportLines(run.output).verdict).toBe("Review Verdict: BLOCKED");
  });

  it("a single branch's own fault is a result, not a dead verifier: the lane is not degraded", async () => {
    h.server.setHandler(
      routeByNode({
        [REVIEW_CHUNK]: () => chunkReviewReply("Adds checks.", [{ ...divideByZero, severity: "🟡 WARNING" }, negativeThrows]),
        [VERIFY_ONE]: routeByFinding({ F1: () => verdictReply("F1", "VERIFIED", DIVIDE_QUOTE, "ok"), F2: () => httpError(400) }),
      }),
    );

    const run = await h.runCodeReviewer(repo.dir, { diffSpec: RANGE });

    expect(run.lane.findings.map((f) => `${f.id}:${f.verdict}`)).toEqual(["F1:VERIFIED", "F2:UNVERIFIABLE"]);
    expect(run.lane.findings[1]!.note).toMatch(/PIPELINE-FAULT: finding-verifier\/verify_one: model: /);
    expect(run.lane.degraded).toBeNull();
    expect(reportLines(run.output).verdict).toBe("Review Verdict: PASS");
  });
});

it("writes nothing into the repository under review", async () => {
  h.server.setHandler(routeByNode({ [REVIEW_CHUNK]: () => chunkReviewReply("ok", []) }));
  const before = repo.git("status", "--porcelain");

  await h.runCodeReviewer(repo.dir, { diffSpec: RANGE });

  expect(repo.git("status", "--porcelain")).toBe(before);
});
