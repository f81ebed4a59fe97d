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

export function laneAloneReport(input: CodeReviewRenderInput): string {
  const skipped = input.skipped.map((skip) => (skip.reason === SECURITY_ONLY ? { ...skip, reason: NOT_BY_THIS_LANE } : skip));
  return renderCodeReview({ ...input, skipped }).report;
}
