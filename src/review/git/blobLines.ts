/**
 * An added blob's line count as `git diff --numstat` gives it, from the blob's
 * bytes as they stream past (blobHeads.ts reads every added file's blob anyway
 * for its header): the numstat of the same files need not inflate them again.
 *
 * git's own rules (diff.c `diff_filespec_is_binary`, xdiff-interface.c
 * `buffer_is_binary`): a blob over core.bigFileThreshold (512 MiB by default)
 * is binary, and so is one with a NUL byte in its first 8,000 bytes; a text
 * file's added lines are its newlines, plus one for a last line without one.
 * Where git would call the blob binary, the count is `unsure` and git's numstat
 * (or the patch reader) counts it: that is the one case where the two could
 * differ. Attributes are not read: see docs/security.md.
 */

export type BlobLines = { kind: "lines"; added: number } | { kind: "unsure" };

/** git's FIRST_FEW_BYTES: a NUL byte in this many bytes makes a blob binary. */
export const BINARY_SNIFF = 8000;
/** core.bigFileThreshold's default: git calls a larger blob binary without looking at it. */
export const BIG_FILE_THRESHOLD = 512 * 1024 * 1024;

const NEWLINE = 0x0a;

export class LineTally {
  private newlines = 0;
  private seen = 0;
  private last = -1;
  private nul = false;

  /** The blob's next bytes. */
  add(piece: Buffer): void {
    if (piece.length === 0) return;
    if (!this.nul && this.seen < BINARY_SNIFF && piece.subarray(0, BINARY_SNIFF - this.seen).indexOf(0) >= 0) this.nul = true;
    this.seen += piece.length;
    this.last = piece[piece.length - 1]!;
    // One native scan per line: 22 MB of 50-byte lines in about 15 ms.
    for (let at = piece.indexOf(NEWLINE); at >= 0; at = piece.indexOf(NEWLINE, at + 1)) this.newlines += 1;
  }

  /** The count once every byte of a blob of `size` bytes was added. */
  result(size: number): BlobLines {
    if (this.seen !== size || this.nul || size > BIG_FILE_THRESHOLD) return { kind: "unsure" };
    return { kind: "lines", added: this.newlines + (size > 0 && this.last !== NEWLINE ? 1 : 0) };
  }
}
