/**
 * `gauntlet plan`'s text. When the signals could not be computed, every flag
 * is raised only so that selection widens: the text says so, and never shows
 * a raised flag as if the diff had been seen to touch it.
 */
import { LANE_SPECS } from "../review/gauntlet/lanes.js";
import type { LaneChoice } from "../review/gauntlet/selection.js";
import { SIGNAL_FLAGS, type DiffSignals } from "../review/signals/types.js";

function flagLines(signals: DiffSignals): string[] {
  if (signals.signals_error) return [`  every flag raised, none observed: the diff could not be read (${signals.signals_error})`];
  const flags = SIGNAL_FLAGS.map((flag) => {
    const value = signals[flag];
    const evidence = signals.signal_evidence[flag];
    return `  ${flag}: ${value}${value && evidence ? ` — ${evidence}` : ""}`;
  });
  return [...flags, `  docs_only: ${signals.docs_only}`];
}

export function renderPlan(diffSpec: string, signals: DiffSignals, choices: readonly LaneChoice[], notes: readonly string[]): string {
  const lines = [
    `diff: ${diffSpec}`,
    `signals: ${signals.signals_summary}`,
    ...flagLines(signals),
    "lanes:",
    ...choices.map((c) => `  ${c.selected ? "✓" : "·"} ${c.lane} (${LANE_SPECS[c.lane].graph}): ${c.reason}`),
    ...notes.map((n) => `note: ${n}`),
    "(the model may add lanes during review; it can never remove these)",
  ];
  return lines.join("\n") + "\n";
}
