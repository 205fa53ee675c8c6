import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Tests never assert wall-clock time (docs/engineering.md; issue 13 item 10): a busy machine makes such a test fail at
 * random. Budgets live in `npm run bench`. This guard finds an elapsed time (Date.now() / performance.now()
 * minus something) inside an expect(...) anywhere under tests/.
 */
const root = path.resolve(import.meta.dirname, "..", "..");
const ELAPSED_IN_EXPECT = /expect\(\s*(?:Date\.now\(\)|performance\.now\(\))\s*-/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe("the test suite", () => {
  it("has no assertion on elapsed wall-clock time", () => {
    const offenders = testFiles(root).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, i) => ({ line, at: `${path.relative(root, file)}:${i + 1}` }))
        .filter(({ line }) => ELAPSED_IN_EXPECT.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
