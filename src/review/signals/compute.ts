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
import type { SignalMatcher } from "./matcher.js";
import { immutableDiffKey, keepSignals, recalledSignals } from "./memo.js";
import { SIGNAL_FLAGS, type DiffSignals, type FileChange } from "./types.js";
import { readUntrackedChanges } from "./untracked.js";
import { withBeyondDiffSignals } from "./surfaceSignal.js";

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
  // The changes git listed, as `git diff --name-status` would (same arguments): the base-marker check reads them.
  const listed: Array<Pick<FileChange, "path" | "status">> = [];
  const reader = new DiffReader({
    onChange: (change) => {
      if (change.status !== "deleted") changed.push(change.path);
      listed.push({ path: change.path, status: change.status });
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
  return withBeyondDiffSignals(git, spec, accumulator, changed, listed, signal);
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
