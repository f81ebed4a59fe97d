import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { dropAbsentOptionals, toStrictSchema } from "../../src/llm/strictSchema.js";

const ajv = new Ajv({ strict: false });

describe("toStrictSchema", () => {
  it("closes every object, requires every property and makes the optional ones nullable", () => {
    const schema = {
      type: "object",
      properties: {
        verdict: { type: "string", enum: ["PASS", "FAIL"] },
        count: { type: "integer" },
        tags: { type: "array", items: { type: "string" } },
        detail: { type: "object", properties: { file: { type: "string" }, line: { type: "integer" } }, required: ["file"] },
      },
      required: ["verdict"],
    };

    expect(toStrictSchema(schema)).toEqual({
      strict: true,
      schema: {
        type: "object",
        properties: {
          verdict: { type: "string", enum: ["PASS", "FAIL"] },
          count: { type: ["integer", "null"] },
          tags: { anyOf: [{ type: "array", items: { type: "string" } }, { type: "null" }] },
          detail: {
            anyOf: [
              {
                type: "object",
                properties: { file: { type: "string" }, line: { type: ["integer", "null"] } },
                required: ["file", "line"],
                additionalProperties: false,
              },
              { type: "null" },
            ],
          },
        },
        required: ["verdict", "count", "tags", "detail"],
        additionalProperties: false,
      },
    });
  });

  it("adds null to an optional enum, so the enum itself admits it", () => {
    const strict = toStrictSchema({ type: "object", properties: { level: { type: "string", enum: ["a", "b"] } } });
    const validate = ajv.compile(strict.schema);
    expect(validate({ level: null })).toBe(true);
    expect(validate({ level: "c" })).toBe(false);
    expect(validate({})).toBe(false);
  });

  it("recurses into array items, anyOf branches and $defs, and turns oneOf into anyOf", () => {
    const schema = {
      type: "object",
      properties: {
        findings: { type: "array", items: { $ref: "#/$defs/finding" } },
        target: { oneOf: [{ type: "object", properties: { path: { type: "string" } } }, { type: "string" }] },
      },
      required: ["findings", "target"],
      $defs: { finding: { type: "object", properties: { id: { type: "string" }, note: { type: "string" } }, required: ["id"] } },
    };

    const { schema: strict, strict: isStrict } = toStrictSchema(schema);

    expect(isStrict).toBe(true);
    expect(strict.$defs).toEqual({
      finding: {
        type: "object",
        properties: { id: { type: "string" }, note: { type: ["string", "null"] } },
        required: ["id", "note"],
        additionalProperties: false,
      },
    });
    const target = (strict.properties as Record<string, Record<string, unknown>>).target;
    expect(target).not.toHaveProperty("oneOf");
    expect(target?.anyOf).toEqual([
      { type: "object", properties: { path: { type: ["string", "null"] } }, required: ["path"], additionalProperties: false },
      { type: "string" },
    ]);
  });

  it("keeps a property that already allows null as it is", () => {
    const strict = toStrictSchema({ type: "object", properties: { note: { type: ["string", "null"] } } });
    expect((strict.schema.properties as Record<string, unknown>).note).toEqual({ type: ["string", "null"] });
  });

  it("falls back to non-strict, schema as written, for free-form maps and non-object roots", () => {
    const map = { type: "object", properties: { labels: { type: "object", additionalProperties: { type: "string" } } } };
    expect(toStrictSchema(map)).toMatchObject({ strict: false, schema: map, reason: "(root).labels is an object without fixed properties" });
    expect(toStrictSchema({ type: "array", items: { type: "string" } }).strict).toBe(false);
  });

  it("does not modify the schema it is given", () => {
    const schema = { type: "object", properties: { a: { type: "string" } } };
    const copy = structuredClone(schema);
    toStrictSchema(schema);
    expect(schema).toEqual(copy);
  });
});

describe("dropAbsentOptionals", () => {
  const schema = {
    type: "object",
    properties: {
      verdict: { type: "string" },
      note: { type: "string" },
      reason: { type: ["string", "null"] },
      findings: { type: "array", items: { $ref: "#/$defs/finding" } },
      location: {
        anyOf: [
          { type: "object", properties: { file: { type: "string" }, line: { type: "integer" } }, required: ["file"] },
          { type: "object", properties: { url: { type: "string" }, anchor: { type: "string" } }, required: ["url"] },
        ],
      },
    },
    required: ["verdict", "findings"],
    $defs: { finding: { type: "object", properties: { id: { type: "string" }, line: { type: "integer" } }, required: ["id"] } },
  };

  it("removes nulls standing for absent optional properties, at every depth, so the original schema validates", () => {
    const reply = {
      verdict: "PASS",
      note: null,
      reason: null,
      findings: [{ id: "F1", line: null }],
      location: { url: "https://x", anchor: null },
    };

    const cleaned = dropAbsentOptionals(reply, schema);

    expect(cleaned).toEqual({ verdict: "PASS", reason: null, findings: [{ id: "F1" }], location: { url: "https://x" } });
    expect(ajv.compile(schema)(cleaned)).toBe(true);
    expect(ajv.compile(schema)(reply)).toBe(false);
  });

  it("leaves a null in a required property for validation to reject", () => {
    const cleaned = dropAbsentOptionals({ verdict: null, findings: [] }, schema);
    expect(cleaned).toEqual({ verdict: null, findings: [] });
    expect(ajv.compile(schema)(cleaned)).toBe(false);
  });

  it("does not modify the reply it is given", () => {
    const reply = { verdict: "PASS", note: null, findings: [] };
    dropAbsentOptionals(reply, schema);
    expect(reply).toEqual({ verdict: "PASS", note: null, findings: [] });
  });
});
