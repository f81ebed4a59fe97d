/**
 * The verifier's start: takes findings from a typed input or from a fenced
 * JSON block in the prompt, with no model call. Only free text goes to the
 * llm `parse`, whose extraction comes back here as a typed list, so every
 * finding item passes the same coercion whichever way it arrived.
 */
import type { ScriptDefinition } from "../../engine/index.js";
import type { FindingItem } from "../findings.js";

const FENCED_JSON = /```(?:json)?\s*\n([\s\S]*?)\n```/g;

function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return "";
}

/**
 * id, severity, path and lines sit in verify_one's prompt outside the data
 * block, and come from a reviewer's (or a model's) output: one line, bounded,
 * so none of them can carry a paragraph of instructions.
 */
function label(value: unknown, max: number): string {
  return text(value).replace(/\s+/g, " ").trim().slice(0, max);
}

const MAX_CLAIM_CHARS = 4000;

/** Coerces one item; ids default to F<n>. Nothing is dropped: a bare item still gets a verdict. */
export function toFindingItem(raw: unknown, index: number): FindingItem {
  const item = (raw && typeof raw === "object" ? raw : { claim: text(raw) }) as Record<string, unknown>;
  const start = item.start_line ?? item.line;
  const end = item.end_line;
  const lines = text(item.lines) || (start !== undefined ? (end !== undefined && end !== start ? `${text(start)}-${text(end)}` : text(start)) : "");
  const claim = text(item.claim) || [text(item.title), text(item.message), text(item.description)].filter(Boolean).join(": ");
  return {
    id: label(item.id, 64) || `F${index + 1}`,
    severity: label(item.severity, 40),
    path: label(item.path ?? item.file, 500),
    lines: label(lines, 40),
    claim: claim.trim().slice(0, MAX_CLAIM_CHARS),
  };
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

/** A typed `findings` input: a list, an object with a list, or the same as JSON text. Undefined when none was given. */
function typedFindings(value: unknown): FindingItem[] | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  return typeof value === "string" ? findingsFromPrompt(value) : findingsFromJson(value);
}

export const intake: ScriptDefinition = {
  writes: ["findings"],
  routes: ["verify_each", "parse"],
  run: ({ state }) => {
    // An empty typed list is an answer (the lane had no 🔴/🟡 findings), not a cue to parse the prompt.
    const typed = typedFindings(state.findings);
    if (typed) return { findings: typed, _next: "verify_each" };
    const prompt = typeof state.initial_prompt === "string" ? state.initial_prompt : "";
    const fromPrompt = findingsFromPrompt(prompt);
    if (fromPrompt) return { findings: fromPrompt, _next: "verify_each" };
    if (prompt.trim() === "") return { findings: [], _next: "verify_each" };
    return { findings: [], _next: "parse" };
  },
};
