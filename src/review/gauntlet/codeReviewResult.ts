/**
 * The code-review lane's structured result (the child's `{{result}}`), read
 * into typed findings and the facts the gate needs. It crosses a graph
 * boundary as plain data, so it is parsed, not cast: what does not parse
 * contributes nothing, and the lane's report still decides.
 */
import { z } from "zod";
import { VERIFIER_VERDICTS } from "../findings.js";
import { notReviewedSchema, type CodeReviewVerdict, type LaneFinding } from "./laneOutcome.js";
import { codeReviewSeverityOf } from "./severity.js";

const findingSchema = z.object({
  id: z.string(),
  severity: z.string(),
  path: z.string(),
  start_line: z.number(),
  end_line: z.number(),
  title: z.string(),
  claim: z.string(),
  verdict: z.enum([...VERIFIER_VERDICTS, "UNCHECKED"]),
  evidence: z.string().catch(""),
  note: z.string().catch(""),
  location_valid: z.boolean().catch(false),
  suggestion: z.string().catch(""),
  replacement: z.unknown().optional(),
});

const resultSchema = z.object({
  verdict: z.unknown(),
  counts: z
    .object({ critical: z.number().int().min(0).catch(0) })
    .partial()
    .optional()
    .catch(undefined),
  coverage: z
    .object({
      complete: z.unknown(),
      not_reviewed: z.array(notReviewedSchema).catch([]),
      skipped: z.array(z.object({ path: z.string(), reason: z.string(), source: z.string() })).catch([]),
    })
    .optional()
    .catch(undefined),
  findings: z.array(z.unknown()).catch([]),
  dropped: z.array(z.unknown()).catch([]),
});

export function codeReviewSummary(result: unknown): CodeReviewVerdict["result"] {
  const parsed = resultSchema.safeParse(result);
  if (!parsed.success) return null;
  const { verdict, counts, coverage } = parsed.data;
  return {
    verdict: verdict === "PASS" || verdict === "BLOCKED" ? verdict : null,
    critical: counts?.critical ?? 0,
    coverage: coverage ? { complete: coverage.complete === true, not_reviewed: coverage.not_reviewed, skipped: coverage.skipped } : null,
  };
}

/** Kept and dropped findings, each with its Severity; a finding that does not parse is left out. */
export function codeReviewFindings(result: unknown): LaneFinding[] {
  const parsed = resultSchema.safeParse(result);
  if (!parsed.success || !Array.isArray((result as { findings?: unknown }).findings)) return [];
  const found: LaneFinding[] = [];
  for (const raw of [...parsed.data.findings, ...parsed.data.dropped]) {
    const finding = findingSchema.safeParse(raw);
    const severity = finding.success ? codeReviewSeverityOf(finding.data.severity) : undefined;
    if (!finding.success || !severity) continue;
    const { replacement, ...rest } = finding.data;
    found.push({ ...rest, severity, ...(typeof replacement === "string" && replacement !== "" ? { replacement } : {}) });
  }
  return found;
}
