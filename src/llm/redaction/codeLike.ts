/**
 * Lines that look like a secret and like code: a pattern would take part of
 * them for a secret, but that part reads as an expression
 * (`session_auth=getattr(__import__(…),'system')(cmd)`). Such a line is never
 * redacted; the security lane is shown it instead, so hiding code behind a
 * secret's shape is an attack someone sees.
 */
import { redactConfigLine } from "./configValues.js";
import { originOf } from "./fileKinds.js";
import { scanTokenShapes } from "./tokenShapes.js";

/** True when a pattern's candidate secret on this line (from the file at `path`, if known) reads as code. */
export function looksLikeSecretAndCode(line: string, path?: string): boolean {
  if (scanTokenShapes(line).codeLike.length > 0) return true;
  const origin = originOf(path);
  return origin.kind === "config" && redactConfigLine(line, origin.config).codeLike;
}

export interface FlaggedLine {
  path: string;
  /** The line's number on the head side. */
  line: number;
  text: string;
}

const HUNK = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/;

/**
 * The added lines of one file's patch that look like a secret and like code,
 * with their head-side line numbers. Read from the redacted patch, so a real
 * token elsewhere on such a line stays hidden.
 */
export function flaggedAddedLines(path: string, patch: string): FlaggedLine[] {
  const flagged: FlaggedLine[] = [];
  let next: number | undefined;
  for (const line of patch.split("\n")) {
    const hunk = HUNK.exec(line);
    if (hunk) {
      next = Number(hunk[1]);
      continue;
    }
    if (next === undefined) continue;
    if (line.startsWith("+")) {
      if (looksLikeSecretAndCode(line.slice(1), path)) flagged.push({ path, line: next, text: line.slice(1) });
      next += 1;
    } else if (line.startsWith(" ") || line === "") next += 1;
    else if (!line.startsWith("-") && !line.startsWith("\\")) next = undefined;
  }
  return flagged;
}

/** One line per flagged line, `path:line: text`, for a prompt's data block. */
export function renderFlaggedLines(lines: readonly FlaggedLine[]): string[] {
  return lines.map((f) => `${f.path}:${f.line}: ${f.text} — looks like a secret and like code; shown, not redacted`);
}
