/**
 * `npm run eval -- --suite crb …`: the public code-review benchmark, or with
 * `--filter TOOL` the verifier on another tool's published review. Every file
 * is read and checked before any model call; a mistake is exit 2 and one line.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { isGauntletError, messageOf } from "../../../src/engine/index.js";
import { endpointFrom } from "../../../src/cli/settings.js";
import type { EndpointConfig, PriceTable } from "../../../src/llm/endpoint.js";
import { parseBudget } from "../../../src/review/budgetSpec.js";
import { CrbFormatError, loadBenchmarkData, loadDashboard, loadEvaluations, loadGolden, loadManifest, lookup, type GoldenPr } from "./formats.js";
import { formatFilterReport, runFilter } from "./filter.js";
import { publishedRows } from "./published.js";
import { formatCrbReport } from "./report.js";
import { runCrb } from "./run.js";

export const CRB_USAGE = `usage: npm run eval -- --suite crb --golden DIR --manifest FILE [options]

Runs the gauntlet's review (verifier included) on each PR of the public
code-review benchmark (withmartian/code-review-benchmark, offline/), has an
LLM judge match each of our findings against each golden comment, and scores
Strict, Core and All. See docs/benchmark.md.

options:
  --golden DIR           the benchmark's golden_comments/ folder
  --manifest FILE        {"<PR url>": {"repo": DIR, "base": SHA, "head": SHA}}
  --published FILE       analysis/benchmark_dashboard.json: published tools' rows beside ours
  --out FILE             the JSON report (default crb-report.json)
  --judge-model M        the judge's model (default: --model / GAUNTLET_MODEL)
  --only URL             run only this PR (repeat)
  --allow-missing        leave out PRs the manifest lacks (listed; published rows use the same PRs)
  --concurrency N        PRs in parallel (default 1)
  --timeout-minutes N    whole-review limit per PR (default 30)
  --budget SPEC          spending limit per PR review: 200k tokens, $1.50, or both
  --prices FILE          {"<model>": {"input": $/Mtok, "output": $/Mtok}} for the dollar estimate
  --model M, --base-url URL   the endpoint, as for gauntlet review
  --filter TOOL          instead: verify TOOL's published comments (needs --evaluations)
  --evaluations FILE     results/<judge>/evaluations.json (with --filter)
  --benchmark-data FILE  results/benchmark_data.json (with --filter; default: beside --golden)

exit codes: 0 it ran (whatever the scores); 1 a PR's run failed; 2 usage or configuration error
`;

interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  signal?: AbortSignal;
}

class UsageProblem extends Error {}

const OPTIONS = {
  suite: { type: "string" },
  golden: { type: "string" },
  manifest: { type: "string" },
  published: { type: "string" },
  out: { type: "string" },
  "judge-model": { type: "string" },
  only: { type: "string", multiple: true },
  "allow-missing": { type: "boolean" },
  concurrency: { type: "string" },
  "timeout-minutes": { type: "string" },
  budget: { type: "string" },
  prices: { type: "string" },
  model: { type: "string" },
  "base-url": { type: "string" },
  filter: { type: "string" },
  evaluations: { type: "string" },
  "benchmark-data": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

function positive(value: string | undefined, flag: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageProblem(`${flag} ${JSON.stringify(value)}: give a whole number of at least 1`);
  return n;
}

function endpointOf(values: { model?: string; "base-url"?: string; prices?: string }, io: Io): EndpointConfig {
  const configured = [values.model, values["base-url"], io.env.GAUNTLET_MODEL, io.env.OPENAI_BASE_URL, io.env.OPENAI_API_KEY].some(
    (v) => v !== undefined && v.trim() !== "",
  );
  if (!configured)
    throw new UsageProblem(
      "no model endpoint configured: set GAUNTLET_MODEL, and OPENAI_BASE_URL or OPENAI_API_KEY; the benchmark calls a real model and never runs in CI",
    );
  let endpoint: EndpointConfig;
  try {
    endpoint = endpointFrom({ ...(values.model ? { model: values.model } : {}), ...(values["base-url"] ? { "base-url": values["base-url"] } : {}) }, io);
  } catch (error) {
    if (isGauntletError(error) && error.category === "user") throw new UsageProblem(`no usable model endpoint (${error.message})`);
    throw error;
  }
  if (!values.prices) return endpoint;
  let prices: PriceTable;
  try {
    prices = JSON.parse(readFileSync(resolve(io.cwd, values.prices), "utf8")) as PriceTable;
  } catch (error) {
    throw new UsageProblem(`--prices ${values.prices}: ${messageOf(error)}`);
  }
  return { ...endpoint, priceTable: prices };
}

function selected(golden: GoldenPr[], only: string[] | undefined): GoldenPr[] {
  if (!only || only.length === 0) return golden;
  const unknown = only.filter((url) => !golden.some((pr) => pr.urls.includes(url)));
  if (unknown.length > 0) throw new UsageProblem(`--only: no golden PR ${unknown.join(", ")}`);
  return golden.filter((pr) => pr.urls.some((url) => only.includes(url)));
}

export async function crbCli(argv: string[], io: Io, graphsDir: string): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    io.stderr(`eval crb: ${messageOf(error).replace(/\. To specify a positional argument.*$/s, "")}. Run 'npm run eval -- --suite crb --help'.\n`);
    return 2;
  }
  if (values.help) {
    io.stdout(CRB_USAGE);
    return 0;
  }
  const at = (file: string) => resolve(io.cwd, file);
  try {
    if (!values.golden || !values.manifest) throw new UsageProblem("--golden DIR and --manifest FILE are required");
    if (values.filter && !values.evaluations)
      throw new UsageProblem("--filter TOOL needs --evaluations FILE (the benchmark's verdicts on that tool's comments)");
    const manifest = loadManifest(at(values.manifest));
    const wanted = selected(loadGolden(at(values.golden)), values.only);
    const missing = wanted.filter((pr) => !lookup(manifest, pr)).map((pr) => pr.url);
    if (missing.length > 0 && !values["allow-missing"]) {
      throw new UsageProblem(
        `--manifest has no entry for ${missing.length} PR(s): ${missing.slice(0, 3).join(", ")}${missing.length > 3 ? ", …" : ""}; add them, or pass --allow-missing to leave them out`,
      );
    }
    if (missing.length > 0) io.stderr(`eval crb: left out, not in the manifest: ${missing.join(", ")}\n`);
    const golden = wanted.filter((pr) => lookup(manifest, pr));
    if (golden.length === 0) throw new UsageProblem("no PR to run: the manifest has none of the golden PRs");
    const dashboard = values.published ? loadDashboard(at(values.published)) : undefined;
    const endpoint = endpointOf(values, io);
    const concurrency = positive(values.concurrency, "--concurrency", 1);
    const outFile = at(values.out ?? (values.filter ? "crb-filter-report.json" : "crb-report.json"));
    const log = (line: string) => io.stderr(`${line}\n`);

    if (values.filter) {
      const dataFile = values["benchmark-data"] ? at(values["benchmark-data"]) : join(dirname(at(values.golden)), "results", "benchmark_data.json");
      if (!values["benchmark-data"] && !existsSync(dataFile)) throw new UsageProblem(`--filter: no --benchmark-data FILE, and none at ${dataFile}`);
      const data = loadBenchmarkData(dataFile);
      const evaluations = loadEvaluations(at(values.evaluations!));
      const report = await runFilter({
        tool: values.filter,
        golden,
        manifest,
        data,
        evaluations,
        graphsDir,
        endpoint,
        concurrency,
        log,
        ...(io.signal ? { signal: io.signal } : {}),
      });
      if (report.comments.length === 0 && report.errors.length === 0)
        throw new UsageProblem(`--filter ${values.filter}: benchmark_data has no review by that tool on these PRs`);
      writeFileSync(outFile, JSON.stringify(report, null, 2) + "\n");
      io.stdout(formatFilterReport(report));
      io.stdout(`report: ${outFile}\n`);
      return report.errors.length > 0 ? 1 : 0;
    }

    const judgeModel = values["judge-model"] ?? endpoint.defaultModel;
    if (!judgeModel) throw new UsageProblem("no judge model: pass --judge-model M (or set GAUNTLET_MODEL)");
    const timeoutSeconds = positive(values["timeout-minutes"], "--timeout-minutes", 30) * 60;
    const budget = values.budget ? parseBudget(values.budget, "--budget") : undefined;
    io.stderr(`eval crb: ${golden.length} PR(s), review model ${endpoint.defaultModel ?? "?"}, judge ${judgeModel}, concurrency ${concurrency}\n`);
    const report = await runCrb({
      golden,
      manifest,
      graphsDir,
      endpoint,
      judgeModel,
      concurrency,
      timeoutSeconds,
      env: io.env,
      log,
      ...(budget ? { budget } : {}),
      ...(io.signal ? { signal: io.signal } : {}),
    });
    const published = dashboard ? publishedRows(dashboard, golden, judgeModel) : undefined;
    writeFileSync(outFile, JSON.stringify({ ...report, leftOut: missing, ...(published ? { published } : {}) }, null, 2) + "\n");
    io.stdout(formatCrbReport(report, published, missing));
    io.stdout(`report: ${outFile}\n`);
    return report.totals.failed > 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof UsageProblem || error instanceof CrbFormatError || isGauntletError(error)) {
      io.stderr(`eval crb: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}
