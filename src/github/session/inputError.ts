/** A bad action input: the message names the input and what to set. */
import { GauntletError } from "../../engine/index.js";

export class InputError extends GauntletError {
  constructor(message: string) {
    super("INPUT_INVALID", "user", message);
  }
}
