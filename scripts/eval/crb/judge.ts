/**
 * The judge: the `eval` graph (scripts/eval/graphs/eval.yaml) run once per PR
 * over every candidate × golden pair, one model call per pair. A pair whose
 * branch failed — a reply outside the schema, a transport fault — comes back
 * as an error, which scoring never counts as a match.
 */
import { fileURLToPath } from "node:url";
import { DirectoryGraphLibrary, loadAndValidate, messageOf, runGraph } from "../../../src/engine/index.js";
import type { EndpointConfig } from "../../../src/llm/endpoint.js";
import { createReviewRuntime } from "../../../src/review/runtime.js";
import type { Judgment } from "./scoring.js";

export const EVAL_GRAPH_FILE = fileURLToPath(new URL("../graphs/eval.yaml", import.meta.url));
export const JUDGE_NODE = "eval/judge";

export interface JudgeRequest {
  candidates: readonly string[];
  golden: readonly string[];
  endpoint: EndpointConfig;
  /** The judge's model; default: the endpoint's. */
  judgeModel?: string;
  graphsDir: string;
  /** Any directory: the judge reads no files. */
  workspaceRoot: string;
  signal?: AbortSignal;
}

export interface JudgeOutcome {
  /** judgments[c][g]. */
  judgments: Judgment[][];
  usage: { promptTokens: number; completionTokens: number; calls: number; costUsd?: number };
  /** Why the judge run as a whole did not finish; its pairs are then all errors. */
  failure?: string;
}

/** The endpoint with the judge's model pinned to its node, so nothing else changes model. */
export function judgeEndpoint(endpoint: EndpointConfig, judgeModel: string | undefined): EndpointConfig {
  if (!judgeModel) return endpoint;
  return { ...endpoint, nodeModels: { ...endpoint.nodeModels, [JUDGE_NODE]: judgeModel } };
}

function judgmentOf(value: unknown): Judgment {
  const record = (value ?? {}) as Record<string, unknown>;
  if (record.failed === true) return { kind: "error", message: String(record.message ?? "the judge's branch failed") };
  const { match, confidence, reasoning } = record;
  if (typeof match !== "boolean" || !["high", "medium", "low"].includes(String(confidence)) || typeof reasoning !== "string") {
    return { kind: "error", message: `the judge's reply is not {match, confidence, reasoning}: ${JSON.stringify(value).slice(0, 200)}` };
  }
  return { kind: "judged", match, confidence: confidence as "high" | "medium" | "low", reasoning };
}

export async function judgePairs(request: JudgeRequest): Promise<JudgeOutcome> {
  const { candidates, golden } = request;
  const pairs = candidates.flatMap((candidate) => golden.map((comment) => ({ candidate, golden: comment })));
  const runtime = createReviewRuntime({
    workspaceRoot: request.workspaceRoot,
    graphsDir: request.graphsDir,
    endpoint: judgeEndpoint(request.endpoint, request.judgeModel),
    ...(request.signal ? { signal: request.signal } : {}),
  });
  const grid = (fill: (c: number, g: number) => Judgment) => candidates.map((_, c) => golden.map((_, g) => fill(c, g)));
  if (pairs.length === 0) return { judgments: grid(() => ({ kind: "error", message: "unreachable" })), usage: runtime.meter.runTotal() };
  try {
    const graph = loadAndValidate(EVAL_GRAPH_FILE, { scripts: runtime.scripts, library: new DirectoryGraphLibrary(request.graphsDir), knownTools: [] });
    const run = await runGraph(graph, { context: runtime.context, scripts: runtime.scripts, prompt: "", inputs: { pairs } });
    const slots = Array.isArray(run.result) ? run.result : [];
    return { judgments: grid((c, g) => judgmentOf(slots[c * golden.length + g])), usage: runtime.meter.runTotal() };
  } catch (error) {
    // The whole run failed (a timeout, cancellation): every pair is an error, none a match.
    const message = `the judge did not finish: ${runtime.redact(messageOf(error))}`;
    return { judgments: grid(() => ({ kind: "error", message })), usage: runtime.meter.runTotal(), failure: message };
  }
}
