/** The code-review lane's data: chunks in, findings and a lane result out. */
import type { LocatedFinding } from "../findings.js";
import type { OverBudget } from "./overBudget.js";

/** One changed file, as the diff reader sees it. */
export interface FileDiff {
  path: string;
  oldPath?: string;
  status: string;
  binary: boolean;
  additions: number;
  deletions: number;
  /** The file's unified diff section (headers and hunks). */
  patch: string;
  /** A generated-file marker in the file's first lines at the base (see filePolicy.ts). */
  baseMarker?: string;
  /** Its text patch was larger than the diff reader reads: not reviewable whole. */
  tooLarge?: boolean;
  /** Meant as text, but no decoder makes it legible (decodedDiff.ts): never shown, listed as not reviewed. */
  unreadable?: boolean;
  /** How its bytes were decoded when they were not plain UTF-8: shown to the reviewer beside the file. */
  encodingNote?: string;
  /** How a lane's view shows it, when not as its whole diff (the security lane's prose view): said in its header. */
  viewNote?: string;
}

export type SkipReason =
  | "binary"
  | "generated"
  | "lockfile"
  | "vendored"
  | "withheld (sensitive)"
  | "ignored by configuration"
  /** Built-in convention edited in place, or added with a generator's header: the security lane reads its added lines. */
  | "reviewed by security only"
  /** Incremental re-review: not read again, its earlier findings are carried forward. Never makes coverage partial. */
  | "unchanged since the last review";

export interface SkippedFile {
  path: string;
  reason: SkipReason;
  /** Where the reason came from: the base configuration, a fixed rule, the content. Never the pull request. */
  source: string;
}

export type NotReviewedFile =
  /** `budget` says which budget and what to do; absent only in a result written before it was recorded. */
  { path: string; reason: "over budget"; budget?: OverBudget } | { path: string; reason: "review failed" | "unreadable encoding" };

/** One unit of review: a few files' hunks under the token budget. */
export interface ReviewChunk {
  index: number;
  paths: string[];
  /** The hunks, rendered with head-side line numbers. */
  diff: string;
  tokens: number;
  /** What the change touches beyond its diff, from the code map (context/); empty for diff-only context. */
  context?: string;
}

/** What review_chunk returns, validated by its output_schema. */
export interface ChunkReview {
  summary: string;
  findings: RawFinding[];
}

export interface RawFinding {
  severity: string;
  path: string;
  start_line: number;
  end_line: number;
  title: string;
  claim: string;
  suggestion: string;
  /** The exact new text of lines start_line..end_line when the fix is a direct replacement; absent otherwise. */
  replacement?: string;
  /** The chunk it was reported in (set by collect, never by the model). */
  chunk?: number;
}

export interface ReviewFinding extends RawFinding, LocatedFinding {
  /** False when the path is not in the diff or the lines do not exist: kept, never annotated. */
  location_valid: boolean;
}

/** A finding as its chunk reported it, before duplicates merge: what a matrix gate merges once across shards. */
export interface RawReviewFinding extends RawFinding {
  chunk: number;
  /** Its place in the job's list (chunk order, then the chunk's own order). */
  order: number;
  /** The id of the job's merged finding it went into, whose verdict it carries. */
  group: string;
  location_valid: boolean;
}

export interface FindingCounts {
  critical: number;
  warnings: number;
  suggestions: number;
  nitpicks: number;
}

/** The lane's structured result: the report's facts, for annotations and the gauntlet. */
export interface CodeReviewResult {
  lane: "code-review";
  verdict: "PASS" | "BLOCKED";
  degraded: string | null;
  /** Each file not reviewed with why; an over-budget one also with `detail`, its budget in words (overBudget.ts). */
  coverage: { complete: boolean; not_reviewed: (NotReviewedFile & { detail?: string })[]; skipped: SkippedFile[] };
  files_reviewed: number;
  counts: FindingCounts;
  /** Kept findings: VERIFIED, UNVERIFIABLE and UNCHECKED. */
  findings: ReviewFinding[];
  /** Findings the verifier proved FALSE. */
  dropped: ReviewFinding[];
}
