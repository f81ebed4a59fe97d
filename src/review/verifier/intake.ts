/**
 * The verifier's start: takes findings from a typed input or from a fenced
 * JSON block in the prompt, with no model call. Only free text goes to the
 * llm `parse`.
 */
import type { ScriptDefinition } from "../../engine/index.js";
import type { FindingItem } from "../findings.js";

const FENCED_JSON = /```(?:json)?\s*\n([\s\S]*?)\n```/g;

function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return "";
}

/** Coerces one item; ids default to F<n>. Nothing is dropped: a bare item still gets a verdict. */
export function toFindingItem(raw: unknown, index: number): FindingItem {
  const item = (raw && typeof raw === "object" ? raw : { claim: text(raw) }) as Record<string, unknown>;
  const start = item.start_line ?? item.line;
  const end = item.end_line;
  const lines = text(item.lines) || (start !== undefined ? (end !== undefined && end !== start ? `${text(start)}-${text(end)}` : text(start)) : "");
  const claim = text(item.claim) || [text(item.title), text(item.message), text(item.description)].filter(Boolean).join(": ");
  return { id: text(item.id) || `F${index + 1}`, severity: text(item.severity), path: text(item.path ?? item.file), lines, claim };
}

/** A list of findings from JSON: a list, or an object with a `findings` list. */
export function findingsFromJson(value: unknown): FindingItem[] | undefined {
  const list = Array.isArray(value) ? value : value && typeof value === "object" ? (value as { findings?: unknown }).findings : undefined;
  return Array.isArray(list) ? list.map(toFindingItem) : undefined;
}

export function findingsFromPrompt(prompt: string): FindingItem[] | undefined {
  const trimmed = prompt.trim();
  if (trimmed.startsWith("[") || trimmed.startsWith("{")) {
    try {
      const found = findingsFromJson(JSON.parse(trimmed));
      if (found) return found;
    } catch {
      // not JSON as a whole: look for a fenced block below
    }
  }
  for (const match of prompt.matchAll(FENCED_JSON)) {
    try {
      const found = findingsFromJson(JSON.parse(match[1]!));
      if (found) return found;
    } catch {
      continue;
    }
  }
  return undefined;
}

export const intake: ScriptDefinition = {
  writes: ["findings"],
  routes: ["verify_each", "parse"],
  run: ({ state }) => {
    const typed = findingsFromJson(state.findings);
    if (typed && typed.length > 0) return { findings: typed, _next: "verify_each" };
    const prompt = typeof state.initial_prompt === "string" ? state.initial_prompt : "";
    const fromPrompt = findingsFromPrompt(prompt);
    if (fromPrompt) return { findings: fromPrompt, _next: "verify_each" };
    if (prompt.trim() === "") return { findings: [], _next: "verify_each" };
    return { findings: [], _next: "parse" };
  },
};
