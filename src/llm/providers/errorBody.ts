/**
 * Provider error bodies in the one shape the SDK reads (`{error: {message}}`).
 * Many OpenAI-compatible endpoints answer errors in their own shape, and the
 * SDK then reports `400 status code (no body)`, losing the reason:
 *   - Gemini: a JSON array of `{error: {code, message, status}}`;
 *   - Mistral and vLLM: `{"object": "error", "message", "type", "code"}`;
 *   - Ollama and some gateways: `{"error": "text"}`;
 *   - FastAPI-based servers: `{"detail": …}`; others a top-level `message`;
 *   - Cloudflare's API envelope: `{"success": false, "errors": [{code, message}]}`.
 * OpenRouter reports a failure after generation started as HTTP 200 whose
 * body carries `error` and no choices (see completionError).
 */

export interface ProviderError {
  message: string;
  code?: unknown;
  type?: unknown;
  param?: unknown;
}

/** The body rewritten so the SDK finds `error.message`; unknown shapes pass unchanged. */
export function normalizeErrorBody(body: unknown): unknown {
  const found = providerError(body);
  return found === undefined ? body : { error: found };
}

/** The provider's message and codes, from any of the shapes above. */
export function providerError(body: unknown): ProviderError | undefined {
  if (Array.isArray(body)) return body.length > 0 ? providerError(body[0]) : undefined;
  if (typeof body !== "object" || body === null) return typeof body === "string" && body.trim() !== "" ? { message: body } : undefined;
  const record = body as Record<string, unknown>;
  const inner = record.error;
  if (typeof inner === "string" && inner.trim() !== "") return { message: inner };
  if (typeof inner === "object" && inner !== null) {
    const nested = inner as Record<string, unknown>;
    const message = textOf(nested.message) ?? JSON.stringify(nested);
    return withCodes({ message }, nested);
  }
  if (Array.isArray(record.errors) && record.errors.length > 0) return providerError(record.errors[0]);
  const message = textOf(record.message) ?? textOf(record.detail);
  return message === undefined ? undefined : withCodes({ message }, record);
}

/** A 200 reply that carries `error` instead of choices (OpenRouter, after generation started): its message, or undefined. */
export function completionError(completion: unknown): string | undefined {
  if (typeof completion !== "object" || completion === null) return undefined;
  const record = completion as Record<string, unknown>;
  if (record.error === undefined || record.error === null) return undefined;
  const found = providerError({ error: record.error });
  return found ? describe(found) : "an error without a message";
}

export function describe(error: ProviderError): string {
  const code = typeof error.code === "string" || typeof error.code === "number" ? ` (code ${error.code})` : "";
  return `${error.message}${code}`;
}

function withCodes(error: ProviderError, from: Record<string, unknown>): ProviderError {
  for (const key of ["code", "type", "param"] as const) {
    if (from[key] !== undefined && from[key] !== null) error[key] = from[key];
  }
  return error;
}

function textOf(value: unknown): string | undefined {
  if (typeof value === "string") return value.trim() === "" ? undefined : value;
  if (value === undefined || value === null) return undefined;
  return JSON.stringify(value);
}
