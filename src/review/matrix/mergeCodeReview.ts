/**
 * Code review's shards as one render input, so the gate renders the lane
 * with the same renderCodeReview a single job uses. Shards partition the
 * chunks: findings (kept and dropped) are put back in chunk order, merged
 * across shards by collect's duplicate rule, and renumbered F1…Fn — the ids
 * a single job assigns — so fingerprints, annotations and `/gauntlet dismiss`
 * agree. Coverage is the union.
 */
import { mergeDuplicates } from "../codeReview/collect.js";
import type { CodeReviewRenderInput } from "../codeReview/renderInput.js";

type Finding = CodeReviewRenderInput["findings"][number];

/** Entries unique by path, first seen first. */
function unionByPath<T extends { path: string }>(lists: readonly (readonly T[])[]): T[] {
  const seen = new Map<string, T>();
  for (const list of lists) for (const entry of list) if (!seen.has(entry.path)) seen.set(entry.path, entry);
  return [...seen.values()];
}

const distinct = (values: readonly string[]) => [...new Set(values.filter((v) => v !== ""))];

/**
 * A duplicate across shards keeps the first wording and the more severe
 * severity (collect's rule). Its verdict: a kept twin outweighs a twin the
 * verifier proved FALSE, so a merge never drops what some shard kept.
 */
function absorbVerdict(twin: Finding, finding: Finding): void {
  if (twin.verdict !== "FALSE" || finding.verdict === "FALSE") return;
  twin.verdict = finding.verdict;
  twin.evidence = finding.evidence;
  twin.note = finding.note;
}

/** The shards' inputs, in shard order (1…N). */
export function mergeCodeReviewShards(shards: readonly CodeReviewRenderInput[]): CodeReviewRenderInput {
  const ordered = shards
    .flatMap((input, shard) => input.findings.map((finding, local) => ({ finding, shard, local })))
    // A finding without a chunk (an older partial) sorts after those with one, in shard order.
    .sort((a, b) => (a.finding.chunk ?? Infinity) - (b.finding.chunk ?? Infinity) || a.shard - b.shard || a.local - b.local)
    .map((entry) => entry.finding);
  const findings = mergeDuplicates(ordered, absorbVerdict).map((finding, i) => ({ ...finding, id: `F${i + 1}` }));
  const byChunk = <T extends { chunk: number }>(lists: readonly (readonly T[])[]) => lists.flat().sort((a, b) => a.chunk - b.chunk);
  const faults = distinct(shards.map((s) => s.verifier_fault ?? ""));
  return {
    findings,
    file_stats: unionByPath(shards.map((s) => s.file_stats)),
    skipped: unionByPath(shards.map((s) => s.skipped)),
    over_budget: unionByPath(shards.map((s) => s.over_budget)),
    failed_chunks: byChunk(shards.map((s) => s.failed_chunks)),
    walkthrough: byChunk(shards.map((s) => s.walkthrough)),
    diff_error: distinct(shards.map((s) => s.diff_error)).join("; "),
    verifier_fault: faults.length > 0 ? faults.join("; ") : null,
    budget_exhausted: shards.some((s) => s.budget_exhausted),
    rigor: shards[0]?.rigor ?? "production",
  };
}
