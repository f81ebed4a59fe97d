/**
 * The path rules answer exactly what they answered when the fixture was
 * written (test/review/support/writePathFixture.ts, with the code of a1294db:
 * one regular expression per glob list): for every path of a large corpus,
 * the glob lists it matches, matchPath's hits and topics, documentation,
 * unscanned added lines, the flags whose content rules apply, and its words.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { GlobIndex } from "../../src/review/signals/globIndex.js";
import { ASCII_WORD, defaultSignalMatcher, pathWords } from "../../src/review/signals/matcher.js";
import { SIGNAL_RULES } from "../../src/review/signals/rules.js";
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
    const index = new GlobIndex(lists.map((list) => list.globs));
    const differing = fixture.paths.filter((entry) => {
      const matches = index.match(entry.p);
      const now = pathRuleAnswers(entry.p, defaultSignalMatcher, pathWords, (list) => matches.has(list), lists.length);
      return JSON.stringify(now) !== JSON.stringify(entry);
    });
    expect(differing.map((entry) => entry.p)).toEqual([]);
  });
});

describe("hostile paths", () => {
  const long = (unit: string) => unit.repeat(Math.ceil(4096 / unit.length)).slice(0, 4096);
  const paths = [
    long("a/"),
    long("*"),
    long("-requirements"),
    `${long("V__").slice(0, 4090)}__.sql`,
    long("migrations/"),
    `${long("openapi/").slice(0, 4080)}x.yaml`,
    long("aB"),
  ];
  const wordRules = new Set(SIGNAL_RULES.flatMap((rule) => (rule.pathWords ? [rule.pathWords] : [])));

  // No timing: every regular expression run is counted (a spied `exec` is what test, replace and split call), and
  // each one that reads the path must be of a form linear in it: one character class, or every alternative
  // anchored at the start, with no `.*`. The rest of the matching is Map lookups, one per folder and a few per name.
  it.each(paths.map((path) => [path.slice(0, 24), path]))("matches %s… (4,096 characters) with a few linear expressions", (_, path) => {
    const runs: Array<{ source: string; input: string; words: boolean }> = [];
    // A global expression's `exec` resumes where the last one stopped (String#match): one run over its input.
    const seen = new Set<RegExp>();
    const exec = RegExp.prototype.exec;
    const spy = vi.spyOn(RegExp.prototype, "exec").mockImplementation(function (this: RegExp, input: string) {
      if (!this.global || this.lastIndex === 0) runs.push({ source: this.source, input, words: wordRules.has(this) });
      if (this.global) seen.add(this);
      return exec.call(this, input);
    });
    let verdict;
    try {
      verdict = defaultSignalMatcher.matchPath(path);
      defaultSignalMatcher.contentFlagsFor(path);
    } finally {
      spy.mockRestore();
    }
    expect(verdict.hits.length).toBeLessThanOrEqual(6);
    expect(runs.length).toBeLessThanOrEqual(8);
    expect(seen.size).toBeLessThanOrEqual(1);
    const overPath = runs.filter((run) => !run.words);
    expect(overPath.every((run) => run.input === path)).toBe(true);
    // ASCII_WORD splits the path into words: each run of capitals is read by at most its three alternatives.
    const linear = (source: string) =>
      source === ASCII_WORD.source || /^\[[^\]]+\]$/.test(source) || (/^(?:\(\?:)?\^/.test(source) && !source.includes("(?:^|\\/)") && !source.includes(".*"));
    expect(overPath.map((run) => run.source).filter((source) => !linear(source))).toEqual([]);
    // The rules' own word patterns read the path's words, once each at most.
    expect(runs.filter((run) => run.words).every((run) => run.input === pathWords(path))).toBe(true);
    expect(runs.filter((run) => run.words).length).toBeLessThanOrEqual(wordRules.size);
  });
});
