// Bundles the action and the CLI with ncc and ships the graphs beside them, with the
// manifest of those graphs validated now (graphs/graphs.manifest.json; see
// src/engine/validatedGraphs.ts), so that no process parses or checks them again.
// `node scripts/build.mjs [--out DIR] [--cli-only]`; the default is dist/. CI builds into a
// temporary folder and compares it with the committed dist/. `--cli-only` skips the
// action's bundle (bench:startup needs only the CLI).
//
// ncc transpiles file by file (`--transpile-only`, set up by src/tsconfig.json) and checks no types:
// `npm run typecheck` does, in CI as here. Checking them inside each of the two bundles took most of
// the build's 40 s; it now takes about 18 s, and the bundles are unchanged.
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { brotliCompressSync, constants } from "node:zlib";
import { tmpdir } from "node:os";
import { promisify } from "node:util";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const outFlag = process.argv.indexOf("--out");
const out = resolve(outFlag >= 0 ? process.argv[outFlag + 1] : join(root, "dist"));
const cliOnly = process.argv.includes("--cli-only");
const ncc = join(root, "node_modules", "@vercel", "ncc", "dist", "ncc", "cli.js");
const MANIFEST = "graphs.manifest.json";

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
// The two bundles build at once, each into a folder of its own (ncc owns its output folder), then land in out.
const scratch = mkdtempSync(join(tmpdir(), "gauntlet-build-"));
const bundle = async (entry, dir) => {
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [ncc, "build", join(root, entry), "-o", join(scratch, dir), "--license", "licenses.txt", "--quiet", "--transpile-only"],
    {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  cpSync(join(scratch, dir), dir === "action" ? out : join(out, dir), { recursive: true });
};
const validateGraphs = async () => {
  const { stderr } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", join(root, "scripts", "validatedGraphs.ts"), join(root, "graphs"), join(scratch, MANIFEST)],
    { cwd: root },
  );
  process.stderr.write(stderr);
};
// The code map's tree-sitter runtime and grammars (src/review/context/), once for both bundles, in dist/grammars/.
// Brotli at a fixed quality: the same bytes in, the same bytes out, so CI's fresh build equals dist/.
// Quality 9, not 11: 1 s instead of 24 s of the build for 10% more bytes (1.14 MB against 1.03 MB for the 12).
const GRAMMARS = ["c", "c_sharp", "cpp", "go", "java", "javascript", "php", "python", "ruby", "rust", "tsx", "typescript"];
const copyGrammars = () => {
  const require = createRequire(import.meta.url);
  const dir = join(out, "grammars");
  mkdirSync(dir, { recursive: true });
  const runtime = require.resolve("web-tree-sitter/web-tree-sitter.wasm");
  cpSync(runtime, join(dir, "web-tree-sitter.wasm"));
  // Its CommonJS build, loaded at run time (src/review/context/treeSitter.ts says why it is not bundled).
  cpSync(join(dirname(runtime), "web-tree-sitter.cjs"), join(dir, "web-tree-sitter.cjs"));
  const wasms = join(dirname(require.resolve("@repomix/tree-sitter-wasms/package.json")), "out");
  for (const name of GRAMMARS) {
    const bytes = readFileSync(join(wasms, `tree-sitter-${name}.wasm`));
    writeFileSync(join(dir, `tree-sitter-${name}.wasm.br`), brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
  }
};
try {
  copyGrammars();
  await Promise.all([...(cliOnly ? [] : [bundle("src/main.ts", "action")]), bundle("src/cli.ts", "cli"), validateGraphs()]);
  cpSync(join(root, "graphs"), join(out, "graphs"), { recursive: true });
  cpSync(join(scratch, MANIFEST), join(out, "graphs", MANIFEST));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
