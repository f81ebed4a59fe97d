/**
 * A lane's outcome as a typed value. The lane's branch reads its model's
 * verdict text into one of these exactly once (read_lane, or lane_fault for a
 * dead lane); the retry and verdict gates decide from it, and text is
 * rendered from it only at the edge (report, check, comment). The zod
 * schemas are the state contract: a slot that does not parse is a fault.
 */
import { z } from "zod";
import { VERIFIER_VERDICTS } from "../findings.js";
import { overBudgetSchema } from "../codeReview/overBudget.js";
import { LANES } from "./lanes.js";
import { SEVERITIES } from "./severity.js";

const count = z.number().int().min(0);
const laneName = z.enum(LANES);

export const laneFindingSchema = z.object({
  id: z.string(),
  severity: z.enum(SEVERITIES),
  path: z.string(),
  start_line: z.number().int(),
  end_line: z.number().int(),
  title: z.string(),
  claim: z.string(),
  verdict: z.enum([...VERIFIER_VERDICTS, "UNCHECKED"]),
  evidence: z.string(),
  note: z.string(),
  /** Whether the location is in the diff and exists (code review checks this; the others' are checked later). */
  location_valid: z.boolean(),
  suggestion: z.string(),
  replacement: z.string().optional(),
});

/** A file the code review did not read, why, and for one over budget which budget (codeReview/overBudget.ts). */
export const notReviewedSchema = z.object({
  path: z.string(),
  reason: z.string(),
  budget: overBudgetSchema.optional().catch(undefined),
  detail: z.string().optional().catch(undefined),
});

/** What the code-review lane's structured result says, beside its report. */
const codeReviewResultSummary = z.object({
  verdict: z.enum(["PASS", "BLOCKED"]).nullable(),
  critical: count,
  coverage: z
    .object({
      complete: z.boolean(),
      not_reviewed: z.array(notReviewedSchema),
      skipped: z.array(z.object({ path: z.string(), reason: z.string(), source: z.string() })),
    })
    .nullable(),
});

const securityCounts = z.object({ critical: count, high: count, medium: count, low: count });

export const laneVerdictSchema = z.discriminatedUnion("lane", [
  z.object({
    lane: z.literal("code-review"),
    verdict: z.enum(["PASS", "BLOCKED"]),
    /** Some verdict line says BLOCKED: the stricter reading wins over the last line. */
    blocking_line: z.boolean(),
    degraded: z.string().nullable(),
    /** From the summary line; without it, every 🔴 in the report. */
    critical: count,
    coverage: z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("complete") }),
      z.object({ kind: z.literal("partial"), detail: z.string() }),
      z.object({ kind: z.literal("missing") }),
    ]),
    result: codeReviewResultSummary.nullable(),
    findings: z.array(laneFindingSchema),
  }),
  z.object({
    lane: z.literal("security"),
    verdict: z.enum(["PASS", "FAIL"]),
    blocking_line: z.boolean(),
    degraded: z.string().nullable(),
    /** Severity lines on the raw report, and on the plain copy the findings are named from. */
    counts: securityCounts,
    plain_counts: securityCounts,
    posture_line: z.boolean(),
    findings: z.array(laneFindingSchema),
  }),
  z.object({
    lane: z.literal("adversary"),
    verdict: z.enum(["CONFORMS", "DIVERGES"]),
    blocking_line: z.boolean(),
    degraded: z.string().nullable(),
    criteria: z.object({ met: count, partial: count, unmet: count, diverged: count }).nullable(),
    /** Criterion lines marked Unmet or Diverged, whatever the tally says. */
    marked: count,
    findings: z.array(laneFindingSchema),
  }),
  z.object({
    lane: z.literal("probe"),
    verdict: z.enum(["PASS", "FAIL", "INCONCLUSIVE"]),
    fail_line: z.boolean(),
    inconclusive_line: z.boolean(),
    /** The last verdict line's words after INCONCLUSIVE. */
    note: z.string(),
  }),
]);

export const laneFaultSchema = z.discriminatedUnion("kind", [
  /** The lane's agent node (or its branch) failed; `retryable` null when the record does not say. */
  z.object({ kind: z.literal("node_failed"), node: z.string(), failure_kind: z.string(), message: z.string(), retryable: z.boolean().nullable() }),
  z.object({ kind: z.literal("missing_sentinel"), sentinel: z.string() }),
  /** The lane's own verdict line records an inner fault ("(degraded: …)"). */
  z.object({ kind: z.literal("inner"), message: z.string() }),
  z.object({ kind: z.literal("partial_coverage"), detail: z.string() }),
  z.object({ kind: z.literal("never_reported") }),
  /** A matrix job of the lane has no usable partial result, or its own fault (`job`: "code-review 2/3"). */
  z.object({ kind: z.literal("matrix_job"), job: z.string(), message: z.string() }),
]);

const reported = { lane: laneName, report: z.string() };

/** What a lane's map slot holds once its branch has read it. */
export const laneOutcomeSchema = z.discriminatedUnion("state", [
  z.object({ ...reported, state: z.literal("completed"), verdict: laneVerdictSchema }),
  z.object({ ...reported, state: z.literal("faulted"), verdict: laneVerdictSchema.nullable(), fault: laneFaultSchema }),
  z.object({ ...reported, state: z.literal("degraded"), verdict: laneVerdictSchema.nullable(), fault: laneFaultSchema }),
]);

export type LaneFinding = z.infer<typeof laneFindingSchema>;
export type LaneVerdict = z.infer<typeof laneVerdictSchema>;
export type LaneFault = z.infer<typeof laneFaultSchema>;
export type ReadLaneOutcome = z.infer<typeof laneOutcomeSchema>;
/** A lane as the gates see it: read, or not selected. */
export type LaneOutcome = ReadLaneOutcome | { lane: z.infer<typeof laneName>; state: "skipped" };
export type LaneState = LaneOutcome["state"];
export type CodeReviewVerdict = Extract<LaneVerdict, { lane: "code-review" }>;
export type SecurityVerdict = Extract<LaneVerdict, { lane: "security" }>;
export type AdversaryVerdict = Extract<LaneVerdict, { lane: "adversary" }>;
export type ProbeVerdict = Extract<LaneVerdict, { lane: "probe" }>;
