/** Lane progress as the check run's summary while the review runs. */
import type { TraceEvent, TraceSink } from "../../engine/index.js";
import { LANES, LANE_SPECS, type LaneName } from "../../review/gauntlet/lanes.js";

type LaneStatus = "waiting" | "running" | "finished" | "failed" | "re-running";

export class LaneProgress implements TraceSink {
  private readonly status = new Map<LaneName, LaneStatus>();
  private stage = "starting";

  constructor(private readonly onChange: (summary: string) => void) {}

  emit(event: TraceEvent): void {
    if (event.depth !== 0 || event.graph !== "review-gauntlet") return;
    const lane = LANES.find((l) => LANE_SPECS[l].agent === (event as { node?: string }).node);
    if (event.type === "node_start") {
      if (lane) this.status.set(lane, this.status.get(lane) === "failed" ? "re-running" : "running");
      else if (event.node === "signals") this.stage = "reading diff signals";
      else if (event.node === "select_lanes" || event.node === "build_items") this.stage = "selecting lanes";
      else if (event.node === "verdict_gate") this.stage = "deciding the verdict";
      else return;
    } else if (event.type === "node_finish" && lane) {
      this.status.set(lane, event.status === "ok" ? "finished" : "failed");
    } else if (event.type === "route" && event.node === "build_items") {
      this.stage = "reviewing";
    } else {
      return;
    }
    this.onChange(this.render());
  }

  render(): string {
    const rows = LANES.filter((l) => this.status.has(l)).map((l) => `| ${l} | ${this.status.get(l)} |`);
    return [
      "## Review gauntlet — in progress",
      "",
      `Stage: ${this.stage}.`,
      "",
      ...(rows.length > 0 ? ["| Lane | Status |", "|---|---|", ...rows] : ["No lane has started yet."]),
    ].join("\n");
  }
}
