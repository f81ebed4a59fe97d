/**
 * The review state one run hands to the next: the last reviewed head, its
 * findings' fingerprints and verdicts, the lanes' blocking structure, the
 * cache key, and a short history of finding ids per reviewed head (so
 * `/gauntlet dismiss F3` resolves against the review its author saw). It is a
 * view and a cache hint, never authority: who may dismiss or override is
 * re-derived from the comments on every run.
 */
import { z } from "zod";
import { LANES } from "../../review/gauntlet/lanes.js";
import { RESULT_SCHEMA, type GauntletResult, type LaneSummary, type ResultFinding } from "../../review/gauntlet/result.js";

const sha = z.string().regex(/^[0-9a-f]{7,64}$/);
/** The current format (24 hex digits) or, in states and histories written before it, the first (16). */
const fingerprint = z.string().regex(/^[0-9a-f]{16}(?:[0-9a-f]{8})?$/);
const legacyFingerprint = z.string().regex(/^[0-9a-f]{16}$/);

const stateLane = z.object({
  name: z.enum(LANES),
  state: z.enum(["completed", "faulted", "degraded", "skipped"]),
  verdict: z.string().nullable(),
  blocks: z.boolean(),
  dismissible: z.boolean(),
  reasons: z.array(z.string()),
});

const stateFindingSchema = z.object({
  id: z.string().regex(/^[A-Z]\d{1,5}$/),
  lane: z.string(),
  severity: z.string(),
  path: z.string(),
  start: z.number().int().min(1),
  end: z.number().int().min(1),
  verdict: z.enum(["VERIFIED", "FALSE", "UNVERIFIABLE", "UNCHECKED"]),
  fp: fingerprint,
  /** The first format's fingerprint, so a dismissal recorded in it still resolves on a replay. */
  fp1: legacyFingerprint.optional(),
  blocking: z.boolean(),
  title: z.string(),
  carried_from: sha.optional(),
});

const historyEntry = z.object({
  head: sha,
  /** When that review was published (ISO 8601). */
  at: z.string(),
  /** Finding id → fingerprint. */
  ids: z.record(z.string(), fingerprint),
});

export const reviewStateSchema = z.object({
  pr: z.number().int().nullable(),
  head: sha,
  merge_base: sha.nullable(),
  /** The check name this review was posted under (two workflows with different check names keep apart). */
  check: z.string(),
  /** The cache key of a complete review; null when the run must not be reused (a fault, a lane given up on, a trimmed state). */
  key: z.string().nullable(),
  /** The settings key (everything but the commits): an incremental review builds only on a review made under the same settings. */
  settings: z.string().nullable(),
  verdict: z.enum(["PASS", "BLOCKED"]),
  at: z.string(),
  /** The check run that published this review (its annotations are re-posted for carried findings). */
  check_run: z.number().int().nullable(),
  /** False when the findings had to be trimmed to fit: no cache, no carrying forward from it. */
  complete: z.boolean(),
  /** Whether the code review read every file it should have (carrying forward from a partial review would hide files). */
  code_review_complete: z.boolean(),
  lanes: z.array(stateLane),
  run_reasons: z.array(z.string()),
  findings: z.array(stateFindingSchema),
  history: z.array(historyEntry),
  /** Override comment id → the head SHA it was bound to when it was processed. */
  overrides: z.array(z.object({ comment: z.number().int(), head: sha })),
});

export type ReviewState = z.infer<typeof reviewStateSchema>;
export type StateFinding = z.infer<typeof stateFindingSchema>;
export type HistoryEntry = z.infer<typeof historyEntry>;

const HISTORY_LIMIT = 20;
const TITLE_CHARS = 120;
const REASON_CHARS = 300;

const cutReason = (reason: string) => (reason.length > REASON_CHARS ? `${reason.slice(0, REASON_CHARS - 1)}…` : reason);

const sameIds = (a: HistoryEntry, b: HistoryEntry) => JSON.stringify(a.ids) === JSON.stringify(b.ids);

/**
 * The history with this review at its front. A head whose id table is
 * unchanged keeps its first publication time: a replay re-publishing it must
 * not move it after the dismissals that referred to it. A head reviewed again
 * with other ids gets a new entry; the old one stays for comments made before.
 */
export function withReview(history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  const known = history.find((h) => h.head === entry.head && sameIds(h, entry));
  const current = known ?? entry;
  return [current, ...history.filter((h) => h !== known)].slice(0, HISTORY_LIMIT);
}

export function toStateFinding(finding: ResultFinding): StateFinding {
  return {
    id: finding.id,
    lane: finding.lane,
    severity: finding.severity,
    path: finding.path,
    start: finding.start_line,
    end: finding.end_line,
    verdict: finding.verdict,
    fp: finding.fingerprint,
    ...(finding.fingerprint_v1 ? { fp1: finding.fingerprint_v1 } : {}),
    blocking: finding.blocking,
    title: finding.title.slice(0, TITLE_CHARS),
    ...(finding.carried_from ? { carried_from: finding.carried_from } : {}),
  };
}

export interface StateInput {
  pr: number | null;
  /** The reviewed result before dismissals (they are re-derived on every run, so a retracted one stops counting). */
  result: GauntletResult;
  mergeBase: string | null;
  check: string;
  key: string | null;
  settings: string | null;
  checkRun: number | null;
  /** False when the review comes from a trimmed state: it must not be replayed or carried from again. */
  complete?: boolean;
  at: string;
  /** The finding-id tables of the reviews before this one, newest first (every source merged). */
  history: readonly HistoryEntry[];
  overrides: ReviewState["overrides"];
}

/** Whether a result may be replayed for the same key: every selected lane reached a verdict, nothing faulted. */
export function isCacheable(result: GauntletResult): boolean {
  // Partial coverage alone is as a re-run would find it again; any other gap (a fault, a failed lane judgment) is not.
  return (
    result.faults.length === 0 &&
    result.incomplete.every((i) => i.part === "coverage") &&
    result.lanes.every((l) => l.state === "completed" || l.state === "skipped")
  );
}

export function buildState(input: StateInput): ReviewState {
  const { result } = input;
  const head = result.head_sha ?? "";
  const laneReasons = new Set(result.lanes.flatMap((l) => l.reasons));
  const codeReview = result.lanes.find((l) => l.name === "code-review");
  const history = withReview(input.history, { head, at: input.at, ids: Object.fromEntries(result.findings.map((f) => [f.id, f.fingerprint])) });
  return {
    pr: input.pr,
    head,
    merge_base: input.mergeBase,
    check: input.check,
    key: isCacheable(result) && input.complete !== false ? input.key : null,
    settings: input.settings,
    verdict: result.verdict,
    at: input.at,
    check_run: input.checkRun,
    complete: input.complete !== false,
    code_review_complete: codeReview?.state === "completed" && result.coverage.complete,
    lanes: result.lanes.map((l) => ({
      name: l.name,
      state: l.state,
      verdict: l.verdict,
      blocks: l.blocks,
      dismissible: l.dismissible,
      reasons: l.reasons.map(cutReason),
    })),
    run_reasons: result.reasons.filter((r) => !laneReasons.has(r)).map(cutReason),
    findings: result.findings.map(toStateFinding),
    history,
    overrides: input.overrides,
  };
}

/** A result rebuilt from a state: enough to re-decide and publish it; the prose lives in the earlier check run. */
export function resultFromState(state: ReviewState, diffSpec: string, baseSha: string): GauntletResult {
  const zero = { prompt_tokens: 0, completion_tokens: 0, calls: 0, cost_usd: 0 };
  const lanes: LaneSummary[] = state.lanes.map((l) => ({
    name: l.name,
    state: l.state,
    verdict: l.verdict,
    blocks: l.blocks,
    reasons: l.reasons,
    dismissible: l.dismissible,
    selection: "as in the earlier review",
    attempts: l.state === "skipped" ? 0 : 1,
    duration_ms: 0,
    usage: zero,
  }));
  const findings: ResultFinding[] = state.findings.map(findingFromState);
  const reasons = [...state.run_reasons, ...lanes.flatMap((l) => l.reasons)];
  return {
    schema: RESULT_SCHEMA,
    verdict: reasons.length > 0 ? "BLOCKED" : "PASS",
    reasons,
    base_sha: baseSha,
    head_sha: state.head,
    diff_spec: diffSpec,
    coverage: { complete: state.code_review_complete, not_reviewed: [], skipped: [] },
    incomplete: [],
    faults: [],
    lanes,
    findings,
    usage: zero,
  };
}

export function findingFromState(f: StateFinding): ResultFinding {
  return {
    id: f.id,
    lane: f.lane,
    severity: f.severity,
    path: f.path,
    start_line: f.start,
    end_line: f.end,
    title: f.title,
    claim: "",
    verdict: f.verdict,
    evidence: "",
    note: "",
    fingerprint: f.fp,
    ...(f.fp1 ? { fingerprint_v1: f.fp1 } : {}),
    blocking: f.blocking,
    ...(f.carried_from ? { carried_from: f.carried_from } : {}),
  };
}
