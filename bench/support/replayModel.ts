/**
 * The replay bench's scripted model, on the loopback server
 * (test/support/modelServer.ts). Two modes, as in the shared replay data:
 * - "default": every call gets a minimal reply shaped by its own response
 *   schema (empty strings and lists, false, the first enum value); the text
 *   lanes get their passing sentinel lines. Nothing is found.
 * - "findings": each review chunk reports one 🟡 on the first added line the
 *   prompt shows, and the verifier reads that line and quotes it.
 * Every request is kept (its rendered prompt), so the bench can count tokens
 * and inspect what reached the model.
 */
import {
  CONFORMS,
  SECURITY_PASS,
  nodeOf,
  promptText,
  shownAddedLines,
  verifyByReading,
  REVIEW_CHUNK,
  VERIFY_ONE,
  ADVERSARY,
  SECURITY,
} from "../../test/e2e/support/model.js";
import { httpError, jsonReply, startModelServer, textReply, type ModelReply, type ModelServer, type RecordedRequest } from "../../test/support/modelServer.js";
import { renderedPrompt, tokensOf } from "./promptMeter.js";

export type ReplayMode = "default" | "findings";

export interface SeenCall {
  node: string;
  /** Everything the model was shown, as a provider renders it (system, tools, schema, conversation). */
  prompt: string;
}

export interface ReplayModel {
  baseURL: string;
  /** Calls since the last `reset()`. */
  calls: SeenCall[];
  reset(): void;
  close(): Promise<void>;
}

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; enum?: unknown[]; const?: unknown; anyOf?: Schema[] };

/** The smallest value a JSON schema accepts, as a model that says nothing would send it. */
export function minimalValue(schema: Schema | undefined): unknown {
  if (!schema) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.anyOf && schema.anyOf.length > 0) return minimalValue(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? (schema.type.includes("null") ? "null" : schema.type[0]) : schema.type;
  switch (type) {
    case "object": {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) value[name] = minimalValue(property);
      return value;
    }
    case "array":
      return [];
    case "string":
      return "";
    case "number":
    case "integer":
      return 0;
    case "boolean":
      return false;
    default:
      return null;
  }
}

/**
 * The first added line a review prompt shows, as `path` and head-side line
 * number. The prompt shows each file under `### path — status, +a −d`, and
 * each line with its head-side number on the left and `+` for an added one.
 */
export function firstAddedLine(prompt: string): { path: string; line: number; text: string } | undefined {
  return shownAddedLines(prompt).find((added) => added.text.trim() !== "");
}

function findingChunk(request: RecordedRequest): ModelReply {
  const at = firstAddedLine(promptText(request));
  const findings = at
    ? [
        {
          severity: "🟡 WARNING",
          path: at.path,
          start_line: at.line,
          end_line: at.line,
          title: "Replay finding",
          claim: `The first line this part adds to ${at.path} is reported so the verifier has a real line to quote.`,
          suggestion: "None; a bench finding.",
        },
      ]
    : [];
  return jsonReply({ summary: "The change, reviewed.", findings });
}

function schemaShaped(request: RecordedRequest): ModelReply {
  const format = request.body?.response_format as { json_schema?: { schema?: Schema } } | undefined;
  if (format?.json_schema?.schema) return jsonReply(minimalValue(format.json_schema.schema));
  const node = nodeOf(request);
  if (node === ADVERSARY) return textReply(CONFORMS);
  if (node === SECURITY) return textReply(SECURITY_PASS);
  return httpError(418, { message: `the replay model scripts no free-text node ${node}` });
}

function withUsage(request: RecordedRequest, prompt: string, reply: ModelReply | Promise<ModelReply>): Promise<ModelReply> {
  return Promise.resolve(reply).then((answer) => {
    if (answer.kind !== "completion") return answer;
    const spoken = answer.completion.content ?? JSON.stringify(answer.completion.toolCalls ?? []);
    return { ...answer, completion: { ...answer.completion, usage: { prompt_tokens: tokensOf(prompt), completion_tokens: tokensOf(spoken) } } };
  });
}

export async function startReplayModel(mode: ReplayMode): Promise<ReplayModel> {
  const server: ModelServer = await startModelServer();
  let calls: SeenCall[] = [];
  server.setHandler((request) => {
    const node = nodeOf(request);
    const prompt = renderedPrompt(request);
    calls.push({ node, prompt });
    // The server keeps every request; the bench keeps its own list per PR, so drop the server's copy.
    server.requests.length = 0;
    if (mode === "findings" && node === REVIEW_CHUNK) return withUsage(request, prompt, findingChunk(request));
    if (mode === "findings" && node === VERIFY_ONE) return withUsage(request, prompt, verifyByReading(request));
    return withUsage(request, prompt, schemaShaped(request));
  });
  return {
    baseURL: server.baseURL,
    get calls() {
      return calls;
    },
    reset: () => {
      calls = [];
    },
    close: () => server.close(),
  };
}
