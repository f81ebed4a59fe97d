/** Which lockfile a path is, and its entries. */
import { posix } from "node:path";
import type { LineIndex } from "./lineIndex.js";
import { readNpmLockfile } from "./npm.js";
import { readPnpmLockfile } from "./pnpm.js";
import { LockfileSyntaxError, type LockEntry, type LockfileKind, type NpmLockfileKind } from "./types.js";
import { readYarnBerryLockfile } from "./yarnBerry.js";
import { readYarnClassicLockfile } from "./yarnClassic.js";

/** Berry's lockfile opens with a `__metadata:` map; v1's never has that key. */
const BERRY_METADATA = /^__metadata:/m;

/**
 * The lockfile kind by file name, at any depth: package-lock.json and
 * npm-shrinkwrap.json, yarn.lock (berry when `text` has `__metadata:`,
 * classic otherwise or without text), pnpm-lock.yaml; Cargo.lock,
 * Pipfile.lock, go.sum, Gemfile.lock (and its gems.locked). undefined for any
 * other file, which is reviewed as text.
 */
export function lockfileKindOf(path: string, text?: string): LockfileKind | undefined {
  switch (posix.basename(path)) {
    case "package-lock.json":
    case "npm-shrinkwrap.json":
      return "npm";
    case "yarn.lock":
      return text !== undefined && BERRY_METADATA.test(text) ? "yarn-berry" : "yarn-classic";
    case "pnpm-lock.yaml":
      return "pnpm";
    case "Cargo.lock":
      return "cargo";
    case "Pipfile.lock":
      return "pipenv";
    case "go.sum":
      return "go-sum";
    case "Gemfile.lock":
    case "gems.locked":
      return "bundler";
    default:
      return undefined;
  }
}

/** Every entry the lockfile lists. Throws LockfileSyntaxError on text it cannot read. */
export function readLockfile(kind: NpmLockfileKind | undefined, path: string, lines: LineIndex): LockEntry[] {
  const dir = posix.dirname(path);
  switch (kind) {
    case "npm":
      return readNpmLockfile(lines, dir);
    case "yarn-classic":
      return readYarnClassicLockfile(lines, dir);
    case "yarn-berry":
      return readYarnBerryLockfile(lines, dir);
    case "pnpm":
      return readPnpmLockfile(lines, dir);
    case undefined:
      throw new LockfileSyntaxError("not a lockfile this check knows");
  }
}
