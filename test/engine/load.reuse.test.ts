/** A graph file is parsed once per process while its text stays the same; an edited file is read afresh. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { GraphError, loadGraphFile } from "../../src/engine/index.js";

const graph = (output: string) => `name: g\nversion: "1.0"\nstart: done\nnodes:\n  done:\n    id: done\n    type: end\n    output: "${output}"\n`;

describe("loading a graph file again", () => {
  it("reuses the parse of unchanged text, and parses an edited file again", () => {
    const dir = mkdtempSync(join(tmpdir(), "gauntlet-load-reuse-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, "g.yaml");
    writeFileSync(file, graph("first"));
    const first = loadGraphFile(file);
    expect(loadGraphFile(file)).toBe(first);

    writeFileSync(file, graph("second"));
    const second = loadGraphFile(file);
    expect(second).not.toBe(first);
    expect(second.spec.nodes.done).toMatchObject({ output: "second" });

    writeFileSync(file, "name: [");
    expect(() => loadGraphFile(file)).toThrow(GraphError);
  });
});
