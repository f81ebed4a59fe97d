/**
 * Text a model or the pull request wrote, made fit to post: the one rule for
 * every check summary, annotation, comment, review and reply github/ writes.
 *
 * 1. Lines end in `\n` only. `\r\n`, `\r`, U+2028, U+2029 and U+0085 (and the
 *    vertical tab, form feed and file, group and record separators, which some
 *    readers split on too) become `\n`, so every reader sees the same lines:
 *    CommonMark ends a line at a lone `\r`, a naive reader does not.
 * 2. Invisible format characters (Unicode category Cf: U+200B, U+200E, U+00AD,
 *    U+2061, U+FEFF, bidi controls …) are dropped: what is posted is what a
 *    reader sees, and no invisible prefix can hide a line's real start.
 * 3. On surfaces that render markdown (postedMarkdown), `<` and `&` are
 *    escaped outside fenced code, so no tag, comment or character reference
 *    from the text renders.
 * 4. No line reads as a verdict line. Each line is read the ways a person
 *    might see it (READINGS): markdown escapes, emphasis, HTML tags and
 *    character references resolved or dropped, compatibility forms and
 *    diacritics folded, Cyrillic, Greek and other look-alikes folded to Latin.
 *    A line that, read any of those ways, starts with a lane's sentinel after
 *    nothing but non-letters gets a backslash before the sentinel: before a
 *    letter it shows, and before `&` it shows the reference as typed, so no
 *    reader takes the line for a verdict.
 *
 * Our own verdict lines (the check's `GAUNTLET:` title line) are written by
 * our code and never pass through here.
 */
import { oneLine } from "../../review/text.js";
import { escapeQuoted } from "../state/stateBlock.js";

// eslint-disable-next-line no-control-regex -- the file, group and record separators are exactly what is matched
const LINE_BREAKS = /\r\n|[\r\u2028\u2029\u0085\v\f\x1c-\x1e]/g;
const INVISIBLE = /\p{Cf}/gu;

/** `\n` for every line separator (rule 1). */
export function normalizeLineBreaks(text: string): string {
  return text.replace(LINE_BREAKS, "\n");
}

/** Text without invisible format characters (rule 2). Apply it before redacting: a secret split by U+200B must be whole when the patterns look. */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, "");
}

// ---- escaping (rule 3) --------------------------------------------------------

/**
 * `<` and `&` as `&lt;` and `&amp;`, so markdown shows them as typed. An
 * `&amp;` or `&lt;` already there is left as it is: it renders as harmless
 * text, and escaping stays idempotent, so a replayed report is posted unchanged.
 * A backslash escape already makes `&` literal (`\&#71;` shows `&#71;`), so
 * that `&` stays; one before `<` goes, or `\&lt;` would show `&lt;`. Every `<`
 * is escaped (escapeQuoted), so no report or state marker can be planted.
 */
export function escapeMarkup(text: string): string {
  const ampersands = text.replace(/(?<!\\)((?:\\\\)*)&(?!(?:amp|lt);)/g, "$1&amp;");
  return escapeQuoted(ampersands.replace(/(?<!\\)((?:\\\\)*)\\</g, "$1<"));
}

const FENCE_OPENING = /^( {0,3})(`{3,}(?=[^`]*$)|~{3,})/;
const FENCE_CLOSING = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;

/**
 * escapeMarkup outside fenced code blocks, where `&lt;` would show as typed.
 * A line is left unescaped only when GitHub surely renders it as code: inside
 * a fence opened at the margin (where no container can own it) and not yet
 * closed. A fence opened indented might belong to a list item, which ends it
 * early; from there on every line is escaped, readable or not.
 */
export function escapeMarkupOutsideFences(text: string): string {
  let fence: { mark: string; length: number } | "unsure" | null = null;
  return text
    .split("\n")
    .map((line) => {
      if (fence === "unsure") return escapeMarkup(line);
      if (fence) {
        const closing = FENCE_CLOSING.exec(line)?.[1];
        if (closing && closing[0] === fence.mark && closing.length >= fence.length) fence = null;
        return line;
      }
      const opening = FENCE_OPENING.exec(line);
      if (opening) fence = opening[1] === "" ? { mark: opening[2]![0]!, length: opening[2]!.length } : "unsure";
      return escapeMarkup(line);
    })
    .join("\n");
}

// ---- reading a line as people see it (rule 4) --------------------------------

/**
 * Look-alikes of Latin letters that NFKD leaves alone, as `<hex code point><letter>`:
 * Cyrillic, Greek, Armenian, Cherokee, Lisu, Latin small capitals and the like.
 */
const LOOK_ALIKES =
  "0410A 0412B 0415E 0405S 0406I 0408J 041AK 041CM 041DH 041EO 0420P 0421C 0422T 0423Y 0425X 04AEY 0500D 050CG 051AQ 051CW 04C0I " +
  "0430A 0432B 0435E 043AK 043CM 043DH 043EO 0440P 0441C 0442T 0443Y 0445X 0455S 0456I 0458J 0501D 051BQ 051DW 04BBH 04CFI 0475V 0461W " +
  "0391A 0392B 0395E 0396Z 0397H 0399I 039AK 039CM 039DN 039FO 03A1P 03A4T 03A5Y 03A7X 03F9C 03DCF 037FJ " +
  "03B1A 03B9I 03BAK 03BDV 03BFO 03C1P 03C4T 03C5U 03C7X 03F2C 03F3J 03C9W 03B3Y 0555O 054DU 0585O 057DU 0570H 0578N 0581G " +
  "13AAA 13F4B 13DFC 13A0D 13ACE 13C0G 13BBH 13A5I 13ABJ 13E6K 13DEL 13B7M 13E2P 13A1R 13DAS 13A2T 13D9V 13B3W 13A9Y 13C3Z " +
  "A4EEA A4D0B A4DAC A4D3D A4F0E A4DDF A4D6G A4E7H A4F2I A4D9J A4D7K A4E1L A4DFM A4E0N A4F3O A4D1P A4E3R A4E2S A4D4T A4F4U A4E6V A4EAW A4EBX A4ECY A4DCZ " +
  "0131I 0237J 0261G 0251A 01C0I 0269I 1D00A 0299B 1D04C 1D05D 1D07E A730F 0262G 029CH 026AI 1D0AJ 1D0BK 029FL 1D0DM 0274N 1D0FO 1D18P 0280R A731S 1D1BT 1D1CU 1D20V 1D21W 028FY 1D22Z";
/** Blanks that are letters or symbols (Hangul fillers, the blank braille cell), dashes and colons that look like `-` and `:`. */
const LOOK_ALIKE_PUNCTUATION: [string, string][] = [
  ["\u115F\u1160\u3164\uFFA0\u2800", " "],
  ["\u2010\u2011\u2012\u2013\u2014\u2015\u2212", "-"],
  ["\uA789\u2236\u02D0\u02F8\u0589\u05C3\u1361\u16EC\u205A", ":"],
];
const FOLDED = new Map<string, string>([
  ...LOOK_ALIKES.split(" ").map((pair): [string, string] => [String.fromCodePoint(parseInt(pair.slice(0, -1), 16)), pair.slice(-1)]),
  ...LOOK_ALIKE_PUNCTUATION.flatMap(([chars, to]) => [...chars].map((c): [string, string] => [c, to])),
]);

/** Marks, invisible characters and markdown emphasis: nothing a reader reads a word by. */
const UNREAD = /[\p{M}\p{Cf}*_~`]/u;

/**
 * The skeleton of some text: NFKD (fullwidth, mathematical and circled letters,
 * ligatures; diacritics split off and dropped), look-alikes folded, upper case,
 * and `L` read as `I` (a lower-case `l` and a capital `I` look the same).
 */
function skeleton(text: string): string {
  let out = "";
  for (const char of text.normalize("NFKD")) if (!UNREAD.test(char)) out += FOLDED.get(char) ?? char;
  return out.toUpperCase().replace(/L/g, "I");
}

/** Skeletons of single characters, remembered: a posted text is read line by line, several ways, and is up to 64 KiB. */
const charSkeletons = new Map<string, string>();
function charSkeleton(char: string): string {
  let known = charSkeletons.get(char);
  if (known === undefined) {
    known = skeleton(char);
    if (charSkeletons.size < 8192) charSkeletons.set(char, known);
  }
  return known;
}

/**
 * The sentinels the verdict gate and the lanes read at line start
 * (src/review/gauntlet/sentinels.ts, graphs/*.yaml), as skeletons: `_` is
 * emphasis to a markdown reader, so words may run together or be joined by `-`.
 * `GAUNTLET…:` covers any GAUNTLET-prefixed word; blanks before the colon are ignored.
 */
const words = (...parts: string[]) => parts.map(skeleton).join("-?");
const SENTINEL = `(?:${skeleton("GAUNTLET")}[A-Z]*|${skeleton("Review")}\\s*${skeleton("Verdict")}|${words("SECURITY", "REVIEW")}|${words("ADVERSARIAL", "REVIEW")}|${words("USAGE", "PROBE")}|${words("PIPELINE", "FAULT")})\\s*:|${words("FINDING", "VERIFIER", "RESULTS")}`;
/** Anything but a letter (blanks, quote, heading, list and table marks, numbers, symbols) or a task list's `[x]` may stand before it; a backslash may not. */
const VERDICT_READING = new RegExp(`^((?:[^\\p{L}\\\\]|\\[X\\])*)(?:${SENTINEL})`, "u");

/**
 * The ways a line is read: as rendered markdown (an unknown named reference
 * dropped, as an invisible one renders, or read as its initial, as `&Gopf;`
 * renders) and as plain text, where tags and references show as typed.
 */
type Reading = { html: true; unknownReference: "drop" | "initial" } | { html: false };
const READINGS: Reading[] = [{ html: true, unknownReference: "drop" }, { html: true, unknownReference: "initial" }, { html: false }];

/** Markup at a `\\`, `&` or `<`: a backslash escape, a character reference, an HTML comment or tag. */
const HTML_MARKUP = /\\([!-/:-@[-`{-~])|&(#\d{1,7}|#[xX][\da-fA-F]{1,6}|[A-Za-z][A-Za-z\d]{1,31});|<!--[^<]*?-->|<[A-Za-z/!?][^<>]*>/y;
const PLAIN_MARKUP = /\\([!-/:-@[-`{-~])/y;

/** Named references whose initial is not the letter they look like; any other name is read by `unknownReference`. */
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  nbsp: " ",
  Eta: "Η",
  Rho: "Ρ",
  Chi: "Χ",
  Upsilon: "Υ",
  Vcy: "В",
  IEcy: "Е",
  iecy: "е",
  Ncy: "Н",
  Rcy: "Р",
  rcy: "р",
  Scy: "С",
  scy: "с",
  Ucy: "У",
  ucy: "у",
  KHcy: "Х",
  khcy: "х",
  DScy: "Ѕ",
  dscy: "ѕ",
};

function decodeReference(name: string, unknown: "drop" | "initial"): string {
  if (name.startsWith("#")) {
    const code = /^#[xX]/.test(name) ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? "\uFFFD" : String.fromCodePoint(code);
  }
  if (Object.hasOwn(NAMED, name)) return NAMED[name]!;
  return unknown === "drop" ? "" : name[0]!;
}

/** The characters a reading sees at `at`: one (or none, for a tag), and how many code units of the line they take. */
function tokenAt(line: string, at: number, reading: Reading): { char: string; length: number } {
  const first = line.charCodeAt(at);
  if (first === 0x5c || (reading.html && (first === 0x26 || first === 0x3c))) {
    const markup = reading.html ? HTML_MARKUP : PLAIN_MARKUP;
    markup.lastIndex = at;
    const match = markup.exec(line);
    if (match) {
      const [whole, escaped, reference] = match;
      const char = escaped ?? (reference !== undefined && reading.html ? decodeReference(reference, reading.unknownReference) : "");
      return { char, length: whole.length };
    }
  }
  const length = first >= 0xd800 && first <= 0xdbff && at + 1 < line.length ? 2 : 1;
  return { char: line.slice(at, at + length), length };
}

/** Sentinels start with one of these; a line whose first word starts otherwise is read no further. */
const SENTINEL_INITIALS = new Set(["GAUNTLET", "Review", "SECURITY", "ADVERSARIAL", "USAGE", "PIPELINE", "FINDING"].map((word) => skeleton(word)[0]!));
/**
 * How many characters of a line are read from its first letter on: more than
 * any sentinel needs, so a long line costs no more than a short one. Blanks
 * are not counted: markdown shows a run of them as one.
 */
const READ_FROM_FIRST_LETTER = 64;
const LETTER_BUT_X = /[^\P{L}X]/u;
/** What any reading could see a letter in: a letter, a symbol or number NFKD makes one (Ⓖ, Ⅰ, ⒢), or a character reference. */
const MAY_READ_AS_A_LETTER = /[\p{L}\p{Nl}\p{No}\p{So}\p{Sc}&]/u;

/**
 * Where, in `line`, a sentinel starts when the line is read this way; undefined
 * when it does not read as a verdict. Only the line's start is read: its lead
 * (up to the first letter but a task list's `x`), then the first word onwards.
 */
function sentinelStart(line: string, reading: Reading): number | undefined {
  if (!MAY_READ_AS_A_LETTER.test(line)) return undefined;
  let read = "";
  const starts: number[] = [];
  let budget = Infinity;
  for (let at = 0; at < line.length && budget > 0;) {
    const token = tokenAt(line, at, reading);
    const text = token.char === "" ? "" : charSkeleton(token.char);
    if (budget === Infinity && LETTER_BUT_X.test(text)) budget = SENTINEL_INITIALS.has(text[0]!) ? READ_FROM_FIRST_LETTER : 0;
    budget -= text.replace(/\s/g, "").length;
    for (let i = 0; i < text.length; i++) starts.push(at);
    read += text;
    at += token.length;
  }
  const lead = VERDICT_READING.exec(read)?.[1];
  return lead === undefined ? undefined : starts[lead.length];
}

/** Whether one line (already split on `\n`) reads, any way a person might read it, as a verdict line. */
export function readsAsVerdictLine(line: string): boolean {
  return READINGS.some((reading) => sentinelStart(line, reading) !== undefined);
}

function firstSentinelStart(line: string): number | undefined {
  for (const reading of READINGS) {
    const at = sentinelStart(line, reading);
    if (at !== undefined) return at;
  }
  return undefined;
}

/** The line with a backslash before each sentinel a reading finds (one per reading at most). */
function neutralized(line: string): string {
  for (let round = 0; round <= READINGS.length; round++) {
    const at = firstSentinelStart(line);
    if (at === undefined) return line;
    line = `${line.slice(0, at)}\\${line.slice(at)}`;
  }
  // Not reached (a backslash before a letter or `&` always breaks the reading); a visible word first is certain to.
  return `(quoted) ${line}`;
}

const neutralizeVerdictLines = (text: string) => text.split("\n").map(neutralized).join("\n");

// ---- what is posted ------------------------------------------------------------

/** Multi-line text for a surface that shows it as typed (annotations): rules 1, 2 and 4. */
export function postedText(text: string): string {
  return neutralizeVerdictLines(stripInvisible(normalizeLineBreaks(text)));
}

/** Multi-line text for a surface that renders markdown (summaries, comments, replies): rules 1 to 4. */
export function postedMarkdown(text: string): string {
  return neutralizeVerdictLines(escapeMarkupOutsideFences(stripInvisible(normalizeLineBreaks(text))));
}

/** Text to post on one line (a title, a reason in a list item, a table cell): every line break becomes a space. */
export function postedLine(text: string): string {
  return postedText(oneLine(stripInvisible(normalizeLineBreaks(text))));
}
