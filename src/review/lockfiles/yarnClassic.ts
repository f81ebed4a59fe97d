/**
 * yarn.lock v1: yarn's own format, not YAML. Read line by line with the
 * rules of yarn's tokenizer (two-space indentation, `"quoted"` or bare
 * tokens, `a, b:` headers, `key value` or `key: value` fields), so a line
 * means here what it means to yarn. What yarn would refuse is unparseable,
 * and so is what yarn's writer never produces (yarnClassicShape.ts): a file
 * that is not a lockfile must not pass as one, since lockfiles skip review.
 *
 * An entry without `resolved` is resolved again from its patterns, so each
 * pattern's range is its source; the patterns name the package its registry
 * tarball must be.
 */
import { fetchedDescriptor, parseDescriptor, rangeOrigin } from "./descriptors.js";
import type { LineIndex } from "./lineIndex.js";
import { originOfSpec, sourceKey } from "./sources.js";
import { LockfileSyntaxError, type EntryOrigin, type LockEntry } from "./types.js";
import { isYarnClassicHeader, requireEntryShape, ShapeTracker, type RawEntry } from "./yarnClassicShape.js";

type Token = { kind: "value"; value: string | boolean } | { kind: "colon" } | { kind: "comma" };

export function readYarnClassicLockfile(lines: LineIndex, lockfileDir: string): LockEntry[] {
  const entries: RawEntry[] = [];
  let current: RawEntry | undefined;
  let header = false;
  const shape = new ShapeTracker();
  /** The deepest level the next line may take: one below an opener (`key:`), else the same. */
  let deepest = 0;
  for (let n = 1; n <= lines.count; n++) {
    const text = lines.lineText(n).replace(n === 1 ? /^\ufeff|\r$/g : /\r$/, "");
    // yarn reads a lone CR as a line break; this reader does not, so it refuses it.
    if (text.includes("\r")) throw new LockfileSyntaxError("a carriage return inside a line", n);
    const content = text.trimStart();
    if (content === "" || content.startsWith("#")) {
      if (!current && isYarnClassicHeader(content)) header = true;
      continue;
    }
    if (!header) throw new LockfileSyntaxError("no `# yarn lockfile v1` header before the first entry", 1);
    const indent = text.length - content.length;
    if (!/^ *$/.test(text.slice(0, indent)) || indent % 2 !== 0) throw new LockfileSyntaxError("indentation must be pairs of spaces", n);
    const level = indent / 2;
    if (level > deepest) throw new LockfileSyntaxError("unexpected indentation", n);
    const { keys, value } = parseLine(tokenize(content, n), n);
    shape.line(level, keys, value, n);
    if (level === 0) {
      if (value !== undefined) throw new LockfileSyntaxError("a top-level line must open an entry", n);
      current = { patterns: keys, line: n, fields: new Map() };
      entries.push(current);
    } else if (level === 1) {
      for (const key of keys) current!.fields.set(key, { value: value ?? null, line: n });
    }
    deepest = value === undefined ? level + 1 : level;
  }
  if (!header) throw new LockfileSyntaxError("no `# yarn lockfile v1` header", 1);
  return entries.map((raw) => toEntry(raw, lockfileDir));
}

function toEntry(raw: RawEntry, lockfileDir: string): LockEntry {
  const { version, resolved, integrity } = requireEntryShape(raw);
  const first = parseDescriptor(raw.patterns[0]!);
  return {
    key: raw.patterns.join(", "),
    package: `${first.name}@${version}`,
    line: raw.line,
    origin: resolved ? originOfSpec(resolved.value, resolved.line, lockfileDir) : patternsOrigin(raw, lockfileDir),
    integrity: integrity && { value: integrity.value, line: integrity.line, format: "sri" },
    claim: { names: raw.patterns.map((pattern) => fetchedDescriptor(pattern).name), versions: [version], line: raw.line },
  };
}

/**
 * Without `resolved`, yarn resolves each pattern again: a registry range from
 * the registry, any other range (a URL, `github:`, git, a path) from where it
 * points. Patterns that point at different places are no source yarn writes.
 */
function patternsOrigin(raw: RawEntry, lockfileDir: string): EntryOrigin {
  const sources = raw.patterns
    .map((pattern) => rangeOrigin(parseDescriptor(pattern).range, raw.line, lockfileDir))
    .filter((origin) => origin.kind !== "registry");
  const distinct = new Set(sources.map((origin) => sourceKey(origin)));
  if (distinct.size > 1) return { kind: "resolved", spec: "", line: raw.line };
  return sources[0] ?? { kind: "registry" };
}

/** `keys [:] [value]`: keys are comma-separated; no value opens a nested block (which needs the colon). */
function parseLine(tokens: Token[], line: number): { keys: string[]; value?: string | boolean } {
  const keys: string[] = [];
  let i = 0;
  for (;;) {
    const token = tokens[i++];
    if (token?.kind !== "value" || typeof token.value !== "string") throw new LockfileSyntaxError("expected a key", line);
    keys.push(token.value);
    if (tokens[i]?.kind !== "comma") break;
    i++;
  }
  const colon = tokens[i]?.kind === "colon";
  if (colon) i++;
  const value = tokens[i];
  if (value === undefined) {
    if (!colon) throw new LockfileSyntaxError("a key without a value", line);
    return { keys };
  }
  if (value.kind !== "value" || i + 1 !== tokens.length) throw new LockfileSyntaxError("unexpected text after a value", line);
  return { keys, value: value.value };
}

/** yarn's tokenizer, for one line (its order of checks matters: `true…` is a boolean before it is a word). */
function tokenize(content: string, line: number): Token[] {
  const tokens: Token[] = [];
  let pos = 0;
  while (pos < content.length) {
    const rest = content.slice(pos);
    const c = rest[0]!;
    if (c === " ") {
      pos++;
    } else if (c === "#") {
      break;
    } else if (c === '"') {
      let i = 1;
      for (; i < rest.length; i++) if (rest[i] === '"' && !(rest[i - 1] === "\\" && rest[i - 2] !== "\\")) break;
      if (i >= rest.length) throw new LockfileSyntaxError("unterminated string", line);
      tokens.push({ kind: "value", value: parseQuoted(rest.slice(0, i + 1), line) });
      pos += i + 1;
    } else if (/[0-9]/.test(c)) {
      const word = /^[0-9]*/.exec(rest)![0];
      tokens.push({ kind: "value", value: word });
      pos += word.length;
    } else if (rest.startsWith("true") || rest.startsWith("false")) {
      const value = rest.startsWith("true");
      tokens.push({ kind: "value", value });
      pos += value ? 4 : 5;
    } else if (c === ":" || c === ",") {
      tokens.push({ kind: c === ":" ? "colon" : "comma" });
      pos++;
    } else if (/[a-zA-Z/.-]/.test(c)) {
      const word = /^[^: \n\r,]*/.exec(rest)![0];
      tokens.push({ kind: "value", value: word });
      pos += word.length;
    } else {
      throw new LockfileSyntaxError("unexpected character", line);
    }
  }
  return tokens;
}

function parseQuoted(token: string, line: number): string {
  try {
    return JSON.parse(token) as string;
  } catch {
    throw new LockfileSyntaxError("invalid quoted string", line);
  }
}
