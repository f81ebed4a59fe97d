/**
 * Behaviour-test harness for the review lanes, built from real parts only:
 * the loopback model server driven through the real OpenAiLlmRunner
 * (createReviewRuntime), the shipped graphs in graphs/, real temp folders and
 * real git repositories. The scripted model decides per request by reading
 * the request: which node sent it (X-Gauntlet-Node), which finding the
 * verify_one prompt names, whether tool results are already in the
 * conversation.
 *
 *   const h = await startReviewHarness();
 *   h.server.setHandler(routeByNode({ "finding-verifier/verify_one": (r) => … }));
 *   const run = await h.runVerifier(workspace, { inputs: { findings } });
 *   await h.close();
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { DirectoryGraphLibrary, loadAndValidate, runGraph, type RunFacts, type RunResult } from "../../src/engine/index.js";
import type { BudgetLimits } from "../../src/llm/usage.js";
import { REPOSITORY_TOOL_NAMES } from "../../src/llm/tools/index.js";
import { runCli } from "../../src/cli/main.js";
import type { CliIo } from "../../src/cli/io.js";
import type { CodeReviewResult } from "../../src/review/codeReview/types.js";
import type { FindingItem, VerdictRecord } from "../../src/review/findings.js";
import { createReviewRuntime, type ReviewRuntime } from "../../src/review/runtime.js";
import { reviewScripts } from "../../src/review/scripts.js";
import { VERSION } from "../../src/version.js";
import {
  httpError,
  jsonReply,
  startModelServer,
  toolCall,
  toolCallsReply,
  type ModelHandler,
  type ModelReply,
  type ModelServer,
  type RecordedRequest,
} from "./modelServer.js";

export const GRAPHS_DIR = fileURLToPath(new URL("../../graphs", import.meta.url));
export const TEST_API_KEY = "sk-test-review-0123456789abcdef";
export const TEST_MODEL = "test-model";
export const VERIFY_ONE = "finding-verifier/verify_one";
export const PARSE = "finding-verifier/parse";
export const REVIEW_CHUNK = "code-reviewer/review_chunk";

// ---------- workspaces ----------

const cleanups: string[] = [];

/** A temp folder holding `files`; removed by removeTempDirs(). */
export function tempWorkspace(files: Record<string, string | Buffer>, prefix = "gauntlet-ws-"): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(dir);
  for (const [path, content] of Object.entries(files)) writeFile(dir, path, content);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of cleanups.splice(0)) rmSync(dir, { recursive: true, force: true });
}

function writeFile(root: string, path: string, content: string | Buffer): void {
  const absolute = join(root, path);
  mkdirSync(dirname(absolute), { recursive: true });
  writeFileSync(absolute, content);
}

/** Git isolated from the machine's configuration; identity given with -c on each commit. */
const GIT_ENV = { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };

/** A real git repository in the OS temp dir. */
export class TestRepo {
  private constructor(readonly dir: string) {}

  static create(files: Record<string, string | Buffer> = {}): TestRepo {
    const repo = new TestRepo(tempWorkspace({}, "gauntlet-repo-"));
    repo.git("init", "--quiet", "--initial-branch=main");
    repo.write(files);
    return repo;
  }

  git(...args: string[]): string {
    return execFileSync("git", args, { cwd: this.dir, env: GIT_ENV, encoding: "utf8" });
  }

  write(files: Record<string, string | Buffer>): this {
    for (const [path, content] of Object.entries(files)) writeFile(this.dir, path, content);
    return this;
  }

  remove(path: string): this {
    unlinkSync(join(this.dir, path));
    return this;
  }

  /** Stages everything and commits; returns the SHA. */
  commit(message: string): string {
    this.git("add", "--all");
    this.git("-c", "user.name=Review Gauntlet Test", "-c", "user.email=test@example.com", "commit", "--quiet", "--allow-empty", "-m", message);
    return this.git("rev-parse", "HEAD").trim();
  }
}

// ---------- reading requests ----------

export function nodeOf(request: RecordedRequest): string {
  return String(request.headers["x-gauntlet-node"] ?? "");
}

interface ChatMessage {
  role: string;
  content?: string | null;
}

function messagesOf(request: RecordedRequest): ChatMessage[] {
  return (request.body?.messages ?? []) as ChatMessage[];
}

export function systemText(request: RecordedRequest): string {
  return messagesOf(request).find((m) => m.role === "system")?.content ?? "";
}

/** The node's rendered prompt: the first user message. */
export function promptText(request: RecordedRequest): string {
  return messagesOf(request).find((m) => m.role === "user")?.content ?? "";
}

/** Tool results sent back so far, unwrapped from their data blocks. */
export function toolResults(request: RecordedRequest): string[] {
  return messagesOf(request)
    .filter((m) => m.role === "tool")
    .map((m) => (m.content ?? "").replace(/^<<<BEGIN UNTRUSTED[^\n]*>>>\n/, "").replace(/\n<<<END UNTRUSTED[^\n]*>>>$/, ""));
}

/** The finding id a verify_one prompt names ("Finding F3 (🟡 WARNING), citing …"). */
export function findingIdOf(request: RecordedRequest): string | undefined {
  return /^Finding (\S+) \(/m.exec(promptText(request))?.[1];
}

/** Whether this is a structured-output request (response_format set). */
export function wantsJson(request: RecordedRequest): boolean {
  return request.body?.response_format !== undefined;
}

// ---------- scripting the model ----------

export type Route = (request: RecordedRequest) => ModelReply | Promise<ModelReply>;

/** Dispatches on X-Gauntlet-Node; an unexpected node gets a 418 naming it, so the test fails loudly. */
export function routeByNode(routes: Record<string, Route>): ModelHandler {
  return (request) => {
    const route = routes[nodeOf(request)];
    return route ? route(request) : httpError(418, { message: `unscripted node ${nodeOf(request)}` });
  };
}

/** For verify_one: one route per finding id. */
export function routeByFinding(routes: Record<string, Route>, otherwise?: Route): Route {
  return (request) => {
    const id = findingIdOf(request) ?? "";
    const route = routes[id] ?? otherwise;
    return route ? route(request) : httpError(418, { message: `unscripted finding ${id}` });
  };
}

export function verdictReply(id: string, verdict: string, evidence = "", note = ""): ModelReply {
  return jsonReply({ id, verdict, evidence, note });
}

/**
 * A verify_one conversation that reads the cited line with fs_read first,
 * then answers from what the tool showed (so a quote is copied, not typed):
 * `answer` gets the shown text of the line.
 */
export function readThenAnswer(path: string, line: number, answer: (shown: string, request: RecordedRequest) => ModelReply): Route {
  return (request) => {
    const results = toolResults(request);
    if (results.length === 0) return toolCallsReply([toolCall("fs_read", { path, offset: line, limit: 1 })]);
    const shown = new RegExp(`^${line}: (.*)$`, "m").exec(results.at(-1)!)?.[1];
    if (shown === undefined) return httpError(418, { message: `fs_read did not show line ${line}: ${results.at(-1)}` });
    return answer(shown, request);
  };
}

/** Routes taken in order, one per call; the last one repeats. */
export function sequence(...routes: Route[]): Route {
  let call = 0;
  return (request) => routes[Math.min(call++, routes.length - 1)]!(request);
}

export interface ChunkFinding {
  severity: string;
  path: string;
  start_line: number;
  end_line: number;
  title: string;
  claim: string;
  suggestion?: string;
}

export function chunkReviewReply(summary: string, findings: ChunkFinding[]): ModelReply {
  return jsonReply({ summary, findings: findings.map((f) => ({ suggestion: "Fix it.", ...f })) });
}

/**
 * Counts requests in flight at the server for the nodes it wraps, holding
 * each reply `holdMs` so overlapping requests are observable.
 */
export function inFlightProbe(route: Route, holdMs: number): Route & { max(): number } {
  let current = 0;
  let max = 0;
  const probe = async (request: RecordedRequest) => {
    current++;
    max = Math.max(max, current);
    try {
      await new Promise((resolve) => setTimeout(resolve, holdMs));
      return await route(request);
    } finally {
      current--;
    }
  };
  return Object.assign(probe, { max: () => max });
}

// ---------- running the graphs ----------

export interface RunOptions {
  budget?: BudgetLimits;
  diffSpec?: string;
  /** Run facts besides diff_spec (e.g. review_paths, as an incremental re-review sets it). */
  facts?: Partial<RunFacts>;
  variables?: Record<string, unknown>;
  inputs?: Record<string, unknown>;
  prompt?: string;
  /** Where agent: names resolve; default the repository's graphs/. */
  graphsDir?: string;
}

export interface HarnessRun extends RunResult {
  runtime: ReviewRuntime;
}

export interface ReviewHarness {
  server: ModelServer;
  runtime(workspaceRoot: string, options?: RunOptions): ReviewRuntime;
  runGraphFile(name: string, workspaceRoot: string, options?: RunOptions): Promise<HarnessRun>;
  /** The verifier, with its verdict list parsed from the FINDING_VERIFIER_RESULTS output. */
  runVerifier(workspaceRoot: string, options?: RunOptions): Promise<HarnessRun & { verdicts: VerdictRecord[] }>;
  runCodeReviewer(repoDir: string, options?: RunOptions): Promise<HarnessRun & { lane: CodeReviewResult }>;
  /** Requests a node sent, in arrival order. */
  requestsFor(node: string): RecordedRequest[];
  close(): Promise<void>;
}

export async function startReviewHarness(): Promise<ReviewHarness> {
  const server = await startModelServer();
  const endpoint = { baseURL: server.baseURL, defaultModel: TEST_MODEL, apiKey: TEST_API_KEY };
  const runtime = (workspaceRoot: string, options: RunOptions = {}) =>
    createReviewRuntime({
      workspaceRoot,
      graphsDir: options.graphsDir ?? GRAPHS_DIR,
      endpoint,
      ...(options.budget ? { budget: options.budget } : {}),
      facts: { diff_spec: options.diffSpec ?? "worktree", ...options.facts },
    });
  const runGraphFile = async (name: string, workspaceRoot: string, options: RunOptions = {}): Promise<HarnessRun> => {
    const built = runtime(workspaceRoot, options);
    const graphsDir = options.graphsDir ?? GRAPHS_DIR;
    const graph = loadAndValidate(join(graphsDir, `${name}.yaml`), {
      scripts: built.scripts,
      library: new DirectoryGraphLibrary(graphsDir),
      knownTools: REPOSITORY_TOOL_NAMES,
    });
    const result = await runGraph(graph, {
      context: built.context,
      scripts: built.scripts,
      prompt: options.prompt ?? "",
      ...(options.variables ? { variables: options.variables } : {}),
      ...(options.inputs ? { inputs: options.inputs } : {}),
    });
    return { ...result, runtime: built };
  };
  return {
    server,
    runtime,
    runGraphFile,
    runVerifier: async (workspaceRoot, options) => {
      const run = await runGraphFile("finding-verifier", workspaceRoot, options);
      return { ...run, verdicts: parseVerifierOutput(run.output) };
    },
    runCodeReviewer: async (repoDir, options) => {
      const run = await runGraphFile("code-reviewer", repoDir, options);
      return { ...run, lane: run.result as CodeReviewResult };
    },
    requestsFor: (node) => server.requests.filter((r) => nodeOf(r) === node),
    close: () => server.close(),
  };
}

/** The verdict list from a FINDING_VERIFIER_RESULTS report: the JSON line after the sentinel. */
export function parseVerifierOutput(output: string): VerdictRecord[] {
  const lines = output.split("\n");
  const at = lines.findIndex((l) => l.trim() === "FINDING_VERIFIER_RESULTS");
  if (at < 0) throw new Error(`no FINDING_VERIFIER_RESULTS sentinel in:\n${output}`);
  return JSON.parse(lines[at + 1]!) as VerdictRecord[];
}

/** The report's trailing sentinel lines, keyed by their prefix. */
export function reportLines(report: string): { summary?: string; verdict?: string; coverage?: string } {
  const lines = report.split("\n");
  return {
    summary: lines.find((l) => l.startsWith("*Reviewed ")),
    verdict: lines.find((l) => l.startsWith("Review Verdict: ")),
    coverage: lines.find((l) => l.startsWith("Review Coverage: ")),
  };
}

// ---------- the CLI in-process ----------

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runCliInProcess(argv: string[], options: { cwd: string; env?: Record<string, string | undefined>; stdin?: string }): Promise<CliRun> {
  let stdout = "";
  let stderr = "";
  const io: CliIo = {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    env: options.env ?? {},
    cwd: options.cwd,
    ...(options.stdin !== undefined ? { readStdin: async () => options.stdin! } : {}),
  };
  const code = await runCli(argv, io, {
    library: new DirectoryGraphLibrary(GRAPHS_DIR),
    graphsDir: GRAPHS_DIR,
    scripts: reviewScripts(),
    toolNames: [...REPOSITORY_TOOL_NAMES],
    version: VERSION,
  });
  return { code, stdout, stderr };
}

/** The environment the CLI reads its endpoint from, pointed at `server`. */
export function cliEnv(server: ModelServer, extra: Record<string, string> = {}): Record<string, string> {
  return { OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: TEST_API_KEY, GAUNTLET_MODEL: TEST_MODEL, ...extra };
}

// ---------- the verifier fixture: a small workspace and findings about it ----------

export const VERIFIER_FILES = {
  "src/auth.ts": ["export function checkToken(token: string): boolean {", '  if (token == "") return true;', "  return token.length > 8;", "}", ""].join("\n"),
  "src/cache.ts": [
    "const store = new Map<string, string>();",
    "export function put(key: string, value: string): void {",
    "  if (store.size >= 100) store.clear();",
    "  store.set(key, value);",
    "}",
    "",
  ].join("\n"),
};

export const EMPTY_TOKEN_LINE = 'src/auth.ts:2:   if (token == "") return true;';
export const BOUND_LINE = "src/cache.ts:3:   if (store.size >= 100) store.clear();";

/** Real: checkToken accepts the empty token. */
export const REAL: FindingItem = {
  id: "F1",
  severity: "🔴 CRITICAL",
  path: "src/auth.ts",
  lines: "2",
  claim: "checkToken returns true for an empty token, so an empty Authorization header authenticates.",
};

/** False: put does bound the store (line 3 proves the opposite). */
export const BOUNDED: FindingItem = {
  id: "F2",
  severity: "🟡 WARNING",
  path: "src/cache.ts",
  lines: "3-4",
  claim: "put never bounds store, so the cache grows without limit.",
};

/** False by absence: sanitizeInput exists nowhere. */
export const ABSENT: FindingItem = {
  id: "F3",
  severity: "🟡 WARNING",
  path: "src/auth.ts",
  lines: "1",
  claim: "checkToken calls sanitizeInput, which strips whitespace and so accepts padded tokens.",
};

/** Runtime behaviour: nothing in the code can settle it. */
export const RUNTIME: FindingItem = {
  id: "F4",
  severity: "🟡 WARNING",
  path: "src/cache.ts",
  lines: "2",
  claim: "put is slow under production load because the Map rehashes.",
};

// ---------- the code-review fixture: a real repository with one change commit ----------

/** `export const value<n> = <n>;` lines, then the divide bug at line count+1. */
const bigFile = (count: number) =>
  [
    ...Array.from({ length: count }, (_, i) => `export const value${i + 1} = ${i + 1};`),
    "export function divide(a: number, b: number): number { return a / b; }",
    "",
  ].join("\n");

export const BIG_DIVIDE_LINE = 41;

/** The files of codeReviewRepo's change a full review reads, in review order. */
export const REVIEWABLE_FILES = ["src/big.ts", "src/util.ts", "src/app.ts", "src/legacy.ts", "test/app.test.ts", "docs/guide.md"];

/** The files of codeReviewRepo's change the review skips by policy, with the reason it gives. */
export const POLICY_SKIPS: Record<string, string> = {
  ".env": "withheld (sensitive)",
  "assets/logo.png": "binary",
  "dist/bundle.js": "reviewed by security only",
  "package-lock.json": "lockfile",
  "src/api.generated.ts": "reviewed by security only",
  "src/proto.ts": "reviewed by security only",
  "vendor/left-pad/index.js": "reviewed by security only",
};

/**
 * Base commit, then one commit (HEAD~1..HEAD) touching reviewable source,
 * tests and docs of different churn, a deleted file (shown as one line), and
 * files policy skips: a lockfile, a binary, generated files (by path and by a
 * marker they carried at the base), vendored code that was at the base too,
 * and a `.env`.
 */
export function codeReviewRepo(): TestRepo {
  const repo = TestRepo.create({
    "src/app.ts": [
      'import { helper } from "./util";',
      "export function main(args: string[]): number {",
      "  const count = args.length;",
      "  return helper(count);",
      "}",
      "",
    ].join("\n"),
    "src/util.ts": ["export function helper(n: number): number {", "  return n * 2;", "}", ""].join("\n"),
    "src/legacy.ts": "export const legacy = true;\n",
    "test/app.test.ts": ['import { main } from "../src/app";', 'test("main", () => expect(main([])).toBe(0));', ""].join("\n"),
    "docs/guide.md": "# Guide\n\nRun it.\n",
    "package-lock.json": '{ "lockfileVersion": 3 }\n',
    "README.md": "# Fixture\n",
    "dist/bundle.js": "console.log('old');\n",
    "src/api.generated.ts": "export type Api = { old: true };\n",
    "src/proto.ts": "// Code generated by protoc-gen-ts. DO NOT EDIT.\nexport const proto = 0;\n",
    "vendor/left-pad/index.js": "module.exports = (s) => s + '';\n",
  });
  repo.commit("base");
  repo.write({
    "src/app.ts": [
      'import { helper } from "./util";',
      "export function main(args: string[]): number {",
      "  const count = args.length;",
      '  if (count > 10) throw new Error("too many");',
      "  return helper(count);",
      "}",
      "",
    ].join("\n"),
    "src/util.ts": ["export function helper(n: number): number {", "  if (n < 0) return 0;", "  const doubled = n * 2;", "  return doubled;", "}", ""].join(
      "\n",
    ),
    "src/big.ts": bigFile(BIG_DIVIDE_LINE - 1),
    "test/app.test.ts": [
      'import { main } from "../src/app";',
      'test("main", () => expect(main([])).toBe(0));',
      'test("many", () => expect(() => main(Array(11).fill("x"))).toThrow());',
      "",
    ].join("\n"),
    "docs/guide.md": "# Guide\n\nRun it with care.\n",
    "package-lock.json": '{ "lockfileVersion": 3, "packages": {} }\n',
    "assets/logo.png": Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x01, 0x02]),
    "dist/bundle.js": "console.log('bundled');\n",
    "src/api.generated.ts": "export type Api = {};\n",
    "src/proto.ts": "// Code generated by protoc-gen-ts. DO NOT EDIT.\nexport const proto = 1;\n",
    "vendor/left-pad/index.js": "module.exports = (s) => s;\n",
    ".env": `API_TOKEN=${ENV_SECRET}\n`,
  });
  repo.remove("src/legacy.ts");
  repo.commit("change");
  return repo;
}

export const ENV_SECRET = "fixture-dotenv-value-7f3a9c";

/** The paths a review_chunk prompt's diff shows, in order: one `### path — …` header per file (or piece). */
export function chunkPathsOf(request: RecordedRequest): string[] {
  const prompt = promptText(request);
  const diff = prompt.slice(prompt.indexOf("<<<BEGIN UNTRUSTED CHUNK.DIFF"), prompt.indexOf("<<<END UNTRUSTED CHUNK.DIFF"));
  const paths = [...diff.matchAll(/^### (.+?)(?: \(renamed from .*\))? — /gm)].map((m) => m[1]!);
  return [...new Set(paths)];
}
