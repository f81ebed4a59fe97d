/**
 * The lockfile check: every entry the pull request adds or changes must come
 * from a registry the base uses, be the package it names (claims.ts), carry
 * an integrity hash that the same artifact never had otherwise
 * (artifacts.ts), and use no git, tarball or local source outside the
 * repository that the base did not already have. Entries the base has
 * unchanged (same key, source and hash) are the base's history and are not
 * re-judged. Pure and deterministic; it never throws: text it cannot read,
 * or that has not the shape its package manager writes, is one
 * `unparseable` violation.
 */
import { posix } from "node:path";
import { ArtifactHashes } from "./artifacts.js";
import { judgeClaim } from "./claims.js";
import { LineIndex } from "./lineIndex.js";
import { lockfileKindOf, readLockfile } from "./read.js";
import { entryFingerprint, judgeOrigin, sourcePolicy } from "./sources.js";
import type { LockEntry, LockfileKind, LockfileViolation } from "./types.js";
import { checkEcosystemLockfile, ECOSYSTEMS } from "./ecosystems/check.js";
import type { EcosystemKind } from "./ecosystems/types.js";

const isEcosystem = (kind: LockfileKind | undefined): kind is EcosystemKind => kind !== undefined && kind in ECOSYSTEMS;

const SRI_HASH = /^sha(?:1|256|384|512)-[A-Za-z0-9+/]+={0,2}(?:\?[\x21-\x7e]*)?$/;
/** yarn berry: a hex digest, after a cache-key prefix since yarn 4 (`10c0/…`). */
const BERRY_CHECKSUM = /^(?:[0-9a-z]+\/)?[0-9a-f]{32,}$/;

/** Checks a changed lockfile against the same path at the base (`baseText` undefined when the pull request adds it). */
export function checkLockfile(path: string, headText: string, baseText: string | undefined): LockfileViolation[] {
  const lines = new LineIndex(headText);
  const kind = lockfileKindOf(path, headText);
  try {
    if (isEcosystem(kind)) {
      return checkEcosystemLockfile(kind, path, lines, baseText).map((v) => ({ ...v, path, text: lines.lineText(v.line) }));
    }
    const head = readLockfile(kind, path, lines);
    const base = baseText === undefined ? [] : readBase(path, baseText);
    const unchanged = new Set(base.map(entryFingerprint));
    const policy = sourcePolicy(base, posix.dirname(path));
    const hashes = new ArtifactHashes(base);
    const violations: LockfileViolation[] = [];
    for (const entry of head) {
      if (unchanged.has(entryFingerprint(entry))) {
        hashes.record(entry);
        continue;
      }
      const violation = judgeEntry(entry, policy, hashes);
      if (violation)
        violations.push({
          path,
          line: violation.line,
          text: lines.lineText(violation.line),
          rule: violation.rule,
          package: entry.package,
          message: violation.message,
        });
    }
    return violations.sort((a, b) => a.line - b.line);
  } catch (error) {
    return [unparseable(path, kind, lines, error)];
  }
}

type EntryViolation = Pick<LockfileViolation, "line" | "rule" | "message">;

/**
 * At most one violation an entry, the first of: a source the base does not
 * allow, a package other than the one it names, a missing or malformed hash,
 * a hash its artifact never had.
 */
function judgeEntry(entry: LockEntry, policy: ReturnType<typeof sourcePolicy>, hashes: ArtifactHashes): EntryViolation | undefined {
  const name = displayName(entry.package);
  const judgement = judgeOrigin(entry.origin, policy, name);
  if (!judgement.ok) return { line: entry.origin.kind === "registry" ? entry.line : entry.origin.line, rule: judgement.rule, message: `${judgement.message}.` };
  const claimProblem = judgeClaim(entry, policy, name);
  if (claimProblem) return { line: claimProblem.line, rule: "source", message: `${claimProblem.message}.` };
  const { integrity } = entry;
  if (judgement.needsIntegrity) {
    if (!integrity)
      return {
        line: entry.line,
        rule: "integrity",
        message: `${name} has no integrity hash, so nothing pins the code that gets installed; regenerate the lockfile with the package manager so the entry records one.`,
      };
    if (!isWellFormed(integrity.value, integrity.format))
      return {
        line: integrity.line,
        rule: "integrity",
        message: `${name} has an integrity value that is not a hash, so nothing pins the code that gets installed; regenerate the lockfile with the package manager.`,
      };
  }
  const hashChange = hashes.judge(entry, name);
  if (hashChange) return { line: hashChange.line, rule: "integrity", message: `${hashChange.message}.` };
  return undefined;
}

function isWellFormed(value: string, format: "sri" | "berry-checksum"): boolean {
  if (format === "berry-checksum") return BERRY_CHECKSUM.test(value);
  const hashes = value.trim().split(/\s+/);
  return hashes.length > 0 && hashes.every((hash) => SRI_HASH.test(hash));
}

/** The base's entries; a base that cannot be read allows nothing beyond the defaults (fail closed). */
function readBase(path: string, baseText: string): LockEntry[] {
  try {
    const kind = lockfileKindOf(path, baseText);
    return isEcosystem(kind) ? [] : readLockfile(kind, path, new LineIndex(baseText));
  } catch {
    return [];
  }
}

function unparseable(path: string, kind: LockfileKind | undefined, lines: LineIndex, error: unknown): LockfileViolation {
  const reason = isSyntaxError(error) ? error.message : "the reader failed on it";
  const what = kind === undefined ? "file" : isEcosystem(kind) ? ECOSYSTEMS[kind].file : `${kind} lockfile`;
  return {
    path,
    line: 1,
    text: lines.lineText(1),
    rule: "unparseable",
    package: "",
    message: `This ${what} cannot be read (${reason}), so its packages cannot be checked; regenerate it with the package manager.`,
  };
}

function isSyntaxError(error: unknown): error is Error {
  return error instanceof Error && (error as { isLockfileSyntaxError?: boolean }).isLockfileSyntaxError === true;
}

/** The entry's name for a message: one line, bounded (it is the pull request's text). */
function displayName(packageName: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
  const clean = packageName.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, "?");
  if (clean === "") return "This entry";
  return clean.length > 100 ? `${clean.slice(0, 100)}…` : clean;
}
