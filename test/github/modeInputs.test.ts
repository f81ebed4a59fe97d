/**
 * The `mode` input and the matrix inputs: each mode gets what it needs, and a
 * wrong value or an input its mode ignores is an error naming the input.
 */
import { describe, expect, it } from "vitest";
import type { CorePort } from "../../src/github/session/corePort.js";
import { readInputs } from "../../src/github/session/inputs.js";
import { readMode } from "../../src/github/session/modeInputs.js";

function core(inputs: Record<string, string>): CorePort {
  return {
    getInput: (name) => inputs[name] ?? "",
    setOutput: () => {},
    setSecret: () => {},
    setFailed: () => {},
    info: () => {},
    warning: () => {},
    error: () => {},
    writeSummary: async () => {},
  };
}

const WS = "/work/space";

function gateUnread(extra: Record<string, string>): string[] {
  const mode = readMode(core({ mode: "gate", "matrix-file": "m.json", partials: "p", ...extra }), WS);
  if (mode.kind !== "gate") throw new Error(`read as mode ${mode.kind}`);
  return mode.unread;
}
const JOB = JSON.stringify({ lane: "code-review", shard: 2, shards: 3 });

describe("mode", () => {
  it("is review by default, and review reads none of the matrix inputs", () => {
    expect(readMode(core({}), WS)).toEqual({ kind: "review" });
    expect(readInputs(core({}), WS).mode).toEqual({ kind: "review" });
    expect(() => readMode(core({ "matrix-file": "m.json" }), WS)).toThrow(
      /input matrix-file is only read in mode plan and lane and gate, and this step's mode is review/,
    );
  });

  it("rejects an unknown mode, naming the choices", () => {
    expect(() => readMode(core({ mode: "shard" }), WS)).toThrow('input mode: "shard"; use one of review, plan, lane, gate');
  });

  it("plan: the plan file (relative to the workspace) and an optional shard count", () => {
    expect(readMode(core({ mode: "plan", "matrix-file": "out/matrix.json" }), WS)).toEqual({ kind: "plan", matrixFile: "/work/space/out/matrix.json" });
    expect(readMode(core({ mode: "plan", "matrix-file": "/tmp/m.json", shards: "3" }), WS)).toEqual({ kind: "plan", matrixFile: "/tmp/m.json", shards: 3 });
    expect(() => readMode(core({ mode: "plan" }), WS)).toThrow(/input matrix-file is empty: mode plan needs it/);
    for (const bad of ["0", "2.5", "17", "three"]) {
      expect(() => readMode(core({ mode: "plan", "matrix-file": "m.json", shards: bad }), WS)).toThrow(/input shards: .*from 1 to 16/);
    }
    expect(() => readMode(core({ mode: "plan", "matrix-file": "m.json", job: JOB }), WS)).toThrow(/input job is only read in mode lane/);
  });

  it("lane: the plan file, the partials folder and the matrix entry as JSON", () => {
    expect(readMode(core({ mode: "lane", "matrix-file": "/p/m.json", partials: "/p/out", job: JOB }), WS)).toEqual({
      kind: "lane",
      matrixFile: "/p/m.json",
      partials: "/p/out",
      job: { lane: "code-review", shard: 2, shards: 3 },
    });
    const lane = (job: string) => () => readMode(core({ mode: "lane", "matrix-file": "/p/m.json", partials: "/p/out", job }), WS);
    expect(lane("")).toThrow("input job is empty: pass the matrix entry as `job: ${{ toJSON(matrix) }}`");
    expect(lane("code-review 2/3")).toThrow(/input job is not JSON/);
    expect(lane(JSON.stringify({ lane: "style", shard: 1, shards: 1 }))).toThrow(/input job: lane: /);
    expect(lane(JSON.stringify({ lane: "security", shard: 0, shards: 1 }))).toThrow(/input job: shard: /);
    expect(lane(JSON.stringify({ lane: "security", shard: 2, shards: 1 }))).toThrow("input job: shard 2 of 1 does not exist");
    expect(lane(JSON.stringify({ lane: "security", shard: 1, shards: 1, os: "linux" }))).toThrow(/input job: /);
    expect(() => readMode(core({ mode: "lane", "matrix-file": "/p/m.json", job: JOB }), WS)).toThrow(/input partials is empty: mode lane needs it/);
  });

  it("lane: a review input the lane does not read is an error naming it; its default is not", () => {
    const lane = (extra: Record<string, string>) => () =>
      readMode(core({ mode: "lane", "matrix-file": "/p/m.json", partials: "/p/out", job: JOB, ...extra }), WS);
    expect(lane({ model: "gpt-4.1" })).toThrow(/input model is not read in mode lane .*give it to the plan job/);
    expect(lane({ "timeout-minutes": "45" })).toThrow(/input timeout-minutes is not read in mode lane/);
    expect(lane({ "timeout-minutes": "30", "pr-comment": "on-blocked", config: ".github/gauntlet.yml" })).not.toThrow();
  });

  it("gate: the plan file and the partials folder, and no job or shard count", () => {
    expect(readMode(core({ mode: "gate", "matrix-file": "m.json", partials: "parts" }), WS)).toEqual({
      kind: "gate",
      matrixFile: "/work/space/m.json",
      partials: "/work/space/parts",
      unread: [],
    });
    // Carried, not thrown: the gate reports it on the check the plan job opened (gateMode.ts).
    expect(gateUnread({ shards: "2" })).toEqual([expect.stringMatching(/^input shards is only read in mode plan, and this step's mode is gate/)]);
  });

  it("gate: a review input the plan settled is an error naming it and the plan job; what the gate reads is not", () => {
    expect(gateUnread({ lanes: "security", model: "gpt-4.1" })).toEqual([
      "input model is not read in mode gate (the plan job settled it, and the gate job takes it from the plan file): give it to the plan job, and remove it here",
      "input lanes is not read in mode gate (the plan job settled it, and the gate job takes it from the plan file): give it to the plan job, and remove it here",
    ]);
    for (const name of ["openai-base-url", "rigor", "config", "budget", "timeout-minutes", "review-drafts"]) {
      expect(gateUnread({ [name]: name === "review-drafts" ? "true" : "x" }), name).toEqual([
        expect.stringContaining(`input ${name} is not read in mode gate`),
      ]);
    }
    // Their action.yml defaults are what the runner passes when a step gives nothing: not an error.
    expect(gateUnread({ config: ".github/gauntlet.yml", "timeout-minutes": "30", "review-drafts": "false" })).toEqual([]);
    // How to publish, the token, the check's name, and the key (only to redact it): the gate's own.
    expect(
      gateUnread({ "fail-on-blocked": "false", "pr-comment": "always", "inline-review": "true", "check-name": "Review", "openai-api-key": "sk-x" }),
    ).toEqual([]);
  });
});
