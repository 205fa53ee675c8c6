import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { SCREEN_MODULES } from "../../src/server/plugins/first-page.ts";
import { createTestApp } from "../helpers/app.ts";
import { scriptsOf } from "../helpers/served-page.ts";
import { tempDir } from "../helpers/temp-dir.ts";

/**
 * Issue 31, docs/decisions/142: the page a first visit gets names the chunks its address will draw (from the
 * build's manifest), and a visitor's / comes with the landing page drawn by the build, in the browser's language.
 */

const shell = `<!doctype html><html lang="en"><head><title>SnapList</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`;
const drawn = (language: string) =>
  `<!doctype html><html lang="${language}"><head><title>SnapList</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root" data-page="visitor">landing ${language}</div></body></html>`;

/** A build in miniature: the manifest names each screen's chunk and what it imports. */
function fakeBuild(): string {
  const dir = tempDir("snaplist-first-page");
  mkdirSync(path.join(dir, ".vite"), { recursive: true });
  writeFileSync(path.join(dir, "index.html"), shell);
  writeFileSync(path.join(dir, "visitor.en.html"), drawn("en"));
  writeFileSync(path.join(dir, "visitor.hi.html"), drawn("hi"));
  writeFileSync(path.join(dir, "visitor.admin-login.en.html"), drawn("en").replace("landing en", "admin login drawn"));
  const manifest = {
    "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react.js"] },
    "_react.js": { file: "assets/react-1.js" },
    "_floating.js": { file: "assets/floating-1.js", imports: ["_react.js"] },
    "_mantine.js": { file: "assets/mantine-1.js", imports: ["_react.js"] },
    [SCREEN_MODULES.app]: { file: "assets/App-1.js", imports: ["_mantine.js", "_react.js"] },
    [SCREEN_MODULES.english]: { file: "assets/en-1.js" },
    [SCREEN_MODULES.hindi]: { file: "assets/hi-1.js" },
    [SCREEN_MODULES.signedIn]: { file: "assets/SignedInLayout-1.js", imports: ["_floating.js", "_react.js"] },
    [SCREEN_MODULES.sellerHome]: { file: "assets/SellerHomePage-1.js" },
    [SCREEN_MODULES.create]: { file: "assets/CreateListingsTab-1.js" },
    [SCREEN_MODULES.manage]: { file: "assets/DashboardTab-1.js" },
    [SCREEN_MODULES.editListing]: { file: "assets/EditListingPage-1.js" },
    [SCREEN_MODULES.adminLogin]: { file: "assets/AdminLoginPage-1.js" },
  };
  writeFileSync(path.join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
  return dir;
}

const app = await createTestApp({}, (c) => {
  c.webDir = fakeBuild();
});
const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: "GET", url, headers });
  expect(res.statusCode).toBe(200);
  return { res, body: res.body, preloads: scriptsOf(res.body).preloads };
};
const session = { cookie: "snaplist_sid=anything" };
/** Every first page's: the app's chunk and what it imports that the main script does not (React). */
const APP = ["/assets/App-1.js", "/assets/mantine-1.js"];

describe("a visitor's first look at /", () => {
  it("comes drawn, in English, with the app's and the English texts' chunks named", async () => {
    const { res, body, preloads } = await page("/");
    expect(body).toContain("landing en");
    // The main script imports the app rather than carries it (docs/decisions/147): its chunk comes beside it.
    expect(preloads).toEqual([...APP, "/assets/en-1.js"]);
    // Drawn already: its scripts only make it live, and are asked for once it has painted (docs/decisions/145).
    expect(scriptsOf(body)).toEqual({ entry: "/assets/index-1.js", preloads, afterPaint: true });
    expect(String(res.headers.vary)).toMatch(/accept-language/);
    expect(String(res.headers.vary)).toMatch(/cookie/);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("comes drawn in Hindi to a browser whose first language is Hindi", async () => {
    const { body, preloads } = await page("/", { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" });
    expect(body).toContain("landing hi");
    expect(preloads).toEqual([...APP, "/assets/hi-1.js"]);
  });

  it("is compressed like every page", async () => {
    const res = await app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "br" } });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain("landing en");
  });

  it("is the empty page when the address asks for something the drawn page does not show", async () => {
    for (const url of ["/?ref=ASHA1234", "/?mode=login", "/register", "/my-sales"]) {
      const { body } = await page(url);
      expect(body, url).toContain('<div id="root"></div>');
    }
  });
});

describe("a first visit with a session", () => {
  it("gets the empty page naming the seller's first page and what it imports, less what the main script brings", async () => {
    const { body, preloads } = await page("/", session);
    expect(body).toContain('<div id="root"></div>');
    expect(preloads).toEqual([
      ...APP,
      "/assets/en-1.js",
      "/assets/SignedInLayout-1.js",
      "/assets/floating-1.js",
      "/assets/SellerHomePage-1.js",
      "/assets/CreateListingsTab-1.js",
    ]);
  });

  it("names the tab or page of the address", async () => {
    expect((await page("/?tab=manage", session)).preloads).toContain("/assets/DashboardTab-1.js");
    expect((await page("/?tab=manage", session)).preloads).not.toContain("/assets/CreateListingsTab-1.js");
    expect((await page("/edit-listing/abc", session)).preloads).toContain("/assets/EditListingPage-1.js");
  });

  it("the admins' login page comes drawn to an English browser with no session, else empty (decision 144)", async () => {
    const { body, preloads } = await page("/admin-login");
    expect(body).toContain("admin login drawn");
    expect(preloads).toEqual([...APP, "/assets/en-1.js", "/assets/AdminLoginPage-1.js"]);
    expect((await page("/admin-login", { "accept-language": "hi-IN" })).body).toContain('<div id="root"></div>');
    expect((await page("/admin-login", session)).body).not.toContain("admin login drawn");
    expect((await page("/admin-login?next=x")).body).toContain('<div id="root"></div>');
  });

  it("the admins' login page names its chunk for anyone", async () => {
    expect((await page("/admin-login")).preloads).toEqual([...APP, "/assets/en-1.js", "/assets/AdminLoginPage-1.js"]);
  });
});

describe("the screens' source files", () => {
  it("every module the server names is a file of the client (a renamed screen must be renamed here too)", () => {
    for (const file of Object.values(SCREEN_MODULES)) {
      expect(existsSync(path.resolve(import.meta.dirname, "../../src/web", file)), file).toBe(true);
    }
  });
});

describe("the built files' headers", () => {
  it("a script keeps nosniff and its resource policy but not the page-only headers; the page keeps them all", async () => {
    const dir = fakeBuild();
    mkdirSync(path.join(dir, "assets"), { recursive: true });
    writeFileSync(path.join(dir, "assets", "index-1.js"), "export {};");
    writeFileSync(path.join(dir, "assets", "shrink-worker-1.js"), "self.onmessage = () => {};");
    const withAssets = await createTestApp({}, (c) => {
      c.webDir = dir;
    });
    try {
      const script = await withAssets.inject({ method: "GET", url: "/assets/index-1.js" });
      expect(script.statusCode).toBe(200);
      expect(script.headers["x-content-type-options"]).toBe("nosniff");
      expect(script.headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(script.headers["content-security-policy"]).toBeUndefined();
      expect(script.headers["x-frame-options"]).toBeUndefined();
      const worker = await withAssets.inject({ method: "GET", url: "/assets/shrink-worker-1.js" });
      expect(worker.headers["content-security-policy"]).toBeDefined();
      const pageRes = await withAssets.inject({ method: "GET", url: "/" });
      expect(pageRes.headers["content-security-policy"]).toBeDefined();
      expect(pageRes.headers["x-frame-options"]).toBeDefined();
    } finally {
      await withAssets.close();
    }
  });
});
