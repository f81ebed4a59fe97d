/**
 * The code-review report of an invocation that runs code review alone (a
 * matrix lane job): the security lane does not run in it, so a security-only
 * file is not "reviewed by security only" there, only not reviewed by this
 * lane. The render input keeps the skip as it is: the gate, which knows
 * whether the security lane ran, renders it as a full run does.
 */
import { SECURITY_ONLY } from "./filePolicy.js";
import { renderCodeReview } from "./render.js";
import type { CodeReviewRenderInput } from "./renderInput.js";

export const NOT_BY_THIS_LANE = "not reviewed by this lane; reviewed by security when that lane runs";

/** A run whose security lane gave no verdict of its own (faulted, degraded): nobody reviewed its security-only files. */
export const SECURITY_DID_NOT_FINISH = "not reviewed: security only, and the security lane did not complete";

/** The skips, each security-only one under `reason` instead: what became of those files in this run. */
export function securityOnlyAs<T extends { reason: string }>(skipped: readonly T[], reason: string): T[] {
  return skipped.map((skip) => (skip.reason === SECURITY_ONLY ? { ...skip, reason } : skip));
}

export function laneAloneReport(input: CodeReviewRenderInput): string {
  return renderCodeReview({ ...input, skipped: securityOnlyAs(input.skipped, NOT_BY_THIS_LANE) }).report;
}
