/**
 * The run's code map, built once per run (per sandbox) and shared by the
 * chunk contexts and the verifier; and the context blocks of a run's chunks
 * with the report's lines about them.
 */
import { createDocumentRedactor } from "../../llm/redact.js";
import type { WorkspaceSandbox } from "../../llm/tools/sandbox.js";
import { buildCodeMap, type MapOutcome } from "./codeMap.js";
import { chunkContext } from "./chunkContext.js";
import { loadLanguage } from "./grammars.js";
import { languageOf } from "./languages.js";
import { namesInPlay } from "./namesInPlay.js";

/** The context budget's default: this share of a chunk's prompt (its diff plus the shared head, about PROMPT_HEAD_TOKENS). */
export const DEFAULT_CONTEXT_SHARE = 0.25;
export const PROMPT_HEAD_TOKENS = 2_000;
const MAX_UNMAPPED_NOTES = 20;

const maps = new WeakMap<WorkspaceSandbox, Promise<MapOutcome>>();

export function runCodeMap(sandbox: WorkspaceSandbox, signal?: AbortSignal): Promise<MapOutcome> {
  let building = maps.get(sandbox);
  if (!building) {
    building = buildCodeMap(sandbox, signal ? { signal } : {}).catch((error: unknown) => {
      if (signal?.aborted) throw error;
      return { kind: "unmapped" as const, reason: `the map failed (${error instanceof Error ? error.message : String(error)})` };
    });
    maps.set(sandbox, building);
  }
  return building;
}

/** A share from a graph variable: a number or a numeric string in (0, 1]; anything else is the default. */
export function contextShare(value: unknown): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) && n >= 0 && n <= 1 ? n : DEFAULT_CONTEXT_SHARE;
}

export interface ContextChunk {
  index: number;
  paths: string[];
  tokens: number;
  context?: string;
}

/** What the report says about the context: counts over the run's chunks, and why any file had diff-only context. */
export interface ContextSummary {
  /** Empty when the map was built; else why not (the review had diff-only context). */
  unmapped_reason: string;
  references: number;
  shown: number;
  definitions: number;
  whole: number;
  files: number;
  diff_only: Array<{ path: string; why: string }>;
}

/**
 * Sets each chunk's `context` (empty when the map has nothing for it) and
 * returns the counts the report gives.
 */
export async function addChunkContexts(
  sandbox: WorkspaceSandbox,
  chunks: ContextChunk[],
  patches: ReadonlyMap<string, string>,
  share: number,
  signal?: AbortSignal,
): Promise<ContextSummary> {
  const summary: ContextSummary = { unmapped_reason: "", references: 0, shown: 0, definitions: 0, whole: 0, files: 0, diff_only: [] };
  for (const chunk of chunks) chunk.context = "";
  if (chunks.length === 0 || share === 0) return summary;
  const specs = chunks.flatMap((c) => c.paths.map(languageOf)).filter((spec) => spec !== undefined);
  // A change in no mapped language (docs, a manifest) has nothing to look up: the checkout is not read.
  if (specs.length === 0) {
    const paths = new Set(chunks.flatMap((c) => c.paths));
    return { ...summary, diff_only: [...paths].map((path) => ({ path, why: "language not mapped" })) };
  }
  // The grammars load (WebAssembly compiles off the main thread) while the checkout is read; a failure is the parse's to report.
  for (const spec of specs) loadLanguage(spec).catch(() => undefined);
  const outcome = await runCodeMap(sandbox, signal);
  if (outcome.kind === "unmapped") return { ...summary, unmapped_reason: outcome.reason };
  summary.files = outcome.map.figures.files;
  const diffOnly = new Set<string>();
  // Every name the chunks look up, indexed in one pass: a search per name over every file is what made large changes slow.
  outcome.map.index(
    await namesInPlay(
      outcome.map,
      chunks.flatMap((c) => c.paths),
      patches,
    ),
    signal,
  );
  for (const chunk of chunks) {
    signal?.throwIfAborted();
    const budget = Math.floor(share * (chunk.tokens + PROMPT_HEAD_TOKENS));
    const result = await chunkContext(outcome.map, chunk.paths, patches, budget);
    // Line by line, as the diff is: a key's BEGIN in one caller hides that key's body, never the rest of the block.
    chunk.context = createDocumentRedactor(sandbox.redact)(result.text);
    summary.references += result.stats.references;
    summary.shown += result.stats.referencesShown;
    summary.definitions += result.stats.definitions;
    summary.whole += result.stats.definitionsWhole;
    for (const path of result.stats.unmapped) diffOnly.add(path);
  }
  const why = (path: string) => {
    const spec = languageOf(path);
    const fault = spec && outcome.map.grammarFaults.get(spec.grammar);
    if (fault) return `grammar ${spec.grammar} unavailable: ${fault}`;
    return spec ? "not read by the map: over the size cap, withheld, or not a regular file" : "language not mapped";
  };
  summary.diff_only = [...diffOnly].map((path) => ({ path, why: why(path) }));
  return summary;
}

/** The report's lines: "context: 14 of 23 references shown …", then the diff-only files. */
export function contextLines(summary: ContextSummary | undefined): string[] {
  if (!summary) return [];
  if (summary.unmapped_reason) return [`context: no code map (${summary.unmapped_reason}); the review had diff-only context`];
  const lines = [
    summary.files === 0
      ? "context: diff only; no file was mapped"
      : `context: ${summary.shown} of ${summary.references} references shown; ${summary.whole} of ${summary.definitions} changed definitions shown whole (${summary.files} files mapped)`,
  ];
  lines.push(...summary.diff_only.slice(0, MAX_UNMAPPED_NOTES).map((f) => `context: diff only for ${f.path} (${f.why})`));
  if (summary.diff_only.length > MAX_UNMAPPED_NOTES) lines.push(`context: diff only for ${summary.diff_only.length - MAX_UNMAPPED_NOTES} more files`);
  return lines;
}

/** A matrix gate's summary over its shards: the counts add up, as over one job's chunks. */
export function mergeContextSummaries(summaries: ReadonlyArray<ContextSummary | undefined>): ContextSummary | undefined {
  const present = summaries.filter((s): s is ContextSummary => s !== undefined);
  if (present.length === 0) return undefined;
  const sum = (key: "references" | "shown" | "definitions" | "whole") => present.reduce((n, s) => n + s[key], 0);
  const seen = new Set<string>();
  return {
    unmapped_reason: present.find((s) => s.unmapped_reason)?.unmapped_reason ?? "",
    references: sum("references"),
    shown: sum("shown"),
    definitions: sum("definitions"),
    whole: sum("whole"),
    files: Math.max(...present.map((s) => s.files)),
    diff_only: present.flatMap((s) => s.diff_only).filter((f) => !seen.has(f.path) && seen.add(f.path)),
  };
}
