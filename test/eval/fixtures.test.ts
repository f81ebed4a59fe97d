import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { FIXTURE_GIT_ENV, afterTree, buildFixtureRepo, changedPaths, fixtureProblems, listFixtures, parseExpected } from "../../scripts/eval/fixtures.js";

const fixtures = listFixtures();

describe("the eval fixtures", () => {
  it("are 8 PRs with planted bugs and 4 clean ones", () => {
    expect(fixtures.filter((f) => f.expected.planted.length > 0)).toHaveLength(8);
    expect(fixtures.filter((f) => f.expected.planted.length === 0)).toHaveLength(4);
  });

  it("mix TypeScript, JavaScript and Python", () => {
    const extensions = new Set(fixtures.flatMap((f) => [...afterTree(f).keys()].map((path) => path.split(".").pop())));
    for (const ext of ["ts", "js", "py"]) expect(extensions).toContain(ext);
  });

  it("each change touches a set of files no other fixture's change does (the scripted reviewer tells them apart by it)", () => {
    const sets = fixtures.map((f) => changedPaths(f).join("\n"));
    expect(new Set(sets).size).toBe(fixtures.length);
  });

  it.each(fixtures.map((f) => [f.name, f] as const))("%s gives nothing away: no fixture name, planted id or bug marker in the code", (_name, fixture) => {
    const markers = [fixture.name, ...fixture.expected.planted.map((bug) => bug.id), "planted", "BUG", "FIXME", "XXX"];
    for (const [path, file] of afterTree(fixture)) {
      const text = readFileSync(file, "utf8");
      for (const marker of markers) expect(text.includes(marker), `${path} contains "${marker}"`).toBe(false);
    }
  });

  it.each(fixtures.map((f) => [f.name, f] as const))("%s is well-formed, its planted lines exist in head/", (_name, fixture) => {
    expect(fixtureProblems(fixture)).toEqual([]);
  });

  it.each(fixtures.filter((f) => f.expected.planted.length > 0).map((f) => [f.name, f] as const))(
    "%s: each planted range is code, not blank lines",
    (_name, fixture) => {
      for (const bug of fixture.expected.planted) {
        const lines = readFileSync(join(fixture.dir, "head", bug.path), "utf8")
          .split("\n")
          .slice(bug.lines[0] - 1, bug.lines[1]);
        expect(
          lines.some((line) => line.trim() !== ""),
          `${bug.id}`,
        ).toBe(true);
      }
    },
  );
});

describe("parseExpected", () => {
  it("accepts a clean fixture and a planted bug", () => {
    expect(parseExpected({ description: "d", planted: [] })).toEqual({ description: "d", planted: [] });
    const planted = { id: "x", path: "src/a.ts", lines: [3, 4], keywords: ["await"], severity: "warning" };
    expect(parseExpected({ description: "d", planted: [planted] }).planted).toEqual([planted]);
  });

  it("lists every problem at once", () => {
    const bad = {
      description: "",
      planted: [
        { id: "x", path: "../a.ts", lines: [5, 4], keywords: [], severity: "minor", extra: 1 },
        { id: "x", path: "b.ts", lines: [1, 1], keywords: ["k"], severity: "critical" },
      ],
    };
    let message = "";
    try {
      parseExpected(bad, "f/expected.json");
    } catch (error) {
      message = (error as Error).message;
    }
    for (const part of ['"description"', 'unknown key "extra"', '"path" must be a plain', '"lines" must be', '"keywords"', '"severity"', 'duplicate id "x"']) {
      expect(message).toContain(part);
    }
    expect(message.startsWith("f/expected.json: ")).toBe(true);
  });

  it("rejects a missing planted list", () => {
    expect(() => parseExpected({ description: "d" })).toThrow(/"planted" must be an array/);
  });
});

describe("buildFixtureRepo", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("commits base on branch base and head on top, checked out", async () => {
    const fixture = fixtures.find((f) => f.name === "ts-pagination")!;
    const dir = mkdtempSync(join(tmpdir(), "gauntlet-eval-test-"));
    dirs.push(dir);
    expect(await buildFixtureRepo(fixture, dir)).toBe("base...head");
    const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, env: { ...process.env, ...FIXTURE_GIT_ENV }, encoding: "utf8" });
    expect(git("branch", "--show-current").trim()).toBe("head");
    expect(git("status", "--porcelain")).toBe("");
    expect(git("diff", "--name-status", "base...head").trim().split("\n").sort()).toEqual(["A\tsrc/pagination.ts", "M\tsrc/routes.ts"]);
    expect(readFileSync(join(dir, "src/pagination.ts"), "utf8")).toBe(readFileSync(join(fixture.dir, "head/src/pagination.ts"), "utf8"));
  });
});
