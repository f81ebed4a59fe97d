/**
 * go.sum: one line per module version, `MODULE VERSION[/go.mod] h1:HASH=`.
 * It names no source (the module proxy, or go.mod's replace directives, which
 * are reviewed as code): what it pins is each version's hash, which must be
 * present, well formed, and the base's for a version the base had.
 */
import type { LineIndex } from "../lineIndex.js";
import { LockfileSyntaxError } from "../types.js";
import type { EcoEntry, Ecosystem } from "./types.js";

const LINE = /^(\S+) (v\S+?)(\/go\.mod)? (\S+)$/;

export const goSum: Ecosystem = {
  file: "go.sum",
  regenerate: "go mod tidy",
  defaultRegistries: [],
  checksum: /^h1:[A-Za-z0-9+/]{43}=$/,
  read: readGoSum,
};

function readGoSum(lines: LineIndex): EcoEntry[] {
  const entries: EcoEntry[] = [];
  for (let n = 1; n <= lines.count; n++) {
    const text = lines.lineText(n).replace(/\r$/, "");
    if (text.trim() === "") continue;
    const m = LINE.exec(text);
    if (!m) throw new LockfileSyntaxError("not `module version hash`", n);
    entries.push({
      package: `${m[1]}@${m[2]}${m[3] ?? ""}`,
      line: n,
      source: { kind: "none" },
      sourceLine: n,
      checksum: { value: m[4]!, line: n },
      checksumRequired: true,
    });
  }
  return entries;
}
