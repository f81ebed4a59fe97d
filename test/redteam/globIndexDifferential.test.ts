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
import { bendCase, hostilePath, pick, prng, ruleLists, WORDS, type Random } from "./support/hostilePaths.js";

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
