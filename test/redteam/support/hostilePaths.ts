/**
 * Seeded hostile repository paths for the red team's differential tests: the
 * rule table's own words bent by case (ASCII and the non-ASCII letters that
 * fold towards it), dots, doubled and leading/trailing slashes, `..`, spaces,
 * tabs, line terminators, control characters, regular-expression specials,
 * braces, doubled extensions and very long names.
 */
import { globLists } from "../../review/support/pathCorpus.js";

export { mulberry32 as prng } from "../../support/prng.js";

export type Random = () => number;
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

export const ruleLists = globLists();

/** The literal words the rule table's globs are made of: names, extensions, folders. */
export const WORDS = [
  ...new Set(
    ruleLists
      .flatMap((list) => list.globs)
      .flatMap((glob) => glob.split(/[/*?{},]+/))
      .filter((word) => word !== ""),
  ),
];

const ODD_PIECES = ["", ".", "..", "...", " ", "\t", "\n", "\r", "\u2028", "\u2029", "\u0001", "\u001f", "\u007f", "\u0085", "\u00a0", "\ufeff"];
const SPECIALS = ["$", "^", "(", ")", "[", "]", "{", "}", ",", "|", "+", "?", "*", "\\", ".*", "{a,b}", "[a-z]", "(?:x)"];
/** Non-ASCII letters whose case mapping reaches ASCII (or comes from it), and some that do not. */
const FOLDING: Record<string, string[]> = {
  k: ["\u212a"],
  s: ["\u017f"],
  i: ["\u0130", "\u0131"],
  a: ["\u00e5", "\u212b"],
  e: ["\u00e9", "\u0415"],
  o: ["\u043e", "\u00f6"],
};

export function bendCase(random: Random, word: string): string {
  switch (Math.floor(random() * 5)) {
    case 0:
      return word.toUpperCase();
    case 1:
      return [...word].map((c) => (random() < 0.5 ? c.toUpperCase() : c)).join("");
    case 2:
      return [...word].map((c) => (FOLDING[c.toLowerCase()] && random() < 0.5 ? pick(random, FOLDING[c.toLowerCase()]!) : c)).join("");
    default:
      return word;
  }
}

function segment(random: Random): string {
  const roll = random();
  if (roll < 0.55) {
    let word = bendCase(random, pick(random, WORDS));
    if (random() < 0.2) word = `${pick(random, ["x", "X", "_", "-", ".", "a."])}${word}`;
    if (random() < 0.2) word = `${word}${pick(random, ["x", "s", ".bak", ".gz", ".tar.gz", "~", "."])}`;
    if (random() < 0.15) word = `${word}${bendCase(random, pick(random, WORDS))}`;
    if (random() < 0.08) word = word.slice(0, Math.max(1, Math.floor(random() * word.length)));
    return word;
  }
  if (roll < 0.7) return pick(random, ODD_PIECES);
  if (roll < 0.8) return `${pick(random, WORDS)}${pick(random, SPECIALS)}${pick(random, WORDS)}`;
  if (roll < 0.9) return `${pick(random, ODD_PIECES)}${pick(random, WORDS)}${pick(random, ODD_PIECES)}`;
  if (roll < 0.97) return pick(random, WORDS).repeat(1 + Math.floor(random() * 40));
  return "a".repeat(200 + Math.floor(random() * 4000));
}

export function hostilePath(random: Random): string {
  const depth = Math.floor(random() * 5);
  const parts = Array.from({ length: depth + 1 }, () => segment(random));
  let path = parts.join(random() < 0.1 ? "//" : "/");
  if (random() < 0.08) path = `/${path}`;
  if (random() < 0.08) path = `${path}/`;
  if (random() < 0.05) path = `./${path}`;
  return path;
}
