// Which lines of a pull-request file accept a review comment. GitHub refuses a
// comment outside the diff's hunks ("Line could not be resolved"), counting
// context lines as inside: RIGHT is the new file's numbering, LEFT the old one's.

export interface CommentableLines {
  LEFT: Set<number>;
  RIGHT: Set<number>;
}

const HUNK_HEADER = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/;

export function commentableLines(patch: string): CommentableLines {
  const lines: CommentableLines = { LEFT: new Set(), RIGHT: new Set() };
  let oldLine = 0;
  let newLine = 0;
  let inHunk = false;
  for (const raw of patch.replace(/\n$/, "").split("\n")) {
    const header = HUNK_HEADER.exec(raw);
    if (header) {
      oldLine = Number(header[1]);
      newLine = Number(header[2]);
      inHunk = true;
      continue;
    }
    if (!inHunk || raw.startsWith("\\")) continue; // "\ No newline at end of file"
    if (raw.startsWith("+")) lines.RIGHT.add(newLine++);
    else if (raw.startsWith("-")) lines.LEFT.add(oldLine++);
    else {
      lines.LEFT.add(oldLine++);
      lines.RIGHT.add(newLine++);
    }
  }
  return lines;
}
