/**
 * Parsers for git's NUL-separated (`-z`) diff output. With `-z` git writes
 * paths verbatim — spaces, quotes, tabs and unicode included — so nothing
 * here has to undo C-style quoting.
 */
import { GauntletError } from "../../engine/errors.js";

export type ChangeStatus = "added" | "modified" | "deleted" | "renamed" | "copied" | "typechange" | "unmerged" | "unknown";

const STATUS_BY_LETTER: Readonly<Record<string, ChangeStatus>> = {
  A: "added",
  M: "modified",
  D: "deleted",
  R: "renamed",
  C: "copied",
  T: "typechange",
  U: "unmerged",
};

/** Maps git's status field (`M`, `R086`, …) to a status word. */
export function changeStatus(field: string): ChangeStatus {
  return STATUS_BY_LETTER[field.charAt(0)] ?? "unknown";
}

/** Renames and copies carry two paths: the old one first. */
export function hasTwoPaths(status: ChangeStatus): boolean {
  return status === "renamed" || status === "copied";
}

export interface NameStatusEntry {
  status: ChangeStatus;
  /** The path after the change (for a deletion, the deleted path). */
  path: string;
  /** The path before a rename or copy. */
  oldPath?: string;
  /** Similarity percentage of a rename or copy. */
  similarity?: number;
}

/** Parses `git diff --name-status -z`. */
export function parseNameStatusZ(output: string): NameStatusEntry[] {
  const fields = splitZ(output);
  const entries: NameStatusEntry[] = [];
  for (let i = 0; i < fields.length;) {
    const field = fields[i++]!;
    const status = changeStatus(field);
    if (hasTwoPaths(status)) {
      const oldPath = fields[i++] ?? "";
      const path = fields[i++] ?? "";
      entries.push({ status, path, oldPath, similarity: Number(field.slice(1)) || 0 });
    } else {
      entries.push({ status, path: fields[i++] ?? "" });
    }
  }
  return entries;
}

export interface NumstatEntry {
  path: string;
  oldPath?: string;
  /** Line counts; null for a binary file, which git reports as `-`. */
  added: number | null;
  removed: number | null;
  binary: boolean;
}

/**
 * Parses `git diff --numstat -z`: `added\tremoved\tpath\0`, or for a rename
 * `added\tremoved\t\0old\0new\0`.
 */
export function parseNumstatZ(output: string): NumstatEntry[] {
  const fields = splitZ(output);
  const entries: NumstatEntry[] = [];
  for (let i = 0; i < fields.length;) {
    // Split at the first two tabs only: a path may hold tabs of its own (split's limit would drop its rest).
    const field = fields[i++]!;
    const first = field.indexOf("\t");
    const second = field.indexOf("\t", first + 1);
    const [added, removed, inlinePath] = [field.slice(0, first), field.slice(first + 1, second), field.slice(second + 1)];
    const binary = added === "-" && removed === "-";
    const counts = { added: binary ? null : Number(added), removed: binary ? null : Number(removed), binary };
    if (inlinePath !== "") {
      entries.push({ path: inlinePath, ...counts });
    } else {
      const oldPath = fields[i++] ?? "";
      entries.push({ path: fields[i++] ?? "", oldPath, ...counts });
    }
  }
  return entries;
}

/** One `--raw` record header, `:100644 100644 <sha> <sha> R086`. */
export interface RawRecord {
  status: ChangeStatus;
  oldMode: string;
  newMode: string;
}

export function parseRawRecord(field: string): RawRecord {
  const [oldMode = "", newMode = "", , , statusField = ""] = field.slice(1).split(" ");
  return { status: changeStatus(statusField), oldMode, newMode };
}

/** Splits NUL-terminated fields, dropping the empty field after the last NUL. */
export function splitZ(output: string): string[] {
  if (output === "") return [];
  const fields = output.split("\0");
  if (fields[fields.length - 1] === "") fields.pop();
  return fields;
}

/** One change of `git diff --raw -z --no-abbrev`: its status, modes, objects and paths. */
export interface ListedChange extends RawRecord {
  path: string;
  oldPath?: string;
  oldObject: string;
  /** The blob after the change; all zeros when git has not hashed it (a working-tree file). */
  newObject: string;
}

/** Parses `git diff --raw -z`: per change a `:` record (modes, objects, status), then one or two paths verbatim. */
export function parseRawZ(output: string): ListedChange[] {
  const fields = splitZ(output);
  const changes: ListedChange[] = [];
  for (let i = 0; i < fields.length;) {
    const field = fields[i++]!;
    if (!field.startsWith(":"))
      throw new GauntletError("DIFF_UNREADABLE", "runtime", `unexpected git diff output: expected a change record, got ${JSON.stringify(field.slice(0, 80))}`);
    // One split of the record, one object per change: a 10,000-file listing is parsed in a few milliseconds.
    const [oldMode = "", newMode = "", oldObject = "", newObject = "", statusField = ""] = field.slice(1).split(" ");
    const status = changeStatus(statusField);
    const twoPaths = hasTwoPaths(status) && i + 1 < fields.length;
    const change: ListedChange = { status, oldMode, newMode, path: fields[twoPaths ? i + 1 : i] ?? "", oldObject, newObject };
    if (twoPaths) change.oldPath = fields[i]!;
    i += hasTwoPaths(status) ? 2 : 1;
    changes.push(change);
  }
  return changes;
}
