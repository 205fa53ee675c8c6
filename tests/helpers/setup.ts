import fc from "fast-check";
import { afterAll, afterEach, vi } from "vitest";
import { removeTempDirs } from "./temp-dir.ts";

/**
 * Property tests draw from one fixed seed, so a run of the suite is the same run every time; FC_SEED=<number>
 * explores other cases (and replays the seed a failure printed).
 */
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261125) });

/** Any console.error a test did not expect fails that test. */
let errors: unknown[][] = [];
const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0) {
    throw new Error(`Unexpected console.error: ${seen.map((a) => a.map(String).join(" ")).join("\n")}`);
  }
});

/** Registered first, so it runs after every other after-all hook of the file (apps are closed by then). */
afterAll(removeTempDirs);

/** For the few tests that provoke an error on purpose. */
export function expectConsoleErrors(): () => unknown[][] {
  return () => {
    const seen = errors;
    errors = [];
    return seen;
  };
}

export { spy as consoleErrorSpy };
