/**
 * `npm run eval -- --suite crb` on the mini benchmark (test/eval/crb-mini:
 * three made-up PRs in the published formats) against the loopback scripted
 * model: real clones built in a temp dir, the real review core and verifier,
 * the real eval judge graph through the real OpenAI client.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evalCli, type EvalCliIo } from "../../scripts/eval/cli.js";
import type { FilterReport } from "../../scripts/eval/crb/filter.js";
import type { CrbReport } from "../../scripts/eval/crb/run.js";
import { httpError, startModelServer, type ModelServer } from "../support/modelServer.js";
import { crbModel, nodeOf } from "./support/crbModel.js";
import { CRB_MINI_DIR, buildCrbRepos } from "./support/crbRepos.js";

function capture(env: Record<string, string | undefined>, cwd: string): EvalCliIo & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, stdout: (t) => out.push(t), stderr: (t) => err.push(t), env, cwd };
}

describe("npm run eval -- --suite crb (the mini benchmark)", () => {
  let server: ModelServer;
  let dir: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "gauntlet-crb-"));
    for (const part of ["golden_comments", "analysis", "results", "manifest.json"]) cpSync(join(CRB_MINI_DIR, part), join(dir, part), { recursive: true });
    const shas = buildCrbRepos(join(dir, "repos"));
    const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as Record<string, { base: string; head: string }>;
    // The committed manifest names the SHAs the builder makes: fixed authors and dates.
    expect(Object.values(manifest).map((e) => [e.base, e.head])).toEqual([
      [shas["alpha/base"], shas["alpha/pull-1"]],
      [shas["alpha/base"], shas["alpha/pull-2"]],
      [shas["beta/base"], shas["beta/pull-3"]],
    ]);
    writeFileSync(join(dir, "prices.json"), JSON.stringify({ scripted: { input: 1, output: 4 }, "openai/gpt-5.2": { input: 2, output: 8 } }));
    server = await startModelServer();
    server.setHandler(crbModel());
    env = { GAUNTLET_MODEL: "scripted", OPENAI_BASE_URL: server.baseURL };
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const suite = ["--suite", "crb", "--golden", "golden_comments", "--manifest", "manifest.json"];

  it("refuses, with exit 2 and one line, a missing manifest entry, a malformed golden file and no endpoint", async () => {
    writeFileSync(
      join(dir, "partial.json"),
      JSON.stringify({
        "https://github.com/example/beta/pull/3": JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"))["https://github.com/example/beta/pull/3"],
      }),
    );
    const partial = capture(env, dir);
    expect(await evalCli(["--suite", "crb", "--golden", "golden_comments", "--manifest", "partial.json"], partial)).toBe(2);
    expect(partial.err.join("")).toMatch(/^eval crb: --manifest has no entry for 2 PR\(s\): https:\/\/github.com\/example\/alpha\/pull\/1, /);

    cpSync(join(dir, "golden_comments"), join(dir, "bad_golden"), { recursive: true });
    writeFileSync(
      join(dir, "bad_golden", "beta.json"),
      JSON.stringify([{ pr_title: "x", url: "https://github.com/example/beta/pull/3", comments: [{ comment: "c", category: "typo" }] }]),
    );
    const bad = capture(env, dir);
    expect(await evalCli(["--suite", "crb", "--golden", "bad_golden", "--manifest", "manifest.json"], bad)).toBe(2);
    expect(bad.err.join("")).toMatch(/golden file .*beta\.json: not in the published format: 0\.comments\.0\.category: /);

    const unknown = capture(env, dir);
    expect(await evalCli(["--suite", "cbr"], unknown)).toBe(2);
    expect(unknown.err).toEqual(['eval: --suite "cbr": use fixtures or crb\n']);

    const help = capture({}, dir);
    expect(await evalCli(["--suite", "crb", "--help"], help)).toBe(0);
    expect(help.out.join("")).toMatch(/^usage: npm run eval -- --suite crb --golden DIR --manifest FILE/);

    const none = capture({}, dir);
    expect(await evalCli(suite, none)).toBe(2);
    expect(none.err.join("")).toMatch(/no model endpoint configured/);
    expect(server.requests).toHaveLength(0);
  });

  it("reviews each PR, judges every candidate × golden pair and scores Strict, Core and All beside the published rows", async () => {
    const io = capture(env, dir);
    const code = await evalCli(
      [
        ...suite,
        "--published",
        "analysis/benchmark_dashboard.json",
        "--judge-model",
        "openai/gpt-5.2",
        "--prices",
        "prices.json",
        "--concurrency",
        "3",
        "--out",
        "report.json",
      ],
      io,
    );
    expect(io.err.join("")).not.toMatch(/failed/);
    expect(code).toBe(0);
    const report = JSON.parse(readFileSync(join(dir, "report.json"), "utf8")) as CrbReport & { published: { judgeModel: string; sameJudge: boolean } };
    const [invoice, session, counter] = report.prs as [CrbReport["prs"][number], CrbReport["prs"][number], CrbReport["prs"][number]];

    // Invoice: the FALSE finding is no candidate; the nitpick matches only a style golden, so it counts in All alone; the docstring matches nothing.
    expect(invoice.droppedFalse).toBe(1);
    expect(invoice.candidates.map((c) => [c.title, c.verdict, c.matched])).toEqual([
      ["Discount never applied", "VERIFIED", [0]],
      ["Misleading name fetch_rate", "UNCHECKED", [1]],
      ["Add a docstring", "UNCHECKED", []],
    ]);
    expect(invoice.profiles.strict).toMatchObject({ tp: 1, fp: 1, fn: 0 });
    expect(invoice.profiles.core).toMatchObject({ tp: 1, fp: 1, fn: 0 });
    expect(invoice.profiles.all).toMatchObject({ tp: 2, fp: 1, fn: 0 });

    // Session: code review and the security lane report the same finding; it is one candidate. The perf golden is missed in Core and All, not in Strict.
    expect(session.duplicates).toBe(1);
    expect(session.candidates).toHaveLength(1);
    expect(session.candidates[0]!.findings.map((f) => f.split("/")[0])).toEqual(["code-review", "security"]);
    expect(session.profiles.strict).toMatchObject({ tp: 1, fp: 0, fn: 0 });
    expect(session.profiles.core).toMatchObject({ tp: 1, fp: 0, fn: 1 });
    expect(session.profiles.all).toMatchObject({ tp: 1, fp: 0, fn: 1 });

    // Counter: the judge's reply for the one real match fails its schema: an error, never a match, so the candidate is a false positive.
    expect(counter.judgeErrors).toBe(1);
    expect(counter.judgeErrorSamples[0]).toMatch(/eval\/judge/);
    expect(counter.candidates[0]!.matched).toEqual([]);
    expect(counter.golden.map((g) => [g.category, g.matched])).toEqual([
      ["concurrency", false],
      [null, false],
    ]);
    expect(counter.profiles.strict).toMatchObject({ tp: 0, fp: 1, fn: 1 });
    expect(counter.profiles.all).toMatchObject({ tp: 0, fp: 1, fn: 2 });

    expect(report.profiles.strict).toMatchObject({ tp: 2, fp: 2, fn: 1, precision: 0.5 });
    expect(report.profiles.strict.recall).toBeCloseTo(2 / 3, 10);
    expect(report.profiles.strict.f1).toBeCloseTo(4 / 7, 10);
    expect(report.profiles.core).toEqual({ tp: 2, fp: 2, fn: 2, precision: 0.5, recall: 0.5, f1: 0.5 });
    expect(report.profiles.all).toMatchObject({ tp: 3, fp: 2, fn: 3, precision: 0.6, recall: 0.5 });
    expect(report.profiles.all.f1).toBeCloseTo(6 / 11, 10);

    // Every pair is one judge call, on the judge's model; every reply is metered per PR.
    const judgeCalls = server.requests.filter((r) => nodeOf(r) === "eval/judge");
    const pairs = 3 * 2 + 1 * 2 + 1 * 2;
    expect(judgeCalls).toHaveLength(pairs + 1); // the out-of-schema reply gets one repair turn
    expect(new Set(judgeCalls.map((r) => r.body?.model))).toEqual(new Set(["openai/gpt-5.2"]));
    expect(judgeCalls.every((r) => (r.body?.response_format as { type?: string } | undefined)?.type === "json_schema")).toBe(true);
    expect(report.judgeModel).toBe("openai/gpt-5.2");
    expect(report.totals).toMatchObject({ prs: 3, failed: 0, candidates: 5, golden: 6, judgeErrors: 1, calls: server.requests.length });
    expect(invoice.judge.calls).toBe(6);
    expect(invoice.costUsd).toBeGreaterThan(0);
    expect(report.totals.costUsd).toBeCloseTo(
      report.prs.reduce((n, pr) => n + pr.costUsd!, 0),
      10,
    );

    // The table: our row, then the published tools' rows under the same judge over the same three PRs (not gamma's).
    const table = io.out.join("");
    expect(report.published).toMatchObject({ judgeModel: "openai_gpt-5.2", sameJudge: true });
    expect(table).toContain("judge openai/gpt-5.2 (one per candidate × golden pair)");
    expect(table).toContain("| **gauntlet** (scripted) | 50.0 | 66.7 | 57.1 | 50.0 | 50.0 | 50.0 | 3 | 2 | 3 | 60.0 | 50.0 | 54.5 |");
    expect(table).toContain("| Other Tool | - | - | - | - | - | - | 3 | 4 | 3 | 42.9 | 50.0 | 46.2 |");
    expect(table).toContain("| Some Tool | - | - | - | - | - | - | 2 | 3 | 4 | 40.0 | 33.3 | 36.4 |");
    expect(table.indexOf("Other Tool")).toBeLessThan(table.indexOf("Some Tool"));
    expect(table).toContain("under the same judge (openai_gpt-5.2)");
    expect(table).toMatch(/^\| example\/beta\/pull\/3 \| BLOCKED \| 1 \| 0\/1\/2 \| 0\.0 \| 0\.0 \| 0\.0 \| 1 \|/m);
    expect(table).toContain("1 of 6 golden comment(s) have no category: they count in All only.");
    expect(table).toContain(`report: ${join(dir, "report.json")}`);

    // Each PR was reviewed in a worktree of the clone, removed afterwards; the clone's own checkout is untouched.
    for (const repo of ["alpha", "beta"]) {
      expect(execFileSync("git", ["-C", join(dir, "repos", repo), "worktree", "list", "--porcelain"], { encoding: "utf8" }).match(/^worktree /gm)).toHaveLength(
        1,
      );
      expect(execFileSync("git", ["-C", join(dir, "repos", repo), "branch", "--show-current"], { encoding: "utf8" }).trim()).toBe("main");
    }
  });

  it("says so when the published rows come from another judge", async () => {
    const io = capture(env, dir);
    expect(
      await evalCli(
        [...suite, "--only", "https://github.com/example/alpha/pull/7", "--published", "analysis/benchmark_dashboard.json", "--out", "other.json"],
        io,
      ),
    ).toBe(0);
    const table = io.out.join("");
    expect(table).toContain("judged by anthropic_claude-opus-4-5-20251101, NOT our judge (scripted): not like with like");
    expect(table).toContain("| Some Tool | - | - | - | - | - | - | 2 | 0 | 0 | 100.0 | 100.0 | 100.0 |");
  });

  it("--allow-missing leaves out the PRs the manifest lacks, in our row and the published ones alike", async () => {
    const io = capture(env, dir);
    expect(
      await evalCli(
        [
          "--suite",
          "crb",
          "--golden",
          "golden_comments",
          "--manifest",
          "partial.json",
          "--allow-missing",
          "--published",
          "analysis/benchmark_dashboard.json",
          "--judge-model",
          "openai/gpt-5.2",
          "--out",
          "partial-report.json",
        ],
        io,
      ),
    ).toBe(0);
    const report = JSON.parse(readFileSync(join(dir, "partial-report.json"), "utf8")) as CrbReport & { leftOut: string[] };
    expect(report.prs.map((pr) => pr.url)).toEqual(["https://github.com/example/beta/pull/3"]);
    expect(report.leftOut).toEqual(["https://github.com/example/alpha/pull/1", "https://github.com/benchmark-org/alpha/pull/2"]);
    const table = io.out.join("");
    expect(table).toContain("2 golden PR(s) left out (not in the manifest), in every row: ");
    expect(table).toContain("| Other Tool | - | - | - | - | - | - | 1 | 3 | 1 | 25.0 | 50.0 | 33.3 |");
  });

  it("marks a degraded review and scores what it found: nothing, so every golden comment is missed", async () => {
    const scripted = crbModel();
    server.setHandler((request) =>
      nodeOf(request) === "code-reviewer/review_chunk" ? httpError(400, { message: "scripted: bad request" }) : scripted(request),
    );
    try {
      const before = server.requests.length;
      const io = capture(env, dir);
      expect(await evalCli([...suite, "--only", "https://github.com/example/beta/pull/3", "--out", "degraded.json"], io)).toBe(0);
      const pr = (JSON.parse(readFileSync(join(dir, "degraded.json"), "utf8")) as CrbReport).prs[0]!;
      expect(pr).toMatchObject({ ok: true, verdict: "BLOCKED", candidates: [], profiles: { all: { tp: 0, fp: 0, fn: 2 } } });
      expect(pr.faults.length).toBeGreaterThan(0);
      expect(server.requests.slice(before).filter((r) => nodeOf(r) === "eval/judge")).toHaveLength(0);
      expect(io.out.join("")).toMatch(/^\| example\/beta\/pull\/3 \| BLOCKED\* \| 0 \| 0\/0\/2 \|/m);
      expect(io.out.join("")).toContain("degraded review: https://github.com/example/beta/pull/3: ");
    } finally {
      server.setHandler(scripted);
    }
  });

  it("--filter TOOL: the verifier drops the tool's false positives, keeps its true positives, and counts what it could not verify", async () => {
    const before = server.requests.length;
    const io = capture(env, dir);
    const code = await evalCli([...suite, "--filter", "sometool", "--evaluations", "results/openai_gpt-5.2/evaluations.json", "--out", "filter.json"], io);
    expect(io.err.join("")).not.toMatch(/error/);
    expect(code).toBe(0);
    const report = JSON.parse(readFileSync(join(dir, "filter.json"), "utf8")) as FilterReport;
    expect(report.counts).toEqual({
      comments: 6,
      falsePositives: 3,
      falsePositivesDroppedAsFalse: 2,
      truePositives: 2,
      truePositivesKept: 2,
      unverifiable: 1,
      unjudged: 1,
    });
    expect(report.comments.map((c) => [c.intake, c.label, c.verdict])).toEqual([
      ["finding", "TP", "VERIFIED"],
      ["finding", "FP", "FALSE"],
      ["free-text", "FP", "UNVERIFIABLE"],
      ["finding", "TP", "VERIFIED"],
      ["finding", "FP", "FALSE"],
      ["finding", "unjudged", "VERIFIED"],
    ]);
    const calls = server.requests.slice(before).map(nodeOf);
    expect(calls.filter((n) => n === "finding-verifier/parse")).toHaveLength(1);
    expect(calls.filter((n) => n.startsWith("eval/") || n.startsWith("code-reviewer/"))).toEqual([]);
    const out = io.out.join("");
    expect(out).toContain("| benchmark false positives dropped as FALSE | 2 of 3 |");
    expect(out).toContain("| benchmark true positives kept | 2 of 2 |");
    expect(out).toContain("| judged comments ending UNVERIFIABLE | 1 |");
  });
});
