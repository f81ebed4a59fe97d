/**
 * What a review could not cover, so a caller can tell "could not review" from
 * "reviewed and failed": every selected lane without a verdict of its own
 * (faulted, degraded by a fault, never reported, given up on) with its fault
 * kind, partial coverage at any rigor with its count, and every pipeline
 * fault, the failed lane judgment included. A lane that blocks on its own
 * findings or its own verdict line reached a verdict: it is not listed here.
 */
import { parsePipelineFault } from "../../engine/index.js";
import { oneLine } from "../text.js";
import type { LaneFault, LaneOutcome } from "./laneOutcome.js";
import type { LaneName } from "./lanes.js";

export type IncompleteItem =
  /** `kind` is the lane's fault kind (a node's own failure kind when a node failed, e.g. `http_error`). */
  | { part: "lane"; lane: LaneName; state: "faulted" | "degraded"; kind: string; given_up: boolean; detail: string }
  /** `files`: how many paths the code review lists as not reviewed (null when it did not say which). */
  | { part: "coverage"; lane: "code-review"; files: number | null; detail: string }
  | { part: "pipeline"; kind: string; detail: string };

/** A fault's kind as one word: the failed node's own kind when a node failed. */
export function faultKind(fault: LaneFault): string {
  return fault.kind === "node_failed" ? fault.failure_kind : fault.kind;
}

export interface IncompleteInput {
  outcomes: readonly LaneOutcome[];
  /** Lanes the retry gate gave up on, and why, in words ("no verdict after 3 passes"). */
  givenUp: ReadonlyMap<string, string>;
  /** The code review's coverage, when it reported one. */
  coverage: { complete: boolean; not_reviewed: readonly unknown[] } | null;
  /** The code review's own coverage line, when it says partial. */
  partialDetail: string | null;
  /** PIPELINE-FAULT lines. */
  faults: readonly string[];
  /** Why the lane judgment fell back to the deterministic default, if it did. */
  judgmentFault: string;
  /** Why no lane completed (noLaneCompleted), or null when one did. */
  noLaneCompleted: { kind: string; detail: string } | null;
}

/**
 * Why the review blocks when no lane completed, or null when one did. A lane degraded
 * only by partial coverage did review part of the diff: saying "nothing was reviewed"
 * of a run that reviewed 20 chunks would mislead, so it gets its own kind and words.
 */
export function noLaneCompleted(outcomes: readonly LaneOutcome[]): { kind: string; detail: string } | null {
  if (outcomes.some((o) => o.state === "completed")) return null;
  const inPart = outcomes.some((o) => o.state === "degraded" && o.fault.kind === "partial_coverage");
  return inPart
    ? { kind: "no_lane_complete", detail: "no lane completed in full: the code review covered only part of the diff" }
    : { kind: "nothing_reviewed", detail: "no lane completed, so nothing was reviewed" };
}

export function incompleteItems(input: IncompleteInput): IncompleteItem[] {
  const items: IncompleteItem[] = [];
  for (const outcome of input.outcomes) {
    if (outcome.state !== "faulted" && outcome.state !== "degraded") continue;
    // Partial coverage leaves the lane its verdict: it is named below, with its count.
    if (outcome.fault.kind === "partial_coverage") continue;
    const given = input.givenUp.get(outcome.lane);
    const detail = given ?? "no verdict of its own";
    items.push({
      part: "lane",
      lane: outcome.lane,
      state: outcome.state,
      kind: faultKind(outcome.fault),
      given_up: given !== undefined,
      detail: oneLine(detail),
    });
  }
  // A lane given up on whose slot was lost still counts (the retry gate saw it fault).
  for (const [lane, detail] of input.givenUp) {
    if (items.some((i) => i.part === "lane" && i.lane === lane)) continue;
    items.push({ part: "lane", lane: lane as LaneName, state: "faulted", kind: "given_up", given_up: true, detail });
  }
  if ((input.coverage && !input.coverage.complete) || input.partialDetail !== null) {
    const files = input.coverage && !input.coverage.complete ? input.coverage.not_reviewed.length : null;
    items.push({ part: "coverage", lane: "code-review", files, detail: oneLine(input.partialDetail ?? "the code review did not read every file") });
  }
  if (input.judgmentFault) items.push({ part: "pipeline", kind: "lane_judgment", detail: oneLine(input.judgmentFault) });
  for (const fault of input.faults) items.push({ part: "pipeline", kind: parsePipelineFault(fault)?.kind ?? "fault", detail: oneLine(fault) });
  if (input.noLaneCompleted) items.push({ part: "pipeline", ...input.noLaneCompleted });
  return items;
}

/** One item as the GAUNTLET_REVIEW_INCOMPLETE line names it. */
export function renderIncomplete(item: IncompleteItem): string {
  switch (item.part) {
    case "lane":
      return item.given_up ? `${item.lane} (${item.detail}; ${item.kind})` : `${item.lane} (${item.state}: ${item.kind})`;
    case "coverage":
      return `coverage (${item.files === null ? "some" : item.files} file${item.files === 1 ? "" : "s"} not reviewed: ${item.detail})`;
    case "pipeline":
      return item.detail;
  }
}

/** The end node's machine line ("" when the review was complete), with a leading newline. */
export function incompleteLine(items: readonly IncompleteItem[]): string {
  return items.length > 0 ? `\nGAUNTLET_REVIEW_INCOMPLETE: ${oneLine(items.map(renderIncomplete).join("; "))}` : "";
}

/** The fail-closed entries of a run that produced no result: every lane, and why. */
export function notFinished(lanes: readonly LaneName[], reason: string): IncompleteItem[] {
  return [
    ...lanes.map((lane): IncompleteItem => ({
      part: "lane",
      lane,
      state: "faulted",
      kind: "not_finished",
      given_up: false,
      detail: "the review did not finish",
    })),
    { part: "pipeline", kind: "not_finished", detail: oneLine(reason) },
  ];
}
