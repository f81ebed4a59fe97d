/**
 * The security lane's prose view through the built CLI (`node
 * dist/cli/index.js review`) against the scripted model and a real git
 * repository: a long CHANGELOG.md rewrite beside a VitePress page whose
 * `<script setup>` comes after the changelog has spent the prose budget. The
 * security lane's prompt shows the script line with its head-side number,
 * none of the changelog's deleted lines, and a header counting what it left
 * for fs_read; a code-review chunk still shows the deleted lines.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { GauntletResult } from "../../src/review/gauntlet/result.js";
import { AUTH_CHANGE, cleanLanes, gauntletRepo, promptText, REVIEW_CHUNK, SECURITY, SELECT_LANES, nodeOf, type Route } from "../support/gauntletHarness.js";
import { httpError, jsonReply, startModelServer, type ModelServer } from "../support/modelServer.js";
import { cliEnv } from "../support/reviewHarness.js";
import { GIT_TEST_ENV } from "../review/support/tempRepo.js";
import { shownAddedLines } from "./support/model.js";

const CLI = process.env.GAUNTLET_E2E_CLI || resolve(import.meta.dirname, "../../dist/cli/index.js");

const entry = (word: string, i: number) => `* ${word}: entry ${i} ([#${9000 + i}](https://github.com/o/r/issues/${9000 + i}))`;
const OLD_CHANGELOG =
  ["# Changelog", ...Array.from({ length: 400 }, (_, i) => (i % 10 === 0 ? `## 1.${400 - i}.0` : entry("retired wording", i)))].join("\n") + "\n";
const NEW_CHANGELOG =
  ["# Changelog", ...Array.from({ length: 500 }, (_, i) => (i % 10 === 0 ? `## 2.${500 - i}.0` : entry("fresh wording", i)))].join("\n") + "\n";
const PAGE_BASE = "# Guide\n\nHow to use it.\n";
const PAGE = [
  "# Guide",
  "",
  "How to use it.",
  "",
  ...Array.from({ length: 300 }, (_, i) => `Paragraph ${i} of plain guidance.`),
  "",
  "<script setup>",
  "import { leak } from './leak.js'",
  "</script>",
  "",
].join("\n");

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());

function runCli(cwd: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { PATH: process.env.PATH ?? "", HOME: cwd, ...GIT_TEST_ENV, ...cliEnv(server) } as NodeJS.ProcessEnv;
  return new Promise((done) => {
    execFile(process.execPath, [CLI, ...args], { cwd, env, maxBuffer: 1 << 26 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
      done({ code, stdout, stderr });
    });
  });
}

describe("the security lane's prose view (built CLI)", () => {
  it("shows the lane a page's <script setup> past the budget and none of a rewritten changelog's deleted lines; code review still reads them", async () => {
    const routes: Record<string, Route> = {
      ...cleanLanes(),
      [SELECT_LANES]: () => jsonReply({ add_code_review: false, add_adversary: false, add_security: true, add_probe: false, lane_reasons: "auth" }),
    };
    server.setHandler((request) => {
      const route = routes[nodeOf(request)];
      return route ? route(request) : httpError(418, { message: `unscripted node ${nodeOf(request)}` });
    });
    const repo = gauntletRepo(
      { ...AUTH_CHANGE, "CHANGELOG.md": NEW_CHANGELOG, "docs/guide.md": PAGE },
      { "src/auth/session.ts": "export const ttl = 60;\n", "CHANGELOG.md": OLD_CHANGELOG, "docs/guide.md": PAGE_BASE },
    );
    onTestFinished(() => repo.cleanup());
    const first = server.requests.length;

    const cli = await runCli(repo.dir, ["review", "--base", "HEAD~1", "--json", "result.json"]);
    const requests = server.requests.slice(first);
    const result = JSON.parse(readFileSync(join(repo.dir, "result.json"), "utf8")) as GauntletResult;
    expect(cli.code, cli.stderr).toBe(0);
    expect(result.verdict).toBe("PASS");

    const security = requests.filter((r) => nodeOf(r) === SECURITY).map(promptText);
    expect(security).toHaveLength(1);
    const lane = security[0]!;
    const shown = shownAddedLines(lane);
    const pageLines = PAGE.split("\n");
    const script = pageLines.indexOf("<script setup>") + 1;
    expect(shown).toEqual(
      expect.arrayContaining([
        { path: "docs/guide.md", line: script, text: "<script setup>" },
        { path: "docs/guide.md", line: script + 1, text: "import { leak } from './leak.js'" },
      ]),
    );
    // The page's last plain paragraph is past the budget: not shown, counted.
    expect(shown.some((line) => line.text === "Paragraph 299 of plain guidance.")).toBe(false);
    expect(lane).not.toContain("retired wording");
    const changelogShown = shown.filter((line) => line.path === "CHANGELOG.md");
    const changelogHead = NEW_CHANGELOG.split("\n");
    expect(changelogShown.length).toBeGreaterThan(0);
    for (const line of changelogShown) expect(line.text).toBe(changelogHead[line.line - 1]);
    expect(lane).toContain(
      `### CHANGELOG.md — modified, +500 −400 — prose: added lines only, ${changelogShown.length} of 500 shown (every line that can act, then the first within a budget); read the other ${500 - changelogShown.length} with fs_read`,
    );
    expect(lane).toContain(`CHANGELOG.md (prose: ${500 - changelogShown.length} of its 500 added lines not shown; read them with fs_read)`);

    // Code review is unchanged: its chunks show the changelog's deleted lines.
    const chunks = requests
      .filter((r) => nodeOf(r) === REVIEW_CHUNK)
      .map(promptText)
      .join("\n");
    expect(chunks).toMatch(/^\s*-\* retired wording: entry 1 /m);
    expect(chunks).toContain("Paragraph 299 of plain guidance.");
  });
});
