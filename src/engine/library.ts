/**
 * Where `agent:` names resolve: one folder of shipped graphs (dist/graphs in the
 * bundle). Never the repository under review, so a PR cannot change its own lanes.
 */
import { existsSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { GraphLibrary } from "./context.js";

const NAME = /^[a-z0-9][a-z0-9_-]*$/;

export class DirectoryGraphLibrary implements GraphLibrary {
  readonly dir: string;
  constructor(dir: string) {
    this.dir = resolve(dir);
  }

  resolve(name: string): string | undefined {
    if (!NAME.test(name)) return undefined;
    const file = join(this.dir, `${name}.yaml`);
    return existsSync(file) ? file : undefined;
  }

  names(): string[] {
    if (!existsSync(this.dir)) return [];
    return readdirSync(this.dir)
      .filter((f) => f.endsWith(".yaml"))
      .map((f) => f.slice(0, -".yaml".length))
      .sort();
  }
}

/**
 * The shipped graphs folder for a module: `graphs/` beside a bundle (dist/index.js),
 * or one level up (dist/cli/index.js, or src/*.ts running from source).
 */
export function shippedGraphsDir(moduleUrl: string): string {
  const here = dirname(fileURLToPath(moduleUrl));
  for (const candidate of [join(here, "graphs"), join(here, "..", "graphs")]) {
    if (existsSync(candidate)) return candidate;
  }
  return join(here, "graphs");
}
