/** The shapes the diff signals are computed from and written as. */
import type { ChangeStatus } from "../git/gitOutput.js";

/** The flags a rule can raise. `docs_only` is derived, not matched. */
export const SIGNAL_FLAGS = ["touches_auth", "touches_deps", "touches_exec", "touches_proto", "touches_migrations", "consumer_surface"] as const;

export type SignalFlag = (typeof SIGNAL_FLAGS)[number];

/** One changed file, as the signals see it. */
export interface FileChange {
  /** Repository-relative path after the change (for a deletion, the deleted path). */
  path: string;
  status: ChangeStatus;
  /** The path before a rename or copy. */
  oldPath?: string;
  binary: boolean;
  /** The added lines' text, without the leading `+`. Empty when not collected, or when `addedText` holds them. */
  addedLines: string[];
  /**
   * The same lines joined by "\n", as the diff reader cuts them from the patch
   * in one piece (no string per line); absent when none were kept. When present,
   * it is what the rules read, and `addedLines` is empty.
   */
  addedText?: string;
  /** Line counts for the summary; default to `addedLines.length` and 0. */
  added?: number;
  removed?: number;
  /** A `worktree` file git does not track yet. */
  untracked?: boolean;
  /** How an untracked file's bytes were decoded when they were not plain UTF-8 (decode.ts's note), or why they could not be. */
  encodingNote?: string;
  /** An untracked file meant as text that no reader makes legible (an .svgz that does not gunzip): listed as not reviewed. */
  unreadable?: boolean;
  /** A submodule's commit (a gitlink, mode 160000) on either side of the change. */
  gitlink?: boolean;
}

/** The keys the `signals` node writes into the gauntlet's state. */
export interface DiffSignals {
  /** Every changed path, in git's order, then untracked files. */
  changed_files: string[];
  /** The first CHANGED_FILES_SAMPLE paths: what a prompt shows. */
  changed_files_sample: string[];
  file_count: number;
  touches_auth: boolean;
  touches_deps: boolean;
  touches_exec: boolean;
  touches_proto: boolean;
  touches_migrations: boolean;
  consumer_surface: boolean;
  /** Every changed file is documentation, and there is at least one. */
  docs_only: boolean;
  /** For each raised flag, the first file and rule that raised it, e.g. `src/auth/login.ts (path: auth, sessions, credentials)`. */
  signal_evidence: Partial<Record<SignalFlag, string>>;
  /** One human line, e.g. "12 files, +340/−25 lines; renames 2, deletions 1, binary 1". */
  signals_summary: string;
  /** "" when the signals were computed; otherwise why not (and every flag is raised). */
  signals_error: string;
}

export const CHANGED_FILES_SAMPLE = 200;
