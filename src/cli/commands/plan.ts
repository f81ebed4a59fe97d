/** `gauntlet plan`: the diff signals and the deterministic lane selection, with no model. */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { LANE_SPECS } from "../../review/gauntlet/lanes.js";
import { selectLanes } from "../../review/gauntlet/selection.js";
import { computeSignals } from "../../review/signals/compute.js";
import { parseFlags } from "../args.js";
import { EXIT, UsageError, type CliIo } from "../io.js";
import { resolveReviewFlags, REVIEW_FLAGS } from "../reviewFlags.js";
import type { LoadToolkit } from "../toolkit.js";

export async function planCommand(args: string[], io: CliIo, _kit: LoadToolkit): Promise<number> {
  const { values, positionals } = parseFlags("plan", args, REVIEW_FLAGS);
  if (positionals.length > 0) throw new UsageError(`gauntlet plan: unexpected argument ${JSON.stringify(positionals[0])}`);
  const review = await resolveReviewFlags(values, io);
  const signals = await computeSignals(review.git, review.diffSpec, io.signal ? { signal: io.signal } : {});
  const { choices, notes } = selectLanes({
    signals,
    plan_context: review.plan,
    security_posture: review.securityPosture,
    probe_context: review.probeContext,
    forced_lanes: review.lanes,
    add: {},
    untrusted_head: false,
  });
  const { changed_files: changed, changed_files_sample: _sample, ...flags } = signals;
  const lines = [
    `diff: ${review.diffSpec}`,
    `signals: ${signals.signals_summary}${signals.signals_error ? ` (error: ${signals.signals_error})` : ""}`,
    ...Object.entries(flags)
      .filter(([, v]) => typeof v === "boolean")
      .map(([k, v]) => `  ${k}: ${v}${v && signals.signal_evidence[k as keyof typeof signals.signal_evidence] ? ` — ${signals.signal_evidence[k as keyof typeof signals.signal_evidence]}` : ""}`),
    "lanes:",
    ...choices.map((c) => `  ${c.selected ? "✓" : "·"} ${c.lane} (${LANE_SPECS[c.lane].graph}): ${c.reason}`),
    ...notes.map((n) => `note: ${n}`),
    "(the model may add lanes during review; it can never remove these)",
  ];
  io.stdout(lines.join("\n") + "\n");
  if (values.json) {
    const json = {
      signals: { ...signals, changed_files: changed },
      lanes: choices.filter((c) => c.selected).map((c) => ({ name: c.lane, reason: c.reason })),
      not_selected: choices.filter((c) => !c.selected).map((c) => ({ name: c.lane, reason: c.reason })),
    };
    writeFileSync(resolve(io.cwd, values.json), JSON.stringify(json, null, 2) + "\n");
  }
  return EXIT.ok;
}
