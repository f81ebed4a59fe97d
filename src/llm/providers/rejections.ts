/**
 * Which capability a rejected request lacked, read from the provider's own
 * words. Only a 400 or 422 counts, and only with one of these messages: any
 * other failure stays a fault, so a bad request is never silently downgraded.
 *
 * Sources (cited in test/llm/providers.rejections.test.ts and docs/providers.md):
 *   - DeepSeek: `This response_format type is unavailable now` (json_schema);
 *   - Azure OpenAI before 2024-08-01-preview: `response_format value as json_schema is enabled only for api versions 2024-08-01-preview and later`;
 *   - vLLM without --enable-auto-tool-choice: `"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set`;
 *   - Ollama, a model without tool support: `registry.ollama.ai/library/<model> does not support tools`.
 */
import { isApiError } from "../sdk.js";

export type Capability = "structured" | "tools";

const STRUCTURED = /response_format|response format|json_schema|json_object|structured output/i;
const TOOLS =
  /tool[ _]choice|enable-auto-tool-choice|tool-call-parser|does not support tools|tools? (?:is|are) not supported|function calling is not (?:supported|enabled)/i;

/** The capability the endpoint refused in `error`, if the error says so; tools first (a request may carry both). */
export function rejectedCapability(error: unknown, sent: { structured: boolean; tools: boolean }): Capability | undefined {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 422)) return undefined;
  const text = error.message;
  if (sent.tools && TOOLS.test(text)) return "tools";
  if (sent.structured && STRUCTURED.test(text)) return "structured";
  return undefined;
}
