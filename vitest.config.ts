import { defineConfig } from "vitest/config";

/**
 * Unit and integration files run in parallel first; then the end-to-end and
 * probe files, one file at a time, so the built action and the probe's
 * sandboxes never compete with each other for the two cores. `npm test` runs
 * these two; the fault matrix is its own project (`npm run faults`).
 *
 * No wall-clock limit is shorter than 120 s, and GAUNTLET_TEST_TIME_SCALE
 * (default 1) scales them all on a slow or busy machine.
 */
const scale = Math.max(1, Number(process.env.GAUNTLET_TEST_TIME_SCALE) || 1);
const HEAVY = ["test/e2e/**/*.test.ts", "test/probe/**/*.test.ts"];
/** The end-to-end fault matrix: `npm run faults` (and .ci/run), outside `npm test`. */
const FAULTS = ["test/e2e/faults.test.ts"];

export default defineConfig({
  test: {
    testTimeout: 120_000 * scale,
    hookTimeout: 120_000 * scale,
    pool: "forks",
    // Creates the probe lane's test users once: parallel useradd calls race.
    globalSetup: ["test/probe/globalSetup.ts"],
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
        test: { name: "e2e", include: HEAVY, exclude: FAULTS, fileParallelism: false, testTimeout: 240_000 * scale, sequence: { groupOrder: 1 } },
      },
      {
        extends: true,
        test: { name: "faults", include: FAULTS, fileParallelism: false, testTimeout: 240_000 * scale, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
