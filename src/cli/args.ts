/** Flag parsing on node:util's parseArgs; every mistake becomes a UsageError naming the flag. */
import { parseArgs, type ParseArgsConfig } from "node:util";
import { UsageError } from "./io.js";

export type Options = NonNullable<ParseArgsConfig["options"]>;

export function parseFlags<T extends Options>(command: string, args: string[], options: T) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    const message = (error as Error).message.replace(/\. To specify a positional argument.*$/s, "");
    throw new UsageError(`gauntlet ${command}: ${message}. Run 'gauntlet help' for usage.`);
  }
}

/** `--var k=v` pairs, repeated. */
export function parseVars(values: string[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of values ?? []) {
    const eq = pair.indexOf("=");
    if (eq <= 0) throw new UsageError(`--var ${JSON.stringify(pair)}: expected key=value`);
    out[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return out;
}
