/**
 * The code map through the built CLI (dist/cli/index.js, grammars from
 * dist/grammars/): `gauntlet review` on a real repository with the scripted
 * model. The caller of the changed function, in another file, is in the chunk
 * prompt; the report counts the references shown; a symlink out of the
 * repository and a withheld `.env` never reach the context.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { cleanLanes } from "../support/gauntletHarness.js";
import { TempRepo } from "../review/support/tempRepo.js";
import { httpError, startModelServer, type ModelServer } from "../support/modelServer.js";
import { REVIEW_CHUNK, cliEnv, promptText } from "../support/reviewHarness.js";

const CLI = process.env.GAUNTLET_E2E_CLI || resolve(import.meta.dirname, "../../dist/cli/index.js");
const OUTSIDE_SECRET = "outside-the-repo-5d2e";
const ENV_SECRET = "env-file-secret-c4f1";
let server: ModelServer;

beforeAll(async () => {
  server = await startModelServer();
  const routes = cleanLanes();
  server.setHandler((request) => {
    const route = routes[String(request.headers["x-gauntlet-node"] ?? "")];
    return route ? route(request) : httpError(418, { message: "unscripted node" });
  });
});
afterAll(() => server.close());

it("shows the changed function's caller in another file in the chunk prompt, and counts the references in the report", async () => {
  const outside = mkdtempSync(join(tmpdir(), "codemap-e2e-outside-"));
  writeFileSync(join(outside, "leak.ts"), `export const leak = "${OUTSIDE_SECRET}"; shipping(1);\n`);
  const repo = TempRepo.create("codemap-e2e-");
  repo.write("src/rates.ts", "export function shipping(weight: number): number {\n  return weight * 2;\n}\n");
  repo.write(
    "src/order.ts",
    'import { shipping } from "./rates";\n\nexport function orderTotal(price: number, weight: number): number {\n  return price + shipping(weight);\n}\n',
  );
  repo.write(".env", `SECRET=${ENV_SECRET} shipping\n`);
  repo.symlink("src/linked.ts", join(outside, "leak.ts"));
  repo.commit("base");
  repo.write("src/rates.ts", "export function shipping(weight: number, express = false): number {\n  return express ? weight * 3 : weight * 2;\n}\n");
  repo.commit("change");
  try {
    // The review blocks or passes by the lanes' scripted replies; its exit code is not what this test is about.
    const cli = await promisify(execFile)(process.execPath, [CLI, "review", "--base", "HEAD~1"], {
      cwd: repo.dir,
      env: { ...process.env, ...cliEnv(server) },
    }).catch((error: { stdout: string; stderr: string }) => error);
    const prompts = server.requests.filter((r) => String(r.headers["x-gauntlet-node"]) === REVIEW_CHUNK).map(promptText);
    expect(prompts).toHaveLength(1);
    const context = prompts[0]!.slice(prompts[0]!.indexOf("What the change touches beyond its diff"));
    expect(context).toContain("--- src/order.ts:4 calls shipping");
    expect(context).toMatch(/^4\| {3}return price \+ shipping\(weight\);$/m);
    // The diff shows the changed 3-line function entirely: the block counts it whole and does not repeat it.
    expect(context).not.toContain("--- src/rates.ts");
    for (const request of server.requests) {
      expect(JSON.stringify(request.body)).not.toContain(OUTSIDE_SECRET);
      expect(JSON.stringify(request.body)).not.toContain(ENV_SECRET);
    }
    expect(cli.stdout).toMatch(/^context: 2 of 2 references shown; 1 of 1 changed definitions shown whole \(2 files mapped\)$/m);
  } finally {
    repo.cleanup();
  }
});
