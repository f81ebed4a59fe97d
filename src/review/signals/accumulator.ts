/**
 * Folds changed files into diff signals one at a time, so a streamed diff is
 * never held whole: each file's added lines are scanned and dropped as soon as
 * its patch section ends. Flags only ever go from false to true, and a raised
 * flag is not scanned for again.
 */
import { hasSourceExtension } from "../../llm/tools/secretFiles.js";
import { defaultSignalMatcher, type PathVerdict, type RuleHit, type SignalMatcher } from "./matcher.js";
import { addedTextOf } from "./addedText.js";
import { inPlaceHits } from "./inPlace.js";
import { submoduleHits } from "./submodules.js";
import { CHANGED_FILES_SAMPLE, SIGNAL_FLAGS, type DiffSignals, type FileChange, type SignalFlag } from "./types.js";

interface Tally {
  added: number;
  removed: number;
  created: number;
  renamed: number;
  copied: number;
  deleted: number;
  binary: number;
  untracked: number;
}

export class SignalAccumulator {
  private readonly evidence = new Map<SignalFlag, string>();
  private readonly files: string[] = [];
  private everyFileIsDocumentation = true;
  private readonly tally: Tally = { added: 0, removed: 0, created: 0, renamed: 0, copied: 0, deleted: 0, binary: 0, untracked: 0 };
  private readonly isOpen = (flag: SignalFlag) => !this.evidence.has(flag);
  // A reader asks wantsAddedLines(path) when a file's section starts and add() when it ends.
  private lastVerdict?: { path: string; verdict: PathVerdict };

  constructor(private readonly matcher: SignalMatcher = defaultSignalMatcher) {}

  /** Whether this file's added lines could still raise a flag; when not, a reader need not keep them. */
  wantsAddedLines(path: string): boolean {
    return this.anyContentFlagOpen() && this.matchPath(path).scanAddedLines;
  }

  add(change: FileChange): void {
    this.files.push(change.path);
    this.count(change);
    // A rename or copy touches what its old path was, too: moving src/auth/ away is an auth change.
    const paths = change.oldPath !== undefined && change.oldPath !== change.path ? [change.path, change.oldPath] : [change.path];
    const verdicts = paths.map((path) => this.matchPath(path));
    verdicts.forEach((verdict, index) => verdict.hits.forEach((hit) => this.raise(hit, paths[index]!)));
    for (const hit of [...submoduleHits(change), ...inPlaceHits(change)]) this.raise(hit, change.path);
    if (!verdicts.every((verdict) => verdict.documentation)) this.everyFileIsDocumentation = false;

    // Binary by content (not a NUL alone, see DiffReader) and no source extension: its bytes would raise flags at random.
    const unreadable = change.binary && !hasSourceExtension(change.path);
    if (unreadable || !verdicts[0]!.scanAddedLines || !this.anyContentFlagOpen()) return;
    const addedText = addedTextOf(change);
    if (addedText === undefined) return;
    for (const hit of this.matcher.matchAddedLines(change.path, addedText, this.isOpen)) this.raise(hit, change.path);
  }

  /** consumer_surface from a reader beyond the rule table (manifestSurface.ts): what a manifest declares. */
  raiseSurface(path: string, why: string): void {
    this.raise({ flag: "consumer_surface", via: "path", topic: why }, path);
  }

  result(): DiffSignals {
    const flag = (name: SignalFlag) => this.evidence.has(name);
    return {
      changed_files: [...this.files],
      changed_files_sample: this.files.slice(0, CHANGED_FILES_SAMPLE),
      file_count: this.files.length,
      touches_auth: flag("touches_auth"),
      touches_deps: flag("touches_deps"),
      touches_exec: flag("touches_exec"),
      touches_proto: flag("touches_proto"),
      touches_migrations: flag("touches_migrations"),
      consumer_surface: flag("consumer_surface"),
      docs_only: this.files.length > 0 && this.everyFileIsDocumentation,
      signal_evidence: Object.fromEntries(SIGNAL_FLAGS.filter(flag).map((name) => [name, this.evidence.get(name)!])),
      signals_summary: summaryLine(this.files.length, this.tally),
      signals_error: "",
    };
  }

  private matchPath(path: string): PathVerdict {
    if (this.lastVerdict?.path !== path) this.lastVerdict = { path, verdict: this.matcher.matchPath(path, this.isOpen) };
    return this.lastVerdict.verdict;
  }

  private raise(hit: RuleHit, path: string): void {
    if (!this.evidence.has(hit.flag)) this.evidence.set(hit.flag, `${path} (${hit.via}: ${hit.topic})`);
  }

  private anyContentFlagOpen(): boolean {
    for (const flag of this.matcher.contentFlags) if (!this.evidence.has(flag)) return true;
    return false;
  }

  private count(change: FileChange): void {
    const tally = this.tally;
    // As git's numstat: a binary file's lines are not counted (the patch is read with --text).
    if (!change.binary) {
      tally.added += change.added ?? change.addedLines.length;
      tally.removed += change.removed ?? 0;
    }
    if (change.binary) tally.binary += 1;
    if (change.untracked) tally.untracked += 1;
    else if (change.status === "added") tally.created += 1;
    else if (change.status === "renamed") tally.renamed += 1;
    else if (change.status === "copied") tally.copied += 1;
    else if (change.status === "deleted") tally.deleted += 1;
  }
}

/** "12 files, +340/−25 lines; renames 2, deletions 1, binary 1" — only the kinds present. */
export function summaryLine(fileCount: number, tally: Tally): string {
  const head = `${fileCount} ${fileCount === 1 ? "file" : "files"}, +${tally.added}/−${tally.removed} lines`;
  const kinds: Array<[string, number]> = [
    ["new", tally.created],
    ["renames", tally.renamed],
    ["copies", tally.copied],
    ["deletions", tally.deleted],
    ["binary", tally.binary],
    ["untracked", tally.untracked],
  ];
  const present = kinds.filter(([, count]) => count > 0).map(([name, count]) => `${name} ${count}`);
  return present.length > 0 ? `${head}; ${present.join(", ")}` : head;
}
