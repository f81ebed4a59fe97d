/**
 * The summary's counts of added files no patch was read for come from the one
 * `git cat-file --batch` that reads their blobs (contentPass.ts,
 * git/blobLines.ts), not from a second pass of git's numstat: a pull request
 * of added files runs no numstat, unless git calls one of them binary; the
 * counts are git's numstat's; and the pull request's own `.gitattributes` no
 * longer changes them. Real repositories; git's trace counts the processes.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { Git } from "../../src/review/git/git.js";
import { computeSignals } from "../../src/review/signals/compute.js";
import { EDGE_FILES, numstatOf } from "./support/edgeBlobs.js";
import { GIT_TEST_ENV, TempRepo, tracedGitCommands } from "./support/tempRepo.js";

function repoFor(test: string) {
  const repo = TempRepo.create(`gauntlet-blobcount-${test}-`);
  const traceDir = mkdtempSync(join(tmpdir(), "gauntlet-blobcount-trace-"));
  onTestFinished(() => {
    repo.cleanup();
    rmSync(traceDir, { recursive: true, force: true });
  });
  const trace = join(traceDir, "trace");
  const traced = () => new Git(repo.dir, { env: { ...GIT_TEST_ENV, GIT_TRACE: trace } });
  repo.write("README.md", "# demo\n");
  repo.commit("base");
  return { repo, traced, spawned: () => tracedGitCommands(trace) };
}

/** The summary line git's numstat gives for HEAD~1..HEAD, a range of added files only. */
function numstatSummary(repo: TempRepo): string {
  const counts = [...numstatOf(repo).values()];
  const added = counts.reduce<number>((sum, count) => sum + (count ?? 0), 0);
  const binary = counts.filter((count) => count === null).length;
  return `${counts.length} files, +${added}/−0 lines; new ${counts.length}${binary > 0 ? `, binary ${binary}` : ""}`;
}

/**
 * Added files that leave every flag's content and header read closed for the files after them (under `c/`): the first
 * raises touches_auth and touches_exec (the "any file" rules), the first batch of 32 patches reads it and 31 more, and a
 * package.json raises touches_deps by its path, so no later file is wanted for a generator's header either.
 */
function closeEveryRead(repo: TempRepo): void {
  repo.write("a/first.cfg", 'password = "hunter2"\nrun = system("ls")\n');
  for (let i = 0; i < 31; i += 1) repo.write(`b/fill-${String(i).padStart(2, "0")}.cfg`, `value_${i} = ${i}\n`);
  repo.write("b/package.json", '{ "name": "demo" }\n');
}

const numstats = (commands: string[]) => commands.filter((command) => command.startsWith("diff ") && command.includes("--numstat"));
const catFiles = (commands: string[]) => commands.filter((command) => command.startsWith("cat-file --batch"));

describe("added files are counted from their blobs", () => {
  it("a pull request adding 40 data files runs no numstat: the blobs read for their headers count them", async () => {
    const { repo, traced, spawned } = repoFor("forty");
    // The first file raises the flags whose rules read data files: after the first batch of patches (32 files), the
    // other 9 are wanted only for a generator's header.
    repo.write("a/first.cfg", 'password = "hunter2"\nrun = system("ls")\n');
    for (let i = 0; i < 40; i += 1)
      repo.write(`data/file-${String(i).padStart(2, "0")}.cfg`, `value_${i} = ${i}\n`.repeat(i + 1) + (i % 3 === 0 ? "last" : ""));
    repo.commit("head");

    const signals = await computeSignals(traced(), "HEAD~1..HEAD");

    expect(signals.signals_error).toBe("");
    expect(signals.signals_summary).toBe(numstatSummary(repo));
    expect(signals.signals_summary).toBe("41 files, +836/−0 lines; new 41");
    expect(catFiles(spawned())).toHaveLength(1);
    expect(numstats(spawned())).toEqual([]);
  });

  it("counts as git's numstat does, and asks git's numstat only of the files git calls binary", async () => {
    const { repo, traced, spawned } = repoFor("edges");
    closeEveryRead(repo);
    for (const [path, content] of Object.entries(EDGE_FILES)) repo.write(`c/${path}`, content);
    repo.symlink("c/link", "no-newline.txt");
    repo.commit("head");

    const signals = await computeSignals(traced(), "HEAD~1..HEAD");

    expect(signals.signals_error).toBe("");
    expect(signals.signals_summary).toBe(numstatSummary(repo));
    // The files under c/ were neither read as patches nor wanted for a header: their blobs alone counted them.
    const commands = spawned();
    expect(commands.filter((command) => command.includes(" --patch") && command.includes(" c/"))).toEqual([]);
    expect(catFiles(commands)).toHaveLength(1);
    const [numstat, ...more] = numstats(commands);
    expect(more).toEqual([]);
    expect(numstat!.split(" -- ")[1]!.split(" ").sort()).toEqual(["c/nul-7999.dat", "c/utf16.txt"]);
  });

  it("counts a file the pull request's .gitattributes marks binary, or -diff, by its content", async () => {
    const { repo, traced, spawned } = repoFor("attributes");
    closeEveryRead(repo);
    repo.write(".gitattributes", "c/*.dat binary\nc/*.txt -diff\n");
    repo.write("c/table.dat", "one\ntwo\nthree\n");
    repo.write("c/notes.txt", "alpha\nbeta\n");
    repo.commit("head");
    // git's numstat honours the attributes: both are binary to it.
    expect(numstatOf(repo).get("c/table.dat")).toBeNull();
    expect(numstatOf(repo).get("c/notes.txt")).toBeNull();

    const signals = await computeSignals(traced(), "HEAD~1..HEAD");

    expect(signals.signals_error).toBe("");
    // a/first.cfg (2), 32 files of one line, .gitattributes (2), c/table.dat (3) and c/notes.txt (2); nothing binary.
    expect(signals.signals_summary).toBe("36 files, +41/−0 lines; new 36");
    expect(numstats(spawned())).toEqual([]);
  });
});
