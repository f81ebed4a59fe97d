import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Creates the probe lane's test users once: parallel useradd calls race.
    globalSetup: ["test/probe/globalSetup.ts"],
  },
});
