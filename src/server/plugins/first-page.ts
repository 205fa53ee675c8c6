import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * What a first visit's page names for the browser to fetch at once (issue 31, docs/decisions/142). The client
 * loads every screen past the landing page on demand (`lazy()`), and in a chain: the main script, then the
 * language's texts, then - once /api/auth/user has answered - the signed-in layout, then the seller home, then
 * its tab. On a phone each link of that chain is a round trip. The server knows from the request what the chain
 * will be (the path, `?tab=`, whether a session cookie came, the browser's language), so the page it answers
 * lists those chunks as `<link rel="modulepreload">` and the browser fetches them beside the main script.
 *
 * The chunks come from the build's manifest (`dist/web/.vite/manifest.json`, `build.manifest` in vite.config.ts):
 * keys are the source files below, relative to src/web; a key missing from the manifest is skipped (a test checks
 * that every key below names a source file). A wrong guess (a cookie that is no longer a session) costs a few
 * kilobytes, never a wrong page: the client still decides what it draws.
 */
export const SCREEN_MODULES = {
  /**
   * React's renderer and the app itself, which the main script imports rather than carries, each to run in a task
   * of its own (docs/decisions/147): every page needs both.
   */
  reactRoot: "app/react-root.ts",
  app: "app/App.tsx",
  english: "i18n/en.ts",
  hindi: "i18n/hi.ts",
  signedIn: "app/shell/SignedInLayout.tsx",
  sellerHome: "features/seller-home/SellerHomePage.tsx",
  create: "features/generator/CreateListingsTab.tsx",
  manage: "features/listings/DashboardTab.tsx",
  messages: "features/messages/MessagesTab.tsx",
  mySales: "features/sales/MySalesPage.tsx",
  editListing: "features/listings/EditListingPage.tsx",
  referrals: "features/referrals/ReferralsPage.tsx",
  performance: "features/performance/PerformancePage.tsx",
  adminLogin: "features/admin/AdminLoginPage.tsx",
  adminDesk: "features/admin/AdminDashboardPage.tsx",
} as const;
type Screen = keyof typeof SCREEN_MODULES;

export interface FirstVisit {
  pathname: string;
  search: URLSearchParams;
  /** A session cookie came with the request (not checked: a guess is enough to fetch early). */
  session: boolean;
  /** The browser's first language (Accept-Language), which the client follows when nothing was chosen here. */
  language: "en" | "hi";
}

/** The screens a first visit to this address draws before anything is tapped. */
export function screensFor(visit: FirstVisit): Screen[] {
  const screens: Screen[] = ["reactRoot", "app", visit.language === "hi" ? "hindi" : "english"];
  const { pathname } = visit;
  if (pathname === "/admin-login") return [...screens, "adminLogin"];
  if (pathname === "/admin" || pathname === "/admin-dashboard") {
    return visit.session ? [...screens, "adminDesk"] : screens;
  }
  if (!visit.session) return screens;
  const seller = (screen: Screen): Screen[] => [...screens, "signedIn", screen];
  if (pathname === "/") {
    const tab = visit.search.get("tab");
    const panel: Screen = tab === "manage" ? "manage" : tab === "messages" ? "messages" : "create";
    return [...seller("sellerHome"), panel];
  }
  if (pathname === "/my-sales") return seller("mySales");
  if (pathname.startsWith("/edit-listing/")) return seller("editListing");
  if (pathname === "/referrals") return seller("referrals");
  if (pathname === "/performance") return seller("performance");
  return screens;
}

/**
 * The page drawn by the build (scripts/prerender.mjs) that this visit gets, if any: the landing page for a visit to
 * / with no session cookie and no query (a `?ref=`, `?mode=login` or `?auth_error=` changes what the landing page
 * first shows, so those get the empty page and the client draws them), in the browser's language; the admins'
 * login page for a visit to /admin-login with no session and no query, in English, the admin side's language (a
 * Hindi browser's first render would be Hindi for a moment: it gets the empty page).
 */
export function drawnByTheBuild(visit: FirstVisit): DrawnPage | undefined {
  if (visit.session || visit.search.size > 0) return undefined;
  if (visit.pathname === "/") return visit.language === "hi" ? "visitor.hi" : "visitor.en";
  if (visit.pathname === "/admin-login" && visit.language === "en") return "visitor.admin-login.en";
  return undefined;
}
export const DRAWN_PAGES = ["visitor.en", "visitor.hi", "visitor.admin-login.en"] as const;
export type DrawnPage = (typeof DRAWN_PAGES)[number];

/** The first language of an Accept-Language header, as the client's detectLanguage() reads navigator.language. */
export function browserLanguage(header: string | undefined): "en" | "hi" {
  const first = (header ?? "").split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("hi") ? "hi" : "en";
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Reads the build's manifest once; answers, for a list of screens, the files to preload: each screen's chunk and
 * every chunk it imports statically, less what the page's own script already brings (the entry and its imports).
 */
export function loadPreloads(webDir: string): (screens: Screen[]) => string[] {
  const file = path.join(webDir, ".vite", "manifest.json");
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
  const closure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const onThePage = closure(entries);
  return (screens) => {
    const wanted = closure(screens.map((s) => SCREEN_MODULES[s]));
    return [...wanted].filter((k) => !onThePage.has(k)).map((k) => `/${manifest[k].file}`);
  };
}

/** The page with `<link rel="modulepreload">` for `files`, before its closing head tag. */
export function withPreloads(html: string, files: string[]): string {
  if (!files.length) return html;
  const links = files.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join("");
  return html.replace("</head>", `${links}</head>`);
}
