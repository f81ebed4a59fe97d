/**
 * Reasoning that providers return beside (or inside) the answer. It is never
 * shown: only the answer is parsed, and only the answer reaches a report.
 *
 * - DeepSeek's thinking mode returns `reasoning_content` beside `content`; in
 *   a turn that calls tools it must be sent back with that assistant message,
 *   or the next request is rejected with a 400 (api-docs.deepseek.com/guides/thinking_mode).
 *   Outside tool turns it is dropped, as DeepSeek asks.
 * - Models served raw (Ollama, vLLM without a reasoning parser, Groq's
 *   `reasoning_format: raw`) put a `<think>…</think>` block before the answer.
 */
import type { ChatCompletionAssistantMessageParam, ChatCompletionMessage } from "openai/resources/chat/completions";

const LEADING_THINK = /^\s*<think>[\s\S]*?<\/think>\s*/i;

/** The answer without a leading `<think>…</think>` block. */
export function stripThinking(text: string): string {
  return text.replace(LEADING_THINK, "");
}

/** The assistant message to send back after a tool-calling turn: DeepSeek's reasoning_content kept, nothing else added. */
export function assistantToolTurn(message: ChatCompletionMessage): ChatCompletionAssistantMessageParam {
  const reasoning = (message as { reasoning_content?: unknown }).reasoning_content;
  const turn: ChatCompletionAssistantMessageParam = { role: "assistant", content: message.content, tool_calls: message.tool_calls ?? [] };
  if (typeof reasoning === "string" && reasoning !== "") Object.assign(turn, { reasoning_content: reasoning });
  return turn;
}
