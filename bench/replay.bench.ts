/**
 * `npm run bench:replay -- --repo DIR --picks FILE [--out DIR (default .tmp/replay)] [--mode default|findings] [--rigor R] [--cli PATH] [--only LABEL,…] [--before DIR]`
 *
 * Replays merged pull requests through the BUILT CLI with a scripted model:
 * for each pick (label, base, head, note: bench/support/replayInspect.ts
 * parsePicks), one at a time, in a worktree of a private bare clone of DIR
 * (`git clone --shared`, so DIR, which may be a bare mirror, is never written):
 * - `git diff --numstat base head`, timed, for the file counts and the figure
 *   `plan` is held to;
 * - `gauntlet plan --base base --head head --json …`, timed: its signals and
 *   their evidence go in the record;
 * - `gauntlet review --base base --head head --json …`, timed, against the
 *   loopback model (bench/support/replayModel.ts), every prompt kept.
 * Per PR: files, chunks, coverage with reasons, skips by reason and source,
 * unreadable text shown to the model, redaction marks that hid no token,
 * faults, verdict, seconds, model calls and prompt tokens (request chars ÷ 4).
 * Writes `<out>/<picks name>.jsonl` and `<out>/report.md` (every .jsonl in
 * --out, so repositories replayed one at a time share one report) and prints
 * the totals. `--before DIR` (an earlier run's .jsonl files, such as the
 * shared data's results/default) adds the PRs whose consumer_surface moved.
 * A benchmark, not a test: it needs the repository's history.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { parse } from "yaml";
import { GIT_TEST_ENV } from "../test/review/support/tempRepo.js";
import { TEST_API_KEY, TEST_MODEL } from "../test/support/reviewHarness.js";
import { REVIEW_CHUNK } from "../test/e2e/support/model.js";
import { runJob, stopRunningJobs } from "./support/cliJob.js";
import { judgeRedactions, parsePicks, unreadableIn, type Pick, type UnreadableKind } from "./support/replayInspect.js";
import { markdownReport, totals, type ReplayRecord } from "./support/replayRecord.js";
import { planSignals, type SignalRecord } from "./support/replaySignals.js";
import { startReplayModel, type ReplayMode, type ReplayModel } from "./support/replayModel.js";
import { tokensOf } from "./support/promptMeter.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    repo: { type: "string" },
    picks: { type: "string" },
    out: { type: "string" },
    mode: { type: "string" },
    rigor: { type: "string" },
    cli: { type: "string" },
    only: { type: "string" },
    before: { type: "string" },
  },
});

class Usage extends Error {}

const stackLine = (text: string) => /^\s+at .+\(.*:\d+:\d+\)$|^\s+at .+:\d+:\d+$/m.test(text);
const tail = (text: string) => text.trim().split("\n").slice(-4).join("\n").slice(-600);

function git(cwd: string, args: string[]): string {
  return execFileSync("git", args, { cwd, env: { ...process.env, ...GIT_TEST_ENV }, encoding: "utf8", maxBuffer: 1 << 30 });
}

function maxChunks(cli: string): number {
  const bundled = resolve(dirname(cli), "..", "graphs", "code-reviewer.yaml");
  const file = existsSync(bundled) ? bundled : join(root, "graphs", "code-reviewer.yaml");
  const graph = parse(readFileSync(file, "utf8")) as { variables?: { name: string; default?: unknown }[] };
  const value = graph.variables?.find((v) => v.name === "max_chunks")?.default;
  return typeof value === "number" ? value : Number.POSITIVE_INFINITY;
}

interface ResultJson {
  verdict: string;
  reasons: string[];
  faults: string[];
  incomplete: string[];
  coverage: {
    complete: boolean;
    not_reviewed: { path: string; reason: string; budget?: { kind: string; needs?: number; left?: number } }[];
    skipped: { path: string; reason: string; source: string }[];
  };
  lanes: { name: string; state: string }[];
  findings: { lane?: string; verdict?: string; verification?: { verdict?: string } }[];
  usage: { calls: number; prompt_tokens: number };
}

const count = <T>(items: readonly T[], key: (item: T) => string) => {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
};

/** The reason's kind: "over budget" rather than its per-file wording. */
const reasonKind = (reason: string) =>
  reason
    .replace(/\s*\(.*$/, "")
    .replace(/:.*$/, "")
    .trim();
const sourceKind = (source: string) =>
  source
    .replace(/\s*\(.*$/, "")
    .replace(/;.*$/, "")
    .trim();

async function replayOne(
  context: {
    clone: string;
    scratch: string;
    cli: string;
    model: ReplayModel;
    repo: string;
    mode: ReplayMode;
    rigor: string;
    maxChunks: number;
    startSeconds: number;
  },
  pick: Pick,
): Promise<ReplayRecord> {
  const { clone, scratch, cli, model } = context;
  const base = git(clone, ["rev-parse", `${pick.base}^{commit}`]).trim();
  const head = git(clone, ["rev-parse", `${pick.head}^{commit}`]).trim();
  const tree = join(scratch, "wt");
  git(clone, ["worktree", "add", "--detach", "--quiet", tree, head]);
  try {
    let started = performance.now();
    const numstat = git(tree, ["diff", "--numstat", base, head]);
    const numstatSeconds = (performance.now() - started) / 1000;
    const rows = numstat
      .split("\n")
      .filter(Boolean)
      .map((line) => line.split("\t"));
    const gitFigures = {
      files: rows.length,
      added: rows.reduce((n, [a]) => n + (a === "-" ? 0 : Number(a)), 0),
      deleted: rows.reduce((n, [, d]) => n + (d === "-" ? 0 : Number(d)), 0),
      binary: rows.filter(([a]) => a === "-").length,
    };
    const addedLines = git(tree, ["diff", "-U0", "--no-color", base, head])
      .split("\n")
      .filter((line) => line.startsWith("+") && !line.startsWith("+++"))
      .map((line) => line.slice(1));
    const env = { ...process.env, ...GIT_TEST_ENV, OPENAI_BASE_URL: model.baseURL, OPENAI_API_KEY: TEST_API_KEY, GAUNTLET_MODEL: TEST_MODEL };
    const range = ["--base", base, "--head", head];
    const rigor = context.rigor ? ["--rigor", context.rigor] : [];
    const planJson = join(scratch, "plan.json");
    rmSync(planJson, { force: true });
    started = performance.now();
    const plan = await runJob({ name: "plan", cli, args: ["plan", ...range, ...rigor, "--json", planJson], cwd: tree, env });
    const planSeconds = (performance.now() - started) / 1000;
    const planned = plan.code === 0 ? planSignals(readJson(planJson)) : undefined;
    model.reset();
    const json = join(scratch, "result.json");
    rmSync(json, { force: true });
    const review = await runJob({ name: "review", cli, args: ["review", ...range, ...rigor, "--json", json], cwd: tree, env });
    const calls = [...model.calls];
    let result: ResultJson | undefined;
    try {
      result = JSON.parse(readFileSync(json, "utf8")) as ResultJson;
    } catch {
      result = undefined;
    }
    const unreadable = new Map<UnreadableKind, Set<string>>();
    const redaction = { marks: 0, without_token: 0, unjudged: 0, examples: [] as string[] };
    for (const call of calls) {
      for (const [kind, files] of unreadableIn(call.prompt)) for (const file of files) unreadable.set(kind, (unreadable.get(kind) ?? new Set()).add(file));
      if (call.prompt.includes("[REDACTED:")) {
        const judged = judgeRedactions(call.prompt, addedLines);
        redaction.marks += judged.marks;
        redaction.without_token += judged.withoutToken;
        redaction.unjudged += judged.unjudged;
        redaction.examples.push(...judged.examples.slice(0, 5 - redaction.examples.length));
      }
    }
    const findings = count(result?.findings ?? [], (f) => `${f.lane ?? "?"}:${f.verification?.verdict ?? f.verdict ?? "?"}`);
    // A U+FFFD the file itself holds (valid UTF-8: an old mis-decode, committed) is the file's text shown as it is: counted apart.
    const replacementInFile = [...(unreadable.get("U+FFFD") ?? [])].filter((file) => holdsReplacementCharacter(tree, [base, head], file)).sort();
    for (const file of replacementInFile) unreadable.get("U+FFFD")?.delete(file);
    return {
      repo: context.repo,
      label: pick.label,
      note: pick.note,
      base,
      head,
      mode: context.mode,
      rigor: context.rigor || "default",
      git: gitFigures,
      numstat_seconds: numstatSeconds,
      cli_start_seconds: context.startSeconds,
      plan: { exit: plan.code, seconds: planSeconds, stack: stackLine(plan.stderr), stderr_tail: plan.code === 0 ? "" : tail(plan.stderr), ...planned },
      review: {
        exit: review.code,
        signal: review.signal,
        seconds: review.wallMs / 1000,
        stack: stackLine(review.stderr),
        stderr_tail: [0, 1].includes(review.code ?? -1) ? "" : tail(review.stderr),
      },
      verdict: result?.verdict ?? `none (exit ${review.code ?? review.signal})`,
      reasons: result?.reasons ?? [],
      faults: result?.faults ?? [],
      incomplete: result?.incomplete ?? [],
      lane_states: Object.fromEntries((result?.lanes ?? []).filter((l) => l.state === "faulted" || l.state === "degraded").map((l) => [l.name, l.state])),
      coverage: {
        complete: result?.coverage.complete ?? false,
        // "over budget (run)": which budget, as the result names it.
        not_reviewed: count(result?.coverage.not_reviewed ?? [], (f) => `${reasonKind(f.reason)}${f.budget ? ` (${f.budget.kind})` : ""}`),
        left_out_fitting: (result?.coverage.not_reviewed ?? []).filter((f) => f.budget?.kind === "run" && (f.budget.needs ?? 0) <= (f.budget.left ?? 0)).length,
      },
      skips: count(result?.coverage.skipped ?? [], (f) => `${f.reason} (${sourceKind(f.source)})`),
      chunks: calls.filter((c) => c.node === REVIEW_CHUNK).length,
      max_chunks: context.maxChunks,
      calls: calls.length,
      calls_by_node: count(calls, (c) => c.node),
      prompt_tokens: calls.reduce((n, c) => n + tokensOf(c.prompt), 0),
      unreadable: Object.fromEntries(
        [...unreadable].map(([kind, files]) => [kind, [...files].sort()]).filter(([, files]) => files !== undefined && files.length > 0),
      ),
      replacement_in_file: replacementInFile,
      redaction,
      findings,
    };
  } finally {
    git(clone, ["worktree", "remove", "--force", tree]);
  }
}

async function main(): Promise<void> {
  if (!values.repo || !values.picks)
    throw new Usage(
      "usage: npm run bench:replay -- --repo DIR --picks FILE [--out DIR (default .tmp/replay)] [--mode default|findings] [--rigor R] [--cli PATH] [--only LABEL,…] [--before DIR]",
    );
  const mode = (values.mode ?? "default") as ReplayMode;
  if (mode !== "default" && mode !== "findings") throw new Usage(`--mode is default or findings, not ${values.mode}`);
  const cli = resolve(values.cli ?? join(root, "dist/cli/index.js"));
  if (!existsSync(cli)) throw new Usage(`no CLI at ${cli}: build it with \`node scripts/build.mjs\` (or pass --cli)`);
  const repoDir = resolve(values.repo);
  const picksFile = resolve(values.picks);
  const name = basename(picksFile).replace(/\.tsv$/, "");
  let picks: Pick[];
  try {
    picks = parsePicks(readFileSync(picksFile, "utf8"), picksFile);
  } catch (error) {
    throw new Usage(error instanceof Error ? error.message : String(error));
  }
  if (values.only) {
    const only = new Set(values.only.split(","));
    picks = picks.filter((p) => only.has(p.label));
  }
  const before = values.before ? { name: values.before, records: readRecords<SignalRecord>(resolve(values.before)) } : undefined;
  // Default: a git-ignored folder, so a run without --out leaves the tree clean.
  const out = resolve(values.out ?? join(root, ".tmp", "replay"));
  mkdirSync(out, { recursive: true });
  const scratch = mkdtempSync(join(tmpdir(), "gauntlet-bench-replay-"));
  const onSignal = (signal: NodeJS.Signals) => {
    stopRunningJobs();
    rmSync(scratch, { recursive: true, force: true });
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.once("SIGINT", onSignal).once("SIGTERM", onSignal);
  const model = await startReplayModel(mode);
  try {
    const clone = join(scratch, "repo.git");
    git(scratch, ["clone", "--bare", "--shared", "--quiet", repoDir, clone]);
    // The CLI's own start (`gauntlet version`), fastest of three: plan's time less this is its work on the diff.
    const starts: number[] = [];
    for (let i = 0; i < 3; i++) starts.push((await runJob({ name: "version", cli, args: ["version"], cwd: scratch, env: process.env })).wallMs / 1000);
    const startSeconds = Math.min(...starts);
    const context = { clone, scratch, cli, model, repo: name, mode, rigor: values.rigor ?? "", maxChunks: maxChunks(cli), startSeconds };
    const jsonl = join(out, `${name}.jsonl`);
    writeFileSync(jsonl, "");
    const records: ReplayRecord[] = [];
    for (const pick of picks) {
      const record = await replayOne(context, pick);
      records.push(record);
      writeFileSync(jsonl, `${JSON.stringify(record)}\n`, { flag: "a" });
      console.log(
        `${name} ${pick.label}: ${record.verdict}, ${record.git.files} files, ${record.chunks} chunks, ${record.calls} calls, ${record.prompt_tokens} prompt tokens, review ${record.review.seconds.toFixed(2)} s, plan ${record.plan.seconds.toFixed(2)} s`,
      );
    }
    const all = readRecords<ReplayRecord>(out);
    writeFileSync(
      join(out, "report.md"),
      markdownReport(all, `Replay (${mode} mode${values.rigor ? `, rigor ${values.rigor}` : ""}): ${all.length} pull requests`, before),
    );
    console.log(`\n${name}:`);
    for (const line of totals(records)) console.log(line);
    console.log(`\nwrote ${jsonl} and ${join(out, "report.md")}`);
  } finally {
    process.off("SIGINT", onSignal).off("SIGTERM", onSignal);
    await model.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof Usage)) throw error;
  console.error(`bench:replay: ${error.message}`);
  process.exitCode = 2;
}

/** Every record of every .jsonl in `dir`. */
function readRecords<T>(dir: string): T[] {
  if (!existsSync(dir)) throw new Usage(`no folder ${dir}: --before and --out name folders of .jsonl records`);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".jsonl"))
    .flatMap((file) =>
      readFileSync(join(dir, file), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as T),
    );
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

/** Whether the file's own bytes, at either side, hold U+FFFD as valid UTF-8: then showing it is showing the file. */
function holdsReplacementCharacter(tree: string, revisions: readonly string[], file: string): boolean {
  return revisions.some((revision) => {
    try {
      return execFileSync("git", ["-C", tree, "show", `${revision}:${file}`], { maxBuffer: 64 * 1024 * 1024 }).includes(Buffer.from("\uFFFD", "utf8"));
    } catch {
      return false;
    }
  });
}
