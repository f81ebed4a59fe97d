/** `gauntlet verify --findings FILE|-`: the finding verifier alone, on any reviewer's output (JSON or free text). */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseFlags } from "../args.js";
import { UsageError, type CliIo } from "../io.js";
import { runGraphCommand } from "../runGraphCommand.js";
import { MODEL_FLAGS } from "../settings.js";
import type { LoadToolkit } from "../toolkit.js";

export async function verifyCommand(args: string[], io: CliIo, loadKit: LoadToolkit): Promise<number> {
  const { values, positionals } = parseFlags("verify", args, { ...MODEL_FLAGS, findings: { type: "string" } });
  if (positionals.length > 0)
    throw new UsageError(`gauntlet verify: unexpected argument ${JSON.stringify(positionals[0])}; pass the findings with --findings FILE or --findings -`);
  if (!values.findings) throw new UsageError("gauntlet verify: --findings FILE|- is required (JSON or a review report as text)");
  const kit = await loadKit();
  let text: string;
  if (values.findings === "-") {
    if (!io.readStdin) throw new UsageError("gauntlet verify: cannot read standard input here");
    text = await io.readStdin();
  } else {
    try {
      text = readFileSync(resolve(io.cwd, values.findings), "utf8");
    } catch (error) {
      throw new UsageError(`gauntlet verify: cannot read --findings ${values.findings}: ${(error as NodeJS.ErrnoException).code ?? error}`);
    }
  }
  const graphFile = kit.library.resolve("finding-verifier");
  if (!graphFile) throw new UsageError("gauntlet verify: the finding-verifier graph is not shipped with this build");
  return runGraphCommand({ graphFile, prompt: text, flags: values }, io, kit);
}
