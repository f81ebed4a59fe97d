/** A file the user asked for (--json, --sarif): a failed write names the flag and the path, never a stack trace. */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { UsageError, type CliIo } from "./io.js";

export function writeOutputFile(io: CliIo, flag: string, path: string, text: string): void {
  const absolute = resolve(io.cwd, path);
  try {
    writeFileSync(absolute, text);
  } catch (error) {
    throw new UsageError(
      `${flag} ${path}: cannot write it (${(error as NodeJS.ErrnoException).code ?? String(error)}); give a path in a folder that exists and is writable`,
    );
  }
}
