/**
 * consumer_surface from what a package declares, on real git repositories:
 * a module reachable from package.json's built entry, a Rust module reached
 * from lib.rs, a pyproject script's module, and an exported name in a Go
 * package outside internal/ raise the flag, though no path rule knows these
 * files; the same changes out of a manifest's reach do not.
 *
 * "Real history" rebuilds, in small repositories, the shapes of three merged
 * changes that the replay's 96 picks showed no rule catching (docs/code-map.md,
 * "Three real changes"): express's lib/ reached only through Node's default
 * `index.js`, a requests module reached from its package's `__init__.py`, and
 * a PowerShell script module its module manifest loads.
 */
import { afterAll, describe, expect, it } from "vitest";
import { computeSignals } from "../../src/review/signals/compute.js";
import { listedReader } from "../../src/review/signals/manifestSurface.js";
import { TempRepo } from "./support/tempRepo.js";

const repos: TempRepo[] = [];
afterAll(() => repos.forEach((r) => r.cleanup()));

async function surfaceOf(base: Record<string, string | Buffer>, change: Record<string, string>): Promise<{ raised: boolean; evidence: string | undefined }> {
  const repo = TempRepo.create("manifest-surface-");
  repos.push(repo);
  for (const [path, text] of Object.entries(base)) repo.write(path, text);
  repo.commit("base");
  for (const [path, text] of Object.entries(change)) repo.write(path, text);
  repo.commit("change");
  const signals = await computeSignals(repo.client(), "HEAD~1..HEAD");
  expect(signals.signals_error).toBe("");
  return { raised: signals.consumer_surface, evidence: signals.signal_evidence.consumer_surface };
}

const NODE_PACKAGE = {
  "package.json": JSON.stringify({ name: "fmt", main: "dist/index.js", exports: { ".": "./dist/index.js" } }),
  "src/index.ts": 'export { money } from "./format/money.js";\n',
  "src/format/money.ts": 'import { pad } from "../shared/pad";\nexport const money = (n: number) => pad(n.toFixed(2));\n',
  "src/shared/pad.ts": "export const pad = (s: string) => s.padStart(8);\n",
  "src/scripts/release.ts": "export const release = () => 1;\n",
};

describe("consumer_surface from manifests", () => {
  it("package.json: a module two imports away from the built entry's source", async () => {
    const { raised, evidence } = await surfaceOf(NODE_PACKAGE, { "src/shared/pad.ts": "export const pad = (s: string) => s.padStart(10);\n" });
    expect(raised).toBe(true);
    expect(evidence).toBe("src/shared/pad.ts (path: reachable from the entry points of package.json)");
  });

  it("package.json: a module no entry reaches stays off the surface", async () => {
    const { raised } = await surfaceOf(NODE_PACKAGE, { "src/scripts/release.ts": "export const release = () => 2;\n" });
    expect(raised).toBe(false);
  });

  it("Cargo: a module reached from lib.rs through a nested mod", async () => {
    const base = {
      "Cargo.toml": '[package]\nname = "p"\nversion = "0.1.0"\n',
      "src/lib.rs": "pub mod parser;\n",
      "src/parser.rs": "mod lexer;\npub fn parse() {}\n",
      "src/parser/lexer.rs": "pub fn lex() {}\n",
      "src/bin/tool/helper.rs": "pub fn help() {}\n",
    };
    const changed = await surfaceOf(base, { "src/parser/lexer.rs": "pub fn lex() -> u8 { 0 }\n" });
    expect(changed.evidence).toBe("src/parser/lexer.rs (path: reachable from the library of Cargo.toml)");
  });

  it("pyproject: the module a console script runs", async () => {
    const base = {
      "pyproject.toml": '[project]\nname = "t"\n\n[project.scripts]\nmytool = "mytool.runner:main"\n',
      "src/mytool/runner.py": "def main():\n    pass\n",
    };
    const changed = await surfaceOf(base, { "src/mytool/runner.py": "def main():\n    return 1\n" });
    expect(changed.evidence).toBe("src/mytool/runner.py (path: an entry point of pyproject.toml)");
  });

  it("pyproject: what a console script's module imports, as package.json's bin reaches its imports", async () => {
    const base = {
      "pyproject.toml": '[project]\nname = "t"\n\n[project.scripts]\nmytool = "mytool.main:main"\n',
      "mytool/__init__.py": "",
      "mytool/main.py": "from mytool.coders import Coder\n\ndef main():\n    Coder()\n",
      "mytool/coders/__init__.py": "from .base_coder import Coder\n",
      "mytool/coders/base_coder.py": "class Coder:\n    pass\n",
      "mytool/unused.py": "X = 1\n",
    };
    const changed = await surfaceOf(base, { "mytool/coders/base_coder.py": "class Coder:\n    edits = 1\n" });
    expect(changed.evidence).toBe("mytool/coders/base_coder.py (path: reachable from the package mytool/__init__.py and the scripts of pyproject.toml)");
    expect((await surfaceOf(base, { "mytool/unused.py": "X = 2\n" })).raised).toBe(false);
  });

  it("Go: an exported name outside internal/ is surface; inside internal/ it is not", async () => {
    const base = {
      "go.mod": "module example.com/m\n",
      "pkg/store/store.go": "package store\n\nfunc Open() {}\n",
      "internal/cache/cache.go": "package cache\n\nfunc Get() {}\n",
    };
    const outside = await surfaceOf(base, { "pkg/store/store.go": "package store\n\nfunc Open() error { return nil }\n" });
    expect(outside.evidence).toBe("pkg/store/store.go (path: an exported name in a Go package outside internal/ (go.mod))");
    const inside = await surfaceOf(base, { "internal/cache/cache.go": "package cache\n\nfunc Get() int { return 0 }\n" });
    expect(inside.raised).toBe(false);
  });
});

describe("consumer_surface on real history's shapes", () => {
  // expressjs/express ba006766..ae6dd376 (#7366, conditional revalidation for QUERY): package.json names no main and
  // no exports, so Node loads index.js, which requires lib/express.js, which requires lib/request.js.
  const EXPRESS = {
    "package.json": JSON.stringify({ name: "express", version: "5.2.1", files: ["LICENSE", "index.js", "lib/"], scripts: { test: "mocha" } }),
    "index.js": "'use strict';\n\nmodule.exports = require('./lib/express');\n",
    "lib/express.js": "var proto = require('./application');\nvar req = require('./request');\nexports.request = req;\n",
    "lib/application.js": "module.exports = {};\n",
    "lib/request.js":
      "var req = Object.create(null);\ndefineGetter(req, 'fresh', function fresh() {\n  return this.method === 'GET';\n});\nmodule.exports = req;\n",
    "test/support/utils.js": "exports.shouldHaveBody = function () {};\n",
  };

  it("express: lib/request.js, reached from the index.js Node loads when package.json names no entry", async () => {
    const change = {
      "lib/request.js":
        "var req = Object.create(null);\ndefineGetter(req, 'fresh', function fresh() {\n  var method = this.method;\n  if (method !== 'GET' && method !== 'HEAD' && method !== 'QUERY') return false;\n  return true;\n});\nmodule.exports = req;\n",
    };
    expect(await surfaceOf(EXPRESS, change)).toEqual({ raised: true, evidence: "lib/request.js (path: reachable from the entry points of package.json)" });
  });

  it("express: a test helper no entry reaches stays off the surface", async () => {
    expect((await surfaceOf(EXPRESS, { "test/support/utils.js": "exports.shouldHaveBody = function (b) { return b; };\n" })).raised).toBe(false);
  });

  it("express: with a main that names another file, index.js is not assumed", async () => {
    const named = { ...EXPRESS, "package.json": JSON.stringify({ name: "express", main: "lib/application.js" }) };
    expect((await surfaceOf(named, { "lib/request.js": "module.exports = 1;\n" })).raised).toBe(false);
  });

  // psf/requests a58d7f2f..a94e9b53 (#6662): HTTPAdapter._get_connection gains a `cert` argument. pyproject.toml holds
  // only tool settings and declares no script; setup.py builds the package from src/. The package's __init__.py
  // imports .sessions, which imports .adapters.
  const REQUESTS = {
    "pyproject.toml": '[tool.isort]\nprofile = "black"\nsrc_paths = ["src/requests", "test"]\n',
    "setup.py": 'from setuptools import setup\nsetup(name="requests", packages=["requests"], package_dir={"": "src"})\n',
    "src/requests/__init__.py": "import warnings\n\nfrom . import packages, utils\nfrom .api import get, request\nfrom .sessions import Session, session\n",
    "src/requests/api.py": "from . import sessions\n\ndef request(method, url):\n    pass\n\ndef get(url):\n    pass\n",
    "src/requests/sessions.py":
      "from ._internal_utils import to_native_string\nfrom .adapters import HTTPAdapter\n\nclass Session:\n    pass\n\ndef session():\n    return Session()\n",
    "src/requests/adapters.py": "class HTTPAdapter:\n    def _get_connection(self, request, verify, proxies=None):\n        pass\n",
    "src/requests/_internal_utils.py": "def to_native_string(s):\n    return s\n",
    "src/requests/packages.py": "import sys\n",
    "src/requests/utils.py": "def quote(s):\n    return s\n",
    "src/requests/help.py": "def main():\n    pass\n",
    "tests/__init__.py": "",
    "tests/test_requests.py": "def test_get():\n    pass\n",
  };

  it("requests: src/requests/adapters.py, reached from the package's __init__.py through .sessions", async () => {
    const change = {
      "src/requests/adapters.py": "class HTTPAdapter:\n    def _get_connection(self, request, verify, proxies=None, cert=None):\n        pass\n",
    };
    expect(await surfaceOf(REQUESTS, change)).toEqual({
      raised: true,
      evidence: "src/requests/adapters.py (path: reachable from the package src/requests/__init__.py (pyproject.toml))",
    });
  });

  it("requests: a submodule named in `from . import …` is reached; one nothing imports and the tests are not", async () => {
    expect((await surfaceOf(REQUESTS, { "src/requests/utils.py": "def quote(s):\n    return s.strip()\n" })).raised).toBe(true);
    expect((await surfaceOf(REQUESTS, { "src/requests/help.py": "def main():\n    return 1\n" })).raised).toBe(false);
    expect((await surfaceOf(REQUESTS, { "tests/test_requests.py": "def test_get():\n    assert True\n" })).raised).toBe(false);
  });

  // PowerShell/PowerShell tests-bin-1501: Compress-Archive writes the platform's directory separator. The module
  // manifest Name/Name.psd1, which auto-loading finds, names the changed .psm1 as a nested module.
  const ARCHIVE = "src/Modules/Shared/Microsoft.PowerShell.Archive";
  const MANIFEST = `@{\r\nGUID="eb74e8da-9ae2-482a-a648-e96550fb8733"\r\nModuleVersion="1.0.1.0"\r\nFunctionsToExport = @('Compress-Archive', 'Expand-Archive')\r\nCmdletsToExport = @()\r\nNestedModules="Microsoft.PowerShell.Archive.psm1"\r\n}\r\n`;
  const POWERSHELL = {
    [`${ARCHIVE}/Microsoft.PowerShell.Archive.psd1`]: MANIFEST,
    [`${ARCHIVE}/Microsoft.PowerShell.Archive.psm1`]: 'function CompressSingleDirHelper {\r\n    $modified = $sourceDirFullName + "\\"\r\n}\r\n',
    [`${ARCHIVE}/Helpers.psm1`]: "function Get-Nothing {}\r\n",
  };
  const separator = {
    [`${ARCHIVE}/Microsoft.PowerShell.Archive.psm1`]:
      "function CompressSingleDirHelper {\r\n    $modified = $sourceDirFullName + ([io.path]::DirectorySeparatorChar)\r\n}\r\n",
  };

  it("PowerShell: a script module that its module manifest loads", async () => {
    expect(await surfaceOf(POWERSHELL, separator)).toEqual({
      raised: true,
      evidence: `${ARCHIVE}/Microsoft.PowerShell.Archive.psm1 (path: loaded by the module manifest ${ARCHIVE}/Microsoft.PowerShell.Archive.psd1)`,
    });
  });

  it("PowerShell: a UTF-16LE manifest is read too; a module it does not name stays off the surface", async () => {
    const utf16 = {
      ...POWERSHELL,
      [`${ARCHIVE}/Microsoft.PowerShell.Archive.psd1`]: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(MANIFEST, "utf16le")]),
    };
    expect((await surfaceOf(utf16, separator)).raised).toBe(true);
    expect((await surfaceOf(POWERSHELL, { [`${ARCHIVE}/Helpers.psm1`]: "function Get-Nothing { 1 }\r\n" })).raised).toBe(false);
  });
});

describe("the head's file list spares reads of missing files", () => {
  it("reads only listed paths, lists once, and reads everything the other way when the list fails", async () => {
    const reads: string[] = [];
    let lists = 0;
    const readListed = async (path: string) => (reads.push(`listed ${path}`), `text of ${path}`);
    const read = async (path: string) => (reads.push(path), `text of ${path}`);
    const listed = listedReader(async () => (lists++, new Set(["src/index.ts"])), readListed, read);
    expect(await listed("src/index.ts")).toBe("text of src/index.ts");
    expect(await listed("src/index.js")).toBeUndefined();
    expect([reads, lists]).toEqual([["listed src/index.ts"], 1]);
    const unlisted = listedReader(() => Promise.reject(new Error("ls-tree failed")), readListed, read);
    expect(await unlisted("src/index.js")).toBe("text of src/index.js");
    expect(reads).toEqual(["listed src/index.ts", "src/index.js"]);
  });
});
