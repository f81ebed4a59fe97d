/**
 * The review layer's services, carried in RunContext.services by the caller.
 * One sandbox serves both the model's fs tools and the verifier's gate, so a
 * quote is checked against exactly what the tools showed.
 */
import type { MemoryTrace, RunContext, ScriptDefinition, ScriptRegistry } from "../engine/index.js";
import type { WorkspaceSandbox } from "../llm/tools/index.js";
import type { UsageMeter } from "../llm/usage.js";
import type { ProbeServices } from "../probe/services.js";
import type { Git } from "./git/git.js";
import type { LaneLedger } from "./gauntlet/laneLedger.js";

export interface ReviewServices extends ProbeServices {
  sandbox: WorkspaceSandbox;
  /** Git on the workspace; absent where there is no repository (the verifier alone needs none). */
  git?: Git;
  /** Token usage so far, for per-lane usage in the result. */
  meter?: UsageMeter;
  /** The run's events, for per-lane durations. */
  trace?: MemoryTrace;
  /** Per-lane usage and timing for the verdict gate; default: the meter and the trace above (a matrix gate injects the partials'). */
  laneLedger?: LaneLedger;
}

export type ReviewContext = RunContext<ReviewServices>;
export type ReviewScript = ScriptDefinition<ReviewServices>;
export type ReviewScripts = ScriptRegistry<ReviewServices>;
