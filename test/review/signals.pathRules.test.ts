/**
 * The path rules answer exactly what they answered when the fixture was
 * written (test/review/support/writePathFixture.ts, with the code of a1294db:
 * one regular expression per glob list): for every path of a large corpus,
 * the glob lists it matches, matchPath's hits and topics, documentation,
 * unscanned added lines, the flags whose content rules apply, and its words.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compileGlobs } from "../../src/review/signals/glob.js";
import { defaultSignalMatcher, pathWords } from "../../src/review/signals/matcher.js";
import { buildPathCorpus, globLists } from "./support/pathCorpus.js";
import { pathRuleAnswers, type PathRuleFixture } from "./support/pathRuleAnswers.js";

const fixture = JSON.parse(readFileSync(new URL("./fixtures/pathRules.json", import.meta.url), "utf8")) as PathRuleFixture;
const lists = globLists();

describe("the path rules against their fixture", () => {
  it("covers the rule table's glob lists and a large corpus", () => {
    expect(fixture.lists).toEqual(lists.map((list) => list.name));
    expect(fixture.paths.length).toBeGreaterThan(5000);
    // The corpus as built today is still in the fixture: a new rule's globs would need their answers written.
    const recorded = new Set(fixture.paths.map((entry) => entry.p));
    expect(buildPathCorpus().filter((path) => !recorded.has(path))).toEqual([]);
  });

  it("answers every path as the fixture says", () => {
    const compiled = lists.map((list) => compileGlobs(list.globs));
    const differing = fixture.paths.filter((entry) => {
      const now = pathRuleAnswers(entry.p, defaultSignalMatcher, pathWords, (list, path) => compiled[list]!.test(path), lists.length);
      return JSON.stringify(now) !== JSON.stringify(entry);
    });
    expect(differing.map((entry) => entry.p)).toEqual([]);
  });
});
