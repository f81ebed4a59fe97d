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
