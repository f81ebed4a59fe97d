/**
 * intake (the gauntlet's start): a structured request from the action or the
 * CLI seeds the parse fields with no model call, because a model copying a SHA
 * or a plan can garble it. Free text goes on to the llm parse.
 */
import { record, str } from "./state.js";
import type { ReviewScript } from "../services.js";
import { gauntletState } from "./stateSchema.js";
import { isMatrixGate, matrixJobFact } from "../matrix/facts.js";
import { normalizePosture, normalizeRigor } from "./rigor.js";

// In rigor.ts, so that `gauntlet plan` reads them without loading the state schema; still exported from here.
export { normalizePosture, normalizeRigor, POSTURES, RIGORS } from "./rigor.js";

/** The gates' reading of the request: normalized, whichever way (intake or parse) it arrived. */
export function gateOptions(state: Readonly<Record<string, unknown>>): { rigor: string; posture: string } {
  return { rigor: normalizeRigor(state.rigor), posture: normalizePosture(state.security_posture) };
}

/** Forced lanes as a list, from a list or a comma-separated string; anything else forces nothing. */
export function forcedLaneList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === "string") return value.split(/[,\s]+/).filter((name) => name !== "");
  return [];
}

export const gauntletIntake: ReviewScript = {
  reads: gauntletState.pick({ request: true, initial_prompt: true, diff_spec: true, rigor: true, security_posture: true }).shape,
  writes: gauntletState.pick({
    diff_spec: true,
    plan_context: true,
    rigor: true,
    security_posture: true,
    probe_context: true,
    forced_lanes: true,
    extra_context: true,
    gauntlet_started_at: true,
  }).shape,
  // build_items: a matrix lane job, whose selection the plan recorded (no signals, no model).
  // verdict_gate: a matrix gate, which runs no lane (its caller seeds their merged outcomes).
  routes: ["signals", "parse", "build_items", "verdict_gate"],
  run: ({ state, context }) => {
    const started = context.clock.now();
    const request = record(state, "request");
    const prompt = str(state, "initial_prompt");
    if (Object.keys(request).length === 0 && prompt.trim() !== "") return { gauntlet_started_at: started, _next: "parse" };
    const text = (key: string, fallback = "") => (typeof request[key] === "string" ? (request[key] as string) : fallback);
    return {
      diff_spec: text("diff_spec", str(state, "diff_spec", "worktree")),
      plan_context: text("plan_context"),
      rigor: normalizeRigor(request.rigor ?? state.rigor),
      security_posture: normalizePosture(request.security_posture ?? state.security_posture),
      probe_context: text("probe_context"),
      forced_lanes: forcedLaneList(request.forced_lanes),
      extra_context: text("extra_context"),
      gauntlet_started_at: started,
      _next: isMatrixGate(context.facts) ? "verdict_gate" : matrixJobFact(context.facts) ? "build_items" : "signals",
    };
  },
};
