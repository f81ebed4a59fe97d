/**
 * Reads `git diff --raw -z --patch` output as it streams (Git.streamRawPatch).
 * git writes one NUL-separated record per change — status and verbatim paths —
 * then an empty field, then the unified patch with one section per change in
 * the same order. Paths come from the records, never from the patch headers,
 * which quote some names and are ambiguous when a name has spaces; a section
 * is matched to its record by order, and the header is checked against it.
 *
 * One git process and one pass: the reason the signals cost about what a bare
 * `git diff --numstat` costs.
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

/** A line of UTF-16/32 text read as bytes, as its characters: ASCII exactly, the rest approximately. */
function withoutNuls(line: string): string {
  return line.replaceAll("\0", "").replace(/^\ufffd+/, "");
}

export class DiffReader {
  private phase: "records" | "patch" = "records";
  private carry = "";
  private pendingRecord?: { status: ChangeStatus; paths: string[]; wanted: number; gitlink: boolean };
  private readonly changes: Array<FileChange | undefined> = [];
  private nextChange = 0;
  private section?: Section;

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
      this.patchLine(this.carry, 0, this.carry.length);
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
    for (;;) {
      const newline = data.indexOf("\n", position);
      if (newline < 0) return position;
      this.patchLine(data, position, newline);
      position = newline + 1;
    }
  }

  private patchLine(data: string, start: number, end: number): void {
    const first = data.charCodeAt(start);
    const section = this.section;
    if (section?.inHunk) {
      if (first === PLUS) {
        section.change.added! += 1;
        this.sniff(section, data, start, end);
        if (section.collect && section.seen <= ADDED_LINES_KEPT_BYTES) section.change.addedLines.push(data.slice(start + 1, end));
        return;
      }
      if (first === MINUS) {
        section.change.removed! += 1;
        if (section.change.status === "deleted") this.sniff(section, data, start, end);
        return;
      }
      if (first === SPACE || first === BACKSLASH || first === AT) return;
    }
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
      if (!section.nul) {
        // The common case, text: a scan for a NUL bounded by the line and the window, never past them (indexOf would
        // scan to the end of the streamed chunk for every line: quadratic on a large diff).
        for (let i = start + 1; i < stop; i += 1) {
          if (data.charCodeAt(i) === 0) {
            section.nul = true;
            break;
          }
        }
      }
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
    this.section = { change, header, inHunk: false, collect: this.options.collectAddedLines?.(change.path) ?? true, seen: 0, nul: false, odd: 0, sniffed: 0 };
  }

  private finishSection(): void {
    if (!this.section) return;
    const { change, nul, odd, sniffed } = this.section;
    if (nul && odd * 10 > sniffed) change.binary = true;
    // Text with NULs is UTF-16 or UTF-32 read as bytes: its characters are what is left without them (and without
    // the BOM, which arrives as U+FFFD). The rules then read `exec(` where git's patch has `e\0x\0e\0c\0(`.
    else if (nul) change.addedLines = change.addedLines.map(withoutNuls);
    this.section = undefined;
    this.emit(this.nextChange - 1);
  }

  private emit(index: number): void {
    const change = this.changes[index];
    this.changes[index] = undefined; // emitted changes are not kept: the diff may be large
    if (change) this.options.onChange(change);
  }
}
