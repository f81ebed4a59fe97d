/**
 * The review request as the matrix plan recorded it. Every lane job and the
 * gate review against the plan's request, so all jobs of one matrix agree on
 * the plan text, rigor, posture and rules even if the pull request changes
 * meanwhile; each job's own checkout, model and limits stay its own.
 */
import type { ReviewRequest } from "../reviewRun.js";
import type { MatrixPlan, MatrixRequest } from "./schemas.js";

export function matrixRequestOf(request: ReviewRequest): MatrixRequest {
  return {
    diff_spec: request.diffSpec,
    untracked_files: request.untrackedFiles === true,
    plan_context: request.plan,
    rigor: request.rigor,
    security_posture: request.securityPosture,
    probe_context: request.probeContext,
    extra_context: request.extraContext,
    rules: request.rules,
    verification_commands: request.verificationCommands,
    forced_lanes: request.lanes,
    untrusted_head: request.untrustedHead,
    ...(request.reviewPaths ? { review_paths: request.reviewPaths } : {}),
    ...(request.carry ? { carry_since: request.carry.since } : {}),
  };
}

export function plannedRequest(request: ReviewRequest, plan: MatrixPlan): ReviewRequest {
  const planned = plan.request;
  // Either side saying the head is untrusted makes it so: its code must never run.
  const untrustedHead = planned.untrusted_head || request.untrustedHead;
  const { probe, reviewPaths: _paths, ...rest } = request;
  return {
    ...rest,
    ...(probe && !untrustedHead ? { probe } : {}),
    diffSpec: planned.diff_spec,
    untrackedFiles: planned.untracked_files,
    ...(plan.keys.base_sha ? { baseSha: plan.keys.base_sha } : {}),
    ...(plan.keys.head_sha ? { headSha: plan.keys.head_sha } : {}),
    plan: planned.plan_context,
    rigor: planned.rigor,
    securityPosture: planned.security_posture,
    probeContext: untrustedHead ? "" : planned.probe_context,
    extraContext: planned.extra_context,
    rules: planned.rules,
    verificationCommands: planned.verification_commands,
    lanes: planned.forced_lanes,
    untrustedHead,
    ...(planned.review_paths ? { reviewPaths: planned.review_paths } : {}),
  };
}
