import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 31, docs/decisions/143: the app loads Mantine's styles per component (src/web/app/mantine-styles.ts). A
 * component used from @mantine/core without its style sheet would draw unstyled; these checks catch it.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const stylesDir = path.join(root, "node_modules/@mantine/core/styles");
const listed = [
  ...readFileSync(path.join(root, "src/web/app/mantine-styles.ts"), "utf8").matchAll(
    /import "@mantine\/core\/styles\/([A-Za-z-]+)\.css";/g,
  ),
].map((m) => m[1]);
const sheets = new Set(
  readdirSync(stylesDir)
    .filter((f) => !f.includes(".layer."))
    .map((f) => f.replace(/\.css$/, "")),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every name imported from @mantine/core anywhere in the client. */
function usedComponents(): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles(path.join(root, "src/web"))) {
    for (const m of readFileSync(file, "utf8").matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"@mantine\/core"/g,
    )) {
      for (const name of m[1].split(",")) {
        const clean = name
          .replace(/\btype\b/, "")
          .split(/\s+as\s+/)[0]
          .trim();
        if (clean) used.add(clean);
      }
    }
  }
  return used;
}

describe("Mantine's styles, per component", () => {
  it("names only sheets that exist, the global ones first", () => {
    for (const name of listed) expect(sheets.has(name), name).toBe(true);
    expect(listed.slice(0, 3)).toEqual(["baseline", "global", "default-css-variables"]);
  });

  it("has the sheet of every @mantine/core component the client imports", () => {
    const missing = [...usedComponents()].filter((name) => sheets.has(name) && !listed.includes(name));
    expect(missing).toEqual([]);
  });

  it("keeps the order of @mantine/core/styles.css (a component's dependencies come before it)", () => {
    const whole = readFileSync(path.join(root, "node_modules/@mantine/core/styles.css"), "utf8");
    const position = (name: string) => {
      const sheet = readFileSync(path.join(stylesDir, `${name}.css`), "utf8");
      const firstClass = /\.m_[0-9a-f]+/.exec(sheet)?.[0];
      return firstClass ? whole.indexOf(firstClass) : whole.indexOf(sheet.trim().slice(0, 100));
    };
    const positions = listed.map(position);
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
