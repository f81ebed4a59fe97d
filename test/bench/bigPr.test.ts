/**
 * The scale bench's synthetic pull request: one fast-import gives `main` and
 * `change` (checked out), every file changed, and nothing in it raises a diff
 * signal, so the bench's lane set is code review alone.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it, onTestFinished } from "vitest";
import { FIRST_ADDED_LINE, createBigPr } from "../../bench/support/bigPr.js";
import { computeSignals } from "../../src/review/signals/compute.js";

it("changes every file from its first added line on, on a checked-out branch, and raises no signal", async () => {
  const pr = createBigPr({ files: 120, addedLines: 6 });
  onTestFinished(() => pr.repo.cleanup());

  expect(pr.repo.git("rev-parse", "--abbrev-ref", "HEAD").trim()).toBe("change");
  expect(pr.repo.git("rev-parse", "HEAD").trim()).toBe(pr.headSha);
  expect(pr.repo.git("status", "--porcelain")).toBe("");
  const changed = pr.repo.git("diff", "--name-only", `${pr.baseSha}...${pr.headSha}`).trim().split("\n");
  expect(changed.sort()).toEqual([...pr.paths].sort());
  expect(new Set(pr.paths).size).toBe(120);

  const lines = readFileSync(join(pr.repo.dir, pr.paths[41]!), "utf8").split("\n");
  expect(lines).toHaveLength(FIRST_ADDED_LINE - 1 + 6 + 1);
  expect(lines[FIRST_ADDED_LINE - 1]).toMatch(/^export const rate42x1 = /);
  const base = pr.repo.git("show", `${pr.baseSha}:${pr.paths[41]}`).split("\n");
  expect(base.slice(0, FIRST_ADDED_LINE - 1)).toEqual(lines.slice(0, FIRST_ADDED_LINE - 1));

  const signals = await computeSignals(pr.repo.client(), `${pr.baseSha}...${pr.headSha}`);
  expect(signals.signals_error).toBe("");
  expect(signals.file_count).toBe(120);
  expect({
    auth: signals.touches_auth,
    deps: signals.touches_deps,
    exec: signals.touches_exec,
    proto: signals.touches_proto,
    migrations: signals.touches_migrations,
    consumer: signals.consumer_surface,
  }).toEqual({ auth: false, deps: false, exec: false, proto: false, migrations: false, consumer: false });
});
