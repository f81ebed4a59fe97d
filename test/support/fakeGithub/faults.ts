// Injected failures: the next N matching requests get a chosen status, or stall.
import type { Operation } from "./operations.js";

/** An HTTP status to answer with, or "stall": hold the request open without answering. */
export type FaultStatus = number | "stall";

export interface FaultOptions {
  headers?: Record<string, string>;
  /** Response body; defaults to GitHub's `{message, documentation_url, status}`. */
  body?: unknown;
  /** How many matching requests fail; default 1. */
  times?: number;
  /** For "stall": answer normally after this long. Default: never (until the client gives up or the server closes). */
  stallMs?: number;
  /** Matching requests to let through before the fault applies, to hit the second of two calls to one operation. Default 0. */
  skip?: number;
}

/**
 * What a fault matches:
 * - a string starting with "/" — an operation's path template (`/repos/{owner}/{repo}/check-runs/{check_run_id}`)
 *   or a concrete decoded path (`/repos/o/r/check-runs/1000001`);
 * - any other string — an operation id (`checks/update`);
 * - a RegExp — tested against the decoded path.
 */
export type FaultTarget = string | RegExp;

export interface Fault {
  method: string;
  target: FaultTarget;
  status: FaultStatus;
  options: FaultOptions;
  remaining: number;
  /** Matching requests still to let through (options.skip counts down). */
  toSkip: number;
}

export class FaultInjector {
  private readonly faults: Fault[] = [];

  add(method: string, target: FaultTarget, status: FaultStatus, options: FaultOptions = {}): void {
    const times = options.times ?? 1;
    if (!Number.isInteger(times) || times < 1) throw new Error(`failNext times must be a positive integer, got ${times}`);
    if (status !== "stall" && (!Number.isInteger(status) || status < 400 || status > 599)) {
      throw new Error(`failNext status must be an HTTP error status (400-599) or "stall", got ${status}`);
    }
    const skip = options.skip ?? 0;
    if (!Number.isInteger(skip) || skip < 0) throw new Error(`failNext skip must be a non-negative integer, got ${skip}`);
    this.faults.push({ method: method.toUpperCase(), target, status, options, remaining: times, toSkip: skip });
  }

  /** Consumes one use of the first fault matching this request, if any. */
  take(method: string, operation: Operation, decodedPath: string): Fault | null {
    for (const fault of this.faults) {
      if (fault.remaining === 0 || (fault.method !== "*" && fault.method !== method) || !matches(fault.target, operation, decodedPath)) continue;
      // A fault still skipping sees this request go by; a later fault may still take it.
      if (fault.toSkip > 0) {
        fault.toSkip -= 1;
        continue;
      }
      fault.remaining -= 1;
      return fault;
    }
    return null;
  }

  /** Faults armed but never triggered, so a test can tell that its injection missed. */
  unused(): Fault[] {
    return this.faults.filter((f) => f.remaining > 0);
  }
}

function matches(target: FaultTarget, operation: Operation, decodedPath: string): boolean {
  if (target instanceof RegExp) return target.test(decodedPath);
  if (target.startsWith("/")) return target === operation.path || target === decodedPath;
  return target === operation.id;
}
