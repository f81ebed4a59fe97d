/**
 * The signals' second pass (compute.ts): the content of only those listed
 * changes whose added lines could still raise a flag. Most of a large pull
 * request's text cannot: once a flag is raised its rules are not run again, and
 * a rule reads only the files its `inFiles` names. So the patch is read in
 * batches of files that grow (32, 64, 128 … paths), and which files are wanted
 * is asked again before each batch, from the flags raised so far. When nothing
 * is wanted, no further git process runs.
 *
 * An added file wanted only for a generator's header (inPlace.ts) is read from
 * its blob's first lines instead (git/blobHeads.ts); where that is not exactly
 * what the patch would show, its patch is read after all. The same pass over
 * the blobs counts the added files' lines for the summary (git/blobLines.ts),
 * so git's numstat counts only the other files no patch was read for.
 */
import { readBlobs } from "../git/blobHeads.js";
import { DiffReader, DiffReadError } from "../git/diffReader.js";
import type { DiffSpec } from "../git/diffSpec.js";
import { GREP_ARGUMENT_BYTES } from "../git/gitArguments.js";
import { isFullObjectName } from "../git/gitAnswers.js";
import type { Git } from "../git/git.js";
import type { ListedChange } from "../git/gitOutput.js";
import type { SignalAccumulator } from "./accumulator.js";
import { MARKER_LINES } from "../codeReview/generatedMarkers.js";

/** Paths in the first batch; each next batch takes twice as many, up to the largest. */
export const FIRST_BATCH = 32;
const LARGEST_BATCH = 512;

export interface ContentReads {
  git: Git;
  spec: DiffSpec;
  accumulator: SignalAccumulator;
  /** The listing, in git's order: index i is the accumulator's change i. */
  changes: readonly ListedChange[];
  signal?: AbortSignal;
}

/** Reads what the listed changes' content can still raise: patches first, then added files' heads, and counts the rest. */
export async function readContent(reads: ContentReads): Promise<void> {
  const { accumulator, changes } = reads;
  const read = new Set<number>();
  await readPatches(reads, (at) => accumulator.wantsContent(at), read);
  const heads = changes.flatMap((_, at) => (!read.has(at) && accumulator.wantsHeader(at) ? [at] : []));
  const uncounted = accumulator.uncounted();
  const countable = new Set(uncounted.filter((at) => changes[at]!.status === "added" && hasBlob(changes[at]!)));
  const others = uncounted.filter((at) => !countable.has(at));
  // The blobs are counted when they are read for headers anyway, or when that spares git's numstat altogether: else a
  // cat-file process would only move the same inflating out of the numstat that runs for the others.
  const fromBlobs = heads.some((at) => hasBlob(changes[at]!)) || others.length === 0 ? [...countable] : [];
  const [unsure] = await Promise.all([readBlobHeads(reads, heads, fromBlobs), countByNumstat(reads, fromBlobs.length > 0 ? others : uncounted)]);
  await readPatches(reads, (at) => unsure.has(at) && accumulator.wantsHeader(at), read);
  // What the blobs could not count (binary to git) and no patch read.
  await countByNumstat(reads, accumulator.uncounted());
}

/** A blob git has hashed (not a working-tree file, all zeros), and not a submodule's commit. */
function hasBlob({ newObject, newMode }: ListedChange): boolean {
  return isFullObjectName(newObject) && /[^0]/.test(newObject) && newMode !== "160000";
}

/** A change's pathspec: a rename's old path too, as a pathspec applies before rename detection (else it reads as added). */
function pathsOf({ path, oldPath }: ListedChange): string[] {
  return oldPath !== undefined && oldPath !== path ? [oldPath, path] : [path];
}

const argumentBytes = (paths: readonly string[]) => paths.reduce((sum, path) => sum + Buffer.byteLength(path) + 1, 0);

/** The summary's counts for the changes `uncounted`: git's numstat of just those, or of all past the argument bound. */
async function countByNumstat(reads: ContentReads, uncounted: readonly number[]): Promise<void> {
  const { git, spec, accumulator, changes, signal } = reads;
  if (uncounted.length === 0) return;
  const paths = uncounted.flatMap((at) => pathsOf(changes[at]!));
  const entries = await git.diffNumstat(spec, signal ? { signal } : {}, argumentBytes(paths) <= GREP_ARGUMENT_BYTES ? paths : []);
  const byPath = new Map(entries.map((entry) => [entry.path, entry]));
  for (const at of uncounted) {
    const entry = byPath.get(changes[at]!.path);
    if (!entry) throw new DiffReadError(`git diff --numstat did not count ${JSON.stringify(changes[at]!.path)}`);
    accumulator.count(at, entry.added, entry.removed);
  }
}

/**
 * The patches of the changes `wanted` says, in growing batches; `read` collects those read. After the first batch,
 * when most of what is left is still wanted (a change to code throughout), the rest is read in one pass of the whole
 * diff instead: a pathspec per file costs git a match of every path against each.
 */
async function readPatches(reads: ContentReads, wanted: (at: number) => boolean, read: Set<number>): Promise<void> {
  const { changes } = reads;
  let next = 0;
  for (let size = FIRST_BATCH; next < changes.length; size *= 2) {
    if (size > FIRST_BATCH) {
      let stillWanted = 0;
      for (let at = next; at < changes.length; at += 1) if (!read.has(at) && wanted(at)) stillWanted += 1;
      if (stillWanted === 0) return;
      if (stillWanted * 2 > changes.length - next || stillWanted > LARGEST_BATCH) return readWhole(reads, wanted, read);
    }
    const batch = new Set<number>();
    const paths: string[] = [];
    let bytes = 0;
    for (; next < changes.length && batch.size < size; next += 1) {
      if (read.has(next) || !wanted(next)) continue;
      const own = pathsOf(changes[next]!);
      const cost = argumentBytes(own);
      if (batch.size > 0 && bytes + cost > GREP_ARGUMENT_BYTES) break;
      batch.add(next);
      paths.push(...own);
      bytes += cost;
    }
    if (batch.size === 0) return;
    await streamPatch(reads, paths, (at) => batch.has(at), read);
    const [missing] = [...batch].filter((at) => !read.has(at));
    if (missing !== undefined) throw new DiffReadError(`the patch of ${JSON.stringify(changes[missing]!.path)} was asked for and not given`);
  }
}

/** The whole diff's patch: each file's lines kept when it is still wanted as its section starts; every file counted. */
function readWhole(reads: ContentReads, wanted: (at: number) => boolean, read: Set<number>): Promise<void> {
  return streamPatch(reads, [], (at) => !read.has(at) && wanted(at), read);
}

/** Streams the patch of `paths` (all when none) through the reader: `keep` says, at a section's start, whose lines to read. */
async function streamPatch(reads: ContentReads, paths: readonly string[], keep: (at: number) => boolean, read: Set<number>): Promise<void> {
  const { git, spec, accumulator, changes, signal } = reads;
  const indexOf = new Map(changes.map((change, at) => [change.path, at]));
  const kept = new Set<number>();
  const reader = new DiffReader({
    onChange: (change) => {
      const at = indexOf.get(change.path);
      if (at === undefined) {
        if (paths.length === 0) throw new DiffReadError(`the patch has ${JSON.stringify(change.path)}, which the listing did not`);
        return; // a pathspec's other match (a rename's old path as a change of its own)
      }
      if (read.has(at)) return;
      if (kept.has(at)) {
        read.add(at);
        accumulator.read(at, change);
      } else if (paths.length === 0) accumulator.countRead(at, change);
    },
    collectAddedLines: (path) => {
      const at = indexOf.get(path);
      const wanted = at !== undefined && keep(at);
      if (wanted) kept.add(at);
      return wanted;
    },
  });
  await git.streamRawPatch(spec, (text) => reader.write(text), signal ? { signal } : {}, paths);
  reader.end();
}

/**
 * One `git cat-file --batch` of the blobs of the added files at `heads` (their first lines) and at `counted` (their
 * line counts); returns the heads whose patch must be read instead. A blob whose count git's rules leave unsure
 * (binary) stays uncounted.
 */
async function readBlobHeads(reads: ContentReads, heads: readonly number[], counted: readonly number[]): Promise<Set<number>> {
  const { git, accumulator, changes, signal } = reads;
  // A working-tree file has no object yet (all zeros): its patch is read instead.
  const unsure = new Set(heads.filter((at) => !hasBlob(changes[at]!)));
  const fromBlobs = heads.filter((at) => !unsure.has(at));
  const objects = new Set([...fromBlobs, ...counted].map((at) => changes[at]!.newObject));
  const found = await readBlobs(git, [...objects], MARKER_LINES, signal ? { signal } : {});
  for (const at of fromBlobs) {
    const head = found.get(changes[at]!.newObject)?.head;
    if (head?.kind === "head") accumulator.readHead(at, head.lines);
    else unsure.add(at);
  }
  for (const at of counted) {
    const lines = found.get(changes[at]!.newObject)?.lines;
    if (lines?.kind === "lines") accumulator.count(at, lines.added, 0);
  }
  return unsure;
}
