/** Lane progress on stderr as lanes start and finish: the events of the gauntlet's own lane nodes. */
import type { TraceEvent, TraceSink } from "../engine/index.js";
import { LANES, LANE_SPECS } from "../review/gauntlet/lanes.js";

const LANE_BY_AGENT = new Map(LANES.map((lane) => [LANE_SPECS[lane].agent, lane]));

export function progressSink(write: (text: string) => void): TraceSink {
  return {
    emit(event: TraceEvent) {
      if (event.depth !== 0 || event.graph !== "review-gauntlet") return;
      if (event.type === "node_start") {
        const lane = LANE_BY_AGENT.get(event.node);
        if (lane) write(`gauntlet: ${lane} started\n`);
        else if (event.node === "signals") write("gauntlet: reading diff signals\n");
        else if (event.node === "verdict_gate") write("gauntlet: deciding the verdict\n");
      } else if (event.type === "node_finish") {
        const lane = LANE_BY_AGENT.get(event.node);
        if (lane) write(`gauntlet: ${lane} ${event.status === "ok" ? "finished" : "failed"} in ${(event.durationMs / 1000).toFixed(1)} s\n`);
      } else if (event.type === "route" && event.node === "retry_gate" && event.to.includes("build_items")) {
        write("gauntlet: re-running faulted lane(s)\n");
      }
    },
  };
}
