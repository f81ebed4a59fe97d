/**
 * What the step leaves for later steps and for people reading the run: the
 * `verdict`, `report` and `findings` outputs (the last two as files under
 * the runner's temp folder) and the job summary with a lane table.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { GauntletResult } from "../review/gauntlet/result.js";
import type { CorePort } from "./corePort.js";
import { JOB_SUMMARY_BYTES, cutBytes } from "./limits.js";

export interface StepOutputs {
  dir: string;
  verdict: "PASS" | "BLOCKED" | "OVERRIDDEN";
  report: string;
  result: GauntletResult;
  /** What could not be posted to the pull request, if anything. */
  note: string;
  redact: (text: string) => string;
}

export async function writeOutputs(core: CorePort, out: StepOutputs): Promise<void> {
  mkdirSync(out.dir, { recursive: true });
  const reportPath = join(out.dir, "report.md");
  const resultPath = join(out.dir, "result.json");
  writeFileSync(reportPath, out.report);
  writeFileSync(resultPath, JSON.stringify(out.result, null, 2) + "\n");
  core.setOutput("verdict", out.verdict);
  core.setOutput("report", reportPath);
  core.setOutput("findings", resultPath);
  const summary = `${out.report}\n\n${laneTable(out.result)}\n${out.note ? `\n> ${out.note}\n` : ""}`;
  await core.writeSummary(cutBytes(out.redact(summary), JOB_SUMMARY_BYTES - 1024, "\n\n… (cut: the full report is in the `report` output)"));
}

function laneTable(result: GauntletResult): string {
  const rows = result.lanes.map(
    (l) =>
      `| ${l.name} | ${l.state} | ${l.verdict ?? "—"} | ${l.attempts} | ${(l.duration_ms / 1000).toFixed(1)} s | ${l.usage.prompt_tokens + l.usage.completion_tokens}${l.usage.cached_prompt_tokens !== undefined ? ` (${l.usage.cached_prompt_tokens} cached)` : ""} | ${l.usage.cost_usd === null ? "—" : `$${l.usage.cost_usd.toFixed(4)}`} |`,
  );
  return ["| Lane | Status | Verdict | Attempts | Duration | Tokens | Est. cost |", "|---|---|---|---|---|---|---|", ...rows].join("\n");
}
