/**
 * Runs the shipped probe graph, or the whole gauntlet, the way runReview
 * does — createReviewRuntime with the exec tool and the workbench as a
 * service — against the loopback model server, so a test can hand in a
 * workbench of its choosing (a test user, simulated missing privileges).
 */
import { join } from "node:path";
import { DirectoryGraphLibrary, loadAndValidate, runGraph, type RunResult } from "../../../src/engine/index.js";
import { REPOSITORY_TOOL_NAMES } from "../../../src/llm/tools/index.js";
import { createExecTool, EXEC_TOOL, type ProbeWorkbench } from "../../../src/probe/index.js";
import { probeRecipe } from "../../../src/review/settings.js";
import type { GauntletResult } from "../../../src/review/gauntlet/result.js";
import { createReviewRuntime, type ReviewRuntime } from "../../../src/review/runtime.js";
import { httpError, jsonReply, startModelServer, textReply, type ModelReply, type ModelServer, type RecordedRequest } from "../../support/modelServer.js";
import { GRAPHS_DIR } from "./probeRun.js";

export const PROBE_NODE = "probe/probe";
export const TEST_API_KEY = "sk-test-probe-0123456789abcdef";

export type Route = (request: RecordedRequest) => ModelReply | Promise<ModelReply>;

export function nodeOf(request: RecordedRequest): string {
  return String(request.headers["x-gauntlet-node"] ?? "");
}

/** Tool results sent back so far, unwrapped from their data blocks. */
export function toolResults(request: RecordedRequest): string[] {
  return ((request.body?.messages ?? []) as Array<{ role: string; content?: string | null }>)
    .filter((m) => m.role === "tool")
    .map((m) => (m.content ?? "").replace(/^<<<BEGIN UNTRUSTED[^\n]*>>>\n/, "").replace(/\n<<<END UNTRUSTED[^\n]*>>>$/, ""));
}

export function promptText(request: RecordedRequest): string {
  return ((request.body?.messages ?? []) as Array<{ role: string; content?: string | null }>).find((m) => m.role === "user")?.content ?? "";
}

/** The other lanes find nothing, so the probe decides the gauntlet. */
export const QUIET_LANES: Record<string, Route> = {
  "review-gauntlet/select_lanes": () => jsonReply({ add_code_review: false, add_adversary: false, add_security: false, add_probe: false, lane_reasons: "" }),
  "code-reviewer/review_chunk": () => jsonReply({ summary: "Small change.", findings: [] }),
  "adversary/review": () => textReply("Every criterion is met.\n\nADVERSARIAL_REVIEW: CONFORMS\nCriteria: met=1 partial=0 unmet=0 diverged=0"),
  "security-reviewer/review": () => textReply("Nothing found.\n\nSECURITY_REVIEW: PASS\nPosture: standard — checked the change."),
};

export interface ProbeHarness {
  server: ModelServer;
  script(routes: Record<string, Route>): void;
  runtime(repoDir: string, facts: Record<string, unknown>, workbench: ProbeWorkbench): ReviewRuntime;
  /** The probe graph alone, as the gauntlet's run_probe calls it. */
  runProbe(
    repoDir: string,
    facts: Record<string, unknown>,
    workbench: ProbeWorkbench,
    inputs: { plan_context: string },
  ): Promise<RunResult & { runtime: ReviewRuntime }>;
  /** The whole gauntlet on `base...head`, with the workbench's recipe as the repository's probe configuration. */
  runGauntlet(
    repoDir: string,
    shas: { base: string; head: string },
    workbench: ProbeWorkbench,
    options: { plan: string; untrustedHead?: boolean; forcedLanes?: string[] },
  ): Promise<RunResult & { runtime: ReviewRuntime; gauntlet: GauntletResult }>;
  requestsFor(node: string): RecordedRequest[];
  close(): Promise<void>;
}

export async function startProbeHarness(): Promise<ProbeHarness> {
  const server = await startModelServer();
  const endpoint = { baseURL: server.baseURL, defaultModel: "test-model", apiKey: TEST_API_KEY };
  const runtime = (repoDir: string, facts: Record<string, unknown>, workbench: ProbeWorkbench) =>
    createReviewRuntime({
      workspaceRoot: repoDir,
      graphsDir: GRAPHS_DIR,
      endpoint,
      facts,
      extraTools: (context) => [createExecTool(workbench, context)],
      services: { probe: workbench },
    });
  const validate = (name: string, built: ReviewRuntime) =>
    loadAndValidate(join(GRAPHS_DIR, `${name}.yaml`), {
      scripts: built.scripts,
      library: new DirectoryGraphLibrary(GRAPHS_DIR),
      knownTools: [...REPOSITORY_TOOL_NAMES, EXEC_TOOL],
    });
  return {
    server,
    script: (routes) =>
      server.setHandler((request) => {
        const route = routes[nodeOf(request)];
        return route ? route(request) : httpError(418, { message: `unscripted node ${nodeOf(request)}` });
      }),
    runtime,
    runProbe: async (repoDir, facts, workbench, inputs) => {
      const built = runtime(repoDir, facts, workbench);
      const run = await runGraph(validate("probe", built), {
        context: built.context,
        scripts: built.scripts,
        inputs: { probe_context: probeRecipe({ probe: workbench.recipe ?? {} }), ...inputs },
      });
      return { ...run, runtime: built };
    },
    runGauntlet: async (repoDir, shas, workbench, options) => {
      const facts = {
        diff_spec: `${shas.base}...${shas.head}`,
        base_sha: shas.base,
        head_sha: shas.head,
        untrusted_head: options.untrustedHead ?? false,
        run_timeout_seconds: 600,
      };
      const built = runtime(repoDir, facts, workbench);
      const run = await runGraph(validate("review-gauntlet", built), {
        context: built.context,
        scripts: built.scripts,
        timeoutSeconds: 600,
        variables: { verification_commands: "[]" },
        inputs: {
          request: {
            diff_spec: facts.diff_spec,
            plan_context: options.plan,
            rigor: "production",
            security_posture: "standard",
            // The recipe text even for an untrusted head: selection and the exec tool must both refuse on their own.
            probe_context: probeRecipe({ probe: workbench.recipe ?? {} }),
            forced_lanes: options.forcedLanes ?? [],
            extra_context: "",
          },
          rules: "",
        },
      });
      return { ...run, runtime: built, gauntlet: run.result as GauntletResult };
    },
    requestsFor: (node) => server.requests.filter((r) => nodeOf(r) === node),
    close: () => server.close(),
  };
}
