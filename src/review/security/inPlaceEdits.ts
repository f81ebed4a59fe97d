/**
 * The files only the security lane reads (filePolicy.ts, SECURITY_ONLY): a
 * built-in convention's file edited in place (`dist/index.js`,
 * `.yarn/releases/*.cjs`, `vendor/…`) and a file added with a generator's
 * header. The lane is shown each one's added lines within a byte budget
 * shared fairly between the files; a line matching the exec, network, eval,
 * obfuscation or install-script patterns (riskyLines.ts) is shown past it.
 * More risky text than even that ceiling is a blocking finding: the edit is
 * too large to show, so it is not passed unread.
 */
import { skipDecision, SECURITY_ONLY, type ReviewFilePolicy } from "../codeReview/filePolicy.js";
import { hunksOf } from "../codeReview/chunks.js";
import type { FileDiff } from "../codeReview/types.js";
import { isRiskyLine, riskyOffsets } from "./riskyLines.js";

/** Characters of plain added lines shown, over all security-only files (about 12k tokens). */
export const IN_PLACE_BUDGET = 48_000;
/** Each file's share of the budget is at least this much. */
const MIN_FILE_SHARE = 1_500;
/** Characters of risky lines shown past the budget; beyond it, a blocking finding. */
export const RISKY_CEILING = 200_000;
/** A longer line (minified code) is shown as windows around its risky matches. */
const LONG_LINE = 600;
const WINDOW = 160;

export interface InPlaceEdits {
  /** The block the security lane's prompt shows; empty when there are no such files. */
  text: string;
  /** Deterministic 🔴 findings: files whose risky lines exceed the ceiling. */
  findings: string[];
  paths: string[];
}

interface AddedLine {
  number: number;
  text: string;
}

function addedLines(patch: string): AddedLine[] {
  const lines: AddedLine[] = [];
  for (const hunk of hunksOf(patch)) {
    const rows = hunk.split("\n");
    let next = Number(/^@@ -\d+(?:,\d+)? \+(\d+)/.exec(rows[0] ?? "")?.[1] ?? 1);
    for (const row of rows.slice(1)) {
      if (row.startsWith("+")) lines.push({ number: next++, text: row.slice(1) });
      else if (!row.startsWith("-") && !row.startsWith("\\")) next++;
    }
  }
  return lines;
}

/** A long line as the windows around its risky matches. */
function excerpt(text: string): string {
  if (text.length <= LONG_LINE) return text;
  const windows: Array<[number, number]> = [];
  for (const offset of riskyOffsets(text)) {
    const start = Math.max(0, offset - WINDOW);
    const end = Math.min(text.length, offset + WINDOW);
    const last = windows[windows.length - 1];
    if (last && start <= last[1]) last[1] = end;
    else windows.push([start, end]);
  }
  if (windows.length === 0) return `${text.slice(0, LONG_LINE)} … (${text.length - LONG_LINE} more characters)`;
  return windows.map(([start, end]) => `${start > 0 ? "…" : ""}${text.slice(start, end)}${end < text.length ? "…" : ""}`).join(" ");
}

/** The security-only files among a diff's, each with why (the report's words). */
export function securityOnlyFiles(files: readonly FileDiff[], policy: ReviewFilePolicy): Array<{ file: FileDiff; source: string }> {
  // The lane reads them whatever the posture: code review reading them too never takes them from the security lane.
  const base: ReviewFilePolicy = { ...policy, readsSecurityOnly: false, isUnchanged: () => false };
  return files.flatMap((file) => {
    const skip = skipDecision(file, base);
    return skip?.reason === SECURITY_ONLY ? [{ file, source: skip.source }] : [];
  });
}

/** The security lane's block for the security-only files: budgeted added lines, every risky line, and what was left out. */
export function renderInPlaceEdits(files: readonly FileDiff[], policy: ReviewFilePolicy): InPlaceEdits {
  const picked = securityOnlyFiles(files, policy);
  if (picked.length === 0) return { text: "", findings: [], paths: [] };
  const share = Math.max(MIN_FILE_SHARE, Math.floor(IN_PLACE_BUDGET / picked.length));
  let plainLeft = IN_PLACE_BUDGET;
  let riskyLeft = RISKY_CEILING;
  const out: string[] = [];
  const findings: string[] = [];
  // Files the budget left no line of, and with no risky line: one short row each, not a header and a note.
  const unshown: string[] = [];
  for (const { file, source } of picked) {
    const header = `### ${file.path} — ${file.status}, +${file.additions} −${file.deletions} — ${SECURITY_ONLY} (${source})`;
    if (file.tooLarge) {
      findings.push(
        `🔴 Unreviewable edit — ${file.path}:1 — its patch is larger than git's read limit → nobody reviewed it — split the change or review the file by hand`,
      );
      out.push(header, "(patch too large to read: see the deterministic findings)", "");
      continue;
    }
    const shownLines: string[] = [];
    let fileLeft = share;
    let hidden = 0;
    let riskyHidden = 0;
    for (const line of addedLines(file.patch)) {
      const risky = isRiskyLine(line.text);
      const shown = risky || line.text.length > LONG_LINE ? excerpt(line.text) : line.text;
      const cost = shown.length + 8;
      if (risky && cost <= riskyLeft) {
        riskyLeft -= cost;
        shownLines.push(`${line.number}+${shown}`);
      } else if (!risky && cost <= fileLeft && cost <= plainLeft) {
        fileLeft -= cost;
        plainLeft -= cost;
        shownLines.push(`${line.number}+${shown}`);
      } else if (risky) {
        riskyHidden++;
      } else {
        hidden++;
      }
    }
    if (shownLines.length === 0 && riskyHidden === 0) {
      unshown.push(`- ${file.path} (${file.status}, +${file.additions})`);
      continue;
    }
    out.push(header, ...shownLines);
    if (hidden > 0) out.push(`… ${hidden} more added line(s), none risky, not shown (over the budget)`);
    if (riskyHidden > 0) {
      out.push(`… ${riskyHidden} risky added line(s) not shown: over the ceiling`);
      findings.push(
        `🔴 Unreviewable edit — ${file.path}:1 — ${riskyHidden} added lines matching exec, network, eval or obfuscation patterns exceed what can be shown → nobody reviewed them — review the file by hand, or rebuild it from reviewed source`,
      );
    }
    out.push("");
  }
  if (unshown.length > 0) {
    out.push(
      `### ${unshown.length} more file(s) only you review, over the budget; none of their added lines is risky (read them with the tools if they matter)`,
      ...unshown,
      "",
    );
  }
  return { text: out.join("\n"), findings, paths: picked.map((p) => p.file.path) };
}
