/**
 * The review-gauntlet graph's state, as one zod schema. The graph's
 * initial_state is checked against it when the graph loads, and every gauntlet
 * script declares its reads and writes as picks of it, so the YAML and the
 * TypeScript cannot drift apart.
 */
import { z } from "zod";
import { laneOutcomeSchema } from "./laneOutcome.js";
import { LANES } from "./lanes.js";

const text = z.string();
const flag = z.boolean();
const laneName = z.enum(LANES);
/** What `state_updates: {key: "{{failure}}"}` leaves: "" on success, the engine's failure record after a fallback. */
const recordedFailure = z.union([z.literal(""), z.record(z.string(), z.unknown())]);
/** An llm node's `{{output}}`: its validated object on success, PIPELINE-FAULT text after a fallback. */
const recordedOutput = z.union([z.string(), z.record(z.string(), z.unknown())]);
const laneItems = z.array(z.object({ lane: laneName, attempt: z.number().int().min(1), reason: text }));
/** The engine's record of a map branch that failed with no fallback. */
const branchFailure = z.object({ failed: z.literal(true), node: text, kind: text, message: text }).loose();
/** A lane's map slots: the lane's typed outcome, or the engine's record of a branch that failed. */
const laneSlots = z.array(z.union([laneOutcomeSchema, branchFailure]));
/** What a lane's agent node leaves for read_lane: its report, its structured result, "" or its failure. */
const agentSlot = z.object({ report: z.string(), result: z.unknown(), failure: z.unknown() }).loose();

export const gauntletState = z.object({
  // Seeded by the engine: the caller's prompt and the graph's variables.
  initial_prompt: text,
  project_dir: text,
  verification_commands: text,

  request: z.record(z.string(), z.unknown()),
  retry_notes: z.array(z.unknown()),
  diff_spec: text,
  plan_context: text,
  rigor: text,
  security_posture: text,
  probe_context: text,
  extra_context: text,
  rules: text,
  forced_lanes: z.array(text),
  gauntlet_started_at: z.number().min(0),

  changed_files: z.array(text),
  file_count: z.number().int().min(0),
  signals_summary: text,
  signals_error: text,
  signals_failure: recordedFailure,
  signal_evidence: z.record(z.string(), text),
  touches_auth: flag,
  touches_deps: flag,
  touches_exec: flag,
  touches_proto: flag,
  touches_migrations: flag,
  consumer_surface: flag,
  docs_only: flag,

  add_code_review: flag,
  add_adversary: flag,
  add_security: flag,
  add_probe: flag,
  lane_reasons: text,
  parse_failure: recordedOutput,
  select_lanes_failure: recordedOutput,
  lanes_degraded: text,
  lane_selection: z.array(z.object({ lane: laneName, selected: flag, reason: text })),
  lanes_summary: text,

  code_review_items: laneItems,
  adversary_items: laneItems,
  security_items: laneItems,
  probe_items: laneItems,
  /** Branch-local: the lane's item, and what its agent node or lane_fault leaves for the map. */
  lane_ctx: z.object({ lane: laneName, attempt: z.number().int().min(1), reason: text }),
  lane_out: z.union([laneOutcomeSchema, agentSlot]),
  code_review_results: laneSlots,
  adversary_results: laneSlots,
  security_results: laneSlots,
  probe_results: laneSlots,

  lane_attempts: z.record(z.string(), z.number().int().min(1)),
  kept_results: z.record(z.string(), laneSlots),
  retry_lanes: z.array(laneName),
  review_incomplete: z.array(laneName),
  retry_gate_fault: recordedFailure,
  /** A matrix gate's problems no lane owns (a file that is not a partial, a job not in the matrix), as PIPELINE-FAULT lines. */
  matrix_faults: z.array(text),

  gauntlet_verdict: z.enum(["", "PASS", "BLOCKED"]),
  gauntlet_report: text,
  gauntlet_incomplete_line: text,
  gauntlet_result: z.record(z.string(), z.unknown()),
});
