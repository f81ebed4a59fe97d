/**
 * `gauntlet lane <lane> --shard I/N --matrix FILE --out DIR`: one job of a
 * matrix. It writes one partial result and posts nothing. Exit 0 whenever the
 * partial was written, whatever the lane found (the gate decides); non-zero
 * only when no partial could be written.
 */
import { relative } from "node:path";
import { laneByName } from "../../review/gauntlet/lanes.js";
import { jobLabel, matrixJob, runMatrixLane } from "../../review/matrix/index.js";
import { parseFlags } from "../args.js";
import { EXIT, UsageError, type CliIo } from "../io.js";
import { parseShardFlag, readMatrixFlag, writePartial } from "../matrixFiles.js";
import { resolveReviewFlags, REVIEW_FLAGS } from "../reviewFlags.js";
import { cliReviewRequest, cliSettingsKey } from "../reviewRequest.js";
import { askedEndpoint, MODEL_FLAGS, reviewEndpoint } from "../settings.js";
import type { LoadToolkit } from "../toolkit.js";

const LANE_FLAGS = { matrix: { type: "string" }, shard: { type: "string" }, out: { type: "string" } } as const;

export async function laneCommand(args: string[], io: CliIo, loadKit: LoadToolkit): Promise<number> {
  const { values, positionals } = parseFlags("lane", args, { ...MODEL_FLAGS, ...REVIEW_FLAGS, ...LANE_FLAGS });
  if (positionals.length !== 1) throw new UsageError("gauntlet lane: name one lane, e.g. gauntlet lane code-review --shard 1/3 --matrix FILE --out DIR");
  const lane = laneByName(positionals[0]!);
  if (!lane) throw new UsageError(`gauntlet lane: unknown lane ${JSON.stringify(positionals[0])}; use code-review, adversary, security or probe`);
  const wanted = { lane, ...parseShardFlag(values.shard ?? "1/1") };
  const plan = await readMatrixFlag(io, "lane", values.matrix);
  const job = matrixJob(plan, wanted);
  if (!job) {
    const jobs = plan.include.map(jobLabel).join(", ") || "none";
    throw new UsageError(`gauntlet lane: ${jobLabel(wanted)} is not a job of --matrix ${values.matrix} (its jobs: ${jobs})`);
  }
  if (!values.out) throw new UsageError("gauntlet lane: --out DIR is required: the folder the partial result goes to");
  const asked = askedEndpoint(values, io);
  // The toolkit's modules load while git answers the flags' questions.
  const [review, kit] = await Promise.all([resolveReviewFlags(values, io, { headMustBeCheckedOut: true, prefetchDiff: lane === "code-review" }), loadKit()]);
  const endpoint = reviewEndpoint(asked, review.config, review.configSource);
  const keys = { head_sha: review.headSha, base_sha: review.baseSha, settings_key: cliSettingsKey(review, values, io, kit) };
  const partial = await runMatrixLane(cliReviewRequest(review, values, io, kit, endpoint), plan, job, keys);
  const path = await writePartial(io, values.out, partial);
  const outcome = partial.outcome;
  const verdict = outcome.verdict && "verdict" in outcome.verdict ? ` (${outcome.verdict.verdict})` : "";
  io.stderr(`gauntlet: ${jobLabel(job)}: ${outcome.state}${verdict} — ${partial.usage.calls} model call(s) → ${relative(io.cwd, path) || path}\n`);
  return EXIT.ok;
}
