/**
 * Decode before anything reads. git's patch is bytes read as UTF-8: a file in
 * UTF-16 arrives one NUL between characters (or as "Binary files differ"),
 * Windows-1252 as U+FFFD, compressed data as noise counted as text. So every
 * changed file whose patch is not plain text — git called it binary, or its
 * lines hold a NUL, U+FFFD, a BOM or another character no text has — is read
 * again from the object store as bytes, decoded (llm/text/decode.ts, with the
 * BASE tree's `working-tree-encoding` as a hint), and its diff rebuilt from
 * the decoded texts with `git diff --no-index`: line numbers are an editor's.
 *
 * Nothing in the pull request (names, attributes) decides this. A file no
 * decoder makes legible is never shown: binary when its bytes are binary data
 * (a NUL, or a high share of bytes no text has) and it is no source file,
 * else `unreadable`, which the plan lists as not reviewed ("unreadable encoding").
 */
import { mkdtemp, open, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pLimit from "p-limit";
import { decodeHead, decodeText, HEAD_SAMPLE_BYTES, isBinaryData, isOddCode, type DecodedText } from "../../llm/text/decode.js";
import { hasSourceExtension } from "../../llm/tools/secretFiles.js";
import { NON_BLOCKING_READ_FLAGS } from "../../llm/tools/workspaceFile.js";
import { baseWorkingTreeEncodings } from "../git/baseAttributes.js";
import type { DiffSpec } from "../git/diffSpec.js";
import { GitError, type Git, type GitCallOptions } from "../git/git.js";
import { countLines, TEXT_PATCH_LIMIT } from "./fileContent.js";
import { isSvgz, openSvgz, SVGZ_NOTE, SVGZ_TOO_LARGE } from "./svgz.js";
import type { FileDiff } from "./types.js";

const PARALLEL_GIT = 4;
const BOM = 0xfeff;

/**
 * Whether a patch's content lines hold what plain UTF-8 text never does. A
 * BOM is not such a thing: U+FEFF in git's UTF-8 is a UTF-8 BOM, already
 * read right (dropUtf8Bom takes it off), and localisation commits carry one
 * in every file: re-reading each would cost four git processes a file.
 */
export function patchNeedsDecoding(patch: string): boolean {
  const hunks = patch.indexOf("\n@@");
  if (hunks < 0) return false;
  for (let i = hunks; i < patch.length; i += 1) if (isOddCode(patch.charCodeAt(i))) return true;
  return false;
}

/** Takes a UTF-8 BOM off the first line of each side of a patch git read right, and says so in the file's note. */
export function dropUtf8Bom(file: FileDiff): void {
  if (!file.patch.includes("\uFEFF")) return;
  const lines = file.patch.split("\n");
  let [oldLine, newLine, dropped] = [0, 0, false];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const hunk = /^@@ -(\d+)(?:,\d+)? \+(\d+)/.exec(line);
    if (hunk) [oldLine, newLine] = [Number(hunk[1]), Number(hunk[2])];
    else if ((oldLine > 0 || newLine > 0) && line[0] !== "\\") {
      const mark = line[0];
      const firstLine = (mark !== "+" && oldLine === 1) || (mark !== "-" && newLine === 1);
      if (firstLine && line.charCodeAt(1) === BOM) [lines[i], dropped] = [mark + line.slice(2), true];
      if (mark !== "+") oldLine += 1;
      if (mark !== "-") newLine += 1;
    }
  }
  if (!dropped) return;
  file.patch = lines.join("\n");
  file.encodingNote ??= "UTF-8 with a BOM";
}

const isSymlink = (patch: string) => /^(?:new file mode|deleted file mode|index [0-9a-f]+\.\.[0-9a-f]+) 120000$/m.test(patch);

/** The section's header lines: everything before its first hunk or binary notice. */
function headerOf(patch: string): string {
  const lines: string[] = [];
  for (const line of patch.split("\n")) {
    if (line.startsWith("@@") || line.startsWith("Binary files ") || line.startsWith("GIT binary patch")) break;
    if (line !== "") lines.push(line);
  }
  return lines.join("\n");
}

interface Side {
  bytes: Buffer;
  truncated: boolean;
}

/** A working-tree file's bytes, opened as every PR-controlled path is: no symlink, regular files only. */
async function worktreeBytes(git: Git, path: string, options: GitCallOptions): Promise<Side | undefined> {
  const top = await git.topLevel(options);
  let handle;
  try {
    handle = await open(join(top, path), NON_BLOCKING_READ_FLAGS);
  } catch {
    return undefined;
  }
  try {
    if (!(await handle.stat()).isFile()) return undefined;
    const buffer = Buffer.alloc(TEXT_PATCH_LIMIT + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return { bytes: buffer.subarray(0, Math.min(bytesRead, TEXT_PATCH_LIMIT)), truncated: bytesRead > TEXT_PATCH_LIMIT };
  } finally {
    await handle.close();
  }
}

/** Decodes a side; of a truncated one only its head, which decides whether it is text at all. */
function decodeSide(side: Side | undefined, declared: string | undefined): DecodedText | undefined {
  if (!side) return undefined;
  return side.truncated ? decodeHead(side.bytes.subarray(0, HEAD_SAMPLE_BYTES), declared) : decodeText(side.bytes, declared);
}

/** The hunks between two texts, by `git diff --no-index` on private temporary copies: no attribute or driver applies. */
async function lineDiff(git: Git, oldText: string, newText: string, options: GitCallOptions): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "gauntlet-decoded-"));
  try {
    const [a, b] = [join(dir, "a"), join(dir, "b")];
    await Promise.all([writeFile(a, oldText, { mode: 0o600 }), writeFile(b, newText, { mode: 0o600 })]);
    let output = "";
    const args = ["diff", "--no-index", "--no-color", "--no-ext-diff", "--no-textconv", "--text", "--unified=3", "--", a, b];
    try {
      await git.stream(args, (text) => (output += text), options);
    } catch (error) {
      // --no-index exits 1 when the files differ: that is the answer, not a failure.
      if (!(error instanceof GitError && error.exitCode === 1)) throw error;
    }
    const hunks = output.indexOf("\n@@");
    return hunks < 0 ? "" : output.slice(hunks + 1);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The note of the head side alone: an added file's, tracked or untracked, reads the same. */
export const headNote = (note: string) => `head: ${note}`;

function noteOf(base: DecodedText | undefined, head: DecodedText | undefined): string | undefined {
  const notes = [base?.kind === "text" && base.note && `base: ${base.note}`, head?.kind === "text" && head.note && headNote(head.note)];
  if (base?.kind === "text" && head?.kind === "text" && base.encoding.toLowerCase() !== head.encoding.toLowerCase()) {
    notes.push(`the encoding changed from ${base.encoding.toUpperCase()} to ${head.encoding.toUpperCase()}`);
  }
  const kept = notes.filter((n): n is string => typeof n === "string" && n !== "");
  return kept.length > 0 ? kept.join("; ") : undefined;
}

async function decodeFile(git: Git, spec: DiffSpec, base: string, file: FileDiff, declared: Map<string, string>, options: GitCallOptions): Promise<void> {
  const oldPath = file.oldPath ?? file.path;
  let [oldSide, newSide] = await Promise.all([
    file.status === "added" ? undefined : git.showFileBytes(base, oldPath, TEXT_PATCH_LIMIT, options),
    file.status === "deleted"
      ? undefined
      : spec.kind === "range"
        ? git.showFileBytes(spec.head, file.path, TEXT_PATCH_LIMIT, options)
        : worktreeBytes(git, file.path, options),
  ]);
  const svgz = isSvgz(file.path) ? openSvgz(file.status === "deleted" ? "old" : "new", oldSide, newSide, TEXT_PATCH_LIMIT) : undefined;
  if (svgz && svgz.kind !== "svg") {
    // Not shown either way; named, never skipped as binary: unreadable when it does not gunzip, over the read limit when it is a bomb.
    const why = svgz.kind === "corrupt" ? { unreadable: true, encodingNote: `.svgz: ${svgz.detail}` } : { tooLarge: true, encodingNote: SVGZ_TOO_LARGE };
    Object.assign(file, { binary: false, patch: headerOf(file.patch), additions: 0, deletions: 0, ...why });
    return;
  }
  if (svgz) [oldSide, newSide] = [svgz.oldSide, svgz.newSide];
  const oldText = decodeSide(oldSide, declared.get(oldPath));
  const newText = decodeSide(newSide, declared.get(file.path));
  const shownSide = file.status === "deleted" ? oldSide : newSide;
  const shown = file.status === "deleted" ? oldText : newText;
  const header = headerOf(file.patch);
  if (!shown || !shownSide || shown.kind === "binary") {
    if ((shownSide === undefined || isBinaryData(shownSide.bytes)) && !hasSourceExtension(file.path)) {
      file.binary = true;
      return;
    }
    // Meant as text and not legible: never shown raw, never counted as reviewed.
    Object.assign(file, { binary: false, unreadable: true, patch: header, additions: 0, deletions: 0 });
    return;
  }
  file.binary = false;
  const note = [svgz && SVGZ_NOTE, noteOf(oldText, newText)].filter(Boolean).join("; ");
  if (note) file.encodingNote = note;
  if (oldSide?.truncated || newSide?.truncated) {
    file.tooLarge = true;
    return;
  }
  const before = oldText?.kind === "text" ? oldText.text : "";
  const after = newText?.kind === "text" ? newText.text : "";
  file.patch = `${header}\n${await lineDiff(git, before, after, options)}`;
  Object.assign(file, countLines(file.patch));
}

/**
 * Decodes, in place, every file whose patch is not plain text (git called it
 * binary, or patchNeedsDecoding). Symlinks are left as git shows them: their
 * "content" is a target path.
 */
export async function decodeChangedFiles(git: Git, spec: DiffSpec, files: readonly FileDiff[], options: GitCallOptions = {}): Promise<void> {
  const pending = files.filter((file) => (file.binary || patchNeedsDecoding(file.patch)) && !isSymlink(file.patch));
  const rereading = new Set(pending);
  for (const file of files) if (!rereading.has(file)) dropUtf8Bom(file);
  if (pending.length === 0) return;
  const base = await git.baseRevision(spec, options);
  const paths = [...new Set(pending.flatMap((file) => [file.path, ...(file.oldPath ? [file.oldPath] : [])]))];
  const declared = await baseWorkingTreeEncodings(git, base, paths, options);
  const limit = pLimit(PARALLEL_GIT);
  await Promise.all(pending.map((file) => limit(() => decodeFile(git, spec, base, file, declared, options))));
}
