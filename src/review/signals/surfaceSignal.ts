/**
 * The signals that read beyond the patch, once it is read: consumer_surface
 * from the head's manifests (manifestSurface.ts) and touches_deps from the
 * base's generator headers (inPlace.ts). They raise different flags from
 * different commits, so they run side by side: the base's grep no longer
 * waits for the walk.
 *
 * The manifests' walk reads files at the head, so it runs only when it can
 * change something: not when a rule has already raised the flag
 * (its evidence is written, and the first evidence stays), and not when no
 * changed file is of a language a manifest reaches. It stops at the first
 * changed file it finds, the one the evidence names.
 */
import type { DiffSpec } from "../git/diffSpec.js";
import type { Git } from "../git/git.js";
import type { SignalAccumulator } from "./accumulator.js";
import { headFiles, type HeadFiles } from "./headFiles.js";
import { baseMarkerEvidence, withBaseMarkerEvidence } from "./inPlace.js";
import { MAPPED_SOURCE, manifestSurface } from "./manifestSurface.js";
import type { DiffSignals, FileChange } from "./types.js";

/** The signals gathered so far, with what the head's manifests and the base's markers add; `changes` as the patch listed them. */
export async function withBeyondDiffSignals(
  git: Git,
  spec: DiffSpec,
  accumulator: SignalAccumulator,
  changed: readonly string[],
  changes: ReadonlyArray<Pick<FileChange, "path" | "status">>,
  signal?: AbortSignal,
): Promise<DiffSignals> {
  const [evidence] = await Promise.all([
    baseMarkerEvidence(git, spec, accumulator.result(), changes, signal),
    raiseManifestSurface(accumulator, changed, () => headFiles(git, spec, signal)),
  ]);
  return withBaseMarkerEvidence(accumulator.result(), evidence);
}

export async function raiseManifestSurface(accumulator: SignalAccumulator, changed: readonly string[], open: () => Promise<HeadFiles>): Promise<void> {
  if (accumulator.result().consumer_surface || !changed.some((path) => MAPPED_SOURCE.test(path))) return;
  const head = await open();
  try {
    const [first] = await manifestSurface(changed, head.read, { first: true, tooLarge: (path) => head.tooLarge(path) });
    if (first !== undefined) accumulator.raiseSurface(first.path, first.why);
  } finally {
    head.close();
  }
}
