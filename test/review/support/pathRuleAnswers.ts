/**
 * What the path rules answer for one path, in the fixture's compact form
 * (test/review/fixtures/pathRules.json): the glob lists it matches, the hits
 * of `matchPath` with every flag open (flag and rule index), whether it is
 * documentation or its added lines go unscanned, the flags whose content rules
 * apply to it, and its words.
 */
import { SIGNAL_RULES } from "../../../src/review/signals/rules.js";
import type { SignalMatcher } from "../../../src/review/signals/matcher.js";

export interface PathRuleAnswer {
  p: string;
  /** Indices of the glob lists (pathCorpus.ts: globLists) the path matches. */
  g: number[];
  /** matchPath's hits: `flag rule-index via`. */
  h: string[];
  /** 1: documentation (prose). */
  d?: 1;
  /** 1: its added lines are not scanned (a lockfile, a source map). */
  u?: 1;
  /** contentFlagsFor: the flags whose content rules apply to the path. */
  c: string[];
  /** pathWords. */
  w: string;
}

export interface PathRuleFixture {
  lists: string[];
  rules: string[];
  paths: PathRuleAnswer[];
}

export function pathRuleAnswers(
  path: string,
  matcher: SignalMatcher,
  words: (path: string) => string,
  matchesList: (list: number, path: string) => boolean,
  listCount: number,
): PathRuleAnswer {
  const verdict = matcher.matchPath(path);
  const g: number[] = [];
  for (let list = 0; list < listCount; list += 1) if (matchesList(list, path)) g.push(list);
  const h = verdict.hits.map((hit) => {
    const rule = SIGNAL_RULES.findIndex((candidate) => candidate.flag === hit.flag && candidate.topic === hit.topic);
    return `${hit.flag} ${rule} ${hit.via}`;
  });
  return {
    p: path,
    g,
    h,
    ...(verdict.documentation ? { d: 1 as const } : {}),
    ...(verdict.scanAddedLines || verdict.documentation ? {} : { u: 1 as const }),
    c: matcher.contentFlagsFor(path),
    w: words(path),
  };
}
