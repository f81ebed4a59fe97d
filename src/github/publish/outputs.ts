/**
 * What the step leaves for later steps and for people reading the run: the
 * `verdict`, `incomplete`, `report`, `findings` and `sarif` outputs (the last
 * three as files under the runner's temp folder) and the job summary, with the
 * lanes over time and their cost.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { renderIncomplete } from "../../review/gauntlet/incomplete.js";
import type { GauntletResult } from "../../review/gauntlet/result.js";
import { gauntletSarif } from "../../review/sarif/index.js";
import { renderLanePictures } from "../../review/summary/index.js";
import type { CorePort } from "../session/corePort.js";
import { JOB_SUMMARY_BYTES, cutBytes } from "../transport/limits.js";

export interface StepOutputs {
  dir: string;
  verdict: "PASS" | "BLOCKED" | "OVERRIDDEN";
  report: string;
  result: GauntletResult;
  /** The check's name: the code-scanning category of the SARIF file. */
  checkName: string;
  /** What could not be posted to the pull request, if anything. */
  note: string;
  redact: (text: string) => string;
}

export async function writeOutputs(core: CorePort, out: StepOutputs): Promise<void> {
  mkdirSync(out.dir, { recursive: true });
  const reportPath = join(out.dir, "report.md");
  const resultPath = join(out.dir, "result.json");
  writeFileSync(reportPath, out.report);
  const sarifPath = join(out.dir, "results.sarif");
  writeFileSync(resultPath, JSON.stringify(out.result, null, 2) + "\n");
  writeFileSync(sarifPath, JSON.stringify(gauntletSarif(out.result, { category: out.checkName }), null, 2) + "\n");
  core.setOutput("verdict", out.verdict);
  // What the review could not cover, as the GAUNTLET_REVIEW_INCOMPLETE line names it; empty when it covered everything.
  core.setOutput("incomplete", out.redact(out.result.incomplete.map(renderIncomplete).join("; ")));
  core.setOutput("report", reportPath);
  core.setOutput("findings", resultPath);
  core.setOutput("sarif", sarifPath);
  const summary = `${out.report}\n\n${renderLanePictures(out.result)}\n${out.note ? `\n> ${out.note}\n` : ""}`;
  await core.writeSummary(cutBytes(out.redact(summary), JOB_SUMMARY_BYTES - 1024, "\n\n… (cut: the full report is in the `report` output)"));
}
