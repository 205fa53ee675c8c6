import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "tests/unit/**/*.test.{ts,tsx}",
      "tests/api/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/web/**/*.test.{ts,tsx}",
      // Several servers on one database: PostgreSQL only, so only the PostgreSQL pass (which sets
      // TEST_DATABASE_URL) collects these; on PGlite they are not applicable, not skipped.
      ...(process.env.TEST_DATABASE_URL ? ["tests/postgres/**/*.test.ts"] : []),
    ],
    // English texts in i18next before any render (the app loads them as a chunk: src/web/i18n/index.ts).
    setupFiles: ["tests/helpers/setup.ts", "tests/helpers/english.ts"],
    globalSetup: ["tests/helpers/pglite-template.ts"],
    // A guard against hangs, not a speed check (no test asserts time): a jsdom page test that takes 5 s on an idle
    // machine took over 30 s with the load average at 13 on 2 cores.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
    // Test files share their worker's process: the app's modules and the offline engine's models load once per
    // worker instead of once per file (import time was over half of the PGlite pass). Every file builds its own
    // app and database, so nothing else is shared.
    isolate: false,
  },
});
