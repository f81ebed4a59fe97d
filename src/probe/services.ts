/** What the probe lane's scripts need from the run: the workbench, when the caller wires one in. */
import type { RunContext, ScriptDefinition } from "../engine/index.js";
import type { ProbeWorkbench } from "./workbench.js";

export interface ProbeServices {
  /** Absent in a run wired without the probe's environment (a harness, a caller that does not run PR code). */
  probe?: ProbeWorkbench;
}

export type ProbeContext = RunContext<ProbeServices>;
export type ProbeScript = ScriptDefinition<ProbeServices>;
