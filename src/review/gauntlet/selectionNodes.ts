/** default_lanes and build_items: the deterministic side of lane selection. */
import { isPipelineFault } from "../findings.js";
import { recordedFault } from "./faults.js";
import { forcedLaneList, normalizePosture, normalizeRigor } from "./intake.js";
import { LANES, LANE_SPECS, normalizeLanes, type LaneName } from "./lanes.js";
import { lanesSummary, selectLanes, type SelectionInput } from "./selection.js";
import { bool, list, record, str } from "./state.js";
import type { ReviewScript } from "../services.js";
import { gauntletState } from "./stateSchema.js";
import { isPlanPhase, matrixJobFact, matrixSelectionFact } from "../matrix/facts.js";

function selectionInput(state: Readonly<Record<string, unknown>>, untrusted: boolean): SelectionInput {
  return {
    signals: {
      touches_auth: bool(state, "touches_auth"),
      touches_deps: bool(state, "touches_deps"),
      touches_exec: bool(state, "touches_exec"),
      consumer_surface: bool(state, "consumer_surface"),
      // A signals node that died widens selection exactly as a git failure does.
      signals_error: str(state, "signals_error") || recordedFault(state, "signals_failure", "signals"),
    },
    plan_context: str(state, "plan_context"),
    security_posture: normalizePosture(state.security_posture),
    probe_context: str(state, "probe_context"),
    forced_lanes: forcedLaneList(state.forced_lanes),
    add: Object.fromEntries(LANES.map((lane) => [lane, bool(state, LANE_SPECS[lane].flag)])),
    untrusted_head: untrusted,
    ...(str(state, "lanes_degraded") ? { addedBy: "widened by the default_lanes fallback (lane judgment failed)" } : {}),
  };
}

/**
 * select_lanes died (or signals did, so there was nothing to judge): degrade
 * WIDER. Code review and adversary always, probe on consumer surface with a
 * recipe, security on attack-surface signals or a hardened posture, plus every
 * forced lane; without signals, build_items widens every lane on top.
 */
export const defaultLanes: ReviewScript = {
  reads: gauntletState.pick({
    forced_lanes: true,
    signals_failure: true,
    touches_auth: true,
    touches_deps: true,
    touches_exec: true,
    security_posture: true,
    consumer_surface: true,
    probe_context: true,
    select_lanes_failure: true,
  }).shape,
  writes: gauntletState.pick({ add_code_review: true, add_adversary: true, add_security: true, add_probe: true, lane_reasons: true, lanes_degraded: true })
    .shape,
  run: ({ state }) => {
    const forced = normalizeLanes(forcedLaneList(state.forced_lanes)).lanes;
    const signalsFault = recordedFault(state, "signals_failure", "signals");
    const security =
      signalsFault !== "" ||
      bool(state, "touches_auth") ||
      bool(state, "touches_deps") ||
      bool(state, "touches_exec") ||
      normalizePosture(state.security_posture) === "hardened";
    const probe = (signalsFault !== "" || bool(state, "consumer_surface")) && str(state, "probe_context").trim() !== "";
    const fault = signalsFault || (isPipelineFault(state.select_lanes_failure) ? state.select_lanes_failure : "select_lanes failed");
    const what = signalsFault ? "diff signals failed" : "lane selection judgment failed";
    return {
      add_code_review: true,
      add_adversary: true,
      add_security: security || forced.includes("security"),
      add_probe: probe || forced.includes("probe"),
      lane_reasons: "default_lanes: lane judgment unavailable; selection widened",
      lanes_degraded: `${what} (${fault.replace(/\s*\n\s*/g, " ")}); the deterministic default widened the selection`,
    };
  },
};

type Item = { lane: LaneName; attempt: number; reason: string };

export const buildItems: ReviewScript = {
  reads: gauntletState.pick({
    touches_auth: true,
    touches_deps: true,
    touches_exec: true,
    consumer_surface: true,
    signals_error: true,
    signals_failure: true,
    plan_context: true,
    security_posture: true,
    probe_context: true,
    forced_lanes: true,
    add_code_review: true,
    add_adversary: true,
    add_security: true,
    add_probe: true,
    lanes_degraded: true,
    retry_lanes: true,
    lane_attempts: true,
    lane_reasons: true,
    rigor: true,
  }).shape,
  writes: gauntletState.pick({
    code_review_items: true,
    adversary_items: true,
    security_items: true,
    probe_items: true,
    lanes_summary: true,
    lane_attempts: true,
    retry_lanes: true,
    lane_selection: true,
    rigor: true,
    security_posture: true,
  }).shape,
  // planned: the matrix plan phase ends after selection (no lane runs).
  routes: ["planned"],
  run: ({ state, context }) => {
    const items: Record<LaneName, Item[]> = { "code-review": [], adversary: [], security: [], probe: [] };
    const retry = normalizeLanes(list(state, "retry_lanes")).lanes;
    const attempts = record(state, "lane_attempts");
    const out = (extra: Record<string, unknown>) => ({
      ...Object.fromEntries(LANES.map((lane) => [LANE_SPECS[lane].items, items[lane]])),
      retry_lanes: [],
      ...extra,
    });
    if (retry.length > 0) {
      // A re-run pass: only the faulted lanes, each with its attempt number; selection is not redone.
      for (const lane of retry) items[lane] = [{ lane, attempt: Number(attempts[lane] ?? 1), reason: "re-run after a fault" }];
      return out({});
    }
    const job = matrixJobFact(context.facts);
    const recorded = matrixSelectionFact(context.facts);
    if (job && recorded) {
      // A matrix lane job: the plan's selection, this job's lane only.
      items[job.lane] = [{ lane: job.lane, attempt: 1, reason: recorded.lane_selection.find((c) => c.lane === job.lane)?.reason ?? "in the matrix" }];
      return out({
        lanes_summary: recorded.lanes_summary,
        lane_attempts: { [job.lane]: 1 },
        lane_selection: recorded.lane_selection,
        rigor: normalizeRigor(state.rigor),
        security_posture: normalizePosture(state.security_posture),
      });
    }
    // The probe's own prepare step and exec tool also refuse unless the caller vouched for the head.
    const untrusted = context.facts.untrusted_head === true;
    const { choices, notes } = selectLanes(selectionInput(state, untrusted));
    const laneAttempts: Record<string, number> = {};
    for (const choice of choices) {
      if (!choice.selected) continue;
      items[choice.lane] = [{ lane: choice.lane, attempt: 1, reason: choice.reason }];
      laneAttempts[choice.lane] = 1;
    }
    const degraded = str(state, "lanes_degraded");
    const llmReasons = str(state, "lane_reasons").trim();
    const summary = lanesSummary(choices, notes, llmReasons, degraded);
    // The lanes see the request as the gates read it (a parsed "Hardened" is hardened).
    return out({
      lanes_summary: summary,
      lane_attempts: laneAttempts,
      lane_selection: choices,
      rigor: normalizeRigor(state.rigor),
      security_posture: normalizePosture(state.security_posture),
      ...(isPlanPhase(context.facts) ? { _next: "planned" } : {}),
    });
  },
};
