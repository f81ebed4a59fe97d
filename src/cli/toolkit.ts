/** What every command gets: the shipped graphs, their scripts and the tool names llm nodes may use. */
import type { GraphLibrary, ScriptRegistry } from "../engine/index.js";

export interface Toolkit {
  library: GraphLibrary;
  /** The folder `library` reads: children of any graph resolve here. */
  graphsDir: string;
  scripts: ScriptRegistry;
  toolNames: readonly string[];
  version: string;
}

/**
 * The toolkit built on first use. Building it loads the engine, the model
 * client and every script, which is most of the CLI's start-up cost, so the
 * commands that need none of it (version, help, plan) never do.
 */
export interface LazyToolkit {
  version: string;
  load(): Promise<Toolkit>;
}

/** What a command asks for when, and only if, it needs the toolkit. */
export type LoadToolkit = () => Promise<Toolkit>;

/** Part of the CLI itself would not load: a chunk of the bundle missing or broken. Not the user's input. */
export class InstallationError extends Error {
  constructor(part: string, cause: unknown) {
    super(
      `cannot load ${part} (${cause instanceof Error ? cause.message : String(cause)}); the installation is incomplete: rebuild it (npm run build) or reinstall it`,
      { cause },
    );
  }
}

export function toolkitLoader(source: Toolkit | LazyToolkit): LoadToolkit {
  if (!("load" in source)) return async () => source;
  let loading: Promise<Toolkit> | undefined;
  return () =>
    (loading ??= source.load().catch((error: unknown) => {
      throw new InstallationError("the shipped graphs and scripts", error);
    }));
}
