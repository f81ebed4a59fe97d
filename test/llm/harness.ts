/** Shared setup for the LLM tests: a loopback model server, a runner pointed at it, and a RunContext. */
import { Ajv } from "ajv";
import { afterEach, beforeEach } from "vitest";
import { silentLogger, type Clock, type LlmRequest, type Logger, type RunContext } from "../../src/engine/context.js";
import { MemoryTrace } from "../../src/engine/trace.js";
import type { EndpointConfig } from "../../src/llm/endpoint.js";
import { OpenAiLlmRunner, type OpenAiLlmRunnerOptions } from "../../src/llm/runner.js";
import type { RetryOptions } from "../../src/llm/retry.js";
import { UsageMeter, type Budget } from "../../src/llm/usage.js";
import type { ToolDefinition } from "../../src/llm/tools/types.js";
import { startModelServer, type ModelServer } from "../support/modelServer.js";

export const API_KEY = "sk-test-SECRETKEY-0123456789abcdef";
export const NONCE = "f00dfacecafebeef";

/** A clock whose sleep records the delay and returns at once (still honouring aborts). */
export function recordingClock(): Clock & { delays: number[] } {
  const delays: number[] = [];
  return {
    delays,
    now: () => Date.parse("2030-01-01T00:00:00Z"),
    sleep: (ms, signal) => {
      delays.push(ms);
      return signal?.aborted ? Promise.reject(signal.reason) : Promise.resolve();
    },
  };
}

export function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (m) => lines.push(m), warn: (m) => lines.push(m), debug: (m) => lines.push(m) };
}

export function makeRunContext(overrides: Partial<RunContext> = {}): RunContext & { trace: MemoryTrace } {
  return {
    runId: "run-42",
    workspaceRoot: process.cwd(),
    facts: { workspace_root: process.cwd() },
    library: { resolve: () => undefined, names: () => [] },
    clock: recordingClock(),
    logger: silentLogger,
    trace: new MemoryTrace(),
    dataNonce: NONCE,
    services: {},
    ...overrides,
  } as RunContext & { trace: MemoryTrace };
}

export function makeRequest(overrides: Partial<LlmRequest> = {}): LlmRequest {
  return {
    runId: "run-42",
    graph: "code-reviewer",
    node: "review",
    instructions: "You review code.",
    prompt: "Review this change.",
    tools: [],
    maxIterations: 10,
    signal: new AbortController().signal,
    ...overrides,
  };
}

const ajv = new Ajv({ allErrors: true, strict: false });

/** An output schema as the engine hands it over: the schema as written plus its compiled validator. */
export function outputSchema(schema: Record<string, unknown>): NonNullable<LlmRequest["outputSchema"]> {
  return { schema, validate: ajv.compile(schema) };
}

/** A fake tool that records its calls and answers from a function. */
export function fakeTool(
  name: string,
  parameters: Record<string, unknown>,
  answer: (args: Record<string, unknown>, signal: AbortSignal) => string | Promise<string>,
): ToolDefinition & { calls: Record<string, unknown>[] } {
  const calls: Record<string, unknown>[] = [];
  return {
    name,
    description: `test tool ${name}`,
    parameters,
    calls,
    run: async (args, signal) => {
      calls.push(args);
      return answer(args, signal);
    },
  };
}

export interface RunnerSetup {
  endpoint?: Partial<EndpointConfig>;
  tools?: ToolDefinition[];
  budget?: Budget;
  retry?: RetryOptions;
  shortenAnsweredToolResults?: OpenAiLlmRunnerOptions["shortenAnsweredToolResults"];
}

export interface Harness {
  server: ModelServer;
  meter: UsageMeter;
  runnerWith(setup?: RunnerSetup): OpenAiLlmRunner;
  endpoint(overrides?: Partial<EndpointConfig>): EndpointConfig;
}

/** Starts a model server before each test and closes it after; call at the top of a describe block. */
export function useModelServer(): Harness {
  const harness = {} as Harness;
  beforeEach(async () => {
    harness.server = await startModelServer();
    harness.meter = new UsageMeter();
    harness.endpoint = (overrides = {}) => ({
      apiKey: API_KEY,
      baseURL: harness.server.baseURL,
      defaultModel: "test-model",
      ...overrides,
    });
    harness.runnerWith = (setup = {}) =>
      new OpenAiLlmRunner({
        endpoint: harness.endpoint(setup.endpoint),
        tools: () => setup.tools ?? [],
        meter: harness.meter,
        ...(setup.budget ? { budget: setup.budget } : {}),
        ...(setup.shortenAnsweredToolResults ? { shortenAnsweredToolResults: setup.shortenAnsweredToolResults } : {}),
        retry: { random: () => 1, ...setup.retry },
      });
  });
  afterEach(async () => {
    await harness.server.close();
  });
  return harness;
}

/** Runs `promise`, expecting it to reject, and returns the rejection. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection, but the promise resolved");
}
