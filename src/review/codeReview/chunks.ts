/**
 * Groups a diff into review chunks under a token budget (chars / 4). Source
 * before tests before docs, then by churn. Files skipped by policy, or left
 * out of an incremental re-review, are listed with their reason and its
 * source; files beyond the budget are listed as over budget. Nothing is
 * dropped silently. A deleted file is shown as one line: the reviewer sees
 * that it went, and reads the base for what it held.
 */
import { fileRank, skipDecision, type ReviewFilePolicy } from "./filePolicy.js";
import { heuristicSplitPoints, splitHunk, type SplitPoints } from "./splitHunk.js";
import { capSvgHunk, isSvg, SVG_LINE_CAP, svgFactsBlock } from "./svg.js";
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

/** Room kept in a piece for its header's "(part k of n, lines a–b)". */
const PART_LABEL_ROOM = 64;

/**
 * A file as pieces that each fit the budget: whole, or split at hunk
 * boundaries, a hunk too big for a chunk split into parts (splitHunk.ts).
 * Pieces of a split file name their part and head lines. Undefined when the
 * file cannot be shown in pieces: its patch was too large to read, or one
 * line alone is over the budget.
 */
export function piecesOf(file: FileDiff, budget: number, splitPoints: SplitPoints = heuristicSplitPoints): string[] | undefined {
  const header = fileHeader(file);
  if (file.tooLarge) return undefined;
  if (file.status === "deleted") return [`${header} (deleted: its content is at the base)`];
  const rawHunks = hunksOf(file.patch);
  // An SVG is shown cut short, followed by its security facts from the whole text (svg.ts).
  const svg = isSvg(file.path);
  const show = (raw: string) => (svg ? capSvgHunk(renderHunk(raw)) : renderHunk(raw));
  const hunks = rawHunks.map(show);
  const tail = svg ? [svgFactsBlock(file.patch)] : [];
  const whole = [header, ...hunks, ...tail].join("\n");
  if (tokensOf(whole) <= budget) return [whole];
  const room = budget * 4 - header.length - PART_LABEL_ROOM - 2;
  const parts: string[] = [];
  for (const [i, hunk] of hunks.entries()) {
    if (hunk.length + 1 <= room) {
      parts.push(hunk);
      continue;
    }
    // Each row renders as its line plus a number as wide as the hunk's widest, a space, the mark and a space.
    const width = String(lastHeadLine(hunk)).length;
    const shown = (raw: string) => (svg ? Math.min(raw.length, SVG_LINE_CAP + 50) : raw.length) + width + 3;
    const split = splitHunk(file.path, rawHunks[i]!, room, splitPoints, shown);
    if (!split) return undefined;
    parts.push(...split.map(show));
  }
  parts.push(...tail);
  const groups: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const part of parts) {
    if (current.length > 0 && size + part.length + 1 > room) {
      groups.push(current);
      current = [];
      size = 0;
    }
    current.push(part);
    size += part.length + 1;
  }
  if (current.length > 0) groups.push(current);
  if (groups.some((group) => group.join("\n").length > room)) return undefined;
  return groups.map((group, k) => [`${header} (part ${k + 1} of ${groups.length}${headSpan(group)})`, ...group].join("\n"));
}

/** The last head-side line number a rendered hunk shows. */
function lastHeadLine(rendered: string): number {
  const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(rendered);
  return header ? Number(header[1]) + Math.max(0, Number(header[2] ?? 1) - 1) : 1;
}

/** ", lines a–b": the head-side lines a piece's hunks span, for a reader to place the piece in the file. */
function headSpan(group: readonly string[]): string {
  const spans = group.map((hunk) => /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(hunk)).filter((m) => m !== null && Number(m[2] ?? 1) > 0);
  if (spans.length === 0) return "";
  const first = Number(spans[0]![1]);
  const last = spans.at(-1)!;
  return `, lines ${first}–${Number(last[1]) + Number(last[2] ?? 1) - 1}`;
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
  const pieces = new Map(reviewable.map((file) => [file.path, piecesOf(file, options.chunkTokens)]));
  let packed = pack(reviewable, pieces, options, new Set());
  if (packed.capped > 0) {
    // Past the run's chunks, the biggest files are left out rather than whichever come last: the same chunks then
    // review more files. The fewest such files that let the rest fit, found by bisection (fewer files never need more chunks).
    const size = (path: string) => pieces.get(path)!.reduce((n, piece) => n + piece.length, 0);
    const bySize = reviewable
      .filter((file) => pieces.get(file.path) !== undefined)
      .map((file) => file.path)
      .sort((a, b) => size(b) - size(a) || comparePaths(a, b));
    let low = 1;
    let high = bySize.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (pack(reviewable, pieces, options, new Set(bySize.slice(0, mid))).capped === 0) high = mid;
      else low = mid + 1;
    }
    packed = pack(reviewable, pieces, options, new Set(bySize.slice(0, low)));
  }
  return { chunks: packed.chunks, skipped, overBudget: packed.overBudget, reviewable: reviewable.map((file) => file.path) };
}

/** The files in review order packed into chunks, `left` left out; `capped` counts the others the chunk cap left out. */
function pack(
  reviewable: readonly FileDiff[],
  pieces: ReadonlyMap<string, string[] | undefined>,
  options: ChunkOptions,
  left: ReadonlySet<string>,
): { chunks: ReviewChunk[]; overBudget: NotReviewedFile[]; capped: number } {
  const chunks: ReviewChunk[] = [];
  const overBudget: NotReviewedFile[] = [];
  let capped = 0;
  let current: { paths: string[]; parts: string[]; tokens: number } = { paths: [], parts: [], tokens: 0 };
  const close = () => {
    if (current.parts.length === 0) return;
    chunks.push(chunkOf(chunks.length + 1, current.paths, current.parts));
    current = { paths: [], parts: [], tokens: 0 };
  };

  for (const file of reviewable) {
    const filePieces = pieces.get(file.path);
    if (!filePieces || left.has(file.path)) {
      overBudget.push({ path: file.path, reason: "over budget" });
      continue;
    }
    // Chunks needed if this file goes in: a file is reviewed whole or not at all.
    const needed = filePieces.length === 1 && current.tokens + tokensOf(filePieces[0]!) <= options.chunkTokens ? 0 : filePieces.length;
    const open = current.parts.length > 0 ? 1 : 0;
    if (chunks.length + open + needed > options.maxChunks) {
      overBudget.push({ path: file.path, reason: "over budget" });
      capped++;
      continue;
    }
    for (const piece of filePieces) {
      const tokens = tokensOf(piece);
      if (current.tokens + tokens > options.chunkTokens) close();
      current.parts.push(piece);
      if (!current.paths.includes(file.path)) current.paths.push(file.path);
      current.tokens += tokens + 1;
    }
  }
  close();
  return { chunks, overBudget, capped };
}
