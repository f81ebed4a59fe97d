/**
 * `npm run bench:graphload`: the CPU time one process spends loading the
 * shipped graphs, in full and from the build's manifest of validated graphs
 * (src/engine/validatedGraphs.ts). Each sample is a fresh process, as every
 * action run and CLI job is, so the modules' code is cold as it is there.
 *   node --import tsx bench/graphload.bench.ts [--runs N]
 * Prints the median CPU ms per process of: loading all six graphs; then
 * validating review-gauntlet (what every run does next); then compiling one
 * output_schema validator (what the first llm node does).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DirectoryGraphLibrary, loadAndValidate, loadGraphFile } from "../src/engine/index.js";
import { NO_VALIDATED_GRAPHS, VALIDATED_GRAPHS_FILE, readValidatedGraphs } from "../src/engine/validatedGraphs.js";
import { buildValidatedGraphs } from "../src/engine/validatedGraphsBuild.js";
import { reviewScripts } from "../src/review/scripts.js";

const GRAPHS_DIR = fileURLToPath(new URL("../graphs", import.meta.url));
const MODES = ["full", "manifest"] as const;
type Mode = (typeof MODES)[number];
type Sample = { load: number; validate: number; firstValidator: number };

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** One sample, in this (fresh) process. */
function measure(mode: Mode, manifestFile: string): Sample {
  const validated = mode === "manifest" ? readValidatedGraphs(manifestFile) : NO_VALIDATED_GRAPHS;
  const library = new DirectoryGraphLibrary(GRAPHS_DIR);
  const scripts = reviewScripts();
  const started = cpuMs();
  // Every graph once, as a run's validation and agent nodes load them; later loads reuse these.
  for (const name of library.names()) loadGraphFile(library.resolve(name)!, validated);
  const loaded = cpuMs();
  const graph = loadAndValidate(join(GRAPHS_DIR, "review-gauntlet.yaml"), { scripts, library });
  const validatedAt = cpuMs();
  graph.validators.get("parse");
  return { load: loaded - started, validate: validatedAt - loaded, firstValidator: cpuMs() - validatedAt };
}

const childAt = process.argv.indexOf("--child");
if (childAt >= 0) {
  process.stdout.write(JSON.stringify(measure(process.argv[childAt + 1] as Mode, process.argv[childAt + 2]!)));
} else {
  const runsAt = process.argv.indexOf("--runs");
  const runs = runsAt >= 0 ? Number(process.argv[runsAt + 1]) : 9;
  const dir = mkdtempSync(join(tmpdir(), "gauntlet-graphload-"));
  try {
    const manifestFile = join(dir, VALIDATED_GRAPHS_FILE);
    writeFileSync(manifestFile, buildValidatedGraphs(GRAPHS_DIR).text);
    const samples: Record<Mode, Sample[]> = { full: [], manifest: [] };
    for (let i = 0; i < runs; i++) {
      for (const mode of MODES) {
        const out = execFileSync(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--child", mode, manifestFile], { encoding: "utf8" });
        samples[mode].push(JSON.parse(out) as Sample);
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
    const figures = Object.fromEntries(
      MODES.map((mode) => [
        mode,
        Object.fromEntries((["load", "validate", "firstValidator"] as const).map((k) => [k, median(samples[mode].map((s) => s[k]))])),
      ]),
    ) as Record<Mode, Sample>;
    console.log(`graph loading, CPU ms per process (median of ${runs} fresh processes each)`);
    console.log("mode        load 6 graphs   validate gauntlet   first output validator");
    for (const mode of MODES) {
      const f = figures[mode];
      console.log(
        `${mode.padEnd(10)}  ${f.load.toFixed(1).padStart(12)}   ${f.validate.toFixed(1).padStart(17)}   ${f.firstValidator.toFixed(1).padStart(22)}`,
      );
    }
    const total = (f: Sample) => f.load + f.validate + f.firstValidator;
    console.log(`load: ${(figures.full.load / figures.manifest.load).toFixed(1)}× less CPU from the manifest`);
    console.log(
      `all three: ${total(figures.full).toFixed(1)} ms → ${total(figures.manifest).toFixed(1)} ms (${(total(figures.full) / total(figures.manifest)).toFixed(1)}×)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
