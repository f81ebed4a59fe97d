/**
 * Structured output: what to ask the endpoint for, and how to judge the reply.
 * The endpoint gets the strict form of the schema (or, in json_object mode,
 * the schema pasted into the system prompt); the reply is validated with the
 * engine's validator for the schema as written, never the strict form.
 */
import type { ResponseFormatJSONObject, ResponseFormatJSONSchema } from "openai/resources/shared";
import type { LlmRequest } from "../engine/context.js";
import { schemaErrorsText } from "../engine/jsonSchema.js";
import { dropAbsentOptionals, toStrictSchema, type StrictSchema } from "./strictSchema.js";

export type OutputSchema = NonNullable<LlmRequest["outputSchema"]>;
export type StructuredOutputMode = "json_schema" | "json_object";

export interface StructuredOutputPlan {
  responseFormat: ResponseFormatJSONSchema | ResponseFormatJSONObject;
  /** Appended to the system message (json_object mode carries the schema there). */
  systemAddendum?: string;
}

const strictForms = new WeakMap<object, StrictSchema>();

/** The strict form of a schema, converted once per schema object. */
export function strictFormOf(schema: Record<string, unknown>): StrictSchema {
  let strict = strictForms.get(schema);
  if (strict === undefined) {
    strict = toStrictSchema(schema);
    strictForms.set(schema, strict);
  }
  return strict;
}

export function structuredOutputPlan(schema: Record<string, unknown>, mode: StructuredOutputMode, name: string): StructuredOutputPlan {
  if (mode === "json_object") {
    return {
      responseFormat: { type: "json_object" },
      systemAddendum: `Reply with one JSON object, and nothing else, that conforms to this JSON Schema:\n${JSON.stringify(schema)}`,
    };
  }
  const strict = strictFormOf(schema);
  return {
    responseFormat: {
      type: "json_schema",
      json_schema: { name: schemaName(name), strict: strict.strict, schema: strict.schema },
    },
  };
}

/** The response-format name allows [a-zA-Z0-9_-], at most 64 characters. */
export function schemaName(name: string): string {
  const cleaned = name.replace(/[^a-zA-Z0-9_-]/g, "_").slice(0, 64);
  return cleaned === "" ? "output" : cleaned;
}

export type StructuredReply = { ok: true; value: Record<string, unknown> } | { ok: false; error: string };

/** Parses a reply, drops the nulls standing for absent optional properties, and validates it. */
export function parseStructuredReply(text: string, outputSchema: OutputSchema): StructuredReply {
  let parsed: unknown;
  try {
    parsed = JSON.parse(unfence(text));
  } catch (error) {
    return { ok: false, error: `the reply is not valid JSON (${(error as Error).message})` };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return { ok: false, error: "the reply must be a JSON object" };
  }
  const value = dropAbsentOptionals(parsed, outputSchema.schema) as Record<string, unknown>;
  if (outputSchema.validate(value)) return { ok: true, value };
  return { ok: false, error: schemaErrorsText(outputSchema.validate.errors, "reply") };
}

/** The one repair turn: the exact validation error, and what to send instead. */
export function repairPrompt(error: string): string {
  return [`Your previous reply was rejected: ${error}.`, "Reply again with only the corrected JSON object, matching the required schema exactly."].join("\n");
}

/** Models in JSON mode sometimes wrap the object in a Markdown code fence. */
function unfence(text: string): string {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n?\s*```\s*$/i.exec(text);
  return fenced?.[1] ?? text;
}
