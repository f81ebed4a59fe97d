/**
 * Groups a diff into review chunks under a token budget (chars / 4). Source
 * before tests before docs, then by churn. Files skipped by policy, or left
 * out of an incremental re-review, are listed with their reason and its
 * source; files beyond a budget are listed as over budget, with which budget
 * (overBudget.ts). Nothing is dropped silently. A deleted file is shown as
 * one line: the reviewer sees that it went, and reads the base for what it held.
 *
 * A matrix plans one job's chunks first, exactly as one job does, then the
 * files they leave out into further chunks: one job's chunks are always the
 * matrix's first, so the two spend the same calls on them.
 */
import { fileRank, skipDecision, type ReviewFilePolicy } from "./filePolicy.js";
import { piecesOf, tokensOf, unshownBudget } from "./pieces.js";
import type { OverBudget } from "./overBudget.js";
import type { FileDiff, NotReviewedFile, ReviewChunk, SkippedFile } from "./types.js";

export { hunksOf, piecesOf, renderHunk, tokensOf } from "./pieces.js";

export interface ChunkOptions {
  /** Tokens per chunk (chars / 4). */
  chunkTokens: number;
  /** One job's chunks (max_chunks). */
  maxChunks: number;
  /**
   * A matrix's chunks in all (max_chunks × shards; Infinity to count them): the files one job's chunks leave
   * out are planned into more chunks, up to this many. One job's plan when absent.
   */
  matrixChunks?: number;
  policy: ReviewFilePolicy;
}

export const DEFAULT_CHUNK_TOKENS = 24_000;
export const DEFAULT_MAX_CHUNKS = 20;

export interface ChunkPlan {
  chunks: ReviewChunk[];
  skipped: SkippedFile[];
  overBudget: NotReviewedFile[];
  /** The paths of the files not skipped, in review order: each is in a chunk or over budget. */
  reviewable: string[];
}

/** `localeCompare` without arguments, as one collator: building one per comparison is most of sorting 2,000 paths. */
const comparePaths = new Intl.Collator().compare;

/** The files the policy skips, with why, and the rest in review order: the order chunks fill in. */
export function reviewOrder(files: readonly FileDiff[], policy: ReviewFilePolicy): { skipped: SkippedFile[]; reviewable: FileDiff[] } {
  const skipped: SkippedFile[] = [];
  const reviewable: FileDiff[] = [];
  for (const file of files) {
    const skip = skipDecision(file, policy);
    if (skip) skipped.push({ path: file.path, ...skip });
    else reviewable.push(file);
  }
  reviewable.sort((a, b) => fileRank(a.path) - fileRank(b.path) || b.additions + b.deletions - (a.additions + a.deletions) || comparePaths(a.path, b.path));
  return { skipped, reviewable };
}

/** A chunk of rendered parts (pieces of files, in order), as every planner closes one. */
export function chunkOf(index: number, paths: string[], parts: readonly string[]): ReviewChunk {
  const diff = parts.join("\n\n");
  return { index, paths, diff, tokens: tokensOf(diff) };
}

/** One piece of a file in a chunk: the file's `piece`-th. */
interface Slot {
  path: string;
  piece: number;
}

/**
 * Fills chunks in the order files are added, under `cap` chunks. A file goes
 * in whole or not at all: add() refuses one whose pieces would pass the cap.
 */
class Packer {
  readonly chunks: Slot[][] = [];
  private current: Slot[] = [];
  private tokens = 0;

  constructor(
    private readonly sizes: ReadonlyMap<string, readonly number[]>,
    private readonly chunkTokens: number,
    private readonly cap: number,
  ) {}

  /** Chunks used so far, the open one included. */
  get used(): number {
    return this.chunks.length + (this.current.length > 0 ? 1 : 0);
  }

  add(path: string): boolean {
    const sizes = this.sizes.get(path)!;
    const needed = sizes.length === 1 && this.tokens + sizes[0]! <= this.chunkTokens ? 0 : sizes.length;
    if (this.used + needed > this.cap) return false;
    for (const [piece, tokens] of sizes.entries()) {
      if (this.tokens + tokens > this.chunkTokens) this.closeChunk();
      this.current.push({ path, piece });
      this.tokens += tokens + 1;
    }
    return true;
  }

  /** Closes the open chunk and returns every chunk. */
  finish(): Slot[][] {
    this.closeChunk();
    return this.chunks;
  }

  private closeChunk(): void {
    if (this.current.length > 0) this.chunks.push(this.current);
    this.current = [];
    this.tokens = 0;
  }
}

/**
 * `files` (review order) in at most `cap` chunks. When they do not all fit,
 * the biggest are left out rather than whichever come last: the fewest such
 * files that let the rest fit, found by bisection (fewer files never need
 * more chunks). Then each file left out that still fits goes in after the
 * others, in review order, so no file is left out that the chunks left could hold.
 */
function fill(files: readonly string[], sizes: ReadonlyMap<string, readonly number[]>, chunkTokens: number, cap: number): { chunks: Slot[][]; left: string[] } {
  const packWithout = (out: ReadonlySet<string>) => {
    const packer = new Packer(sizes, chunkTokens, cap);
    let refused = 0;
    for (const path of files) if (!out.has(path) && !packer.add(path)) refused++;
    return { packer, refused };
  };
  const all = packWithout(new Set());
  if (all.refused === 0) return { chunks: all.packer.finish(), left: [] };
  const total = (path: string) => sizes.get(path)!.reduce((n, tokens) => n + tokens, 0);
  const bySize = [...files].sort((a, b) => total(b) - total(a) || comparePaths(a, b));
  let low = 1;
  let high = bySize.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (packWithout(new Set(bySize.slice(0, mid))).refused === 0) high = mid;
    else low = mid + 1;
  }
  const out = new Set(bySize.slice(0, low));
  const { packer } = packWithout(out);
  const left = files.filter((path) => out.has(path) && !packer.add(path));
  return { chunks: packer.finish(), left };
}

export function planChunks(files: readonly FileDiff[], options: ChunkOptions): ChunkPlan {
  const { skipped, reviewable } = reviewOrder(files, options.policy);
  const pieces = new Map(reviewable.map((file) => [file.path, piecesOf(file, options.chunkTokens)]));
  const sizes = new Map<string, number[]>();
  for (const [path, filePieces] of pieces) if (filePieces) sizes.set(path, filePieces.map(tokensOf));
  const shown = reviewable.map((file) => file.path).filter((path) => sizes.has(path));

  // One job's chunks, then (a matrix) the files they leave out in the chunks the matrix has beyond them.
  const first = fill(shown, sizes, options.chunkTokens, options.maxChunks);
  let slots = first.chunks;
  let left = first.left;
  const total = Math.max(options.maxChunks, options.matrixChunks ?? options.maxChunks);
  if (left.length > 0 && total > options.maxChunks) {
    const rest = fill(left, sizes, options.chunkTokens, total - slots.length);
    slots = [...slots, ...rest.chunks];
    left = rest.left;
  }

  const chunks = slots.map((chunk, i) => {
    const paths = [...new Set(chunk.map((slot) => slot.path))];
    return chunkOf(
      i + 1,
      paths,
      chunk.map((slot) => pieces.get(slot.path)![slot.piece]!),
    );
  });
  const leftOut = new Set(left);
  const matrix = total > options.maxChunks && Number.isFinite(total) ? { matrix_chunks: total } : {};
  const budgetOf = (file: FileDiff): OverBudget | undefined => {
    const filePieces = pieces.get(file.path);
    if (!filePieces) return unshownBudget(file, options.chunkTokens);
    if (!leftOut.has(file.path)) return undefined;
    const needs = filePieces.length;
    return needs > total
      ? { kind: "whole_run", needs, max_chunks: options.maxChunks, ...matrix }
      : { kind: "run", needs, left: Math.max(0, total - chunks.length), max_chunks: options.maxChunks, ...matrix };
  };
  const overBudget: NotReviewedFile[] = [];
  for (const file of reviewable) {
    const budget = budgetOf(file);
    if (budget) overBudget.push({ path: file.path, reason: "over budget", budget });
  }
  return { chunks, skipped, overBudget, reviewable: reviewable.map((file) => file.path) };
}
