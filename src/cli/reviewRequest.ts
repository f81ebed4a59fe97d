/**
 * The review request the CLI's model-running commands build from their flags
 * (`review`, `lane`, and `plan --lane-judgment`), and the settings key the
 * matrix commands record and check: one place, so they cannot disagree.
 */
import { resolve } from "node:path";
import { buildFingerprint, settingsKey } from "../github/state/cacheKey.js";
import type { EndpointConfig } from "../llm/endpoint.js";
import type { ReviewRequest } from "../review/reviewRun.js";
import { configuredRequest } from "../review/settings.js";
import type { CliIo } from "./io.js";
import { progressSink } from "./progress.js";
import type { ResolvedReview } from "./reviewFlags.js";
import { timeoutSeconds } from "./runGraphCommand.js";
import type { Toolkit } from "./toolkit.js";

export interface RequestFlags {
  model?: string | undefined;
  trace?: string | undefined;
  "timeout-minutes"?: string | undefined;
}

export function cliReviewRequest(
  review: ResolvedReview,
  flags: RequestFlags,
  io: CliIo,
  kit: Pick<Toolkit, "graphsDir">,
  endpoint: EndpointConfig,
  untrustedHead = false,
): ReviewRequest {
  return {
    workspaceRoot: review.workspaceRoot,
    git: review.git,
    graphsDir: kit.graphsDir,
    diffSpec: review.diffSpec,
    untrackedFiles: review.untracked,
    baseSha: review.baseSha,
    headSha: review.headSha,
    plan: review.plan,
    rigor: review.settings.rigor,
    securityPosture: review.settings.posture,
    lanes: review.settings.lanes,
    // The local user's own checkout: its recipe may run (the action's rule for a trusted head). An untrusted one's never does.
    ...configuredRequest(review.config, untrustedHead),
    rules: review.rules,
    extraContext: "",
    timeoutSeconds: timeoutSeconds(flags["timeout-minutes"]) ?? 30 * 60,
    // Flags, environment and configuration already merged and checked (settings.ts reviewEndpoint).
    endpoint,
    ...(review.settings.budget ? { budget: review.settings.budget } : {}),
    ...(flags.trace ? { traceFile: resolve(io.cwd, flags.trace) } : {}),
    ...(io.signal ? { signal: io.signal } : {}),
    progress: progressSink(io.stderr),
    // Warnings (a model call retried, …) on stderr beside the progress; the report stays alone on stdout.
    logger: { info: () => {}, warn: (m) => io.stderr(`gauntlet: warning: ${m}\n`), debug: () => {} },
  };
}

/**
 * The matrix's settings key for a local run: the effective settings, the
 * configuration and rules text, the models, the plan text and the build (the
 * running CLI and its graphs). Plan and every lane compute it from their own
 * flags; a lane run with other settings than the plan's is refused by the gate.
 */
export function cliSettingsKey(review: ResolvedReview, flags: { model?: string | undefined }, io: CliIo, kit: Pick<Toolkit, "graphsDir">): string {
  return settingsKey({
    configuration: { config: review.config, rules: review.rules, settings: review.settings },
    models: { model: flags.model ?? io.env.GAUNTLET_MODEL ?? null, configured: review.config.models ?? null },
    plan: review.plan,
    build: buildFingerprint(process.argv[1], kit.graphsDir),
  });
}
