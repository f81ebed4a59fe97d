/**
 * The built action, across runs of one pull request: a dismissal covers the
 * one finding it was given for, at its place. A later push that cites the
 * same text elsewhere (another function) gets a new 🔴 that is not dismissed,
 * while the dismissed finding that only moved down keeps its dismissal. A
 * dismissal recorded in the first fingerprint format (text, no place) that
 * now names two places lapses, and the check says so.
 */
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { parseStateBlock, renderStateBlock } from "../../src/github/state/stateBlock.js";
import { jsonReply, type RecordedRequest } from "../support/modelServer.js";
import { PLAIN_CHANGE, issueCommentPayload, pullRequestPayload, removeTempDirs, runAction, type ActionRunOptions } from "../support/actionHarness.js";
import { REVIEW_CHUNK, VERIFY_ONE, promptText, verifyByReading } from "./support/model.js";
import { describeRun, outputFiles, startScenario, type Scenario } from "./support/scenario.js";

afterAll(removeTempDirs);

const BUGGY = "  return total / values.length;";
const AVERAGE = ["export function average(values: number[]): number {", "  let total = 0;", "  for (const v of values) total += v;", BUGGY, "}"];
// mean() cites the same text: `values` is not its parameter.
const MEAN = ["export function mean(xs: number[]): number {", "  let total = 0;", "  for (const x of xs) total += x;", BUGGY, "}", ""];
const V1 = [...AVERAGE, ""].join("\n");
// mean() is added above average(): average's line moves from 4 to 10, mean's is at 4.
const V2 = [...MEAN, ...AVERAGE, ""].join("\n");

const finding = (line: number, title: string) => ({
  severity: "🔴 CRITICAL",
  path: "src/stats.ts",
  start_line: line,
  end_line: line,
  title,
  claim: `${title}: \`${BUGGY.trim()}\` at line ${line}.`,
  suggestion: "Fix it.",
});

/** review_chunk: the division finding on average(), and, once mean() exists, the undefined `values` in it. */
const statsReviewer = (request: RecordedRequest) => {
  const prompt = promptText(request);
  if (!/^### src\/stats\.ts/m.test(prompt)) return jsonReply({ summary: "Reviewed.", findings: [] });
  const findings = prompt.includes("export function mean")
    ? [finding(4, "mean() divides by an undefined values"), finding(10, "Division by zero on an empty array")]
    : [finding(4, "Division by zero on an empty array")];
  return jsonReply({ summary: "Reviewed.", findings });
};

const QUIET = { inputs: { "pr-comment": "never" } };

async function blockedPull(test: Parameters<typeof startScenario>[0]): Promise<Scenario> {
  const scenario = await startScenario(test, {
    repo: { change: { ...PLAIN_CHANGE, "src/stats.ts": V1 } },
    routes: { [REVIEW_CHUNK]: statsReviewer, [VERIFY_ONE]: verifyByReading },
  });
  scenario.fake.state.seedPermission("maintainer", "write");
  return scenario;
}

function onPull(scenario: Scenario, extra: Partial<ActionRunOptions> = {}) {
  const { repo, fake, model } = scenario;
  return runAction({
    event: "pull_request",
    payload: pullRequestPayload(repo),
    workspace: repo.workspace("merge", { depth: 1 }),
    fake,
    model,
    sha: repo.mergeSha,
    ...QUIET,
    ...extra,
  });
}

function onComment(scenario: Scenario, body: string, user: string) {
  const { repo, fake, model } = scenario;
  const comment = fake.state.seedIssueComment(repo.number, { body, user, author_association: "MEMBER" });
  return runAction({
    event: "issue_comment",
    payload: issueCommentPayload(repo, { id: comment.id, body, user }),
    workspace: repo.workspace("main", { depth: 1 }),
    fake,
    model,
    sha: repo.mainSha,
    ...QUIET,
  });
}

async function pushMean(scenario: Scenario) {
  const { repo, fake } = scenario;
  const { before } = repo.pushCommit({ "src/stats.ts": V2 });
  fake.state.pushToPull(repo.number, repo.headSha);
  return onPull(scenario, { payload: pullRequestPayload(repo, { action: "synchronize", before }) });
}

const latestCheck = (scenario: Scenario) => scenario.fake.state.checkRunsFor(scenario.repo.headSha, "Gauntlet").sort((a, b) => b.id - a.id)[0]!;

describe.concurrent("a dismissal covers one finding, at its place", () => {
  it("average() dismissed; a push adds mean() citing the same line: mean's 🔴 is not dismissed and the check fails, average's moved 🔴 stays dismissed", async ({
    onTestFinished,
  }) => {
    const scenario = await blockedPull({ onTestFinished });
    const first = await onPull(scenario);
    expect(first.code, describeRun(first, scenario)).toBe(1);
    const firstResult = outputFiles(first).result;
    expect(firstResult.findings).toEqual([expect.objectContaining({ id: "F1", start_line: 4, fingerprint: expect.stringMatching(/^[0-9a-f]{24}$/) })]);
    const dismissedFingerprint = firstResult.findings[0].fingerprint as string;

    const dismissed = await onComment(scenario, "/gauntlet dismiss F1 callers never pass an empty array", "maintainer");
    expect(dismissed.code, describeRun(dismissed, scenario)).toBe(0);
    expect(latestCheck(scenario)).toMatchObject({ conclusion: "success" });

    const pushed = await pushMean(scenario);
    expect(pushed.code, describeRun(pushed, scenario)).toBe(1);
    scenario.fake.expectNoRejections();
    const check = latestCheck(scenario);
    expect(check).toMatchObject({ conclusion: "failure", output: { title: "GAUNTLET: BLOCKED" } });
    const { result } = outputFiles(pushed);
    const byLine = (line: number) => result.findings.find((f: { start_line: number }) => f.start_line === line);
    // The same text at another place is another finding: not born dismissed.
    expect(byLine(4)).toMatchObject({ title: "mean() divides by an undefined values", blocking: true });
    expect(byLine(4)).not.toHaveProperty("dismissed");
    expect(byLine(4).fingerprint).not.toBe(dismissedFingerprint);
    // The dismissed finding only moved (lines were added above it): same fingerprint, still dismissed.
    expect(byLine(10)).toMatchObject({ fingerprint: dismissedFingerprint, dismissed: expect.objectContaining({ by: "maintainer" }) });
    expect(result.dismissals).toEqual([expect.objectContaining({ fingerprint: dismissedFingerprint, by: "maintainer" })]);
    // One of the lane's two 🔴 is not dismissed, so the lane still blocks.
    expect(result.verdict).toBe("BLOCKED");
    expect(result.reasons).toContain("code-review: 2 critical finding(s)");
    expect(result.lanes.find((l: { name: string }) => l.name === "code-review")).toMatchObject({ blocks: true });
    expect(check.output.summary).toMatch(/### Dismissed findings \(1\)/);
    // SARIF keys the alerts by the new fingerprint, under a new version key.
    const sarif = JSON.parse(readFileSync(pushed.outputs.sarif!, "utf8"));
    const prints = sarif.runs[0].results.map((r: { partialFingerprints: Record<string, string> }) => r.partialFingerprints);
    expect(prints).toContainEqual({ "gauntletFinding/v2": dismissedFingerprint });
  });

  it("a dismissal recorded in the old format, which now names two places, lapses, and the check says so", async ({ onTestFinished }) => {
    const scenario = await blockedPull({ onTestFinished });
    const first = await onPull(scenario);
    expect(first.code, describeRun(first, scenario)).toBe(1);
    // Rewrite the first review's state as an older release wrote it: F1's id bound to the first-format fingerprint.
    const check = latestCheck(scenario);
    const parsed = parseStateBlock(check.output.text);
    if (parsed.kind !== "state") throw new Error(`no state on the first check run: ${check.output.text?.slice(0, 200)}`);
    const state = parsed.state;
    const legacy = state.findings.find((f) => f.id === "F1")!.fp1!;
    expect(legacy).toMatch(/^[0-9a-f]{16}$/);
    state.history = state.history.map((h) => (h.head === state.head ? { ...h, ids: { F1: legacy } } : h));
    check.output.text = `${renderStateBlock(state)}${check.output.text!.slice(check.output.text!.indexOf(" -->") + 4)}`;
    // The maintainer dismissed F1 back then (the run that answered it is not needed here).
    scenario.fake.state.seedIssueComment(scenario.repo.number, { body: "/gauntlet dismiss F1 callers never pass an empty array", user: "maintainer" });

    const pushed = await pushMean(scenario);
    expect(pushed.code, describeRun(pushed, scenario)).toBe(1);
    scenario.fake.expectNoRejections();
    const after = latestCheck(scenario);
    expect(after).toMatchObject({ conclusion: "failure" });
    const { result, report } = outputFiles(pushed);
    // Neither occurrence is dismissed: the old fingerprint cannot tell them apart, so it widens to neither.
    expect(result.findings.filter((f: { blocking: boolean }) => f.blocking)).toHaveLength(2);
    expect(result.findings.some((f: { dismissed?: unknown }) => f.dismissed)).toBe(false);
    expect(result).not.toHaveProperty("dismissals");
    for (const text of [after.output.summary!, report]) {
      expect(text).toMatch(/Commands not applied/);
      expect(text).toMatch(/@maintainer `\/gauntlet dismiss`: the dismissal of F1 .* old fingerprint format.* it now matches F\d, F\d.* so it lapsed/);
    }
  });
});
