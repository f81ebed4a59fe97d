/**
 * The check for Cargo.lock, Pipfile.lock, go.sum and Gemfile.lock, by the
 * same rules as the npm family's: every entry the pull request adds or
 * changes must come from a registry the base uses (else the ecosystem's
 * public one), carry a well-formed checksum where its format pins one, keep
 * the base's checksum for a release the base had, and use no git, URL or
 * outside folder the base did not already have. Only the base widens what
 * is allowed; nothing in the head can.
 */
import { posix } from "node:path";
import { LineIndex } from "../lineIndex.js";
import { isInsideRepository } from "../sources.js";
import type { LockfileViolation } from "../types.js";
import { cargo } from "./cargo.js";
import { gemfile } from "./gemfile.js";
import { goSum } from "./goSum.js";
import { pipfile } from "./pipfile.js";
import type { EcoEntry, EcoSource, Ecosystem, EcosystemKind } from "./types.js";

export const ECOSYSTEMS: Readonly<Record<EcosystemKind, Ecosystem>> = { cargo, pipenv: pipfile, "go-sum": goSum, bundler: gemfile };

const normalizeRegistry = (registry: string) => registry.trim().replace(/\/+$/, "").toLowerCase();

function sourceKey(source: EcoSource): string {
  switch (source.kind) {
    case "registry":
      return `registry ${normalizeRegistry(source.registry)}`;
    case "vcs":
    case "url":
      return `${source.kind} ${source.spec}`;
    case "path":
      return `path ${source.target}`;
    case "none":
      return "none";
  }
}

const fingerprint = (entry: EcoEntry) => `${entry.package}\0${sourceKey(entry.source)}\0${entry.checksum?.value ?? ""}`;
const release = (entry: EcoEntry) => `${entry.package}\0${sourceKey(entry.source)}`;

/** Checks the head's text against the base's (undefined when the pull request adds the file). Throws LockfileSyntaxError when the head cannot be read. */
export function checkEcosystemLockfile(
  kind: EcosystemKind,
  path: string,
  lines: LineIndex,
  baseText: string | undefined,
): Omit<LockfileViolation, "path" | "text">[] {
  const eco = ECOSYSTEMS[kind];
  const head = eco.read(lines);
  const base = readBase(eco, baseText);
  const unchanged = new Set(base.map(fingerprint));
  const baseChecksums = new Map(base.filter((e) => e.checksum).map((e) => [release(e), e.checksum!.value]));
  const known = new Set(base.filter((e) => e.source.kind !== "registry").map((e) => sourceKey(e.source)));
  const registries = new Set(base.flatMap((e) => (e.source.kind === "registry" ? e.source.registry.split(/\s+/).filter(Boolean).map(normalizeRegistry) : [])));
  if (registries.size === 0) for (const r of eco.defaultRegistries) registries.add(normalizeRegistry(r));
  const dir = posix.dirname(path);
  const violations: Omit<LockfileViolation, "path" | "text">[] = [];
  for (const entry of head) {
    if (unchanged.has(fingerprint(entry))) continue;
    const name = displayName(entry.package);
    const problem = judgeSource(entry, eco, registries, known, dir, name) ?? judgeChecksum(entry, eco, baseChecksums, name);
    if (problem) violations.push({ ...problem, package: entry.package });
  }
  return violations.sort((a, b) => a.line - b.line);
}

type Problem = Pick<LockfileViolation, "line" | "rule" | "message">;

function judgeSource(
  entry: EcoEntry,
  eco: Ecosystem,
  registries: ReadonlySet<string>,
  known: ReadonlySet<string>,
  dir: string,
  name: string,
): Problem | undefined {
  const { source } = entry;
  const at = (rule: Problem["rule"], message: string): Problem => ({ line: entry.sourceLine, rule, message });
  switch (source.kind) {
    case "none":
      return undefined;
    case "registry": {
      const foreign = source.registry.split(/\s+/).filter((r) => r !== "" && !registries.has(normalizeRegistry(r)));
      if (foreign.length === 0) return undefined;
      return at(
        "registry",
        `${name} comes from the package index ${bounded(foreign[0]!)}, which the base ${eco.file} does not use; install it from the base's index, or add the index in a separate reviewed change.`,
      );
    }
    case "vcs":
      if (known.has(sourceKey(source))) return undefined;
      return at(
        "source",
        `${name} is installed from a git repository the base ${eco.file} does not use (${bounded(source.spec)}), so its code is not a reviewed registry release; depend on a published version, or add this source in a separate reviewed change.`,
      );
    case "url":
      if (known.has(sourceKey(source))) return undefined;
      return at(
        "source",
        `${name} is downloaded from a URL the base ${eco.file} does not use (${bounded(source.spec)}), not from a package index; depend on a published version instead.`,
      );
    case "path": {
      // `~/…` is a home folder to Bundler and pip, `C:/…` a drive: outside, as an absolute path is.
      if (isInsideRepository(dir, source.target) || known.has(sourceKey(source))) return undefined;
      return at(
        "source",
        `${name} is installed from a folder outside the repository, which this review cannot see; keep local packages inside the repository.`,
      );
    }
  }
}

function judgeChecksum(entry: EcoEntry, eco: Ecosystem, baseChecksums: ReadonlyMap<string, string>, name: string): Problem | undefined {
  const { checksum } = entry;
  if (!checksum) {
    if (!entry.checksumRequired) return undefined;
    return {
      line: entry.line,
      rule: "integrity",
      message: `${name} has no checksum, so nothing pins the code that gets installed; regenerate ${eco.file} with ${eco.regenerate}.`,
    };
  }
  if (!checksum.value.split(" ").every((value) => eco.checksum.test(value))) {
    return {
      line: checksum.line,
      rule: "integrity",
      message: `${name} has a checksum that is not a well-formed hash, so nothing pins the code that gets installed; regenerate ${eco.file} with ${eco.regenerate}.`,
    };
  }
  // A release may gain hashes (a new wheel for a new platform), never lose or swap one the base had.
  const before = baseChecksums.get(release(entry));
  const now = new Set(checksum.value.split(" "));
  if (before !== undefined && before.split(" ").some((hash) => !now.has(hash))) {
    return {
      line: checksum.line,
      rule: "integrity",
      message: `${name} has another checksum than the base's for the same release, and a release's contents never change; restore the base's checksum, and find out where the new one came from.`,
    };
  }
  return undefined;
}

/** The base's entries; a base that cannot be read allows nothing beyond the defaults (fail closed). */
function readBase(eco: Ecosystem, baseText: string | undefined): EcoEntry[] {
  if (baseText === undefined) return [];
  try {
    return eco.read(new LineIndex(baseText));
  } catch {
    return [];
  }
}

/** The pull request's text in a message: one line, bounded. */
function bounded(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, "?");
  return clean.length > 120 ? `${clean.slice(0, 120)}…` : clean;
}

const displayName = (name: string) => bounded(name) || "This entry";
