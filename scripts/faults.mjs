// `npm run faults`: runs the end-to-end fault matrix (test/e2e/faults.test.ts)
// against the built action and prints the matrix with its figures. Extra
// arguments go to vitest (`npm run faults -- -t "github"`). Set
// GAUNTLET_E2E_ENTRY to run another build than dist/index.js.
import { spawnSync } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const vitest = join(root, "node_modules", "vitest", "vitest.mjs");
const result = spawnSync(process.execPath, [vitest, "run", "--project", "faults", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, GAUNTLET_FAULTS_REPORT: "1" },
});
process.exit(result.status ?? 1);
