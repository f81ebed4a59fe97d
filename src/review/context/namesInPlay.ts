/**
 * The names a run's chunks will look up in the map, gathered before the
 * first chunk so the map can index them in one pass (wordIndex.ts): the
 * definitions around each changed line, and what the changed lines call. A
 * superset of what chunkContext searches; a name it misses is searched alone.
 */
import type { CodeMap } from "./codeMap.js";
import { changedHeadLines } from "./hunks.js";
import { languageOf } from "./languages.js";

const CALL = /([A-Za-z_$][\w$]*)\s*\(/g;

export async function namesInPlay(map: CodeMap, paths: Iterable<string>, patches: ReadonlyMap<string, string>): Promise<Set<string>> {
  const names = new Set<string>();
  for (const path of new Set(paths)) {
    const text = map.texts.get(path);
    const parsed = text !== undefined && languageOf(path) ? await map.parse(path) : undefined;
    if (!parsed || text === undefined) continue;
    const changed = changedHeadLines(patches.get(path) ?? "");
    if (changed.length === 0) continue;
    const lines = text.split("\n");
    for (const line of changed) for (const m of (lines[line] ?? "").matchAll(CALL)) names.add(m[1]!);
    // Changed lines in order, definitions by start: a definition holds a changed line when one falls in its range.
    for (const def of parsed.definitions) {
      const first = lowerBound(changed, def.startLine);
      if (first < changed.length && changed[first]! <= def.endLine) names.add(def.name);
    }
  }
  return names;
}

/** The first index whose value is at least `value`, in an ascending list. */
function lowerBound(sorted: readonly number[], value: number): number {
  let [lo, hi] = [0, sorted.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
