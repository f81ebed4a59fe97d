/**
 * Prompt tokens served from the provider's cache, from whichever field the
 * provider documents:
 *   - `prompt_tokens_details.cached_tokens`: OpenAI and Azure OpenAI, and the providers that follow it (OpenRouter, xAI, LiteLLM…);
 *   - `prompt_cache_hit_tokens`: DeepSeek (api-docs.deepseek.com/guides/kv_cache);
 *   - `cached_tokens` at the top level of `usage`, as some OpenAI-compatible servers put it.
 * The first valid field wins; none means no cached tokens were reported.
 */
export function cachedTokensOf(usage: unknown): number | undefined {
  if (typeof usage !== "object" || usage === null) return undefined;
  const record = usage as Record<string, unknown>;
  const details = record.prompt_tokens_details as Record<string, unknown> | null | undefined;
  for (const value of [details?.cached_tokens, record.prompt_cache_hit_tokens, record.cached_tokens]) {
    if (typeof value === "number" && Number.isFinite(value) && value >= 0) return value;
  }
  return undefined;
}
