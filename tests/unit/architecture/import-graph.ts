import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The project's import graph, read from the source text: every static `import`/`export ... from` (type-only ones
 * included, since they tie files together for a reader as much as for the compiler) and every `import("...")`.
 * Only relative specifiers count: packages are outside the graph.
 */

export const ROOT = path.resolve(import.meta.dirname, "..", "..", "..");

const SKIP = new Set(["node_modules", "dist", ".git"]);

export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sourceFiles(p));
    else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith(".d.ts")) out.push(p);
  }
  return out;
}

const SPECIFIER =
  /(?:^|[\s;}])(?:import|export)\s(?:[^;'"]*?\sfrom\s)?["'](\.{1,2}\/[^"']+)["']|import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

/** file -> the files it imports (absolute paths), for every file under `dirs`. */
export function importGraph(dirs: string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of dirs.flatMap((d) => sourceFiles(path.join(ROOT, d)))) {
    const text = readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "");
    const targets = new Set<string>();
    for (const m of text.matchAll(SPECIFIER)) targets.add(path.resolve(path.dirname(file), m[1] ?? m[2]));
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected components of more than one node (each is a circle), by Tarjan's algorithm. */
export function circles<T>(graph: Map<T, Set<T>>): T[][] {
  let index = 0;
  const idx = new Map<T, number>();
  const low = new Map<T, number>();
  const stack: T[] = [];
  const onStack = new Set<T>();
  const out: T[][] = [];
  const visit = (v: T) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const component: T[] = [];
      let w: T;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) out.push(component);
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

/** The graph of groups: an edge a -> b when a file of group a imports a file of group b (a != b). */
export function groupGraph(files: Map<string, Set<string>>, groupOf: (file: string) => string | null) {
  const groups = new Map<string, Set<string>>();
  const why = new Map<string, string>();
  for (const [file, targets] of files) {
    const a = groupOf(file);
    if (!a) continue;
    if (!groups.has(a)) groups.set(a, new Set());
    for (const t of targets) {
      const b = groupOf(t);
      if (!b || b === a) continue;
      groups.get(a)!.add(b);
      why.set(`${a} -> ${b}`, `${path.relative(ROOT, file)} imports ${path.relative(ROOT, t)}`);
    }
  }
  return { groups, why };
}
