/** The machine-readable review result, versioned. Its JSON Schema is schemas/gauntlet-review.schema.json. */
import type { GauntletFinding } from "./laneFindings.js";
import type { LaneName } from "./lanes.js";
import type { LaneState } from "./laneState.js";

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
  usage: UsageSummary;
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
    skipped: { path: string; reason: string }[];
  };
  incomplete: string[];
  faults: string[];
  lanes: LaneSummary[];
  findings: Omit<GauntletFinding, "location_valid" | "suggestion">[];
  usage: UsageSummary;
}
