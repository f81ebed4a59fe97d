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
 * what the patch would show, its patch is read after all.
 */
import { blobHeads } from "../git/blobHeads.js";
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

/** Reads what the listed changes' content can still raise: patches first, then added files' heads. */
export async function readContent(reads: ContentReads): Promise<void> {
  const { accumulator, changes } = reads;
  const read = new Set<number>();
  await readPatches(reads, (at) => accumulator.wantsContent(at), read);
  const heads = changes.flatMap((_, at) => (!read.has(at) && accumulator.wantsHeader(at) ? [at] : []));
  const [unsure] = await Promise.all([readHeads(reads, heads), countUnread(reads)]);
  await readPatches(reads, (at) => unsure.has(at) && accumulator.wantsHeader(at), read);
}

/** A change's pathspec: a rename's old path too, as a pathspec applies before rename detection (else it reads as added). */
function pathsOf({ path, oldPath }: ListedChange): string[] {
  return oldPath !== undefined && oldPath !== path ? [oldPath, path] : [path];
}

const argumentBytes = (paths: readonly string[]) => paths.reduce((sum, path) => sum + Buffer.byteLength(path) + 1, 0);

/** The summary's counts for the changes no patch was read for: git's numstat of just those, or of all past the argument bound. */
async function countUnread(reads: ContentReads): Promise<void> {
  const { git, spec, accumulator, changes, signal } = reads;
  const uncounted = accumulator.uncounted();
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

/** Reads the first lines of the added files at `heads` from their blobs; returns those whose patch must be read instead. */
async function readHeads(reads: ContentReads, heads: readonly number[]): Promise<Set<number>> {
  const { git, accumulator, changes, signal } = reads;
  const unsure = new Set<number>();
  // A working-tree file has no object yet (all zeros): its patch is read instead.
  const fromBlobs = heads.filter((at) => {
    const { newObject } = changes[at]!;
    const hashed = isFullObjectName(newObject) && /[^0]/.test(newObject);
    if (!hashed) unsure.add(at);
    return hashed;
  });
  const found = await blobHeads(git, [...new Set(fromBlobs.map((at) => changes[at]!.newObject))], MARKER_LINES, signal ? { signal } : {});
  for (const at of fromBlobs) {
    const head = found.get(changes[at]!.newObject);
    if (head?.kind === "head") accumulator.readHead(at, head.lines);
    else unsure.add(at);
  }
  return unsure;
}
