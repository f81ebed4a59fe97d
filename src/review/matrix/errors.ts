/** The matrix's typed errors: each names where it happened and what to do; the CLI and the action map them to a usage error or a fault. */
import { GauntletError, type ErrorCategory } from "../../engine/index.js";

export class MatrixPlanError extends GauntletError {
  constructor(category: ErrorCategory, message: string, options?: { cause?: unknown }) {
    super("matrix_plan", category, message, options);
  }
}
