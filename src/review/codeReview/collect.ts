/**
 * collect: stable ids F1…Fn, duplicates merged, locations checked against the
 * diff and the files. A finding at a bad location is kept and marked, never
 * annotated. The 🔴/🟡 findings become the verifier's typed input.
 */
import { z } from "zod";
import { readWorkspaceLine } from "../../llm/tools/index.js";
import { VERIFIED_SEVERITIES, faultNote, isPipelineFault, type FindingItem } from "../findings.js";
import type { ChunkReview, RawFinding, RawReviewFinding, ReviewChunk, ReviewFinding } from "./types.js";
import type { ReviewScript } from "../services.js";

const SEVERITY_ORDER = ["🔴 CRITICAL", "🟡 WARNING", "🟢 SUGGESTION", "💡 NITPICK"];

const normalizeTitle = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

function isDuplicate(a: RawFinding, b: RawFinding): boolean {
  return a.path === b.path && a.start_line <= b.end_line && b.start_line <= a.end_line && normalizeTitle(a.title) === normalizeTitle(b.title);
}

function isChunkReview(value: unknown): value is ChunkReview {
  return typeof value === "object" && value !== null && Array.isArray((value as ChunkReview).findings) && typeof (value as ChunkReview).summary === "string";
}

/**
 * Merges duplicates, keeping the first wording and the more severe severity.
 * `absorb` lets a caller carry more of the later twin over (the matrix gate: its verdict).
 */
export function mergeDuplicates<T extends RawFinding>(findings: readonly T[], absorb?: (twin: T, finding: T) => void): T[] {
  return groupDuplicates(findings, absorb).kept;
}

/** mergeDuplicates, also telling which kept finding each input went into (`groupOf[i]`, an index into `kept`). */
export function groupDuplicates<T extends RawFinding>(findings: readonly T[], absorb?: (twin: T, finding: T) => void): { kept: T[]; groupOf: number[] } {
  const kept: T[] = [];
  const groupOf: number[] = [];
  for (const finding of findings) {
    const index = kept.findIndex((k) => isDuplicate(k, finding));
    groupOf.push(index === -1 ? kept.length : index);
    if (index === -1) {
      kept.push({ ...finding });
      continue;
    }
    const twin = kept[index]!;
    absorb?.(twin, finding);
    if (SEVERITY_ORDER.indexOf(finding.severity) < SEVERITY_ORDER.indexOf(twin.severity)) twin.severity = finding.severity;
    twin.start_line = Math.min(twin.start_line, finding.start_line);
    twin.end_line = Math.max(twin.end_line, finding.end_line);
  }
  return { kept, groupOf };
}

export const collect: ReviewScript = {
  reads: { chunks: z.array(z.unknown()), chunk_reviews: z.array(z.unknown()), changed_paths: z.array(z.string()) },
  writes: {
    findings: z.array(z.unknown()),
    raw_findings: z.array(z.unknown()),
    verifier_items: z.array(z.unknown()),
    walkthrough: z.array(z.unknown()),
    failed_chunks: z.array(z.unknown()),
  },
  run: async ({ state, context, signal }) => {
    const chunks = (state.chunks ?? []) as ReviewChunk[];
    const reviews = (state.chunk_reviews ?? []) as unknown[];
    const changed = new Set((state.changed_paths ?? []) as string[]);
    const { sandbox } = context.services;

    const raw: RawFinding[] = [];
    const walkthrough: { chunk: number; paths: string[]; summary: string }[] = [];
    const failed: { chunk: number; paths: string[]; note: string }[] = [];
    chunks.forEach((chunk, i) => {
      const review = reviews[i];
      if (isChunkReview(review)) {
        walkthrough.push({ chunk: chunk.index, paths: chunk.paths, summary: review.summary });
        // The chunk travels with the finding: a matrix gate orders shards' findings by it, as this loop does.
        raw.push(...review.findings.map((finding) => ({ ...finding, chunk: chunk.index })));
        return;
      }
      const note = isPipelineFault((review as { note?: unknown })?.note)
        ? (review as { note: string }).note
        : faultNote("code-reviewer", "review_chunk", "crash", `chunk ${chunk.index} returned no usable review`);
      failed.push({ chunk: chunk.index, paths: chunk.paths, note });
    });

    const locationExists = async (finding: RawFinding) =>
      finding.start_line >= 1 &&
      finding.end_line >= finding.start_line &&
      changed.has(finding.path) &&
      (await readWorkspaceLine(sandbox, finding.path, finding.end_line, signal)) !== undefined;
    const { kept, groupOf } = groupDuplicates(raw);
    // Before merging, for a matrix gate to merge once across shards: each with its chunk, order and group (render fills in the verdict).
    const rawFindings: RawReviewFinding[] = [];
    for (const [order, finding] of raw.entries()) {
      rawFindings.push({ ...finding, chunk: finding.chunk ?? 1, order, group: `F${groupOf[order]! + 1}`, location_valid: await locationExists(finding) });
    }
    const findings: ReviewFinding[] = [];
    for (const [i, finding] of kept.entries()) {
      const exists = await locationExists(finding);
      findings.push({
        ...finding,
        id: `F${i + 1}`,
        lane: "code-review",
        verdict: VERIFIED_SEVERITIES.includes(finding.severity) ? "UNVERIFIABLE" : "UNCHECKED",
        evidence: "",
        note: exists ? "" : `location ${finding.path}:${finding.start_line}-${finding.end_line} is not in the diff or does not exist`,
        location_valid: exists,
      });
    }
    const verifierItems: FindingItem[] = findings
      .filter((f) => VERIFIED_SEVERITIES.includes(f.severity))
      .map((f) => ({
        id: f.id,
        severity: f.severity,
        path: f.path,
        lines: f.start_line === f.end_line ? String(f.start_line) : `${f.start_line}-${f.end_line}`,
        claim: `${f.title}: ${f.claim}`,
      }));
    return { findings, raw_findings: rawFindings, verifier_items: verifierItems, walkthrough, failed_chunks: failed };
  },
};
