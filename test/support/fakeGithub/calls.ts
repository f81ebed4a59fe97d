// The record of every request the fake received, for assertions.
import type { IncomingHttpHeaders } from "node:http";
import type { FaultStatus } from "./faults.js";
import type { OperationId } from "./operations.js";

export interface RecordedCall {
  method: string;
  /** Decoded path, without an Enterprise-style prefix. */
  path: string;
  /** The matched operation; null for an unknown route. */
  operationId: OperationId | null;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** Parsed JSON; the raw text when it didn't parse; undefined without a body. */
  body: unknown;
  /** null while the request is in flight, and for a stalled request the client gave up on. */
  status: number | null;
  /** Set when the request broke GitHub's contract (unknown route, invalid body, over a limit): the test should fail. */
  rejected?: string;
  /** Set when failNext answered this request. */
  injected?: FaultStatus;
  /** The client disconnected before the fake answered. */
  aborted?: boolean;
}

export class RejectedCallsError extends Error {
  constructor(readonly rejected: RecordedCall[]) {
    super(
      `the fake GitHub API rejected ${rejected.length} request(s):\n` + rejected.map((c) => `  ${c.method} ${c.path} → ${c.status}: ${c.rejected}`).join("\n"),
    );
    this.name = "RejectedCallsError";
  }
}

export function rejectionsIn(calls: readonly RecordedCall[]): RecordedCall[] {
  return calls.filter((c) => c.rejected !== undefined);
}

/** Throws, listing every contract violation; a plain throw so it works outside vitest's expect. */
export function assertNoRejections(calls: readonly RecordedCall[]): void {
  const rejected = rejectionsIn(calls);
  if (rejected.length > 0) throw new RejectedCallsError(rejected);
}
