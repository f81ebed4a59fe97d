/**
 * The files at the head of a change, as manifestSurface.ts reads them: the
 * head commit of a range, else the working tree (through the confined reader).
 *
 * For a range, one listing of the head's tree says which paths are there, so
 * the many paths the manifests' walk asks about (a manifest in every folder
 * up from a changed file, each candidate extension of an import) cost no git
 * process each; only a file that is there is read. Should the listing fail
 * (a tree too large for the buffer), every path is asked of git as before.
 */
import type { DiffSpec } from "../git/diffSpec.js";
import type { Git } from "../git/git.js";
import { readWorkspaceBytes } from "../../llm/tools/confinedRead.js";
import type { HeadReader } from "./manifestSurface.js";

const MANIFEST_READ_BYTES = 512 * 1024;

export async function headReader(git: Git, spec: DiffSpec, signal?: AbortSignal): Promise<HeadReader> {
  const options = signal ? { signal } : {};
  if (spec.kind === "range") {
    let listing: Promise<Set<string> | undefined> | undefined;
    const present = () =>
      (listing ??= git
        .run(["ls-tree", "-r", "--full-tree", "--name-only", "-z", "--end-of-options", spec.head], options)
        .then((out) => new Set(out.split("\0")))
        .catch(() => undefined));
    return async (path) => {
      const files = await present();
      if (files && !files.has(path)) return undefined;
      const file = await git.showFile(spec.head, path, MANIFEST_READ_BYTES, options).catch(() => undefined);
      return file && !file.truncated ? file.text : undefined;
    };
  }
  const top = await git.topLevel(options);
  return async (path) => {
    const read = await readWorkspaceBytes(top, path, { maxBytes: MANIFEST_READ_BYTES, ...options });
    return read.kind === "file" && !read.truncated ? read.bytes.toString("utf8") : undefined;
  };
}
