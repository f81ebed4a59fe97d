/**
 * The head-side lines a file's patch changes: each added line, and for a
 * hunk that only deletes, the head line where the deletion sits. 0-based.
 */
export function changedHeadLines(patch: string): number[] {
  const lines: number[] = [];
  let head = -1;
  let added = false;
  let hunkStart = -1;
  const closeHunk = () => {
    if (hunkStart >= 0 && !added) lines.push(hunkStart);
  };
  for (const line of patch.split("\n")) {
    const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
    if (header) {
      closeHunk();
      head = Number(header[1]) - 1;
      hunkStart = Math.max(0, head);
      added = false;
      continue;
    }
    if (head < 0) continue;
    if (line.startsWith("+")) {
      lines.push(head++);
      added = true;
    } else if (line.startsWith(" ")) head++;
  }
  closeHunk();
  return lines;
}
