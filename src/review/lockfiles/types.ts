/**
 * The lockfile check's shapes. A lockfile is not reviewed line by line, so
 * each format is read into the same list of entries, and every entry that is
 * new or changed against the base is judged by fixed rules (check.ts).
 */
import type { EcosystemKind } from "./ecosystems/types.js";

/** The npm family, read into LockEntry lists (the others: ecosystems/). */
export type NpmLockfileKind = "npm" | "yarn-classic" | "yarn-berry" | "pnpm";
export type LockfileKind = NpmLockfileKind | EcosystemKind;

export type LockfileRule = "unparseable" | "registry" | "integrity" | "source";

export interface LockfileViolation {
  /** Repository-relative lockfile path. */
  path: string;
  /** 1-based line in the head text that is the evidence. */
  line: number;
  /** That line of the head text, verbatim: `headText.split("\n")[line - 1]`. */
  text: string;
  rule: LockfileRule;
  /** e.g. "lodash@4.17.21", or the entry's key; "" for unparseable. */
  package: string;
  /** One sentence: what is wrong and what to do. */
  message: string;
}

/** Where an entry's code comes from, as its lockfile spells it. */
export type EntryOrigin =
  /** Fetched by name and version from the project's configured registry: the lockfile names no URL. */
  | { kind: "registry" }
  /** A source string the lockfile spells out: a tarball URL, a git remote, `file:…`. */
  | { kind: "resolved"; spec: string; line: number; git?: boolean }
  /** A folder of the repository (a link, workspace or portal): nothing is downloaded. */
  | { kind: "local"; target: string; relativeTo: string; line: number };

export type IntegrityFormat = "sri" | "berry-checksum";

/**
 * The package an entry says it installs. A registry entry is sound only when
 * every name it gives agrees and its tarball is that package's release, so
 * no entry can keep a familiar key while fetching another package's code.
 */
export interface PackageClaim {
  /** Every name the entry gives for what it fetches: its key or descriptors (through aliases), and name fields. */
  names: readonly string[];
  /** Every exact version it states (a version field, an exact key or resolution). */
  versions: readonly string[];
  /** The line that states what it fetches (a resolution, a name field, else the key). */
  line: number;
}

export interface LockEntry {
  /** Identity within the lockfile: npm's install path, yarn's descriptors, pnpm's package id. */
  key: string;
  /** What a reviewer reads, e.g. "lodash@4.17.21". */
  package: string;
  /** The entry's first line (its key). */
  line: number;
  origin: EntryOrigin;
  /** `scope` is what the hash is relative to (berry's cache key): hashes are compared only within one scope. */
  integrity?: { value: string; line: number; format: IntegrityFormat; scope?: string };
  claim?: PackageClaim;
  /**
   * What names the fetched artifact, when `package` and the source do not
   * (berry's locator: a patch of lodash is not lodash); the same artifact
   * cannot change its hash.
   */
  artifact?: string;
}

/**
 * Text the check cannot read as the lockfile it claims to be. Internal: the
 * check turns it into an `unparseable` violation and never lets it escape.
 * The reason never quotes the file, which is the pull request's text.
 */
export class LockfileSyntaxError extends Error {
  readonly isLockfileSyntaxError = true;
  constructor(
    reason: string,
    readonly line?: number,
  ) {
    super(line === undefined ? reason : `line ${line}: ${reason}`);
    this.name = "LockfileSyntaxError";
  }
}
