import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "tests/unit/**/*.test.{ts,tsx}",
      "tests/api/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/web/**/*.test.{ts,tsx}",
    ],
    setupFiles: ["tests/helpers/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
