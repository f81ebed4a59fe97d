/**
 * The hidden state block: `<!-- gauntlet:state v1 {json} -->`, first in the
 * sticky comment and in each check run's output.text. Only a body that starts
 * with the marker is read, and only its first block. The JSON is written in
 * ASCII with `<`, `>` and `&` escaped, so it can never close the HTML comment
 * early and every character is one byte (GitHub counts comment characters
 * and check-run bytes).
 */
import { reviewStateSchema, type ReviewState } from "./reviewState.js";

export const STATE_MARKER = "<!-- gauntlet:state v1 ";
const END = " -->";

/** The state block's share of a 65,536-character body; the view gets the rest. */
export const STATE_BLOCK_CHARS = 40_000;

export type ParsedState = { kind: "state"; state: ReviewState } | { kind: "none" } | { kind: "invalid"; problem: string };

function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[^\x20-\x7e]|[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * The block for a state, within `maxChars`: the oldest history goes first,
 * then the findings (the state is then marked incomplete, so no later run
 * replays or carries forward from it).
 */
export function renderStateBlock(state: ReviewState, maxChars = STATE_BLOCK_CHARS): string {
  const render = (s: ReviewState) => `${STATE_MARKER}${asciiJson(s)}${END}`;
  let current = state;
  let block = render(current);
  while (block.length > maxChars && current.history.length > 1) {
    current = { ...current, history: current.history.slice(0, -1) };
    block = render(current);
  }
  if (block.length > maxChars) {
    // Keep the blocking findings (they decide the verdict), drop the rest, and say the state is partial.
    const blocking = current.findings.filter((f) => f.blocking);
    const ids = new Set(blocking.map((f) => f.id));
    current = {
      ...current,
      complete: false,
      key: null,
      settings: null,
      findings: blocking,
      history: current.history.slice(0, 1).map((h) => ({ ...h, ids: Object.fromEntries(Object.entries(h.ids).filter(([id]) => ids.has(id))) })),
    };
    block = render(current);
  }
  if (block.length > maxChars) {
    // The last resort keeps the verdict's shape and nothing that could be long.
    const brief = (reasons: string[]) => reasons.slice(0, 3).map((r) => r.slice(0, 200));
    block = render({
      ...current,
      findings: [],
      history: [],
      overrides: current.overrides.slice(-20),
      run_reasons: brief(current.run_reasons),
      lanes: current.lanes.map((l) => ({ ...l, reasons: brief(l.reasons) })),
    });
  }
  if (block.length > maxChars) throw new Error(`the state block needs ${block.length} characters even at its smallest; the budget is ${maxChars}`);
  return block;
}

/** The state at the very start of `body`; anything else is not a state. */
export function parseStateBlock(body: string | null | undefined): ParsedState {
  if (!body || !body.startsWith(STATE_MARKER)) return { kind: "none" };
  const end = body.indexOf(END, STATE_MARKER.length);
  if (end < 0) return { kind: "invalid", problem: "the state block is not closed" };
  let raw: unknown;
  try {
    raw = JSON.parse(body.slice(STATE_MARKER.length, end));
  } catch {
    return { kind: "invalid", problem: "the state block is not valid JSON" };
  }
  const parsed = reviewStateSchema.safeParse(raw);
  if (!parsed.success)
    return {
      kind: "invalid",
      problem: `the state block does not match v1: ${parsed.error.issues[0]?.path.join(".") ?? ""} ${parsed.error.issues[0]?.message ?? ""}`.trim(),
    };
  return { kind: "state", state: parsed.data };
}

/** Whether text carries a state block anywhere (someone else's comment, a quote): such text is never read, only reported. */
export function mentionsStateMarker(text: string): boolean {
  return /<!--\s*gauntlet:state/i.test(text);
}

/**
 * Quoted PR text for a comment or summary: `<` escaped, so no quote can open
 * an HTML comment or pose as a state block.
 */
export function escapeQuoted(text: string): string {
  return text.replace(/</g, "&lt;");
}
