/** Builders for engine tests: a RunContext with test doubles, and graphs from inline YAML. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { onTestFinished } from "vitest";
import {
  DirectoryGraphLibrary,
  MemoryTrace,
  ScriptRegistry,
  loadGraphText,
  silentLogger,
  systemClock,
  type GraphLibrary,
  type LlmRunner,
  type LoadedGraph,
  type RunContext,
} from "../../src/engine/index.js";

/** A library with no graphs: most tests call no agent, and need no folder for it. */
const EMPTY_LIBRARY: GraphLibrary = { resolve: () => undefined, names: () => [] };

export function makeContext(overrides: Partial<RunContext> & { libraryDir?: string } = {}): RunContext & { trace: MemoryTrace } {
  const { libraryDir, ...rest } = overrides;
  return {
    runId: "run-test",
    workspaceRoot: process.cwd(),
    facts: { workspace_root: process.cwd() },
    library: libraryDir === undefined ? EMPTY_LIBRARY : new DirectoryGraphLibrary(libraryDir),
    clock: systemClock,
    logger: silentLogger,
    trace: new MemoryTrace(),
    dataNonce: "n0nce",
    services: {},
    ...rest,
  } as RunContext & { trace: MemoryTrace };
}

export function graphFromYaml(yaml: string, file = "test.yaml"): LoadedGraph {
  return loadGraphText(yaml, file);
}

/**
 * Writes graphs into a fresh library folder, named by their `name:` line.
 * Call it inside a test (not a concurrent one): the folder is removed when that test finishes.
 */
export function writeLibrary(graphs: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "graphs-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  for (const [name, yaml] of Object.entries(graphs)) writeFileSync(join(dir, `${name}.yaml`), yaml);
  return dir;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An LlmRunner double answering from a function, recording each request. */
export function scriptedLlm(answer: (request: Parameters<LlmRunner["run"]>[0]) => unknown | Promise<unknown>) {
  const requests: Parameters<LlmRunner["run"]>[0][] = [];
  const runner: LlmRunner = {
    async run(request) {
      requests.push(request);
      const output = await answer(request);
      return { output: output as string, usage: { promptTokens: 1, completionTokens: 1, calls: 1 } };
    },
  };
  return { runner, requests };
}

export { ScriptRegistry };

/** Resolves with what a promise rejected with; fails the test when it resolves instead. */
export async function captureError(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection, but the promise resolved");
}

/** Counts work in flight and remembers the peak, to observe concurrency caps. */
export function inFlightGauge() {
  let current = 0;
  const gauge = {
    max: 0,
    async around<T>(work: () => Promise<T>): Promise<T> {
      current++;
      gauge.max = Math.max(gauge.max, current);
      try {
        return await work();
      } finally {
        current--;
      }
    },
  };
  return gauge;
}

/** Waits until the signal aborts, or `ms` elapses; reports which. Work that honours its signal in tests. */
export function waitForAbort(signal: AbortSignal, ms = 5_000): Promise<"aborted" | "elapsed"> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve("aborted");
    const timer = setTimeout(() => resolve("elapsed"), ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve("aborted");
      },
      { once: true },
    );
  });
}
