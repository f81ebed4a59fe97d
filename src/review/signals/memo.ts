/**
 * Signals of a diff between two commits named by their full object names: the
 * same objects always give the same signals, so one process computes them
 * once. `gauntlet plan` asks twice (its own lane table, then the matrix plan's
 * floor), and each time is a whole read of a large diff through every rule.
 *
 * Only such ranges are kept: a ref, a branch or the working tree can change
 * between two calls; a commit's content cannot.
 */
import type { DiffSpec } from "../git/diffSpec.js";
import type { DiffSignals } from "./types.js";

const OBJECT_NAME = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** A few diffs per process at most; the bound only guards a long-lived caller. */
const KEPT = 8;

/** Kept while being computed too: a second caller meanwhile (the plan's matrix beside its own table) waits for the first. */
const kept = new Map<string, Promise<DiffSignals>>();

/** The memo key for a diff between two fixed commits in `repository`, or undefined when the spec can change. */
export function immutableDiffKey(repository: string, spec: DiffSpec): string | undefined {
  if (spec.kind !== "range" || !OBJECT_NAME.test(spec.base) || !OBJECT_NAME.test(spec.head)) return undefined;
  return `${repository}\0${spec.base}${spec.mergeBase ? "..." : ".."}${spec.head}`;
}

/** A copy of the kept signals, once they are computed: callers own what they get. */
export function recalledSignals(key: string): Promise<DiffSignals> | undefined {
  return kept.get(key)?.then((signals) => structuredClone(signals));
}

/** Keeps the signals being computed; a computation that fails is forgotten, so the next caller tries again. */
export function keepSignals(key: string, signals: Promise<DiffSignals>): void {
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, signals);
  signals.catch(() => {
    if (kept.get(key) === signals) kept.delete(key);
  });
}
