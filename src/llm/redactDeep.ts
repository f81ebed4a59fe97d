/**
 * Redaction that follows the structure of what it redacts, instead of running
 * over text that was serialized or concatenated first.
 *
 * - redactDeep: each string of a JSON-like value on its own. Redacting
 *   `JSON.stringify(x)` instead breaks on a BEGIN line without its END (the
 *   key pattern eats the rest of the JSON), merges a BEGIN in one field with
 *   an END in a later one, and hides a token behind the escape JSON puts
 *   before it.
 * - redactPatch: a unified diff, line by line, each side of the change with
 *   its own line-redactor state, so a private key added on one side is hidden
 *   on that side and the diff markers survive.
 */
import { createLineRedactor, type Redactor } from "./redact.js";

/** The value refers to itself, so it is not JSON data and has no finite copy. */
export class RedactDeepCycleError extends Error {
  constructor(readonly path: string) {
    super(`redactDeep: the value refers back to itself at ${path}; only acyclic JSON-like data can be redacted`);
    this.name = "RedactDeepCycleError";
  }
}

/**
 * A copy of a JSON-like value with every string redacted, object keys too.
 * Arrays and objects are copied (an object as its own enumerable string keys,
 * as JSON.stringify reads it, without calling `toJSON`); numbers, booleans,
 * null, undefined and anything else are returned as they are. Two keys that
 * redact to the same text are both kept, the later one with a ` (2)` suffix,
 * so redaction never drops an entry. A shared (but acyclic) reference is
 * copied at each place; a cycle throws RedactDeepCycleError.
 */
export function redactDeep<T>(value: T, redact: Redactor): T {
  return copyRedacted(value, redact, new Set(), "$") as T;
}

function copyRedacted(value: unknown, redact: Redactor, ancestors: Set<object>, path: string): unknown {
  if (typeof value === "string") return redact(value);
  if (value === null || typeof value !== "object") return value;
  if (ancestors.has(value)) throw new RedactDeepCycleError(path);
  ancestors.add(value);
  try {
    if (Array.isArray(value)) return value.map((item, index) => copyRedacted(item, redact, ancestors, `${path}[${index}]`));
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      // The path names redacted keys only: it ends up in an error message.
      const shownKey = unusedKey(copy, redact(key));
      // defineProperty, because assigning `__proto__` would replace the copy's prototype instead.
      Object.defineProperty(copy, shownKey, {
        value: copyRedacted(item, redact, ancestors, `${path}[${JSON.stringify(shownKey)}]`),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return copy;
  } finally {
    ancestors.delete(value);
  }
}

function unusedKey(target: object, key: string): string {
  if (!Object.hasOwn(target, key)) return key;
  for (let n = 2; ; n += 1) {
    const candidate = `${key} (${n})`;
    if (!Object.hasOwn(target, candidate)) return candidate;
  }
}

/** The path a `---`/`+++` (or `diff --git`) header names, without its `a/`/`b/` prefix; undefined for /dev/null. */
function headerPath(text: string): string | undefined {
  const name = text.trim().replace(/^"(.*)"$/, "$1");
  if (name === "/dev/null") return undefined;
  return name.replace(/^[ab]\//, "");
}

/** Lines of a hunk still to come on each side, from its `@@ -a,b +c,d @@` header. */
interface HunkLeft {
  base: number;
  head: number;
}

const HUNK_HEADER = /^@@ -\d+(?:,(\d+))? \+\d+(?:,(\d+))? @@/;

function hunkLeft(header: string): HunkLeft {
  const counts = HUNK_HEADER.exec(header);
  // A header without counts (a combined diff's `@@@`) leaves the hunk open until the next header.
  if (!counts) return { base: Number.POSITIVE_INFINITY, head: Number.POSITIVE_INFINITY };
  return { base: Number(counts[1] ?? 1), head: Number(counts[2] ?? 1) };
}

/** Of two redactions of one line, the one that shows less of it. */
function lessRevealing(head: string, base: string): string {
  if (head === base) return head;
  const shown = (text: string) => text.replace(/\[REDACTED:[a-z-]+\]/g, "").length;
  return shown(base) < shown(head) ? base : head;
}

/**
 * Redacts unified diff text (`git diff` output, or one file's section of it)
 * for a prompt. Every input line gives exactly one output line.
 * - Hunk lines keep their marker (`+`, `-`, ` `, `\`); the rest of the line is
 *   redacted by a line redactor for the head side (`+` and context lines) or
 *   the base side (`-` and context lines), so a private key body is hidden
 *   on the side that has its BEGIN line. A context line is shown as the side
 *   that reveals less of it shows it.
 * - Every other line (`diff --git`, `index`, `---`, `+++`, `@@` with its
 *   section heading, rename and mode lines) is redacted whole with `redact`.
 * - Both sides start afresh at each `diff` and `@@` header: what lies between
 *   two hunks is unknown. The hunk's counts say where it ends, so a removed
 *   line reading `-- x` is not taken for a `---` header.
 * - Each side knows its file (`path`, else the `---`/`+++` headers), so a
 *   config file's secret values are hidden and source code is never read as
 *   config (createLineRedactor).
 */
export function redactPatch(patch: string, redact: Redactor, path?: string): string {
  let headPath = path;
  let basePath = path;
  let head = createLineRedactor(redact, headPath);
  let base = createLineRedactor(redact, basePath);
  let left: HunkLeft | undefined;
  const restart = () => {
    head = createLineRedactor(redact, headPath);
    base = createLineRedactor(redact, basePath);
  };

  const redactLine = (line: string): string => {
    if (line.startsWith("diff ")) {
      if (path === undefined) headPath = basePath = headerPath(line.replace(/^diff --git a\/.*? b\//, "b/"));
      restart();
      left = undefined;
      return redact(line);
    }
    if (!left && path === undefined && (line.startsWith("--- ") || line.startsWith("+++ "))) {
      const named = headerPath(line.slice(4));
      if (named !== undefined && line.startsWith("+")) headPath = named;
      if (named !== undefined && line.startsWith("-")) basePath = named;
      restart();
    }
    if (line.startsWith("@@")) {
      restart();
      left = hunkLeft(line);
      return redact(line);
    }
    // `\ No newline at end of file` follows the hunk's last line, after its counts ran out.
    if (line.startsWith("\\")) return "\\" + redact(line.slice(1));
    if (!left || (left.base <= 0 && left.head <= 0)) return redact(line);
    const marker = line.charAt(0);
    const content = line.slice(1);
    if (marker === "+") {
      left.head -= 1;
      return "+" + head(content);
    }
    if (marker === "-") {
      left.base -= 1;
      return "-" + base(content);
    }
    if (marker === " " || marker === "") {
      left.head -= 1;
      left.base -= 1;
      const shown = lessRevealing(head(content), base(content));
      // An empty line is a context line whose space was trimmed: it shows nothing to hide.
      return marker === "" ? "" : " " + shown;
    }
    // Not a hunk line at all (a malformed or cut patch): redacted whole, and the sides restart.
    restart();
    return redact(line);
  };

  return patch.split("\n").map(redactLine).join("\n");
}
