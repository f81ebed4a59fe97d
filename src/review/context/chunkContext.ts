/**
 * The context block of one review chunk, from the code map, inside a token
 * budget spent by rank:
 *
 * 1. each changed definition whole (the hunk within its enclosing function or
 *    class), when it fits half the budget;
 * 2. the changed definitions' references in other files, ranked (calls, then
 *    other uses, then imports; a test file or an importer of the changed file
 *    first among equals): the top ones with lines around them, the rest listed
 *    by file with their line, or their location alone (referenceTiers.ts). The
 *    locations are planned before the definitions whole, so a large definition
 *    never starves them;
 * 3. the signatures of what the changed lines call, where the map finds them.
 *
 * What did not fit is counted: "context: 14 of 23 references shown".
 */
import type { CodeMap } from "./codeMap.js";
import { changedHeadLines } from "./hunks.js";
import { languageOf } from "./languages.js";
import { enclosingDefinition, occurrenceKind, type Definition } from "./parse.js";
import { downgradeOnce, planTiers, renderReferences, upgradeTiers, type Reference } from "./referenceTiers.js";
import { diffShowsAll, numberedBeside, shownHeadLines } from "./wholeDefinition.js";
import { shownPath } from "../text.js";

export interface ChunkContextStats {
  /** References found to the chunk's changed definitions in other files. */
  references: number;
  referencesShown: number;
  definitions: number;
  definitionsWhole: number;
  /** Chunk files in no mapped language (or not in the map): diff-only context. */
  unmapped: string[];
  tokens: number;
}

export interface ChunkContext {
  text: string;
  stats: ChunkContextStats;
  /** For the bench: every line of another file the block shows, as `path:line` (1-based). */
  shown: string[];
}

/** References shown with lines around them; the others are listed by file. */
const SNIPPETS = 3;
/** The share of the budget the references' locations may take before the changed definitions whole. */
const LOCATION_SHARE = 0.5;
const MAX_CALLEES = 8;
const MAX_REFERENCES_PER_NAME = 200;
/** How much lower each further reference in the same file ranks. */
const PER_FILE_STEP = 1.5;
const tokensOf = (text: string) => Math.ceil(text.length / 4);
const isTest = (path: string) => /(^|\/)(tests?|__tests__|spec)\/|[._-](test|spec)\.[a-z]+$|_test\.go$|(^|\/)test_[^/]+\.py$/i.test(path);
const KEYWORDS = new Set([
  "if",
  "for",
  "while",
  "switch",
  "catch",
  "return",
  "function",
  "typeof",
  "new",
  "await",
  "super",
  "import",
  "require",
  "sizeof",
  "elif",
  "print",
]);

function fileStem(path: string): string {
  const base = path.slice(path.lastIndexOf("/") + 1);
  const dot = base.indexOf(".");
  return dot > 0 ? base.slice(0, dot) : base;
}

/** The chunk's context block and its counts; an empty text when nothing was found or nothing fit. */
export async function chunkContext(map: CodeMap, paths: readonly string[], patches: ReadonlyMap<string, string>, budgetTokens: number): Promise<ChunkContext> {
  const stats: ChunkContextStats = { references: 0, referencesShown: 0, definitions: 0, definitionsWhole: 0, unmapped: [], tokens: 0 };
  const changed: Array<{ path: string; def: Definition; text: string; lines: number[] }> = [];
  for (const path of paths) {
    const parsed = languageOf(path) ? await map.parse(path) : undefined;
    const text = map.texts.get(path);
    if (!parsed || text === undefined) {
      stats.unmapped.push(path);
      continue;
    }
    const lines = changedHeadLines(patches.get(path) ?? "");
    const seen = new Set<Definition>();
    for (const line of lines) {
      const def = enclosingDefinition(parsed, line);
      if (def && !seen.has(def)) {
        seen.add(def);
        changed.push({ path, def, text, lines: lines.filter((l) => l >= def.startLine && l <= def.endLine) });
      }
    }
  }
  stats.definitions = changed.length;

  // The definitions around the changed ones count too: a hook inside a plugin factory changes what the
  // factory's callers get, and the hook's own name (`buildStart`) is everywhere.
  const named = new Map<string, { path: string; def: Definition }>();
  for (const c of changed) {
    const parsed = await map.parse(c.path);
    for (const def of parsed?.definitions ?? [])
      if (def.startLine <= c.def.startLine && c.def.endLine <= def.endLine) named.set(`${c.path}:${def.startLine}:${def.name}`, { path: c.path, def });
  }
  const references = await referencesOf(map, [...named.values()]);
  stats.references = references.length;
  const callees = await calleeSignatures(map, changed, new Set(changed.map((c) => c.def.name)));

  const parts: string[] = [];
  // The references' locations are planned first, so whole definitions never starve them.
  const plan = planTiers(map.texts, references, budgetTokens, { snippets: SNIPPETS, locationShare: LOCATION_SHARE });
  const refHeader = references.length > 0 ? "References to the changed definitions in other files, by rank:" : "";
  const headerCost = refHeader ? tokensOf(refHeader) + 1 : 0;
  // The plan's estimates are in characters: the rendered text decides.
  while (plan.cost(plan.tiers) > budgetTokens - headerCost && downgradeOnce(plan.tiers));
  let left = budgetTokens - plan.cost(plan.tiers) - headerCost;
  const spend = (text: string) => {
    const cost = tokensOf(text) + 1;
    if (cost > left) return false;
    left -= cost;
    parts.push(text);
    return true;
  };
  // Whole definitions spend at most half the budget. One the diff shows entirely is whole already; the
  // others fold the lines the diff shows (wholeDefinition.ts).
  const shownLines: string[] = [];
  const diffShown = new Map(paths.map((path) => [path, shownHeadLines(patches.get(path) ?? "")]));
  const wholes: Array<{ c: (typeof changed)[number]; block: string }> = [];
  for (const c of changed) {
    const shown = diffShown.get(c.path) ?? new Set<number>();
    if (diffShowsAll(shown, c.def.startLine, c.def.endLine)) {
      stats.definitionsWhole++;
      for (let l = c.def.startLine; l <= c.def.endLine; l++) shownLines.push(`${c.path}:${l + 1}`);
      continue;
    }
    const block = `--- ${shownPath(c.path)}:${c.def.startLine + 1}-${c.def.endLine + 1} ${c.def.name}\n${numberedBeside(c.text, c.def.startLine, c.def.endLine, shown)}`;
    if (tokensOf(block) <= budgetTokens / 2) wholes.push({ c, block });
  }
  let wholeLeft = Math.floor(budgetTokens / 2);
  if (wholes.length > 0) spend("Each changed definition whole (head; lines the diff shows are folded):");
  for (const { c, block } of wholes) {
    if (tokensOf(block) > wholeLeft) continue;
    if (spend(block)) {
      wholeLeft -= tokensOf(block);
      stats.definitionsWhole++;
      for (let l = c.def.startLine; l <= c.def.endLine; l++) shownLines.push(`${c.path}:${l + 1}`);
    }
  }
  // What is left goes to the references first (the rest of the locations, then their lines), then the callees.
  const tiers = plan.tiers;
  const reserved = plan.cost(tiers);
  upgradeTiers(map.texts, references, tiers, Math.max(0, left - 8));
  let refCost = plan.cost(tiers);
  while (refCost > reserved + left && downgradeOnce(tiers)) refCost = plan.cost(tiers);
  left = reserved + left - refCost;
  if (references.length > 0) {
    const rendered = renderReferences(map.texts, references, tiers);
    parts.push(refHeader);
    if (rendered.text) parts.push(rendered.text);
    shownLines.push(...rendered.shownLines);
    stats.referencesShown = tiers.filter((t) => t >= 0).length;
  }
  if (callees.length > 0) spend("Signatures of what the changed lines call:");
  for (const callee of callees) spend(callee);

  const text = parts.length > 0 ? parts.join("\n") : "";
  stats.tokens = tokensOf(text);
  return { text, stats, shown: [...new Set(shownLines)] };
}

/** Every reference in another file to a changed definition, best first. */
async function referencesOf(map: CodeMap, changed: ReadonlyArray<{ path: string; def: Definition }>): Promise<Reference[]> {
  const found: Reference[] = [];
  const seen = new Set<string>();
  for (const { path: home, def } of changed) {
    if (def.name.length < 2) continue;
    // An importer names the changed file in a module specifier ("./css", "../plugins/css.js"); a common
    // name has thousands of hits, and its importers' are looked at first.
    const specifier = new RegExp(`["'\`][^"'\`\n]*\\b${fileStem(home).replace(/[^\w-]/g, "\\$&")}(\\.[a-z]+)?(/index(\\.[a-z]+)?)?["'\`]`);
    const importers = new Map<string, boolean>();
    const imports = (path: string) => {
      if (!importers.has(path)) importers.set(path, specifier.test(map.texts.get(path) ?? ""));
      return importers.get(path)!;
    };
    const hits = map.occurrences(def.name).filter((o) => o.path !== home);
    const ordered = [...hits.filter((o) => imports(o.path)), ...hits.filter((o) => !imports(o.path))];
    const before = found.length;
    for (const occurrence of ordered.slice(0, MAX_REFERENCES_PER_NAME)) {
      const key = `${occurrence.path}:${occurrence.line}:${def.name}`;
      if (seen.has(key)) continue;
      const parsed = await map.parse(occurrence.path);
      const kind = parsed ? occurrenceKind(parsed, occurrence.index, def.name) : undefined;
      if (!kind) continue;
      seen.add(key);
      const score = (kind === "call" ? 4 : kind === "import" ? 1 : 2) + (imports(occurrence.path) ? 3 : 0) + (isTest(occurrence.path) ? 1 : 0);
      found.push({ path: occurrence.path, line: occurrence.line, kind, of: def.name, score });
    }
    // A name found everywhere (a method called `get`) is mostly other things of that name: its hits rank lower.
    const spread = Math.log2(1 + found.length - before);
    for (let i = before; i < found.length; i++) found[i]!.score -= spread;
  }
  // Rank, then spread: each further reference in a file ranks a little lower, so one file does not take the top.
  const perFile = new Map<string, number>();
  return found
    .sort((a, b) => b.score - a.score || a.path.localeCompare(b.path) || a.line - b.line)
    .map((ref) => {
      const nth = perFile.get(ref.path) ?? 0;
      perFile.set(ref.path, nth + 1);
      return { ref, rank: ref.score - nth * PER_FILE_STEP };
    })
    .sort((a, b) => b.rank - a.rank)
    .map(({ ref }) => ref);
}

/** `path:line kind name — first line` for what the changed lines call, found in the map. */
async function calleeSignatures(map: CodeMap, changed: ReadonlyArray<{ text: string; lines: number[] }>, own: ReadonlySet<string>): Promise<string[]> {
  const names = new Set<string>();
  for (const { text, lines } of changed) {
    const all = text.split("\n");
    for (const line of lines)
      for (const m of (all[line] ?? "").matchAll(/([A-Za-z_$][\w$]*)\s*\(/g)) if (!KEYWORDS.has(m[1]!) && !own.has(m[1]!)) names.add(m[1]!);
  }
  const signatures: string[] = [];
  for (const name of [...names].slice(0, MAX_CALLEES * 2)) {
    if (signatures.length >= MAX_CALLEES) break;
    for (const occurrence of map.definitionSites(name)) {
      const parsed = await map.parse(occurrence.path);
      const def = parsed?.definitions.find((d) => d.name === name && d.startLine === occurrence.line);
      if (!def) continue;
      const first = (map.texts.get(occurrence.path) ?? "").split("\n")[def.startLine]!.trim();
      signatures.push(`- ${shownPath(occurrence.path)}:${def.startLine + 1} ${first.length > 200 ? `${first.slice(0, 200)}…` : first}`);
      break;
    }
  }
  return signatures;
}
