/**
 * A changed definition shown whole beside the diff, without repeating the
 * diff: the lines the diff already shows (its added and context lines) are
 * folded into one marker, and a definition the diff shows entirely is not
 * repeated at all. Every repeated line was paid for twice in every chunk.
 */

/** The head-side lines a file's patch shows (added and context lines), 0-based. */
export function shownHeadLines(patch: string): Set<number> {
  const shown = new Set<number>();
  let head = -1;
  for (const line of patch.split("\n")) {
    const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
    if (header) {
      head = Number(header[1]) - 1;
      continue;
    }
    if (head < 0) continue;
    if (line.startsWith("+") || line.startsWith(" ")) shown.add(head++);
  }
  return shown;
}

/** Whether the diff shows every line from `from` to `to` (0-based, inclusive). */
export function diffShowsAll(shown: ReadonlySet<number>, from: number, to: number): boolean {
  for (let line = from; line <= to; line++) if (!shown.has(line)) return false;
  return true;
}

const MAX_LINE = 240;

/**
 * Lines `from`..`to` (0-based) numbered 1-based as `N| text`, the numbers
 * padded to the widest; a run of lines the diff shows becomes one
 * `a-b| (in the diff)` line.
 */
export function numberedBeside(text: string, from: number, to: number, shown: ReadonlySet<number>): string {
  const lines = text.split("\n");
  const width = String(to + 1).length;
  const out: string[] = [];
  for (let line = from; line <= to; line++) {
    if (shown.has(line)) {
      let end = line;
      while (end + 1 <= to && shown.has(end + 1)) end++;
      out.push(`${end > line ? `${line + 1}-${end + 1}` : String(line + 1).padStart(width)}| (in the diff)`);
      line = end;
      continue;
    }
    const body = lines[line] ?? "";
    out.push(`${String(line + 1).padStart(width)}| ${body.length > MAX_LINE ? `${body.slice(0, MAX_LINE)}…` : body}`);
  }
  return out.join("\n");
}
