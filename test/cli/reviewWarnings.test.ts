/**
 * The review runtime's warnings reach the person running `gauntlet review`:
 * a model call retried after a 503 is said on stderr, beside the progress,
 * while stdout keeps the report alone.
 */
import { afterAll, beforeAll, expect, it, onTestFinished } from "vitest";
import { cleanLanes, gauntletRepo, PLAIN_CHANGE, SELECT_LANES } from "../support/gauntletHarness.js";
import { httpError, startModelServer, type ModelServer } from "../support/modelServer.js";
import { cliEnv, runCliInProcess } from "../support/reviewHarness.js";

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());

it("says on stderr that a model call was retried", async () => {
  const routes = cleanLanes();
  let failedOnce = false;
  server.setHandler((request) => {
    const node = String(request.headers["x-gauntlet-node"] ?? "");
    if (node === SELECT_LANES && !failedOnce) {
      failedOnce = true;
      return httpError(503, { message: "overloaded" });
    }
    const route = routes[node];
    return route ? route(request) : httpError(418, { message: "unscripted node" });
  });
  const repo = gauntletRepo(PLAIN_CHANGE);
  onTestFinished(() => repo.cleanup());
  const cli = await runCliInProcess(["review", "--base", "HEAD~1"], { cwd: repo.dir, env: cliEnv(server) });
  expect(cli.code, cli.stderr).toBe(0);
  expect(cli.stderr).toMatch(new RegExp(`^gauntlet: warning: ${SELECT_LANES}: .*503.*; retry 1 in \\d+ ms$`, "m"));
  expect(cli.stdout).not.toMatch(/retry 1 in/);
});
