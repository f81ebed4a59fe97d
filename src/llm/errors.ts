/**
 * Every way a model call fails, as a NodeFault the engine can route on:
 * `kind` says what went wrong, `retryable` whether another attempt may help
 * (a transient outage or an invalid reply may; a 400, bad credentials or an
 * exhausted budget will not). Messages name the node and say what to do, and
 * are scrubbed of the API key in case an endpoint echoes it back.
 */
import { APIConnectionError, APIError, APIUserAbortError } from "openai";
import { isGauntletError, isNodeFault, messageOf, NodeFault } from "../engine/errors.js";
import { RetriesExhausted } from "./retry.js";
import type { Budget } from "./usage.js";

/** What a failed call is judged against. */
export interface FaultScope {
  /** `graph/node`, prefixed to every message. */
  label: string;
  /** The attempt's signal from the engine: node timeout, run timeout, cancellation. */
  requestSignal: AbortSignal;
  /** The run's cancellation signal. */
  runSignal?: AbortSignal;
  budget?: Budget;
  /** Strings that must never appear in a message (the API key). */
  secrets: readonly string[];
}

/**
 * The value to throw for `error`: a NodeFault, or, when the whole run was
 * cancelled, the run signal's reason unchanged so the engine sees its own abort.
 */
export function toNodeFault(error: unknown, scope: FaultScope): unknown {
  if (scope.runSignal?.aborted) return scope.runSignal.reason;
  const budgetFault = scope.budget?.exceededFault();
  if (budgetFault !== undefined) return budgetFault;
  if (isNodeFault(error)) return error;
  if (scope.requestSignal.aborted) {
    const reason: unknown = scope.requestSignal.reason;
    // The engine may abort with its own typed error (a run timeout, say); keep it.
    if (isGauntletError(reason)) return reason;
    const why = abortReasonText(reason);
    return new NodeFault("timeout", `${scope.label}: model call aborted by a timeout${why ? ` (${why})` : ""}`, true);
  }
  const scrub = (text: string) => scrubSecrets(text, scope.secrets);
  if (error instanceof RetriesExhausted) {
    return new NodeFault(
      "model",
      scrub(`${scope.label}: endpoint still failing after ${error.retries} retries: ${describeApiError(error.lastError)}`),
      true,
    );
  }
  if (error instanceof APIUserAbortError) {
    return new NodeFault("timeout", `${scope.label}: model call aborted`, true);
  }
  if (error instanceof APIConnectionError) {
    return new NodeFault("model", scrub(`${scope.label}: cannot reach the model endpoint: ${describeApiError(error)}`), true);
  }
  if (error instanceof APIError) return statusFault(error, scope.label, scrub);
  return new NodeFault("crash", scrub(`${scope.label}: ${messageOf(error)}`), false);
}

function statusFault(error: APIError, label: string, scrub: (text: string) => string): NodeFault {
  const status = error.status ?? 0;
  const detail = describeApiError(error);
  if (status === 401 || status === 403) {
    return new NodeFault("auth", scrub(`${label}: the endpoint refused the credentials (${detail}); check OPENAI_API_KEY and the base URL`), false);
  }
  if (status === 404) {
    return new NodeFault("model", scrub(`${label}: not found (${detail}); check the model name and the base URL`), false);
  }
  const transient = status === 408 || status === 409 || status === 429 || status >= 500;
  return new NodeFault("model", scrub(`${label}: the endpoint rejected the request (${detail})`), transient);
}

/** `429 Rate limit reached` style text; the SDK's message already leads with the status. */
function describeApiError(error: unknown): string {
  const text = messageOf(error);
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}

/** Words for an abort reason: an Error's message, or the engine's `{seconds}` timeout marker. */
function abortReasonText(reason: unknown): string {
  if (reason instanceof Error) return reason.message;
  const seconds = (reason as { seconds?: unknown } | undefined)?.seconds;
  return typeof seconds === "number" ? `node timeout after ${seconds}s` : "";
}

export function scrubSecrets(text: string, secrets: readonly string[]): string {
  let scrubbed = text;
  for (const secret of secrets) {
    // Short strings would redact ordinary words; real keys are long.
    if (secret.length >= 8) scrubbed = scrubbed.split(secret).join("[redacted]");
  }
  return scrubbed.replace(/\b(Bearer\s+)[A-Za-z0-9._~+/=-]{8,}/g, "$1[redacted]");
}

export function refusalFault(label: string, refusal: string): NodeFault {
  // Not retryable: the same prompt tends to draw the same refusal, and the fallback is the better next step.
  return new NodeFault("model", `${label}: the model refused: ${clip(refusal)}`, false);
}

export function truncatedFault(label: string): NodeFault {
  return new NodeFault("model", `${label}: the reply was cut off at the token limit (finish_reason "length"); shorten the prompt or the task`, false);
}

export function contentFilterFault(label: string): NodeFault {
  return new NodeFault("model", `${label}: the endpoint's content filter blocked the reply (finish_reason "content_filter")`, false);
}

export function emptyReplyFault(label: string): NodeFault {
  return new NodeFault("model", `${label}: the endpoint returned no choices`, true);
}

export function schemaFault(label: string, validationError: string): NodeFault {
  return new NodeFault("schema", `${label}: the reply does not match output_schema after a repair turn: ${clip(validationError)}`, true);
}

export function toolLoopFault(label: string, turns: number): NodeFault {
  return new NodeFault("tool", `${label}: tool loop exceeded ${turns} turns; raise max_iterations or narrow the task`, false);
}

function clip(text: string): string {
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}
