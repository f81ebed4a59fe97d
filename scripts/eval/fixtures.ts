/**
 * The eval's fixture PRs: `test/eval/fixtures/<name>/` holds `base/` (the
 * repository before), `head/` (the files the change adds or modifies, laid
 * over base) and `expected.json` (the planted bugs). This module reads and
 * checks them and turns one into a real git repository with branches `base`
 * and `head`, so the lane reviews `base...head` exactly as it would a PR.
 */
import { execFile } from "node:child_process";
import { cpSync, existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { Expected, PlantedBug, PlantedSeverity } from "./match.js";

export const FIXTURES_DIR = fileURLToPath(new URL("../../test/eval/fixtures/", import.meta.url));

/** The diff spec every fixture is reviewed with. */
export const FIXTURE_DIFF_SPEC = "base...head";

/** Fixtures stay small: the after-tree (base overlaid with head) has fewer lines than this. */
export const MAX_FIXTURE_LINES = 200;

export interface Fixture {
  name: string;
  dir: string;
  expected: Expected;
}

const SEVERITIES: readonly PlantedSeverity[] = ["critical", "warning"];
const PLANTED_KEYS = new Set(["id", "path", "lines", "keywords", "severity"]);
const EXPECTED_KEYS = new Set(["description", "planted"]);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const nonEmptyString = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/** Checks an expected.json value; throws one Error listing every problem. */
export function parseExpected(value: unknown, where = "expected.json"): Expected {
  const problems: string[] = [];
  if (!isRecord(value)) throw new Error(`${where}: expected an object with "description" and "planted"`);
  for (const key of Object.keys(value)) if (!EXPECTED_KEYS.has(key)) problems.push(`unknown key "${key}"`);
  if (!nonEmptyString(value.description)) problems.push(`"description" must be a non-empty string`);
  const planted: PlantedBug[] = [];
  if (!Array.isArray(value.planted)) {
    problems.push(`"planted" must be an array (empty for a clean fixture)`);
  } else {
    const seen = new Set<string>();
    value.planted.forEach((entry: unknown, i) => {
      const at = `planted[${i}]`;
      if (!isRecord(entry)) {
        problems.push(`${at} must be an object`);
        return;
      }
      for (const key of Object.keys(entry)) if (!PLANTED_KEYS.has(key)) problems.push(`${at}: unknown key "${key}"`);
      const { id, path, lines, keywords, severity } = entry;
      if (!nonEmptyString(id)) problems.push(`${at}: "id" must be a non-empty string`);
      else if (seen.has(id)) problems.push(`${at}: duplicate id "${id}"`);
      else seen.add(id);
      if (!nonEmptyString(path)) problems.push(`${at}: "path" must be a non-empty string`);
      else if (path.startsWith("/") || path.includes("\\") || path.split("/").some((part) => part === ".." || part === "." || part === ""))
        problems.push(`${at}: "path" must be a plain repository-relative path, got ${JSON.stringify(path)}`);
      const lineRange =
        Array.isArray(lines) &&
        lines.length === 2 &&
        lines.every((n) => Number.isInteger(n) && (n as number) >= 1) &&
        (lines[0] as number) <= (lines[1] as number);
      if (!lineRange) problems.push(`${at}: "lines" must be [start, end], integers with 1 <= start <= end`);
      if (!Array.isArray(keywords) || keywords.length === 0 || !keywords.every(nonEmptyString))
        problems.push(`${at}: "keywords" must be a non-empty array of non-empty strings`);
      if (!SEVERITIES.includes(severity as PlantedSeverity)) problems.push(`${at}: "severity" must be "critical" or "warning"`);
      if (nonEmptyString(id) && nonEmptyString(path) && lineRange && Array.isArray(keywords) && SEVERITIES.includes(severity as PlantedSeverity)) {
        planted.push({ id, path, lines: [lines[0] as number, lines[1] as number], keywords: keywords as string[], severity: severity as PlantedSeverity });
      }
    });
  }
  if (problems.length > 0) throw new Error(`${where}: ${problems.join("; ")}`);
  return { description: value.description as string, planted };
}

/** Every regular file under `dir`, as sorted repository-relative paths with forward slashes. */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out.push(relative(dir, full).split(sep).join("/"));
    }
  };
  walk(dir);
  return out.sort();
}

export function loadFixture(dir: string, name: string): Fixture {
  const file = join(dir, "expected.json");
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${name}/expected.json: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return { name, dir, expected: parseExpected(raw, `${name}/expected.json`) };
}

/** The fixtures under `root`, sorted by name. */
export function listFixtures(root = FIXTURES_DIR): Fixture[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => loadFixture(join(root, name), name));
}

/** The after-tree: each repository path mapped to the fixture file it comes from (head over base). */
export function afterTree(fixture: Fixture): Map<string, string> {
  const tree = new Map<string, string>();
  for (const path of listFiles(join(fixture.dir, "base"))) tree.set(path, join(fixture.dir, "base", path));
  for (const path of listFiles(join(fixture.dir, "head"))) tree.set(path, join(fixture.dir, "head", path));
  return tree;
}

function lineCount(file: string): number {
  const text = readFileSync(file, "utf8");
  if (text === "") return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

/** The files head/ adds or modifies, relative and sorted. */
export function changedPaths(fixture: Fixture): string[] {
  const base = join(fixture.dir, "base");
  const head = join(fixture.dir, "head");
  return listFiles(head).filter((path) => {
    const before = join(base, path);
    return !existsSync(before) || !readFileSync(before).equals(readFileSync(join(head, path)));
  });
}

/** What is wrong with a fixture's layout and planted locations; empty when it is well-formed. */
export function fixtureProblems(fixture: Fixture): string[] {
  const problems: string[] = [];
  const base = join(fixture.dir, "base");
  const head = join(fixture.dir, "head");
  if (!existsSync(base) || !statSync(base).isDirectory()) problems.push("no base/ directory");
  if (!existsSync(head) || !statSync(head).isDirectory()) problems.push("no head/ directory");
  const changed = changedPaths(fixture);
  if (changed.length === 0) problems.push("head/ changes nothing: no file in it is new or differs from base/");
  for (const bug of fixture.expected.planted) {
    const file = join(head, bug.path);
    if (!existsSync(file)) {
      problems.push(`planted "${bug.id}": ${bug.path} is not in head/`);
      continue;
    }
    if (!changed.includes(bug.path)) problems.push(`planted "${bug.id}": ${bug.path} is identical in base/ and head/`);
    const count = lineCount(file);
    if (bug.lines[1] > count) problems.push(`planted "${bug.id}": lines ${bug.lines[0]}-${bug.lines[1]} run past the end of head/${bug.path} (${count} lines)`);
  }
  const total = [...afterTree(fixture).values()].reduce((sum, file) => sum + lineCount(file), 0);
  if (total >= MAX_FIXTURE_LINES) problems.push(`the after-tree has ${total} lines; keep fixtures under ${MAX_FIXTURE_LINES}`);
  return problems;
}

const run = promisify(execFile);

/** Git with the machine's configuration switched off and a fixed identity, so commits are reproducible anywhere. */
export const FIXTURE_GIT_ENV: NodeJS.ProcessEnv = {
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_AUTHOR_NAME: "Review Gauntlet Eval",
  GIT_AUTHOR_EMAIL: "eval@example.com",
  GIT_COMMITTER_NAME: "Review Gauntlet Eval",
  GIT_COMMITTER_EMAIL: "eval@example.com",
  GIT_AUTHOR_DATE: "2024-01-01T00:00:00Z",
  GIT_COMMITTER_DATE: "2024-01-01T00:00:00Z",
};

async function git(cwd: string, ...args: string[]): Promise<string> {
  const { stdout } = await run("git", args, { cwd, env: { ...process.env, ...FIXTURE_GIT_ENV }, encoding: "utf8" });
  return stdout;
}

/**
 * Makes `repoDir` (an empty directory) a git repository whose branch `base`
 * holds base/ and whose branch `head`, checked out, adds head/ on top: the
 * working tree is the head side, as in a PR checkout. Returns the diff spec.
 */
export async function buildFixtureRepo(fixture: Fixture, repoDir: string): Promise<string> {
  await git(repoDir, "init", "--quiet", "--initial-branch=base");
  cpSync(join(fixture.dir, "base"), repoDir, { recursive: true });
  await git(repoDir, "add", "--all");
  // Neutral messages: the fixture's name says what is planted.
  await git(repoDir, "commit", "--quiet", "-m", "Initial state");
  await git(repoDir, "switch", "--quiet", "-c", "head");
  cpSync(join(fixture.dir, "head"), repoDir, { recursive: true });
  await git(repoDir, "add", "--all");
  await git(repoDir, "commit", "--quiet", "-m", "The change under review");
  return FIXTURE_DIFF_SPEC;
}
