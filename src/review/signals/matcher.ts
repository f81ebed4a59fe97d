/**
 * The rule table (rules.ts) compiled for speed: one alternation per flag for
 * paths, and one per flag and file scope for added lines, so a 10,000-file
 * diff costs a handful of regular-expression scans per file. The rule that
 * matched is looked up only after its flag's alternation hits.
 */
import { compileGlobs } from "./glob.js";
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
  const split = path.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2");
  return ` ${split
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(" ")} `;
}

class PathRule {
  private readonly globs?: RegExp;
  constructor(readonly rule: SignalRule) {
    if (rule.paths) this.globs = compileGlobs(rule.paths);
  }
  matches(path: string, words: string): boolean {
    return (this.globs?.test(path) ?? false) || (this.rule.pathWords?.test(words) ?? false);
  }
}

interface FlagPathRules {
  flag: SignalFlag;
  globs: RegExp;
  words?: RegExp;
  rules: PathRule[];
}

interface AddedLineGroup {
  flag: SignalFlag;
  inFiles?: RegExp;
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
  private readonly pathRules: FlagPathRules[];
  private readonly addedLineGroups: AddedLineGroup[];
  private readonly prose = compileGlobs(PROSE_FILES);
  private readonly notProse = compileGlobs(NOT_PROSE);
  private readonly unscanned = compileGlobs(UNSCANNED_FILES);
  /** Flags that some added-line rule can raise. */
  readonly contentFlags: ReadonlySet<SignalFlag>;

  constructor(rules: readonly SignalRule[] = SIGNAL_RULES) {
    for (const rule of rules) {
      if (rule.pathWords) assertStateless(rule.pathWords, rule);
      if (rule.addedLines) assertStateless(rule.addedLines, rule);
    }
    this.pathRules = SIGNAL_FLAGS.map((flag) => {
      const own = rules.filter((rule) => rule.flag === flag && (rule.paths || rule.pathWords));
      const wordPatterns = own.flatMap((rule) => (rule.pathWords ? [rule.pathWords] : []));
      return {
        flag,
        globs: compileGlobs(own.flatMap((rule) => rule.paths ?? [])),
        words: wordPatterns.length > 0 ? alternation(wordPatterns, "") : undefined,
        rules: own.map((rule) => new PathRule(rule)),
      };
    });
    this.addedLineGroups = groupAddedLineRules(rules);
    this.contentFlags = new Set(this.addedLineGroups.map((group) => group.flag));
  }

  /** A path's hits, for the flags `open` says are still open (a raised flag's evidence is already written). */
  matchPath(path: string, open: (flag: SignalFlag) => boolean = () => true): PathVerdict {
    if (this.prose.test(path) && !this.notProse.test(path)) return { hits: [], documentation: true, scanAddedLines: false };
    let words: string | undefined;
    const hits: RuleHit[] = [];
    for (const { flag, globs, words: wordPattern, rules } of this.pathRules) {
      if (!open(flag)) continue;
      const said = (words ??= pathWords(path));
      if (!globs.test(path) && !(wordPattern?.test(said) ?? false)) continue;
      const rule = rules.find((candidate) => candidate.matches(path, said))!;
      hits.push({ flag, topic: rule.rule.topic, via: "path" });
    }
    return { hits, documentation: false, scanAddedLines: !this.unscanned.test(path) };
  }

  /** The flags whose added-line rules apply to a file at `path` (by their `inFiles`), whatever its lines hold. */
  contentFlagsFor(path: string): SignalFlag[] {
    const flags: SignalFlag[] = [];
    for (const group of this.addedLineGroups) {
      if (!flags.includes(group.flag) && (!group.inFiles || group.inFiles.test(path))) flags.push(group.flag);
    }
    return flags;
  }

  /**
   * The flags raised by `addedText` (a file's added lines joined by "\n"),
   * checking only flags for which `open(flag)` is true.
   */
  matchAddedLines(path: string, addedText: string, open: (flag: SignalFlag) => boolean): RuleHit[] {
    const hits: RuleHit[] = [];
    for (const group of this.addedLineGroups) {
      if (!open(group.flag) || hits.some((hit) => hit.flag === group.flag)) continue;
      if (group.inFiles && !group.inFiles.test(path)) continue;
      if (!group.pattern.test(addedText)) continue;
      const rule = group.rules.find((candidate) => candidate.addedLines!.test(addedText))!;
      hits.push({ flag: group.flag, topic: rule.topic, via: "added line" });
    }
    return hits;
  }
}

/** One alternation per flag, file scope and regular-expression flags (which cannot mix in one expression). */
function groupAddedLineRules(rules: readonly SignalRule[]): AddedLineGroup[] {
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
    inFiles: group.inFiles ? compileGlobs(group.inFiles) : undefined,
    pattern: alternation(
      group.rules.map((rule) => rule.addedLines!),
      group.flags,
    ),
    rules: group.rules,
  }));
}

export const defaultSignalMatcher = new SignalMatcher();
