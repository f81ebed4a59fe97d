/**
 * The files at the head of a change, as manifestSurface.ts reads them: the
 * head commit of a range, else the working tree (through the confined reader).
 *
 * For a range between full object names (what plan and review pass), one
 * `git cat-file --batch-command` process walks the head's trees to each path
 * the manifests' walk asks about (a manifest in every folder up from a changed
 * file, each candidate extension of an import): a folder costs one tree read,
 * kept, and no git process (git/commitFiles.ts). Otherwise, or should that
 * fail (a git before 2.36), one listing of the head's tree says which paths are
 * there and their object names, and the files are read by object name through
 * one `cat-file --batch` (blobBatch.ts); should the listing fail (a tree too
 * large for the buffer), or the batch, each path is asked of git.
 */
import type { DiffSpec } from "../git/diffSpec.js";
import type { Git } from "../git/git.js";
import { BlobBatch } from "../git/blobBatch.js";
import { CommitFiles } from "../git/commitFiles.js";
import { isFullObjectName } from "../git/gitAnswers.js";
import type { GitCallOptions } from "../git/gitProcess.js";
import { readWorkspaceBytes } from "../../llm/tools/confinedRead.js";
import { listedReader, type HeadReader } from "./manifestSurface.js";

const MANIFEST_READ_BYTES = 512 * 1024;

/** A reader of the head's files, and what ends it: `close` must be reached once the reads are done. */
export interface HeadFiles {
  read: HeadReader;
  /** Whether `read` gave undefined for `path` only because the file is over the read limit. */
  tooLarge(path: string): boolean;
  close(): void;
}

export async function headFiles(git: Git, spec: DiffSpec, signal?: AbortSignal): Promise<HeadFiles> {
  const options = signal ? { signal } : {};
  if (spec.kind === "range") return isFullObjectName(spec.head) ? walkedHeadFiles(git, spec.head, options) : listedHeadFiles(git, spec.head, options);
  const top = await git.topLevel(options);
  const tooLarge = new Set<string>();
  const read: HeadReader = async (path) => {
    const file = await readWorkspaceBytes(top, path, { maxBytes: MANIFEST_READ_BYTES, ...options });
    if (file.kind === "file" && file.truncated) tooLarge.add(path);
    return file.kind === "file" && !file.truncated ? file.bytes.toString("utf8") : undefined;
  };
  return { read, tooLarge: (path) => tooLarge.has(path), close: () => {} };
}

/** The commit's files by walking its trees (CommitFiles); should that fail (a git before 2.36), by its listing. */
function walkedHeadFiles(git: Git, head: string, options: GitCallOptions): HeadFiles {
  const files = new CommitFiles(git.settings, head, MANIFEST_READ_BYTES, options);
  let listed: HeadFiles | undefined;
  const read: HeadReader = async (path) => {
    if (listed === undefined) {
      try {
        return await files.read(path);
      } catch {
        listed ??= listedHeadFiles(git, head, options);
      }
    }
    return listed.read(path);
  };
  return {
    read,
    tooLarge: (path) => files.tooLarge.has(path) || (listed?.tooLarge(path) ?? false),
    close: () => {
      files.close();
      listed?.close();
    },
  };
}

/** The commit's files by one listing of its tree and one `cat-file --batch` for their bytes; each path alone should either fail. */
function listedHeadFiles(git: Git, head: string, options: GitCallOptions): HeadFiles {
  const objects = new Map<string, string>();
  const tooLarge = new Set<string>();
  // The head's files within the read limit, by `ls-tree --long` (mode type object size\tpath): one process.
  const list = async () => {
    const listing = await git.run(["ls-tree", "-r", "-z", "--long", "--full-tree", "--end-of-options", head], options);
    for (const entry of listing.split("\0")) {
      const m = /^\S+ blob (\S+) +(\d+)\t(.*)$/s.exec(entry);
      if (m !== null && Number(m[2]) <= MANIFEST_READ_BYTES) objects.set(m[3]!, m[1]!);
      else if (m !== null) tooLarge.add(m[3]!);
    }
    return objects;
  };
  const batch = new BlobBatch(git.settings, options);
  // The walk reads a manifest as soon as the listing names it: git's start for the reads overlaps the listing.
  batch.open();
  const readOne = (path: string) => git.run(["cat-file", "blob", "--end-of-options", `${head}:${path}`], options).catch(() => undefined);
  let batchFailed = false;
  const readListed = async (path: string) => {
    const bytes = batchFailed ? null : await batch.read(objects.get(path)!).catch(() => null);
    // null: the batch failed (the signal's abort included); from then on one process per path says what git says.
    if (bytes === null) batchFailed = true;
    return bytes === null ? readOne(path) : bytes?.toString("utf8");
  };
  const read = listedReader(list, readListed, async (path) => {
    const file = await git.showFile(head, path, MANIFEST_READ_BYTES, options).catch(() => undefined);
    if (file?.truncated) tooLarge.add(path);
    return file && !file.truncated ? file.text : undefined;
  });
  return { read, tooLarge: (path) => tooLarge.has(path), close: () => batch.close() };
}
