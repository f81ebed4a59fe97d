/** The machine-readable review result, versioned. Its JSON Schema is schemas/gauntlet-review.schema.json. */
import type { LocatedFinding } from "../findings.js";
import type { LaneName } from "./lanes.js";
import type { LaneState } from "./laneState.js";
import type { LanePass } from "./laneTiming.js";

export type { LanePass } from "./laneTiming.js";

export const RESULT_SCHEMA = "gauntlet.review/1";

export interface UsageSummary {
  prompt_tokens: number;
  completion_tokens: number;
  calls: number;
  cost_usd: number | null;
}

export interface LaneSummary {
  name: LaneName;
  state: LaneState;
  /** The lane's own verdict word (PASS, BLOCKED, CONFORMS, …), or null without a sentinel. */
  verdict: string | null;
  blocks: boolean;
  reasons: string[];
  /** Why the lane ran or did not: the selection's reason (e.g. "skipped (untrusted context: …)"). */
  selection: string;
  attempts: number;
  duration_ms: number;
  /** Each pass of the lane, in order, timed from the review's start; absent when no timing was kept (a replay). */
  passes?: LanePass[];
  usage: UsageSummary;
  /**
   * Every reason comes from the lane's blocking findings, so dismissing all of
   * them lifts the block. False for faults, missing verdicts, partial coverage
   * and verdicts about the change as a whole (plan conformance, the probe).
   */
  dismissible: boolean;
  /** Reasons lifted because every blocking finding was dismissed. */
  dismissed_reasons?: string[];
}

/** A human's decision that a finding does not block: who, why, and where they said it. */
export interface Dismissal {
  by: string;
  reason: string;
  source: string;
}

export interface ResultFinding extends LocatedFinding {
  /** Lane, path, severity and the cited lines' text, hashed: stable across rewordings. */
  fingerprint: string;
  /** This finding alone makes its lane block (a kept 🔴 in code review, a finding at the security threshold). */
  blocking: boolean;
  suggestion?: string;
  /** The exact new text of the cited lines, when the fix is a direct replacement. */
  replacement?: string;
  /** The head SHA of the earlier review this finding was carried forward from. */
  carried_from?: string;
  dismissed?: Dismissal;
}

export interface GauntletResult {
  schema: typeof RESULT_SCHEMA;
  verdict: "PASS" | "BLOCKED";
  reasons: string[];
  base_sha: string | null;
  head_sha: string | null;
  diff_spec: string;
  coverage: {
    complete: boolean;
    not_reviewed: { path: string; reason: string }[];
    skipped: { path: string; reason: string; source: string }[];
  };
  incomplete: string[];
  faults: string[];
  lanes: LaneSummary[];
  findings: ResultFinding[];
  usage: UsageSummary;
  /** What the code review read anew; absent for a full review. */
  review_scope?: ReviewScopeSummary;
  /** Every dismissal applied, whether or not it lifted a block. */
  dismissals?: AppliedDismissal[];
}

export interface ReviewScopeSummary {
  /** The earlier reviewed head. */
  since: string;
  /** Files the code review read anew. */
  reviewed: string[];
  /** Findings carried forward from the earlier review. */
  carried: number;
}

export interface AppliedDismissal extends Dismissal {
  /** The finding id in this result. */
  finding: string;
  fingerprint: string;
}
