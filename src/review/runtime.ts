/**
 * Builds the RunContext a review runs in: one sandbox shared by the tools and
 * the verifier's gate, git on the workspace, the model runner with its meter
 * and budget, the shipped graphs and their scripts. The CLI and the action
 * both start here; nothing in it knows GitHub.
 */
import { randomUUID } from "node:crypto";
import {
  DirectoryGraphLibrary,
  JsonlTrace,
  MemoryTrace,
  TeeTrace,
  newDataNonce,
  silentLogger,
  systemClock,
  type Clock,
  type Logger,
  type RunContext,
  type RunFacts,
  type TraceSink,
} from "../engine/index.js";
import type { EndpointConfig } from "../llm/endpoint.js";
import { createRedactor, type Redactor } from "../llm/redact.js";
import { OpenAiLlmRunner } from "../llm/runner.js";
import { WorkspaceSandbox, createRepositoryTools, type ToolDefinition } from "../llm/tools/index.js";
import { Budget, UsageMeter, type BudgetLimits } from "../llm/usage.js";
import type { ProbeServices } from "../probe/services.js";
import { Git } from "./git/git.js";
import type { LaneLedger } from "./gauntlet/laneLedger.js";
import { reviewScripts } from "./scripts.js";
import type { ReviewContext, ReviewScripts } from "./services.js";
import { VERIFIER_GRAPH } from "./verifier/register.js";

export interface ReviewRuntimeOptions {
  workspaceRoot: string;
  /** Git on workspaceRoot: the caller's, whose answers the review then shares (gitAnswers.ts); default: a fresh client. */
  git?: Git;
  graphsDir: string;
  /** Absent for commands that call no model (plan, validate). */
  endpoint?: EndpointConfig;
  budget?: BudgetLimits;
  /** Sensitive-file globs the tools refuse and the review skips; default: the sandbox's. */
  denylist?: string[];
  facts?: Partial<RunFacts>;
  /** Values to redact wherever they could appear (keys, tokens). */
  secrets?: string[];
  traceFile?: string;
  /** Another sink for live events, e.g. progress on stderr. */
  extraTrace?: TraceSink;
  signal?: AbortSignal;
  logger?: Logger;
  clock?: Clock;
  /** Extra tools for a lane that needs them (the probe's exec). */
  extraTools?: (context: RunContext) => ToolDefinition[];
  /** Extra services for scripts (the probe's workbench, as `probe`; a matrix gate's `laneLedger`). */
  services?: ProbeServices & { laneLedger?: LaneLedger };
}

export interface ReviewRuntime {
  context: ReviewContext;
  scripts: ReviewScripts;
  meter: UsageMeter;
  budget?: Budget;
  trace: MemoryTrace;
  redact: Redactor;
  /** What the model endpoint turned out not to accept, and what the run did instead, in the order found. */
  endpointNotes: string[];
}

export function createReviewRuntime(options: ReviewRuntimeOptions): ReviewRuntime {
  const secrets = [...(options.secrets ?? []), ...(options.endpoint?.apiKey ? [options.endpoint.apiKey] : [])];
  const redact = createRedactor(secrets);
  const sandbox = new WorkspaceSandbox({ root: options.workspaceRoot, redact, ...(options.denylist ? { denylist: options.denylist } : {}) });
  const meter = new UsageMeter();
  const budget = options.budget && (options.budget.maxTokens !== undefined || options.budget.maxCostUsd !== undefined) ? new Budget(options.budget) : undefined;
  const memory = new MemoryTrace();
  const sinks: TraceSink[] = [memory];
  if (options.traceFile) sinks.push(new JsonlTrace(options.traceFile));
  if (options.extraTrace) sinks.push(options.extraTrace);
  const endpointNotes: string[] = [];
  const llm = options.endpoint
    ? new OpenAiLlmRunner({
        endpoint: options.endpoint,
        meter,
        ...(budget ? { budget } : {}),
        redact,
        // verdict_gate re-checks every quote of verify_one against the files, so its old reads may go.
        shortenAnsweredToolResults: (request) => request.graph === VERIFIER_GRAPH && request.node === "verify_one",
        tools: (context) => [...createRepositoryTools(sandbox), ...(options.extraTools?.(context) ?? [])],
        onEndpointNote: (note) => endpointNotes.push(note),
      })
    : undefined;
  const context: ReviewContext = {
    runId: randomUUID(),
    workspaceRoot: sandbox.root,
    facts: { workspace_root: sandbox.root, ...options.facts },
    ...(llm ? { llm } : {}),
    library: new DirectoryGraphLibrary(options.graphsDir),
    clock: options.clock ?? systemClock,
    logger: options.logger ?? silentLogger,
    trace: sinks.length === 1 ? memory : new TeeTrace(sinks),
    ...(options.signal ? { signal: options.signal } : {}),
    dataNonce: newDataNonce(),
    services: { ...options.services, sandbox, git: options.git ?? new Git(sandbox.root), meter, trace: memory },
  };
  return { context, scripts: reviewScripts(), meter, ...(budget ? { budget } : {}), trace: memory, redact, endpointNotes };
}
