/**
 * Every way a model call fails, as a NodeFault the engine can route on:
 * `kind` says what went wrong, `retryable` whether another node attempt may
 * help. Messages name the node and say what to do, and are scrubbed of the API
 * key in case an endpoint echoes it back.
 *
 * One retry layer per fault. Transport faults are retried by the HTTP client
 * (withRetry, bounded by the breaker, the shared pause and the retry budget)
 * and by nobody else: once it gives up, `retryable` is false, so node attempts
 * (`max_attempts`) and the gauntlet's retry gate do not multiply its retries.
 * The engine and the retry gate re-run only faults with `retryable: true`.
 *
 * | fault                                    | HTTP client (withRetry)             | node attempts | retry gate | NodeFault kind, retryable |
 * |------------------------------------------|-------------------------------------|---------------|------------|---------------------------|
 * | connection refused/reset, DNS, TLS       | yes, ≤ 4 retries; counts to breaker | no            | no         | model, false              |
 * | breaker open (3 connection failures)     | no: fails at once, aborts in-flight | no            | no         | model, false              |
 * | 5xx, 408, 409 after the retries ran out  | yes, ≤ 4 retries, retry budget      | no            | no         | model, false              |
 * | 429 (Retry-After pauses every call)      | yes, ≤ 4 retries                    | no            | no         | model, false              |
 * | retry budget spent (10 + 20% of calls)   | no further retry                    | no            | no         | model, false              |
 * | client request timeout (SDK)             | yes, ≤ 4 retries                    | no            | no         | model, false              |
 * | node or run timeout (abort)              | no: the abort ends the call         | yes           | yes        | timeout, true             |
 * | empty reply (no choices)                 | no                                  | yes           | yes        | model, true               |
 * | schema violation after the repair turn   | no                                  | yes           | yes        | schema, true              |
 * | 401, 403                                 | no                                  | no            | no         | auth, false               |
 * | 400, 404, 422 and other 4xx              | no                                  | no            | no         | model, false              |
 * | refusal, `length`, `content_filter`      | no                                  | no            | no         | model, false              |
 * | tool loop over its turns                 | no                                  | no            | no         | tool, false               |
 * | token or cost budget exceeded            | no                                  | no            | no         | budget, false             |
 * | crash (no model, unknown tool, a bug)    | no                                  | no            | no         | crash, false              |
 *
 * Run cancellation is not a fault: the run signal's reason is rethrown as is.
 */
import type { APIError } from "openai";
import { isGauntletError, isNodeFault, messageOf, NodeFault } from "../engine/errors.js";
import { isApiConnectionError, isApiError, isApiUserAbortError } from "./sdk.js";
import { connectionDetail, isConnectionFailure } from "./transport/connectionFailure.js";
import { EndpointUnavailableError, RetriesExhausted, RetryBudgetSpent } from "./transport/giveUp.js";
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
  if (error instanceof EndpointUnavailableError) {
    return new NodeFault("model", scrub(`${scope.label}: ${error.message}`), false);
  }
  if (error instanceof RetriesExhausted) {
    const last = error.lastError;
    const detail = `${describeApiError(last)}; ${transportHint(last)}`;
    return new NodeFault("model", scrub(`${scope.label}: the model endpoint ${error.host} still fails after ${error.retries} retries: ${detail}`), false);
  }
  if (error instanceof RetryBudgetSpent) {
    const { retries, allowance, calls } = error.use;
    const spent = `the run's retry budget is spent (${retries} of ${allowance} retries used over ${calls} calls)`;
    const detail = `last error: ${describeApiError(error.lastError)}; ${transportHint(error.lastError)}`;
    return new NodeFault("model", scrub(`${scope.label}: the model endpoint ${error.host} keeps failing and ${spent}; ${detail}`), false);
  }
  if (isApiUserAbortError(error)) {
    return new NodeFault("timeout", `${scope.label}: model call aborted`, true);
  }
  // Connection errors and transient statuses arrive here only from a caller without withRetry; either way nobody retries them again.
  if (isApiConnectionError(error)) {
    const detail = `${describeApiError(error)}; ${transportHint(error)}`;
    return new NodeFault("model", scrub(`${scope.label}: cannot reach the model endpoint: ${detail}`), false);
  }
  if (isApiError(error)) return statusFault(error, scope.label, scrub);
  return new NodeFault("crash", scrub(`${scope.label}: ${messageOf(error)}`), false);
}

function statusFault(error: APIError, label: string, scrub: (text: string) => string): NodeFault {
  const status = error.status ?? 0;
  const detail = describeApiError(error);
  if (status === 401 || status === 403) {
    return new NodeFault("auth", scrub(`${label}: the endpoint refused the credentials (${detail}); check OPENAI_API_KEY and the base URL`), false);
  }
  if (status === 404) {
    const azure =
      "; on Azure OpenAI, the model is the deployment name, and the classic …/openai/deployments route needs an API version (action input api-version, models.api_version, --api-version or OPENAI_API_VERSION)";
    return new NodeFault("model", scrub(`${label}: not found (${detail}); check the model name and the base URL${azure}`), false);
  }
  return new NodeFault("model", scrub(`${label}: the endpoint rejected the request (${detail})`), false);
}

/** `429 Rate limit reached` style text (the SDK's message already leads with the status); a connection failure's code. */
function describeApiError(error: unknown): string {
  if (isConnectionFailure(error)) return `connection failed (${connectionDetail(error)})`;
  const text = messageOf(error);
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}

/** What a person should check after the HTTP layer gave up on `error`. */
function transportHint(error: unknown): string {
  if (isConnectionFailure(error)) return "check the base URL, the network, and the endpoint's status";
  if (isApiConnectionError(error)) return "the endpoint did not answer in time; check its status and the request timeout";
  if (isApiError(error) && error.status === 429) return "check the endpoint's rate limits and quota, or run fewer lanes at once";
  return "check the endpoint's status";
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

/** A 200 reply that carries the provider's error instead of choices; another attempt may succeed. */
export function providerFailureFault(label: string, message: string): NodeFault {
  return new NodeFault("model", `${label}: the endpoint reported a failure instead of a reply: ${clip(message)}`, true);
}

/** The endpoint refused a capability that a setting pins: the fault names the setting that fixes it. */
export function capabilityFault(label: string, capability: "structured" | "tools", what: string, detail: string): NodeFault {
  const fix =
    capability === "tools"
      ? "set tools to auto or off (the action input tools, models.tools in the configuration, or --tools)"
      : "set structured-output to auto, json_object or instructions (the action input structured-output, models.structured_output in the configuration, or --structured-output)";
  return new NodeFault("model", `${label}: the endpoint does not accept ${what} (${clip(detail)}); ${fix}`, false);
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
