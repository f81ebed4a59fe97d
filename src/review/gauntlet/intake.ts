/**
 * intake (the gauntlet's start): a structured request from the action or the
 * CLI seeds the parse fields with no model call, because a model copying a SHA
 * or a plan can garble it. Free text goes on to the llm parse.
 */
import type { ScriptDefinition } from "../../engine/index.js";
import { record, str } from "./state.js";

export const RIGORS = ["poc", "prototype", "production"] as const;
export const POSTURES = ["prototype", "standard", "hardened"] as const;

/** An unknown rigor or posture reads as the default, never as something looser. */
export function normalizeRigor(value: unknown): string {
  return RIGORS.includes(value as (typeof RIGORS)[number]) ? (value as string) : "production";
}
export function normalizePosture(value: unknown): string {
  return POSTURES.includes(value as (typeof POSTURES)[number]) ? (value as string) : "standard";
}

export const gauntletIntake: ScriptDefinition = {
  writes: ["diff_spec", "plan_context", "rigor", "security_posture", "probe_context", "forced_lanes", "extra_context", "gauntlet_started_at"],
  routes: ["signals", "parse"],
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
      forced_lanes: Array.isArray(request.forced_lanes) ? request.forced_lanes.map(String) : [],
      extra_context: text("extra_context"),
      gauntlet_started_at: started,
      _next: "signals",
    };
  },
};
