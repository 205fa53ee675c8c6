import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/**
 * The installed folder of a package. Some packages (Human) do not export package.json,
 * so look the package up through Node's own search paths instead of resolving a file inside it.
 */
export function packageDir(name: string): string {
  for (const base of require.resolve.paths(name) ?? []) {
    const dir = path.join(base, name);
    if (existsSync(path.join(dir, "package.json"))) return dir;
  }
  throw new Error(`Package ${name} is not installed`);
}
