/**
 * Code review's shards as one render input, so the gate renders the lane
 * with the same renderCodeReview a single job uses. Shards partition the
 * chunks and ship their findings before duplicate merging (raw_findings):
 * the gate puts them in global (chunk, order) order and runs collect's
 * merge once, as a single job does, then numbers F1…Fn — so ids, line
 * ranges and fingerprints equal a single job's. Coverage is the union.
 */
import { groupDuplicates } from "../codeReview/collect.js";
import type { CodeReviewRenderInput } from "../codeReview/renderInput.js";
import { VERIFIED_SEVERITIES } from "../findings.js";
import { mergeContextSummaries, type ContextSummary } from "../context/runMap.js";

const optionalContext = (context: ContextSummary | undefined) => (context ? { context } : {});

type RawFinding = CodeReviewRenderInput["raw_findings"][number];

/** Entries unique by path, first seen first. */
function unionByPath<T extends { path: string }>(lists: readonly (readonly T[])[]): T[] {
  const seen = new Map<string, T>();
  for (const list of lists) for (const entry of list) if (!seen.has(entry.path)) seen.set(entry.path, entry);
  return [...seen.values()];
}

const distinct = (values: readonly string[]) => [...new Set(values.filter((v) => v !== ""))];

/** For blocking, a kept verdict outweighs FALSE; among kept ones, the one with more evidence wins. */
const VERDICT_RANK: Record<RawFinding["verdict"], number> = { FALSE: 0, UNCHECKED: 1, UNVERIFIABLE: 2, VERIFIED: 3 };

/**
 * Twins verified differently (by different shards, or at different
 * severities) merge to the stricter verdict for blocking: a kept twin
 * outweighs one proved FALSE, so a VERIFIED 🔴 stays blocking.
 */
function absorbVerdict(twin: RawFinding, finding: RawFinding): void {
  if (VERDICT_RANK[finding.verdict] <= VERDICT_RANK[twin.verdict]) return;
  twin.verdict = finding.verdict;
  twin.evidence = finding.evidence;
  twin.note = finding.note;
}

/**
 * The merged finding as a single job would show it. Its location is valid when
 * the twin reaching furthest is (that line exists) and every twin starts at a
 * real line. A 🔴/🟡 is never UNCHECKED: if no twin was verified at that
 * severity, it is UNVERIFIABLE (kept, and blocking as a single job's would be).
 */
function settle(merged: RawFinding, twins: readonly RawFinding[], id: string): CodeReviewRenderInput["findings"][number] {
  const furthest = twins.filter((t) => t.end_line === merged.end_line);
  const location_valid = merged.start_line >= 1 && furthest.some((t) => t.location_valid);
  const unchecked = merged.verdict === "UNCHECKED" && VERIFIED_SEVERITIES.includes(merged.severity);
  const { order: _order, group: _group, ...finding } = merged;
  return {
    ...finding,
    id,
    location_valid,
    ...(unchecked
      ? { verdict: "UNVERIFIABLE" as const, note: [merged.note, "merged across shards: no shard verified it at this severity"].filter(Boolean).join(" — ") }
      : {}),
  };
}

/**
 * The shards' inputs, in shard order (1…N). `fileTable`: the plan's table of the whole diff, which
 * the shards then list only in part; without it, the union of theirs.
 */
export function mergeCodeReviewShards(shards: readonly CodeReviewRenderInput[], fileTable?: CodeReviewRenderInput["file_stats"]): CodeReviewRenderInput {
  // Chunks partition across shards, so (chunk, order) is the single job's order.
  const raw = shards.flatMap((input) => input.raw_findings).sort((a, b) => a.chunk - b.chunk || a.order - b.order);
  const { kept, groupOf } = groupDuplicates(raw, absorbVerdict);
  const findings = kept.map((merged, i) =>
    settle(
      merged,
      raw.filter((_, r) => groupOf[r] === i),
      `F${i + 1}`,
    ),
  );
  const rawFindings = raw.map((finding, r) => ({ ...finding, group: `F${groupOf[r]! + 1}` }));
  const byChunk = <T extends { chunk: number }>(lists: readonly (readonly T[])[]) => lists.flat().sort((a, b) => a.chunk - b.chunk);
  const faults = distinct(shards.map((s) => s.verifier_fault ?? ""));
  return {
    findings,
    raw_findings: rawFindings,
    chunk_count: Math.max(0, ...shards.map((s) => s.chunk_count)),
    file_stats: fileTable ?? unionByPath(shards.map((s) => s.file_stats)),
    skipped: unionByPath(shards.map((s) => s.skipped)),
    over_budget: unionByPath(shards.map((s) => s.over_budget)),
    failed_chunks: byChunk(shards.map((s) => s.failed_chunks)),
    walkthrough: byChunk(shards.map((s) => s.walkthrough)),
    diff_error: distinct(shards.map((s) => s.diff_error)).join("; "),
    verifier_fault: faults.length > 0 ? faults.join("; ") : null,
    budget_exhausted: shards.some((s) => s.budget_exhausted),
    rigor: shards[0]?.rigor ?? "production",
    ...optionalContext(mergeContextSummaries(shards.map((s) => s.context))),
  };
}
