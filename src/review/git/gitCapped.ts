/**
 * A buffered read with a cap: git is stopped as soon as its output passes
 * `maxBytes`, so a huge blob or patch never sits whole in memory.
 */
import type { GitCallOptions } from "./gitProcess.js";

interface Streams {
  stream(args: readonly string[], sink: (text: string) => void, options?: GitCallOptions): Promise<void>;
}

/** `git <args>`'s output up to `maxBytes`; `truncated` says there was more. */
export async function readCapped(
  git: Streams,
  args: readonly string[],
  maxBytes: number,
  options?: GitCallOptions,
): Promise<{ text: string; truncated: boolean }> {
  let text = "";
  const full = new Error("enough");
  try {
    await git.stream(
      args,
      (piece) => {
        text += piece;
        if (text.length > maxBytes) throw full;
      },
      options,
    );
  } catch (error) {
    if (error !== full) throw error;
    return { text: text.slice(0, maxBytes), truncated: true };
  }
  return { text, truncated: false };
}
