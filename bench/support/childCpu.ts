/**
 * CPU time of every child process this process has waited for, grandchildren
 * included (Linux only: /proc/self/stat's cutime and cstime). The difference
 * across a phase is what the phase's processes cost the machine's cores.
 */
import { existsSync, readFileSync } from "node:fs";

const CLOCK_TICKS_PER_SECOND = 100;

/** In ms; undefined where /proc is not there to read. */
export function childrenCpuMs(): number | undefined {
  if (!existsSync("/proc/self/stat")) return undefined;
  // Fields after the command name "(…)": cutime and cstime are the 14th and 15th of them.
  const stat = readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / CLOCK_TICKS_PER_SECOND;
}
