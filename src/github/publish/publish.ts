/**
 * The "publish" phase: dismissals and overrides decided, the check completed
 * with the verdict and its annotations, then the pull request conversation,
 * the step's outputs and the job summary.
 */
import { join } from "node:path";
import type { Redactor } from "../../llm/redact.js";
import { applyDismissals } from "../../review/gauntlet/decision.js";
import type { GauntletResult } from "../../review/gauntlet/result.js";
import type { GithubApi } from "../transport/api.js";
import { planAnnotations } from "./annotations.js";
import { bindAuthority, overrideFor } from "../commands/authority.js";
import type { CheckRunPublisher } from "./checkRun.js";
import type { Checkout } from "../session/checkout.js";
import type { CorePort } from "../session/corePort.js";
import type { ActionInputs } from "../session/inputs.js";
import { writeOutputs } from "./outputs.js";
import { placeableLocations } from "./placement.js";
import { updateConversation } from "./prConversation.js";
import { refreshAuthority, type PriorReviews } from "../state/priorReviews.js";
import type { ReviewedHead } from "../session/reviewHead.js";
import type { ReviewKeys } from "../state/reviewPlan.js";
import { buildState } from "../state/reviewState.js";
import type { RunnerEnv } from "../session/runnerEnv.js";
import { GithubCallError } from "../session/errors.js";
import { renderStateBlock } from "../state/stateBlock.js";
import type { Target } from "../commands/target.js";
import { composeReport, conclusionOf, renderRefusals } from "./view.js";

/** The runner kills the process seconds after a cancellation: the final update gets this long. */
export const CANCEL_DEADLINE_MS = 4000;

export interface PublishContext {
  core: CorePort;
  api: GithubApi;
  runner: RunnerEnv;
  redact: Redactor;
  signal: AbortSignal;
  review: ReviewedHead;
  priors: PriorReviews;
  target: Target;
  keys: ReviewKeys;
  mergeBase: string;
  publisher: CheckRunPublisher;
  inputs: ActionInputs;
  checkout: Checkout;
  diffSpec: string;
  runUrl: string | undefined;
  /** Why the run was cancelled, when it was. */
  cancelReason: () => string | undefined;
  /** The verdict reached the check: from here on a failure cannot unpublish it. */
  onPublished: () => void;
}

export async function publishVerdict(p: PublishContext): Promise<number> {
  const { core, review, priors, target, publisher, inputs, api, redact } = p;
  if (p.signal.aborted) {
    const reason = redact(p.cancelReason() ?? (review.result.reasons.join("; ") || "the run was cancelled"));
    await publisher.fail(reason, { deadlineMs: CANCEL_DEADLINE_MS });
    core.setFailed(`GAUNTLET: BLOCKED — ${reason}`);
    return 1;
  }
  const warn = (m: string) => core.warning(m);
  const authority = bindAuthority(target.pull ? await refreshAuthority(api, priors, target.pull.number, warn) : priors.authority, review.result.findings);
  const result = applyDismissals(review.result, authority.dismissals);
  // Bound heads are full SHAs: equality, never a prefix (a new commit could be made to share one).
  const override = overrideFor(authority, (bound) => bound === (target.mergeGroup ? target.queuedHead : target.headSha));
  const decision = { result, ...(override ? { override } : {}) };
  const { conclusion, title, verdict } = conclusionOf(decision);

  const notes = [
    review.note ?? "",
    ...priors.conversation.foreign.map(
      (c) => `Ignored a state block in a comment by @${c.author} (${c.url}): only the gauntlet's own summary comment carries state.`,
    ),
  ];
  const placeable = await placeableLocations(p.checkout.git, p.checkout.root, p.diffSpec, { signal: p.signal }).catch(() => () => false);
  const annotations = await annotationsFor(result, review, placeable, api, redact);
  const unplaced =
    annotations.unplaced.length > 0
      ? `### Findings not on a changed line (${annotations.unplaced.length})\n${annotations.unplaced.map((f) => `- ${f.id} ${f.severity} \`${f.path}:${f.start_line}\` — ${f.title} (${f.verdict})`).join("\n")}`
      : "";
  const report = composeReport(decision, review.report, notes, [renderRefusals(authority.refused), unplaced]);
  const stateBlock = renderStateBlock(
    buildState({
      pr: target.pull?.number ?? null,
      result: review.result,
      mergeBase: p.mergeBase,
      check: inputs.checkName,
      key: p.keys.key,
      settings: p.keys.settings,
      complete: review.replayedFrom ? review.replayedFrom.state.complete : true,
      checkRun: publisher.checkRunId ?? null,
      at: new Date().toISOString(),
      history: priors.history,
      // Each granted override's binding is recorded, so later runs bind it the same way even when the history has moved on.
      overrides: [...new Map([...priors.overrides, ...authority.overrides].map((o) => [o.comment, { comment: o.comment, head: o.head }])).values()],
    }),
  );
  await publisher.complete(conclusion, title, report, annotations.annotations, stateBlock).catch((error: unknown) => {
    throw new GithubCallError(`could not complete the check run with the verdict (${verdict})`, error);
  });
  p.onPublished();

  const conversationNote =
    target.pull && !target.mergeGroup
      ? await updateConversation({
          api,
          git: p.checkout.git,
          pull: target.pull,
          target,
          decision,
          conversation: priors.conversation,
          authority,
          stateBlock,
          notes,
          prComment: inputs.prComment,
          inlineReview: inputs.inlineReview,
          botLogin: publisher.identity.login,
          diffSpec: p.diffSpec,
          ...(publisher.htmlUrl || p.runUrl ? { checkUrl: publisher.htmlUrl ?? p.runUrl } : {}),
          redact,
          warn,
        })
      : "";
  const dir = join(p.runner.tempDir ?? p.runner.workspace, "gauntlet");
  await writeOutputs(core, { dir, verdict, report, result, checkName: inputs.checkName, note: conversationNote, redact });
  core.info(title);
  if (verdict === "BLOCKED" && inputs.failOnBlocked) {
    core.setFailed(`${title} — ${result.reasons.slice(0, 3).join("; ")}`);
    return 1;
  }
  return 0;
}

/** Fresh findings are annotated from the result; replayed and carried ones reuse the earlier check run's annotations. */
async function annotationsFor(
  result: GauntletResult,
  review: ReviewedHead,
  placeable: (path: string, start: number, end: number) => boolean,
  api: GithubApi,
  redact: Redactor,
) {
  const earlierRun = review.replayedFrom?.check.id ?? review.carriedFrom?.check_run ?? undefined;
  const earlier = earlierRun !== undefined ? await api.annotationsOf(earlierRun).catch(() => []) : [];
  return planAnnotations(result.findings, placeable, redact, earlier);
}
