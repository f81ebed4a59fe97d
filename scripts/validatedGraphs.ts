/**
 * Writes the manifest of graphs validated at build time (src/engine/validatedGraphs.ts).
 * scripts/build.mjs runs it for the bundle's graphs:
 *   node --import tsx scripts/validatedGraphs.ts GRAPHS_DIR OUT_FILE
 */
import { writeFileSync } from "node:fs";
import { buildValidatedGraphs } from "../src/engine/validatedGraphsBuild.js";

const [dir, out] = process.argv.slice(2);
if (!dir || !out) {
  process.stderr.write("usage: node --import tsx scripts/validatedGraphs.ts GRAPHS_DIR OUT_FILE\n");
  process.exit(2);
}
const { text, skipped } = buildValidatedGraphs(dir);
for (const { file, reason } of skipped) {
  process.stderr.write(`validatedGraphs: ${file} is left out of the manifest, so it is loaded in full at run time: ${reason}\n`);
}
writeFileSync(out, text);
