/**
 * The deterministic lane floor, and the only ways to widen it: the model's
 * add_* flags, forced lanes, unavailable signals and the default_lanes
 * fallback. Nothing here can remove a lane the floor selected.
 */
import { normalizePosture } from "./rigor.js";
import { LANES, normalizeLanes, type LaneName } from "./lanes.js";

export interface SelectionInput {
  signals: {
    touches_auth: boolean;
    touches_deps: boolean;
    touches_exec: boolean;
    consumer_surface: boolean;
    signals_error: string;
  };
  plan_context: string;
  security_posture: string;
  probe_context: string;
  forced_lanes: readonly unknown[];
  /** select_lanes' (or default_lanes') additive flags. */
  add: Partial<Record<LaneName, boolean>>;
  /** The PR head is not in the base repository (fork) or is data only: its code is never executed. */
  untrusted_head: boolean;
  /** Who set the add flags, when not select_lanes' judgment (the default_lanes fallback). */
  addedBy?: string;
}

export interface LaneChoice {
  lane: LaneName;
  selected: boolean;
  reason: string;
}

export function selectLanes(input: SelectionInput): { choices: LaneChoice[]; notes: string[] } {
  const { signals } = input;
  const forced = normalizeLanes(input.forced_lanes);
  const notes = forced.unknown.length > 0 ? [`unknown forced lane(s) ignored: ${forced.unknown.join(", ")}`] : [];
  const why: Record<LaneName, string[]> = { "code-review": ["always runs"], adversary: [], security: [], probe: [] };

  if (input.plan_context.trim() !== "") why.adversary.push("a plan or spec is present");
  // Unavailable signals raise every flag so that selection widens: those flags were not observed, so they give no reason.
  const observed = !signals.signals_error;
  const surface = [signals.touches_auth && "auth", signals.touches_deps && "dependencies", signals.touches_exec && "exec"].filter(Boolean);
  if (observed && surface.length > 0) why.security.push(`attack-surface signals: ${surface.join(", ")}`);
  if (normalizePosture(input.security_posture) === "hardened") why.security.push("hardened posture");
  if (signals.signals_error) {
    for (const lane of LANES) why[lane].push("signals unavailable (selection widens)");
  }
  const hasRecipe = input.probe_context.trim() !== "";
  // Without a recipe the surface still counts, so the probe is listed as skipped (and why), not as unneeded.
  if (observed && signals.consumer_surface) why.probe.push("consumer-facing surface changed");
  for (const lane of LANES) {
    if (input.add[lane]) why[lane].push(input.addedBy ?? "added by lane judgment");
    if (forced.lanes.includes(lane)) why[lane].push("forced");
  }

  const choices = LANES.map((lane): LaneChoice => {
    const reasons = why[lane];
    if (lane === "probe" && reasons.length > 0) {
      // The probe runs PR code: never for an untrusted head, never without a recipe.
      if (input.untrusted_head) return { lane, selected: false, reason: `skipped (untrusted context: ${reasons.join("; ")})` };
      if (!hasRecipe) return { lane, selected: false, reason: `skipped (no local-run recipe in the base-branch configuration: ${reasons.join("; ")})` };
    }
    return reasons.length > 0 ? { lane, selected: true, reason: reasons.join("; ") } : { lane, selected: false, reason: "not selected" };
  });
  return { choices, notes };
}

/** The selection as the report's "Lane selection" section shows it. */
export function lanesSummary(choices: readonly LaneChoice[], notes: readonly string[], judgment = "", degraded = ""): string {
  return [
    ...choices.map((c) => `- ${c.lane}: ${c.selected ? "selected" : "not run"} — ${c.reason}`),
    ...(judgment ? [`- lane judgment: ${judgment.replace(/\n+/g, "; ")}`] : []),
    ...notes.map((n) => `- note: ${n}`),
    ...(degraded ? [`- degraded: ${degraded}`] : []),
  ].join("\n");
}
