import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { COMPILE_HINT, chunkName, compileHints, hintedChunk, planChunks } from "../../../scripts/first-page-chunks.ts";
import { SCREEN_MODULES } from "../../../src/server/plugins/first-page.ts";

const web = "/p/src/web";
const screen = (source: string, imports: string[] = [], modules: string[] = []) => ({
  fileName: `${source}.js`,
  facadeModuleId: path.join(web, source),
  imports,
  moduleIds: [path.join(web, source), ...modules],
});
const shared = (fileName: string, moduleIds: string[], imports: string[] = []) => ({
  fileName,
  facadeModuleId: null,
  imports,
  moduleIds,
});

describe("chunkName: which measured first pages load a chunk decides where its code goes", () => {
  it("code every measured page loads is base, whichever other pages load it too", () => {
    expect(chunkName(["landing", "login", "create", "manage", "messages", "edit"])).toBe("base");
    expect(chunkName(["landing", "login", "create", "manage", "messages", "sales", "edit", "referrals", "desk"])).toBe(
      "base",
    );
  });
  it("is named for exactly the measured pages that load it, so none of them loads code it does not use", () => {
    expect(chunkName(["login"])).toBe("login");
    expect(chunkName(["login", "create", "edit"])).toBe("login-create-edit");
    expect(chunkName(["create", "edit", "desk"])).toBe("create-edit");
    expect(chunkName(["manage", "sales", "edit"])).toBe("manage-edit");
  });
  it("code only My Sales, Referrals or the admin desk load is `more-` and those pages: none loads another's code", () => {
    expect(chunkName(["sales", "desk"])).toBe("more-sales-desk");
    expect(chunkName(["desk"])).toBe("more-desk");
    expect(chunkName(["sales", "referrals"])).toBe("more-sales-referrals");
  });
});

describe("planChunks: the first pass's chunks, regrouped", () => {
  // Every screen the server names gets a chunk of its own; the layout imports a chunk shared with the dashboard.
  const screens = Object.values(SCREEN_MODULES).map((source) => {
    if (source === SCREEN_MODULES.signedIn) return screen(source, ["layout-bits.js", "ui.js"]);
    if (source === SCREEN_MODULES.manage) return screen(source, ["layout-bits.js", "cards.js"]);
    if (source === SCREEN_MODULES.editListing) return screen(source, ["cards.js", "ui.js"]);
    return screen(source, ["ui.js"]);
  });
  const chunks = [
    screen("index.html", ["react.js"], [path.join(web, "main.tsx")]),
    ...screens,
    shared("react.js", ["/p/node_modules/react.js"]),
    shared("ui.js", ["/p/node_modules/button.js", "\0vite/preload-helper.js"], ["react.js"]),
    shared("layout-bits.js", [path.join(web, "ui/TopBar.tsx")]),
    shared("cards.js", [path.join(web, "ui/Card.tsx")], ["ui.js"]),
    shared("never-at-start.js", [path.join(web, "ui/Dialog.tsx")]),
  ];
  const plan = planChunks(chunks, web);

  it("puts each shared chunk's modules under the name of the pages that load it", () => {
    expect(Object.fromEntries(plan)).toEqual({
      start: ["/p/node_modules/react.js"],
      base: ["/p/node_modules/button.js"],
      "create-manage-messages-edit": [path.join(web, "ui/TopBar.tsx")],
      "manage-edit": [path.join(web, "ui/Card.tsx")],
    });
  });
  it("keeps what the main script imports statically apart from what every page loads later (decision 147)", () => {
    expect(plan.get("start")).toEqual(["/p/node_modules/react.js"]);
    expect(plan.get("base")).not.toContain("/p/node_modules/react.js");
  });
  it("leaves the screens' own chunks, virtual modules and what no first page loads to the bundler", () => {
    const planned = [...plan.values()].flat();
    expect(planned).not.toContain(path.join(web, "main.tsx"));
    expect(planned).not.toContain(path.join(web, "ui/Dialog.tsx"));
    expect(planned.some((id) => id.startsWith("\0"))).toBe(false);
  });
  it("refuses a build that has no chunk for a screen the server names", () => {
    expect(() =>
      planChunks(
        chunks.filter((c) => c.facadeModuleId !== path.join(web, SCREEN_MODULES.manage)),
        web,
      ),
    ).toThrow(/no chunk for features\/listings\/DashboardTab.tsx/);
  });
});

describe("compileHint: V8 compiles a first page's chunks while they stream in (docs/decisions/148)", () => {
  const hinted = hintedChunk(web, new Set(["base", "start", "create-edit", "more"]));
  const chunk = (name: string, facade: string | null = null, isEntry = false) => ({
    name,
    isEntry,
    facadeModuleId: facade === null ? null : path.join(web, facade),
  });

  it("marks the main script, the plan's chunks and the screens the server names", () => {
    expect(hinted(chunk("index", "index.html", true))).toBe(true);
    expect(hinted(chunk("base"))).toBe(true);
    expect(hinted(chunk("create-edit"))).toBe(true);
    expect(hinted(chunk("react-root", SCREEN_MODULES.reactRoot))).toBe(true);
    expect(hinted(chunk("CreateListingsTab", SCREEN_MODULES.create))).toBe(true);
  });

  it("leaves lazy code and the language texts to compile as they are called", () => {
    expect(hinted(chunk("GrowthChart", "features/admin/GrowthChart.tsx"))).toBe(false);
    expect(hinted(chunk("en", SCREEN_MODULES.english))).toBe(false);
    expect(hinted(chunk("hi", SCREEN_MODULES.hindi))).toBe(false);
    expect(hinted(chunk("QrCode"))).toBe(false);
  });
});

describe("compileHints: the hint goes on as the files' first line, with their maps and compressed copies", () => {
  const plugin = compileHints(web, new Set(["base"]));
  const run = (bundle: Record<string, unknown>) => {
    const hook = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
    hook.handler.call({}, {}, bundle);
  };
  const chunk = (fileName: string, name: string, code: string) => ({
    type: "chunk",
    fileName,
    name,
    code,
    isEntry: false,
    facadeModuleId: null,
  });
  const asset = (fileName: string, source: string | Uint8Array) => ({ type: "asset", fileName, source });

  it("prepends the hint above Vite's dependency list, moves the map a line down and compresses again", () => {
    const code = "const __vite__mapDeps=(i)=>i;\nexport const a=1;";
    const bundle: Record<string, { code?: string; source?: string | Uint8Array }> = {
      "assets/base-1.js": chunk("assets/base-1.js", "base", code),
      "assets/base-1.js.map": asset("assets/base-1.js.map", JSON.stringify({ version: 3, mappings: "AAAA;AACA" })),
      "assets/base-1.js.br": asset("assets/base-1.js.br", brotliCompressSync(code)),
      "assets/base-1.js.gz": asset("assets/base-1.js.gz", gzipSync(code)),
      "assets/Dialog-1.js": chunk("assets/Dialog-1.js", "Dialog", "export const b=2;"),
      "assets/tiny-1.js": chunk("assets/tiny-1.js", "base", "export{};"),
    };
    run(bundle);
    const hinted = `${COMPILE_HINT}\n${code}`;
    expect(bundle["assets/base-1.js"].code).toBe(hinted);
    expect(JSON.parse(String(bundle["assets/base-1.js.map"].source)).mappings).toBe(";AAAA;AACA");
    expect(brotliDecompressSync(bundle["assets/base-1.js.br"].source as Uint8Array).toString()).toBe(hinted);
    expect(gunzipSync(bundle["assets/base-1.js.gz"].source as Uint8Array).toString()).toBe(hinted);
    // Lazy code is left as it is; a chunk too small to have compressed copies gets the hint alone.
    expect(bundle["assets/Dialog-1.js"].code).toBe("export const b=2;");
    expect(bundle["assets/tiny-1.js"].code).toBe(`${COMPILE_HINT}\nexport{};`);
    expect(Object.keys(bundle)).toHaveLength(6);
  });
});
