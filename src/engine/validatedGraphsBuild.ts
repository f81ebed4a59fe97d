/**
 * Build time: the manifest of graphs validated by the full load (see
 * validatedGraphs.ts). A graph that does not load, or whose spec JSON cannot
 * hold exactly, is left out and reported: at run time it is then loaded in
 * full and fails, or passes, exactly as it would without a manifest.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { messageOf } from "./errors.js";
import { loadGraphText } from "./load.js";
import { VALIDATED_GRAPHS_FORMAT, graphTextHash, type ValidatedGraphEntry, type ValidatedGraphsManifest } from "./validatedGraphs.js";

export interface ValidatedGraphsBuild {
  /** The manifest file's text: the same bytes for the same graphs, so a fresh build can be diffed with a committed one. */
  text: string;
  /** Graphs left out, each with the reason. */
  skipped: { file: string; reason: string }[];
}

export function buildValidatedGraphs(dir: string): ValidatedGraphsBuild {
  const graphs: Record<string, ValidatedGraphEntry> = {};
  const skipped: ValidatedGraphsBuild["skipped"] = [];
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith(".yaml"))
    .sort()) {
    const text = readFileSync(join(dir, name), "utf8");
    let spec: ValidatedGraphEntry["spec"];
    try {
      spec = loadGraphText(text, name).spec;
    } catch (error) {
      skipped.push({ file: name, reason: `it does not load: ${messageOf(error).split("\n")[0]}` });
      continue;
    }
    const stored = JSON.parse(JSON.stringify(spec)) as ValidatedGraphEntry["spec"];
    if (!isDeepStrictEqual(stored, spec)) {
      skipped.push({ file: name, reason: "its spec holds a value JSON cannot (such as .inf, -0 or an undefined field)" });
      continue;
    }
    graphs[name] = { sha256: graphTextHash(text), spec: stored };
  }
  const manifest: ValidatedGraphsManifest = { format: VALIDATED_GRAPHS_FORMAT, graphs };
  return { text: `${JSON.stringify(manifest, null, 2)}\n`, skipped };
}
