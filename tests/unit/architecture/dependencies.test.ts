import path from "node:path";
import { describe, expect, it } from "vitest";
import { circles, groupGraph, importGraph, ROOT } from "./import-graph.ts";

/**
 * The layering of docs/architecture.md, held by the import graph itself: no file imports one that (through
 * others) imports it back, type-only imports included; server modules depend one way; the contract depends on
 * nothing of ours; the extension and the web client reach the server only through the contract.
 */

const graph = importGraph(["src", "extension/src", "tests", "bench", "scripts"]);
const rel = (f: string) => path.relative(ROOT, f);

/** A server file's unit: its module (modules/<name>), or its top-level entry under src/server (config, db, lib...). */
function serverUnit(file: string): string | null {
  const parts = rel(file).split(path.sep);
  if (parts[0] !== "src" || parts[1] !== "server") return null;
  if (parts[2] === "modules") return parts.length > 4 ? `modules/${parts[3]}` : "modules (index)";
  return parts.length > 3 ? parts[2] : parts[2].replace(/\.tsx?$/, "");
}

describe("the import graph", () => {
  it("has no circle between files, type-only imports included", () => {
    expect(circles(graph).map((c) => c.map(rel).sort())).toEqual([]);
  });

  it("has server modules that depend one way: no module imports one that imports it back", () => {
    const { groups, why } = groupGraph(graph, serverUnit);
    const found = circles(groups).map((c) => {
      const members = new Set(c);
      const edges = [...why.entries()].filter(([e]) => {
        const [a, b] = e.split(" -> ");
        return members.has(a) && members.has(b);
      });
      return { modules: c.sort(), because: edges.map(([e, w]) => `${e}: ${w}`) };
    });
    expect(found).toEqual([]);
  });

  it("has a contract that imports nothing of the server, the web client or the extension", () => {
    const outside = [...graph].flatMap(([file, targets]) =>
      rel(file).startsWith(`src${path.sep}contract`)
        ? [...targets]
            .filter((t) => !rel(t).startsWith(`src${path.sep}contract`))
            .map((t) => `${rel(file)} -> ${rel(t)}`)
        : [],
    );
    expect(outside).toEqual([]);
  });

  it("has an extension and a web client that reach the server only through the contract", () => {
    const crossing = [...graph].flatMap(([file, targets]) => {
      const from = rel(file);
      const side = from.startsWith(`extension${path.sep}`)
        ? "extension"
        : from.startsWith(`src${path.sep}web`)
          ? "web"
          : null;
      if (!side) return [];
      return [...targets]
        .map(rel)
        .filter(
          (t) => t.startsWith(`src${path.sep}server`) || (side === "extension" && t.startsWith(`src${path.sep}web`)),
        )
        .map((t) => `${from} -> ${t}`);
    });
    expect(crossing).toEqual([]);
  });

  it("finds a circle when there is one (the check itself works)", () => {
    const g = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
      ["d", new Set(["a"])],
    ]);
    expect(circles(g).map((c) => c.sort())).toEqual([["a", "b", "c"]]);
  });
});
