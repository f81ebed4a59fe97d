/**
 * The benchmark suite's plumbing through the real `npm run eval` entry, without
 * an endpoint: builds the mini benchmark's clones in a temp dir, starts the
 * loopback model with the scripted reviewer and judge, and runs
 * `scripts/eval.ts --suite crb` (then `--filter sometool`) as a child process.
 *
 *   node --import tsx test/eval/support/crbDryRun.ts
 */
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startModelServer } from "../../support/modelServer.js";
import { crbModel } from "./crbModel.js";
import { CRB_MINI_DIR, buildCrbRepos } from "./crbRepos.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "gauntlet-crb-dry-"));
const server = await startModelServer();
server.setHandler(crbModel());

function evalRun(args: string[]): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "scripts/eval.ts", "--suite", "crb", "--golden", join(dir, "golden_comments"), "--manifest", join(dir, "manifest.json"), ...args],
      {
        cwd: root,
        stdio: "inherit",
        env: { ...process.env, OPENAI_BASE_URL: server.baseURL, GAUNTLET_MODEL: "scripted", OPENAI_API_KEY: "" },
      },
    );
    child.on("error", reject);
    child.on("exit", (status) => resolve(status ?? 1));
  });
}

try {
  for (const part of ["golden_comments", "analysis", "results", "manifest.json"]) cpSync(join(CRB_MINI_DIR, part), join(dir, part), { recursive: true });
  buildCrbRepos(join(dir, "repos"));
  writeFileSync(join(dir, "prices.json"), JSON.stringify({ scripted: { input: 1, output: 4 }, "openai/gpt-5.2": { input: 2, output: 8 } }));
  const suite = await evalRun([
    "--published",
    join(dir, "analysis/benchmark_dashboard.json"),
    "--judge-model",
    "openai/gpt-5.2",
    "--prices",
    join(dir, "prices.json"),
    "--out",
    join(dir, "crb-report.json"),
  ]);
  const filter = await evalRun([
    "--filter",
    "sometool",
    "--evaluations",
    join(dir, "results/openai_gpt-5.2/evaluations.json"),
    "--out",
    join(dir, "crb-filter.json"),
  ]);
  process.stderr.write(`dry run: suite exited ${suite}, filter exited ${filter}; the scripted model served ${server.requests.length} requests\n`);
  process.exitCode = suite || filter;
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
