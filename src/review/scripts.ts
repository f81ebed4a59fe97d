/** Every script node of the shipped graphs, registered per graph. */
import { ScriptRegistry } from "../engine/index.js";

export function reviewScripts(): ScriptRegistry {
  return new ScriptRegistry();
}
