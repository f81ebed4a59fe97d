/**
 * Graphs validated at build time. The build writes, beside the shipped graphs,
 * a manifest of each graph's text hash and the spec the full load made of it
 * (YAML parse, schema check, output_schema compile). A file whose text hashes
 * to an entry is byte-identical to a graph that passed every load check with
 * this very bundle, so its stored spec stands in for the parse. Any other text
 * (an edited graph, a user's own) misses and is loaded in full.
 *
 * Only the manifest beside the running bundle counts, never one beside the
 * file being loaded: a folder of graphs cannot vouch for itself.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { shippedGraphsDir } from "./library.js";
import type { GraphSpec } from "./schema.js";

export const VALIDATED_GRAPHS_FILE = "graphs.manifest.json";
export const VALIDATED_GRAPHS_FORMAT = "gauntlet.validated-graphs/1";

export interface ValidatedGraphEntry {
  sha256: string;
  spec: GraphSpec;
}

/** The manifest as written: entries by file name, in name order. */
export interface ValidatedGraphsManifest {
  format: typeof VALIDATED_GRAPHS_FORMAT;
  graphs: Record<string, ValidatedGraphEntry>;
}

export class ValidatedGraphs {
  private readonly byHash: ReadonlyMap<string, GraphSpec>;

  constructor(entries: readonly ValidatedGraphEntry[]) {
    this.byHash = new Map(entries.map((entry) => [entry.sha256, entry.spec]));
  }

  get size(): number {
    return this.byHash.size;
  }

  /** The build's spec for exactly this text, if the build validated it. */
  specFor(text: string): GraphSpec | undefined {
    if (this.byHash.size === 0) return undefined;
    return this.byHash.get(graphTextHash(text));
  }
}

export const NO_VALIDATED_GRAPHS = new ValidatedGraphs([]);

export function graphTextHash(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/**
 * Reads a manifest. A missing, unreadable or malformed one vouches for
 * nothing: every graph is then loaded in full, which is slower but checks the same.
 */
export function readValidatedGraphs(file: string): ValidatedGraphs {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return NO_VALIDATED_GRAPHS;
  }
  const manifest = parsed as Partial<ValidatedGraphsManifest> | null;
  if (manifest?.format !== VALIDATED_GRAPHS_FORMAT || typeof manifest.graphs !== "object" || manifest.graphs === null) return NO_VALIDATED_GRAPHS;
  const entries = Object.values(manifest.graphs as Record<string, unknown>);
  if (!entries.every(isEntry)) return NO_VALIDATED_GRAPHS;
  return new ValidatedGraphs(entries);
}

function isEntry(value: unknown): value is ValidatedGraphEntry {
  if (value === null || typeof value !== "object") return false;
  const { sha256, spec } = value as Record<string, unknown>;
  return typeof sha256 === "string" && /^[0-9a-f]{64}$/.test(sha256) && spec !== null && typeof spec === "object" && !Array.isArray(spec);
}

let shipped: ValidatedGraphs | undefined;

/** The manifest shipped with the running bundle (none when running from source). Read once per process. */
export function shippedValidatedGraphs(): ValidatedGraphs {
  shipped ??= readValidatedGraphs(join(shippedGraphsDir(import.meta.url), VALIDATED_GRAPHS_FILE));
  return shipped;
}
