// Validates a request against its operation's OpenAPI schemas. Each schema is
// compiled once per server, when the server starts.
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import type { FixtureParameter, JsonSchema, Operation } from "./operations.js";

// ajv-formats isn't installed; these are the formats GitHub's schemas use.
// `strict: false` makes any format added upstream later a warning, not a crash.
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i;

function newAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes, logger: false });
  ajv.addFormat("date-time", { type: "string", validate: (s: string) => RFC3339.test(s) && !Number.isNaN(Date.parse(s)) });
  ajv.addFormat("int32", { type: "number", validate: (n: number) => Number.isInteger(n) && Math.abs(n) <= 2 ** 31 });
  ajv.addFormat("int64", { type: "number", validate: (n: number) => Number.isSafeInteger(n) });
  ajv.addFormat("uri", { type: "string", validate: (s: string) => URL.canParse(s) });
  return ajv;
}

export interface RequestParts {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  hasBody: boolean;
}

export interface ValidatedRequest {
  /** Path and query values coerced to their schema types (`per_page` becomes a number). */
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

export type Validation = { ok: true; value: ValidatedRequest } | { ok: false; reason: string };

export interface OperationValidator {
  validate(parts: RequestParts): Validation;
}

export function createValidators(operations: readonly Operation[]): Map<Operation["id"], OperationValidator> {
  // Path and query values arrive as strings, so their validator coerces;
  // JSON bodies must already have the right types, as on GitHub.
  const coercing = newAjv(true);
  const exact = newAjv(false);
  return new Map(operations.map((op) => [op.id, compileOperation(op, coercing, exact)]));
}

function compileOperation(op: Operation, coercing: Ajv, exact: Ajv): OperationValidator {
  const params = coercing.compile(parametersSchema(op.pathParameters));
  const query = coercing.compile(parametersSchema(op.queryParameters));
  const body = op.requestBody ? exact.compile(op.requestBody.schema) : null;
  return {
    validate(parts) {
      const paramValues: Record<string, unknown> = { ...parts.params };
      if (!params(paramValues)) return { ok: false, reason: describe("path", params.errors) };
      const queryValues: Record<string, unknown> = { ...parts.query };
      if (!query(queryValues)) return { ok: false, reason: describe("query", query.errors) };
      if (!parts.hasBody) {
        if (op.requestBody?.required) return { ok: false, reason: `${op.id} requires a JSON request body` };
        return { ok: true, value: { params: paramValues, query: queryValues, body: undefined } };
      }
      if (!body) return { ok: false, reason: `${op.id} takes no request body` };
      if (!body(parts.body)) return { ok: false, reason: describe("body", body.errors) };
      return { ok: true, value: { params: paramValues, query: queryValues, body: parts.body } };
    },
  };
}

function parametersSchema(parameters: readonly FixtureParameter[]): JsonSchema {
  return {
    type: "object",
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

function describe(where: string, errors: ValidateFunction["errors"]): string {
  const list = (errors ?? []) as ErrorObject[];
  return list.map((e) => `${where}${e.instancePath} ${e.message ?? "is invalid"}${allowed(e)}`).join("; ");
}

function allowed(e: ErrorObject): string {
  return e.keyword === "enum" ? ` (${JSON.stringify((e.params as { allowedValues: unknown[] }).allowedValues)})` : "";
}
