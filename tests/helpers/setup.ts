import { afterAll, afterEach, vi } from "vitest";
import { removeTempDirs } from "./temp-dir.ts";

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
