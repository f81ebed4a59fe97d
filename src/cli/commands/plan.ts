/**
 * `gauntlet plan`: the diff signals and the deterministic lane selection, with
 * no model. With `--matrix FILE` it also writes the job matrix (see
 * docs/matrix.md); `--lane-judgment` adds the model's additive lane judgment,
 * as `review` makes it, and then needs the model settings.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { selectLanes } from "../../review/gauntlet/selection.js";
import { computeSignals } from "../../review/signals/compute.js";
import type { DiffSignals } from "../../review/signals/types.js";
import { probeRecipe } from "../../review/settings.js";
import { parseFlags } from "../args.js";
import { EXIT, UsageError, type CliIo } from "../io.js";
import { renderPlan } from "../planReport.js";
import { resolveReviewFlags, REVIEW_FLAGS } from "../reviewFlags.js";
import { MODEL_FLAGS } from "../modelFlags.js";
import type { LoadToolkit } from "../toolkit.js";

const MATRIX_FLAGS = { matrix: { type: "string" }, shards: { type: "string" }, "lane-judgment": { type: "boolean" } } as const;

export async function planCommand(args: string[], io: CliIo, loadKit: LoadToolkit): Promise<number> {
  const { values, positionals } = parseFlags("plan", args, { ...MODEL_FLAGS, ...REVIEW_FLAGS, ...MATRIX_FLAGS });
  if (positionals.length > 0) throw new UsageError(`gauntlet plan: unexpected argument ${JSON.stringify(positionals[0])}`);
  if (!values.matrix && (values.shards !== undefined || values["lane-judgment"]))
    throw new UsageError(`gauntlet plan: ${values.shards !== undefined ? "--shards" : "--lane-judgment"} shapes a job matrix; add --matrix FILE`);
  // Only git objects are read, so --head need not be checked out (a matrix's lane jobs check it out themselves).
  // The signals need only the diff: they start as soon as it is known, beside the read of the base's configuration.
  let reading: Promise<DiffSignals> | undefined;
  const review = await resolveReviewFlags(values, io, {
    headMustBeCheckedOut: false,
    prefetchDiff: values.matrix !== undefined,
    locateDiff: true,
    onDiff: ({ git, diffSpec, untracked }) => {
      reading = computeSignals(git, diffSpec, { untracked, ...(io.signal ? { signal: io.signal } : {}) });
      // Rejects only on cancellation; a configuration error may leave it unawaited.
      reading.catch(() => {});
    },
  });
  const matrixFlags = values.matrix ? { ...values, matrix: values.matrix } : undefined;
  // Loaded only for a matrix, so plain `plan` stays quick to start. It reads the same diff, so it plans beside the report, not after it.
  const matrix =
    matrixFlags && import("./planMatrix.js").then(async (module) => ({ module, plan: await module.planForFlags(review, matrixFlags, io, loadKit) }));
  const [signals, planned] = await Promise.all([
    reading ?? computeSignals(review.git, review.diffSpec, { untracked: review.untracked, ...(io.signal ? { signal: io.signal } : {}) }),
    matrix,
  ]);
  const { choices, notes } = selectLanes({
    signals,
    plan_context: review.plan,
    security_posture: review.settings.posture,
    probe_context: probeRecipe(review.config),
    forced_lanes: review.settings.lanes,
    add: {},
    untrusted_head: false,
  });
  io.stdout(renderPlan(review.diffSpec, signals, choices, notes));
  if (values.json) {
    const json = {
      signals,
      lanes: choices.filter((c) => c.selected).map((c) => ({ name: c.lane, reason: c.reason })),
      not_selected: choices.filter((c) => !c.selected).map((c) => ({ name: c.lane, reason: c.reason })),
    };
    writeFileSync(resolve(io.cwd, values.json), JSON.stringify(json, null, 2) + "\n");
  }
  if (planned && matrixFlags) planned.module.writeMatrixPlan(planned.plan, matrixFlags, io);
  return EXIT.ok;
}
