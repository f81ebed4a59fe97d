/** signals: deterministic diff signals, pure git. A failure widens lane selection instead of stopping the run. */
import { messageOf } from "../../engine/index.js";
import { runDiffSpec, runUntracked } from "../git/diffSpec.js";
import { computeSignals, widenedSignals } from "../signals/compute.js";
import type { ReviewScript } from "../services.js";
import { gauntletState } from "./stateSchema.js";

export const signalsNode: ReviewScript = {
  reads: gauntletState.pick({ diff_spec: true }).shape,
  writes: gauntletState.pick({
    changed_files: true,
    file_count: true,
    touches_auth: true,
    touches_deps: true,
    touches_exec: true,
    touches_proto: true,
    touches_migrations: true,
    consumer_surface: true,
    docs_only: true,
    signals_summary: true,
    signals_error: true,
    signal_evidence: true,
  }).shape,
  run: async ({ state, context, signal }) => {
    const { git } = context.services;
    let signals;
    try {
      if (!git) throw new Error("no git client in this run");
      signals = await computeSignals(git, runDiffSpec(context, state), { signal, untracked: runUntracked(context) });
    } catch (error) {
      if (signal.aborted) throw error;
      signals = widenedSignals(messageOf(error));
    }
    const { changed_files_sample, changed_files: _all, ...rest } = signals;
    // The prompt shows a sample; the count is exact.
    return { ...rest, changed_files: changed_files_sample };
  },
};
