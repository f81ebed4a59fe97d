/**
 * The security lane's list of added lines that look like a secret and like
 * code (see llm/redaction/codeLike.ts): never redacted, so every reviewer
 * sees them, and named to the security lane so hiding code behind a secret's
 * shape is itself a finding to weigh. Withheld secret files and binary files
 * are left out: their contents never reach a prompt.
 */
import { flaggedAddedLines, renderFlaggedLines } from "../llm/redact.js";
import type { FileDiff, SkippedFile } from "./codeReview/types.js";

/** Enough to name an attack; more would crowd the lane's prompt. */
export const MAX_FLAGGED_LINES = 50;
const MAX_LINE_CHARS = 400;

export function secretLikeCodeLines(files: readonly FileDiff[], skipped: readonly SkippedFile[]): string[] {
  const withheld = new Set(skipped.filter((s) => s.reason === "withheld (sensitive)" || s.reason === "binary").map((s) => s.path));
  const flagged = files.filter((file) => !file.binary && !withheld.has(file.path)).flatMap((file) => flaggedAddedLines(file.path, file.patch));
  const shown = flagged
    .slice(0, MAX_FLAGGED_LINES)
    .map((f) => ({ ...f, text: f.text.length > MAX_LINE_CHARS ? `${f.text.slice(0, MAX_LINE_CHARS)}…` : f.text }));
  const rest = flagged.length - shown.length;
  return [...renderFlaggedLines(shown), ...(rest > 0 ? [`… and ${rest} more such lines: read the files with the tools`] : [])];
}
