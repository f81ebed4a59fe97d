/** `gauntlet validate [files…]`: every problem of every graph, as file:node:field lines. */
import { existsSync } from "node:fs";
import { relative, resolve } from "node:path";
import { formatIssue, isGauntletError, loadGraphFile, validateGraph, type GraphIssue } from "../../engine/index.js";
import { parseFlags } from "../args.js";
import { EXIT, UsageError, type CliIo } from "../io.js";
import type { LoadToolkit } from "../toolkit.js";

export async function validateCommand(args: string[], io: CliIo, loadKit: LoadToolkit): Promise<number> {
  const { positionals } = parseFlags("validate", args, {});
  const kit = await loadKit();
  const files = positionals.length > 0 ? positionals.map((f) => resolve(io.cwd, f)) : kit.library.names().map((n) => kit.library.resolve(n)!);
  const missing = files.filter((f) => !existsSync(f));
  if (missing.length > 0) throw new UsageError(`gauntlet validate: no such file: ${missing.join(", ")}`);
  let problems = 0;
  for (const file of files) {
    let issues: GraphIssue[];
    try {
      issues = validateGraph(loadGraphFile(file), { scripts: kit.scripts, library: kit.library, knownTools: kit.toolNames });
    } catch (error) {
      if (!isGauntletError(error) || !("issues" in error)) throw error;
      issues = (error as { issues: GraphIssue[] }).issues;
    }
    for (const issue of issues) io.stdout(formatIssue({ ...issue, file: displayPath(io.cwd, issue.file) }) + "\n");
    problems += issues.length;
  }
  io.stderr(problems === 0 ? `${files.length} graph(s) valid\n` : `${problems} problem(s) in ${files.length} graph(s)\n`);
  return problems === 0 ? EXIT.ok : EXIT.negative;
}

function displayPath(cwd: string, file: string): string {
  const rel = relative(cwd, file);
  return rel && !rel.startsWith("..") ? rel : file;
}
