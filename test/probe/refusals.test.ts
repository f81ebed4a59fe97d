/**
 * When nothing may run, nothing runs, and the lane says so. Without
 * isolation (simulated: neither root nor passwordless sudo) exec refuses, the
 * lane ends INCONCLUSIVE and the gauntlet blocks. For an untrusted head (a
 * fork, pull_request_target, a read-only run) exec is never reached: lane
 * selection skips the probe, and the tool and the prepare script refuse on
 * their own, before anything is even checked. None of this needs root.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createExecTool, ProbeWorkbench, type PrivilegeDetector } from "../../src/probe/index.js";
import { runReview } from "../../src/review/reviewRun.js";
import { isToolRefusal } from "../../src/llm/tools/index.js";
import { PROBE_NODE, QUIET_LANES, startProbeHarness, type ProbeHarness } from "./support/probeHarness.js";
import { GRAPHS_DIR, committedRepo, fixtureServiceFiles, removeTempDirs, trustedContext, probeRuntime } from "./support/probeRun.js";

const RECIPE = { start: "node server.mjs", ready: "http://127.0.0.1:3000/health", suites: ["node test/smoke.mjs"] };
const PLAN = "Add an optional `lang` query parameter to `GET /greet`.";

const noPrivilege: PrivilegeDetector = async () => ({ available: false, reason: "the process is neither root nor allowed passwordless sudo (simulated)" });

/** A detector that must never be consulted: reaching it means the probe got as far as preparing to run PR code. */
function forbiddenDetector(): PrivilegeDetector & { calls: number } {
  const detect = Object.assign(
    async () => {
      detect.calls++;
      throw new Error("the probe tried to prepare an isolation for an untrusted head");
    },
    { calls: 0 },
  );
  return detect;
}

function routeChange() {
  const { repo, sha: base } = committedRepo(fixtureServiceFiles());
  repo.write("src/routes/greet.mjs", fixtureServiceFiles()["src/routes/greet.mjs"]!.replace("hello", "hello there"));
  return { repo, base, head: repo.commit("change a route") };
}

async function refusalOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(isToolRefusal(error)).toBe(true);
    return (error as Error).message;
  }
  throw new Error("expected a refusal");
}

let h: ProbeHarness;
beforeAll(async () => {
  h = await startProbeHarness();
});
afterAll(async () => {
  await h.close();
  removeTempDirs();
});

describe("isolation unavailable (simulated: neither root nor passwordless sudo)", () => {
  test("exec refuses, pointing the model to INCONCLUSIVE, and the refusal is audited", async () => {
    const { repo, head } = routeChange();
    const bench = new ProbeWorkbench({ recipe: RECIPE, detect: noPrivilege });
    const tool = createExecTool(bench, trustedContext(repo.dir, head, bench));
    const message = await refusalOf(tool.run({ command: "npm test" }, new AbortController().signal));
    expect(message).toMatch(
      /^exec refused: isolation unavailable: the process is neither root nor allowed passwordless sudo \(simulated\)\. End with USAGE_PROBE: INCONCLUSIVE \(isolation unavailable\)\.$/,
    );
    expect(bench.audit).toEqual([
      expect.objectContaining({ phase: "exec", command: "npm test", exitCode: null, note: expect.stringMatching(/^refused: isolation unavailable/) }),
    ]);
  });

  test("the probe lane ends INCONCLUSIVE (isolation unavailable) without calling the model", async () => {
    h.script({});
    const before = h.requestsFor(PROBE_NODE).length;
    const { repo, head } = routeChange();
    const bench = new ProbeWorkbench({ recipe: RECIPE, detect: noPrivilege });
    const run = await h.runProbe(repo.dir, { head_sha: head, untrusted_head: false }, bench, { plan_context: PLAN });
    expect(run.output.trim().split("\n").at(-1)).toBe(
      "USAGE_PROBE: INCONCLUSIVE (isolation unavailable: the process is neither root nor allowed passwordless sudo (simulated))",
    );
    expect(run.output).toContain("No command was run.");
    expect(h.requestsFor(PROBE_NODE)).toHaveLength(before);
  });

  test("and the gauntlet blocks, with an environment note", async () => {
    h.script(QUIET_LANES);
    const { repo, base, head } = routeChange();
    const bench = new ProbeWorkbench({ recipe: RECIPE, detect: noPrivilege });
    const run = await h.runGauntlet(repo.dir, { base, head }, bench, { plan: PLAN });
    expect(run.output.split("\n")[0]).toBe("GAUNTLET: BLOCKED");
    expect(run.gauntlet.lanes.find((l) => l.name === "probe")).toMatchObject({ state: "completed", verdict: "INCONCLUSIVE", blocks: true });
    expect(run.gauntlet.reasons.join("\n")).toMatch(
      /probe: USAGE_PROBE: INCONCLUSIVE — the environment could not be brought up \(isolation unavailable: the process is neither root nor allowed passwordless sudo \(simulated\)\)/,
    );
  });
});

describe("a fork PR never reaches exec", () => {
  test("the exec tool refuses an untrusted head — and a head whose trust is unknown — before it looks at anything", async () => {
    const { repo, head } = routeChange();
    for (const facts of [{ head_sha: head, untrusted_head: true }, { head_sha: head }]) {
      const detect = forbiddenDetector();
      const bench = new ProbeWorkbench({ recipe: RECIPE, detect });
      const tool = createExecTool(bench, probeRuntime(repo.dir, facts, bench).context);
      expect(await refusalOf(tool.run({ command: "env" }, new AbortController().signal))).toMatch(
        /^exec is not available: the head is untrusted .*USAGE_PROBE: INCONCLUSIVE \(untrusted head\)\.$/,
      );
      expect(detect.calls).toBe(0);
      expect(bench.audit).toEqual([]);
    }
  });

  test("the probe graph itself refuses an untrusted head: INCONCLUSIVE, no model call, no isolation prepared", async () => {
    h.script({});
    const before = h.requestsFor(PROBE_NODE).length;
    const { repo, head } = routeChange();
    const detect = forbiddenDetector();
    const bench = new ProbeWorkbench({ recipe: RECIPE, detect });
    const run = await h.runProbe(repo.dir, { head_sha: head, untrusted_head: true }, bench, { plan_context: PLAN });
    expect(run.output.trim().split("\n").at(-1)).toMatch(/^USAGE_PROBE: INCONCLUSIVE \(untrusted head: the head is untrusted/);
    expect(detect.calls).toBe(0);
    expect(h.requestsFor(PROBE_NODE)).toHaveLength(before);
  });

  test("the gauntlet on a fork's head skips the probe even when forced with a recipe, and never prepares an isolation", async () => {
    h.script(QUIET_LANES);
    const before = h.requestsFor(PROBE_NODE).length;
    const { repo, base, head } = routeChange();
    const detect = forbiddenDetector();
    const bench = new ProbeWorkbench({ recipe: RECIPE, detect });
    const run = await h.runGauntlet(repo.dir, { base, head }, bench, { plan: PLAN, untrustedHead: true, forcedLanes: ["probe"] });
    expect(run.gauntlet.lanes.find((l) => l.name === "probe")).toMatchObject({
      state: "skipped",
      selection: expect.stringMatching(/^skipped \(untrusted context/),
    });
    expect(run.output.split("\n")[0]).toBe("GAUNTLET: PASS");
    expect(detect.calls).toBe(0);
    expect(bench.audit).toEqual([]);
    expect(h.requestsFor(PROBE_NODE)).toHaveLength(before);
  });

  test("runReview for an untrusted head: the probe lane is skipped and no probe command is traced", async () => {
    h.script(QUIET_LANES);
    const before = h.requestsFor(PROBE_NODE).length;
    const { repo, base, head } = routeChange();
    const outcome = await runReview({
      workspaceRoot: repo.dir,
      graphsDir: GRAPHS_DIR,
      diffSpec: `${base}...${head}`,
      baseSha: base,
      headSha: head,
      plan: PLAN,
      rigor: "production",
      securityPosture: "standard",
      lanes: ["probe"],
      probeContext: "start: node server.mjs",
      probe: RECIPE,
      rules: "",
      extraContext: "",
      verificationCommands: [],
      untrustedHead: true,
      timeoutSeconds: 600,
      endpoint: { baseURL: h.server.baseURL, defaultModel: "test-model", apiKey: "sk-test-probe-0123456789abcdef" },
    });
    expect(outcome.result.lanes.find((l) => l.name === "probe")).toMatchObject({ state: "skipped" });
    expect(outcome.runtime.trace.events.filter((e) => e.graph === "probe")).toEqual([]);
    expect(h.requestsFor(PROBE_NODE)).toHaveLength(before);
  });
});
