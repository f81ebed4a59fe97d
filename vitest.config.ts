import { defineConfig } from "vitest/config";

/**
 * Unit and integration files run two at a time; the end-to-end and probe
 * files one file at a time, so the built action and the probe's sandboxes
 * never compete with each other. `npm test` (scripts/test.mjs) runs these two
 * projects as two vitest processes side by side, which keeps both cores busy;
 * one `vitest run` runs them one after the other (groupOrder: vitest refuses
 * projects with different maxWorkers in one group). The fault matrix is its
 * own project (`npm run faults`).
 *
 * No wall-clock limit is shorter than 120 s, and GAUNTLET_TEST_TIME_SCALE
 * (default 1) scales them all on a slow or busy machine.
 */
const scale = Math.max(1, Number(process.env.GAUNTLET_TEST_TIME_SCALE) || 1);
const HEAVY = ["test/e2e/**/*.test.ts", "test/probe/**/*.test.ts"];
/** The end-to-end fault matrix: `npm run faults` (and .ci/run), outside `npm test`. */
const FAULTS = ["test/e2e/faults.test.ts"];
/**
 * Creates the probe lane's test users once: parallel useradd calls race. Only the projects that run the action or
 * the probe have it, so the unit process that `npm test` runs beside the e2e one never runs it too.
 */
const PROBE_USERS = ["test/probe/globalSetup.ts"];

export default defineConfig({
  test: {
    testTimeout: 120_000 * scale,
    hookTimeout: 120_000 * scale,
    pool: "forks",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["test/**/*.test.ts", "src/**/*.test.ts"],
          exclude: HEAVY,
          // Two at a time, even on two cores (vitest's default there is one): these files mostly wait on git and loopback servers.
          maxWorkers: 2,
          // Each worker keeps its modules from file to file: re-importing src/ and the harnesses for every one of ~100
          // files cost more CPU than the tests themselves. No unit test mocks modules or patches globals; the harnesses
          // clean up in afterAll/onTestFinished.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: HEAVY,
          exclude: FAULTS,
          globalSetup: PROBE_USERS,
          fileParallelism: false,
          testTimeout: 240_000 * scale,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: "faults",
          include: FAULTS,
          globalSetup: PROBE_USERS,
          fileParallelism: false,
          testTimeout: 240_000 * scale,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
