/**
 * What one failed HTTP attempt says about the endpoint itself, for the
 * circuit breaker: it answered (any status), it could not be reached at all
 * (refused, reset, DNS, TLS), or the attempt proves neither (a timeout, an
 * abort, a bug on our side).
 */
import { isApiConnectionError, isApiConnectionTimeoutError, isApiError } from "../sdk.js";

export type ReachOutcome = "reachable" | "unreachable" | "inconclusive";

/** Node and undici codes of a connection that never carried a reply. ETIMEDOUT is left out: a slow endpoint is not a dead one. */
const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ENOTFOUND", "EAI_AGAIN", "EPIPE", "UND_ERR_SOCKET"]);
const CONNECTION_CODE_PREFIXES = ["CERT_", "ERR_TLS_"];

/** True for a refused, reset, unresolvable or TLS-broken connection: the faults that count toward the breaker. */
export function isConnectionFailure(error: unknown): boolean {
  if (isApiConnectionTimeoutError(error)) return false;
  if (isApiConnectionError(error)) return true;
  return isConnectionCode(networkCode(error));
}

export function reachOutcome(error: unknown): ReachOutcome {
  if (isConnectionFailure(error)) return "unreachable";
  // The user-abort and connection errors are APIErrors without a status; only a real reply has one.
  if (isApiError(error) && error.status !== undefined) return "reachable";
  return "inconclusive";
}

/** The first string `code` down the cause chain (undici nests it: TypeError "fetch failed" → cause). */
export function networkCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A slow or stalled endpoint, not a dead one: retried, never counted by the breaker. UND_ERR_BODY_TIMEOUT: a reply that went quiet (modelFetch.ts). */
const TIMEOUT_CODES = new Set(["ETIMEDOUT", "UND_ERR_BODY_TIMEOUT", "UND_ERR_HEADERS_TIMEOUT"]);

export function isTimeoutCode(code: string | undefined): boolean {
  return code !== undefined && TIMEOUT_CODES.has(code);
}

export function isConnectionCode(code: string | undefined): boolean {
  if (code === undefined) return false;
  return CONNECTION_CODES.has(code) || CONNECTION_CODE_PREFIXES.some((prefix) => code.startsWith(prefix));
}

/** A short reason for a connection failure: its code when there is one (`ECONNREFUSED`), else the message. */
export function connectionDetail(error: unknown): string {
  const code = networkCode(error);
  if (code !== undefined) return code;
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
