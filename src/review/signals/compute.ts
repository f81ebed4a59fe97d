/**
 * The `signals` node's work: deterministic diff signals from git alone.
 *
 * computeSignals never fails a run. When the diff cannot be read — a bad spec,
 * a missing merge base in a shallow clone, git itself failing — it returns
 * widened signals: every flag raised, `docs_only` false, and `signals_error`
 * saying why. Lane selection only ever widens, so an error costs lane runs,
 * never a skipped review. Only cancellation (the signal) rejects.
 */
import { messageOf } from "../../engine/errors.js";
import { DiffReader } from "../git/diffReader.js";
import { countsUntracked, parseDiffSpec, type DiffSpec } from "../git/diffSpec.js";
import type { Git } from "../git/git.js";
import { SignalAccumulator } from "./accumulator.js";
import { withBaseMarkerSignal } from "./inPlace.js";
import type { SignalMatcher } from "./matcher.js";
import { immutableDiffKey, keepSignals, recalledSignals } from "./memo.js";
import { SIGNAL_FLAGS, type DiffSignals, type FileChange } from "./types.js";
import { readUntrackedChanges } from "./untracked.js";
import { listedReader, manifestSurface, type HeadReader } from "./manifestSurface.js";
import { readWorkspaceBytes } from "../../llm/tools/confinedRead.js";

export interface ComputeSignalsOptions {
  signal?: AbortSignal;
  /** The compiled rule table; defaults to rules.ts. */
  matcher?: SignalMatcher;
  /**
   * Count untracked files as added. By default only the `worktree` spec does;
   * a caller comparing the working tree with a ref (the CLI's --worktree, which
   * compares it with the base) asks for them. A range of commits never has any.
   */
  untracked?: boolean;
}

export async function computeSignals(git: Git, diffSpec: string, options: ComputeSignalsOptions = {}): Promise<DiffSignals> {
  const { signal } = options;
  try {
    const spec = parseDiffSpec(diffSpec);
    // Only the shipped rule table is remembered: a caller's own matcher is a test of that matcher.
    const memoKey = options.matcher === undefined && !countsUntracked(spec, options.untracked) ? immutableDiffKey(git.cwd, spec) : undefined;
    if (memoKey === undefined) return await readSignals(git, spec, options);
    const recalled = recalledSignals(memoKey);
    if (recalled) return await recalled;
    keepSignals(memoKey, readSignals(git, spec, options));
    return await recalledSignals(memoKey)!;
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    return widenedSignals(`signals unavailable for diff spec ${JSON.stringify(diffSpec)}: ${messageOf(error)}`);
  }
}

async function readSignals(git: Git, spec: DiffSpec, options: ComputeSignalsOptions): Promise<DiffSignals> {
  const { signal } = options;
  const accumulator = new SignalAccumulator(options.matcher);
  const changed: string[] = [];
  const reader = new DiffReader({
    onChange: (change) => {
      if (change.status !== "deleted") changed.push(change.path);
      accumulator.add(change);
    },
    collectAddedLines: (path) => accumulator.wantsAddedLines(path),
  });
  await git.streamRawPatch(spec, (text) => reader.write(text), { signal });
  reader.end();
  if (countsUntracked(spec, options.untracked)) {
    for (const change of await readUntrackedChanges(git, { signal })) {
      changed.push(change.path);
      accumulator.add(change);
    }
  }
  for (const { path, why } of await manifestSurface(changed, await headReader(git, spec, signal))) accumulator.raiseSurface(path, why);
  return withBaseMarkerSignal(git, spec, accumulator.result(), signal);
}

const MANIFEST_READ_BYTES = 512 * 1024;

/** Files at the head of the change: the head commit of a range, else the working tree (through the confined reader). */
async function headReader(git: Git, spec: DiffSpec, signal?: AbortSignal): Promise<HeadReader> {
  if (spec.kind === "range") {
    const options = signal ? { signal } : {};
    // The head's files within the read limit, by `ls-tree --long` (mode type object size\tpath): one process, and then one per file read.
    const list = async () => {
      const listing = await git.run(["ls-tree", "-r", "-z", "--long", "--full-tree", "--end-of-options", spec.head], options);
      const fits = listing.split("\0").map((entry) => /^\S+ blob \S+ +(\d+)\t(.*)$/s.exec(entry));
      return new Set(fits.filter((m) => m !== null && Number(m[1]) <= MANIFEST_READ_BYTES).map((m) => m![2]!));
    };
    const readListed = (path: string) => git.run(["cat-file", "blob", "--end-of-options", `${spec.head}:${path}`], options).catch(() => undefined);
    return listedReader(list, readListed, async (path) => {
      const file = await git.showFile(spec.head, path, MANIFEST_READ_BYTES, options).catch(() => undefined);
      return file && !file.truncated ? file.text : undefined;
    });
  }
  const top = await git.topLevel(signal ? { signal } : {});
  return async (path) => {
    const read = await readWorkspaceBytes(top, path, { maxBytes: MANIFEST_READ_BYTES, ...(signal ? { signal } : {}) });
    return read.kind === "file" && !read.truncated ? read.bytes.toString("utf8") : undefined;
  };
}

/** The signals of a list of changes, without git: the rule table's own test bench. */
export function signalsFromChanges(changes: readonly FileChange[], matcher?: SignalMatcher): DiffSignals {
  const accumulator = new SignalAccumulator(matcher);
  for (const change of changes) accumulator.add(change);
  return accumulator.result();
}

/** What the signals say when they could not be computed: every lane-selecting flag raised. */
export function widenedSignals(reason: string): DiffSignals {
  const unknown = "signals unavailable: raised so that lane selection widens";
  return {
    changed_files: [],
    changed_files_sample: [],
    file_count: 0,
    touches_auth: true,
    touches_deps: true,
    touches_exec: true,
    touches_proto: true,
    touches_migrations: true,
    consumer_surface: true,
    docs_only: false,
    signal_evidence: Object.fromEntries(SIGNAL_FLAGS.map((flag) => [flag, unknown])),
    signals_summary: "diff signals unavailable; every signal raised",
    signals_error: reason,
  };
}
