/**
 * The rule table (rules.ts) compiled for speed: every glob list in one index
 * (globIndex.ts: a few Map lookups per path, whatever the number of rules),
 * and one alternation per flag and file scope for added lines, so a
 * 10,000-file diff costs a handful of regular-expression scans per file. The
 * rule that matched is looked up only after its flag's alternation hits.
 */
import { GlobIndex, NOT_ASCII, type PathMatches } from "./globIndex.js";
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
}

/** A path's words for `pathWords` rules: " src o auth client ts " for `src/OAuthClient.ts`. */
export function pathWords(path: string): string {
  // Unicode lower-casing can turn a letter into ASCII (the Kelvin sign is `k`): only the expressions answer for it.
  if (NOT_ASCII.test(path)) return unicodePathWords(path);
  // One pass, as the expressions below read an ASCII path: a word ends at anything but a letter or digit, and
  // before a capital that follows a small letter or digit ("oAuth") or starts a word after capitals ("XMLHttp").
  const lower = path.toLowerCase();
  let words = "";
  let start = -1;
  for (let i = 0; i <= path.length; i += 1) {
    const kind = i < path.length ? kindOf(path.charCodeAt(i)) : OTHER;
    const ends = kind === OTHER || (kind === UPPER && start >= 0 && (kindOf(path.charCodeAt(i - 1)) !== UPPER || kindOf(path.charCodeAt(i + 1)) === LOWER));
    if (ends && start >= 0) {
      words += words === "" ? lower.slice(start, i) : ` ${lower.slice(start, i)}`;
      start = -1;
    }
    if (kind !== OTHER && start < 0) start = i;
  }
  return ` ${words} `;
}

const [OTHER, LOWER, UPPER, DIGIT] = [0, 1, 2, 3] as const;

function kindOf(code: number): number {
  if (code >= 97 && code <= 122) return LOWER;
  if (code >= 65 && code <= 90) return UPPER;
  return code >= 48 && code <= 57 ? DIGIT : OTHER;
}

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
  private readonly pathRules: Array<{ flag: SignalFlag; rules: PathRule[] }>;
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
    this.pathRules = SIGNAL_FLAGS.map((flag) => ({
      flag,
      rules: rules
        .filter((rule) => rule.flag === flag && (rule.paths || rule.pathWords))
        .map((rule) => ({ topic: rule.topic, ...(rule.paths ? { list: listOf(rule.paths) } : {}), ...(rule.pathWords ? { words: rule.pathWords } : {}) })),
    }));
    this.addedLineGroups = groupAddedLineRules(rules, listOf);
    this.contentFlags = new Set(this.addedLineGroups.map((group) => group.flag));
    this.index = new GlobIndex(lists);
  }

  /** A path's hits, for the flags `open` says are still open (a raised flag's evidence is already written). */
  matchPath(path: string, open: (flag: SignalFlag) => boolean = () => true): PathVerdict {
    const matches = this.index.match(path);
    if (matches.has(this.prose) && !matches.has(this.notProse)) return { hits: [], documentation: true, scanAddedLines: false };
    let words: string | undefined;
    const hits: RuleHit[] = [];
    for (const { flag, rules } of this.pathRules) {
      if (!open(flag)) continue;
      // The first rule that matches names the topic, as the table orders them.
      for (const rule of rules) {
        if ((rule.list !== undefined && matches.has(rule.list)) || (rule.words !== undefined && rule.words.test((words ??= pathWords(path))))) {
          hits.push({ flag, topic: rule.topic, via: "path" });
          break;
        }
      }
    }
    return { hits, documentation: false, scanAddedLines: !matches.has(this.unscanned) };
  }

  /** The flags whose added-line rules apply to a file at `path` (by their `inFiles`), whatever its lines hold. */
  contentFlagsFor(path: string): SignalFlag[] {
    const flags: SignalFlag[] = [];
    let matches: PathMatches | undefined;
    for (const group of this.addedLineGroups) {
      if (flags.includes(group.flag)) continue;
      if (group.inFiles === undefined || (matches ??= this.index.match(path)).has(group.inFiles)) flags.push(group.flag);
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
