/**
 * Where the verdict gate reads each lane's usage and timing. A single review
 * reads its own meter and trace; a matrix gate, which ran no lane, injects a
 * ledger built from the lane jobs' partial results. One seam, one gate.
 */
import type { MemoryTrace } from "../../engine/index.js";
import type { UsageMeter } from "../../llm/usage.js";
import { LANES, LANE_SPECS, type LaneName } from "./lanes.js";
import { laneTiming, type LaneTiming } from "./laneTiming.js";
import { usageSummary, type UsageSummary } from "./result.js";

export interface LaneLedger {
  usage(lane: LaneName): UsageSummary;
  timing(lane: LaneName): LaneTiming;
  /** The whole review's usage. */
  total(): UsageSummary;
}

/** Today's reading: the run's meter per graph, and the lane's map node in the run's trace. */
export function meterLedger(services: { meter?: UsageMeter | undefined; trace?: MemoryTrace | undefined }): LaneLedger {
  const usageOf = (graphs: string[]) => usageSummary(graphs.map((g) => services.meter?.graphTotal(g)));
  return {
    usage: (lane) => usageOf(lane === "code-review" ? [LANE_SPECS[lane].graph, "finding-verifier"] : [LANE_SPECS[lane].graph]),
    timing: (lane) => laneTiming(services.trace?.events ?? [], LANE_SPECS[lane].map),
    total: () => {
      const totals = usageOf([...new Set([...LANES.map((l) => LANE_SPECS[l].graph), "finding-verifier", "review-gauntlet"])]);
      // The whole run's usage, whatever graph the calls came from.
      return services.meter ? { ...totals, ...usageSummary([services.meter.runTotal()]) } : totals;
    },
  };
}
