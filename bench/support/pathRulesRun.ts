/**
 * `node --import tsx bench/support/pathRulesRun.ts PATHS_FILE`: one fresh
 * process's cost of the path rules over the paths in PATHS_FILE (one a line),
 * printed as JSON. Fresh, because a first run compiles what later runs reuse
 * (V8 keeps compiled expressions by their source): signals.bench.ts runs it.
 * - import: loading the rule table and building the matcher;
 * - first: the first path's matchPath and contentFlagsFor;
 * - cold: every path listed once through a SignalAccumulator (what `plan` does);
 * - warm: the median of five more such listings.
 */
import { readFileSync } from "node:fs";

const paths = readFileSync(process.argv[2]!, "utf8").split("\n").filter(Boolean);
const started = performance.now();
const { SignalAccumulator } = await import("../../src/review/signals/accumulator.js");
const { defaultSignalMatcher } = await import("../../src/review/signals/matcher.js");
const imported = performance.now();
defaultSignalMatcher.matchPath(paths[0]!);
defaultSignalMatcher.contentFlagsFor(paths[0]!);
const first = performance.now() - imported;

function listAll(): number {
  const began = performance.now();
  const accumulator = new SignalAccumulator();
  for (const path of paths) {
    const at = accumulator.list({ path, status: "added", hasAddedLines: true });
    accumulator.wantsContent(at);
  }
  return performance.now() - began;
}

const cold = listAll();
const warm = Array.from({ length: 5 }, listAll).sort((a, b) => a - b)[2]!;
console.log(JSON.stringify({ paths: paths.length, importMs: imported - started, firstMs: first, coldMs: cold, warmMs: warm }));
