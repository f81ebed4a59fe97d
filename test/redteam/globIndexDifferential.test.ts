/**
 * Red team: the glob index (globIndex.ts) against glob.ts's expressions, the
 * documented semantics. A seeded generator (a small deterministic PRNG, so a
 * failure is replayable) builds thousands of hostile paths from the rule
 * table's own names and folders, bent by case (ASCII and the non-ASCII
 * letters that fold towards ASCII: the Kelvin sign, long s, dotted and
 * dotless i), dots, leading/trailing/doubled slashes, `..`, spaces, tabs,
 * line terminators, control characters, regular-expression specials, braces,
 * doubled extensions and very long names. For every glob list of the rule
 * table, and for lists of generated globs in every shape the index reads,
 * the index's answer must be `compileGlobs(list).test(path)`.
 */
import { describe, expect, it } from "vitest";
import { compileGlobs } from "../../src/review/signals/glob.js";
import { GlobIndex } from "../../src/review/signals/globIndex.js";
import { shapeOf } from "../../src/review/signals/globShapes.js";
import { globLists } from "../review/support/pathCorpus.js";

/** mulberry32: a tiny seeded PRNG, enough for test variety. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const ruleLists = globLists();

/** The literal words the rule table's globs are made of: names, extensions, folders. */
const WORDS = [
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

function bendCase(random: Random, word: string): string {
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

function hostilePath(random: Random): string {
  const depth = Math.floor(random() * 5);
  const parts = Array.from({ length: depth + 1 }, () => segment(random));
  let path = parts.join(random() < 0.1 ? "//" : "/");
  if (random() < 0.08) path = `/${path}`;
  if (random() < 0.08) path = `${path}/`;
  if (random() < 0.05) path = `./${path}`;
  return path;
}

/** Globs in the shapes globShapes.ts reads (and some it leaves to the expressions), from the rule table's words. */
function generatedGlob(random: Random): string {
  const word = () => pick(random, WORDS).replace(/[{}[\]?*]/g, "");
  const name = () =>
    pick(random, [
      () => word(),
      () => `*${word()}`,
      () => `${word()}*`,
      () => `*.${word()}`,
      () => `${word()}*${word()}`,
      () => `{${word()},${word()}}`,
      () => "*",
    ])();
  const folders = () => pick(random, [() => word(), () => `${word()}/${word()}`, () => `{${word()},${word()}}`])();
  const shapes: Array<() => string> = [
    () => name(),
    () => `**/${name()}`,
    () => `${folders()}/${name()}`,
    () => `**/${folders()}/${name()}`,
    () => `**/${folders()}/**/${name()}`,
    () => `${folders()}/**/${name()}`,
    () => `**/${folders()}/**`,
    () => `${folders()}/**`,
    () => `/${name()}`,
    () => `/${folders()}/${name()}`,
    () => `${folders()}/`,
    () => `**/${folders()}/`,
    () => `${name()}?`,
    () => `${folders()}/*/${name()}`,
    () => `**/${name()}/`,
    () => bendCase(random, `**/${folders()}/${name()}`),
  ];
  return pick(random, shapes)();
}

function differences(lists: ReadonlyArray<readonly string[]>, paths: readonly string[]): string[] {
  const index = new GlobIndex(lists);
  const expressions = lists.map((list) => compileGlobs(list));
  const found: string[] = [];
  for (const path of paths) {
    const matches = index.match(path);
    lists.forEach((list, i) => {
      const expected = expressions[i]!.test(path);
      if (matches.has(i) !== expected) found.push(`${JSON.stringify(path.slice(0, 120))} ${JSON.stringify(list)}: index ${!expected}, expression ${expected}`);
    });
  }
  return found;
}

describe("the glob index against glob.ts's expressions", () => {
  it("answers every rule-table list as the expressions do, for 6,000 seeded hostile paths", () => {
    const random = prng(0x5eed_0001);
    const paths = Array.from({ length: 6000 }, () => hostilePath(random));
    const lists = ruleLists.map((list) => list.globs);
    // The generator does reach matches: a test that only ever compares "no" to "no" proves little.
    const matched = paths.filter((path) => lists.some((list) => compileGlobs(list).test(path))).length;
    expect(matched).toBeGreaterThan(1000);
    expect([...new Set(differences(lists, paths))].slice(0, 20)).toEqual([]);
  });

  it("answers generated glob lists in every indexed shape as the expressions do", () => {
    const random = prng(0x5eed_0002);
    const lists = Array.from({ length: 400 }, () => Array.from({ length: 1 + Math.floor(random() * 3) }, () => generatedGlob(random)));
    // Paths from the lists' own globs made concrete, bent as above, and plain hostile ones.
    const concrete = (glob: string) =>
      glob
        .replace(/\{([^},]*),[^}]*\}/g, "$1")
        .replace(/\*\*/g, pick(random, ["", "a", "a/b", "..", " "]))
        .replace(/\*/g, pick(random, ["", "x", ".", "a.b", "K", "\u212a"]));
    const paths = [
      ...lists.flat().flatMap((glob) => {
        const path = concrete(glob);
        return [path, bendCase(random, path), `/${path}`, `${path}/`, `x/${path}`, path.replace(/\//g, "//"), `${path}\n`];
      }),
      ...Array.from({ length: 3000 }, () => hostilePath(random)),
    ];
    // Most generated globs are answered by the index's Maps, not left to the expressions.
    expect(lists.flat().filter((glob) => shapeOf(glob) !== undefined).length).toBeGreaterThan(lists.flat().length / 2);
    expect([...new Set(differences(lists, paths))].slice(0, 20)).toEqual([]);
  });

  it("leaves a glob with a leading slash to the expression: `/x` is an empty first segment, not the root", () => {
    expect(shapeOf("/go.mod")).toBeUndefined();
    expect(shapeOf("**//go.mod")).toBeUndefined();
    expect(differences([["/go.mod"], ["**//go.mod"]], ["go.mod", "/go.mod", "a/go.mod", "a//go.mod"])).toEqual([]);
  });
});
