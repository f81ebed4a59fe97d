/**
 * Every tool's parameter schema is a valid JSON Schema. The tool loop compiles
 * them without ajv's meta-schema check (src/engine/jsonSchema.ts), so this
 * test is where a malformed one is caught.
 */
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { ToolOffer } from "../../src/llm/toolOffer.js";
import { createRepositoryTools } from "../../src/llm/tools/index.js";
import { createExecTool } from "../../src/probe/index.js";
import { makeContext } from "../support/engine.js";
import { makeWorkspace } from "./tools/workspace.js";

async function everyToolSchema(): Promise<[string, unknown][]> {
  const ws = await makeWorkspace();
  const tools = [...createRepositoryTools({ root: ws.root }), createExecTool(undefined, makeContext())];
  const asking = new ToolOffer(tools, true).tools;
  return [
    ...tools.map((tool): [string, unknown] => [tool.name, tool.parameters]),
    ...asking.map((tool): [string, unknown] => [tool.function.name, tool.function.parameters]),
  ];
}

describe("tool parameter schemas", () => {
  it("are valid JSON Schemas, every one", async () => {
    const checker = new Ajv({ allErrors: true, strict: false });
    const schemas = await everyToolSchema();
    expect(schemas.map(([name]) => name)).toEqual(["fs_read", "fs_cat", "fs_grep", "fs_glob", "fs_ls", "exec", "request_tools"]);
    for (const [name, schema] of schemas) {
      const valid = checker.validateSchema(schema as object);
      expect({ name, errors: valid ? null : checker.errorsText(checker.errors) }).toEqual({ name, errors: null });
    }
  });

  it("the check itself rejects a malformed schema", () => {
    const checker = new Ajv({ allErrors: true, strict: false });
    expect(checker.validateSchema({ type: "object", properties: { path: { type: "strin" } } })).toBe(false);
  });
});
