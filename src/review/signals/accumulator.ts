/**
 * Folds changed files into diff signals. A change is first listed (its path
 * and status: path rules, submodules, a convention's file edited in place),
 * then, only while its added lines could still raise a flag, read: content
 * rules and an added file's generator header. Its counts come from the read,
 * or from git's numstat. Flags only ever go from false to true.
 *
 * The listing and the reads arrive in any order (compute.ts lists every change
 * before reading any), yet the evidence is what one pass in git's order would
 * write: each hit is placed by the change's index in git's order and, within a
 * change, path before header before added lines, and the earliest place wins.
 */
import { hasSourceExtension } from "../../llm/tools/secretFiles.js";
import { defaultSignalMatcher, type RuleHit, type SignalMatcher } from "./matcher.js";
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

/** Within one change, the order one pass raised its hits in. */
const PATH = 0;
const HEADER = 1;
const CONTENT = 2;
type Rank = typeof PATH | typeof HEADER | typeof CONTENT;

interface Evidence {
  at: number;
  rank: Rank;
  text: string;
}

/** What the listing knows of a change: its record. `hasAddedLines` false: its content did not change, or it went. */
export type ListedInput = Pick<FileChange, "path" | "status" | "oldPath" | "gitlink" | "untracked"> & { hasAddedLines: boolean };

type Counted = Pick<FileChange, "status" | "binary" | "added" | "removed" | "addedLines" | "untracked">;

interface Listed {
  path: string;
  status: FileChange["status"];
  /** Its added lines are scanned: not prose, not a lockfile or source map. */
  scanned: boolean;
  /** It may have added lines. */
  hasAddedLines: boolean;
  /** Its counts: the reader's when it was read, else git's numstat (count); none until then. */
  counted?: Counted;
  read: boolean;
  /** The flags whose content rules apply to its path (the matcher's `contentFlags`). */
  contentFlags: readonly SignalFlag[];
}

/** After every change of the diff: what a manifest declares (manifestSurface.ts). */
const AFTER_EVERY_CHANGE = Number.MAX_SAFE_INTEGER;

export class SignalAccumulator {
  private readonly evidence = new Map<SignalFlag, Evidence>();
  private readonly listed: Listed[] = [];
  private everyFileIsDocumentation = true;

  /** The flags some content rule can raise, as a list: asked once per added file. */
  private readonly contentFlags: readonly SignalFlag[];

  constructor(private readonly matcher: SignalMatcher = defaultSignalMatcher) {
    this.contentFlags = [...matcher.contentFlags];
  }

  /** Lists a change from its record alone; returns its index. */
  list(change: ListedInput): number {
    const at = this.listed.length;
    const open = (flag: SignalFlag) => this.openAt(flag, at, PATH);
    const verdict = this.matcher.matchPath(change.path, open);
    for (const hit of verdict.hits) this.raise(hit, at, PATH, change.path);
    let documentation = verdict.documentation;
    // A rename or copy touches what its old path was, too: moving src/auth/ away is an auth change.
    if (change.oldPath !== undefined && change.oldPath !== change.path) {
      const old = this.matcher.matchPath(change.oldPath, open);
      for (const hit of old.hits) this.raise(hit, at, PATH, change.oldPath);
      documentation &&= old.documentation;
    }
    for (const hit of submoduleHits(change)) this.raise(hit, at, PATH, change.path);
    // Without lines, inPlaceHits answers for a convention's file edited in place only; a header is read later.
    for (const hit of inPlaceHits({ path: change.path, status: change.status, addedLines: [] })) this.raise(hit, at, PATH, change.path);
    if (!documentation) this.everyFileIsDocumentation = false;
    this.listed.push({
      path: change.path,
      status: change.status,
      scanned: verdict.scanAddedLines,
      hasAddedLines: change.hasAddedLines,
      read: false,
      contentFlags: verdict.contentFlags,
    });
    return at;
  }

  /** Whether change `at`'s added lines could still raise a flag: a content rule of a flag open there applies to its path. */
  wantsContent(at: number): boolean {
    const entry = this.listed[at]!;
    if (!entry.scanned || !entry.hasAddedLines) return false;
    return entry.contentFlags.some((flag) => this.openAt(flag, at, CONTENT));
  }

  /** Whether change `at` is an added file whose first lines could still raise touches_deps (a generator's header, inPlace.ts). */
  wantsHeader(at: number): boolean {
    const entry = this.listed[at]!;
    // One pass kept a file's lines only while some content rule's flag was open: so does this.
    const linesKept = this.contentFlags.some((flag) => this.openAt(flag, at - 1, CONTENT));
    return entry.status === "added" && entry.scanned && entry.hasAddedLines && linesKept && this.openAt("touches_deps", at, HEADER);
  }

  /**
   * Change `at` as read with its added lines (the patch reader's, or an
   * untracked file's): its header, its content rules, and its counts, which
   * replace git's numstat: the reader decides binary by content (a NUL alone
   * does not make UTF-16 binary), never by an attribute the pull request sets.
   */
  read(at: number, change: FileChange): void {
    const entry = this.listed[at]!;
    entry.counted = change;
    entry.read = true;
    if (change.status === "added") for (const hit of inPlaceHits(change)) this.raise(hit, at, HEADER, entry.path);
    // Binary by content (not a NUL alone, see DiffReader) and no source extension: its bytes would raise flags at random.
    if (!entry.scanned || (change.binary && !hasSourceExtension(change.path))) return;
    const addedText = addedTextOf(change);
    if (addedText === undefined) return;
    for (const hit of this.matcher.matchAddedLines(entry.path, addedText, (flag) => this.openAt(flag, at, CONTENT))) this.raise(hit, at, CONTENT, entry.path);
  }

  /** An added file's first lines, read from its blob (git/blobHeads.ts): the generator header alone. */
  readHead(at: number, lines: string[]): void {
    const entry = this.listed[at]!;
    for (const hit of inPlaceHits({ path: entry.path, status: entry.status, addedLines: lines })) this.raise(hit, at, HEADER, entry.path);
  }

  /** The changes not read, whose counts must come from git's numstat (count). */
  uncounted(): number[] {
    return this.listed.flatMap((entry, at) => (entry.counted === undefined ? [at] : []));
  }

  /** Change `at`'s counts from git's numstat: null counts where git calls it binary (by content, or by an attribute). */
  count(at: number, added: number | null, removed: number | null): void {
    const entry = this.listed[at]!;
    if (!entry.read) entry.counted = { status: entry.status, binary: added === null, added: added ?? 0, removed: removed ?? 0, addedLines: [] };
  }

  /** Change `at`'s counts from a patch read without keeping its lines: the reader's, as `read` takes them. */
  countRead(at: number, change: FileChange): void {
    const entry = this.listed[at]!;
    if (!entry.read) entry.counted = change;
  }

  /** Lists and reads a change whose added lines are in hand (an untracked file; the rule table's tests). */
  add(change: FileChange): void {
    const { path, status, oldPath, gitlink, untracked } = change;
    this.read(this.list({ path, status, oldPath, gitlink, untracked, hasAddedLines: true }), change);
  }

  /** consumer_surface from a reader beyond the rule table (manifestSurface.ts): what a manifest declares. */
  raiseSurface(path: string, why: string): void {
    this.raise({ flag: "consumer_surface", via: "path", topic: why }, AFTER_EVERY_CHANGE, PATH, path);
  }

  result(): DiffSignals {
    const flag = (name: SignalFlag) => this.evidence.has(name);
    const files = this.listed.map((entry) => entry.path);
    return {
      changed_files: files,
      changed_files_sample: files.slice(0, CHANGED_FILES_SAMPLE),
      file_count: files.length,
      touches_auth: flag("touches_auth"),
      touches_deps: flag("touches_deps"),
      touches_exec: flag("touches_exec"),
      touches_proto: flag("touches_proto"),
      touches_migrations: flag("touches_migrations"),
      consumer_surface: flag("consumer_surface"),
      docs_only: files.length > 0 && this.everyFileIsDocumentation,
      signal_evidence: Object.fromEntries(SIGNAL_FLAGS.filter(flag).map((name) => [name, this.evidence.get(name)!.text])),
      signals_summary: summaryLine(files.length, tallyOf(this.listed.flatMap((entry) => (entry.counted ? [entry.counted] : [])))),
      signals_error: "",
    };
  }

  /** Whether a hit for `flag` at change `at`, of `rank`, would still be the first: nothing earlier raised it. */
  private openAt(flag: SignalFlag, at: number, rank: Rank): boolean {
    const first = this.evidence.get(flag);
    return first === undefined || first.at > at || (first.at === at && first.rank > rank);
  }

  private raise(hit: RuleHit, at: number, rank: Rank, path: string): void {
    if (this.openAt(hit.flag, at, rank)) this.evidence.set(hit.flag, { at, rank, text: `${path} (${hit.via}: ${hit.topic})` });
  }
}

function tallyOf(changes: readonly Counted[]): Tally {
  const tally: Tally = { added: 0, removed: 0, created: 0, renamed: 0, copied: 0, deleted: 0, binary: 0, untracked: 0 };
  for (const change of changes) {
    // As git's numstat: a binary file's lines are not counted.
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
  return tally;
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
