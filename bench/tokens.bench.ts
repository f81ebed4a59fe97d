/**
 * `npm run bench:tokens`: what the code-review lane spends on one pull request.
 * - A real repository whose change adds 10 files of about 60 lines, each with one bug.
 * - The scripted reviewer finds one 🔴 per file; every one is true.
 * - The scripted verifier behaves like a real one: it answers from the prompt
 *   when the prompt shows the cited line numbered as fs_read numbers it, and
 *   otherwise reads the file with fs_read first.
 * Tokens are counted as the provider would (bench/support/promptMeter.ts),
 * cached prefixes included. Figures only; nothing here asserts.
 */
import { TestRepo, promptText, removeTempDirs, startReviewHarness, toolResults, nodeOf } from "../test/support/reviewHarness.js";
import { completion, jsonReply, toolCall, type ModelReply, type RecordedRequest } from "../test/support/modelServer.js";
import { PromptCache, tokensOf } from "./support/promptMeter.js";

/** The coderabbit OSS action's tokens on the same pull request; it verifies nothing. */
const CODERABBIT_TOKENS = 32_300;
const FILES = 10;
const BUG_LINE = 31;

function fixtureFile(n: number): string {
  const lines = [
    `import { createHash } from "node:crypto";`,
    `import type { Request, Response } from "./http${n}";`,
    "",
    `/** Session handling for service ${n}: tokens, expiry and the audit trail. */`,
    `export interface Session${n} {`,
    "  user: string;",
    "  token: string;",
    "  expiresAt: number;",
    "}",
    "",
    `const sessions${n} = new Map<string, Session${n}>();`,
    "",
    `export function digest${n}(value: string): string {`,
    `  return createHash("sha256").update(value).digest("hex");`,
    "}",
    "",
    `export function open${n}(user: string, now: number): Session${n} {`,
    `  const token = digest${n}(user + String(now));`,
    `  const session: Session${n} = { user, token, expiresAt: now + 3_600_000 };`,
    `  sessions${n}.set(token, session);`,
    "  return session;",
    "}",
    "",
    `export function expire${n}(now: number): number {`,
    "  let removed = 0;",
    `  for (const [token, session] of sessions${n}) {`,
    `    if (session.expiresAt <= now) removed += Number(sessions${n}.delete(token));`,
    "  }",
    "  return removed;",
    "}",
    `export function check${n}(token: string, now: number): boolean {`,
    `  if (token == "") return true;`,
    `  const session = sessions${n}.get(token);`,
    "  return session !== undefined && session.expiresAt > now;",
    "}",
    "",
    `export function handle${n}(request: Request, response: Response, now: number): void {`,
    '  const header = request.headers["authorization"] ?? "";',
    '  const token = header.replace(/^Bearer /, "");',
    `  if (!check${n}(token, now)) {`,
    "    response.status(401).end();",
    "    return;",
    "  }",
    "  response.status(200).json({ ok: true });",
    "}",
    "",
    `export function audit${n}(user: string, action: string, now: number): string {`,
    '  const line = [new Date(now).toISOString(), user, action].join(" ");',
    "  return line.padEnd(80);",
    "}",
    "",
    `export function renew${n}(token: string, now: number): Session${n} | undefined {`,
    `  const session = sessions${n}.get(token);`,
    "  if (session === undefined || session.expiresAt <= now) return undefined;",
    "  session.expiresAt = now + 3_600_000;",
    "  return session;",
    "}",
    "",
    `export const sessionCount${n} = () => sessions${n}.size;`,
    "",
  ];
  return lines.join("\n");
}

const pathOf = (n: number) => `src/service${n}/session.ts`;

function fixtureRepo(): TestRepo {
  const repo = TestRepo.create({ "README.md": "# Services\n" });
  repo.commit("base");
  repo.write(Object.fromEntries(Array.from({ length: FILES }, (_, i) => [pathOf(i + 1), fixtureFile(i + 1)])));
  repo.commit("change");
  return repo;
}

function reviewReply(): ModelReply {
  const findings = Array.from({ length: FILES }, (_, i) => ({
    severity: "🔴 CRITICAL",
    path: pathOf(i + 1),
    start_line: BUG_LINE,
    end_line: BUG_LINE,
    title: "Empty token authenticates",
    claim: `check${i + 1} returns true for an empty token, so a request without an Authorization header is let in by handle${i + 1}.`,
    suggestion: "Return false for an empty token.",
  }));
  return completion({ content: JSON.stringify({ summary: "Adds session handling to ten services.", findings }) });
}

/** The cited line as fs_read numbers it, if `text` shows it. */
const numberedLine = (text: string, line: number) => new RegExp(`^${line}: (.*)$`, "m").exec(text)?.[1];

/**
 * "prompt": the verifier answers from the prompt when it shows the cited line (the common case).
 * "reads": it reads the file first all the same, as for a claim that needs code beyond the excerpt.
 */
let verifierMode: "prompt" | "reads" = "prompt";

function verifyReply(request: RecordedRequest): ModelReply {
  const prompt = promptText(request);
  const path = /citing (\S+) lines/.exec(prompt)?.[1] ?? "";
  const inPrompt = verifierMode === "prompt" ? numberedLine(prompt, BUG_LINE) : undefined;
  const results = toolResults(request);
  const shown = inPrompt ?? (results.length > 0 ? numberedLine(results.at(-1)!, BUG_LINE) : undefined);
  if (shown === undefined) {
    // A real model calls only what it is offered: fs_read once offered, else request_tools to get it.
    const offered = ((request.body.tools ?? []) as { function: { name: string } }[]).some((tool) => tool.function.name === "fs_read");
    return completion({ toolCalls: [offered ? toolCall("fs_read", { path }) : toolCall("request_tools", {})] });
  }
  // The schema asks for no id (the gate stamps it), so a real model sends none.
  return jsonReply({ verdict: "VERIFIED", evidence: `${path}:${BUG_LINE}: ${shown}`, note: "The empty-token branch returns true before any lookup." });
}

interface Tally {
  calls: number;
  prompt: number;
  cached: number;
  completion: number;
}
const empty = (): Tally => ({ calls: 0, prompt: 0, cached: 0, completion: 0 });

const harness = await startReviewHarness();
let cache = new PromptCache();
let tallies = { review: empty(), verify: empty() };
harness.server.setHandler((request) => {
  const node = nodeOf(request);
  const reply = node === "code-reviewer/review_chunk" ? reviewReply() : node === "finding-verifier/verify_one" ? verifyReply(request) : undefined;
  if (reply === undefined || reply.kind !== "completion") throw new Error(`unscripted node ${node}`);
  const spoken = reply.completion.content ?? JSON.stringify(reply.completion.toolCalls ?? []);
  const usage = cache.usage(request, spoken);
  const tally = node.endsWith("review_chunk") ? tallies.review : tallies.verify;
  tally.calls += 1;
  tally.prompt += usage.prompt_tokens;
  tally.cached += usage.prompt_tokens_details.cached_tokens;
  tally.completion += usage.completion_tokens;
  return { ...reply, completion: { ...reply.completion, usage } };
});

try {
  const repo = fixtureRepo();
  const run = await harness.runCodeReviewer(repo.dir, { diffSpec: "HEAD~1..HEAD" });
  const verdicts = run.lane.findings.map((f) => f.verdict);
  const confirmed = verdicts.filter((v) => v === "VERIFIED").length;
  const reviewChunk = harness.requestsFor("code-reviewer/review_chunk")[0];

  const total = (t: Tally) => t.prompt + t.completion;
  const k = (n: number) => `${(n / 1000).toFixed(1)}k`;
  const review = total(tallies.review);
  const verify = total(tallies.verify);
  const lane = review + verify;
  const prompts = tallies.review.prompt + tallies.verify.prompt;
  const cached = tallies.review.cached + tallies.verify.cached;
  const row = (label: string, value: string) => console.log(`${label.padEnd(44)} ${value}`);
  row("findings confirmed", `${confirmed} of ${verdicts.length} (expected ${FILES} of ${FILES})`);
  row("review tokens (prompt + completion)", `${k(review)} in ${tallies.review.calls} call(s)`);
  if (reviewChunk) {
    const prompt = promptText(reviewChunk);
    const diff = /The diff[^\n]*\n([\s\S]*)$/.exec(prompt)?.[1] ?? "";
    const parts = promptParts(reviewChunk);
    row("  review prompt: instructions", k(parts.instructions));
    row("  review prompt: tools + output schema", k(parts.toolsAndSchema));
    row("  review prompt: diff", k(tokensOf(diff)));
    row("  review prompt: other context", k(parts.prompt - tokensOf(diff)));
  }
  const firstVerify = harness.requestsFor("finding-verifier/verify_one")[0];
  if (firstVerify) {
    const parts = promptParts(firstVerify);
    const cited = /The cited code:\n([\s\S]*)$/.exec(promptText(firstVerify))?.[1] ?? "";
    row("  one verifier prompt: instructions", `${parts.instructions}`);
    row("  one verifier prompt: tools + output schema", `${parts.toolsAndSchema}`);
    row("  one verifier prompt: finding", `${parts.prompt - tokensOf(cited)}`);
    row("  one verifier prompt: cited code", `${tokensOf(cited)}`);
  }
  row("verifier tokens (prompt + completion)", `${k(verify)} in ${tallies.verify.calls} call(s)`);
  row("verifier tokens per finding", k(verify / FILES));
  row("verifier calls per finding", (tallies.verify.calls / FILES).toFixed(2));
  row("cached-prefix share of prompt tokens", `${((100 * cached) / prompts).toFixed(1)}% (${k(cached)} of ${k(prompts)})`);
  row("code-review lane total", k(lane));
  row("verification ÷ review (goal ≤ 1.0×)", `${(verify / review).toFixed(2)}×`);
  row(`lane ÷ coderabbit ${k(CODERABBIT_TOKENS)} (goal ≤ 0.75×)`, `${(lane / CODERABBIT_TOKENS).toFixed(2)}×`);
  const metered = ["code-reviewer", "finding-verifier"].map((graph) => run.runtime.meter.graphTotal(graph));
  const meteredCached = metered.reduce((sum, usage) => sum + (usage.cachedPromptTokens ?? 0), 0);
  row("meter: code-reviewer + finding-verifier", `${k(metered.reduce((sum, usage) => sum + sumTokens(usage), 0))}, ${k(meteredCached)} of it cached`);

  // The uncommon case: every finding needs code beyond the excerpt, so the verifier asks for the tools and reads.
  verifierMode = "reads";
  cache = new PromptCache();
  tallies = { review: empty(), verify: empty() };
  await harness.runCodeReviewer(fixtureRepo().dir, { diffSpec: "HEAD~1..HEAD" });
  const reads = total(tallies.verify);
  row(
    "if every finding needs more than the excerpt",
    `${k(reads)} in ${tallies.verify.calls} call(s), ${(tallies.verify.calls / FILES).toFixed(2)} per finding`,
  );
} finally {
  await harness.close();
  removeTempDirs();
}

function promptParts(request: RecordedRequest): { instructions: number; toolsAndSchema: number; prompt: number } {
  const system = (request.body.messages as { role: string; content: string }[]).find((m) => m.role === "system")?.content ?? "";
  return {
    instructions: tokensOf(system),
    toolsAndSchema: tokensOf(JSON.stringify(request.body.tools ?? []) + JSON.stringify(request.body.response_format ?? null)),
    prompt: tokensOf(promptText(request)),
  };
}

function sumTokens(usage: { promptTokens: number; completionTokens: number }): number {
  return usage.promptTokens + usage.completionTokens;
}
