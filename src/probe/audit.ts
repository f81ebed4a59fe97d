/**
 * The record of everything the probe ran: each command, its exit code, its
 * duration and the head of its output. It goes into the lane report (every
 * line indented, so no output can pose as a verdict line) and the trace.
 */
import { headOf } from "./cappedOutput.js";
import type { IsolatedResult } from "./isolatedCommand.js";

export type AuditPhase = "check" | "setup" | "start" | "ready" | "suite" | "exec";

export interface AuditEntry {
  phase: AuditPhase;
  command: string;
  /** null when the command was killed or never ran. */
  exitCode: number | null;
  durationMs: number;
  /** "killed: exceeded its 60 s limit", "refused: isolation unavailable", … */
  note?: string;
  /** The first lines of stdout, then of stderr. */
  outputHead: string;
  /** The host's network was reachable while this ran. */
  network: "isolated" | "host";
}

export const AUDIT_HEAD_CHARS = 600;
export const AUDIT_HEAD_LINES = 12;

export function auditEntry(phase: AuditPhase, command: string, result: IsolatedResult, network: "isolated" | "host"): AuditEntry {
  const streams = [result.stdout.text.trim() && result.stdout.text, result.stderr.text.trim() && `[stderr]\n${result.stderr.text}`].filter(Boolean).join("\n");
  const note = result.isolationError ? `isolation failed: ${result.isolationError}` : result.killed ? `killed: ${result.killed}` : undefined;
  return {
    phase,
    command,
    exitCode: result.killed || result.isolationError ? null : result.exitCode,
    durationMs: result.durationMs,
    ...(note ? { note } : {}),
    outputHead: headOf(streams, AUDIT_HEAD_CHARS, AUDIT_HEAD_LINES),
    network,
  };
}

/** A process left running in the background (the service), recorded when it starts. */
export function startedEntry(command: string, network: "isolated" | "host"): AuditEntry {
  return { phase: "start", command, exitCode: null, durationMs: 0, note: "running in the background", outputHead: "", network };
}

export function refusedEntry(command: string, reason: string): AuditEntry {
  return { phase: "exec", command, exitCode: null, durationMs: 0, note: `refused: ${reason}`, outputHead: "", network: "host" };
}

export function outcomeOf(entry: AuditEntry): string {
  const status = entry.exitCode === null ? (entry.note ?? "no exit code") : `exit ${entry.exitCode}${entry.note ? ` (${entry.note})` : ""}`;
  // Nothing ran to completion (a refusal, a service just started): no duration to give.
  return entry.exitCode === null && entry.durationMs === 0 ? status : `${status}, ${(entry.durationMs / 1000).toFixed(2)} s`;
}

/** One line for the trace. */
export function traceLine(entry: AuditEntry): string {
  const output = entry.outputHead ? `\n${entry.outputHead}` : "";
  return `probe ${entry.phase} [${entry.network === "isolated" ? "loopback only" : "host network"}]: ${oneLine(entry.command)} → ${outcomeOf(entry)}${output}`;
}

/** The audit as report text. Every line a command or its output contributes is indented. */
export function renderAudit(entries: readonly AuditEntry[]): string {
  if (entries.length === 0) return "No command was run.";
  const blocks = entries.map((entry, i) => {
    const lines = [
      `${i + 1}. ${entry.phase} — ${outcomeOf(entry)}${entry.network === "host" && entry.phase !== "check" ? " — host network" : ""}`,
      prefixed(entry.command, "    $ ", "      "),
    ];
    const output = entry.outputHead.replace(/\s+$/, "");
    if (output) lines.push(prefixed(output, "    │ ", "    │ "));
    return lines.join("\n");
  });
  return blocks.join("\n");
}

function prefixed(text: string, first: string, rest: string): string {
  return text
    .split("\n")
    .map((line, i) => `${i === 0 ? first : rest}${line}`.trimEnd())
    .join("\n");
}

function oneLine(text: string): string {
  const flat = text.replace(/\s*\n\s*/g, " ⏎ ");
  return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat;
}
