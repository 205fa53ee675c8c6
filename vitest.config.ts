import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

const include = [
  "tests/unit/**/*.test.{ts,tsx}",
  "tests/api/**/*.test.ts",
  "tests/integration/**/*.test.ts",
  "tests/web/**/*.test.{ts,tsx}",
  // Several servers on one database: PostgreSQL only, so only the PostgreSQL pass (which sets
  // TEST_DATABASE_URL) collects these; on PGlite they are not applicable, not skipped.
  ...(process.env.TEST_DATABASE_URL ? ["tests/postgres/**/*.test.ts"] : []),
];

/**
 * The files that run in a browser-like document (their first line asks for happy-dom). They form a project of their
 * own, so a worker runs them one after the other: a worker that alternated between them and Node files evaluated
 * React, Mantine and the app again at each switch (collect time 215 s summed over the PGlite pass; 146 s once
 * grouped; docs/decisions/146).
 */
const inDocument = readdirSync("tests", { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `tests/${file}`)
  .filter((file) => readFileSync(file, "utf8").startsWith("// @vitest-environment happy-dom"));

export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: "node", include, exclude: inDocument } },
      { extends: true, test: { name: "document", include: inDocument } },
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
    // app; its in-memory PGlite is lent from the worker's pool, emptied (tests/helpers/pglite-pool.ts).
    isolate: false,
  },
});
