/**
 * A provider's first run through the built CLI (`dist/cli/index.js review`):
 * the endpoint is checked once the flags, the environment and the base's
 * configuration file are merged. An Azure OpenAI `…/openai/deployments/<name>`
 * base URL whose API version sits only in `models.api_version`, with the
 * model only in `models.default`, reaches the classic deployment route; a
 * missing version is refused before any call, naming where the base URL came
 * from and every place the version can be set, the configuration included.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { cleanLanes, type Route } from "../support/gauntletHarness.js";
import { httpError, startModelServer, type ModelServer } from "../support/modelServer.js";
import { TempRepo } from "../review/support/tempRepo.js";

const CLI = process.env.GAUNTLET_E2E_CLI || fileURLToPath(new URL("../../dist/cli/index.js", import.meta.url));
const KEY = "sk-azure-first-run-0123456789abcdef";

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer();
  const routes: Record<string, Route> = cleanLanes();
  server.setHandler((request) => {
    const route = routes[String(request.headers["x-gauntlet-node"] ?? "")];
    return route ? route(request) : httpError(418, { message: "unscripted node" });
  });
});
afterAll(() => server.close());

function repoWithConfig(config: string | undefined): TempRepo {
  const repo = TempRepo.create();
  onTestFinished(() => repo.cleanup());
  if (config !== undefined) repo.write(".github/gauntlet.yml", config);
  repo.write("src/greet.ts", 'export function greet(name: string): string {\n  return "hello " + name;\n}\n');
  repo.commit("base");
  repo.write("src/greet.ts", 'export function greet(name: string): string {\n  return "hello " + name.trim();\n}\n');
  repo.commit("change");
  return repo;
}

async function review(repo: TempRepo, env: Record<string, string>, args: string[] = []): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [CLI, "review", "--base", "HEAD~1", "--lanes", "security", ...args], {
    cwd: repo.dir,
    env: { PATH: process.env.PATH, HOME: repo.dir, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1", OPENAI_API_KEY: KEY, ...env },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  return { code, stdout, stderr };
}

const deployment = () => `${server.baseURL.replace(/\/v1$/, "")}/openai/deployments/deploy-1`;

describe("the built CLI's first run against an Azure OpenAI deployment URL", () => {
  it("takes the API version and the model from the base's configuration alone", async () => {
    server.requests.length = 0;
    const repo = repoWithConfig('models:\n  default: deploy-1\n  api_version: "2024-10-21"\n');
    const run = await review(repo, { OPENAI_BASE_URL: deployment() });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("PASS");
    expect(server.requests.length).toBeGreaterThan(0);
    for (const request of server.requests) {
      expect(request.path).toBe("/openai/deployments/deploy-1/chat/completions?api-version=2024-10-21");
      expect(request.headers["api-key"]).toBe(KEY);
      expect(request.body.model).toBe("deploy-1");
    }
  });

  it("a flag and the environment win over the configuration", async () => {
    server.requests.length = 0;
    const repo = repoWithConfig('models:\n  default: deploy-1\n  api_version: "2024-10-21"\n');
    const run = await review(repo, { OPENAI_BASE_URL: deployment(), OPENAI_API_VERSION: "2024-06-01", GAUNTLET_MODEL: "from-env" }, [
      "--api-version",
      "2025-01-01",
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(server.requests.length).toBeGreaterThan(0);
    for (const request of server.requests) {
      expect(request.path).toBe("/openai/deployments/deploy-1/chat/completions?api-version=2025-01-01");
      expect(request.body.model).toBe("from-env");
    }
  });

  it("without a version anywhere, refuses before any call, naming the base URL's source and every place for the version", async () => {
    server.requests.length = 0;
    const repo = repoWithConfig("models:\n  default: deploy-1\n");
    const run = await review(repo, { OPENAI_BASE_URL: deployment() });
    expect(run.code).toBe(2);
    expect(run.stderr.trimEnd().split("\n")).toEqual([
      expect.stringMatching(
        /^gauntlet: the base URL \(from OPENAI_BASE_URL\) is an Azure OpenAI deployment, which needs an API version: set --api-version, OPENAI_API_VERSION or models\.api_version in \.github\/gauntlet\.yml at the base \([0-9a-f]{12}\) \(or use the …\/openai\/v1 base URL, which needs none\)$/,
      ),
    ]);
    expect(server.requests).toHaveLength(0);
  });

  it("a version from the configuration but no key: the refusal says where the version came from", async () => {
    server.requests.length = 0;
    const repo = repoWithConfig('models:\n  api_version: "2024-10-21"\n');
    const run = await review(repo, { OPENAI_BASE_URL: deployment(), OPENAI_API_KEY: "", GAUNTLET_MODEL: "deploy-1" });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^gauntlet: Azure OpenAI \(api-version from models\.api_version in \.github\/gauntlet\.yml at the base \([0-9a-f]{12}\)\) needs an API key: set OPENAI_API_KEY\n$/,
    );
    expect(server.requests).toHaveLength(0);
  });

  it("without a model anywhere, names the flag, the variable and the configuration's field", async () => {
    const repo = repoWithConfig(undefined);
    const run = await review(repo, { OPENAI_BASE_URL: server.baseURL });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("gauntlet: no model configured: set --model, GAUNTLET_MODEL or models.default in .github/gauntlet.yml (none at the base yet)\n");
  });
});
