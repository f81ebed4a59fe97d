/**
 * A changed file as the reviewer sees it: its hunks with head-side line
 * numbers, whole or in pieces that each fit a chunk (a hunk too big for a
 * chunk is split into parts by splitHunk.ts). Pieces of a split file name
 * their part and head lines.
 */
import { heuristicSplitPoints, splitHunk, type SplitPoints } from "./splitHunk.js";
import { capSvgHunk, isSvg, SVG_LINE_CAP, svgFactsBlock } from "./svg.js";
import { TEXT_PATCH_LIMIT } from "./fileContent.js";
import type { OverBudget } from "./overBudget.js";
import type { FileDiff } from "./types.js";

export const tokensOf = (text: string) => Math.ceil(text.length / 4);

/**
 * One hunk with head-side line numbers, so findings can cite real lines. The
 * numbers are padded only to the hunk's widest, and nothing separates them from
 * the diff's own line: every character of the gutter is paid in tokens on every
 * line of every diff a reviewer reads.
 */
export function renderHunk(hunk: string): string {
  const lines = hunk.split("\n");
  const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(lines[0] ?? "");
  let next = header ? Number(header[1]) : 1;
  const rows: { number?: number; mark: string; text: string }[] = [];
  for (const line of lines.slice(1)) {
    if (line.startsWith("+")) rows.push({ number: next++, mark: "+", text: line.slice(1) });
    else if (line.startsWith("-")) rows.push({ mark: "-", text: line.slice(1) });
    else if (line.startsWith("\\")) rows.push({ mark: " ", text: line });
    else if (line !== "" || lines.length > 1) rows.push({ number: next++, mark: " ", text: line.slice(1) });
  }
  const width = String(Math.max(1, next - 1)).length;
  // The number, then the diff line as git writes it (its mark, then its text): a unified diff with a gutter.
  const out = rows.map((row) => `${(row.number === undefined ? "" : String(row.number)).padStart(width)}${row.mark}${row.text}`);
  return [lines[0]!, ...out].join("\n");
}

/** Splits a file's patch section into its hunks (each starting with @@). */
export function hunksOf(patch: string): string[] {
  const hunks: string[] = [];
  let current: string[] | undefined;
  for (const line of patch.replace(/\n$/, "").split("\n")) {
    if (line.startsWith("@@")) {
      if (current) hunks.push(current.join("\n"));
      current = [line];
    } else if (current) {
      current.push(line);
    }
  }
  if (current) hunks.push(current.join("\n"));
  return hunks;
}

function fileHeader(file: FileDiff): string {
  const rename = file.oldPath && file.oldPath !== file.path ? ` (renamed from ${file.oldPath})` : "";
  const encoding = file.encodingNote ? ` [${file.encodingNote}]` : "";
  const view = file.viewNote ? ` — ${file.viewNote}` : "";
  return `### ${file.path}${rename} — ${file.status}, +${file.additions} −${file.deletions}${encoding}${view}`;
}

/** Room kept in a piece for its header's "(part k of n, lines a–b)". */
const PART_LABEL_ROOM = 64;

/**
 * A file as pieces that each fit the budget: whole, or split at hunk
 * boundaries, a hunk too big for a chunk split into parts (splitHunk.ts).
 * Pieces of a split file name their part and head lines. Undefined when the
 * file cannot be shown in pieces: its patch was too large to read, or one
 * line alone is over the budget.
 */
export function piecesOf(file: FileDiff, budget: number, splitPoints: SplitPoints = heuristicSplitPoints): string[] | undefined {
  const header = fileHeader(file);
  if (file.tooLarge) return undefined;
  if (file.status === "deleted") return [`${header} (deleted: its content is at the base)`];
  const rawHunks = hunksOf(file.patch);
  // An SVG is shown cut short, followed by its security facts from the whole text (svg.ts).
  const svg = isSvg(file.path);
  const show = (raw: string) => (svg ? capSvgHunk(renderHunk(raw)) : renderHunk(raw));
  const hunks = rawHunks.map(show);
  const tail = svg ? [svgFactsBlock(file.patch)] : [];
  const whole = [header, ...hunks, ...tail].join("\n");
  if (tokensOf(whole) <= budget) return [whole];
  const room = budget * 4 - header.length - PART_LABEL_ROOM - 2;
  const parts: string[] = [];
  for (const [i, hunk] of hunks.entries()) {
    if (hunk.length + 1 <= room) {
      parts.push(hunk);
      continue;
    }
    // Each row renders as its line plus a number as wide as the hunk's widest, a space, the mark and a space.
    const width = String(lastHeadLine(hunk)).length;
    const shown = (raw: string) => (svg ? Math.min(raw.length, SVG_LINE_CAP + 50) : raw.length) + width + 3;
    const split = splitHunk(file.path, rawHunks[i]!, room, splitPoints, shown);
    if (!split) return undefined;
    parts.push(...split.map(show));
  }
  parts.push(...tail);
  const groups: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const part of parts) {
    if (current.length > 0 && size + part.length + 1 > room) {
      groups.push(current);
      current = [];
      size = 0;
    }
    current.push(part);
    size += part.length + 1;
  }
  if (current.length > 0) groups.push(current);
  if (groups.some((group) => group.join("\n").length > room)) return undefined;
  return groups.map((group, k) => [`${header} (part ${k + 1} of ${groups.length}${headSpan(group)})`, ...group].join("\n"));
}

/** The last head-side line number a rendered hunk shows. */
function lastHeadLine(rendered: string): number {
  const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(rendered);
  return header ? Number(header[1]) + Math.max(0, Number(header[2] ?? 1) - 1) : 1;
}

/** ", lines a–b": the head-side lines a piece's hunks span, for a reader to place the piece in the file. */
function headSpan(group: readonly string[]): string {
  const spans = group.map((hunk) => /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(hunk)).filter((m) => m !== null && Number(m[2] ?? 1) > 0);
  if (spans.length === 0) return "";
  const first = Number(spans[0]![1]);
  const last = spans.at(-1)!;
  return `, lines ${first}–${Number(last[1]) + Number(last[2] ?? 1) - 1}`;
}

/** Why piecesOf cannot show a file: too large to read, or a line larger than a chunk. */
export function unshownBudget(file: FileDiff, chunkTokens: number): OverBudget {
  if (file.tooLarge) return { kind: "read_limit", limit_bytes: TEXT_PATCH_LIMIT };
  let longest = 0;
  for (let start = 0; start < file.patch.length;) {
    const end = file.patch.indexOf("\n", start);
    const stop = end === -1 ? file.patch.length : end;
    longest = Math.max(longest, stop - start);
    start = stop + 1;
  }
  return { kind: "line", line_tokens: Math.ceil(longest / 4), chunk_tokens: chunkTokens };
}
