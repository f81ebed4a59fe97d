/**
 * The rule table (rules.ts) compiled for speed: every glob list in one index
 * (globIndex.ts: a few Map lookups per path, whatever the number of rules),
 * and one alternation per flag and file scope for added lines, so a
 * 10,000-file diff costs a handful of regular-expression scans per file. The
 * rule that matched is looked up only after its flag's list or alternation hits.
 */
import { GlobIndex, type PathMatches } from "./globIndex.js";
import { NOT_ASCII } from "./globShapes.js";
import { NOT_PROSE, PROSE_FILES, SIGNAL_RULES, UNSCANNED_FILES, type SignalRule } from "./rules.js";
import { SIGNAL_FLAGS, type SignalFlag } from "./types.js";

export interface RuleHit {
  flag: SignalFlag;
  topic: string;
  via: "path" | "added line";
}

export interface PathVerdict {
  hits: RuleHit[];
  /** Prose, by file type: never by folder. */
  documentation: boolean;
  /** Whether the file's added lines are scanned (not documentation, not a lockfile). */
  scanAddedLines: boolean;
  /** The flags whose added-line rules apply to it by their `inFiles` (contentFlagsFor); none for documentation. */
  contentFlags: SignalFlag[];
}

/** A path's words for `pathWords` rules: " src o auth client ts " for `src/OAuthClient.ts`. */
export function pathWords(path: string): string {
  // Unicode lower-casing can turn a letter into ASCII (the Kelvin sign is `k`): only the expressions answer for it.
  if (NOT_ASCII.test(path)) return unicodePathWords(path);
  // One expression, as the two below split an ASCII path: a word is capitals then small letters and digits, save
  // that capitals before a capitalised word ("XMLHttp") are one of their own. Built-in, so fast from the first path.
  return ` ${(path.match(ASCII_WORD) ?? []).join(" ").toLowerCase()} `;
}

/** An ASCII path's words. Linear: each run of capitals is scanned by at most its three alternatives. */
export const ASCII_WORD = /[A-Z]+(?=[A-Z][a-z])|[A-Z]*[a-z0-9]+|[A-Z]+/g;

function unicodePathWords(path: string): string {
  const split = path.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2");
  return ` ${split
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(" ")} `;
}

/** A rule that reads the path: its globs (a list of the index) and its words. */
interface PathRule {
  topic: string;
  list?: number;
  words?: RegExp;
}

interface AddedLineGroup {
  flag: SignalFlag;
  /** Its `inFiles`: a list of the index. */
  inFiles?: number;
  pattern: RegExp;
  rules: SignalRule[];
}

function assertStateless(pattern: RegExp, rule: SignalRule): void {
  // `test` on a global or sticky expression resumes from lastIndex: results would depend on the previous file.
  if (pattern.global || pattern.sticky) throw new Error(`signal rule "${rule.topic}": pattern must not use the g or y flag`);
}

function alternation(patterns: readonly RegExp[], flags: string): RegExp {
  return new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join("|"), flags);
}

export class SignalMatcher {
  /** Every glob list of the table (rules' paths and inFiles, prose, lockfiles) in one index, asked once per path. */
  private readonly index: GlobIndex;
  /** Per flag: a list of all its rules' globs (`any`), whether some rule reads words, and the rules in order. */
  private readonly pathRules: Array<{ flag: SignalFlag; any?: number; words: boolean; rules: PathRule[] }>;
  /** Per flag with content rules, in the groups' order: every file (no `any`), or a list of all its groups' inFiles. */
  private readonly contentScopes: Array<{ flag: SignalFlag; any?: number }>;
  private readonly addedLineGroups: AddedLineGroup[];
  private readonly prose: number;
  private readonly notProse: number;
  private readonly unscanned: number;
  /** Flags that some added-line rule can raise. */
  readonly contentFlags: ReadonlySet<SignalFlag>;

  constructor(rules: readonly SignalRule[] = SIGNAL_RULES) {
    for (const rule of rules) {
      if (rule.pathWords) assertStateless(rule.pathWords, rule);
      if (rule.addedLines) assertStateless(rule.addedLines, rule);
    }
    const lists: Array<readonly string[]> = [PROSE_FILES, NOT_PROSE, UNSCANNED_FILES];
    [this.prose, this.notProse, this.unscanned] = [0, 1, 2];
    const listOf = (globs: readonly string[]) => lists.push(globs) - 1;
    this.pathRules = SIGNAL_FLAGS.map((flag) => {
      const own = rules.filter((rule) => rule.flag === flag && (rule.paths || rule.pathWords));
      const globs = own.flatMap((rule) => rule.paths ?? []);
      return {
        flag,
        ...(globs.length > 0 ? { any: listOf(globs) } : {}),
        words: own.some((rule) => rule.pathWords),
        rules: own.map((rule) => ({
          topic: rule.topic,
          ...(rule.paths ? { list: listOf(rule.paths) } : {}),
          ...(rule.pathWords ? { words: rule.pathWords } : {}),
        })),
      };
    });
    this.addedLineGroups = groupAddedLineRules(rules, listOf);
    this.contentFlags = new Set(this.addedLineGroups.map((group) => group.flag));
    this.contentScopes = [...this.contentFlags].map((flag) => {
      const groups = this.addedLineGroups.filter((group) => group.flag === flag);
      const always = groups.some((group) => group.inFiles === undefined);
      return { flag, ...(always ? {} : { any: listOf(groups.flatMap((group) => lists[group.inFiles!]!)) }) };
    });
    this.index = new GlobIndex(lists);
  }

  /** A path's hits, for the flags `open` says are still open (a raised flag's evidence is already written). */
  matchPath(path: string, open: (flag: SignalFlag) => boolean = () => true): PathVerdict {
    const matches = this.index.match(path);
    if (matches.has(this.prose) && !matches.has(this.notProse)) return { hits: [], documentation: true, scanAddedLines: false, contentFlags: [] };
    let words: string | undefined;
    const hits: RuleHit[] = [];
    for (let i = 0; i < this.pathRules.length; i += 1) {
      const { flag, any, words: byWords, rules } = this.pathRules[i]!;
      if (!open(flag)) continue;
      // One list of all the flag's globs says whether any rule matches; only then is the first one looked for.
      if (!(any !== undefined && matches.has(any)) && !(byWords && rules.some((rule) => rule.words?.test((words ??= pathWords(path))) ?? false))) continue;
      const rule = rules.find(
        (candidate) => (candidate.list !== undefined && matches.has(candidate.list)) || (candidate.words?.test((words ??= pathWords(path))) ?? false),
      )!;
      hits.push({ flag, topic: rule.topic, via: "path" });
    }
    return { hits, documentation: false, scanAddedLines: !matches.has(this.unscanned), contentFlags: this.scopeFlags(matches) };
  }

  /** The flags whose added-line rules apply to a file at `path` (by their `inFiles`), whatever its lines hold. */
  contentFlagsFor(path: string): SignalFlag[] {
    return this.scopeFlags(this.index.match(path));
  }

  private scopeFlags(matches: PathMatches): SignalFlag[] {
    const flags: SignalFlag[] = [];
    for (let i = 0; i < this.contentScopes.length; i += 1) {
      const { flag, any } = this.contentScopes[i]!;
      if (any === undefined || matches.has(any)) flags.push(flag);
    }
    return flags;
  }

  /**
   * The flags raised by `addedText` (a file's added lines joined by "\n"),
   * checking only flags for which `open(flag)` is true.
   */
  matchAddedLines(path: string, addedText: string, open: (flag: SignalFlag) => boolean): RuleHit[] {
    const hits: RuleHit[] = [];
    let matches: PathMatches | undefined;
    for (const group of this.addedLineGroups) {
      if (!open(group.flag) || hits.some((hit) => hit.flag === group.flag)) continue;
      if (group.inFiles !== undefined && !(matches ??= this.index.match(path)).has(group.inFiles)) continue;
      if (!group.pattern.test(addedText)) continue;
      const rule = group.rules.find((candidate) => candidate.addedLines!.test(addedText))!;
      hits.push({ flag: group.flag, topic: rule.topic, via: "added line" });
    }
    return hits;
  }
}

/** One alternation per flag, file scope and regular-expression flags (which cannot mix in one expression). */
function groupAddedLineRules(rules: readonly SignalRule[], listOf: (globs: readonly string[]) => number): AddedLineGroup[] {
  const groups = new Map<string, { flag: SignalFlag; inFiles?: readonly string[]; flags: string; rules: SignalRule[] }>();
  for (const rule of rules) {
    if (!rule.addedLines) continue;
    const key = [rule.flag, rule.inFiles?.join("\n") ?? "", rule.addedLines.flags].join("\0");
    const group = groups.get(key) ?? { flag: rule.flag, inFiles: rule.inFiles, flags: rule.addedLines.flags, rules: [] };
    group.rules.push(rule);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({
    flag: group.flag,
    ...(group.inFiles ? { inFiles: listOf(group.inFiles) } : {}),
    pattern: alternation(
      group.rules.map((rule) => rule.addedLines!),
      group.flags,
    ),
    rules: group.rules,
  }));
}

export const defaultSignalMatcher = new SignalMatcher();
