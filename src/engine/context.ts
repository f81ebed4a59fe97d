/**
 * The run's dependencies and fixed facts. The caller (CLI or action) builds one
 * RunContext; every node and child graph sees the same one, and nothing a node
 * or a model returns can change it.
 */
import type { ValidateFunction } from "ajv";
import type { TraceSink } from "./trace.js";

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const timer = setTimeout(() => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      signal?.addEventListener("abort", onAbort, { once: true });
    }),
};

/** Token counts for one model call, or totals. */
export interface Usage {
  promptTokens: number;
  completionTokens: number;
  calls: number;
  /**
   * Of promptTokens, those the endpoint served from its prompt cache (billed
   * at the cached-input price), when it reports them.
   */
  cachedPromptTokens?: number;
  /** Estimated cost in dollars, when a price table is configured. */
  costUsd?: number;
}

/** What the engine hands the LLM runner for one attempt of an llm node. */
export interface LlmRequest {
  runId: string;
  graph: string;
  node: string;
  /** Rendered system text. */
  instructions: string;
  /** Rendered user text. */
  prompt: string;
  /** Tool names the node allows; empty means none. */
  tools: string[];
  /** Offer the tools' definitions only once the model asks for them. Default false. */
  toolsOnRequest?: boolean;
  /** The JSON Schema as written in the YAML, and its compiled validator. */
  outputSchema?: { schema: Record<string, unknown>; validate: ValidateFunction };
  model?: string;
  temperature?: number;
  /** Tool-loop turns allowed. */
  maxIterations: number;
  /** Aborts on node timeout, run timeout, budget or cancellation. */
  signal: AbortSignal;
}

export interface LlmResult {
  /** Text, or the validated object when an output schema was given. */
  output: string | Record<string, unknown>;
  usage: Usage;
}

/**
 * Runs one llm node attempt: the model call, its tool loop and structured
 * output. Throws NodeFault on failure. The real one lives in src/llm/; tests
 * may pass a double.
 */
export interface LlmRunner {
  run(request: LlmRequest, context: RunContext): Promise<LlmResult>;
}

/** Resolves `agent:` names. Only shipped graphs: never the repository under review. */
export interface GraphLibrary {
  /** Absolute path of the named graph's YAML file, or undefined. */
  resolve(name: string): string | undefined;
  names(): string[];
}

export interface RunLimits {
  /** Deepest child allowed (root = 0). */
  maxAgentDepth: number;
  /** Child graphs running at once, across the whole run. */
  maxConcurrentAgents: number;
}

/** Run-level facts that templates may read as {{run.<key>}}. */
export interface RunFacts {
  workspace_root: string;
  diff_spec?: string;
  base_sha?: string;
  head_sha?: string;
  [key: string]: unknown;
}

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  debug(message: string): void;
}

export const silentLogger: Logger = { info: () => {}, warn: () => {}, debug: () => {} };

/** `Services` is what the caller passes its scripts (git, a sandbox, …); the engine never looks inside. */
export interface RunContext<Services extends object = object> {
  readonly runId: string;
  /** Root of the workspace every repository tool is confined to. */
  readonly workspaceRoot: string;
  readonly facts: Readonly<RunFacts>;
  readonly llm?: LlmRunner;
  readonly library: GraphLibrary;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly trace: TraceSink;
  /** Aborts the whole run (cancellation). The engine links timeouts to it. */
  readonly signal?: AbortSignal;
  /** Per-run secret used to delimit untrusted data blocks. */
  readonly dataNonce: string;
  /** The services the caller's scripts need (git, config, …), typed by the caller. */
  readonly services: Readonly<Services>;
}
