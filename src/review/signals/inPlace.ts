/**
 * Files only the security lane reads (codeReview/filePolicy.ts) must select
 * it: a built-in convention's file edited in place (`dist/index.js`, what an
 * action's users run; `.yarn/releases/*.cjs`, what every `yarn` runs;
 * `vendor/…`), a file with a generator's header at the base edited in place,
 * and a file added with a generator's header. Each raises `touches_deps`:
 * code that ships to users without its source being reviewed.
 */
import { existedAtBase, baseMarkers } from "../codeReview/baseMarkers.js";
import { builtInConvention } from "../codeReview/conventions.js";
import { headerMarker, MARKER_LINES } from "../codeReview/generatedMarkers.js";
import type { DiffSpec } from "../git/diffSpec.js";
import type { Git } from "../git/git.js";
import { firstAddedLines } from "./addedText.js";
import type { RuleHit } from "./matcher.js";
import type { DiffSignals, FileChange } from "./types.js";

const TOPIC = "build output, vendored or generated code (reviewed by the security lane only)";

/** From the change alone: a convention's file edited in place, or a generator's header on an added file (its first added lines). */
export function inPlaceHits(change: Pick<FileChange, "path" | "status" | "addedLines" | "addedText">): RuleHit[] {
  if (existedAtBase(change) && builtInConvention(change.path)) return [{ flag: "touches_deps", topic: TOPIC, via: "path" }];
  if (change.status === "added" && headerMarker(firstAddedLines(change, MARKER_LINES)) !== undefined)
    return [{ flag: "touches_deps", topic: TOPIC, via: "added line" }];
  return [];
}

/**
 * A file edited in place whose base carries a generator's header: only the
 * base says so, so it is asked of git (the same grep code review runs, whose
 * answer git keeps). Only when nothing raised `touches_deps` yet. `changes`
 * are the diff's, as read with the patch: no second `git diff` lists them.
 * The evidence to raise `touches_deps` with, or undefined.
 */
export async function baseMarkerEvidence(
  git: Git,
  spec: DiffSpec,
  signals: Pick<DiffSignals, "touches_deps" | "file_count">,
  changes: ReadonlyArray<Pick<FileChange, "path" | "status">>,
  signal?: AbortSignal,
): Promise<string | undefined> {
  if (signals.touches_deps || signals.file_count === 0) return undefined;
  const options = signal ? { signal } : {};
  const [path] = (await baseMarkers(git, spec, changes, options)).keys();
  return path === undefined ? undefined : `${path} (generator header at the base: ${TOPIC})`;
}

/** `signals` with `touches_deps` raised by `evidence`, when there is one. */
export function withBaseMarkerEvidence(signals: DiffSignals, evidence: string | undefined): DiffSignals {
  if (evidence === undefined) return signals;
  return { ...signals, touches_deps: true, signal_evidence: { ...signals.signal_evidence, touches_deps: evidence } };
}
