/**
 * Loading: YAML text → typed graph. Every problem is a GraphError whose issues
 * name the file, the node and the field, with a message a person can act on.
 */
import { describe, expect, it } from "vitest";
import { GraphError, formatIssue, isGauntletError, loadGraphFile, type GraphIssue } from "../../src/engine/index.js";
import { captureError, graphFromYaml } from "../support/engine.js";

function loadIssues(yaml: string, file = "bad.yaml"): GraphIssue[] {
  try {
    graphFromYaml(yaml, file);
  } catch (error) {
    expect(error).toBeInstanceOf(GraphError);
    const issues = (error as GraphError).issues;
    for (const issue of issues) {
      expect(issue.file).toBe(file);
      expect(formatIssue(issue)).not.toMatch(/\n\s+at /); // no stack trace
    }
    expect((error as GraphError).message).not.toMatch(/\bat .*\.(ts|js):\d+/);
    return issues;
  }
  throw new Error("expected the graph not to load");
}

const header = `name: g\nversion: "1.0"\nstart: a\n`;

describe("load", () => {
  it("loads a well-formed graph into typed nodes", () => {
    const graph = graphFromYaml(`${header}nodes:\n  a: {id: a, type: script, script: s, next: done}\n  done: {id: done, type: end, output: ok}\n`);
    expect(graph.name).toBe("g");
    expect(graph.file).toBe("test.yaml");
    expect(graph.spec.nodes.a).toMatchObject({ type: "script", script: "s", next: "done" });
  });

  it("reports malformed YAML with its line and column", () => {
    const issues = loadIssues(`name: g\nversion: "1.0"\nnodes:\n  a: {id: a, type: end\n  b: [\n`);
    expect(issues.length).toBeGreaterThan(0);
    expect(issues[0]!.field).toMatch(/^line \d+, column \d+$/);
    expect(issues[0]!.message).toMatch(/^YAML syntax error/);
  });

  it("reports a duplicate key as a YAML error", () => {
    const issues = loadIssues(`${header}start: b\nnodes: {}\n`);
    expect(issues[0]!.message).toMatch(/YAML syntax error/);
  });

  it("reports a wrong type with the node and the field path", () => {
    const issues = loadIssues(
      `${header}nodes:\n  a: {id: a, type: script, script: s, max_attempts: three, next: done}\n  done: {id: done, type: end, output: ok}\n`,
    );
    expect(issues).toEqual([expect.objectContaining({ node: "a", field: "max_attempts", message: 'expected number, got string "three"' })]);
  });

  it("tells a missing required field from a wrong type", () => {
    const issues = loadIssues(`${header}nodes:\n  a: {id: a, type: script, next: done}\n  done: {id: done, type: end, output: ok}\n`);
    expect(issues).toEqual([expect.objectContaining({ node: "a", field: "script", message: "expected string (missing)" })]);
  });

  it("reports a wrong type in nested fields with an indexed path", () => {
    const issues = loadIssues(
      `${header}nodes:\n  a: {id: a, type: llm, prompt: p, tools: [fs_read, 3], next: done}\n  done: {id: done, type: end, output: ok}\n`,
    );
    expect(issues).toContainEqual(expect.objectContaining({ node: "a", field: "tools[1]" }));
  });

  it("reports an unknown field on a node, naming it", () => {
    const issues = loadIssues(`${header}nodes:\n  a: {id: a, type: llm, promt: hi, prompt: p, next: done}\n  done: {id: done, type: end, output: ok}\n`);
    const issue = issues.find((i) => i.node === "a");
    expect(issue).toBeDefined();
    expect(issue!.field).toBe("promt");
    expect(issue!.message).toMatch(/unknown field "promt"/);
  });

  it("reports an unknown top-level or settings field", () => {
    const issues = loadIssues(`${header}settings: {timeout: 5, max_loops: 3}\nextra: 1\nnodes:\n  a: {id: a, type: end, output: ok}\n`);
    expect(issues).toContainEqual(expect.objectContaining({ node: "(graph)", field: "settings.max_loops", message: expect.stringMatching(/unknown field/) }));
    expect(issues).toContainEqual(expect.objectContaining({ node: "(graph)", field: "extra", message: expect.stringMatching(/unknown field/) }));
  });

  it("reports an unknown node type and lists the allowed ones", () => {
    const issues = loadIssues(`${header}nodes:\n  a: {id: a, type: shell, command: ls}\n`);
    expect(issues).toEqual([
      expect.objectContaining({ node: "a", field: "type", message: expect.stringMatching(/unknown node type "shell".*llm, script, map, agent, end/) }),
    ]);
  });

  it("reports a missing node type", () => {
    const issues = loadIssues(`${header}nodes:\n  a: {id: a, output: ok}\n`);
    expect(issues).toContainEqual(expect.objectContaining({ node: "a", field: "type", message: expect.stringMatching(/missing node type/) }));
  });

  it("reports an unknown node type together with other nodes' schema problems", () => {
    const issues = loadIssues(
      `${header}nodes:\n  a: {id: a, type: shell}\n  b: {id: b, type: end, output: 1}\n  c: {id: c, type: end, output: ok, extra: 1}\n`,
    );
    expect(issues.map((i) => `${i.node}:${i.field}`)).toEqual(expect.arrayContaining(["a:type", "b:output", "c:extra"]));
  });

  it("reports an output_schema that is not a JSON Schema", () => {
    const issues = loadIssues(
      `${header}nodes:\n  a: {id: a, type: llm, prompt: p, output_schema: {type: nonsense}, next: done}\n  done: {id: done, type: end, output: ok}\n`,
    );
    expect(issues).toEqual([expect.objectContaining({ node: "a", field: "output_schema", message: expect.stringMatching(/not a valid JSON Schema/) })]);
  });

  it('accepts only version "1.0"', () => {
    for (const version of ['"2.0"', "1.0", "1"]) {
      const issues = loadIssues(`name: g\nversion: ${version}\nstart: a\nnodes:\n  a: {id: a, type: end, output: ok}\n`);
      expect(issues).toEqual([expect.objectContaining({ node: "(graph)", field: "version", message: 'version must be "1.0"' })]);
    }
  });

  it("reports a document that is not a mapping", () => {
    expect(loadIssues("- just\n- a list\n")).toEqual([expect.objectContaining({ node: "(graph)", message: expect.stringMatching(/expected a mapping/) })]);
  });

  it("reports a missing file as a GraphError, not an ENOENT stack", async () => {
    const error = await captureError(Promise.resolve().then(() => loadGraphFile("/nonexistent/graph.yaml")));
    expect(isGauntletError(error)).toBe(true);
    expect((error as GraphError).issues).toEqual([expect.objectContaining({ file: "/nonexistent/graph.yaml", message: "file not found" })]);
  });

  it("formats issues as file:node:field: message", () => {
    const issues = loadIssues(`${header}nodes:\n  a: {id: a, type: end, output: 7}\n`);
    expect(formatIssue(issues[0]!)).toMatch(/^bad\.yaml:a:output: /);
  });
});

describe("output_schema enum types", () => {
  it("rejects an unquoted YAML FALSE in a string enum, naming the field", () => {
    const yaml = [
      "name: t",
      'version: "1.0"',
      "start: ask",
      "nodes:",
      "  ask:",
      "    id: ask",
      "    type: llm",
      "    prompt: hi",
      "    output_schema: {type: object, properties: {verdict: {type: string, enum: [VERIFIED, FALSE]}}, required: [verdict]}",
      "    next: done",
      '  done: {id: done, type: end, output: "x"}',
    ].join("\n");
    const error = (() => {
      try {
        graphFromYaml(yaml, "t.yaml");
      } catch (e) {
        return e as Error;
      }
      return undefined;
    })();
    expect(error?.message).toContain("t.yaml:ask:output_schema.properties.verdict.enum: false is a boolean, not a string: quote it in the YAML");
  });
});
