/**
 * Which budget left a file out, with the figures a user acts on. Four
 * budgets, each with its own remedy: the chunks left in this run, the run's
 * whole chunks, the read limit of one file, and one chunk (a line no chunk
 * holds). Result JSON and the matrix partial carry it; the report says it.
 */
import { z } from "zod";

const count = z.number().int().min(0);

export const overBudgetSchema = z.discriminatedUnion("kind", [
  /** It alone needs more chunks than the run had left once the other files were planned. */
  z.object({ kind: z.literal("run"), needs: count, left: count, max_chunks: count, matrix_chunks: count.optional() }),
  /** It alone needs more chunks than the whole run has. */
  z.object({ kind: z.literal("whole_run"), needs: count, max_chunks: count, matrix_chunks: count.optional() }),
  /** Its text is larger than the diff reader reads of one file. */
  z.object({ kind: z.literal("read_limit"), limit_bytes: count }),
  /** One of its lines is larger than a chunk: it cannot be shown in parts. */
  z.object({ kind: z.literal("line"), line_tokens: count, chunk_tokens: count }),
]);

export type OverBudget = z.infer<typeof overBudgetSchema>;
export type OverBudgetKind = OverBudget["kind"];

/** The run's chunks, as the text names them: one job's max_chunks, or a matrix's shards × max_chunks. */
function runChunks(budget: { max_chunks: number; matrix_chunks?: number | undefined }): string {
  return budget.matrix_chunks === undefined
    ? `max_chunks ${budget.max_chunks}`
    : `the matrix's ${budget.matrix_chunks} (max_chunks ${budget.max_chunks} per shard)`;
}

const mib = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;

/** The report's words for it: which budget, the figures, and what to do. */
export function overBudgetText(budget: OverBudget): string {
  switch (budget.kind) {
    case "run":
      return `over the run's budget: needs ${plural(budget.needs, "chunk")}, ${budget.left} left of ${runChunks(budget)} — raise max_chunks or split the pull request`;
    case "whole_run":
      return `larger than the whole run's budget: needs ${plural(budget.needs, "chunk")}, more than ${runChunks(budget)} — raise max_chunks or split the file`;
    case "read_limit":
      return `over the ${mib(budget.limit_bytes)} read limit of one file — review it by hand or split the file`;
    case "line":
      return `a line of ${budget.line_tokens} tokens is larger than a chunk (chunk_tokens ${budget.chunk_tokens}), so it cannot be shown in parts — review it by hand`;
  }
}

/** Short, for the coverage line's count by budget. */
export const OVER_BUDGET_LABEL: Record<OverBudgetKind, string> = {
  run: "over the run's chunks left",
  whole_run: "larger than the whole run",
  read_limit: "over the read limit",
  line: "with a line larger than a chunk",
};

/** "2 over the run's chunks left, 1 over the read limit": the budgets' counts, in the order above; "" without details. */
export function overBudgetTally(budgets: readonly (OverBudget | undefined)[]): string {
  const counts = new Map<OverBudgetKind, number>();
  for (const budget of budgets) if (budget) counts.set(budget.kind, (counts.get(budget.kind) ?? 0) + 1);
  return (Object.keys(OVER_BUDGET_LABEL) as OverBudgetKind[])
    .filter((kind) => counts.has(kind))
    .map((kind) => `${counts.get(kind)} ${OVER_BUDGET_LABEL[kind]}`)
    .join(", ");
}
