import path from "node:path";
import { describe, expect, it } from "vitest";
import { chunkName, planChunks } from "../../../scripts/first-page-chunks.ts";
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

describe("chunkName: which first pages load a chunk decides where its code goes", () => {
  it("code every first page loads is base", () => {
    expect(chunkName(["landing", "login", "create", "manage", "messages", "sales", "edit", "referrals", "desk"])).toBe(
      "base",
    );
  });
  it("code the admins' login page shares goes with it, not into the seller's chunks", () => {
    expect(chunkName(["login"])).toBe("login");
    expect(chunkName(["login", "create", "edit"])).toBe("login-shared");
  });
  it("seller code shared by Create Listings is `seller`; shared only by other seller pages is `seller-more`", () => {
    expect(chunkName(["create", "edit"])).toBe("seller");
    expect(chunkName(["create", "manage", "desk"])).toBe("seller");
    expect(chunkName(["manage", "edit"])).toBe("seller-more");
  });
  it("one seller page's code is its own, and the admin desk's alone is the desk's", () => {
    expect(chunkName(["manage"])).toBe("manage");
    expect(chunkName(["edit", "desk"])).toBe("edit");
    expect(chunkName(["desk"])).toBe("desk");
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
    screen("index.html", ["ui.js"], [path.join(web, "main.tsx")]),
    ...screens,
    shared("ui.js", ["/p/node_modules/button.js", "\0vite/preload-helper.js"]),
    shared("layout-bits.js", [path.join(web, "ui/TopBar.tsx")]),
    shared("cards.js", [path.join(web, "ui/Card.tsx")], ["ui.js"]),
    shared("never-at-start.js", [path.join(web, "ui/Dialog.tsx")]),
  ];
  const plan = planChunks(chunks, web);

  it("puts each shared chunk's modules under the name of the pages that load it", () => {
    expect(Object.fromEntries(plan)).toEqual({
      base: ["/p/node_modules/button.js"],
      seller: [path.join(web, "ui/TopBar.tsx")],
      "seller-more": [path.join(web, "ui/Card.tsx")],
    });
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
