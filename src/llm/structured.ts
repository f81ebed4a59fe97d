/**
 * Structured output: what to ask the endpoint for, and how to judge the reply.
 * The endpoint gets the strict form of the schema (or, in json_object and
 * instructions modes, the schema pasted into the system prompt); the reply is
 * validated with the engine's validator for the schema as written, never the
 * strict form, whatever the mode.
 */
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import type { ResponseFormatJSONObject, ResponseFormatJSONSchema } from "openai/resources/shared";
import type { LlmRequest } from "../engine/context.js";
import { schemaErrorsText } from "../engine/jsonSchema.js";
import type { StructuredMode } from "./providers/capabilities.js";
import { stripThinking } from "./providers/reasoning.js";
import { dropAbsentOptionals, toStrictSchema, type StrictSchema } from "./strictSchema.js";

export type OutputSchema = NonNullable<LlmRequest["outputSchema"]>;
export type StructuredOutputMode = StructuredMode;

export interface StructuredOutputPlan {
  mode: StructuredOutputMode;
  /** Absent in instructions mode: the endpoint is sent no response_format at all. */
  responseFormat?: ResponseFormatJSONSchema | ResponseFormatJSONObject;
  /** Appended to the system message (json_object and instructions modes carry the schema there). */
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
  if (mode !== "json_schema") {
    return { mode, ...(mode === "json_object" ? { responseFormat: { type: "json_object" } } : {}), systemAddendum: schemaInstruction(schema) };
  }
  const strict = strictFormOf(schema);
  return {
    mode,
    responseFormat: {
      type: "json_schema",
      json_schema: { name: schemaName(name), strict: strict.strict, schema: strict.schema },
    },
  };
}

/** The schema in words, for endpoints that do not take it as response_format. */
export function schemaInstruction(schema: Record<string, unknown>): string {
  return `Reply with one JSON object, and nothing else, that conforms to this JSON Schema:\n${JSON.stringify(schema)}`;
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
    parsed = JSON.parse(unfence(stripThinking(text)));
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

/**
 * The one repair turn: the exact validation error, and the schema itself, so
 * the repair works even where the endpoint ignored response_format.
 */
export function repairPrompt(error: string, schema: Record<string, unknown>): string {
  return [
    `Your previous reply was rejected: ${error}.`,
    "Reply again with only the corrected JSON object, matching this JSON Schema exactly:",
    JSON.stringify(schema),
  ].join("\n");
}

/** Whether a reply is not JSON at all (as opposed to JSON that breaks the schema). */
export function isNotJson(text: string): boolean {
  try {
    JSON.parse(unfence(stripThinking(text)));
    return false;
  } catch {
    return true;
  }
}

/** Models in JSON mode sometimes wrap the object in a Markdown code fence. */
function unfence(text: string): string {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n?\s*```\s*$/i.exec(text);
  return fenced?.[1] ?? text;
}

/** The conversation as sent: the schema appended to the system message when the endpoint takes it there. */
export function withSchemaInstructions(messages: ChatCompletionMessageParam[], plan: StructuredOutputPlan | undefined): ChatCompletionMessageParam[] {
  const [system, ...rest] = messages;
  if (!plan?.systemAddendum || system?.role !== "system" || typeof system.content !== "string") return messages;
  return [{ role: "system", content: `${system.content}\n\n${plan.systemAddendum}` }, ...rest];
}
