/**
 * The eval end to end against the loopback scripted model: real temp git
 * repositories, the real code-reviewer lane and verifier, the real OpenAI
 * client. No model endpoint is needed, so this runs in CI.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evalCli, type EvalCliIo } from "../../scripts/eval/cli.js";
import { FIXTURES_DIR } from "../../scripts/eval/fixtures.js";
import type { EvalReport } from "../../scripts/eval/run.js";
import { startModelServer, type ModelServer } from "../support/modelServer.js";
import { scriptedReviewer } from "./support/scriptedReviewer.js";

function capture(env: Record<string, string | undefined>, cwd: string): EvalCliIo & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, stdout: (t) => out.push(t), stderr: (t) => err.push(t), env, cwd };
}

describe("npm run eval", () => {
  let server: ModelServer;
  let dir: string;
  beforeAll(async () => {
    server = await startModelServer();
    dir = mkdtempSync(join(tmpdir(), "gauntlet-eval-cli-"));
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("refuses with exit 2 and one line when no endpoint is configured", async () => {
    const io = capture({}, dir);
    expect(await evalCli([], io)).toBe(2);
    expect(io.err).toHaveLength(1);
    expect(io.err[0]).toMatch(/^eval: no model endpoint configured: set GAUNTLET_MODEL.*never runs in CI\n$/);
    expect(io.out).toEqual([]);
  });

  it("refuses a model without an endpoint or key, and an unknown fixture", async () => {
    const noKey = capture({ GAUNTLET_MODEL: "m" }, dir);
    expect(await evalCli([], noKey)).toBe(2);
    expect(noKey.err.join("")).toMatch(/no usable model endpoint .*OPENAI_API_KEY/);
    const unknown = capture({ GAUNTLET_MODEL: "m", OPENAI_BASE_URL: server.baseURL }, dir);
    expect(await evalCli(["--only", "nope"], unknown)).toBe(2);
    expect(unknown.err.join("")).toMatch(/--only: no fixture "nope"; fixtures: docs-clean, /);
    expect(server.requests).toHaveLength(0);
  });

  it("runs the lane on each fixture and scores it: recall, false findings, verifier mistakes, usage", async () => {
    server.setHandler(scriptedReviewer({ fixturesDir: FIXTURES_DIR, refute: ["has-more-on-last-page"], omit: ["top-n-off-by-one"] }));
    const io = capture({ GAUNTLET_MODEL: "scripted", OPENAI_BASE_URL: server.baseURL }, dir);
    const code = await evalCli(["--only", "ts-pagination,docs-clean", "--only", "py-resource-leak", "--concurrency", "3", "--out", "report.json"], io);
    expect(io.err.join("")).not.toMatch(/failed/);
    expect(code).toBe(0);

    const report = JSON.parse(readFileSync(join(dir, "report.json"), "utf8")) as EvalReport;
    expect(report.fixtures.map((f) => f.name)).toEqual(["docs-clean", "py-resource-leak", "ts-pagination"]);
    expect(report.model).toBe("scripted");
    expect(report.endpointHost).toBe(new URL(server.baseURL).host);
    const [docs, leak, pagination] = report.fixtures as [EvalReport["fixtures"][number], EvalReport["fixtures"][number], EvalReport["fixtures"][number]];

    // Clean: the invented 🟡 is proved FALSE and dropped; the 💡 stays, UNCHECKED.
    expect(docs).toMatchObject({ ok: true, verdict: "PASS", degraded: null, coverageComplete: true });
    expect(docs.score).toMatchObject({ planted: 0, recall: null, falseBeforeVerification: 2, falseAfterVerification: 1, falseAfterVerificationBlocking: 0 });
    expect(docs.usage).toMatchObject({ calls: 3, promptTokens: 300, completionTokens: 60 });

    // One planted bug never reported.
    expect(leak.score).toMatchObject({ planted: 2, found: ["file-handle-never-closed"], missed: ["top-n-off-by-one"], recall: 0.5 });

    // One planted bug reported, then wrongly proved FALSE by the verifier.
    expect(pagination).toMatchObject({ ok: true, verdict: "BLOCKED" });
    expect(pagination.score).toMatchObject({
      found: ["page-offset-off-by-one"],
      foundBeforeVerification: ["page-offset-off-by-one", "has-more-on-last-page"],
      recall: 0.5,
      recallBeforeVerification: 1,
      wronglyDropped: 1,
      lostByVerifier: ["has-more-on-last-page"],
      falseBeforeVerification: 2,
      falseAfterVerification: 1,
    });
    expect(pagination.score.dropped.map((f) => f.title).sort()).toEqual(["Planted has-more-on-last-page", "Scripted false alarm"]);

    expect(report.totals).toMatchObject({
      fixtures: 3,
      failed: 0,
      planted: 4,
      found: 2,
      recall: 0.5,
      wronglyDropped: 1,
      lostByVerifier: 1,
      calls: server.requests.length,
      promptTokens: 100 * server.requests.length,
    });
    const table = io.out.join("");
    expect(table).toMatch(/^ts-pagination +2 +1 +50% +2 +1 +0 +1 +BLOCKED +7 +700\/140 /m);
    expect(table).toMatch(/^TOTAL \(3\) +4 +2 +50% /m);
    expect(table).toContain("missed: py-resource-leak/top-n-off-by-one, ts-pagination/has-more-on-last-page");
    expect(table).toContain(`report: ${join(dir, "report.json")}`);
  });

  it("scores a degraded lane (every review call fails) as finding nothing", async () => {
    server.setHandler(() => ({ kind: "http_error", status: 400, body: { error: { message: "scripted: bad request" } } }));
    const io = capture({ GAUNTLET_MODEL: "scripted", OPENAI_BASE_URL: server.baseURL }, dir);
    expect(await evalCli(["--only", "ts-inverted-condition", "--out", "degraded.json"], io)).toBe(0);
    const run = (JSON.parse(readFileSync(join(dir, "degraded.json"), "utf8")) as EvalReport).fixtures[0]!;
    expect(run).toMatchObject({ ok: true, verdict: "BLOCKED" });
    expect(run.degraded).toBeTruthy();
    expect(run.score.missed).toEqual(["archived-check-inverted"]);
    expect(io.out.join("")).toMatch(/^ts-inverted-condition .* BLOCKED\* /m);
  });

  it("reports a fixture whose run fails with its error, counts its bugs as missed and exits 1", async () => {
    server.setHandler(() => ({ kind: "stall" }));
    const controller = new AbortController();
    const before = server.requests.length;
    void server.waitForRequests(before + 1).then(() => controller.abort(new Error("test: stop")));
    const io = { ...capture({ GAUNTLET_MODEL: "scripted", OPENAI_BASE_URL: server.baseURL }, dir), signal: controller.signal };
    expect(await evalCli(["--only", "js-shell-injection", "--out", "failed.json"], io)).toBe(1);
    const report = JSON.parse(readFileSync(join(dir, "failed.json"), "utf8")) as EvalReport;
    expect(report.fixtures[0]).toMatchObject({ ok: false, score: { planted: 1, missed: ["shell-injection-author"], recall: 0 } });
    expect(report.fixtures[0]!.error).toBeTruthy();
    expect(report.totals).toMatchObject({ failed: 1, planted: 1, found: 0 });
    expect(io.out.join("")).toMatch(/^js-shell-injection .* ERROR /m);
    expect(io.out.join("")).toContain("error: js-shell-injection: ");
  });
});
