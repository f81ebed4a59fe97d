/**
 * What the gate finds wrong with the matrix's partial results, typed. Each
 * one blocks: a job's problem becomes its lane's fault, a problem no job owns
 * (a file that is not a partial, one for a job not in the matrix) a pipeline
 * fault. Words only at the edge (renderMatrixProblem).
 */
import { jobLabel, partialFileName } from "./shards.js";
import type { MatrixJob } from "./schemas.js";

export type KeyName = "head_sha" | "base_sha" | "settings_key" | "plan_nonce";

export type MatrixProblem =
  /** No partial for a job of the matrix: the job crashed, was cancelled, or its artifact was not uploaded. */
  | { kind: "missing"; job: MatrixJob }
  | { kind: "duplicate"; job: MatrixJob; files: string[] }
  /** A partial made for another head, base or settings key than the matrix file records. */
  | { kind: "foreign_key"; job: MatrixJob; file: string; key: KeyName; expected: string | null; found: string | null }
  /** A file that is not a readable partial result (bad JSON, fails gauntlet.partial/1). */
  | { kind: "invalid"; file: string; detail: string }
  /**
   * A partial that is not where its job puts it: its file is not named for its
   * job, or the artifact folder it sits in is another job's (a lane job that
   * wrote another job's partial), names no job, or is nested. Owned by no job:
   * the file's own claim is what is in doubt.
   */
  | { kind: "misplaced"; file: string; claims: MatrixJob; detail: string }
  /** A partial for a job the matrix does not have. */
  | { kind: "extra"; job: MatrixJob; file: string }
  /** The folder itself could not be read. */
  | { kind: "unreadable"; path: string; detail: string };

/** The job a problem belongs to, when one does. */
export function problemJob(problem: MatrixProblem): MatrixJob | undefined {
  return problem.kind === "missing" || problem.kind === "duplicate" || problem.kind === "foreign_key" ? problem.job : undefined;
}

const short = (value: string | null) => (value === null ? "none" : value.length > 12 ? value.slice(0, 12) : value);

/** The problem's words, without the job's label (a lane fault names the job beside them). */
export function describeMatrixProblem(problem: MatrixProblem): string {
  switch (problem.kind) {
    case "missing":
      return "no partial result (the job crashed, was cancelled, or its artifact was not uploaded); re-run the job";
    case "duplicate":
      return `${problem.files.length} partial results (${problem.files.join(", ")}); each job must upload exactly one`;
    case "foreign_key":
      return `${problem.file} was made for ${problem.key} ${short(problem.found)}, the matrix for ${short(problem.expected)}; ${
        problem.key === "plan_nonce" ? "it belongs to another plan (an earlier run?): re-run all jobs of the matrix" : "re-run the matrix on one commit"
      }`;
    case "invalid":
      return `${problem.file}: not a gauntlet.partial/1 result (${problem.detail})`;
    case "misplaced":
      return `${problem.file}: a partial for ${jobLabel(problem.claims)} ${problem.detail}; a lane job writes only its own partial (${partialFileName(problem.claims)}), and the gate reads it from that job's artifact folder alone`;
    case "extra":
      return `${problem.file}: a partial for ${jobLabel(problem.job)}, which is not in the matrix`;
    case "unreadable":
      return `${problem.path}: cannot read the partial results (${problem.detail})`;
  }
}

export function renderMatrixProblem(problem: MatrixProblem): string {
  const job = problemJob(problem);
  return job ? `${jobLabel(job)}: ${describeMatrixProblem(problem)}` : describeMatrixProblem(problem);
}
