/**
 * The one-line YAML that pnpm and yarn berry write: a key, then a plain or
 * quoted scalar, or a flat flow map or sequence. Read by hand because the
 * yaml package needs about a second for a 50,000-line lockfile. Every reader
 * here answers `undefined` when it is not certain what YAML would make of the
 * text; the caller then hands that entry to the yaml package, so this fast
 * path can be incomplete but never different.
 */

export type InlineValue = { kind: "scalar"; value: unknown } | { kind: "map"; pairs: Array<[string, unknown]> } | { kind: "seq" };

/** Characters that make a line mean something other than it looks: control characters, lone CRs, YAML 1.1 line breaks, BOMs. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const UNCERTAIN_CHARACTER = /[\u0000-\u001f\u007f\u0085\u2028\u2029\ufeff]/;
/** A plain scalar may start with none of YAML's indicators (and `-`, `?`, `:` are left to the yaml package). */
const PLAIN_START = /^[^\s\-?:,[\]{}#&*!|>'"%@`]/;

/** `key: rest` (rest "" when the value follows on deeper lines). */
export function splitKeyLine(content: string): { key: string; rest: string } | undefined {
  if (UNCERTAIN_CHARACTER.test(content)) return undefined;
  let key: string | undefined;
  let afterKey: number;
  const first = content[0];
  if (first === '"' || first === "'") {
    const quoted = quotedAt(content, 0);
    if (!quoted) return undefined;
    key = quoted.value;
    afterKey = quoted.end;
  } else {
    const colon = content.indexOf(": ");
    afterKey = colon === -1 ? (content.endsWith(":") ? content.length - 1 : -1) : colon;
    if (afterKey <= 0) return undefined;
    key = content.slice(0, afterKey);
    if (!PLAIN_START.test(key) || /[\s[\]{},]|:$/.test(key) || key === "<<") return undefined;
  }
  if (content[afterKey] !== ":") return undefined;
  const rest = content.slice(afterKey + 1);
  if (rest !== "" && rest[0] !== " ") return undefined;
  const value = rest.trim();
  return { key, rest: value.startsWith("#") ? "" : value };
}

/** The value after `key: `, when it is certain. */
export function inlineValue(rest: string): InlineValue | undefined {
  if (UNCERTAIN_CHARACTER.test(rest)) return undefined;
  const first = rest[0];
  if (first === '"' || first === "'") {
    const quoted = quotedAt(rest, 0);
    return quoted && quoted.end === rest.length ? { kind: "scalar", value: quoted.value } : undefined;
  }
  if (first === "{") return flowMap(rest);
  if (first === "[") return flowSequence(rest) ? { kind: "seq" } : undefined;
  if (!PLAIN_START.test(rest) || rest.includes(": ") || rest.includes(" #") || rest.endsWith(":")) return undefined;
  return { kind: "scalar", value: coreScalar(rest) };
}

/** A plain scalar as YAML 1.2's core schema types it. */
export function coreScalar(text: string): unknown {
  if (/^(?:~|null|Null|NULL)$/.test(text)) return null;
  if (/^(?:true|True|TRUE)$/.test(text)) return true;
  if (/^(?:false|False|FALSE)$/.test(text)) return false;
  if (/^[-+]?[0-9]+$/.test(text)) return Number.parseInt(text, 10);
  if (/^0o[0-7]+$/.test(text)) return Number.parseInt(text.slice(2), 8);
  if (/^0x[0-9a-fA-F]+$/.test(text)) return Number.parseInt(text.slice(2), 16);
  if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/.test(text)) return Number.parseFloat(text);
  if (/^[-+]?\.(?:inf|Inf|INF)$/.test(text)) return text.startsWith("-") ? -Infinity : Infinity;
  if (/^\.(?:nan|NaN|NAN)$/.test(text)) return Number.NaN;
  return text;
}

/** A quoted scalar starting at `start`: single-quoted, or double-quoted without escapes. */
function quotedAt(text: string, start: number): { value: string; end: number } | undefined {
  const quote = text[start];
  if (quote === '"') {
    const close = text.indexOf('"', start + 1);
    if (close === -1) return undefined;
    const value = text.slice(start + 1, close);
    return value.includes("\\") ? undefined : { value, end: close + 1 };
  }
  let value = "";
  let segment = start + 1;
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] !== "'") continue;
    if (text[i + 1] === "'") {
      value += text.slice(segment, i + 1); // '' is one quote
      segment = ++i + 1;
      continue;
    }
    return { value: value + text.slice(segment, i), end: i + 1 };
  }
  return undefined;
}

/** `{a: b, c: 'd'}` with scalar values only. */
function flowMap(text: string): InlineValue | undefined {
  const cursor = new FlowCursor(text);
  const pairs: Array<[string, unknown]> = [];
  if (cursor.close("}")) return cursor.atEnd() ? { kind: "map", pairs } : undefined;
  for (;;) {
    const key = cursor.scalar();
    if (key === undefined || !cursor.colon()) return undefined;
    const value = cursor.scalar();
    if (value === undefined || pairs.some(([existing]) => existing === String(key))) return undefined;
    pairs.push([String(key), value]);
    if (cursor.comma()) continue;
    return cursor.close("}") && cursor.atEnd() ? { kind: "map", pairs } : undefined;
  }
}

/** `[a, 'b']` with scalar items only. */
function flowSequence(text: string): boolean {
  const cursor = new FlowCursor(text);
  if (cursor.close("]")) return cursor.atEnd();
  for (;;) {
    if (cursor.scalar() === undefined) return false;
    if (cursor.comma()) continue;
    return cursor.close("]") && cursor.atEnd();
  }
}

class FlowCursor {
  private pos = 1;
  constructor(private readonly text: string) {}

  scalar(): unknown {
    this.skipSpaces();
    const first = this.text[this.pos];
    if (first === '"' || first === "'") {
      const quoted = quotedAt(this.text, this.pos);
      if (quoted) this.pos = quoted.end;
      return quoted?.value;
    }
    const start = this.pos;
    if (!PLAIN_START.test(this.text.slice(start, start + 1))) return undefined;
    while (this.pos < this.text.length) {
      const c = this.text[this.pos]!;
      if (",[]{}".includes(c)) break;
      if (c === ":" && " ,]}".includes(this.text[this.pos + 1] ?? " ")) break;
      if (c === "#" && this.text[this.pos - 1] === " ") return undefined;
      this.pos++;
    }
    return coreScalar(this.text.slice(start, this.pos).trimEnd());
  }

  colon(): boolean {
    this.skipSpaces();
    if (this.text[this.pos] !== ":" || this.text[this.pos + 1] !== " ") return false;
    this.pos += 2;
    return true;
  }

  comma(): boolean {
    this.skipSpaces();
    if (this.text[this.pos] !== ",") return false;
    this.pos++;
    return true;
  }

  close(bracket: "}" | "]"): boolean {
    this.skipSpaces();
    if (this.text[this.pos] !== bracket) return false;
    this.pos++;
    return true;
  }

  atEnd(): boolean {
    return this.pos === this.text.length;
  }

  private skipSpaces(): void {
    while (this.text[this.pos] === " ") this.pos++;
  }
}
