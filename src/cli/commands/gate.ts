/**
 * `gauntlet gate --matrix FILE DIR`: the matrix's verdict from the lane jobs'
 * partial results, with no model. It prints the same report as `review`, with
 * the same exit codes: 0 PASS, 1 BLOCKED, 2 usage. Run it on the head's checkout:
 * fingerprints read the cited lines.
 */
import { resolve } from "node:path";
import { gateMatrix, readPartials } from "../../review/matrix/index.js";
import { endpointFor } from "../../review/settings.js";
import { parseFlags } from "../args.js";
import { UsageError, type CliIo } from "../io.js";
import { readMatrixFlag } from "../matrixFiles.js";
import { resolveReviewFlags } from "../reviewFlags.js";
import { checkOutputFlags, FINDINGS_FLAGS, reportOutcome } from "../reviewOutput.js";
import { cliReviewRequest } from "../reviewRequest.js";
import type { LoadToolkit } from "../toolkit.js";

const GATE_FLAGS = {
  matrix: { type: "string" },
  json: { type: "string" },
  "project-dir": { type: "string" },
  config: { type: "string" },
  ...FINDINGS_FLAGS,
} as const;

export async function gateCommand(args: string[], io: CliIo, loadKit: LoadToolkit): Promise<number> {
  const { values, positionals } = parseFlags("gate", args, GATE_FLAGS);
  if (positionals.length !== 1) throw new UsageError("gauntlet gate: name the folder of partial results, e.g. gauntlet gate --matrix matrix.json partials/");
  checkOutputFlags("gate", values);
  // An inconsistent plan still gates: it blocks, naming what disagrees.
  const plan = await readMatrixFlag(io, "gate", values.matrix, { inconsistentOk: true });
  // The plan's commits, read as `review` reads them: the configuration at the base, the head checked out.
  const { base_sha: base, head_sha: head } = plan.keys;
  // The toolkit's modules load, and the partials are read, while git answers the flags' questions.
  const [review, kit, found] = await Promise.all([
    resolveReviewFlags(
      {
        ...(base ? { base } : {}),
        ...(plan.request.untracked_files ? { worktree: true } : head ? { head } : {}),
        ...(values["project-dir"] ? { "project-dir": values["project-dir"] } : {}),
        ...(values.config ? { config: values.config } : {}),
      },
      io,
      { headMustBeCheckedOut: true },
    ),
    loadKit(),
    readPartials(resolve(io.cwd, positionals[0]!)),
  ]);
  // No model runs at the gate: the endpoint is only what redaction must know (the key, if any).
  const endpoint = { ...(io.env.OPENAI_API_KEY ? { apiKey: io.env.OPENAI_API_KEY } : {}), ...endpointFor(review.config, {}) };
  const outcome = await gateMatrix(cliReviewRequest(review, {}, io, kit, endpoint), plan, found);
  return reportOutcome(outcome, values, io);
}
