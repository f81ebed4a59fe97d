/**
 * Shared by `run` and `verify`: build the review runtime, run one graph,
 * print its end output, report usage on stderr. A run that fails or is
 * stopped exits 1 with the reason; nothing computed is thrown away silently.
 */
import { resolve } from "node:path";
import { NodeFailedError, RunAbortedError, RunError, loadAndValidate, runGraph } from "../engine/index.js";
import { parseDiffSpec } from "../review/git/diffSpec.js";
import { parseBudget } from "../review/budgetSpec.js";
import { createReviewRuntime } from "../review/runtime.js";
import { EXIT, UsageError, type CliIo } from "./io.js";
import { endpointFrom } from "./settings.js";
import type { Toolkit } from "./toolkit.js";

export interface GraphRunRequest {
  graphFile: string;
  prompt: string;
  variables?: Record<string, unknown>;
  inputs?: Record<string, unknown>;
  flags: {
    "base-url"?: string;
    model?: string;
    "api-version"?: string;
    budget?: string;
    trace?: string;
    "project-dir"?: string;
    "timeout-minutes"?: string;
    diff?: string;
  };
}

/**
 * A verdict line, at line start, that means the command's negative result (exit 1).
 * A pipeline fault anywhere in the output is one too: the graph recorded that a stage
 * died (a verifier whose parse died verified nothing), so the run cannot exit as a success.
 */
const NEGATIVE_VERDICT =
  /^(?:GAUNTLET: BLOCKED|Review Verdict: BLOCKED|ADVERSARIAL_REVIEW: DIVERGES|SECURITY_REVIEW: FAIL|USAGE_PROBE: (?:FAIL|INCONCLUSIVE))|PIPELINE-FAULT: /m;

export function timeoutSeconds(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const minutes = Number(value);
  if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 360)
    throw new UsageError(`--timeout-minutes ${JSON.stringify(value)}: give minutes between 1 and 360`);
  return minutes * 60;
}

export async function runGraphCommand(request: GraphRunRequest, io: CliIo, kit: Toolkit): Promise<number> {
  const { flags } = request;
  const graph = loadAndValidate(request.graphFile, { scripts: kit.scripts, library: kit.library, knownTools: kit.toolNames });
  const endpoint = endpointFrom(flags, io);
  // Only a diff the caller names is fixed in the run context; otherwise the graph's own (e.g. parsed) diff_spec applies.
  if (flags.diff !== undefined) parseDiffSpec(flags.diff);
  const runtime = createReviewRuntime({
    workspaceRoot: resolve(io.cwd, flags["project-dir"] ?? "."),
    graphsDir: kit.graphsDir,
    endpoint,
    ...(flags.budget ? { budget: parseBudget(flags.budget, "--budget") } : {}),
    ...(flags.diff !== undefined ? { facts: { diff_spec: flags.diff } } : {}),
    ...(flags.trace ? { traceFile: resolve(io.cwd, flags.trace) } : {}),
    ...(io.signal ? { signal: io.signal } : {}),
  });
  const seconds = timeoutSeconds(flags["timeout-minutes"]);
  try {
    const result = await runGraph(graph, {
      context: runtime.context,
      scripts: runtime.scripts,
      prompt: request.prompt,
      ...(request.variables ? { variables: request.variables } : {}),
      ...(request.inputs ? { inputs: request.inputs } : {}),
      ...(seconds ? { timeoutSeconds: seconds } : {}),
    });
    io.stdout(runtime.redact(result.output.endsWith("\n") ? result.output : result.output + "\n"));
    return NEGATIVE_VERDICT.test(result.output) ? EXIT.negative : EXIT.ok;
  } catch (error) {
    if (error instanceof NodeFailedError || error instanceof RunAbortedError || error instanceof RunError) {
      io.stderr(`gauntlet: ${runtime.redact(error.message)}\n`);
      return EXIT.negative;
    }
    throw error;
  } finally {
    const usage = runtime.meter.runTotal();
    const cached = usage.cachedPromptTokens !== undefined ? ` (${usage.cachedPromptTokens} cached)` : "";
    io.stderr(`usage: ${usage.calls} model call(s), ${usage.promptTokens} prompt${cached} + ${usage.completionTokens} completion tokens\n`);
  }
}
