/**
 * `gauntlet plan` as people run it on their own checkouts: untracked files in
 * --worktree, a --head that is not checked out, messages that name the flag
 * actually given, and signals that could not be read.
 */
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it, onTestFinished } from "vitest";
import { repoTemplate, TempRepo } from "../review/support/tempRepo.js";
import { removeTempDirs, runCliInProcess, tempWorkspace } from "../support/reviewHarness.js";

afterEach(removeTempDirs);

/** `main` with one commit; branch `feature` adds a sign-in module; `main` is checked out again. Built once per file. */
const featureBranch = repoTemplate("gauntlet-git-", (repo) => {
  repo.write("src/app.ts", "export const a = 1;\n");
  repo.commit("base");
  repo.git("checkout", "--quiet", "-b", "feature");
  repo.write("src/auth/login.ts", "export function login(password: string) { return password.length > 8; }\n");
  const featureSha = repo.commit("sign-in");
  repo.git("checkout", "--quiet", "main");
  return { featureSha };
});
afterAll(() => featureBranch.dispose());

/** This test's own copy of the feature-branch repository. */
function repoWithFeatureBranch(): { repo: TempRepo; featureSha: string } {
  const copy = featureBranch.copy();
  onTestFinished(() => copy.repo.cleanup());
  return copy;
}

const SHELL_OUT = 'import { execSync } from "node:child_process";\nexport const deploy = () => execSync("make deploy");\n';

describe("plan --worktree", () => {
  it("counts a new untracked file: one that calls child_process raises touches_exec and selects security", async () => {
    const { repo } = repoWithFeatureBranch();
    repo.write("tools/deploy.ts", SHELL_OUT);
    const cli = await runCliInProcess(["plan", "--base", "main", "--worktree"], { cwd: repo.dir });
    expect(cli.code, cli.stderr).toBe(0);
    expect(cli.stdout).toContain("untracked 1");
    expect(cli.stdout).toMatch(/touches_exec: true — tools\/deploy\.ts/);
    expect(cli.stdout).toMatch(/✓ security \(security-reviewer\): attack-surface signals: exec/);
  });

  it("leaves untracked files out when it compares commits", async () => {
    const { repo } = repoWithFeatureBranch();
    repo.write("tools/deploy.ts", SHELL_OUT);
    const cli = await runCliInProcess(["plan", "--base", "main"], { cwd: repo.dir });
    expect(cli.code, cli.stderr).toBe(0);
    expect(cli.stdout).toContain("touches_exec: false");
    expect(cli.stdout).toMatch(/· security \(security-reviewer\): not selected/);
  });
});

describe("plan --head", () => {
  it("reads a commit that is not checked out from git's objects", async () => {
    const { repo, featureSha } = repoWithFeatureBranch();
    const cli = await runCliInProcess(["plan", "--base", "main", "--head", "feature"], { cwd: repo.dir });
    expect(cli.code, cli.stderr).toBe(0);
    expect(cli.stdout).toMatch(new RegExp(`^diff: [0-9a-f]{40}\\.\\.\\.${featureSha}$`, "m"));
    expect(cli.stdout).toMatch(/touches_auth: true — src\/auth\/login\.ts/);
  });

  it("compares with the merge base of main and that commit when --base is not given", async () => {
    const { repo, featureSha } = repoWithFeatureBranch();
    const mainSha = repo.git("rev-parse", "main").trim();
    const cli = await runCliInProcess(["plan", "--head", featureSha], { cwd: repo.dir });
    expect(cli.code, cli.stderr).toBe(0);
    expect(cli.stdout).toContain(`diff: ${mainSha}...${featureSha}`);
    expect(cli.stdout).toContain("signals: 1 file");
  });

  it("review still needs the commit checked out: its tools read the working tree", async () => {
    const { repo } = repoWithFeatureBranch();
    const env = { OPENAI_API_KEY: "unused", OPENAI_BASE_URL: "http://127.0.0.1:9/v1", GAUNTLET_MODEL: "unused" };
    const cli = await runCliInProcess(["review", "--base", "main", "--head", "feature"], { cwd: repo.dir, env });
    expect(cli.code).toBe(2);
    expect(cli.stderr).toMatch(/^--head feature is not checked out \(HEAD is [0-9a-f]{12}\); check it out first, or omit --head\n$/);
  });
});

describe("messages name the flag actually given", () => {
  it("outside a repository, without --project-dir, the message names the folder, not the flag", async () => {
    const dir = tempWorkspace({});
    const cli = await runCliInProcess(["plan"], { cwd: dir });
    expect(cli.code).toBe(2);
    expect(cli.stderr).toBe(`${dir} is not in a git repository; run gauntlet inside a checkout, or name one with --project-dir DIR\n`);
  });

  it("with --project-dir, the message names it", async () => {
    const dir = tempWorkspace({ "elsewhere/notes.txt": "not a repository\n" });
    const cli = await runCliInProcess(["plan", "--project-dir", "elsewhere"], { cwd: dir });
    expect(cli.code).toBe(2);
    expect(cli.stderr).toBe(`--project-dir elsewhere: ${join(dir, "elsewhere")} is not in a git repository; name a checkout\n`);
    const missing = await runCliInProcess(["plan", "--project-dir", "nowhere"], { cwd: dir });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(`--project-dir nowhere: ${join(dir, "nowhere")} is not a folder; name a checkout\n`);
  });

  it("without --base, and no main to fall back on, the message says what is missing and which flag to give", async () => {
    const repo = TempRepo.create();
    onTestFinished(() => repo.cleanup());
    repo.git("checkout", "--quiet", "-b", "trunk");
    repo.write("a.ts", "export const a = 1;\n");
    repo.commit("only");
    const cli = await runCliInProcess(["plan"], { cwd: repo.dir });
    expect(cli.code).toBe(2);
    expect(cli.stderr).toBe("no base to compare with: there is no origin/HEAD, main, origin/main or master here; name one with --base REF\n");
  });

  it("a --base that looks like an option is refused, quoted, and never put into a suggested command", async () => {
    const { repo } = repoWithFeatureBranch();
    const cli = await runCliInProcess(["plan", "--base=--output=x"], { cwd: repo.dir });
    expect(cli.code).toBe(2);
    expect(cli.stderr).toMatch(/^--base "--output=x": .*starts with '-'/);
    expect(cli.stderr).not.toContain("git fetch");
  });

  it("an unknown --base suggests fetching it, by its name on origin", async () => {
    const { repo } = repoWithFeatureBranch();
    const plain = await runCliInProcess(["plan", "--base", "release/2.0"], { cwd: repo.dir });
    expect(plain.code).toBe(2);
    expect(plain.stderr).toContain("--base release/2.0: not a commit in");
    expect(plain.stderr).toContain("(git fetch origin release/2.0)");
    const remote = await runCliInProcess(["plan", "--base", "origin/release"], { cwd: repo.dir });
    expect(remote.stderr).toContain("(git fetch origin release)");
  });

  it("an unknown --base with revision syntax gets no command built from it", async () => {
    const { repo } = repoWithFeatureBranch();
    const cli = await runCliInProcess(["plan", "--base", "main~40"], { cwd: repo.dir });
    expect(cli.code).toBe(2);
    expect(cli.stderr).toContain('--base "main~40": not a commit in');
    expect(cli.stderr).not.toContain("git fetch origin");
  });
});

describe("when the signals cannot be read", () => {
  it("the plan says every flag is raised unobserved, and no lane reason claims what the diff touches", async () => {
    const { repo } = repoWithFeatureBranch();
    // History with no common ancestor: `main...orphan` has no merge base to diff against.
    repo.git("checkout", "--quiet", "--orphan", "orphan");
    repo.write("other.ts", "export const o = 1;\n");
    repo.commit("unrelated");
    const cli = await runCliInProcess(["plan", "--base", "main"], { cwd: repo.dir });
    expect(cli.code, cli.stderr).toBe(0);
    expect(cli.stdout).toContain("every flag raised, none observed: the diff could not be read");
    expect(cli.stdout).not.toMatch(/touches_\w+: true/);
    expect(cli.stdout).toMatch(/✓ security \(security-reviewer\): signals unavailable \(selection widens\)$/m);
    expect(cli.stdout).not.toContain("attack-surface signals");
    expect(cli.stdout).not.toContain("consumer-facing surface changed");
  });
});
