/**
 * Lockfiles outside the npm family (Cargo.lock, Pipfile.lock, go.sum,
 * Gemfile.lock), read into one list of entries that one check judges
 * (check.ts): where each package comes from, and the checksum that pins it.
 */
import type { LineIndex } from "../lineIndex.js";

export type EcosystemKind = "cargo" | "pipenv" | "go-sum" | "bundler";

export type EcoSource =
  /** Fetched by name and version from a package index; `registry` is the index as the lockfile spells it. */
  | { kind: "registry"; registry: string }
  /** A git repository (`spec` is its URL and revision). */
  | { kind: "vcs"; spec: string }
  /** A direct download URL. */
  | { kind: "url"; spec: string }
  /** A folder, relative to the lockfile's own. */
  | { kind: "path"; target: string }
  /** No source at all: the lockfile records none (go.sum, Cargo's workspace members). */
  | { kind: "none" };

export interface EcoEntry {
  /** What a reviewer reads, e.g. "serde@1.0.188". */
  package: string;
  /** The entry's first line (1-based, in the text read). */
  line: number;
  source: EcoSource;
  /** The line that states the source (the entry's line when it has none). */
  sourceLine: number;
  checksum?: { value: string; line: number };
  /** Whether the format pins this entry with a checksum, so a missing one is a violation. */
  checksumRequired: boolean;
}

export interface Ecosystem {
  /** The file as a message names it, e.g. "Cargo.lock". */
  file: string;
  /** The command that regenerates it, for a message's fix. */
  regenerate: string;
  /** The registries a lockfile may use when the base has none of its own. */
  defaultRegistries: readonly string[];
  /** A well-formed checksum value. */
  checksum: RegExp;
  /** Every entry; throws LockfileSyntaxError on text it cannot read. */
  read(lines: LineIndex): EcoEntry[];
}
