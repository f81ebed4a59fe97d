/**
 * How the references to a chunk's changed definitions are shown, in three
 * tiers spent by rank: the top ones with lines around them, then the call line
 * itself (trimmed), then the location alone. The cheap tiers are why the
 * reviewer learns where every caller is, even when a function has a hundred
 * call sites and a quarter of the chunk holds twenty snippets.
 *
 *   --- test/use.test.js:12 calls use
 *      10| …
 *   test/app.test.js → use: L12 app.use(fn) · L40 app.use(async (ctx) =>… · L55 · L61
 */
import type { OccurrenceKind } from "./parse.js";
import { shownPath } from "../text.js";

export interface Reference {
  path: string;
  line: number;
  kind: OccurrenceKind;
  of: string;
  score: number;
}

/** -1 not shown; 0 location; 1 location and its line; 2 with lines around it. */
export type Tier = -1 | 0 | 1 | 2;

export const AROUND = 2;
const LINE_CHARS = 60;
const SEPARATOR = " · ";
const LIST_HEADER = "More references, by file: L<line> and its text, trimmed, or the line alone";
const tokensOf = (chars: number) => Math.ceil(chars / 4);

/** Lines by file, split once per text (the plan renders the block more than once). */
const linesCache = new WeakMap<ReadonlyMap<string, string>, Map<string, string[]>>();
function linesOf(texts: ReadonlyMap<string, string>, path: string): string[] {
  let files = linesCache.get(texts);
  if (!files) linesCache.set(texts, (files = new Map()));
  let lines = files.get(path);
  if (!lines) files.set(path, (lines = (texts.get(path) ?? "").split("\n")));
  return lines;
}

function snippet(texts: ReadonlyMap<string, string>, ref: Reference): { from: number; lines: string[] } {
  const from = Math.max(0, ref.line - AROUND);
  const lines = linesOf(texts, ref.path).slice(from, ref.line + AROUND + 1);
  // Numbers padded to the snippet's widest, not a fixed five: padding is paid on every line.
  const width = String(from + lines.length).length;
  return { from, lines: lines.map((l, i) => `${String(from + i + 1).padStart(width)}| ${l.length > 240 ? `${l.slice(0, 240)}…` : l}`) };
}

function lineOf(texts: ReadonlyMap<string, string>, ref: Reference): string {
  const line = (linesOf(texts, ref.path)[ref.line] ?? "").trim();
  return line.length > LINE_CHARS ? `${line.slice(0, LINE_CHARS)}…` : line;
}

const verbOf = (ref: Reference) => (ref.kind === "name" ? "uses" : ref.kind === "call" ? "calls" : "imports");
const groupOf = (ref: Reference) => `${shownPath(ref.path)} → ${ref.of}`;

/**
 * The references' part of the block at these tiers, and every line it shows
 * (`path:line`, 1-based): a snippet shows its lines around, a listed
 * reference its own line.
 */
export function renderReferences(
  texts: ReadonlyMap<string, string>,
  refs: readonly Reference[],
  tiers: readonly Tier[],
): { text: string; shownLines: string[] } {
  const blocks: string[] = [];
  const shownLines: string[] = [];
  const groups = new Map<string, string[]>();
  for (const [i, ref] of refs.entries()) {
    const tier = tiers[i]!;
    if (tier === 2) {
      const { from, lines } = snippet(texts, ref);
      blocks.push(`--- ${shownPath(ref.path)}:${ref.line + 1} ${verbOf(ref)} ${ref.of}\n${lines.join("\n")}`);
      for (let l = from; l < from + lines.length; l++) shownLines.push(`${ref.path}:${l + 1}`);
    } else if (tier >= 0) {
      const key = groupOf(ref);
      const items = groups.get(key) ?? [];
      items.push(tier === 1 ? `L${ref.line + 1} ${lineOf(texts, ref)}` : `L${ref.line + 1}`);
      groups.set(key, items);
      shownLines.push(`${ref.path}:${ref.line + 1}`);
    }
  }
  if (groups.size > 0) {
    blocks.push(LIST_HEADER);
    for (const [key, items] of groups) blocks.push(`${key}: ${items.join(SEPARATOR)}`);
  }
  return { text: blocks.join("\n"), shownLines };
}

/**
 * Tiers for the references within a token budget: every location first (by
 * rank, while it fits `locationShare` of the budget), then snippets for the
 * top `snippets`. The caller spends the rest on the changed definitions
 * whole, then gives what is left to `upgradeTiers`.
 */
export function planTiers(
  texts: ReadonlyMap<string, string>,
  refs: readonly Reference[],
  budget: number,
  options: { snippets: number; locationShare: number },
): { tiers: Tier[]; cost: (tiers: readonly Tier[]) => number } {
  const tiers: Tier[] = refs.map(() => -1);
  const cost = (t: readonly Tier[]) => {
    const text = renderReferences(texts, refs, t).text;
    return text.length === 0 ? 0 : tokensOf(text.length) + 1;
  };
  // Additive estimates in characters keep the plan linear; the caller measures the rendered text.
  let chars = LIST_HEADER.length + 1;
  const groups = new Set<string>();
  const locationChars = (ref: Reference) => `L${ref.line + 1}`.length + SEPARATOR.length + (groups.has(groupOf(ref)) ? 0 : groupOf(ref).length + 3);
  for (const [i, ref] of refs.entries()) {
    const more = locationChars(ref);
    if (tokensOf(chars + more) > budget * options.locationShare) break;
    chars += more;
    groups.add(groupOf(ref));
    tiers[i] = 0;
  }
  for (let i = 0; i < Math.min(options.snippets, refs.length); i++) {
    const more = snippet(texts, refs[i]!).lines.join("\n").length + refs[i]!.path.length + 30;
    if (tokensOf(chars + more) > budget) continue;
    chars += more;
    tiers[i] = 2;
  }
  return { tiers, cost };
}

/** Spends what is left, by rank: the locations that did not fit yet, then each listed reference's line. */
export function upgradeTiers(texts: ReadonlyMap<string, string>, refs: readonly Reference[], tiers: Tier[], left: number): void {
  let chars = 0;
  const groups = new Set(refs.filter((_, i) => tiers[i]! >= 0).map(groupOf));
  for (const [i, ref] of refs.entries()) {
    if (tiers[i] !== -1) continue;
    const more = `L${ref.line + 1}`.length + SEPARATOR.length + (groups.has(groupOf(ref)) ? 0 : groupOf(ref).length + 3);
    if (tokensOf(chars + more) > left) break;
    chars += more;
    groups.add(groupOf(ref));
    tiers[i] = 0;
  }
  for (const [i, ref] of refs.entries()) {
    if (tiers[i] !== 0) continue;
    const more = lineOf(texts, ref).length + 1;
    if (tokensOf(chars + more) > left) break;
    chars += more;
    tiers[i] = 1;
  }
}

/** Steps the lowest-ranked reference down one tier (a line to its location, a location or snippet out); false when none is left. */
export function downgradeOnce(tiers: Tier[]): boolean {
  for (const from of [1, 0, 2] as const) {
    const i = tiers.lastIndexOf(from);
    if (i >= 0) {
      tiers[i] = from === 1 ? 0 : -1;
      return true;
    }
  }
  return false;
}
