/** `gauntlet run <graph.yaml> --prompt TEXT [--var k=v …]`: any graph against a real endpoint. */
import { resolve } from "node:path";
import { parseFlags, parseVars } from "../args.js";
import { UsageError, type CliIo } from "../io.js";
import { runGraphCommand } from "../runGraphCommand.js";
import { MODEL_FLAGS } from "../settings.js";
import type { LoadToolkit } from "../toolkit.js";

export async function runCommand(args: string[], io: CliIo, loadKit: LoadToolkit): Promise<number> {
  const { values, positionals } = parseFlags("run", args, {
    ...MODEL_FLAGS,
    prompt: { type: "string" },
    var: { type: "string", multiple: true },
    diff: { type: "string" },
  });
  if (positionals.length !== 1) throw new UsageError("gauntlet run: give exactly one graph file, e.g. gauntlet run graphs/code-reviewer.yaml --prompt '…'");
  const target = positionals[0]!;
  const kit = await loadKit();
  return runGraphCommand(
    { graphFile: kit.library.resolve(target) ?? resolve(io.cwd, target), prompt: values.prompt ?? "", variables: parseVars(values.var), flags: values },
    io,
    kit,
  );
}
