// Bundles the action and the CLI with ncc and ships the graphs beside them.
// `node scripts/build.mjs [--out DIR] [--cli-only]`; the default is dist/. CI builds into a
// temporary folder and compares it with the committed dist/. `--cli-only` skips the
// action's bundle (bench:startup needs only the CLI).
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const outFlag = process.argv.indexOf("--out");
const out = resolve(outFlag >= 0 ? process.argv[outFlag + 1] : join(root, "dist"));
const cliOnly = process.argv.includes("--cli-only");
const ncc = join(root, "node_modules", "@vercel", "ncc", "dist", "ncc", "cli.js");

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const bundle = (entry, dir) =>
  execFileSync(process.execPath, [ncc, "build", join(root, entry), "-o", dir, "--license", "licenses.txt", "--quiet"], {
    cwd: root,
    stdio: "inherit",
  });
if (!cliOnly) bundle("src/main.ts", out);
bundle("src/cli.ts", join(out, "cli"));
cpSync(join(root, "graphs"), join(out, "graphs"), { recursive: true });
