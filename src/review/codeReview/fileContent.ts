/**
 * Facts about a changed file's content that decide how it is read, taken
 * from the object store and never from attributes in the pull request's tree
 * (`git --attr-source` needs git 2.40; runners here have 2.39).
 *
 * - Binary: git calls a file binary by a NUL byte in its head, or because an
 *   in-tree `.gitattributes` says `-diff`/`binary`. The pull request can add
 *   that attribute, so every file git calls binary is read again as text: it
 *   stays binary only when its head content looks binary (looksBinary: a NUL
 *   and much that is not text) and it is not a source file.
 * - Generated markers count only when the file carried them at the base.
 */
import pLimit from "p-limit";
import { hasSourceExtension } from "../../llm/tools/secretFiles.js";
import type { DiffSpecInput, Git, GitCallOptions } from "../git/git.js";
import type { FileDiff } from "./types.js";

/** git's own binary test reads this much of a blob. */
const BINARY_SNIFF_BYTES = 8 * 1024;
/** The most of one file's text patch read; beyond it the file is over budget for any chunk. */
export const TEXT_PATCH_LIMIT = 2 * 1024 * 1024;
const PARALLEL_GIT = 4;

/** The head's content as the text patch shows it: its added lines, or, for a deletion, the removed ones. */
function contentLines(patch: string, deleted: boolean): string {
  const marker = deleted ? "-" : "+";
  const lines: string[] = [];
  let size = 0;
  let inHunk = false;
  for (const line of patch.split("\n")) {
    if (line.startsWith("@@")) inHunk = true;
    else if (inHunk && line.startsWith(marker)) {
      lines.push(line.slice(1));
      size += line.length;
      if (size > BINARY_SNIFF_BYTES) break;
    }
  }
  return lines.join("\n").slice(0, BINARY_SNIFF_BYTES);
}

/**
 * Binary content: a NUL byte and, beyond it, what text never has — bytes that
 * are not UTF-8 (decoded as U+FFFD) or control characters, in more than a
 * tenth of the sniffed text. A NUL alone never makes a file binary: one NUL
 * in a comment must not hide a Makefile or a shell script from review.
 */
export function looksBinary(content: string): boolean {
  if (!content.includes("\0")) return false;
  let odd = 0;
  for (const char of content) {
    const code = char.codePointAt(0)!;
    if (code === 0xfffd || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c && code !== 0x00) || code === 0x7f) odd += 1;
  }
  return odd > content.length / 10;
}

/** Added and removed lines of one file's patch, as `git diff --numstat` counts them (0 and 0 for a binary file). */
export function countLines(patch: string): { additions: number; deletions: number } {
  let additions = 0;
  let deletions = 0;
  let inHunk = false;
  // Each line's first characters, read in place: splitting every patch of a large diff into lines is mostly garbage.
  for (let start = 0; start < patch.length;) {
    const newline = patch.indexOf("\n", start);
    const first = patch.charCodeAt(start);
    if (first === AT && patch.charCodeAt(start + 1) === AT) inHunk = true;
    else if (inHunk && first === PLUS) additions += 1;
    else if (inHunk && first === MINUS) deletions += 1;
    start = newline === -1 ? patch.length : newline + 1;
  }
  return { additions, deletions };
}

const AT = "@".charCodeAt(0);
const PLUS = "+".charCodeAt(0);
const MINUS = "-".charCodeAt(0);

/** Re-reads as text each file git called binary; keeps `binary` only for binary content in a non-source file. */
export async function settleBinaryFiles(git: Git, spec: DiffSpecInput, files: FileDiff[], options: GitCallOptions = {}): Promise<void> {
  const limit = pLimit(PARALLEL_GIT);
  await Promise.all(
    files
      .filter((file) => file.binary)
      .map((file) =>
        limit(async () => {
          const paths = file.oldPath && file.oldPath !== file.path ? [file.oldPath, file.path] : [file.path];
          const { text, truncated } = await git.diffPatchAsText(spec, paths, TEXT_PATCH_LIMIT, options);
          if (looksBinary(contentLines(text, file.status === "deleted")) && !hasSourceExtension(file.path)) return;
          file.binary = false;
          if (truncated) {
            file.tooLarge = true;
            return;
          }
          file.patch = text;
          Object.assign(file, countLines(text));
        }),
      ),
  );
}
