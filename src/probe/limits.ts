/** The probe's time and size limits. Every command has a wall-clock limit and capped output. */
export interface ProbeLimits {
  /** Each `exec` command of the model. */
  commandMs: number;
  /** Each setup command (npm ci may take a while). */
  setupMs: number;
  /** Each existing usage suite. */
  suiteMs: number;
  /** The service answering on its ready URL. */
  readyMs: number;
  /** Bytes kept from the start and from the end of each stream. */
  headBytes: number;
  tailBytes: number;
  /** Processes the probe user may have at once (RLIMIT_NPROC): a fork bomb stops there. */
  nproc: number;
}

export const DEFAULT_PROBE_LIMITS: Readonly<ProbeLimits> = Object.freeze({
  commandMs: 120_000,
  setupMs: 600_000,
  suiteMs: 300_000,
  readyMs: 60_000,
  headBytes: 4_000,
  tailBytes: 4_000,
  nproc: 1024,
});
