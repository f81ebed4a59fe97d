/** `gauntlet review`: the whole gauntlet on a local checkout. Exit 0 on PASS, 1 on BLOCKED, 2 on a usage error. */
import { resolve } from "node:path";
import { runReview } from "../../review/reviewRun.js";
import { configuredRequest, endpointFor } from "../../review/settings.js";
import { DEFAULT_SARIF_CATEGORY, gauntletSarif } from "../../review/sarif/index.js";
import { parseFlags } from "../args.js";
import { EXIT, UsageError, type CliIo } from "../io.js";
import { writeOutputFile } from "../outputFile.js";
import { progressSink } from "../progress.js";
import { resolveReviewFlags, REVIEW_FLAGS } from "../reviewFlags.js";
import { timeoutSeconds } from "../runGraphCommand.js";
import { endpointFrom, MODEL_FLAGS } from "../settings.js";
import type { LoadToolkit } from "../toolkit.js";

/** What `review` writes besides its report; `plan` shares the other flags but has no findings to write. */
const FINDINGS_FLAGS = {
  sarif: { type: "string" },
  "sarif-category": { type: "string" },
} as const;

export async function reviewCommand(args: string[], io: CliIo, loadKit: LoadToolkit): Promise<number> {
  const { values, positionals } = parseFlags("review", args, { ...MODEL_FLAGS, ...REVIEW_FLAGS, ...FINDINGS_FLAGS });
  if (positionals.length > 0) throw new UsageError(`gauntlet review: unexpected argument ${JSON.stringify(positionals[0])}`);
  if (values["sarif-category"] !== undefined && !values.sarif)
    throw new UsageError("gauntlet review: --sarif-category names the code-scanning category of a --sarif file; add --sarif FILE");
  const endpoint = endpointFrom(values, io);
  const review = await resolveReviewFlags(values, io, { headMustBeCheckedOut: true });
  const kit = await loadKit();
  const outcome = await runReview({
    workspaceRoot: review.workspaceRoot,
    graphsDir: kit.graphsDir,
    diffSpec: review.diffSpec,
    untrackedFiles: review.untracked,
    baseSha: review.baseSha,
    headSha: review.headSha,
    plan: review.plan,
    rigor: review.settings.rigor,
    securityPosture: review.settings.posture,
    lanes: review.settings.lanes,
    // The local user's own checkout: its recipe may run (the action's rule for a trusted head).
    ...configuredRequest(review.config, false),
    rules: review.rules,
    extraContext: "",
    timeoutSeconds: timeoutSeconds(values["timeout-minutes"]) ?? 30 * 60,
    // The key and URL from the flags and environment; the models and prices as the action assembles them.
    endpoint: { ...endpoint, ...endpointFor(review.config, { model: values.model }) },
    ...(review.settings.budget ? { budget: review.settings.budget } : {}),
    ...(values.trace ? { traceFile: resolve(io.cwd, values.trace) } : {}),
    ...(io.signal ? { signal: io.signal } : {}),
    progress: progressSink(io.stderr),
    // Warnings (a model call retried, …) on stderr beside the progress; the report stays alone on stdout.
    logger: { info: () => {}, warn: (m) => io.stderr(`gauntlet: warning: ${m}\n`), debug: () => {} },
  });
  io.stdout(outcome.text.endsWith("\n") ? outcome.text : outcome.text + "\n");
  if (values.json) writeOutputFile(io, "--json", values.json, JSON.stringify(outcome.result, null, 2) + "\n");
  if (values.sarif) {
    const sarif = gauntletSarif(outcome.result, { category: values["sarif-category"] ?? DEFAULT_SARIF_CATEGORY });
    writeOutputFile(io, "--sarif", values.sarif, JSON.stringify(sarif, null, 2) + "\n");
  }
  const usage = outcome.result.usage;
  const cached = usage.cached_prompt_tokens !== undefined ? ` (${usage.cached_prompt_tokens} cached)` : "";
  io.stderr(`gauntlet: ${outcome.result.verdict} — ${usage.calls} model call(s), ${usage.prompt_tokens + usage.completion_tokens} tokens${cached}\n`);
  return outcome.result.verdict === "PASS" ? EXIT.ok : EXIT.negative;
}
