import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Plugin } from "vite";
import { type FirstVisit, SCREEN_MODULES, screensFor } from "../src/server/plugins/first-page.ts";
import { BROTLI_OPTIONS, GZIP_OPTIONS } from "./compression-options.ts";

/**
 * Which chunk a module of the web client goes into (issue 31, docs/decisions/143).
 *
 * Left to itself the bundler makes one chunk per set of screens that share a module: the landing page's script
 * imported 31 chunks of 0.7 to 16 kB, and a seller's first page fetched 60 to 80 files. A phone pays a round trip
 * per file (150 ms under Lighthouse's mobile preset, six at a time over HTTP/1.1), which cost more than the bytes.
 *
 * So `npm run build:web` builds twice. The first pass (`CHUNK_PLAN=write`; it writes nothing but the plan) chunks as
 * the bundler likes, then works out, for every first page a visit can open (FIRST_PAGES), which chunks it loads at
 * start: the page's script, the screens the server names for it (src/server/plugins/first-page.ts) and what they
 * import. Chunks loaded by exactly the same first pages are one chunk in the second pass, named for them (`base`
 * when every page loads it). So every first page loads exactly the code it loaded before, in far fewer files. The
 * screens' own chunks, the language texts, and what no first page loads at start stay as the bundler makes them.
 */
const FIRST_PAGES: Record<string, Omit<FirstVisit, "language" | "search"> & { search?: string }> = {
  landing: { pathname: "/", session: false },
  login: { pathname: "/admin-login", session: false },
  create: { pathname: "/", session: true },
  manage: { pathname: "/", search: "tab=manage", session: true },
  messages: { pathname: "/", search: "tab=messages", session: true },
  sales: { pathname: "/my-sales", session: true },
  edit: { pathname: "/edit-listing/id", session: true },
  referrals: { pathname: "/referrals", session: true },
  performance: { pathname: "/performance", session: true },
  desk: { pathname: "/admin", session: true },
};
const LANGUAGES = new Set<string>([SCREEN_MODULES.english, SCREEN_MODULES.hindi]);

/** The first pages the budgets are for (docs/engineering.md): the landing page's and a seller's. */
const MEASURED = ["landing", "login", "create", "manage", "messages", "edit"];

/**
 * The chunk for code that exactly these first pages load at start: named for the measured pages among them, so
 * that a measured page loads nothing it did not load before (`base`: all of them). My Sales, Referrals and the
 * admin desk take what they need from those chunks; code only they load goes in `more-` and the names of the pages
 * that load it (`more-sales-desk`). One `more` chunk for all three made My Sales and Referrals load the desk's code:
 * 262 kB of JavaScript for My Sales, over the 250 kB budget (docs/decisions/150). Naming My Sales and Referrals among
 * the measured pages instead split the measured pages' chunks too (3 to 6 more files each, 2 to 4 kB more).
 */
export function chunkName(pages: string[]): string {
  const measured = MEASURED.filter((p) => pages.includes(p));
  if (measured.length === MEASURED.length) return "base";
  return measured.length ? measured.join("-") : `more-${pages.join("-")}`;
}

/** The plan: module id (relative to the project) -> chunk name. Made by each build, never committed. */
export const CHUNK_PLAN = path.resolve(import.meta.dirname, "..", "node_modules", ".cache", "first-page-chunks.json");

interface Chunk {
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
}

/** Chunk name -> modules, from the first pass's chunks. Exported for its test. */
export function planChunks(chunks: Chunk[], webRoot: string): Map<string, string[]> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const facadeOf = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId as string, c]));
  const screenChunk = (source: string) => {
    const chunk = facadeOf.get(path.join(webRoot, source));
    if (!chunk) throw new Error(`chunk plan: the build has no chunk for ${source}`);
    return chunk;
  };
  const kept = new Set([...Object.values(SCREEN_MODULES), "index.html"].map((s) => screenChunk(s).fileName));
  /** The chunks these load at start: themselves and what they import statically. */
  const loadedWith = (sources: Chunk[]) => {
    const seen = new Set<string>();
    const stack = [...sources];
    while (stack.length) {
      const chunk = stack.pop() as Chunk;
      if (seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      for (const file of chunk.imports) if (byFile.has(file)) stack.push(byFile.get(file) as Chunk);
    }
    return seen;
  };
  // What the main script imports statically runs in its task; the app, which it imports dynamically, in later ones
  // (docs/decisions/147). So that code stays apart, in `start`, even though every page loads both.
  const withTheMainScript = loadedWith([screenChunk("index.html")]);
  const pagesOf = new Map<string, string[]>();
  for (const [page, visit] of Object.entries(FIRST_PAGES)) {
    const sources = [
      "index.html",
      ...screensFor({ ...visit, search: new URLSearchParams(visit.search), language: "en" })
        .map((s) => SCREEN_MODULES[s])
        .filter((s) => !LANGUAGES.has(s)),
    ];
    for (const file of loadedWith(sources.map(screenChunk))) {
      if (!kept.has(file)) pagesOf.set(file, [...(pagesOf.get(file) ?? []), page]);
    }
  }
  const plan = new Map<string, string[]>();
  for (const [file, pages] of pagesOf) {
    const name = withTheMainScript.has(file) ? "start" : chunkName(pages);
    const modules = (byFile.get(file) as Chunk).moduleIds.filter((id) => !id.startsWith("\0"));
    plan.set(name, [...(plan.get(name) ?? []), ...modules]);
  }
  return plan;
}

/** The first pass: records the plan from the bundler's own chunks. */
export function recordChunkPlan(webRoot: string, projectRoot: string): Plugin {
  return {
    name: "snaplist-record-chunk-plan",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === "chunk");
      const plan: Record<string, string> = {};
      for (const [name, modules] of planChunks(chunks, webRoot)) {
        for (const id of modules) plan[path.relative(projectRoot, id)] = name;
      }
      mkdirSync(path.dirname(CHUNK_PLAN), { recursive: true });
      writeFileSync(CHUNK_PLAN, JSON.stringify(plan));
    },
  };
}

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a file that starts with it has every
 * function compiled while it streams in, on a background thread, instead of each on the main thread at its first
 * call. The start-up of a first page calls most of the functions of its chunks, and those first calls' compiling was
 * about a third of the main thread's script time (issue 31, Total Blocking Time; docs/decisions/148).
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * The hint for the chunks a first page runs at start: the main script, the chunks of the plan and the screens the
 * server names (not the language texts, which are data). Lazy code (a dialog, the admin's charts) is compiled as it
 * is called, as before. Exported for its test.
 */
export function hintedChunk(webRoot: string, planned: Set<string>) {
  const screens = new Set(
    Object.values(SCREEN_MODULES)
      .filter((source) => !LANGUAGES.has(source))
      .map((source) => path.join(webRoot, source)),
  );
  return (chunk: { name: string; isEntry: boolean; facadeModuleId: string | null }) =>
    chunk.isEntry || planned.has(chunk.name) || screens.has(chunk.facadeModuleId ?? "");
}

/**
 * Puts the hint on those chunks. V8 reads it only as a file's very first line, so it goes in last, after Vite has
 * put the dynamic imports' dependency list (`__vite__mapDeps`) at the top. That is after vite-plugin-compression2
 * has compressed them, so their .br and .gz copies are made again; their source maps move a line down.
 */
export function compileHints(webRoot: string, planned: Set<string>): Plugin {
  const hinted = hintedChunk(webRoot, planned);
  return {
    name: "snaplist-compile-hints",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk" || !hinted(chunk)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === "asset") {
            const json = JSON.parse(String(map.source));
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
          // A file too small to be worth compressing has no copies.
          const br = bundle[`${chunk.fileName}.br`];
          if (br?.type === "asset") br.source = brotliCompressSync(chunk.code, BROTLI_OPTIONS);
          const gz = bundle[`${chunk.fileName}.gz`];
          if (gz?.type === "asset") gz.source = gzipSync(chunk.code, GZIP_OPTIONS);
        }
      },
    },
  };
}

/**
 * The second pass: `codeSplitting.groups`, one per planned chunk (with `includeDependenciesRecursively: false`: a
 * module's imports are where the plan puts them). No plan: no groups, the bundler decides.
 */
export function plannedChunks(projectRoot: string) {
  const plan: Record<string, string> = existsSync(CHUNK_PLAN) ? JSON.parse(readFileSync(CHUNK_PLAN, "utf8")) : {};
  const names = [...new Set(Object.values(plan))];
  return names.map((name) => ({ name, test: (id: string) => plan[path.relative(projectRoot, id)] === name }));
}
