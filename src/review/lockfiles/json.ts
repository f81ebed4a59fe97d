/**
 * Strict JSON that remembers where each object key sits, so an npm lockfile
 * violation can quote the exact `"resolved"` line whatever the formatting.
 * Values come out as JSON.parse gives them (the last duplicate key wins, as
 * npm reads it), in null-prototype objects so a `__proto__` key is just a key.
 */
import { LockfileSyntaxError } from "./types.js";

/** Deeper than any real lockfile; keeps hostile nesting off the call stack. */
const MAX_DEPTH = 512;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

export interface LocatedJson {
  root: unknown;
  /** Offset of `key`'s opening quote in the object `owner`, when both came from this text. */
  keyOffset(owner: object, key: string): number | undefined;
}

export function parseLocatedJson(text: string): LocatedJson {
  const reader = new JsonReader(text);
  const root = reader.document();
  return { root, keyOffset: (owner, key) => reader.keyOffsets.get(owner)?.get(key) };
}

class JsonReader {
  readonly keyOffsets = new WeakMap<object, Map<string, number>>();
  private pos = 0;

  constructor(private readonly text: string) {
    if (text.charCodeAt(0) === 0xfeff) this.pos = 1; // npm tolerates a byte-order mark
  }

  document(): unknown {
    this.skipSpace();
    const value = this.value(0);
    this.skipSpace();
    if (this.pos !== this.text.length) this.fail("unexpected text after the JSON value");
    return value;
  }

  private value(depth: number): unknown {
    if (depth > MAX_DEPTH) this.fail("nesting is too deep");
    const c = this.text.charCodeAt(this.pos);
    if (c === 0x7b) return this.object(depth);
    if (c === 0x5b) return this.array(depth);
    if (c === 0x22) return this.string();
    if (c === 0x2d || (c >= 0x30 && c <= 0x39)) return this.number();
    for (const [word, value] of LITERALS) {
      if (this.text.startsWith(word, this.pos)) {
        this.pos += word.length;
        return value;
      }
    }
    return this.fail("expected a JSON value");
  }

  private object(depth: number): Record<string, unknown> {
    const object: Record<string, unknown> = Object.create(null);
    const offsets = new Map<string, number>();
    this.keyOffsets.set(object, offsets);
    this.pos++;
    this.skipSpace();
    if (this.eat(0x7d)) return object;
    for (;;) {
      if (this.text.charCodeAt(this.pos) !== 0x22) this.fail("expected a quoted key");
      const keyStart = this.pos;
      const key = this.string();
      this.skipSpace();
      if (!this.eat(0x3a)) this.fail("expected ':' after a key");
      this.skipSpace();
      object[key] = this.value(depth + 1);
      offsets.set(key, keyStart);
      this.skipSpace();
      if (this.eat(0x2c)) {
        this.skipSpace();
        continue;
      }
      if (this.eat(0x7d)) return object;
      this.fail("expected ',' or '}'");
    }
  }

  private array(depth: number): unknown[] {
    const array: unknown[] = [];
    this.pos++;
    this.skipSpace();
    if (this.eat(0x5d)) return array;
    for (;;) {
      array.push(this.value(depth + 1));
      this.skipSpace();
      if (this.eat(0x2c)) {
        this.skipSpace();
        continue;
      }
      if (this.eat(0x5d)) return array;
      this.fail("expected ',' or ']'");
    }
  }

  private string(): string {
    const start = this.pos;
    let escaped = false;
    for (let i = start + 1; i < this.text.length; i++) {
      const c = this.text.charCodeAt(i);
      if (c === 0x22) {
        this.pos = i + 1;
        if (!escaped) return this.text.slice(start + 1, i);
        try {
          return JSON.parse(this.text.slice(start, i + 1)) as string;
        } catch {
          return this.fail("invalid escape in a string");
        }
      }
      if (c === 0x5c) {
        escaped = true;
        i++;
      } else if (c < 0x20) {
        this.pos = i;
        this.fail("control character in a string");
      }
    }
    return this.fail("unterminated string");
  }

  private number(): number {
    NUMBER.lastIndex = this.pos;
    const match = NUMBER.exec(this.text);
    if (!match) return this.fail("invalid number");
    this.pos += match[0].length;
    return Number(match[0]);
  }

  private skipSpace(): void {
    for (;;) {
      const c = this.text.charCodeAt(this.pos);
      if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return;
      this.pos++;
    }
  }

  private eat(code: number): boolean {
    if (this.text.charCodeAt(this.pos) !== code) return false;
    this.pos++;
    return true;
  }

  private fail(reason: string): never {
    let line = 1;
    for (let i = this.text.indexOf("\n"); i !== -1 && i < this.pos; i = this.text.indexOf("\n", i + 1)) line++;
    throw new LockfileSyntaxError(reason, line);
  }
}

const LITERALS: ReadonlyArray<readonly [string, unknown]> = [
  ["true", true],
  ["false", false],
  ["null", null],
];
