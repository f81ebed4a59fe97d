/**
 * Conformance with the model providers a team already has: the built CLI
 * (`dist/cli/index.js review`), given only a base URL, a key and a model (and
 * the API version for classic Azure), reaches the same verdict and findings
 * against each provider's emulation (support/providers.ts, every quirk cited
 * there) as against the plain scripted model: every lane completed, coverage
 * complete, and at most one extra call per capability the provider lacks,
 * counted at the emulation. The built action does the same for classic Azure
 * and for DeepSeek, which needs the structured-output fallback.
 *
 * One repository and one model server serve every run; the providers run one
 * after another (each CLI run is its own process, so each negotiates afresh).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GauntletResult } from "../../src/review/gauntlet/result.js";
import {
  ADVERSARY,
  CONFORMS,
  gauntletRepo,
  PLAIN_CHANGE,
  REVIEW_CHUNK,
  SECURITY,
  SECURITY_PASS,
  SELECT_LANES,
  VERIFY_ONE,
} from "../support/gauntletHarness.js";
import { httpError, jsonReply, startModelServer, textReply, toolCall, toolCallsReply, type ModelServer, type RecordedRequest } from "../support/modelServer.js";
import { pullRequestPayload, removeTempDirs, runAction } from "../support/actionHarness.js";
import { startScenario } from "./support/scenario.js";
import { PROVIDERS, REASONING_MARK, type ProviderEmulation, type Route } from "./support/providers.js";

const CLI = fileURLToPath(new URL("../../dist/cli/index.js", import.meta.url));
const KEY = "sk-providers-0123456789abcdef";
const CHANGED_LINE = "  const trimmed = name.trim();";

// ---------- the scripted model: one 🔴 the verifier confirms, every other lane clean ----------

const nodeOf = (request: RecordedRequest) => String(request.headers["x-gauntlet-node"] ?? "");
const toolResults = (request: RecordedRequest) =>
  ((request.body?.messages ?? []) as Array<{ role: string; content?: string }>).filter((m) => m.role === "tool").map((m) => m.content ?? "");
const offersTools = (request: RecordedRequest) => Array.isArray(request.body?.tools) && request.body.tools.length > 0;

const VERDICT = { id: "F1", verdict: "VERIFIED", evidence: `src/greet.ts:2: ${CHANGED_LINE}`, note: "" };

const ROUTES: Record<string, Route> = {
  [SELECT_LANES]: () => jsonReply({ add_code_review: false, add_adversary: false, add_security: false, add_probe: false, lane_reasons: "" }),
  [REVIEW_CHUNK]: () =>
    jsonReply({
      summary: "greet trims",
      findings: [
        {
          severity: "🔴 CRITICAL",
          path: "src/greet.ts",
          start_line: 2,
          end_line: 2,
          title: "Crash on null",
          claim: "greet calls name.trim() without checking name, so a null name throws.",
          suggestion: "Guard it.",
        },
      ],
    }),
  // Reads the cited line when it may call tools; without them it answers from the excerpt it was shown.
  [VERIFY_ONE]: (request) => {
    if (!offersTools(request)) return jsonReply(VERDICT);
    const results = toolResults(request);
    if (results.length === 0) return toolCallsReply([toolCall("fs_read", { path: "src/greet.ts", offset: 2, limit: 1 })]);
    if (!results.at(-1)!.includes(CHANGED_LINE)) return httpError(418, { message: `fs_read did not show line 2: ${results.at(-1)}` });
    return jsonReply(VERDICT);
  },
  [ADVERSARY]: () => textReply(CONFORMS),
  [SECURITY]: () => textReply(SECURITY_PASS),
};

const scripted: Route = (request) => ROUTES[nodeOf(request)]?.(request) ?? httpError(418, { message: `unscripted node ${nodeOf(request)}` });

/** Serves `provider` (or the plain scripted model) and records what each request was answered with. */
function serve(server: ModelServer, provider: ProviderEmulation | undefined): { statuses: number[]; requests: RecordedRequest[] } {
  const seen = { statuses: [] as number[], requests: [] as RecordedRequest[] };
  server.setHandler(async (request) => {
    const reply = await (provider ? provider.handle(request, scripted) : scripted(request));
    seen.requests.push(request);
    seen.statuses.push(reply.kind === "http_error" ? reply.status : 200);
    return reply;
  });
  return seen;
}

// ---------- the built CLI ----------

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  result: GauntletResult;
}

let server: ModelServer;
let repo: ReturnType<typeof gauntletRepo>;
let out: string;

function origin(): string {
  return server.baseURL.replace(/\/v1$/, "");
}

async function reviewWith(provider: ProviderEmulation | undefined, index: number, args: string[] = []): Promise<CliRun> {
  const json = join(out, `result-${index}.json`);
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(OPENAI_|GAUNTLET_|VITEST|NODE_OPTIONS)/.test(key))),
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_CONFIG_NOSYSTEM: "1",
    OPENAI_API_KEY: KEY,
    OPENAI_BASE_URL: provider ? `${origin()}${provider.basePath}` : server.baseURL,
    GAUNTLET_MODEL: provider?.model ?? "plain-model",
    ...provider?.env,
  };
  const child = spawn(
    process.execPath,
    [CLI, "review", "--base", "HEAD~1", "--lanes", "adversary,security", "--plan", join(out, "plan.md"), "--json", json, ...args],
    { cwd: repo.dir, env },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  let result: GauntletResult;
  try {
    result = JSON.parse(readFileSync(json, "utf8")) as GauntletResult;
  } catch {
    throw new Error(`no result file (exit ${code}):\n${stderr}\n${stdout}`);
  }
  return { code, stdout, stderr, result };
}

/** What must not differ from the plain model's run. */
function outcome(result: GauntletResult) {
  return {
    verdict: result.verdict,
    reasons: result.reasons,
    coverage: result.coverage.complete,
    faults: result.faults,
    incomplete: result.incomplete,
    lanes: result.lanes.map((lane) => ({ name: lane.name, state: lane.state, verdict: lane.verdict })),
    findings: result.findings.map(({ lane, severity, path, start_line, end_line, title, verdict, evidence }) => ({
      lane,
      severity,
      path,
      start_line,
      end_line,
      title,
      verdict,
      evidence,
    })),
  };
}

let baseline: ReturnType<typeof outcome>;
let baselineCalls: number;

beforeAll(async () => {
  server = await startModelServer();
  repo = gauntletRepo(PLAIN_CHANGE);
  out = mkdtempSync(join(tmpdir(), "gauntlet-providers-"));
  writeFileSync(join(out, "plan.md"), "Acceptance: greet() trims the name before greeting.\n");
  const seen = serve(server, undefined);
  const run = await reviewWith(undefined, 0);
  expect(run.code, run.stderr).toBe(1);
  baseline = outcome(run.result);
  baselineCalls = seen.requests.length;
});

afterAll(async () => {
  await server?.close();
  repo?.cleanup();
  if (out) rmSync(out, { recursive: true, force: true });
  removeTempDirs();
});

describe("the built CLI against each provider's emulation: the plain model's verdict and findings", () => {
  it("the plain model's run blocks on the one verified 🔴, every lane completed, coverage complete", () => {
    expect(baseline.verdict).toBe("BLOCKED");
    expect(baseline.coverage).toBe(true);
    // The probe has no recipe here; the three model lanes all ran to their verdicts.
    expect(baseline.lanes).toEqual([
      { name: "code-review", state: "completed", verdict: "BLOCKED" },
      { name: "adversary", state: "completed", verdict: "CONFORMS" },
      { name: "security", state: "completed", verdict: "PASS" },
      { name: "probe", state: "skipped", verdict: null },
    ]);
    expect(baseline.findings).toEqual([expect.objectContaining({ severity: "🔴 CRITICAL", path: "src/greet.ts", start_line: 2, verdict: "VERIFIED" })]);
  });

  it.each(PROVIDERS.map((provider, i) => [provider.name, provider, i + 1] as const))("%s", async (_name, provider, index) => {
    const seen = serve(server, provider);
    const run = await reviewWith(provider, index);
    const context = `${provider.name}: exit ${run.code}\n${run.stderr}\nstatuses ${seen.statuses.join(",")}`;
    expect(outcome(run.result), context).toEqual(baseline);
    expect(run.code, context).toBe(1);
    // One failed call per capability the provider lacks, however many nodes needed it.
    expect(seen.statuses.filter((status) => status >= 400).length, context).toBe(provider.failedCalls);
    // Beyond them, at most one repair turn where the provider ignored response_format; never more calls than the plain run.
    expect(seen.requests.length - provider.failedCalls, context).toBeLessThanOrEqual(baselineCalls + (provider.ignoredCalls ?? 0));
    if (provider.warns) expect(run.stderr, context).toMatch(provider.warns);
    // The report says what the run went on without, where a reader of the check looks; a provider that needed nothing gets no such section.
    const endpointSection = run.stdout.slice(run.stdout.indexOf("### The model endpoint"));
    if (provider.warns) expect(run.stdout, context).toContain("### The model endpoint");
    if (provider.warns) expect(endpointSection, context).toMatch(provider.warns);
    if (provider.failedCalls === 0 && !provider.warns) expect(run.stdout, context).not.toContain("### The model endpoint");
    // The provider's own cache field is read and reported.
    if (provider.cachedPromptTokens !== undefined) expect(run.result.usage.cached_prompt_tokens, context).toBeGreaterThanOrEqual(provider.cachedPromptTokens);
    // Reasoning is never shown: not in the report, not in the result.
    expect(run.stdout).not.toContain(REASONING_MARK);
    expect(JSON.stringify(run.result)).not.toContain(REASONING_MARK);
  });

  it("a pinned capability the endpoint refuses is never stepped down: the run blocks instead of negotiating", async () => {
    const deepseek = PROVIDERS.find((p) => p.name === "DeepSeek (deepseek-chat)")!;
    const seen = serve(server, deepseek);
    const run = await reviewWith(deepseek, 100, ["--structured-output", "json_schema"]);
    expect(run.code, run.stderr).toBe(1);
    expect(run.result.verdict).toBe("BLOCKED");
    // Nothing stepped down: every structured request kept json_schema, and none succeeded.
    expect(run.stderr).not.toMatch(/going on with structured output/);
    // The node's fault says why and what to set, once, beside the report.
    expect(
      run.stderr.match(/does not accept structured output json_schema \(400 This response_format type is unavailable now\); set structured-output to auto/g),
    ).toHaveLength(1);
    const structured = seen.requests.filter((r) => r.body?.response_format);
    expect(structured.length).toBeGreaterThan(0);
    expect(structured.every((r) => r.body.response_format.type === "json_schema")).toBe(true);
    expect(seen.statuses.filter((status) => status === 200)).not.toHaveLength(seen.statuses.length);
  });

  it("a bad setting is a usage error that names the flag and the values", async () => {
    serve(server, undefined);
    const child = spawn(process.execPath, [CLI, "review", "--base", "HEAD~1", "--tools", "maybe"], {
      cwd: repo.dir,
      env: { PATH: process.env.PATH, OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.baseURL, GAUNTLET_MODEL: "m" },
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(code).toBe(2);
    expect(stderr).toContain('--tools: "maybe"; use one of auto, on, off');
  });
});

describe("the built action against classic Azure and DeepSeek: the same check as with the plain model", () => {
  const cases = [
    undefined,
    "Azure OpenAI classic (2024-10-21)",
    "Azure OpenAI classic (2024-06-01), portal endpoint form",
    "DeepSeek (deepseek-chat)",
  ] as const;
  const checks = new Map<string, unknown>();

  it.for(cases.map((name) => [name ?? "plain model", name] as const))("%s", async ([label, name], ctx) => {
    const provider = PROVIDERS.find((p) => p.name === name);
    const { repo: pull, fake, model } = await startScenario(ctx);
    const seen = serve(model, provider);
    const base = model.baseURL.replace(/\/v1$/, "");
    const run = await runAction({
      event: "pull_request",
      payload: pullRequestPayload(pull),
      workspace: pull.workspace("merge"),
      fake,
      model,
      sha: pull.mergeSha,
      inputs: provider ? { "openai-base-url": `${base}${provider.basePath}`, model: provider.model, ...provider.inputs } : {},
    });
    const context = `${label}: exit ${run.code}\n${run.stdout.slice(-3000)}\n${run.stderr.slice(-1000)}\nstatuses ${seen.statuses.join(",")}`;
    expect(run.outputs.verdict, context).toBe("BLOCKED");
    fake.expectNoRejections();
    const result = JSON.parse(readFileSync(run.outputs.findings!, "utf8")) as GauntletResult;
    const check = fake.state.checkRuns[0]!;
    checks.set(label, { ...outcome(result), conclusion: check.conclusion, title: check.output.title, annotations: check.output.annotations?.length });
    expect(checks.get(label), context).toEqual(checks.get("plain model"));
    expect(seen.statuses.filter((status) => status >= 400).length, context).toBe(provider?.failedCalls ?? 0);
    if (provider?.warns) expect(run.stdout, context).toMatch(provider.warns);
    expect(JSON.stringify(check)).not.toContain(REASONING_MARK);
  });
});
