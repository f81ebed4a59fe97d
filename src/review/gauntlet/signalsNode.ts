/** signals: deterministic diff signals, pure git. A failure widens lane selection instead of stopping the run. */
import type { ScriptDefinition } from "../../engine/index.js";
import { messageOf } from "../../engine/index.js";
import { runDiffSpec, runUntracked } from "../diffSpec.js";
import { reviewServices } from "../services.js";
import { computeSignals, widenedSignals } from "../signals/compute.js";

export const signalsNode: ScriptDefinition = {
  writes: [
    "changed_files",
    "file_count",
    "touches_auth",
    "touches_deps",
    "touches_exec",
    "touches_proto",
    "touches_migrations",
    "consumer_surface",
    "docs_only",
    "signals_summary",
    "signals_error",
    "signal_evidence",
  ],
  run: async ({ state, context, signal }) => {
    const { git } = reviewServices(context);
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
