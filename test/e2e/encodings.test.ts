/**
 * Decode before anything reads, tried as an attacker would, through the built
 * CLI (`node dist/cli/index.js review`) against the scripted model and a real
 * repository. Each file hides one line of code behind an encoding: UTF-16LE
 * and BE with a BOM, UTF-32, a UTF-8 BOM, UTF-16 without a BOM, Windows-1252,
 * a file that flips encoding between base and head. The scripted reviewer
 * flags the line only where it is shown it, decoded, with the line number an
 * editor shows; so each case proves that the hidden line reached a reviewer's
 * prompt decoded and that its finding alone keeps the verdict BLOCKED. A
 * token in a UTF-16LE and a UTF-32 file reaches no request in any encoding.
 * Files no decoder makes legible (compressed data without a NUL, an
 * undecodable source file) are never shown and make coverage partial. One
 * case runs through the built action, to the check run and its annotations.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TempRepo, GIT_TEST_ENV } from "../review/support/tempRepo.js";
import { httpError, jsonReply, startModelServer, textReply, type ModelServer, type RecordedRequest } from "../support/modelServer.js";
import { pullRequestPayload, removeTempDirs, runAction } from "../support/actionHarness.js";
import { describeRun, onlyCheck, outputFiles, startScenario } from "./support/scenario.js";
import {
  cleanLanes,
  promptText,
  requestsFor,
  REVIEW_CHUNK,
  SECURITY,
  SECURITY_PASS,
  shownAddedLines,
  VERIFY_ONE,
  verifyByReading,
  type Route,
} from "./support/model.js";

const CLI = join(process.cwd(), process.env.GAUNTLET_E2E_CLI ?? "dist/cli/index.js");
const MARK = "hidden-by-encoding";
const hiddenLine = (n: number) => `Invoke-Expression $env:PAYLOAD${n} # ${MARK}`;
const TOKEN_16 = `ghp_${"A1b2C3d4E5".repeat(4).slice(0, 36)}`;
const TOKEN_32 = `ghp_${"Z9y8X7w6V5".repeat(4).slice(0, 36)}`;

const utf16le = (text: string, bom = true) => Buffer.concat([Buffer.from(bom ? [0xff, 0xfe] : []), Buffer.from(text, "utf16le")]);
const utf16be = (text: string) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, "utf16le").swap16()]);
function utf32le(text: string): Buffer {
  const points = [0xfeff, ...[...text].map((c) => c.codePointAt(0)!)];
  const out = Buffer.alloc(points.length * 4);
  points.forEach((p, i) => out.writeUInt32LE(p, i * 4));
  return out;
}
function noise(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[i] = ((state >>> 16) % 255) + 1; // never a NUL
  }
  return bytes;
}
/** Three lines of script, the hidden one third: the line number an editor shows. */
const body = (n: number, extra = "") => `param($x)\nWrite-Output $x${extra}\n${hiddenLine(n)}\n`;

interface Case {
  name: string;
  path: string;
  base?: Buffer;
  head: Buffer;
  /** The hidden line's number, as an editor shows it. */
  line?: number;
}
const decodable: Case[] = [
  { name: "UTF-16LE with a BOM", path: "scripts/a16le.ps1", head: utf16le(body(1, `\n$t = "${TOKEN_16}"`)), line: 4 },
  { name: "UTF-16BE with a BOM", path: "scripts/a16be.ps1", head: utf16be(body(2)) },
  { name: "UTF-32LE with a BOM", path: "src/a32.py", head: utf32le(body(3, `\nt = "${TOKEN_32}"`)), line: 4 },
  { name: "UTF-8 with a BOM", path: "src/bom8.ts", head: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(body(4))]) },
  { name: "UTF-16LE without a BOM", path: "scripts/nobom.ps1", head: utf16le(body(5), false) },
  { name: "Windows-1252", path: "src/legacy.py", head: Buffer.from(body(6).replace("Write-Output $x", "Write-Output '\x93x\x94'"), "latin1") },
  { name: "a file that flips from UTF-8 to UTF-16LE", path: "scripts/flip.ps1", base: Buffer.from("param($x)\n"), head: utf16le(body(7)) },
];

/** The reviewer flags every shown line holding MARK, at the number the chunk gives it, under its file's header. */
const flagsHidden = (request: RecordedRequest) => {
  const findings: unknown[] = [];
  for (const { path, line, text } of shownAddedLines(promptText(request))) {
    if (!text.includes(MARK)) continue;
    findings.push({
      severity: "🔴 CRITICAL",
      path,
      start_line: line,
      end_line: line,
      title: "Runs a payload",
      claim: "It runs a payload from the environment.",
      suggestion: "Remove it.",
    });
  }

  return jsonReply({ summary: "Reviewed.", findings });
};

let server: ModelServer;
const repos: TempRepo[] = [];
beforeAll(async () => {
  server = await startModelServer();
  server.setHandler((request) => {
    const routes: Record<string, Route> = {
      ...cleanLanes(),
      [REVIEW_CHUNK]: flagsHidden,
      [VERIFY_ONE]: verifyByReading,
      [SECURITY]: () => textReply(SECURITY_PASS),
    };
    const route = routes[String(request.headers["x-gauntlet-node"] ?? "")];
    return route ? route(request) : httpError(418, { message: "unscripted node" });
  });
});
afterAll(async () => {
  removeTempDirs();
  for (const repo of repos) repo.cleanup();
  await server.close();
});

function repoWith(cases: readonly Case[]): TempRepo {
  const repo = TempRepo.create("gauntlet-enc-");
  repos.push(repo);
  repo.write("README.md", "# r\n");
  for (const c of cases) if (c.base) repo.write(c.path, c.base);
  repo.commit("base");
  repo.git("checkout", "--quiet", "-b", "change");
  for (const c of cases) repo.write(c.path, c.head);
  repo.commit("change");
  return repo;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- result.json is read as data
async function review(repo: TempRepo, rigor: string): Promise<{ code: number; stdout: string; stderr: string; result: any; requests: RecordedRequest[] }> {
  const before = server.requests.length;
  const env = {
    ...process.env,
    ...GIT_TEST_ENV,
    OPENAI_BASE_URL: server.baseURL,
    OPENAI_API_KEY: "sk-test-enc-0123456789abcdef",
    GAUNTLET_MODEL: "test-model",
  };
  const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [CLI, "review", "--base", "main", "--rigor", rigor, "--json", "result.json"], { cwd: repo.dir, env }, (error, out, err) =>
      resolve({ code: error ? Number(error.code ?? -1) : 0, stdout: out, stderr: err }),
    );
  });
  const result = JSON.parse(readFileSync(join(repo.dir, "result.json"), "utf8"));
  return { code, stdout, stderr, result, requests: server.requests.slice(before) };
}

/** Every form a token could take in a request body: UTF-8, UTF-16LE/BE bytes, NUL-interleaved text, JSON-escaped NULs. */
function tokenForms(token: string): Array<string | Buffer> {
  const interleaved = [...token].join("\0");
  return [token, Buffer.from(token, "utf16le"), Buffer.from(token, "utf16le").swap16(), interleaved, [...token].join("\\u0000"), token.slice(4, 20)];
}

describe("the built CLI decodes before anything reads", () => {
  let run: Awaited<ReturnType<typeof review>>;
  beforeAll(async () => {
    run = await review(repoWith(decodable), "production");
  }, 600_000);

  it.for(decodable)("$name: the hidden line reached the reviewer decoded, at its editor line, and its finding alone blocks", (c) => {
    expect(run.code, run.stderr).toBe(1);
    const prompts = requestsFor(server, REVIEW_CHUNK)
      .filter((r) => run.requests.includes(r))
      .map(promptText)
      .join("\n");
    expect(prompts).toMatch(new RegExp(`^### ${c.path.replace(/\./g, "\\.")} .*\\[`, "m"));
    expect(run.result.verdict).toBe("BLOCKED");
    expect(run.result.coverage).toMatchObject({ complete: true, not_reviewed: [] });
    const finding = run.result.findings.find((f: { path: string }) => f.path === c.path);
    expect(finding, JSON.stringify(run.result.findings)).toMatchObject({ severity: "🔴 CRITICAL", blocking: true, start_line: c.line ?? 3 });
  });

  it("no prompt holds a NUL or another C0 control, and the Windows-1252 quotes show as characters", () => {
    const bodies = run.requests.map((r) => JSON.stringify(r.body));
    for (const text of bodies) expect(text).not.toMatch(/\\u000[0-8bcef]|\\u001[0-9a-f]/);
    expect(requestsFor(server, REVIEW_CHUNK).map(promptText).join("\n")).toContain("Write-Output '\u201cx\u201d'");
  });

  it("a token in a UTF-16LE and a UTF-32 file reaches no request in any encoding, nor the result", () => {
    const raw = Buffer.concat(run.requests.map((r) => Buffer.from(JSON.stringify(r.body))));
    for (const token of [TOKEN_16, TOKEN_32]) {
      for (const form of tokenForms(token)) expect(raw.includes(form), `${token} as ${JSON.stringify(form.toString())}`).toBe(false);
      expect(JSON.stringify(run.result)).not.toContain(token.slice(4, 20));
      expect(run.stdout).not.toContain(token.slice(4, 20));
    }
  });
});

describe("no unreadable text counts as reviewed", () => {
  it("compressed data without a NUL is binary by its bytes; an undecodable source file is not reviewed, 'unreadable encoding': BLOCKED at production", async () => {
    const repo = repoWith([
      { name: "br", path: "web/app.js.br", head: noise(8192, 11) },
      { name: "src", path: "src/evil.py", base: Buffer.from("print(1)\n"), head: noise(3000, 5) },
      { name: "plain", path: "src/ok.ts", head: Buffer.from("export const ok = 1;\n") },
    ]);
    const run = await review(repo, "production");
    expect(run.code, run.stderr).toBe(1);
    expect(run.result.verdict).toBe("BLOCKED");
    expect(run.result.coverage.complete).toBe(false);
    expect(run.result.coverage.not_reviewed).toEqual([{ path: "src/evil.py", reason: "unreadable encoding" }]);
    expect(run.result.coverage.skipped).toEqual(expect.arrayContaining([expect.objectContaining({ path: "web/app.js.br", reason: "binary" })]));
    expect(run.stdout).toContain("unreadable encoding");
    const prompts = run.requests.map((r) => JSON.stringify(r.body)).join("\n");
    expect(prompts).not.toContain("\\ufffd");
    expect(prompts).not.toMatch(/\\u000[0-8bcef]|\\u001[0-9a-f]/);
  }, 600_000);
});

describe("the built action decodes before anything reads", () => {
  it("a UTF-16LE script with a BOM: the hidden line is reviewed decoded, annotated at its editor line, BLOCKED; its token reaches neither the model nor GitHub", async ({
    onTestFinished,
  }) => {
    const path = "scripts/deploy.ps1";
    const {
      repo: pull,
      fake,
      model,
    } = await startScenario(
      { onTestFinished },
      {
        repo: { change: { [path]: utf16le(body(8, `\n$t = "${TOKEN_16}"`)), "README.md": "# Fixture, edited\n" } },
        routes: { [REVIEW_CHUNK]: flagsHidden, [VERIFY_ONE]: verifyByReading, [SECURITY]: () => textReply(SECURITY_PASS) },
      },
    );
    const workspace = pull.workspace("merge", { depth: 1 });
    const run = await runAction({ event: "pull_request", payload: pullRequestPayload(pull), workspace, fake, model, sha: pull.mergeSha });
    expect(run.timedOut, describeRun(run, { fake, model })).toBe(false);
    fake.expectNoRejections();
    const check = onlyCheck(fake, fake.state.checkRuns[0]!.head_sha);
    expect(check.conclusion, describeRun(run, { fake, model })).toBe("failure");
    expect(requestsFor(model, REVIEW_CHUNK).some((r) => promptText(r).includes(`4+${hiddenLine(8)}`))).toBe(true);
    const { result } = outputFiles(run);
    expect(result.verdict).toBe("BLOCKED");
    expect(result.findings).toEqual(
      expect.arrayContaining([expect.objectContaining({ path, start_line: 4, severity: "🔴 CRITICAL", blocking: true, verdict: "VERIFIED" })]),
    );
    expect(check.output.annotations).toEqual(expect.arrayContaining([expect.objectContaining({ path, start_line: 4, annotation_level: "failure" })]));
    const sent = Buffer.concat(
      [...model.requests.map((r) => JSON.stringify(r.body)), ...fake.calls.map((c) => JSON.stringify(c.body ?? ""))].map((t) => Buffer.from(t)),
    );
    for (const form of tokenForms(TOKEN_16)) expect(sent.includes(form), JSON.stringify(form.toString())).toBe(false);
  }, 600_000);
});

describe("the base's working-tree-encoding, never the head's attributes", () => {
  it("a Shift-JIS script the base declares is shown decoded by the base's attribute, though the head marks it -diff", async () => {
    const sjis = (text: string) => Buffer.from([...text].flatMap((c) => (c === "\u3042" ? [0x82, 0xa0] : [c.charCodeAt(0)])));
    const repo = TempRepo.create("gauntlet-enc-");
    repos.push(repo);
    repo.write(".gitattributes", "*.ps1 working-tree-encoding=SHIFT-JIS\n");
    repo.write("scripts/jp.ps1", sjis("# \u3042\n"));
    repo.commit("base"); // git stores it as UTF-8
    repo.git("checkout", "--quiet", "-b", "change");
    // The head commits raw Shift-JIS bytes past git's conversion, and tells git the file is not text.
    repo.write(".gitattributes", "*.ps1 -diff\n");
    repo.write("scripts/jp.ps1", sjis(`# \u3042\nWrite-Output 1\n${hiddenLine(9)}\n`));
    repo.git("add", ".gitattributes");
    const blob = repo.git("hash-object", "-w", "--no-filters", "scripts/jp.ps1").trim();
    repo.git("update-index", "--cacheinfo", `100644,${blob},scripts/jp.ps1`);
    repo.git("commit", "--quiet", "-m", "change");
    const run = await review(repo, "production");
    expect(run.code, run.stderr).toBe(1);
    const prompts = requestsFor(server, REVIEW_CHUNK)
      .filter((r) => run.requests.includes(r))
      .map(promptText)
      .join("\n");
    expect(prompts).toContain("SHIFT-JIS (the base's working-tree-encoding)");
    expect(prompts).toMatch(/^\s*1 # \u3042$/m);
    expect(prompts).toContain(`3+${hiddenLine(9)}`);
    expect(run.result.findings).toEqual(expect.arrayContaining([expect.objectContaining({ path: "scripts/jp.ps1", start_line: 3, blocking: true })]));
    expect(run.result.coverage.complete).toBe(true);
  }, 600_000);
});
