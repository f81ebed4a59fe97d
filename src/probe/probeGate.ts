/**
 * The probe graph's `gate` script: the lane's verdict, decided by rules and
 * never by the model alone. No environment → INCONCLUSIVE; a failing
 * existing suite → FAIL whatever the model says; the model's own FAIL or
 * INCONCLUSIVE stands; a PASS needs something to have been exercised and
 * no refusal on the way. The audit of every command is appended, indented, so
 * no command output can pose as the verdict line, which the gate writes last.
 */
import { z } from "zod";
import { renderAudit, type AuditEntry } from "./audit.js";
import { workbenchOf } from "./prepareNode.js";
import type { ProbeScript } from "./services.js";

type Verdict = "PASS" | "FAIL" | "INCONCLUSIVE";

const SENTINEL = /^[ \t>]*USAGE_PROBE:[ \t]*(PASS|FAIL|INCONCLUSIVE)\b(.*)$/gm;

/** The model's verdict: the strictest line it wrote (as the gauntlet reads it, any FAIL or INCONCLUSIVE line blocks). */
export function modelVerdict(report: string): { verdict: Verdict; detail: string } | undefined {
  let found: { verdict: Verdict; detail: string } | undefined;
  for (const match of report.matchAll(SENTINEL)) {
    const verdict = match[1] as Verdict;
    if (!found || found.verdict === "PASS" || verdict !== "PASS") found = { verdict, detail: match[2]!.trim() };
  }
  return found;
}

export interface GateInput {
  report: string;
  environmentOk: boolean;
  environmentProblem: string;
  audit: readonly AuditEntry[];
  networkNote?: string;
}

export function decide(input: GateInput): { verdict: Verdict | undefined; reason: string } {
  if (!input.environmentOk) return { verdict: "INCONCLUSIVE", reason: input.environmentProblem || "the environment could not be brought up" };
  const failingSuites = input.audit.filter((e) => e.phase === "suite" && e.exitCode !== 0);
  if (failingSuites.length > 0) {
    return {
      verdict: "FAIL",
      reason: failingSuites
        .map((e) => `existing suite \`${e.command}\` ${e.exitCode === null ? (e.note ?? "did not finish") : `exited ${e.exitCode}`}`)
        .join("; "),
    };
  }
  const model = modelVerdict(input.report);
  if (!model) return { verdict: undefined, reason: "" };
  if (model.verdict !== "PASS") return { verdict: model.verdict, reason: model.detail.replace(/^\((.*)\)$/, "$1") };
  const refused = input.audit.find((e) => e.phase === "exec" && e.note?.startsWith("refused"));
  if (refused) return { verdict: "INCONCLUSIVE", reason: `a command was refused during the probe (${refused.note})` };
  const exercised = input.audit.some((e) => (e.phase === "suite" || e.phase === "exec") && e.exitCode !== null);
  if (!exercised) return { verdict: "INCONCLUSIVE", reason: "nothing was exercised: no existing suite and no probe command ran" };
  return { verdict: "PASS", reason: "" };
}

export function renderGateReport(input: GateInput): string {
  const { verdict, reason } = decide(input);
  const body = input.environmentOk
    ? input.report.replace(SENTINEL, (_line, v: string, rest: string) => `Model verdict: ${v}${rest}`).trim()
    : `The probe did not run the project: ${input.environmentProblem}`;
  const sections = [body || "(the probe model wrote no report)"];
  if (input.environmentOk && input.networkNote) {
    sections.push(`**Network:** the host's network was reachable during the probe's own tests (network isolation unavailable: ${input.networkNote}).`);
  }
  sections.push(`### Commands run (audit)\n\n${renderAudit(input.audit)}`);
  if (verdict) sections.push(`USAGE_PROBE: ${verdict}${reason ? ` (${reason.replace(/\s*\n\s*/g, " ")})` : ""}`);
  return sections.join("\n\n") + "\n";
}

export const probeGate: ProbeScript = {
  reads: { report: z.string(), environment_ok: z.boolean(), environment_problem: z.string() },
  writes: { report: z.string() },
  run: ({ state, context }) => {
    const workbench = workbenchOf(context);
    const report = typeof state.report === "string" ? state.report : "";
    return {
      report: renderGateReport({
        report,
        environmentOk: state.environment_ok === true,
        environmentProblem: typeof state.environment_problem === "string" ? state.environment_problem : "",
        audit: workbench?.audit ?? [],
        ...(workbench?.networkNote ? { networkNote: workbench.networkNote } : {}),
      }),
    };
  },
};
