/**
 * The probe lane end to end against a tiny fixture service that ships with
 * the tests (test/probe/fixtures/service: a node HTTP server whose README
 * documents its routes). The scripted model does what the lane's method
 * says — reads the documented routes, writes a spec-first test for the
 * change, runs it with exec — and reports what the run showed. The verdict
 * follows the real execution: PASS on a correct change, FAIL on a change
 * that breaks a documented route, and FAIL on a failing existing suite even
 * when the model says PASS.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import type { ProbeWorkbench } from "../../src/probe/index.js";
import { textReply, toolCall, toolCallsReply } from "../support/modelServer.js";
import { PROBE_NODE, QUIET_LANES, startProbeHarness, toolResults, type ProbeHarness, type Route } from "./support/probeHarness.js";
import { committedRepo, fixtureServiceFiles, removeTempDirs, testWorkbench } from "./support/probeRun.js";
import { PROBE_TEST_USERS, rootSkipReason } from "./support/users.js";

const USER = PROBE_TEST_USERS.endToEnd;
const skip = rootSkipReason(USER);

const RECIPE = { setup: ["mkdir -p .probe-out"], start: "node server.mjs", ready: "http://127.0.0.1:3000/health", suites: ["node test/smoke.mjs"] };

const PLAN =
  "Add an optional `lang` query parameter to `GET /greet`: `lang=fr` greets in French (`bonjour <name>`). Without `lang` the route behaves as documented.";

const CORRECT_GREET = `const WORDS = { en: "hello", fr: "bonjour" };
export function greet(params) {
  const name = params.get("name");
  if (!name) return { status: 400, body: { error: "name is required" } };
  const word = WORDS[params.get("lang") ?? "en"];
  if (!word) return { status: 400, body: { error: "unknown lang" } };
  return { status: 200, body: { greeting: \`\${word} \${name}\` } };
}
`;

/** Implements lang=fr, but the documented default greeting changes: `hi <name>`. */
const BREAKING_GREET = `export function greet(params) {
  const name = params.get("name");
  if (!name) return { status: 400, body: { error: "name is required" } };
  const word = params.get("lang") === "fr" ? "bonjour" : "hi";
  return { status: 200, body: { greeting: \`\${word} \${name}\` } };
}
`;

/** The model's spec-first test: the expected behaviours, from the plan and the README's documented routes. */
const SPEC_TEST = `cat > .probe-out/greet.spec.mjs <<'SPEC'
const checks = [
  ["/greet?name=Ada", 200, { greeting: "hello Ada" }],
  ["/greet?name=Ada&lang=fr", 200, { greeting: "bonjour Ada" }],
  ["/greet", 400, { error: "name is required" }],
  ["/health", 200, "ok"],
];
let failed = 0;
for (const [path, status, expected] of checks) {
  const response = await fetch("http://127.0.0.1:3000" + path);
  const text = await response.text();
  const body = typeof expected === "string" ? text : JSON.parse(text);
  const ok = response.status === status && JSON.stringify(body) === JSON.stringify(expected);
  console.log((ok ? "ok   " : "FAIL ") + "GET " + path + " -> " + response.status + " " + text);
  if (!ok) failed++;
}
process.exit(failed ? 1 : 0);
SPEC
node .probe-out/greet.spec.mjs`;

/** Reads the README, runs the spec test, then reports exactly what the run showed. */
const specFirstProber: Route = (request) => {
  const results = toolResults(request);
  if (results.length === 0) return toolCallsReply([toolCall("fs_read", { path: "README.md" })]);
  if (results.length === 1) return toolCallsReply([toolCall("exec", { command: SPEC_TEST })]);
  const run = results.at(-1)!;
  const failures = run.split("\n").filter((line) => line.startsWith("FAIL "));
  const expected =
    "Expected behaviours:\n1. GET /greet?name=Ada → 200 hello Ada (documented)\n2. GET /greet?name=Ada&lang=fr → 200 bonjour Ada (plan)\n3. GET /greet → 400 (documented)\n4. GET /health → 200 ok (documented)";
  if (/^exit code: 0$/m.test(run)) return textReply(`${expected}\n\nAll four observed (ran .probe-out/greet.spec.mjs).\n\nUSAGE_PROBE: PASS`);
  return textReply(`${expected}\n\nObserved:\n${failures.join("\n")}\n\nUSAGE_PROBE: FAIL (${failures.map((f) => f.slice(5)).join("; ")})`);
};

let h: ProbeHarness;
const benches: ProbeWorkbench[] = [];

function change(greet: string, extra: Record<string, string> = {}) {
  const { repo, sha: base } = committedRepo(fixtureServiceFiles());
  repo.write("src/routes/greet.mjs", greet);
  for (const [path, content] of Object.entries(extra)) repo.write(path, content);
  const head = repo.commit("change");
  const bench = testWorkbench(USER, { recipe: RECIPE });
  benches.push(bench);
  return { repo, base, head, bench };
}

const lastLine = (text: string) => text.trim().split("\n").at(-1);

describe.skipIf(skip !== "")(`the probe lane end to end${skip ? ` — ${skip}` : ""}`, () => {
  beforeAll(async () => {
    h = await startProbeHarness();
  });
  afterEach(async () => {
    for (const bench of benches.splice(0)) await bench.close();
  });
  afterAll(async () => {
    await h?.close();
    removeTempDirs();
  });

  test("a correct change: the suite passes, the spec-first test passes → USAGE_PROBE: PASS, with the audit", async () => {
    h.script({ [PROBE_NODE]: specFirstProber });
    const { repo, head, bench } = change(CORRECT_GREET);
    const run = await h.runProbe(repo.dir, { head_sha: head, untrusted_head: false }, bench, { plan_context: PLAN });
    expect(lastLine(run.output)).toBe("USAGE_PROBE: PASS");
    expect(run.output).toContain("### Commands run (audit)");
    expect(bench.audit.map((e) => [e.phase, e.exitCode])).toEqual([
      ["check", 0],
      ["setup", 0],
      ["start", null],
      ["ready", 0],
      ["suite", 0],
      ["exec", 0],
    ]);
    expect(run.output).toMatch(/^ {4}│ ok {3}GET \/greet\?name=Ada&lang=fr -> 200 \{"greeting":"bonjour Ada"\}$/m);
    expect(run.output).toMatch(/^\d\. start — running in the background\n {4}\$ node server\.mjs$/m);
    // The model saw the environment and the suite's result before it probed.
    const prompt = JSON.stringify(h.requestsFor(PROBE_NODE).at(-1)!.body.messages);
    expect(prompt).toContain("Existing suite `node test/smoke.mjs`: passed (exit 0)");
    expect(prompt).toContain("Network: loopback only");
  });

  test("a change that breaks a documented route → USAGE_PROBE: FAIL naming the behaviour and its output", async () => {
    h.script({ [PROBE_NODE]: specFirstProber });
    const { repo, head, bench } = change(BREAKING_GREET);
    const run = await h.runProbe(repo.dir, { head_sha: head, untrusted_head: false }, bench, { plan_context: PLAN });
    expect(lastLine(run.output)).toBe('USAGE_PROBE: FAIL (GET /greet?name=Ada -> 200 {"greeting":"hi Ada"})');
    expect(bench.audit.find((e) => e.phase === "exec")).toMatchObject({ exitCode: 1 });
    expect(bench.audit.find((e) => e.phase === "suite")).toMatchObject({ exitCode: 0 });
  });

  test("a failing existing suite is a FAIL even when the model says PASS", async () => {
    h.script({ [PROBE_NODE]: () => textReply("Looks fine to me.\n\nUSAGE_PROBE: PASS") });
    const { repo, head, bench } = change(CORRECT_GREET, { "server.mjs": fixtureServiceFiles()["server.mjs"]!.replace('res.end("ok")', 'res.end("OK")') });
    const run = await h.runProbe(repo.dir, { head_sha: head, untrusted_head: false }, bench, { plan_context: PLAN });
    expect(lastLine(run.output)).toBe("USAGE_PROBE: FAIL (existing suite `node test/smoke.mjs` exited 1)");
    expect(run.output).toMatch(/^Model verdict: PASS$/m);
    expect(run.output).toContain('GET /health: expected 200 "ok", got 200 "OK"');
  });

  test("a service that never answers on its ready URL → INCONCLUSIVE, and the model is never called", async () => {
    h.script({});
    const before = h.requestsFor(PROBE_NODE).length;
    const { repo, head } = change(CORRECT_GREET);
    const bench = testWorkbench(USER, { recipe: { ...RECIPE, ready: "http://127.0.0.1:3999/" }, limits: { readyMs: 2_000 } });
    benches.push(bench);
    const run = await h.runProbe(repo.dir, { head_sha: head, untrusted_head: false }, bench, { plan_context: PLAN });
    expect(lastLine(run.output)).toMatch(
      /^USAGE_PROBE: INCONCLUSIVE \(the environment could not be brought up: the service did not answer on http:\/\/127\.0\.0\.1:3999\/ within 2 s/,
    );
    expect(h.requestsFor(PROBE_NODE)).toHaveLength(before);
  });

  test("without network isolation the probe still runs, and its report says the host's network was reachable", async () => {
    h.script({ [PROBE_NODE]: specFirstProber });
    const { repo, head } = change(CORRECT_GREET);
    const bench = testWorkbench(USER, { recipe: RECIPE, network: async () => ({ available: false, reason: "simulated: unshare --net is not permitted" }) });
    benches.push(bench);
    const run = await h.runProbe(repo.dir, { head_sha: head, untrusted_head: false }, bench, { plan_context: PLAN });
    expect(lastLine(run.output)).toBe("USAGE_PROBE: PASS");
    expect(run.output).toContain(
      "the host's network was reachable during the probe's own tests (network isolation unavailable: simulated: unshare --net is not permitted)",
    );
    expect(bench.audit.filter((e) => e.phase === "exec" || e.phase === "suite").map((e) => e.network)).toEqual(["host", "host"]);
    const prompt = JSON.stringify(h.requestsFor(PROBE_NODE).at(-1)!.body.messages);
    expect(prompt).toContain("Network: the host's network is reachable (network isolation unavailable: simulated: unshare --net is not permitted)");
  });

  test("the whole gauntlet: consumer surface + recipe + a trusted head selects the probe, and its PASS lets the gauntlet pass", async () => {
    h.script({ ...QUIET_LANES, [PROBE_NODE]: specFirstProber });
    const { repo, base, head, bench } = change(CORRECT_GREET);
    const run = await h.runGauntlet(repo.dir, { base, head }, bench, { plan: PLAN });
    const probe = run.gauntlet.lanes.find((l) => l.name === "probe");
    expect(probe).toMatchObject({ state: "completed", verdict: "PASS", blocks: false });
    expect(run.output.split("\n")[0]).toBe("GAUNTLET: PASS");
  });

  test("the whole gauntlet blocks when the probe fails a documented route", async () => {
    h.script({ ...QUIET_LANES, [PROBE_NODE]: specFirstProber });
    const { repo, base, head, bench } = change(BREAKING_GREET);
    const run = await h.runGauntlet(repo.dir, { base, head }, bench, { plan: PLAN });
    expect(run.output.split("\n")[0]).toBe("GAUNTLET: BLOCKED");
    expect(run.gauntlet.lanes.find((l) => l.name === "probe")).toMatchObject({ verdict: "FAIL", blocks: true });
  });
});
