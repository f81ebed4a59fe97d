/** The machine-readable review result, versioned. Its JSON Schema is schemas/gauntlet-review.schema.json. */
import type { Usage } from "../../engine/index.js";
import type { LocatedFinding } from "../findings.js";
import type { OverBudget } from "../codeReview/overBudget.js";
import type { IncompleteItem } from "./incomplete.js";
import type { LaneName } from "./lanes.js";
import type { LaneState } from "./laneState.js";
import type { LanePass } from "./laneTiming.js";

export type { LanePass } from "./laneTiming.js";

/** /2: `incomplete` names lanes, coverage and pipeline faults with their kinds; fingerprints anchor on the place (24 hex). */
export const RESULT_SCHEMA = "gauntlet.review/2";

export interface UsageSummary {
  prompt_tokens: number;
  completion_tokens: number;
  calls: number;
  cost_usd: number | null;
  /** Of prompt_tokens, those served from the endpoint's prompt cache; absent when no endpoint reported any. */
  cached_prompt_tokens?: number;
}

/** Meter totals (per graph, or the run's) as one summary; cost and cached tokens only when some total has them. */
export function usageSummary(totals: readonly (Usage | undefined)[]): UsageSummary {
  const sum = (pick: (usage: Usage) => number) => totals.reduce((total, usage) => total + (usage ? pick(usage) : 0), 0);
  const cached = totals.some((t) => t?.cachedPromptTokens !== undefined);
  return {
    prompt_tokens: sum((u) => u.promptTokens),
    completion_tokens: sum((u) => u.completionTokens),
    calls: sum((u) => u.calls),
    cost_usd: totals.some((t) => t?.costUsd !== undefined) ? sum((u) => u.costUsd ?? 0) : null,
    ...(cached ? { cached_prompt_tokens: sum((u) => u.cachedPromptTokens ?? 0) } : {}),
  };
}

/** `N prompt (C cached) + M completion tokens`: the cached share apart, when it is known. */
export function describeTokens(usage: UsageSummary): string {
  const cached = usage.cached_prompt_tokens !== undefined ? ` (${usage.cached_prompt_tokens} cached)` : "";
  return `${usage.prompt_tokens} prompt${cached} + ${usage.completion_tokens} completion tokens`;
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
  /** Lane, path, severity, the cited lines' text and their place, hashed: stable across rewordings and moves (fingerprint.ts). */
  fingerprint: string;
  /** The first format's fingerprint (no place), for dismissals recorded in it; absent when not computed (an old state). */
  fingerprint_v1?: string;
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
    /** `budget` and `detail` say which budget left an over-budget file out, and what to do. */
    not_reviewed: { path: string; reason: string; budget?: OverBudget | undefined; detail?: string | undefined }[];
    skipped: { path: string; reason: string; source: string }[];
  };
  /** What the review could not cover; empty exactly when it covered everything it was asked to. */
  incomplete: IncompleteItem[];
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
