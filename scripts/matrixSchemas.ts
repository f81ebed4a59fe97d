/**
 * Writes schemas/gauntlet-matrix.schema.json and schemas/gauntlet-partial.schema.json
 * from their zod schemas. Run after changing src/review/matrix/schemas.ts:
 *   node --import tsx scripts/matrixSchemas.ts
 * test/review/matrix.schemas.test.ts fails while the committed files differ.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { MATRIX_SCHEMA_FILES, matrixJsonSchemas } from "../src/review/matrix/jsonSchemas.js";

const schemas = matrixJsonSchemas();
for (const [name, file] of Object.entries(MATRIX_SCHEMA_FILES)) {
  const path = fileURLToPath(new URL(`../${file}`, import.meta.url));
  const options = (await prettier.resolveConfig(path)) ?? {};
  const text = await prettier.format(JSON.stringify(schemas[name as keyof typeof schemas]), { ...options, filepath: path });
  writeFileSync(path, text);
}
