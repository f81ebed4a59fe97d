/** Pictures for the job summary: the lanes on a time line, and what each cost. */
import type { GauntletResult } from "../gauntlet/result.js";
import { laneBars, renderLaneGantt } from "./laneGantt.js";
import { renderLaneCostTable } from "./laneCost.js";

export { laneBars, renderLaneGantt, type GanttBar } from "./laneGantt.js";
export { renderLaneCostTable } from "./laneCost.js";
export { mermaidLabel } from "./mermaidLabel.js";

/** Both pictures under their headings, or "" when there is nothing to show. */
export function renderLanePictures(result: Pick<GauntletResult, "lanes" | "usage">): string {
  const parts: string[] = [];
  const gantt = renderLaneGantt(laneBars(result));
  if (gantt) parts.push("### Lanes over time", "", gantt, "");
  const costs = renderLaneCostTable(result);
  if (costs) parts.push("### Tokens and estimated cost", "", costs, "");
  return parts.join("\n");
}
