/**
 * retry_gate: re-runs faulted lanes, and only those. "Faulted" means a fault
 * another attempt could fix (the lane's typed outcome says so): this deliberately narrows the
 * seed's retry_gate, which re-ran any faulted lane. Transport faults are
 * retried once, by the HTTP client; a lane whose endpoint is still failing
 * after that, whose breaker is open, or that got a 4xx, a refusal or a crash
 * is not re-run here (it blocks at once), so a permanent fault is never
 * multiplied by passes.
 * It stashes every report
 * that ran this pass, restores the ones a re-run pass overwrote with [] (a
 * lane not being re-run maps over nothing), counts attempts, and routes back
 * to build_items while a faulted lane has passes left inside the wall clock.
 * A real verdict is never re-run.
 *
 * "Inside the wall clock": a pass of a lane that stalls again costs its agent
 * node's attempts × its timeout, and the gates need their time after it. A
 * pass that could not finish before the run's own timeout is not started: the
 * run would die with no verdict at all, where giving up yields BLOCKED.
 */
import { GATES_SHARE, LANES, LANE_AGENT_ATTEMPTS, LANE_SPECS, type LaneName } from "./lanes.js";
import { outcomeOfSlot } from "./laneState.js";
import { list, record } from "./state.js";
import type { ReviewScript } from "../services.js";
import { gauntletState } from "./stateSchema.js";

export const MAX_LANE_PASSES = 3;
const DEFAULT_RUN_SECONDS = 1800;

export const retryGate: ReviewScript = {
  reads: gauntletState.pick({
    kept_results: true,
    lane_attempts: true,
    review_incomplete: true,
    gauntlet_started_at: true,
    code_review_results: true,
    adversary_results: true,
    security_results: true,
    probe_results: true,
  }).shape,
  writes: gauntletState.pick({
    kept_results: true,
    lane_attempts: true,
    retry_lanes: true,
    review_incomplete: true,
    code_review_results: true,
    adversary_results: true,
    security_results: true,
    probe_results: true,
  }).shape,
  routes: ["build_items", "verdict_gate"],
  run: ({ state, context }) => {
    const kept = { ...record(state, "kept_results") };
    const attempts = { ...record(state, "lane_attempts") } as Record<string, number>;
    const incomplete = new Set(list(state, "review_incomplete").map(String));
    const runSeconds =
      typeof context.facts.run_timeout_seconds === "number" && context.facts.run_timeout_seconds > 0 ? context.facts.run_timeout_seconds : DEFAULT_RUN_SECONDS;
    const started = typeof state.gauntlet_started_at === "number" && state.gauntlet_started_at > 0 ? state.gauntlet_started_at : context.clock.now();
    const remaining = runSeconds - (context.clock.now() - started) / 1000;

    const updates: Record<string, unknown> = {};
    const retry: LaneName[] = [];
    for (const lane of LANES) {
      const spec = LANE_SPECS[lane];
      const results = list(state, spec.results);
      if (results.length === 0) {
        if (Array.isArray(kept[lane])) updates[spec.results] = kept[lane];
        continue;
      }
      kept[lane] = results;
      if (outcomeOfSlot(lane, results[0]).state !== "faulted") continue;
      const done = Number(attempts[lane] ?? 1);
      const passSeconds = (LANE_AGENT_ATTEMPTS * spec.timeoutShare + GATES_SHARE) * runSeconds;
      if (done < MAX_LANE_PASSES && remaining >= passSeconds) {
        attempts[lane] = done + 1;
        retry.push(lane);
      } else {
        incomplete.add(lane);
      }
    }
    return {
      ...updates,
      kept_results: kept,
      lane_attempts: attempts,
      retry_lanes: retry,
      review_incomplete: [...incomplete],
      _next: retry.length > 0 ? "build_items" : "verdict_gate",
    };
  },
};
