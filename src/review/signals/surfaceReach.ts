/**
 * What a manifest's walk shares across languages (manifestSurface.ts,
 * pythonSurface.ts): the reader of the head's files, the bound on what one
 * walk reaches, and a walk taken only as far as a question needs.
 */

/** A file's text at the head of the change, or undefined when there is none (or it is too large). */
export type HeadReader = (path: string) => Promise<string | undefined>;

/** The most files one manifest's walk reaches: past that, what it has not reached stays off the surface. */
export const MAX_REACHABLE = 3_000;

/**
 * The files a walk reaches, in the order it reaches them, asked one question
 * at a time: `has(path)` walks on only until `path` is reached or the walk
 * ends. A changed module near an entry point costs the reads up to it, not
 * the whole import graph; the answers are those of a walk taken to its end.
 */
export class Reach {
  private readonly seen = new Set<string>();
  private done = false;

  constructor(private readonly walk: AsyncIterator<string>) {}

  async has(path: string): Promise<boolean> {
    while (!this.seen.has(path) && !this.done) {
      const step = await this.walk.next();
      if (step.done) this.done = true;
      else this.seen.add(step.value);
    }
    return this.seen.has(path);
  }
}
