/**
 * Added files whose line counts are easy to get wrong (blobLines.ts): no last
 * newline, empty, CRLF, a line longer than a blob's head window, a NUL just
 * inside and just past git's 8,000-byte binary sniff, UTF-16 with and without
 * NUL bytes; and git's own numstat of them, to compare with.
 */
import { BINARY_SNIFF } from "../../../src/review/git/blobLines.js";
import type { TempRepo } from "./tempRepo.js";

/** `size` bytes of 99-character lines (the first 50), with a NUL at `nulAt`. */
function withNulAt(nulAt: number, size = 9_000): Buffer {
  const bytes = Buffer.alloc(size, "a");
  for (let at = 50; at < size; at += 100) bytes[at] = 0x0a;
  if (bytes[nulAt] === 0x0a) throw new Error(`byte ${nulAt} is a newline`);
  bytes[nulAt] = 0;
  return bytes;
}

export const EDGE_FILES: Record<string, string | Buffer> = {
  "no-newline.txt": "one\ntwo",
  "empty.txt": "",
  "only-newline.txt": "\n",
  "crlf.txt": "one\r\ntwo\r\nthree",
  "cr-only.txt": "one\rtwo\r",
  "long-line.txt": "x".repeat(100_000),
  "many-lines.txt": Array.from({ length: 20_000 }, (_, i) => `line ${i}`).join("\n") + "\n",
  "nul-7999.dat": withNulAt(BINARY_SNIFF - 1),
  "nul-8000.dat": withNulAt(BINARY_SNIFF),
  "utf16.txt": Buffer.from("\ufeffone\ntwo\n", "utf16le"),
  // UTF-16 without a newline or an ASCII character has no NUL byte: text to git, one line.
  "utf16-cjk.txt": Buffer.from("\ufeff中文字", "utf16le"),
};

/** git's numstat of the added files of HEAD~1..HEAD: path → added lines, or null where git calls it binary. */
export function numstatOf(repo: TempRepo): Map<string, number | null> {
  const lines = repo.git("diff", "--numstat", "HEAD~1", "HEAD").trim().split("\n");
  return new Map(
    lines.map((line) => {
      const [added = "", , path = ""] = line.split("\t");
      return [path, added === "-" ? null : Number(added)];
    }),
  );
}
