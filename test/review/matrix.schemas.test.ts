/**
 * The matrix files' committed JSON Schemas are generated from the zod schemas
 * the code reads them with: they cannot drift. A partial that breaks its
 * schema is refused by both.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, test } from "vitest";
import { MATRIX_SCHEMA_FILES, matrixJsonSchemas } from "../../src/review/matrix/jsonSchemas.js";

const committed = (file: string) => JSON.parse(readFileSync(fileURLToPath(new URL(`../../${file}`, import.meta.url)), "utf8")) as Record<string, unknown>;

describe("matrix JSON Schemas", () => {
  test.each(Object.entries(MATRIX_SCHEMA_FILES))("%s: the committed file equals the generated one (run scripts/matrixSchemas.ts)", (name, file) => {
    expect(committed(file)).toEqual(matrixJsonSchemas()[name as keyof typeof MATRIX_SCHEMA_FILES]);
  });

  test.each(Object.values(MATRIX_SCHEMA_FILES))("%s compiles under draft 2020-12", (file) => {
    expect(() => new Ajv2020({ strict: false }).compile(committed(file))).not.toThrow();
  });
});
