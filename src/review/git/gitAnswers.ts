/**
 * The answers a Git client keeps for the rest of the process, so that a run
 * asks git each question once: every git child costs a fork of the whole
 * Node process (about 16 ms of CPU before git itself runs).
 *
 * What qualifies, and why it is safe:
 * - Only questions whose revisions are all full object names (40 or 64 hex
 *   digits), and the repository's own location. A full name means the same
 *   object forever; a ref, HEAD, the index or the working tree can move, so a
 *   question about them is always asked anew.
 * - Only successes are kept. A commit missing now may arrive with a fetch; a
 *   failure is asked again next time.
 * - Reachability (a merge base, an `A...B` diff) depends on how much history
 *   is there: a fetch that deepens a shallow clone can change it. Such
 *   answers last only until a fetch. Any other command this file does not
 *   know as read-only forgets every answer.
 * - Identical questions asked at the same time share one process. It is
 *   stopped only when every caller waiting on it has aborted; a caller that
 *   aborts gets its own reason at once.
 */

import type { DiffSpec } from "./diffSpec.js";

/** A full object name: SHA-1 or SHA-256 hex, as git prints it. */
const FULL_OBJECT_NAME = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

export function isFullObjectName(revision: string): boolean {
  return FULL_OBJECT_NAME.test(revision);
}

export type AnswerLifetime =
  /** Object facts and repository facts: nothing the review runs removes an object or moves the repository. */
  | "process"
  /** Reachability: until the next fetch, which may deepen a shallow clone. */
  | "untilFetch";

/** How long a diff's answer holds: only between two full object names, and `A...B` reads a merge base. */
export function diffLifetime(spec: DiffSpec): AnswerLifetime | undefined {
  if (spec.kind !== "range" || !isFullObjectName(spec.base) || !isFullObjectName(spec.head)) return undefined;
  return spec.mergeBase ? "untilFetch" : "process";
}

/** Subcommands that add or remove no objects and leave history and the shallow boundary alone (checkout and worktree move only HEAD and files). */
const KEEPS_ANSWERS = new Set(["cat-file", "rev-parse", "merge-base", "diff", "grep", "status", "ls-files", "show", "log", "checkout", "worktree"]);

/** Answers longer than this (characters) are not kept: a huge patch is read again rather than held for the whole run. */
export const MAX_KEPT_ANSWER_CHARS = 32 * 1024 * 1024;

interface Entry {
  answer: Promise<unknown>;
  lifetime: AnswerLifetime;
  /** The shared process's own signal: aborted once no caller is left waiting. */
  controller: AbortController;
  /** Callers still waiting while the question is in flight; one without a signal never leaves. */
  waiting: number;
  settled: boolean;
}

export interface AskOptions<T> {
  signal?: AbortSignal | undefined;
  /** Whether a successful answer may be kept (e.g. only a "yes"); default: every success. */
  keep?: (answer: T) => boolean;
}

export class GitAnswers {
  private readonly entries = new Map<string, Entry>();

  /** The answer to `key`: from an earlier or concurrent call, or from `start`, which runs the process under the given signal. */
  ask<T>(key: string, lifetime: AnswerLifetime, start: (signal: AbortSignal) => Promise<T>, options: AskOptions<T> = {}): Promise<T> {
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(signal.reason);
    let entry = this.entries.get(key);
    if (!entry) {
      const controller = new AbortController();
      const created: Entry = { answer: start(controller.signal), lifetime, controller, waiting: 0, settled: false };
      const drop = () => {
        if (this.entries.get(key) === created) this.entries.delete(key);
      };
      created.answer.then((answer) => {
        created.settled = true;
        if ((options.keep && !options.keep(answer as T)) || tooLong(answer)) drop();
      }, drop);
      this.entries.set(key, created);
      entry = created;
    }
    return this.wait(entry, signal) as Promise<T>;
  }

  /** Keeps an answer learnt another way (from a process that answered several questions at once). */
  record(key: string, lifetime: AnswerLifetime, answer: unknown): void {
    this.entries.set(key, { answer: Promise.resolve(answer), lifetime, controller: new AbortController(), waiting: 0, settled: true });
  }

  /** Whether `key` has a kept successful answer. */
  knows(key: string): boolean {
    return this.entries.get(key)?.settled === true;
  }

  /** Call before and after running `git <subcommand>` outside this memo: drops what the command may change. */
  ran(subcommand: string): void {
    if (KEEPS_ANSWERS.has(subcommand)) return;
    for (const [key, entry] of this.entries) {
      if (subcommand !== "fetch" || entry.lifetime === "untilFetch") this.entries.delete(key);
    }
  }

  private wait(entry: Entry, signal: AbortSignal | undefined): Promise<unknown> {
    if (entry.settled || !signal) {
      if (!entry.settled) entry.waiting++;
      return entry.answer;
    }
    entry.waiting++;
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        reject(signal.reason);
        if (--entry.waiting === 0 && !entry.settled) entry.controller.abort(signal.reason);
      };
      signal.addEventListener("abort", onAbort, { once: true });
      entry.answer.then(
        (answer) => {
          signal.removeEventListener("abort", onAbort);
          resolve(answer);
        },
        (error: unknown) => {
          signal.removeEventListener("abort", onAbort);
          reject(error);
        },
      );
    });
  }
}

function tooLong(answer: unknown): boolean {
  return typeof answer === "string" && answer.length > MAX_KEPT_ANSWER_CHARS;
}
