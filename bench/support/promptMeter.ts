/**
 * A provider's view of the prompts the loopback model server receives: token
 * counts (chars / 4, the estimate the chunker uses too) and automatic prompt
 * caching as OpenAI documents it: a prompt is rendered as system, tool
 * definitions, output schema, then the conversation; the longest prefix shared
 * with an earlier prompt is cached, in 128-token steps, once it reaches 1,024
 * tokens. The bench reports these figures; the runner reads back what the
 * server says in `usage`, so the meter sees the same numbers.
 */
import type { RecordedRequest } from "../../test/support/modelServer.js";

const CACHE_MIN_TOKENS = 1024;
const CACHE_STEP_TOKENS = 128;

export const tokensOf = (text: string) => Math.ceil(text.length / 4);

interface Message {
  role: string;
  content?: string | null;
  tool_calls?: unknown;
}

/** The prompt as a provider lays it out: the stable head (system, tools, schema) first. */
export function renderedPrompt(request: RecordedRequest): string {
  const messages = (request.body?.messages ?? []) as Message[];
  const system = messages.filter((m) => m.role === "system").map((m) => m.content ?? "");
  const rest = messages.filter((m) => m.role !== "system").map((m) => `${m.role}: ${m.content ?? ""}${m.tool_calls ? JSON.stringify(m.tool_calls) : ""}`);
  return [...system, JSON.stringify(request.body?.tools ?? []), JSON.stringify(request.body?.response_format ?? null), ...rest].join("\n");
}

export interface PromptUsage {
  prompt_tokens: number;
  completion_tokens: number;
  prompt_tokens_details: { cached_tokens: number };
}

/** Remembers every prompt it has seen, as a provider's cache does within its lifetime. */
export class PromptCache {
  private readonly seen: string[] = [];

  usage(request: RecordedRequest, completion: string): PromptUsage {
    const prompt = renderedPrompt(request);
    let shared = 0;
    for (const earlier of this.seen) shared = Math.max(shared, commonPrefix(prompt, earlier));
    this.seen.push(prompt);
    const sharedTokens = Math.floor(shared / 4);
    const cached = sharedTokens >= CACHE_MIN_TOKENS ? Math.floor(sharedTokens / CACHE_STEP_TOKENS) * CACHE_STEP_TOKENS : 0;
    return { prompt_tokens: tokensOf(prompt), completion_tokens: tokensOf(completion), prompt_tokens_details: { cached_tokens: cached } };
  }
}

function commonPrefix(a: string, b: string): number {
  const max = Math.min(a.length, b.length);
  let i = 0;
  while (i < max && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}
