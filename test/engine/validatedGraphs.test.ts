/**
 * Graphs validated at build time: a file byte-identical to a graph in the
 * manifest is taken from it, with the very spec the full load makes; any
 * other text is loaded, and rejected, in full, with today's messages.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, onTestFinished } from "vitest";
import { GraphError, loadGraphFile, loadGraphText } from "../../src/engine/index.js";
import { schemaErrorsText } from "../../src/engine/jsonSchema.js";
import {
  NO_VALIDATED_GRAPHS,
  VALIDATED_GRAPHS_FILE,
  readValidatedGraphs,
  shippedValidatedGraphs,
  type ValidatedGraphs,
} from "../../src/engine/validatedGraphs.js";
import { buildValidatedGraphs } from "../../src/engine/validatedGraphsBuild.js";
import { parseStructuredReply } from "../../src/llm/structured.js";

const GRAPHS_DIR = fileURLToPath(new URL("../../graphs", import.meta.url));
const SHIPPED = readdirSync(GRAPHS_DIR)
  .filter((file) => file.endsWith(".yaml"))
  .sort();

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "gauntlet-validated-graphs-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

let builtText: string | undefined;

/** The shipped graphs' manifest, as the build writes it, read back (built once per file: it loads every graph in full). */
function shippedManifest(): ValidatedGraphs {
  builtText ??= buildValidatedGraphs(GRAPHS_DIR).text;
  const file = join(tempDir(), VALIDATED_GRAPHS_FILE);
  writeFileSync(file, builtText);
  return readValidatedGraphs(file);
}

/** `text` written to a fresh file (a fresh path, so no earlier load of it is reused). */
function graphFile(text: string, name = "graph.yaml"): string {
  const file = join(tempDir(), name);
  writeFileSync(file, text);
  return file;
}

function loadError(load: () => unknown): GraphError {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(GraphError);
    return error as GraphError;
  }
  throw new Error("expected the graph not to load");
}

describe("the manifest of graphs validated at build time", () => {
  it("holds every shipped graph, and the same bytes on every build", () => {
    const first = buildValidatedGraphs(GRAPHS_DIR);
    expect(first.skipped).toEqual([]);
    expect(Object.keys(JSON.parse(first.text).graphs)).toEqual(SHIPPED);
    expect(buildValidatedGraphs(GRAPHS_DIR).text).toBe(first.text);
    expect(shippedManifest().size).toBe(SHIPPED.length);
  });

  it("leaves out a graph that does not load, with the reason", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "good.yaml"), readFileSync(join(GRAPHS_DIR, "adversary.yaml")));
    writeFileSync(join(dir, "bad.yaml"), 'name: bad\nversion: "1.0"\nstart: a\nnodes:\n  a: {id: a, type: end, output: ok, promt: x}\n');
    const build = buildValidatedGraphs(dir);
    expect(Object.keys(JSON.parse(build.text).graphs)).toEqual(["good.yaml"]);
    expect(build.skipped).toEqual([{ file: "bad.yaml", reason: expect.stringMatching(/^it does not load: bad\.yaml:a:promt: unknown field "promt"/) }]);
  });

  it("vouches for nothing when missing or malformed", () => {
    const dir = tempDir();
    expect(readValidatedGraphs(join(dir, "missing.json")).size).toBe(0);
    for (const text of [
      "{not json",
      "[]",
      '{"format":"other","graphs":{}}',
      '{"format":"gauntlet.validated-graphs/1","graphs":{"a.yaml":{"sha256":"x","spec":{}}}}',
    ]) {
      writeFileSync(join(dir, "m.json"), text);
      expect(readValidatedGraphs(join(dir, "m.json")).size).toBe(0);
    }
  });

  it("is not there when running from source, so tests load every graph in full", () => {
    expect(shippedValidatedGraphs().size).toBe(0);
  });
});

describe("loading a graph file with the manifest", () => {
  it.each(SHIPPED)("%s: gives the spec the full load gives, from the manifest", (name) => {
    const manifest = shippedManifest();
    const text = readFileSync(join(GRAPHS_DIR, name), "utf8");
    const file = graphFile(text, name);
    const fast = loadGraphFile(file, manifest);
    const full = loadGraphText(text, file);
    expect(fast.spec).toBe(manifest.specFor(text)); // taken from the manifest, not parsed
    expect(fast.spec).toEqual(full.spec);
    expect(JSON.stringify(fast.spec)).toBe(JSON.stringify(full.spec)); // key order too: nodes iterate alike
    expect({ name: fast.name, file: fast.file }).toEqual({ name: full.name, file: full.file });
  });

  it.each(SHIPPED)("%s: its output validators pass and fail replies as the full load's do", (name) => {
    const manifest = shippedManifest();
    const text = readFileSync(join(GRAPHS_DIR, name), "utf8");
    const fast = loadGraphFile(graphFile(text, name), manifest);
    const full = loadGraphText(text, name);
    for (const [id, node] of Object.entries(full.spec.nodes)) {
      const schema = node.type === "llm" || node.type === "agent" ? node.output_schema : undefined;
      expect(fast.validators.get(id) === undefined, id).toBe(full.validators.get(id) === undefined);
      if (!schema) continue;
      const outputSchema = (validators: typeof fast.validators) => ({ schema, validate: validators.get(id)! });
      for (const reply of ["{}", '{"unexpected": 1}', "[]", "not json"]) {
        expect(parseStructuredReply(reply, outputSchema(fast.validators)), `${id} ${reply}`).toEqual(
          parseStructuredReply(reply, outputSchema(full.validators)),
        );
      }
    }
    expect(fast.validators.get("no-such-node")).toBeUndefined();
  });

  it("loads an edited graph in full, and rejects it with the full load's message", () => {
    const manifest = shippedManifest();
    const text = readFileSync(join(GRAPHS_DIR, "code-reviewer.yaml"), "utf8");
    const tampered = text.replace(/^(\s+)type: llm$/m, "$1type: llm\n$1promt: tampered");
    expect(tampered).not.toBe(text);
    const file = graphFile(tampered);
    const error = loadError(() => loadGraphFile(file, manifest));
    expect(error.message).toMatch(/promt: unknown field "promt"/);
    expect(error.message).toBe(loadError(() => loadGraphText(tampered, file)).message);
  });

  it("loads a graph that differs by one harmless byte in full", () => {
    const manifest = shippedManifest();
    const text = `${readFileSync(join(GRAPHS_DIR, "adversary.yaml"), "utf8")}\n# edited\n`;
    const graph = loadGraphFile(graphFile(text), manifest);
    expect(manifest.specFor(text)).toBeUndefined();
    expect(graph.spec).toEqual(loadGraphText(text, "x.yaml").spec);
  });

  it("catches a bad output_schema at load in a graph the manifest does not hold", () => {
    const manifest = shippedManifest();
    const text = readFileSync(join(GRAPHS_DIR, "finding-verifier.yaml"), "utf8").replace(
      /^(\s+)output_schema:\n(\s+)type: object$/m,
      "$1output_schema:\n$2type: objekt",
    );
    expect(text).not.toBe(readFileSync(join(GRAPHS_DIR, "finding-verifier.yaml"), "utf8"));
    const error = loadError(() => loadGraphFile(graphFile(text), manifest));
    expect(error.issues).toContainEqual(expect.objectContaining({ field: "output_schema", message: expect.stringMatching(/^not a valid JSON Schema/) }));
  });

  it("without a manifest, loads the shipped text in full", () => {
    const text = readFileSync(join(GRAPHS_DIR, "probe.yaml"), "utf8");
    const graph = loadGraphFile(graphFile(text), NO_VALIDATED_GRAPHS);
    expect(graph.spec).toEqual(loadGraphText(text, "probe.yaml").spec);
    expect(graph.spec).not.toBe(shippedManifest().specFor(text));
  });
});

describe("schemaErrorsText", () => {
  it("words errors as ajv does", () => {
    expect(schemaErrorsText([{ instancePath: "/a", message: "must be string", keyword: "type", schemaPath: "#", params: {} }], "reply")).toBe(
      "reply/a must be string",
    );
  });
});
