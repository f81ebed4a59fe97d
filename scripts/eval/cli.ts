/**
 * `npm run eval [-- options]`: the review-quality eval's command line. Reads
 * the model settings as the gauntlet CLI does and refuses, with exit 2 and one
 * line, when no endpoint is configured: it calls a real model, so it never
 * runs in CI.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { isGauntletError, messageOf } from "../../src/engine/index.js";
import type { EndpointConfig } from "../../src/llm/endpoint.js";
import { endpointFrom } from "../../src/cli/settings.js";
import { parseBudget } from "../../src/review/budgetSpec.js";
import type { BudgetLimits } from "../../src/llm/usage.js";
import { FIXTURES_DIR, fixtureProblems, listFixtures, type Fixture } from "./fixtures.js";
import { formatReport } from "./report.js";
import { runEval } from "./run.js";
import { crbCli } from "./crb/cli.js";

export const GRAPHS_DIR = fileURLToPath(new URL("../../graphs/", import.meta.url));

export const USAGE = `usage: npm run eval -- [options]

Runs the code-review lane (graphs/code-reviewer.yaml) on every fixture PR in
test/eval/fixtures against the configured model endpoint and reports recall,
false findings before and after verification, tokens and time.

options:
  --only NAME          run only this fixture (repeat, or separate names by commas)
  --concurrency N      fixtures in parallel (default 2)
  --out FILE           the JSON report (default eval-report.json in the current directory)
  --model M            model (default GAUNTLET_MODEL)
  --base-url URL       endpoint (default OPENAI_BASE_URL, else OpenAI with OPENAI_API_KEY)
  --budget SPEC        spending limit per fixture: 200k tokens, $1.50, or both
  --timeout-minutes N  whole-run limit per fixture (default: the graph's)
  --keep               keep each fixture's temp repository and list it in the report
  --fixtures DIR       another fixtures directory (default test/eval/fixtures)
  --suite NAME         fixtures (default) or crb: the public 50-PR benchmark
                       (npm run eval -- --suite crb --help; docs/benchmark.md)

exit codes: 0 the eval ran (whatever the scores); 1 a fixture's run failed; 2 usage or configuration error
`;

export interface EvalCliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  signal?: AbortSignal;
}

class UsageProblem extends Error {}

function positiveInteger(value: string | undefined, flag: string, fallback: number | undefined): number | undefined {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageProblem(`${flag} ${JSON.stringify(value)}: give a whole number of at least 1`);
  return n;
}

function selectFixtures(all: Fixture[], only: string[] | undefined): Fixture[] {
  const names = (only ?? [])
    .flatMap((value) => value.split(","))
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return all;
  const unknown = names.filter((name) => !all.some((fixture) => fixture.name === name));
  if (unknown.length > 0)
    throw new UsageProblem(`--only: no fixture ${unknown.map((n) => `"${n}"`).join(", ")}; fixtures: ${all.map((f) => f.name).join(", ")}`);
  return all.filter((fixture) => names.includes(fixture.name));
}

/** The value of --suite (as "--suite X" or "--suite=X"), if given. */
function suiteOf(argv: string[]): string | undefined {
  for (const [i, arg] of argv.entries()) {
    if (arg === "--suite") return argv[i + 1] ?? "";
    if (arg.startsWith("--suite=")) return arg.slice("--suite=".length);
  }
  return undefined;
}

export async function evalCli(argv: string[], io: EvalCliIo): Promise<number> {
  const suite = suiteOf(argv);
  if (suite === "crb") return crbCli(argv, io, GRAPHS_DIR);
  if (suite !== undefined && suite !== "fixtures") {
    io.stderr(`eval: --suite ${JSON.stringify(suite)}: use fixtures or crb\n`);
    return 2;
  }
  const rest = argv.filter((arg, i) => !(arg === "--suite" || arg.startsWith("--suite=") || argv[i - 1] === "--suite"));
  let values;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: {
        only: { type: "string", multiple: true },
        concurrency: { type: "string" },
        out: { type: "string" },
        model: { type: "string" },
        "base-url": { type: "string" },
        budget: { type: "string" },
        "timeout-minutes": { type: "string" },
        keep: { type: "boolean" },
        fixtures: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    io.stderr(`eval: ${messageOf(error).replace(/\. To specify a positional argument.*$/s, "")}. Run 'npm run eval -- --help'.\n`);
    return 2;
  }
  if (values.help) {
    io.stdout(USAGE);
    return 0;
  }

  let endpoint: EndpointConfig;
  let fixtures: Fixture[];
  let concurrency: number;
  let timeoutMinutes: number | undefined;
  let budget: BudgetLimits | undefined;
  try {
    const env = io.env;
    const configured = [values.model, values["base-url"], env.GAUNTLET_MODEL, env.OPENAI_BASE_URL, env.OPENAI_API_KEY].some(
      (v) => v !== undefined && v.trim() !== "",
    );
    if (!configured) {
      throw new UsageProblem(
        "no model endpoint configured: set GAUNTLET_MODEL, and OPENAI_BASE_URL or OPENAI_API_KEY; the eval calls a real model and never runs in CI",
      );
    }
    try {
      endpoint = endpointFrom({ ...(values.model ? { model: values.model } : {}), ...(values["base-url"] ? { "base-url": values["base-url"] } : {}) }, io);
    } catch (error) {
      if (isGauntletError(error) && error.category === "user") {
        throw new UsageProblem(`no usable model endpoint (${error.message}); the eval calls a real model and never runs in CI`);
      }
      throw error;
    }
    concurrency = positiveInteger(values.concurrency, "--concurrency", 2)!;
    timeoutMinutes = positiveInteger(values["timeout-minutes"], "--timeout-minutes", undefined);
    budget = values.budget ? parseBudget(values.budget, "--budget") : undefined;
    const all = listFixtures(values.fixtures ? resolve(io.cwd, values.fixtures) : FIXTURES_DIR);
    fixtures = selectFixtures(all, values.only);
    const problems = fixtures.flatMap((fixture) => fixtureProblems(fixture).map((problem) => `${fixture.name}: ${problem}`));
    if (problems.length > 0) throw new UsageProblem(`malformed fixtures: ${problems.join("; ")}`);
    if (fixtures.length === 0) throw new UsageProblem("no fixtures to run");
  } catch (error) {
    if (error instanceof UsageProblem || isGauntletError(error)) {
      io.stderr(`eval: ${error.message}\n`);
      return 2;
    }
    throw error;
  }

  const outFile = resolve(io.cwd, values.out ?? "eval-report.json");
  io.stderr(`eval: ${fixtures.length} fixture(s), concurrency ${concurrency}, model ${endpoint.defaultModel ?? "?"}\n`);
  const report = await runEval({
    fixtures,
    graphsDir: GRAPHS_DIR,
    endpoint,
    concurrency,
    ...(budget ? { budget } : {}),
    ...(timeoutMinutes ? { timeoutSeconds: timeoutMinutes * 60 } : {}),
    ...(values.keep ? { keepRepos: true } : {}),
    ...(io.signal ? { signal: io.signal } : {}),
    log: (line) => io.stderr(`${line}\n`),
  });
  writeFileSync(outFile, JSON.stringify(report, null, 2) + "\n");
  io.stdout(formatReport(report));
  io.stdout(`report: ${outFile}\n`);
  return report.totals.failed > 0 ? 1 : 0;
}
