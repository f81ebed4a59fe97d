/**
 * read_diff: per-file hunks for the run's diff spec, planned into review
 * chunks. Pure git on the checkout; a git failure degrades the lane instead
 * of stopping it. An incremental re-review (the run fact `review_paths`)
 * chunks only the files it names; the others are listed as skipped.
 */
import { z } from "zod";
import { messageOf } from "../../engine/index.js";
import { countsUntracked, parseDiffSpec, runDiffSpec, runUntracked } from "../git/diffSpec.js";
import type { Git } from "../git/git.js";
import { readUntrackedChanges } from "../signals/untracked.js";
import type { Redactor } from "../../llm/redact.js";
import { redactPatch } from "../../llm/redactDeep.js";
import { reviewFilePolicy, unchangedPaths, type BasePathRules, type ReviewFilePolicy } from "./filePolicy.js";
import { baseMarkers } from "./baseMarkers.js";
import { countLines } from "./fileContent.js";
import { decodeChangedFiles, headNote } from "./decodedDiff.js";
import { UNREADABLE_ENCODING } from "../../llm/text/decode.js";
import { DEFAULT_CHUNK_TOKENS, DEFAULT_MAX_CHUNKS, planChunks, type ChunkPlan } from "./chunks.js";
import { matrixChunksFact, matrixJobFact } from "../matrix/facts.js";
import { assignedChunks, type ChunkAssignment } from "./chunkAssignment.js";
import { inShard } from "../matrix/shards.js";
import type { FileDiff } from "./types.js";
import { addChunkContexts, contextShare } from "../context/runMap.js";
import type { ReviewScript, ReviewContext } from "../services.js";

/** Splits a whole `git diff --patch` into per-file sections, in git's order. */
export function splitPatch(patch: string): string[] {
  if (patch.trim() === "") return [];
  return patch.split(/^(?=diff --git )/m).filter((s) => s.startsWith("diff --git "));
}

/**
 * Every changed file's patch. With `redact`, each patch is redacted line by
 * line (redactPatch) before anyone reads it: what reaches a prompt never held
 * a secret committed by mistake, nor the run's own token or key.
 */
export async function readFileDiffs(git: Git, diffSpec: string, signal?: AbortSignal, redact?: Redactor, untracked?: boolean): Promise<FileDiff[]> {
  const files = await readRawFileDiffs(git, diffSpec, signal, untracked);
  if (redact) for (const file of files) file.patch = redactPatch(file.patch, redact);
  return files;
}

async function readRawFileDiffs(git: Git, diffSpec: string, signal?: AbortSignal, untracked?: boolean): Promise<FileDiff[]> {
  const spec = parseDiffSpec(diffSpec);
  const options = signal ? { signal } : {};
  // The counts and the binary mark come from the patch itself, as `--numstat` would give them: one full diff fewer.
  // The base markers need only the listing: their merge base and grep run while git is still writing the patch.
  const listing = git.diffNameStatus(spec, options);
  const lookup = listing.then((l) => baseMarkers(git, spec, l, options));
  // Handled here until awaited: when git cannot read the diff, its own read fails first and names why, whichever process exits first.
  lookup.catch(() => {});
  const [entries, patch] = await Promise.all([listing, git.diffPatch(spec, [], options)]);
  const markers = await lookup;
  const sections = splitPatch(patch);
  const files: FileDiff[] = [];
  for (const [i, entry] of entries.entries()) {
    // Both listings come from one diff machinery, so they share git's order; check rather than trust.
    const section = sections.length === entries.length ? sections[i]! : undefined;
    const sectionPatch = section ?? (await git.diffPatch(spec, [entry.path, ...(entry.oldPath ? [entry.oldPath] : [])], options));
    files.push({
      path: entry.path,
      ...(entry.oldPath ? { oldPath: entry.oldPath } : {}),
      status: entry.status,
      binary: /^Binary files /m.test(sectionPatch),
      ...countLines(sectionPatch),
      patch: sectionPatch,
    });
  }
  // Decoded from the object store's bytes, never by attributes or markers the pull request adds.
  await decodeChangedFiles(git, spec, files, options);
  for (const file of files) {
    const marker = markers.get(file.path);
    if (marker !== undefined) file.baseMarker = marker;
  }
  if (countsUntracked(spec, untracked)) {
    for (const change of await readUntrackedChanges(git, options)) {
      const body = change.addedLines.map((l) => `+${l}`).join("\n");
      files.push({
        path: change.path,
        status: "added",
        binary: change.binary,
        additions: change.addedLines.length,
        deletions: 0,
        patch: `diff --git a/${change.path} b/${change.path}\nnew file (untracked)\n@@ -0,0 +1,${change.addedLines.length} @@\n${body}\n`,
        // Decoded as a tracked file is, and noted as one is: the reviewer reads where the text came from.
        ...(change.encodingNote ? { encodingNote: headNote(change.encodingNote) } : {}),
        ...(change.unreadable ? { unreadable: true } : {}),
      });
    }
  }
  return files;
}

/**
 * The run's file policy: the sandbox's withheld files (default secret types
 * plus the base configuration's denylist) and the base configuration's path
 * rules (the run fact `path_rules`). `incremental` narrows to the run's
 * `review_paths`: only the code-review lane does that.
 */
export function runFilePolicy(context: ReviewContext, options: { incremental: boolean }): ReviewFilePolicy {
  const { sandbox } = context.services;
  const rules = (context.facts.path_rules ?? {}) as BasePathRules;
  return reviewFilePolicy({
    withheld: (path) => sandbox.withheld(path),
    paths: rules,
    ...(options.incremental ? { isUnchanged: unchangedPaths(context.facts.review_paths) } : {}),
    // Code review (the incremental caller) reads the security-only files too at posture hardened.
    readsSecurityOnly: options.incremental && context.facts.security_posture === "hardened",
  });
}

/** A positive integer variable; `--var chunk_tokens=2000` arrives as the string "2000". */
export function positiveInt(value: unknown, fallback: number): number {
  const number = typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === "number" && Number.isInteger(number) && number > 0 ? number : fallback;
}

/** A changed file as the file table lists it. */
export type ListedFile = Pick<FileDiff, "path" | "status" | "additions" | "deletions">;

/** The file table's rows, in the listing's (git's) order. */
export function fileTableOf(files: readonly ListedFile[]): ListedFile[] {
  return files.map((f) => ({ path: f.path, status: f.status, additions: f.additions, deletions: f.deletions }));
}

/**
 * The rows a code-review shard reports: only its own chunks' files when the
 * plan recorded the whole table beside its chunk assignment (the gate shows
 * the plan's table, and the partials stay small), else the whole listing.
 */
function shardFileTable(files: readonly ListedFile[], plan: ChunkPlan, tableInPlan: boolean): ListedFile[] {
  if (!tableInPlan) return fileTableOf(files);
  const own = new Set(plan.chunks.flatMap((chunk) => chunk.paths));
  return fileTableOf(files.filter((file) => own.has(file.path)));
}

/** One shard's part of the plan: the chunks it keeps (global indices), and the matrix plan's chunk assignment when it recorded one. */
export interface ShardSelection {
  wanted: (index: number) => boolean;
  assignment?: ChunkAssignment;
}

/**
 * The run's diff, planned into chunks exactly as read_diff plans them. The
 * matrix plan calls it with no chunk cap to count and assign the chunks it
 * must shard. A shard keeps only its chunks; with the plan's assignment it
 * redacts and renders only their files. `chunkCount` is the whole plan's.
 */
export async function planDiffChunks(
  context: ReviewContext,
  diffSpec: string,
  limits: { chunkTokens: number; maxChunks: number; matrixChunks?: number },
  signal?: AbortSignal,
  shard?: ShardSelection,
): Promise<{ files: ListedFile[]; plan: ChunkPlan; chunkCount: number }> {
  const { git, sandbox } = context.services;
  if (!git) throw new Error("no git client in this run");
  const files = await readRawFileDiffs(git, diffSpec, signal, runUntracked(context));
  // A file no decoder makes legible is in no chunk: it is listed as not reviewed, so coverage is partial.
  const readable = files.filter((file) => !file.unreadable);
  const unreadable = files.filter((file) => file.unreadable).map((file) => ({ path: file.path, reason: UNREADABLE_ENCODING }));
  const withUnreadable = (plan: ChunkPlan): ChunkPlan => (unreadable.length === 0 ? plan : { ...plan, overBudget: [...plan.overBudget, ...unreadable] });
  // Only this lane narrows to the incremental scope; changed_paths stays the whole diff.
  const options = { ...limits, policy: runFilePolicy(context, { incremental: true }) };
  const assigned = shard?.assignment && assignedChunks(readable, shard.assignment, { ...options, wanted: shard.wanted, redact: sandbox.redact });
  if (assigned) return { files, plan: withUnreadable(assigned), chunkCount: shard!.assignment!.chunks.length };
  for (const file of readable) file.patch = redactPatch(file.patch, sandbox.redact);
  const plan = withUnreadable(planChunks(readable, options));
  return { files, plan: shard ? { ...plan, chunks: plan.chunks.filter((chunk) => shard.wanted(chunk.index)) } : plan, chunkCount: plan.chunks.length };
}

export const readDiff: ReviewScript = {
  // diff_spec is written back so the review prompt names the diff actually read, not the graph's default.
  reads: { diff_spec: z.string() },
  writes: {
    diff_spec: z.string(),
    chunks: z.array(z.unknown()),
    chunk_count: z.number().int().min(0),
    file_stats: z.array(z.unknown()),
    changed_paths: z.array(z.string()),
    skipped_files: z.array(z.unknown()),
    over_budget_files: z.array(z.unknown()),
    diff_error: z.string(),
    context_summary: z.unknown(),
  },
  run: async ({ state, context, signal }) => {
    const diffSpec = runDiffSpec(context, state);
    // A matrix shard keeps its own chunks of the whole matrix's plan: one job's chunks, then the rest up to max_chunks per shard.
    // Indices and the count stay global.
    const job = matrixJobFact(context.facts);
    const shard = job?.lane === "code-review" ? job : undefined;
    const assignment = shard && matrixChunksFact(context.facts);
    let files: ListedFile[];
    let plan: ChunkPlan;
    let chunkCount: number;
    try {
      const maxChunks = positiveInt(state.max_chunks, DEFAULT_MAX_CHUNKS);
      const limits = {
        chunkTokens: positiveInt(state.chunk_tokens, DEFAULT_CHUNK_TOKENS),
        maxChunks,
        ...(shard ? { matrixChunks: maxChunks * shard.shards } : {}),
      };
      const selection = shard && { wanted: (index: number) => inShard(index, shard.shard, shard.shards), assignment };
      ({ files, plan, chunkCount } = await planDiffChunks(context, diffSpec, limits, signal, selection));
    } catch (error) {
      if (signal.aborted) throw error;
      return {
        diff_spec: diffSpec,
        chunks: [],
        chunk_count: 0,
        file_stats: [],
        changed_paths: [],
        skipped_files: [],
        over_budget_files: [],
        diff_error: messageOf(error),
        context_summary: null,
      };
    }
    // The code map's context per chunk, after the diff read; a shard maps for its own chunks, so it sees what one job sees.
    const patches = new Map((files as FileDiff[]).map((f) => [f.path, f.patch]));
    const contextSummary = await addChunkContexts(context.services.sandbox, plan.chunks, patches, contextShare(state.context_share), signal);
    return {
      diff_spec: diffSpec,
      chunks: plan.chunks,
      chunk_count: chunkCount,
      file_stats: shard ? shardFileTable(files, plan, assignment !== undefined) : fileTableOf(files),
      changed_paths: files.filter((f) => f.status !== "deleted").map((f) => f.path),
      skipped_files: plan.skipped,
      over_budget_files: plan.overBudget,
      diff_error: "",
      context_summary: contextSummary,
    };
  },
};
