/**
 * A change's added lines in either of their two forms: a list (untracked
 * files, tests) or one text cut from the patch (the diff reader, which makes
 * no string per line).
 */
import type { FileChange } from "./types.js";

type Added = Pick<FileChange, "addedLines" | "addedText">;

/** The added lines joined by "\n", as the rules read them; undefined when there are none. */
export function addedTextOf(change: Added): string | undefined {
  if (change.addedText !== undefined) return change.addedText;
  return change.addedLines.length > 0 ? change.addedLines.join("\n") : undefined;
}

/** The first `count` added lines. */
export function firstAddedLines(change: Added, count: number): string[] {
  if (change.addedText === undefined) return change.addedLines.slice(0, count);
  const text = change.addedText;
  const lines: string[] = [];
  let start = 0;
  while (lines.length < count) {
    const newline = text.indexOf("\n", start);
    if (newline < 0) {
      lines.push(text.slice(start));
      break;
    }
    lines.push(text.slice(start, newline));
    start = newline + 1;
  }
  return lines;
}
