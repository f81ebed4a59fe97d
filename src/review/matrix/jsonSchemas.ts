/** The matrix files' JSON Schemas, generated from their zod schemas (the committed copies in schemas/ must equal these). */
import { z } from "zod";
import { matrixPlanSchema, partialResultSchema } from "./schemas.js";

const BASE = "https://github.com/review-gauntlet/review-gauntlet/schemas/";

export const MATRIX_SCHEMA_FILES = {
  matrix: "schemas/gauntlet-matrix.schema.json",
  partial: "schemas/gauntlet-partial.schema.json",
} as const;

function generate(schema: z.ZodType, file: string, title: string, description: string): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { target: "draft-2020-12", io: "input", reused: "ref" }) as Record<string, unknown>;
  const { $schema, ...rest } = json;
  return { $schema, $id: `${BASE}${file.replace(/^schemas\//, "")}`, title, description, ...rest };
}

export function matrixJsonSchemas(): Record<keyof typeof MATRIX_SCHEMA_FILES, Record<string, unknown>> {
  return {
    matrix: generate(
      matrixPlanSchema,
      MATRIX_SCHEMA_FILES.matrix,
      "Review gauntlet matrix plan (gauntlet.matrix/1)",
      "Written by `gauntlet plan --matrix`: the jobs (`include`, the only part strategy.matrix gets), the keys partials must match, the planned request and lane selection.",
    ),
    partial: generate(
      partialResultSchema,
      MATRIX_SCHEMA_FILES.partial,
      "Review gauntlet partial result (gauntlet.partial/1)",
      "Written by `gauntlet lane`: one matrix job's lane outcome, with its keys, attempts, usage and timing, for `gauntlet gate`.",
    ),
  };
}
