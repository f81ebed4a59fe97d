/** What `review` and `gate` print and write for a verdict, and their exit code: one place, so the two agree. */
import type { ReviewOutcome } from "../review/reviewRun.js";
import { DEFAULT_SARIF_CATEGORY, gauntletSarif } from "../review/sarif/index.js";
import { EXIT, UsageError, type CliIo } from "./io.js";
import { writeOutputFile } from "./outputFile.js";

/** What a verdict writes besides its report; `plan` shares the other flags but has no findings to write. */
export const FINDINGS_FLAGS = {
  sarif: { type: "string" },
  "sarif-category": { type: "string" },
} as const;

export interface OutputFlags {
  json?: string | undefined;
  sarif?: string | undefined;
  "sarif-category"?: string | undefined;
}

export function checkOutputFlags(command: string, flags: OutputFlags): void {
  if (flags["sarif-category"] !== undefined && !flags.sarif)
    throw new UsageError(`gauntlet ${command}: --sarif-category names the code-scanning category of a --sarif file; add --sarif FILE`);
}

/** Prints the report, writes --json and --sarif, and returns the exit code: 0 PASS, 1 BLOCKED. */
export function reportOutcome(outcome: ReviewOutcome, flags: OutputFlags, io: CliIo): number {
  io.stdout(outcome.text.endsWith("\n") ? outcome.text : outcome.text + "\n");
  if (flags.json) writeOutputFile(io, "--json", flags.json, JSON.stringify(outcome.result, null, 2) + "\n");
  if (flags.sarif) {
    const sarif = gauntletSarif(outcome.result, { category: flags["sarif-category"] ?? DEFAULT_SARIF_CATEGORY });
    writeOutputFile(io, "--sarif", flags.sarif, JSON.stringify(sarif, null, 2) + "\n");
  }
  const usage = outcome.result.usage;
  const cached = usage.cached_prompt_tokens !== undefined ? ` (${usage.cached_prompt_tokens} cached)` : "";
  io.stderr(`gauntlet: ${outcome.result.verdict} — ${usage.calls} model call(s), ${usage.prompt_tokens + usage.completion_tokens} tokens${cached}\n`);
  return outcome.result.verdict === "PASS" ? EXIT.ok : EXIT.negative;
}
