/** `gauntlet graph <file>`: the graph as a Mermaid flowchart. */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { loadGraphFile, toMermaid } from "../../engine/index.js";
import { parseFlags } from "../args.js";
import { EXIT, UsageError, type CliIo } from "../io.js";
import type { LoadToolkit } from "../toolkit.js";

export async function graphCommand(args: string[], io: CliIo, loadKit: LoadToolkit): Promise<number> {
  const { positionals } = parseFlags("graph", args, {});
  if (positionals.length !== 1) throw new UsageError("gauntlet graph: give exactly one graph file (or a shipped graph's name)");
  const target = positionals[0]!;
  const kit = await loadKit();
  const file = kit.library.resolve(target) ?? resolve(io.cwd, target);
  if (!existsSync(file))
    throw new UsageError(`gauntlet graph: no graph file ${target} and no shipped graph of that name (shipped: ${kit.library.names().join(", ")})`);
  io.stdout(toMermaid(loadGraphFile(file), kit.scripts));
  return EXIT.ok;
}
