/** AbortSignal plumbing: link run, node and attempt signals; race work against them. */
import { setMaxListeners } from "node:events";

/** Marks why a node-level controller aborted, so the run can tell it from its own abort. */
export class NodeTimeout {
  constructor(readonly seconds: number) {}
}

export interface LinkedAbort {
  signal: AbortSignal;
  /** Clears the timer; call when the work is done. */
  dispose(): void;
}

/** A signal that aborts when `parent` does, or after `seconds` (with a NodeTimeout reason). */
export function withTimeout(parent: AbortSignal, seconds: number | undefined, reason: (s: number) => unknown = (s) => new NodeTimeout(s)): LinkedAbort {
  // No timer means nothing to add: the parent's signal serves as is (the common, hot path).
  if (seconds === undefined) return { signal: parent, dispose: () => {} };
  return link(parent, seconds, reason);
}

/**
 * The run's own signal: follows the caller's (cancellation) and times out after
 * `seconds`. Always a fresh signal, so the listeners of every node in flight
 * land on it rather than on the caller's.
 */
export function runSignal(parent: AbortSignal | undefined, seconds: number | undefined, reason: (s: number) => unknown): LinkedAbort {
  return link(parent, seconds, reason);
}

function link(parent: AbortSignal | undefined, seconds: number | undefined, reason: (s: number) => unknown): LinkedAbort {
  const controller = new AbortController();
  // One listener per node in flight is the design (a wide map has dozens): not the leak Node warns about at 10.
  setMaxListeners(0, controller.signal);
  const onParent = () => controller.abort(parent?.reason);
  if (parent?.aborted) controller.abort(parent.reason);
  else parent?.addEventListener("abort", onParent, { once: true });
  const timer = seconds !== undefined && !controller.signal.aborted ? setTimeout(() => controller.abort(reason(seconds)), seconds * 1000) : undefined;
  return {
    signal: controller.signal,
    dispose: () => {
      if (timer) clearTimeout(timer);
      parent?.removeEventListener("abort", onParent);
    },
  };
}

/** Resolves with the work, or rejects with the signal's reason as soon as it aborts — even if the work ignores it. */
export function raceAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    work.catch(() => {});
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}
