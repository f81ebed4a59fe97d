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
import { countsUntracked, parseDiffSpec, type DiffSpec } from "../git/diffSpec.js";
import type { Git } from "../git/git.js";
import { SignalAccumulator } from "./accumulator.js";
import { readContent } from "./contentPass.js";
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

/**
 * Two passes. The listing (`git diff --raw`: trees, no file's content) feeds
 * every path rule and the base-marker check; then only the content that could
 * still raise a flag is read, and git's numstat counts the rest for the
 * summary (contentPass.ts).
 */
async function readSignals(git: Git, spec: DiffSpec, options: ComputeSignalsOptions): Promise<DiffSignals> {
  const { signal } = options;
  const accumulator = new SignalAccumulator(options.matcher);
  const changes = await git.diffListing(spec, signal ? { signal } : {});
  for (const change of changes) {
    const { path, oldPath, status, oldObject, newObject } = change;
    const gitlink = change.oldMode === "160000" || change.newMode === "160000";
    // The same object on both sides (a mode change, an exact rename) adds no line; all zeros is a working-tree file.
    const hasAddedLines = status !== "deleted" && (oldObject !== newObject || !/[^0]/.test(newObject));
    accumulator.list({ path, status, hasAddedLines, ...(oldPath === undefined ? {} : { oldPath }), ...(gitlink ? { gitlink } : {}) });
  }
  const untracked = countsUntracked(spec, options.untracked) ? readUntrackedChanges(git, { signal }) : Promise.resolve([]);
  const [, extra] = await Promise.all([readContent({ git, spec, accumulator, changes, ...(signal ? { signal } : {}) }), untracked]);
  for (const change of extra) accumulator.add(change);
  // After the content: a consumer_surface the added lines raised spares the manifests' walk.
  const changed = [...changes.filter((change) => change.status !== "deleted").map((change) => change.path), ...extra.map((change) => change.path)];
  return withBeyondDiffSignals(git, spec, accumulator, changed, changes, signal);
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
