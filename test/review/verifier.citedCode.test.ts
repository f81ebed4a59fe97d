/**
 * verify_one's prompt shows the cited code: the enclosing block (or ±20
 * lines), redacted and numbered as fs_read numbers it, so a verifier can
 * answer in one call by quoting the prompt. The gate still checks each quote
 * against the file, so a quote the prompt does not back is still rejected.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CONTEXT_LINES, enclosingBlock } from "../../src/review/verifier/citedCode.js";
import { httpError, toolCall, toolCallsReply, type RecordedRequest } from "../support/modelServer.js";
import {
  EMPTY_TOKEN_LINE,
  REAL,
  TEST_API_KEY,
  VERIFIER_FILES,
  VERIFY_ONE,
  promptText,
  removeTempDirs,
  routeByNode,
  startReviewHarness,
  tempWorkspace,
  toolResults,
  verdictReply,
  type ReviewHarness,
} from "../support/reviewHarness.js";

let h: ReviewHarness;

beforeAll(async () => {
  h = await startReviewHarness();
});
afterAll(async () => {
  await h.close();
  removeTempDirs();
});
afterEach(() => {
  h.server.setHandler(undefined);
  h.server.requests.length = 0;
});

/** A verifier that never calls a tool: it quotes line `line` from the prompt, or fails the test. */
function answerFromPrompt(id: string, path: string, line: number) {
  return (request: RecordedRequest) => {
    if (toolResults(request).length > 0) return httpError(418, { message: "the verifier should not have needed a tool" });
    const shown = new RegExp(`^${line}: (.*)$`, "m").exec(promptText(request))?.[1];
    if (shown === undefined) return httpError(418, { message: `the prompt does not show line ${line}` });
    return verdictReply(id, "VERIFIED", `${path}:${line}: ${shown}`, "Seen in the prompt.");
  };
}

const offered = (request: RecordedRequest) => ((request.body.tools ?? []) as { function: { name: string } }[]).map((tool) => tool.function.name);

describe("the cited code in verify_one's prompt", () => {
  it("holds the enclosing function, numbered as fs_read shows it, so one call settles the finding", async () => {
    const workspace = tempWorkspace(VERIFIER_FILES);
    h.server.setHandler(routeByNode({ [VERIFY_ONE]: answerFromPrompt("F1", "src/auth.ts", 2) }));

    const run = await h.runVerifier(workspace, { inputs: { findings: [REAL] } });

    expect(run.verdicts).toEqual([{ id: "F1", verdict: "VERIFIED", evidence: EMPTY_TOKEN_LINE, note: "Seen in the prompt." }]);
    const [request, ...more] = h.requestsFor(VERIFY_ONE);
    expect(more).toHaveLength(0);
    // The tools' definitions wait until asked for: this request needed none of them.
    expect(offered(request!)).toEqual(["request_tools"]);
    const prompt = promptText(request!);
    expect(prompt).toContain(
      [
        "src/auth.ts lines 1-4:",
        "1: export function checkToken(token: string): boolean {",
        '2:   if (token == "") return true;',
        "3:   return token.length > 8;",
        "4: }",
      ].join("\n"),
    );
    // Inside a data block, like every other piece of the workspace the model sees.
    expect(prompt).toMatch(/<<<BEGIN UNTRUSTED CITED_CODE \w+>>>\nsrc\/auth\.ts lines 1-4:/);
  });

  it("a verifier that needs more asks for the tools, then reads with them: three calls, the same verdict", async () => {
    const workspace = tempWorkspace(VERIFIER_FILES);
    h.server.setHandler(
      routeByNode({
        [VERIFY_ONE]: (request) => {
          const results = toolResults(request);
          if (!offered(request).includes("fs_read")) return toolCallsReply([toolCall("request_tools", {})]);
          if (results.length < 2) return toolCallsReply([toolCall("fs_read", { path: "src/auth.ts", offset: 2, limit: 1 })]);
          const shown = /^2: (.*)$/m.exec(results.at(-1)!)?.[1];
          return verdictReply("F1", "VERIFIED", `src/auth.ts:2: ${shown}`, "Read it.");
        },
      }),
    );

    const run = await h.runVerifier(workspace, { inputs: { findings: [REAL] } });

    expect(run.verdicts).toEqual([{ id: "F1", verdict: "VERIFIED", evidence: EMPTY_TOKEN_LINE, note: "Read it." }]);
    expect(h.requestsFor(VERIFY_ONE).map(offered)).toEqual([["request_tools"], ["fs_read", "fs_grep"], ["fs_read", "fs_grep"]]);
  });

  it("redacts a secret on the cited lines, as the tools do", async () => {
    const workspace = tempWorkspace({ "src/config.ts": `export const key = "${TEST_API_KEY}";\nexport const retries = 3;\n` });
    h.server.setHandler(routeByNode({ [VERIFY_ONE]: answerFromPrompt("F1", "src/config.ts", 1) }));

    const run = await h.runVerifier(workspace, {
      inputs: { findings: [{ id: "F1", severity: "🔴 CRITICAL", path: "src/config.ts", lines: "1", claim: "The key is committed." }] },
    });

    expect(run.verdicts[0]!.verdict).toBe("VERIFIED");
    expect(JSON.stringify(h.requestsFor(VERIFY_ONE)[0]!.body)).not.toContain(TEST_API_KEY);
    expect(promptText(h.requestsFor(VERIFY_ONE)[0]!)).toMatch(/^1: export const key = "\[REDACTED[^\n]*$/m);
  });

  it("says when the cited lines are not there, so the verifier looks for moved code", async () => {
    const workspace = tempWorkspace(VERIFIER_FILES);
    h.server.setHandler(routeByNode({ [VERIFY_ONE]: () => verdictReply("F1", "UNVERIFIABLE", "", "The cited line is gone.") }));

    await h.runVerifier(workspace, { inputs: { findings: [{ ...REAL, lines: "40" }] } });

    expect(promptText(h.requestsFor(VERIFY_ONE)[0]!)).toContain("src/auth.ts has no line 40 in the workspace, or cannot be read");
    // The model must look, so its tools are offered at once rather than on request.
    expect(offered(h.requestsFor(VERIFY_ONE)[0]!)).toEqual(["fs_read", "fs_grep"]);
  });

  it("every branch's request opens with the same bytes (instructions, tools, schema), so a provider's prompt cache serves them", async () => {
    const workspace = tempWorkspace(VERIFIER_FILES);
    h.server.setHandler(routeByNode({ [VERIFY_ONE]: (request) => verdictReply("x", "UNVERIFIABLE", "", `seen ${promptText(request).length}`) }));
    const second = { ...REAL, id: "F2", path: "src/cache.ts", lines: "3", claim: "put clears the whole store when full." };

    await h.runVerifier(workspace, { inputs: { findings: [REAL, second] } });

    const [a, b] = h.requestsFor(VERIFY_ONE).map((r) => r.body);
    const head = (body: typeof a) => JSON.stringify([body.messages[0], body.tools, body.response_format]);
    expect(head(a)).toBe(head(b));
    expect(a.messages[0].role).toBe("system");
    // The finding itself comes only after that shared head.
    expect(head(a)).not.toContain("src/auth.ts");
    expect(a.messages[1].content).not.toBe(b.messages[1].content);
  });

  it("still rejects a quote the file does not hold, whatever the prompt showed", async () => {
    const workspace = tempWorkspace(VERIFIER_FILES);
    h.server.setHandler(routeByNode({ [VERIFY_ONE]: () => verdictReply("F1", "VERIFIED", 'src/auth.ts:2:   if (token === "") return true;', "Invented.") }));

    const run = await h.runVerifier(workspace, { inputs: { findings: [REAL] } });

    expect(run.verdicts[0]!.verdict).toBe("UNVERIFIABLE");
    expect(run.verdicts[0]!.note).toContain("verdict contract broken twice");
  });
});

describe("enclosingBlock", () => {
  const ts = ["const a = 1;", "", "export function f(x: number) {", "  if (x > 0) {", "    return x;", "  }", "  return 0;", "}", "", "const b = 2;"];

  it("widens a cited line to the function around it, closing brace included", () => {
    expect(enclosingBlock(ts, 1, { from: 7, to: 7 })).toEqual({ from: 3, to: 8 });
  });

  it("takes the innermost block", () => {
    expect(enclosingBlock(ts, 1, { from: 5, to: 5 })).toEqual({ from: 4, to: 6 });
  });

  it("takes a cited header's own block", () => {
    expect(enclosingBlock(ts, 1, { from: 3, to: 3 })).toEqual({ from: 3, to: 8 });
  });

  it("reads an indentation-only language, with lines that start later in the file", () => {
    const py = ["def g(x):", "    y = x * 2", "    return y", "", "def h():", "    pass"];
    expect(enclosingBlock(py, 10, { from: 12, to: 12 })).toEqual({ from: 10, to: 12 });
  });

  it("finds none for a top-level statement, so the caller shows ±CONTEXT_LINES lines", () => {
    expect(CONTEXT_LINES).toBe(20);
    expect(enclosingBlock(ts, 1, { from: 10, to: 10 })).toBeUndefined();
  });
});
