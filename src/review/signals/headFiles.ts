/**
 * The files at the head of a change, as manifestSurface.ts reads them: the
 * head commit of a range, else the working tree (through the confined reader).
 *
 * For a range, one listing of the head's tree says which paths are there, so
 * the many paths the manifests' walk asks about (a manifest in every folder
 * up from a changed file, each candidate extension of an import) cost no git
 * process each; only a file that is there, within the read limit, is read, with
 * one process. Should the listing fail (a tree too large for the buffer), every
 * path is asked of git as before.
 */
import type { DiffSpec } from "../git/diffSpec.js";
import type { Git } from "../git/git.js";
import { readWorkspaceBytes } from "../../llm/tools/confinedRead.js";
import { listedReader, type HeadReader } from "./manifestSurface.js";

const MANIFEST_READ_BYTES = 512 * 1024;

export async function headReader(git: Git, spec: DiffSpec, signal?: AbortSignal): Promise<HeadReader> {
  const options = signal ? { signal } : {};
  if (spec.kind === "range") {
    // The head's files within the read limit, by `ls-tree --long` (mode type object size\tpath): one process, then one per file read.
    const list = async () => {
      const listing = await git.run(["ls-tree", "-r", "-z", "--long", "--full-tree", "--end-of-options", spec.head], options);
      const fits = listing.split("\0").map((entry) => /^\S+ blob \S+ +(\d+)\t(.*)$/s.exec(entry));
      return new Set(fits.filter((m) => m !== null && Number(m[1]) <= MANIFEST_READ_BYTES).map((m) => m![2]!));
    };
    const readListed = (path: string) => git.run(["cat-file", "blob", "--end-of-options", `${spec.head}:${path}`], options).catch(() => undefined);
    return listedReader(list, readListed, async (path) => {
      const file = await git.showFile(spec.head, path, MANIFEST_READ_BYTES, options).catch(() => undefined);
      return file && !file.truncated ? file.text : undefined;
    });
  }
  const top = await git.topLevel(options);
  return async (path) => {
    const read = await readWorkspaceBytes(top, path, { maxBytes: MANIFEST_READ_BYTES, ...options });
    return read.kind === "file" && !read.truncated ? read.bytes.toString("utf8") : undefined;
  };
}
