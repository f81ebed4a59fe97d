/**
 * The benchmark reviews a pull request as `gauntlet review` would, with its
 * head untrusted (scripts/eval/crb/review.ts): a base whose configuration
 * forces the probe and gives it a recipe still never runs the PR's code.
 * The real review core, git and the OpenAI client against the loopback model.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewPr } from "../../scripts/eval/crb/review.js";
import { cleanLanes } from "../support/gauntletHarness.js";
import { startModelServer, type ModelServer } from "../support/modelServer.js";
import { GRAPHS_DIR, removeTempDirs, routeByNode, TEST_API_KEY, TEST_MODEL, TestRepo } from "../support/reviewHarness.js";

describe("a benchmark PR's review", () => {
  let server: ModelServer;
  beforeAll(async () => {
    server = await startModelServer();
    server.setHandler(routeByNode(cleanLanes()));
  });
  afterAll(async () => {
    await server?.close();
    removeTempDirs();
  });

  it("never runs the PR's code: the probe the base's configuration forces is skipped as untrusted", async () => {
    const repo = TestRepo.create({ "src/greet.ts": "export const greet = (name: string) => `hi ${name}`;\n" });
    const marker = join(repo.dir, "..", `probe-ran-${Date.now()}`);
    repo.write({ ".github/gauntlet.yml": `lanes: [probe]\nprobe:\n  setup: ["touch ${marker}"]\n  start: "touch ${marker}"\n` });
    const base = repo.commit("base, with a probe recipe");
    repo.write({ "src/greet.ts": "export const greet = (name: string) => `hello ${name.trim()}`;\n" });
    const head = repo.commit("the pull request");

    const result = await reviewPr(
      {
        entry: { repo: repo.dir, base, head },
        graphsDir: GRAPHS_DIR,
        endpoint: { apiKey: TEST_API_KEY, baseURL: server.baseURL, defaultModel: TEST_MODEL },
        timeoutSeconds: 300,
        env: {},
      },
      repo.dir,
    );

    const probe = result.lanes.find((lane) => lane.name === "probe");
    expect(probe?.selection).toMatch(/^skipped \(untrusted context: .*forced/);
    expect(probe?.state).not.toBe("completed");
    expect(result.lanes.find((lane) => lane.name === "code-review")?.state).toBe("completed");
    expect(existsSync(marker)).toBe(false);
  });
});
