/** Which findings can be annotated: a path the diff changes, and lines that exist in the head. */
import { open } from "node:fs/promises";
import { join } from "node:path";
import type { Git } from "../review/git.js";

const MAX_BYTES = 8 * 1024 * 1024;

async function lineCount(path: string): Promise<number> {
  const file = await open(path, "r");
  try {
    const buffer = Buffer.alloc(64 * 1024);
    let lines = 0;
    let total = 0;
    let last = 10;
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      for (let i = 0; i < bytesRead; i++) if (buffer[i] === 10) lines++;
      last = buffer[bytesRead - 1]!;
      if (total > MAX_BYTES) break;
    }
    return total === 0 ? 0 : last === 10 ? lines : lines + 1;
  } finally {
    await file.close();
  }
}

export async function placeableLocations(git: Git, root: string, diffSpec: string): Promise<(path: string, start: number, end: number) => boolean> {
  const changed = (await git.diffNameStatus(diffSpec)).filter((e) => e.status !== "deleted").map((e) => e.path);
  const counts = new Map<string, number>();
  for (const path of changed) {
    try {
      counts.set(path, await lineCount(join(root, path)));
    } catch {
      // unreadable (a submodule, a dangling link): nothing there to annotate
    }
  }
  return (path, start, end) => {
    const count = counts.get(path);
    return count !== undefined && Number.isInteger(start) && Number.isInteger(end) && start >= 1 && end >= start && end <= count;
  };
}
