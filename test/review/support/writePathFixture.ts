/**
 * Writes test/review/fixtures/pathRules.json: what the path rules answer for
 * every path of the corpus (pathCorpus.ts). Written once with the code of
 * a1294db (one regular expression per glob list); the matcher must reproduce
 * it exactly. Run again only when a rule's meaning changes, and review the diff:
 * `node --import tsx test/review/support/writePathFixture.ts`.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compileGlobs } from "../../../src/review/signals/glob.js";
import { SIGNAL_RULES } from "../../../src/review/signals/rules.js";
import { defaultSignalMatcher, pathWords } from "../../../src/review/signals/matcher.js";
import { buildPathCorpus, globLists } from "./pathCorpus.js";
import { pathRuleAnswers, type PathRuleFixture } from "./pathRuleAnswers.js";

const lists = globLists();
const compiled = lists.map((list) => compileGlobs(list.globs));
const fixture: PathRuleFixture = {
  lists: lists.map((list) => list.name),
  rules: SIGNAL_RULES.map((rule) => `${rule.flag}: ${rule.topic}`),
  paths: buildPathCorpus().map((path) => pathRuleAnswers(path, defaultSignalMatcher, pathWords, (list, p) => compiled[list]!.test(p), lists.length)),
};
const target = fileURLToPath(new URL("../fixtures/pathRules.json", import.meta.url));
writeFileSync(target, `${JSON.stringify(fixture, null, 0).replace(/\},\{"p"/g, '},\n{"p"')}\n`);
console.log(`${fixture.paths.length} paths written to ${target}`);
