/**
 * Which changed files the code review leaves out, and why: only the base
 * branch and fixed rules the pull request cannot influence decide that.
 *
 * - the base configuration's `paths.ignore`, `paths.generated`,
 *   `paths.vendored` and `denylist` (read at the base SHA);
 * - the default secret-file types (secretFiles.ts), never a source file;
 * - built-in conventions (`dist/`, `vendor/`, `*.min.js` …) and strict
 *   generator headers (generatedMarkers.ts) never skip a file silently: a file
 *   that sat at such a path, or with such a header, at the base and that the
 *   pull request edits in place, and a file the pull request adds with a
 *   generator's header, go to the security lane only (security/inPlaceEdits.ts
 *   shows it their added lines); at security posture `hardened` code review
 *   reads them too. A file the pull request moves there is reviewed like any other;
 * - the lockfiles the security lane checks deterministically;
 * - binary by content (decided in fileContent.ts, never by attributes);
 * - an incremental re-review's unchanged files (read by the last review).
 *
 * Each skip carries the rule and where it came from, for the report.
 */
import type { WithheldBy } from "../../llm/tools/secretFiles.js";
import { lockfileKindOf } from "../lockfiles/index.js";
import { existedAtBase } from "./baseMarkers.js";
import { builtInConvention, globMatcher, type GlobMatcher } from "./conventions.js";
import { addedFileFirstLines, headerMarker } from "./generatedMarkers.js";
import type { FileDiff, SkippedFile } from "./types.js";

export { builtInConvention } from "./conventions.js";

/** The base configuration's path rules, each as a matcher that names the glob it matched. */
export interface BasePathRules {
  ignore?: readonly unknown[];
  generated?: readonly unknown[];
  vendored?: readonly unknown[];
}

export interface ReviewFilePolicy {
  /** A withheld secret file, and whose rule withholds it. */
  withheld: (path: string) => WithheldBy | undefined;
  ignored: GlobMatcher;
  generated: GlobMatcher;
  vendored: GlobMatcher;
  /** Files an incremental re-review leaves out: their earlier findings are carried forward. */
  isUnchanged: (path: string) => boolean;
  /** Code review reads the security-only files too (security posture `hardened`). */
  readsSecurityOnly: boolean;
}

export function reviewFilePolicy(options: {
  withheld: (path: string) => WithheldBy | undefined;
  paths?: BasePathRules;
  isUnchanged?: (path: string) => boolean;
  readsSecurityOnly?: boolean;
}): ReviewFilePolicy {
  return {
    withheld: options.withheld,
    ignored: globMatcher(options.paths?.ignore),
    generated: globMatcher(options.paths?.generated),
    vendored: globMatcher(options.paths?.vendored),
    isUnchanged: options.isUnchanged ?? (() => false),
    readsSecurityOnly: options.readsSecurityOnly ?? false,
  };
}

/**
 * The run's `review_paths` fact (an incremental re-review) as a predicate for
 * the files left out of it. Anything but a list means a full review.
 */
export function unchangedPaths(reviewPaths: unknown): (path: string) => boolean {
  if (!Array.isArray(reviewPaths)) return () => false;
  const listed = new Set(reviewPaths.filter((p): p is string => typeof p === "string"));
  return (path) => !listed.has(path);
}

export const SECURITY_ONLY = "reviewed by security only";

/**
 * Why a file that no base configuration skips is the security lane's alone:
 * a built-in convention's file edited in place (it sat there at the base), or
 * a file the pull request adds with a strict generator header. Undefined for
 * any other file. The PR chooses neither the convention nor what sat at the base.
 */
export function securityOnlySource(file: FileDiff): string | undefined {
  if (existedAtBase(file)) {
    const atBase = "built-in convention; existed at the base";
    const glob = builtInConvention(file.path);
    if (glob) return `${atBase} (${JSON.stringify(glob)})`;
    if (file.baseMarker) return `${atBase} (generator header ${JSON.stringify(file.baseMarker)})`;
    return undefined;
  }
  if (file.status !== "added") return undefined;
  const marker = headerMarker(addedFileFirstLines(file.patch));
  return marker ? `generated, by its own header (${JSON.stringify(marker)})` : undefined;
}

/**
 * Why a file is not shown to the code review, with where the reason came
 * from; undefined to review it. Withheld secrets and the base configuration
 * come first; an unchanged file of an incremental re-review last.
 */
export function skipDecision(file: FileDiff, policy: ReviewFilePolicy): Omit<SkippedFile, "path"> | undefined {
  const withheld = policy.withheld(file.path);
  if (withheld) return { reason: "withheld (sensitive)", source: `${withheld.by} (${JSON.stringify(withheld.pattern)})` };
  const ignored = policy.ignored(file.path);
  if (ignored) return { reason: "ignored by configuration", source: `base configuration paths.ignore (${JSON.stringify(ignored)})` };
  const generated = policy.generated(file.path);
  if (generated) return { reason: "generated", source: `base configuration paths.generated (${JSON.stringify(generated)})` };
  const vendored = policy.vendored(file.path);
  if (vendored) return { reason: "vendored", source: `base configuration paths.vendored (${JSON.stringify(vendored)})` };
  if (file.binary) return { reason: "binary", source: "content: NUL bytes in its first 8 KB, and not a source file" };
  // Checked deterministically by the security lane's lockfile check, so not read line by line.
  if (lockfileKindOf(file.path) !== undefined)
    return { reason: "lockfile", source: "checked deterministically by the security lane (registries, integrity, sources)" };
  if (!policy.readsSecurityOnly) {
    const securityOnly = securityOnlySource(file);
    if (securityOnly) return { reason: SECURITY_ONLY, source: securityOnly };
  }
  if (policy.isUnchanged(file.path)) return { reason: "unchanged since the last review", source: "incremental re-review: read by the last review" };
  return undefined;
}

const TEST = /(^|\/)(tests?|__tests__|spec|specs)\/|\.(test|spec)\.[a-z0-9]+$|_test\.(go|py|rb)$|(^|\/)test_[^/]+\.py$/i;
/** Prose by file type; a folder name never makes code documentation. */
const DOCS = /\.(md|mdx|markdown|rst|txt|adoc|asciidoc)$/i;

/** Review order: source before tests before docs. Order only: it never leaves a file out. */
export function fileRank(path: string): number {
  if (DOCS.test(path)) return 2;
  if (TEST.test(path)) return 1;
  return 0;
}
