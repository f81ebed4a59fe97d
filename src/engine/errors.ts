/**
 * Typed errors. Every error carries a stable `code`, a `category` that decides
 * the exit code and the wording, and a marker so it is recognised across
 * bundles where `instanceof` fails.
 *
 * - user:    bad input from a person (YAML, flags, config) — exit 2, fix the input.
 * - model:   the model misbehaved (schema violation, refusal, tool loop) — a node fault.
 * - runtime: a fault while running (timeout, crash, abort) — the run degrades.
 */
const MARKER = Symbol.for("review-gauntlet.error");

export type ErrorCategory = "user" | "model" | "runtime";

/** Why a node failed; also the `kind` of a PIPELINE-FAULT. */
export type FailureKind = "timeout" | "model" | "schema" | "tool" | "budget" | "auth" | "crash";

export class GauntletError extends Error {
  readonly [MARKER] = true;
  constructor(
    readonly code: string,
    readonly category: ErrorCategory,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

export function isGauntletError(value: unknown): value is GauntletError {
  return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[MARKER] === true;
}

/** One located problem in a graph file: `file:node:field: message`. */
export interface GraphIssue {
  file: string;
  node: string; // node id, or "(graph)" for top-level fields
  field: string; // dotted field path, or "" when the whole node is meant
  message: string;
}

export function formatIssue(issue: GraphIssue): string {
  return `${issue.file}:${issue.node}:${issue.field}: ${issue.message}`;
}

/** A graph file that cannot be loaded or does not validate. Lists every problem. */
export class GraphError extends GauntletError {
  constructor(readonly issues: GraphIssue[]) {
    super("GRAPH_INVALID", "user", issues.map(formatIssue).join("\n"));
  }
}

/** A strict template read a key that is not there. */
export class TemplateError extends GauntletError {
  constructor(
    readonly field: string,
    readonly key: string,
    message?: string,
  ) {
    super("TEMPLATE_MISSING_KEY", "runtime", message ?? `${field}: template reads {{${key}}}, which is not set`);
  }
}

/**
 * A node-level failure. Thrown by node executors (the LLM runner, scripts, tools)
 * and caught by the engine, which decides between re-attempt, fallback and
 * ending the run. `retryable` says whether another attempt may succeed:
 * timeouts, transient endpoint errors and invalid replies are; a 400, an auth
 * failure, an exhausted budget and a script crash are not.
 */
export class NodeFault extends GauntletError {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(`NODE_${kind.toUpperCase()}`, kind === "model" || kind === "schema" ? "model" : "runtime", message, options);
  }
}

export function isNodeFault(value: unknown): value is NodeFault {
  return isGauntletError(value) && typeof (value as NodeFault).kind === "string" && "retryable" in value;
}

/** The typed record a failed node leaves in `failure`. */
export interface FailureRecord {
  node: string;
  kind: FailureKind;
  attempts: number;
  message: string;
  /** Whether another attempt could fix it: kept as the fault travels up through agent nodes. */
  retryable: boolean;
}

/** A node failed and had no fallback: the run ends. Carries what was computed. */
export class NodeFailedError extends GauntletError {
  constructor(
    readonly graph: string,
    readonly failure: FailureRecord,
    readonly partialState: Record<string, unknown>,
  ) {
    super("NODE_FAILED", "runtime", `${graph}/${failure.node} failed after ${failure.attempts} attempt(s) (${failure.kind}): ${failure.message}`);
  }
}

/** The whole run was stopped: its wall-clock timeout, or cancellation (SIGINT/SIGTERM). */
export class RunAbortedError extends GauntletError {
  constructor(
    readonly reason: "timeout" | "cancelled" | "budget",
    message: string,
    readonly partialState: Record<string, unknown> = {},
  ) {
    super(reason === "timeout" ? "RUN_TIMEOUT" : reason === "budget" ? "RUN_BUDGET" : "RUN_CANCELLED", "runtime", message);
  }
}

/** The run broke a structural rule at run time (write conflict, loop cap, no end reached). */
export class RunError extends GauntletError {
  constructor(
    code: string,
    message: string,
    readonly partialState: Record<string, unknown> = {},
  ) {
    super(code, "runtime", message);
  }
}

/** Message of any thrown value, without a stack trace. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
