/**
 * consumer_surface from the manifests (manifestSurface.ts), raised on the
 * signals being gathered. The walk reads files at the head, so it runs only
 * when it can change something: not when a rule has already raised the flag
 * (its evidence is written, and the first evidence stays), and not when no
 * changed file is of a language a manifest reaches. It stops at the first
 * changed file it finds, the one the evidence names.
 */
import type { SignalAccumulator } from "./accumulator.js";
import type { HeadFiles } from "./headFiles.js";
import { MAPPED_SOURCE, manifestSurface } from "./manifestSurface.js";

export async function raiseManifestSurface(accumulator: SignalAccumulator, changed: readonly string[], open: () => Promise<HeadFiles>): Promise<void> {
  if (accumulator.result().consumer_surface || !changed.some((path) => MAPPED_SOURCE.test(path))) return;
  const head = await open();
  try {
    const [first] = await manifestSurface(changed, head.read, { first: true });
    if (first !== undefined) accumulator.raiseSurface(first.path, first.why);
  } finally {
    head.close();
  }
}
