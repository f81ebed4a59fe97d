/**
 * Runs a model-written regular expression off the main thread.
 *
 * JavaScript cannot interrupt a regex mid-match, and a pattern such as
 * `(a+)+$` on a long line backtracks for longer than the run has. On the
 * main thread that would freeze the event loop, and with it every timeout,
 * cancellation and the check-run update. In a worker, a deadline simply
 * terminates the thread.
 */
import { Worker } from "node:worker_threads";

// Plain CommonJS source: an eval'd worker needs no file of its own, so it survives bundling.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const regex = new RegExp(workerData.source, workerData.flags);
parentPort.on("message", (lines) => {
  const hits = [];
  for (let i = 0; i < lines.length; i += 1) {
    regex.lastIndex = 0;
    if (regex.test(lines[i])) hits.push(i);
  }
  parentPort.postMessage(hits);
});
`;

export class RegexTimeout extends Error {
  constructor() {
    super("the pattern took too long to match");
    this.name = "RegexTimeout";
  }
}

export class RegexMatcher {
  private readonly worker: Worker;
  private closed = false;
  /** A worker fault seen while no match was pending; an unheard "error" event would crash the process. */
  private failure: Error | undefined;

  /** `regex` must already compile; its `g` and `y` flags are dropped (each line is tested alone). */
  constructor(regex: RegExp) {
    const flags = regex.flags.replace(/[gy]/g, "");
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { source: regex.source, flags } });
    this.worker.on("error", (error: Error) => {
      this.failure = error;
    });
    // A matcher that is never used must not keep the process alive.
    this.worker.unref();
  }

  /**
   * Indices of the lines the pattern matches. Rejects with RegexTimeout when
   * `deadline` (epoch ms) passes first, and with the signal's reason on abort;
   * either way the worker is gone and the matcher is unusable.
   */
  match(lines: readonly string[], deadline: number, signal?: AbortSignal): Promise<number[]> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error("RegexMatcher is closed"));
    return new Promise<number[]>((resolve, reject) => {
      const settle = (outcome: () => void) => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        this.worker.off("message", onMessage);
        this.worker.off("error", onError);
        this.worker.off("exit", onExit);
        outcome();
      };
      const onMessage = (hits: number[]) => settle(() => resolve(hits));
      const onError = (error: Error) => settle(() => reject(error));
      const onExit = () => settle(() => reject(new Error("the regex worker exited")));
      const onAbort = () =>
        settle(() => {
          void this.close();
          reject(signal?.reason);
        });
      const timer = setTimeout(
        () =>
          settle(() => {
            void this.close();
            reject(new RegexTimeout());
          }),
        Math.max(0, deadline - Date.now()),
      );
      this.worker.on("message", onMessage);
      this.worker.on("error", onError);
      this.worker.on("exit", onExit);
      signal?.addEventListener("abort", onAbort, { once: true });
      if (signal?.aborted) return onAbort();
      this.worker.ref();
      this.worker.postMessage(lines);
    }).finally(() => {
      if (!this.closed) this.worker.unref();
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.worker.terminate();
  }
}
