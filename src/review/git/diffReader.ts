/**
 * Reads `git diff --raw -z --patch` output as it streams (Git.streamRawPatch).
 * git writes one NUL-separated record per change — status and verbatim paths —
 * then an empty field, then the unified patch with one section per change in
 * the same order. Paths come from the records, never from the patch headers,
 * which quote some names and are ambiguous when a name has spaces; a section
 * is matched to its record by order, and the header is checked against it.
 *
 * One git process and one pass: the reason the signals cost about what a bare
 * `git diff --numstat` costs. The patch is scanned in place, by index: an added
 * line is never a string of its own. A file's added lines reach the rules as
 * one text, cut from the patch a run of consecutive `+` lines at a time.
 */
import { GauntletError } from "../../engine/errors.js";
import { hasTwoPaths, parseRawRecord, type ChangeStatus } from "./gitOutput.js";
import type { FileChange } from "../signals/types.js";

/** git's output did not have the expected shape. Runtime: the caller degrades. */
export class DiffReadError extends GauntletError {
  constructor(message: string) {
    super("DIFF_UNREADABLE", "runtime", `unexpected git diff output: ${message}`);
  }
}

export interface DiffReaderOptions {
  /** Called once per change, in git's order, when its patch section is complete. */
  onChange(change: FileChange): void;
  /** Whether to keep this file's added lines; counts are kept either way. Default: keep. */
  collectAddedLines?(path: string): boolean;
}

interface Section {
  change: FileChange;
  header: string;
  inHunk: boolean;
  collect: boolean;
  /** Content bytes seen so far, for the binary sniff and the collection cap. */
  seen: number;
  /** In the head of the content: a NUL byte, then, from its line on, the characters text never has. */
  nul: boolean;
  odd: number;
  sniffed: number;
  /** The run of kept `+` lines open in the current chunk: from its first line's `+` to its last line's end; -1 when none. */
  runStart: number;
  runEnd: number;
  /** The kept added text so far, one piece per run, each without its `+` markers. */
  pieces: string[];
  kept: number;
}

/** git's binary test reads this much of a file: a NUL byte in it makes the file binary. */
const BINARY_SNIFF = 8000;
/** Added lines kept per file: enough for every content rule, bounded for a huge (or binary) file. */
export const ADDED_LINES_KEPT_BYTES = 1024 * 1024;

const PLUS = 0x2b;
const MINUS = 0x2d;
const SPACE = 0x20;
const BACKSLASH = 0x5c;
const AT = 0x40;
const LOWER_D = 0x64;
const DOUBLE_QUOTE = 0x22;
const DELETE = 0x7f;
/** Whether git C-quotes this path in a patch header even with core.quotepath=false. */
function quotedByGit(path: string): boolean {
  for (let i = 0; i < path.length; i += 1) {
    const code = path.charCodeAt(i);
    if (code < SPACE || code === DELETE || code === DOUBLE_QUOTE || code === BACKSLASH) return true;
  }
  return false;
}

/** Lines of UTF-16/32 text read as bytes, as their characters: ASCII exactly, the rest approximately (each line's BOM goes). */
function withoutNuls(text: string): string {
  return text.replaceAll("\0", "").replace(/(^|\n)\ufffd+/g, "$1");
}

/** A run of `+` lines, from its first line's `+` to its last line's end, as their text: each "\n+" is a line break and a marker. */
function runText(data: string, start: number, end: number): string {
  return data.slice(start + 1, end).replaceAll("\n+", "\n");
}

export class DiffReader {
  private phase: "records" | "patch" = "records";
  private carry = "";
  private pendingRecord?: { status: ChangeStatus; paths: string[]; wanted: number; gitlink: boolean };
  private readonly changes: Array<FileChange | undefined> = [];
  private nextChange = 0;
  private section?: Section;
  /** In the chunk being read: the first NUL at or after the current line, or -1 when there is none. */
  private nulAt = -1;

  constructor(private readonly options: DiffReaderOptions) {}

  write(text: string): void {
    const data = this.carry + text;
    let position = 0;
    if (this.phase === "records") position = this.readRecords(data, position);
    if (this.phase === "patch") position = this.readPatchLines(data, position);
    this.carry = data.slice(position);
  }

  end(): void {
    if (this.carry !== "") {
      if (this.phase === "records") throw new DiffReadError("the change records end mid-record");
      // The last line, without its newline: read as a chunk of its own.
      this.readPatchLines(`${this.carry}\n`, 0);
      this.carry = "";
    }
    if (this.pendingRecord) throw new DiffReadError("a change record lacks its path");
    this.finishSection();
    // Records without a patch section still are changes.
    while (this.nextChange < this.changes.length) this.emit(this.nextChange++);
  }

  private readRecords(data: string, start: number): number {
    let position = start;
    for (;;) {
      const nul = data.indexOf("\0", position);
      if (nul < 0) return position;
      const field = data.slice(position, nul);
      position = nul + 1;
      if (this.pendingRecord) {
        this.pendingRecord.paths.push(field);
        if (this.pendingRecord.paths.length === this.pendingRecord.wanted) this.recordChange(this.pendingRecord);
      } else if (field === "") {
        this.phase = "patch";
        return position;
      } else if (field.startsWith(":")) {
        const { status, oldMode, newMode } = parseRawRecord(field);
        // A submodule's commit (mode 160000) on either side: signals/submodules.ts.
        this.pendingRecord = { status, paths: [], wanted: hasTwoPaths(status) ? 2 : 1, gitlink: oldMode === "160000" || newMode === "160000" };
      } else {
        throw new DiffReadError(`expected a change record, got ${JSON.stringify(field.slice(0, 80))}`);
      }
    }
  }

  private recordChange(record: { status: ChangeStatus; paths: string[]; gitlink: boolean }): void {
    const path = record.paths[record.paths.length - 1]!;
    const change: FileChange = { path, status: record.status, binary: false, addedLines: [], added: 0, removed: 0 };
    if (record.gitlink) change.gitlink = true;
    if (record.paths.length === 2) change.oldPath = record.paths[0]!;
    this.changes.push(change);
    this.pendingRecord = undefined;
  }

  private readPatchLines(data: string, start: number): number {
    let position = start;
    // The first NUL at or after the current line, found once per chunk and again only past it: one native scan, so
    // the binary sniff costs nothing per line of text (a per-line indexOf would scan to the chunk's end: quadratic).
    this.nulAt = data.indexOf("\0", position);
    for (;;) {
      const newline = data.indexOf("\n", position);
      if (newline < 0) break;
      if (this.nulAt >= 0 && this.nulAt < position) this.nulAt = data.indexOf("\0", position);
      this.patchLine(data, position, newline);
      position = newline + 1;
    }
    // The chunk's text is dropped after this write: what a run has kept so far is cut from it now.
    if (this.section) this.closeRun(this.section, data);
    return position;
  }

  private patchLine(data: string, start: number, end: number): void {
    const first = data.charCodeAt(start);
    const section = this.section;
    if (section?.inHunk) {
      if (first === PLUS) {
        section.change.added! += 1;
        this.sniff(section, data, start, end);
        if (section.collect && section.seen <= ADDED_LINES_KEPT_BYTES) {
          if (section.runStart < 0) section.runStart = start;
          section.runEnd = end;
          section.kept += 1;
        } else this.closeRun(section, data);
        return;
      }
      this.closeRun(section, data);
      if (first === MINUS) {
        section.change.removed! += 1;
        if (section.change.status === "deleted") this.sniff(section, data, start, end);
        return;
      }
      if (first === SPACE || first === BACKSLASH || first === AT) return;
    }
    if (section) this.closeRun(section, data);
    if (first === LOWER_D && data.startsWith("diff --git ", start)) return this.startSection(data.slice(start, end));
    if (!section) throw new DiffReadError(`patch text before the first section: ${JSON.stringify(data.slice(start, Math.min(end, start + 80)))}`);
    if (first === AT && data.startsWith("@@ ", start)) section.inHunk = true;
    else if (data.startsWith("Binary files ", start) || data.startsWith("GIT binary patch", start)) section.change.binary = true;
  }

  /**
   * The patch is read with `--text`, so binary is decided here, by content,
   * never by attributes: a NUL byte in the first 8000 bytes, as git's own
   * test, and (so that one NUL in a comment hides nothing) more than a tenth
   * of them not text (fileContent.ts's looksBinary, the same rule).
   */
  private sniff(section: Section, data: string, start: number, end: number): void {
    const windowLeft = BINARY_SNIFF - section.seen;
    if (windowLeft > 0) {
      const stop = Math.min(end, start + 1 + windowLeft);
      // The common case, text: the chunk's next NUL (readPatchLines) lies past this line's part of the window.
      if (!section.nul && this.nulAt >= 0 && this.nulAt < stop) section.nul = true;
      // Text never has a NUL; from the first one on, count what else is not text.
      if (section.nul) {
        for (let i = start + 1; i < stop; i += 1) {
          const code = data.charCodeAt(i);
          if (code === 0xfffd || code === 0x7f || (code < 0x20 && code !== 0x00 && code !== 0x09 && code !== 0x0d && code !== 0x0c)) section.odd += 1;
        }
        section.sniffed += stop - start;
      }
    }
    section.seen += end - start;
  }

  private startSection(header: string): void {
    // A type change (file ↔ symlink) is one record but two sections with the same header.
    if (this.section?.header === header) {
      this.section.inHunk = false;
      return;
    }
    this.finishSection();
    const index = this.nextChange++;
    const change = this.changes[index];
    if (!change) throw new DiffReadError(`patch section without a change record: ${JSON.stringify(header.slice(0, 200))}`);
    const oldPath = change.oldPath ?? change.path;
    if (!quotedByGit(oldPath) && !quotedByGit(change.path) && header !== `diff --git a/${oldPath} b/${change.path}`) {
      throw new DiffReadError(`patch section ${JSON.stringify(header.slice(0, 200))} does not match the change record for ${JSON.stringify(change.path)}`);
    }
    const collect = this.options.collectAddedLines?.(change.path) ?? true;
    this.section = { change, header, inHunk: false, collect, seen: 0, nul: false, odd: 0, sniffed: 0, runStart: -1, runEnd: -1, pieces: [], kept: 0 };
  }

  /** Ends the open run of kept `+` lines, if any, keeping its text. */
  private closeRun(section: Section, data: string): void {
    if (section.runStart < 0) return;
    section.pieces.push(runText(data, section.runStart, section.runEnd));
    section.runStart = -1;
  }

  private finishSection(): void {
    if (!this.section) return;
    const { change, nul, odd, sniffed, pieces, kept } = this.section;
    const binary = nul && odd * 10 > sniffed;
    if (binary) change.binary = true;
    if (kept > 0) {
      const text = pieces.length === 1 ? pieces[0]! : pieces.join("\n");
      // Text with NULs is UTF-16 or UTF-32 read as bytes: its characters are what is left without them (and without
      // the BOM, which arrives as U+FFFD). The rules then read `exec(` where git's patch has `e\0x\0e\0c\0(`.
      change.addedText = nul && !binary ? withoutNuls(text) : text;
    }
    this.section = undefined;
    this.emit(this.nextChange - 1);
  }

  private emit(index: number): void {
    const change = this.changes[index];
    this.changes[index] = undefined; // emitted changes are not kept: the diff may be large
    if (change) this.options.onChange(change);
  }
}
