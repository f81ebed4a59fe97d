/**
 * gateMatrix: the matrix's verdict, with no model. It checks the partials
 * against the matrix file, merges code review's shards, and runs the same
 * verdict_gate, carry-forward and redaction as a single review.
 */
import type { ReviewOutcome, ReviewRequest } from "../reviewRun.js";
import type { FoundPartials } from "./partials.js";
import type { MatrixPlan } from "./schemas.js";

export async function gateMatrix(_request: ReviewRequest, _plan: MatrixPlan, _found: FoundPartials): Promise<ReviewOutcome> {
  throw new Error("gateMatrix: not implemented yet");
}
