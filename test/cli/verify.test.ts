/**
 * `gauntlet verify` and `gauntlet run <code-reviewer>` in-process through
 * runCli, with an injected CliIo and the loopback model as the endpoint.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { httpError, jsonReply } from "../support/modelServer.js";
import {
  EMPTY_TOKEN_LINE,
  GRAPHS_DIR,
  PARSE,
  REAL,
  REVIEW_CHUNK,
  TEST_API_KEY,
  VERIFIER_FILES,
  VERIFY_ONE,
  chunkPathsOf,
  chunkReviewReply,
  cliEnv,
  codeReviewRepo,
  parseVerifierOutput,
  removeTempDirs,
  reportLines,
  routeByNode,
  runCliInProcess,
  startReviewHarness,
  tempWorkspace,
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

describe("gauntlet verify", () => {
  it("shows the tokens the endpoint served from its prompt cache apart", async () => {
    const workspace = tempWorkspace({ ...VERIFIER_FILES, "findings.json": JSON.stringify([REAL]) });
    const usage = { prompt_tokens: 1500, completion_tokens: 40, prompt_tokens_details: { cached_tokens: 1024 } };
    h.server.setHandler(routeByNode({ [VERIFY_ONE]: () => jsonReply({ id: "F1", verdict: "VERIFIED", evidence: EMPTY_TOKEN_LINE, note: "ok" }, usage) }));

    const cli = await runCliInProcess(["verify", "--findings", "findings.json"], { cwd: workspace, env: cliEnv(h.server) });

    expect(cli.code).toBe(0);
    expect(cli.stderr).toBe("usage: 1 model call(s), 1500 prompt (1024 cached) + 40 completion tokens\n");
  });

  it("counts a call the endpoint refused (a 400): it reached the endpoint, which may bill or rate-limit it", async () => {
    const workspace = tempWorkspace({ ...VERIFIER_FILES, "findings.json": JSON.stringify([REAL]) });
    h.server.setHandler(routeByNode({ [VERIFY_ONE]: () => httpError(400, { message: "the model rejected the request" }) }));

    const cli = await runCliInProcess(["verify", "--findings", "findings.json"], { cwd: workspace, env: cliEnv(h.server) });

    expect(h.server.requests).toHaveLength(1);
    expect(parseVerifierOutput(cli.stdout)).toEqual([expect.objectContaining({ id: "F1", verdict: "UNVERIFIABLE" })]);
    expect(cli.stderr.trimEnd().split("\n").at(-1)).toBe("usage: 1 model call(s), 0 prompt + 0 completion tokens");
  });

  it("--findings FILE (JSON): prints FINDING_VERIFIER_RESULTS and exits 0", async () => {
    const workspace = tempWorkspace({ ...VERIFIER_FILES, "findings.json": JSON.stringify([REAL]) });
    h.server.setHandler(routeByNode({ [VERIFY_ONE]: () => verdictReply("F1", "VERIFIED", EMPTY_TOKEN_LINE, "ok") }));

    const cli = await runCliInProcess(["verify", "--findings", "findings.json"], { cwd: workspace, env: cliEnv(h.server) });

    expect(cli.code).toBe(0);
    expect(cli.stdout.split("\n")[0]).toBe("FINDING_VERIFIER_RESULTS");
    expect(parseVerifierOutput(cli.stdout)).toEqual([{ id: "F1", verdict: "VERIFIED", evidence: EMPTY_TOKEN_LINE, note: "ok" }]);
    expect(cli.stderr).toBe("usage: 1 model call(s), 10 prompt + 5 completion tokens\n");
    // The endpoint got our headers and the key, and the key never reaches the output.
    expect(h.server.requests[0]!.headers.authorization).toBe(`Bearer ${TEST_API_KEY}`);
    expect(cli.stdout + cli.stderr).not.toContain(TEST_API_KEY);
  });

  it("--findings - reads free text from stdin and parses it with one model call; --project-dir picks the workspace", async () => {
    const workspace = tempWorkspace(VERIFIER_FILES);
    const elsewhere = tempWorkspace({});
    h.server.setHandler(
      routeByNode({
        [PARSE]: () => jsonReply({ findings: [{ id: "F1", severity: "🔴 CRITICAL", path: "src/auth.ts", lines: "2", claim: REAL.claim }] }),
        [VERIFY_ONE]: () => verdictReply("F1", "VERIFIED", EMPTY_TOKEN_LINE, "ok"),
      }),
    );

    const cli = await runCliInProcess(["verify", "--findings", "-", "--project-dir", workspace], {
      cwd: elsewhere,
      env: cliEnv(h.server),
      stdin: "🔴 CRITICAL src/auth.ts:2 — checkToken accepts the empty token.",
    });

    expect(cli.code).toBe(0);
    expect(parseVerifierOutput(cli.stdout)).toEqual([expect.objectContaining({ id: "F1", verdict: "VERIFIED" })]);
    expect(h.requestsFor(PARSE)).toHaveLength(1);
  });

  it("a parse that dies leaves one UNVERIFIABLE verdict naming the fault, and exits 1: nothing was verified", async () => {
    const workspace = tempWorkspace(VERIFIER_FILES);
    h.server.setHandler(routeByNode({ [PARSE]: () => jsonReply({ not: "the schema" }) }));

    const cli = await runCliInProcess(["verify", "--findings", "-"], {
      cwd: workspace,
      env: cliEnv(h.server),
      stdin: "🔴 CRITICAL src/auth.ts:2 — checkToken accepts the empty token.",
    });

    expect(cli.code).toBe(1);
    const verdicts = parseVerifierOutput(cli.stdout);
    expect(verdicts).toHaveLength(1);
    expect(verdicts[0]).toMatchObject({ verdict: "UNVERIFIABLE" });
    expect(cli.stdout).toContain("PIPELINE-FAULT: finding-verifier/parse:");
  });

  it("--model and --base-url flags stand in for the environment", async () => {
    const workspace = tempWorkspace({ ...VERIFIER_FILES, "findings.json": JSON.stringify({ findings: [REAL] }) });
    h.server.setHandler(routeByNode({ [VERIFY_ONE]: () => verdictReply("F1", "VERIFIED", EMPTY_TOKEN_LINE, "ok") }));

    const cli = await runCliInProcess(["verify", "--findings", "findings.json", "--model", "flag-model", "--base-url", h.server.baseURL], {
      cwd: workspace,
      env: {},
    });

    expect(cli.code).toBe(0);
    expect(h.server.requests[0]!.body.model).toBe("flag-model");
  });

  it("missing --findings exits 2 with a usage line", async () => {
    const cli = await runCliInProcess(["verify"], { cwd: tempWorkspace({}), env: cliEnv(h.server) });

    expect(cli.code).toBe(2);
    expect(cli.stderr).toBe("gauntlet verify: --findings FILE|- is required (JSON or a review report as text)\n");
    expect(cli.stdout).toBe("");
    expect(h.server.requests).toHaveLength(0);
  });

  it("an unreadable --findings file exits 2 naming it", async () => {
    const cli = await runCliInProcess(["verify", "--findings", "nope.json"], { cwd: tempWorkspace({}), env: cliEnv(h.server) });

    expect(cli.code).toBe(2);
    expect(cli.stderr).toBe("gauntlet verify: cannot read --findings nope.json: ENOENT\n");
  });

  it("no model (no --model, no GAUNTLET_MODEL) exits 2 with one line, before any model call", async () => {
    const workspace = tempWorkspace({ ...VERIFIER_FILES, "findings.json": JSON.stringify([REAL]) });
    const env = cliEnv(h.server);
    delete (env as Record<string, string | undefined>).GAUNTLET_MODEL;

    const cli = await runCliInProcess(["verify", "--findings", "findings.json"], { cwd: workspace, env });

    expect(cli.code).toBe(2);
    expect(cli.stderr.trimEnd().split("\n")).toEqual(["gauntlet: no model configured: set --model or GAUNTLET_MODEL"]);
    expect(cli.stdout).toBe("");
    expect(h.server.requests).toHaveLength(0);
  });
});

describe("gauntlet run code-reviewer", () => {
  it("runs the lane on a repository with --diff and string --var budgets, printing the report", async () => {
    const repo = codeReviewRepo();
    h.server.setHandler(routeByNode({ [REVIEW_CHUNK]: (r) => chunkReviewReply(`Reviewed ${chunkPathsOf(r).join(", ")}.`, []) }));

    const cli = await runCliInProcess(
      ["run", "code-reviewer", "--diff", "HEAD~1..HEAD", "--var", "chunk_tokens=100", "--var", "max_chunks=2", "--project-dir", repo.dir],
      { cwd: tempWorkspace({}), env: cliEnv(h.server) },
    );

    // A BLOCKED verdict line is the command's negative result: exit 1, as everywhere.
    expect(cli.code).toBe(1);
    const lines = reportLines(cli.stdout);
    // "100" and "2" arrive as strings and still set the budget.
    expect(h.requestsFor(REVIEW_CHUNK).length).toBeLessThanOrEqual(2);
    expect(lines.coverage).toMatch(/^Review Coverage: partial \([1-9]\d* files over budget — .*\)$/);
    expect(lines.verdict).toBe("Review Verdict: BLOCKED");
    expect(cli.stdout).toContain("- `src/big.ts` — over budget: larger than the whole run's budget: needs ");
  });

  it("a graph file path works as well as a shipped name", async () => {
    const repo = codeReviewRepo();
    h.server.setHandler(routeByNode({ [REVIEW_CHUNK]: () => chunkReviewReply("ok", []) }));
    const graphFile = join(tempWorkspace({ "my-reviewer.yaml": readFileSync(join(GRAPHS_DIR, "code-reviewer.yaml"), "utf8") }), "my-reviewer.yaml");

    const cli = await runCliInProcess(["run", graphFile, "--diff", "HEAD~1..HEAD", "--project-dir", repo.dir], { cwd: repo.dir, env: cliEnv(h.server) });

    expect(cli.code).toBe(0);
    expect(reportLines(cli.stdout)).toEqual({
      summary: "*Reviewed 6 files, found 0 critical, 0 warnings, 0 suggestions, 0 nitpicks*",
      verdict: "Review Verdict: PASS",
      coverage: "Review Coverage: complete",
    });
  });

  it("a bad --diff exits 2 before any model call", async () => {
    const cli = await runCliInProcess(["run", "code-reviewer", "--diff", "HEAD;rm -rf ~"], { cwd: tempWorkspace({}), env: cliEnv(h.server) });

    expect(cli.code).toBe(2);
    expect(cli.stderr).toMatch(/^gauntlet: .*diff/i);
    expect(h.server.requests).toHaveLength(0);
  });
});
