/**
 * Groups a diff into review chunks under a token budget (chars / 4). Source
 * before tests before docs, then by churn. Files skipped by policy, or left
 * out of an incremental re-review, are listed with their reason and its
 * source; files beyond the budget are listed as over budget. Nothing is
 * dropped silently. A deleted file is shown as one line: the reviewer sees
 * that it went, and reads the base for what it held.
 */
import { fileRank, skipDecision, type ReviewFilePolicy } from "./filePolicy.js";
import type { FileDiff, NotReviewedFile, ReviewChunk, SkippedFile } from "./types.js";

export interface ChunkOptions {
  /** Tokens per chunk (chars / 4). */
  chunkTokens: number;
  maxChunks: number;
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

export const tokensOf = (text: string) => Math.ceil(text.length / 4);
/** `localeCompare` without arguments, as one collator: building one per comparison is most of sorting 2,000 paths. */
const comparePaths = new Intl.Collator().compare;

/**
 * One hunk with head-side line numbers, so findings can cite real lines. The
 * numbers are padded only to the hunk's widest: padding is paid in tokens on
 * every line of every diff a reviewer reads.
 */
export function renderHunk(hunk: string): string {
  const lines = hunk.split("\n");
  const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(lines[0] ?? "");
  let next = header ? Number(header[1]) : 1;
  const rows: { number?: number; mark: string; text: string }[] = [];
  for (const line of lines.slice(1)) {
    if (line.startsWith("+")) rows.push({ number: next++, mark: "+", text: line.slice(1) });
    else if (line.startsWith("-")) rows.push({ mark: "-", text: line.slice(1) });
    else if (line.startsWith("\\")) rows.push({ mark: " ", text: line });
    else if (line !== "" || lines.length > 1) rows.push({ number: next++, mark: " ", text: line.slice(1) });
  }
  const width = String(Math.max(1, next - 1)).length;
  const out = rows.map((row) => `${(row.number === undefined ? "" : String(row.number)).padStart(width)} ${row.mark} ${row.text}`);
  return [lines[0]!, ...out].join("\n");
}

/** Splits a file's patch section into its hunks (each starting with @@). */
export function hunksOf(patch: string): string[] {
  const hunks: string[] = [];
  let current: string[] | undefined;
  for (const line of patch.replace(/\n$/, "").split("\n")) {
    if (line.startsWith("@@")) {
      if (current) hunks.push(current.join("\n"));
      current = [line];
    } else if (current) {
      current.push(line);
    }
  }
  if (current) hunks.push(current.join("\n"));
  return hunks;
}

function fileHeader(file: FileDiff): string {
  const rename = file.oldPath && file.oldPath !== file.path ? ` (renamed from ${file.oldPath})` : "";
  const encoding = file.encodingNote ? ` [${file.encodingNote}]` : "";
  return `### ${file.path}${rename} — ${file.status}, +${file.additions} −${file.deletions}${encoding}`;
}

/** A file as pieces that each fit the budget: whole, or split at hunk boundaries. Undefined when a hunk alone is too big. */
export function piecesOf(file: FileDiff, budget: number): string[] | undefined {
  const header = fileHeader(file);
  if (file.tooLarge) return undefined;
  if (file.status === "deleted") return [`${header} (deleted: its content is at the base)`];
  const hunks = hunksOf(file.patch).map(renderHunk);
  const whole = [header, ...hunks].join("\n");
  if (tokensOf(whole) <= budget) return [whole];
  const pieces: string[] = [];
  let current = header;
  for (const hunk of hunks) {
    if (tokensOf(header + "\n" + hunk) > budget) return undefined;
    if (tokensOf(current + "\n" + hunk) > budget) {
      pieces.push(current);
      current = `${header} (continued)`;
    }
    current += "\n" + hunk;
  }
  pieces.push(current);
  return pieces;
}

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

export function planChunks(files: readonly FileDiff[], options: ChunkOptions): ChunkPlan {
  const { skipped, reviewable } = reviewOrder(files, options.policy);

  const chunks: ReviewChunk[] = [];
  const overBudget: NotReviewedFile[] = [];
  let current: { paths: string[]; parts: string[]; tokens: number } = { paths: [], parts: [], tokens: 0 };
  const close = () => {
    if (current.parts.length === 0) return;
    chunks.push(chunkOf(chunks.length + 1, current.paths, current.parts));
    current = { paths: [], parts: [], tokens: 0 };
  };

  for (const file of reviewable) {
    const pieces = piecesOf(file, options.chunkTokens);
    if (!pieces) {
      overBudget.push({ path: file.path, reason: "over budget" });
      continue;
    }
    // Chunks needed if this file goes in: a file is reviewed whole or not at all.
    const needed = pieces.length === 1 && current.tokens + tokensOf(pieces[0]!) <= options.chunkTokens ? 0 : pieces.length;
    const open = current.parts.length > 0 ? 1 : 0;
    if (chunks.length + open + needed > options.maxChunks) {
      overBudget.push({ path: file.path, reason: "over budget" });
      continue;
    }
    for (const piece of pieces) {
      const tokens = tokensOf(piece);
      if (current.tokens + tokens > options.chunkTokens) close();
      current.parts.push(piece);
      if (!current.paths.includes(file.path)) current.paths.push(file.path);
      current.tokens += tokens + 1;
    }
  }
  close();
  return { chunks, skipped, overBudget, reviewable: reviewable.map((file) => file.path) };
}
