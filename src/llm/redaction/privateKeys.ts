/**
 * PEM private keys: the BEGIN/END markers, and the line-level scans that tell
 * a key body from the code around it. A lone BEGIN or END line in a pull
 * request must hide the key's body and nothing else.
 */
import { PRIVATE_KEY_MARK } from "./marks.js";

// A PEM private key header: RSA, EC, DSA, OPENSSH, ENCRYPTED, PGP … PRIVATE KEY (BLOCK).
export const PEM_BEGIN = "-----BEGIN[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----";
export const PEM_END = "-----END[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----";
export const PEM_BEGIN_ONCE = new RegExp(PEM_BEGIN);
const PEM_BEGIN_GLOBAL = new RegExp(PEM_BEGIN, "g");
export const PEM_END_ONCE = new RegExp(PEM_END);

/** True when the line starts a PEM private key block that it does not also end. */
export function opensPrivateKeyBlock(line: string): boolean {
  if (!line.includes("-----BEGIN")) return false; // the common case, without a regex scan
  PEM_BEGIN_GLOBAL.lastIndex = 0;
  let lastBegin = -1;
  for (let m = PEM_BEGIN_GLOBAL.exec(line); m; m = PEM_BEGIN_GLOBAL.exec(line)) lastBegin = m.index;
  if (lastBegin < 0) return false;
  return !PEM_END_ONCE.test(line.slice(lastBegin));
}

/**
 * A line that could sit inside a PEM body: base64 or blank, possibly indented
 * or written as a piece of a string literal (`"MIIE…\n" +`), since keys are
 * pasted into code and config. Anything else ends the block. Whitespace and
 * the joining `+` or `,` are cut off in code: as optional runs at both ends
 * of one pattern they would backtrack against each other.
 */
// `=` only as base64's closing padding or OpenPGP's `=` checksum line: `PATH=/tmp/x` after a BEGIN line is code.
const PEM_BODY_TEXT = /^["'`]?(?:[A-Za-z0-9+/]*={0,2}|=[A-Za-z0-9+/]{4})(?:\\r)?(?:\\n)?["'`]?$/;
/** RFC 1421 and OpenPGP armor headers, which may follow the BEGIN line. */
const PEM_HEADER_TEXT = /^["'`]?(?:Proc-Type|DEK-Info|Version|Comment|Hash|Charset): /;

export function couldBeKeyBody(line: string): boolean {
  const text = line.trim();
  if (PEM_HEADER_TEXT.test(text)) return true;
  const start = text.startsWith("+") || text.startsWith(",") ? 1 : 0;
  const end = text.endsWith("+") || text.endsWith(",") || text.endsWith("\\") ? text.length - 1 : text.length;
  return PEM_BODY_TEXT.test(text.slice(start, end).trim());
}

const KEY_CHAR = /[A-Za-z0-9+/=]/;
const MIN_TRAILING_KEY_RUN = 40;

/**
 * Where a run of at least 40 key characters starts that ends the line (after
 * the closing quote, `\n` escape and joining `+`, `,` or `\` a key pasted into
 * code may have), or -1. Scanned backwards by hand: a regular expression
 * that may start anywhere in the line backtracks quadratically on one long
 * run of key characters.
 */
function trailingKeyRunStart(line: string): number {
  let end = line.length;
  const skip = (test: (c: string) => boolean) => {
    while (end > 0 && test(line[end - 1]!)) end -= 1;
  };
  skip((c) => c === " " || c === "\t");
  if (end > 0 && "+,\\".includes(line[end - 1]!)) end -= 1;
  skip((c) => c === " " || c === "\t");
  if (end > 0 && "\"'`".includes(line[end - 1]!)) end -= 1;
  for (const escape of ["\\n", "\\r"]) if (line.slice(0, end).endsWith(escape)) end -= escape.length;
  if (end > 0 && "\"'`".includes(line[end - 1]!)) end -= 1;
  let start = end;
  while (start > 0 && KEY_CHAR.test(line[start - 1]!)) start -= 1;
  return end - start >= MIN_TRAILING_KEY_RUN ? start : -1;
}

/**
 * Hides a key body whose END line arrives without its BEGIN (a quote that
 * starts mid-key, a finding that cites the key's last lines): walking back
 * from each END marker, lines that could be key body are replaced, and a
 * line that merely ends in a long run of key characters loses that run and
 * ends the walk. Every input line gives exactly one output line, and nothing
 * before the key's lines is touched.
 */
export function redactKeyBodiesBeforeEnd(text: string): string {
  if (!text.includes("-----END")) return text;
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i += 1) {
    // The END marker itself is no secret; what precedes it on its own line may be the body's last piece.
    const end = PEM_END_ONCE.exec(lines[i]!);
    if (!end) continue;
    const before = lines[i]!.slice(0, end.index);
    const runStart = trailingKeyRunStart(before);
    if (runStart >= 0) lines[i] = before.slice(0, runStart) + PRIVATE_KEY_MARK + lines[i]!.slice(end.index);
    for (let j = i - 1; j >= 0 && !lines[j]!.includes(PRIVATE_KEY_MARK); j -= 1) {
      const line = lines[j]!;
      if (line.trim() !== "" && couldBeKeyBody(line)) {
        lines[j] = PRIVATE_KEY_MARK;
        continue;
      }
      const runStart = trailingKeyRunStart(line);
      if (runStart >= 0) lines[j] = line.slice(0, runStart) + PRIVATE_KEY_MARK;
      break;
    }
  }
  return lines.join("\n");
}
