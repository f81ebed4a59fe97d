/** `gauntlet review`: the whole gauntlet on a local checkout. Exit 0 on PASS, 1 on BLOCKED, 2 on a usage error. */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseBudget } from "../../review/budgetSpec.js";
import { runReview } from "../../review/reviewRun.js";
import { parseFlags } from "../args.js";
import { EXIT, UsageError, type CliIo } from "../io.js";
import { progressSink } from "../progress.js";
import { resolveReviewFlags, REVIEW_FLAGS } from "../reviewFlags.js";
import { timeoutSeconds } from "../runGraphCommand.js";
import { endpointFrom, MODEL_FLAGS } from "../settings.js";
import type { Toolkit } from "../toolkit.js";

export async function reviewCommand(args: string[], io: CliIo, kit: Toolkit): Promise<number> {
  const { values, positionals } = parseFlags("review", args, { ...MODEL_FLAGS, ...REVIEW_FLAGS });
  if (positionals.length > 0) throw new UsageError(`gauntlet review: unexpected argument ${JSON.stringify(positionals[0])}`);
  const endpoint = endpointFrom(values, io);
  const review = await resolveReviewFlags(values, io);
  const budgetSpec = values.budget ?? review.config.budget;
  const outcome = await runReview({
    workspaceRoot: review.workspaceRoot,
    graphsDir: kit.graphsDir,
    diffSpec: review.diffSpec,
    baseSha: review.baseSha,
    headSha: review.headSha,
    plan: review.plan,
    rigor: review.rigor,
    securityPosture: review.securityPosture,
    lanes: review.lanes,
    probeContext: review.probeContext,
    ...(review.config.probe ? { probe: review.config.probe } : {}),
    rules: review.rules,
    extraContext: "",
    verificationCommands: review.config.verification_commands ?? [],
    untrustedHead: false,
    timeoutSeconds: timeoutSeconds(values["timeout-minutes"]) ?? 30 * 60,
    endpoint: {
      ...endpoint,
      ...(review.config.models?.default && !values.model ? { defaultModel: review.config.models.default } : {}),
      ...(review.config.models?.graphs ? { graphModels: review.config.models.graphs } : {}),
      ...(review.config.models?.nodes ? { nodeModels: review.config.models.nodes } : {}),
      ...(review.config.prices ? { priceTable: review.config.prices } : {}),
    },
    ...(budgetSpec ? { budget: parseBudget(budgetSpec, values.budget ? "--budget" : "budget (from the configuration)") } : {}),
    ...(review.config.denylist ? { denylist: review.config.denylist } : {}),
    ...(review.config.paths ? { pathRules: review.config.paths } : {}),
    ...(values.trace ? { traceFile: resolve(io.cwd, values.trace) } : {}),
    ...(io.signal ? { signal: io.signal } : {}),
    progress: progressSink(io.stderr),
  });
  io.stdout(outcome.text.endsWith("\n") ? outcome.text : outcome.text + "\n");
  if (values.json) writeFileSync(resolve(io.cwd, values.json), JSON.stringify(outcome.result, null, 2) + "\n");
  const usage = outcome.result.usage;
  const cached = usage.cached_prompt_tokens !== undefined ? ` (${usage.cached_prompt_tokens} cached)` : "";
  io.stderr(`gauntlet: ${outcome.result.verdict} — ${usage.calls} model call(s), ${usage.prompt_tokens + usage.completion_tokens} tokens${cached}\n`);
  return outcome.result.verdict === "PASS" ? EXIT.ok : EXIT.negative;
}
