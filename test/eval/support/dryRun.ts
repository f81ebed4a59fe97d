/**
 * The eval's plumbing, proven without a real endpoint: starts the loopback
 * model server with the scripted reviewer and runs `scripts/eval.ts` as a
 * child process with OPENAI_BASE_URL pointing at it.
 *
 *   node --import tsx test/eval/support/dryRun.ts [eval options…]
 *
 * Expect recall 100% after verification, one false finding per fixture
 * before verification (dropped FALSE) and one nitpick after.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { FIXTURES_DIR } from "../../../scripts/eval/fixtures.js";
import { startModelServer } from "../../support/modelServer.js";
import { scriptedReviewer } from "./scriptedReviewer.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const server = await startModelServer();
server.setHandler(scriptedReviewer({ fixturesDir: FIXTURES_DIR }));
try {
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/eval.ts", ...process.argv.slice(2)], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, OPENAI_BASE_URL: server.baseURL, GAUNTLET_MODEL: "scripted", OPENAI_API_KEY: "" },
    });
    child.on("error", reject);
    child.on("exit", (status) => resolve(status ?? 1));
  });
  process.stderr.write(`dry run: eval exited ${code}; the scripted model served ${server.requests.length} requests\n`);
  process.exitCode = code;
} finally {
  await server.close();
}
