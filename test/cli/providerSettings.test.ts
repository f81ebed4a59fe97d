/**
 * One setting per capability, the same in the configuration and on the
 * command line (the action's inputs: test/e2e/providers.test.ts): the base's
 * `models.structured_output`, `models.tools` and `models.api_version` pin
 * what the first request sends, a flag wins over them, and a bad value names
 * its place and the values it takes.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { cleanLanes, type Route } from "../support/gauntletHarness.js";
import { httpError, startModelServer, type ModelServer } from "../support/modelServer.js";
import { cliEnv, runCliInProcess } from "../support/reviewHarness.js";
import { TempRepo } from "../review/support/tempRepo.js";

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());

function script(routes: Record<string, Route>): void {
  server.requests.length = 0;
  server.setHandler((request) => {
    const route = routes[String(request.headers["x-gauntlet-node"] ?? "")];
    return route ? route(request) : httpError(418, { message: "unscripted node" });
  });
}

function repoWithConfig(config: string): TempRepo {
  const repo = TempRepo.create();
  onTestFinished(() => repo.cleanup());
  repo.write(".github/gauntlet.yml", config);
  repo.write("src/greet.ts", 'export function greet(name: string): string {\n  return "hello " + name;\n}\n');
  repo.commit("base");
  repo.write("src/greet.ts", 'export function greet(name: string): string {\n  return "hello " + name.trim();\n}\n');
  repo.commit("change");
  return repo;
}

describe("provider settings", () => {
  it("the base's models.structured_output and models.tools pin the first request; nothing is negotiated", async () => {
    script(cleanLanes());
    const repo = repoWithConfig("models:\n  structured_output: instructions\n  tools: off\n");
    const cli = await runCliInProcess(["review", "--base", "HEAD~1", "--lanes", "security"], { cwd: repo.dir, env: cliEnv(server) });
    expect(cli.code, cli.stderr).toBe(0);
    const structured = server.requests.filter((r) => String(r.body.messages[0].content).includes("conforms to this JSON Schema"));
    expect(structured.length).toBeGreaterThan(0);
    expect(server.requests.every((r) => r.body.response_format === undefined && r.body.tools === undefined)).toBe(true);
  });

  it("a flag wins over the configuration", async () => {
    script(cleanLanes());
    const repo = repoWithConfig("models:\n  structured_output: instructions\n");
    const cli = await runCliInProcess(["review", "--base", "HEAD~1", "--structured-output", "json_object"], { cwd: repo.dir, env: cliEnv(server) });
    expect(cli.code, cli.stderr).toBe(0);
    const formats = server.requests.map((r) => r.body.response_format?.type).filter(Boolean);
    expect(new Set(formats)).toEqual(new Set(["json_object"]));
  });

  it("the base's models.api_version routes an Azure deployment: the classic path, the version, the api-key header", async () => {
    const base = server.baseURL.replace(/\/v1$/, "");
    script(cleanLanes());
    const repo = repoWithConfig('models:\n  api_version: "2024-10-21"\n');
    const cli = await runCliInProcess(["review", "--base", "HEAD~1"], {
      cwd: repo.dir,
      env: cliEnv(server, { OPENAI_BASE_URL: `${base}/openai`, GAUNTLET_MODEL: "deploy-1" }),
    });
    expect(cli.code, cli.stderr).toBe(0);
    expect(server.requests.length).toBeGreaterThan(0);
    for (const request of server.requests) {
      expect(request.path).toBe("/openai/deployments/deploy-1/chat/completions?api-version=2024-10-21");
      expect(request.headers["api-key"]).toBeDefined();
    }
  });

  it("a bad value in the configuration names the field and the values", async () => {
    script(cleanLanes());
    const repo = repoWithConfig("models:\n  tools: sometimes\n");
    const cli = await runCliInProcess(["review", "--base", "HEAD~1"], { cwd: repo.dir, env: cliEnv(server) });
    expect(cli.code).toBe(2);
    expect(cli.stderr).toMatch(/models\.tools: .*"auto"\|"on"\|"off"|models\.tools: .*auto.*on.*off/);
    expect(server.requests).toHaveLength(0);
  });
});
