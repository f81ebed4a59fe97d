/**
 * Whether a path is prose, by the signal table's one definition (rules.ts):
 * `PROSE_FILES` minus `NOT_PROSE`. Dependency manifests named `.txt`
 * (`requirements.txt`, `CMakeLists.txt` …) are not prose, and neither is MDX.
 */
import { compileGlobs } from "./glob.js";
import { NOT_PROSE, PROSE_FILES } from "./rules.js";

const PROSE = compileGlobs(PROSE_FILES);
const NOT = compileGlobs(NOT_PROSE);

export function isProsePath(path: string): boolean {
  return PROSE.test(path) && !NOT.test(path);
}
