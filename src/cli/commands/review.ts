/** `gauntlet review`: the whole gauntlet on a local checkout. Exit 0 on PASS, 1 on BLOCKED, 2 on a usage error. */
import { runReview } from "../../review/reviewRun.js";
import { parseFlags } from "../args.js";
import { UsageError, type CliIo } from "../io.js";
import { resolveReviewFlags, REVIEW_FLAGS } from "../reviewFlags.js";
import { checkOutputFlags, FINDINGS_FLAGS, reportOutcome } from "../reviewOutput.js";
import { cliReviewRequest } from "../reviewRequest.js";
import { askedEndpoint, MODEL_FLAGS, reviewEndpoint } from "../settings.js";
import type { LoadToolkit } from "../toolkit.js";

export async function reviewCommand(args: string[], io: CliIo, loadKit: LoadToolkit): Promise<number> {
  const { values, positionals } = parseFlags("review", args, { ...MODEL_FLAGS, ...REVIEW_FLAGS, ...FINDINGS_FLAGS });
  if (positionals.length > 0) throw new UsageError(`gauntlet review: unexpected argument ${JSON.stringify(positionals[0])}`);
  checkOutputFlags("review", values);
  const asked = askedEndpoint(values, io);
  // The toolkit's modules load while git answers the flags' questions.
  const [review, kit] = await Promise.all([resolveReviewFlags(values, io, { headMustBeCheckedOut: true, prefetchDiff: true, locateDiff: true }), loadKit()]);
  // Checked once the base's configuration is read: it may hold the model or an Azure deployment's API version.
  const endpoint = reviewEndpoint(asked, review.config, review.configSource);
  const outcome = await runReview(cliReviewRequest(review, values, io, kit, endpoint));
  return reportOutcome(outcome, values, io);
}
