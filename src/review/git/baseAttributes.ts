/**
 * The `working-tree-encoding` the BASE tree's `.gitattributes` give paths.
 * Attributes in the pull request's tree never decide how a file is read, and
 * git 2.39 has no `--attr-source`: so the base tree is read into a private,
 * temporary index and asked with `check-attr --cached`, which reads the
 * index's `.gitattributes` only, never the working tree's. Most trees declare
 * no encoding at all; then nothing more than a listing is read.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { assertRevision } from "./diffSpec.js";
import { argumentBatches, type Git, type GitCallOptions } from "./git.js";

const ATTRIBUTE = "working-tree-encoding";
const ATTRIBUTES_READ_LIMIT = 1024 * 1024;
/** Paths per check-attr call, in bytes: well under any system's argument limit. */
const ARGUMENT_BYTES = 64 * 1024;
const isAttributesFile = (path: string) => path === ".gitattributes" || path.endsWith("/.gitattributes");

/** Whether any `.gitattributes` in the base tree mentions the attribute at all. */
async function baseDeclaresEncodings(git: Git, base: string, options: GitCallOptions): Promise<boolean> {
  const listing = await git.run(["ls-tree", "-r", "-z", "--name-only", "--full-tree", "--end-of-options", base], options);
  for (const path of listing.split("\0").filter(isAttributesFile)) {
    const file = await git.showFile(base, path, ATTRIBUTES_READ_LIMIT, options);
    if (file?.text.includes(ATTRIBUTE)) return true;
  }
  return false;
}

/** Path → encoding name, for the `paths` the base tree gives one. */
export async function baseWorkingTreeEncodings(
  git: Git,
  baseRevision: string,
  paths: readonly string[],
  options: GitCallOptions = {},
): Promise<Map<string, string>> {
  const encodings = new Map<string, string>();
  const base = assertRevision(baseRevision);
  if (paths.length === 0 || !(await baseDeclaresEncodings(git, base, options))) return encodings;
  const dir = mkdtempSync(join(tmpdir(), "gauntlet-attr-"));
  try {
    const scratch = git.withOptions({ env: { GIT_INDEX_FILE: join(dir, "index") } });
    await scratch.run(["read-tree", "--end-of-options", base], options);
    for (const batch of argumentBatches(paths, ARGUMENT_BYTES)) {
      const fields = (await scratch.run(["check-attr", "--cached", "-z", ATTRIBUTE, "--", ...batch], options)).split("\0");
      for (let i = 0; i + 2 < fields.length; i += 3) {
        const [path, value] = [fields[i]!, fields[i + 2]!];
        if (value !== "unspecified" && value !== "set" && value !== "unset" && value !== "") encodings.set(path, value);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return encodings;
}
