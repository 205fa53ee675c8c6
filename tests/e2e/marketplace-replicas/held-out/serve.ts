import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Route } from "@playwright/test";

/**
 * The held-out replica set (README.md beside this file): other captures and plausible variants of the three posting
 * forms, served at the marketplaces' real addresses through `context.route` (no request leaves the machine). No
 * field map may ever be changed for this set: it measures the posting assistant on forms it was not tuned to.
 */

export type HeldOutMarketplace = "olx" | "quikr" | "facebook";

/** The names every held-out form submits its values under (docs of each: README.md). */
export type CanonicalField =
  | "category"
  | "subcategory"
  | "title"
  | "description"
  | "price"
  | "condition"
  | "brand"
  | "model"
  | "state"
  | "city"
  | "locality"
  | "location"
  | "photos";

export type HeldOutPhoto = { name: string; size: number; type: string; sum: number };

/**
 * What a held-out form held when the test pressed its publish button: the text of every field it asks (a menu's
 * picked option text; a typeahead's picked suggestion, or "" when none was picked), the photos in order, how many
 * times the form received files, and the ad's address it went to.
 */
export type HeldOutSubmission = {
  marketplace: HeldOutMarketplace;
  photos: HeldOutPhoto[];
  /** How many times the form received files (1 when the photos were attached once). */
  photoBatches: number;
  adUrl: string;
} & Partial<Record<Exclude<CanonicalField, "photos">, string>>;

export interface HeldOutForm {
  /** Where posting starts. */
  startUrl: string;
  /** The publish button's text (the assistant never presses it; the admin, or a test, does). */
  publish: string;
  /** Every field the form asks, and the page or step that holds it: the benchmark's "fields right" total. */
  fields: Array<{ field: CanonicalField; page: string }>;
}

export const HELD_OUT_FORMS: Record<HeldOutMarketplace, HeldOutForm> = {
  olx: {
    startUrl: "https://www.olx.in/post",
    publish: "Post now",
    fields: [
      { field: "category", page: "category" },
      { field: "subcategory", page: "category" },
      { field: "brand", page: "details" },
      { field: "title", page: "details" },
      { field: "description", page: "details" },
      { field: "price", page: "details" },
      { field: "photos", page: "details" },
      { field: "state", page: "details" },
      { field: "city", page: "details" },
      { field: "locality", page: "details" },
    ],
  },
  quikr: {
    startUrl: "https://www.quikr.com/post-classifieds-ads/select-category/",
    publish: "Post Ad",
    fields: [
      { field: "category", page: "category" },
      { field: "subcategory", page: "category" },
      { field: "condition", page: "details" },
      { field: "title", page: "details" },
      { field: "description", page: "details" },
      { field: "price", page: "details" },
      { field: "brand", page: "details" },
      { field: "model", page: "details" },
      { field: "city", page: "details" },
      { field: "locality", page: "details" },
      { field: "photos", page: "details" },
    ],
  },
  facebook: {
    startUrl: "https://www.facebook.com/marketplace/create/item",
    publish: "Publish",
    fields: [
      { field: "photos", page: "details" },
      { field: "title", page: "details" },
      { field: "price", page: "details" },
      { field: "category", page: "details" },
      { field: "condition", page: "details" },
      { field: "location", page: "details" },
      { field: "description", page: "details" },
      { field: "brand", page: "details" },
    ],
  },
};

const DIR = import.meta.dirname;
const file = (...p: string[]) => readFileSync(path.join(DIR, ...p));

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

/** One marketplace of a replica set: the origin it answers, and which file answers which address (`null`: none). */
export type ReplicaSite = { marketplace: HeldOutMarketplace; origin: RegExp; page: (url: URL) => string | null };

/** Each marketplace's pages: which file answers which address (`null`: not part of the held-out set). */
const SITES: ReplicaSite[] = [
  {
    marketplace: "olx",
    origin: /^https:\/\/www\.olx\.in\//,
    page: ({ pathname }) =>
      pathname === "/post" || pathname === "/post/"
        ? "olx/index.html"
        : pathname === "/post/attributes"
          ? "olx/attributes.html"
          : null,
  },
  {
    marketplace: "quikr",
    origin: /^https:\/\/[a-z]+\.quikr\.com\//,
    // The form without a category (SnapList's own post address, /post-classifieds-ads) shows the categories too.
    page: ({ hostname, pathname, searchParams }) =>
      hostname !== "www.quikr.com" || !/^\/post-classifieds-ads(?:\/|\/select-category\/?)?$/.test(pathname)
        ? null
        : searchParams.has("postadcategoryid") && !pathname.includes("select-category")
          ? "quikr/post.html"
          : "quikr/index.html",
  },
  {
    marketplace: "facebook",
    origin: /^https:\/\/www\.facebook\.com\//,
    page: ({ pathname }) => (/^\/marketplace\/create\/item(?:\/|$)/.test(pathname) ? "facebook/index.html" : null),
  },
];

/** Where each held-out form's Publish goes: its new ad's address (the same shapes as the main replicas'). */
const AD = {
  olx: /^https:\/\/www\.olx\.in\/item\/[^/?#]+-iid-\d+/,
  quikr: /^https:\/\/[a-z]+\.quikr\.com\/[^?#]*W0QQAdIdZ\d+/,
  facebook: /^https:\/\/www\.facebook\.com\/marketplace\/item\/\d+/,
} satisfies Record<HeldOutMarketplace, RegExp>;

/**
 * Serves every held-out page at the marketplaces' real addresses, and the held-out ads' pages after Publish.
 * Returns the submissions (one per publish, in order).
 */
export function serveHeldOut(context: BrowserContext): Promise<{ submissions: HeldOutSubmission[] }> {
  return serveReplicaSites(context, {
    sites: SITES,
    script: (pathname) =>
      /^\/replica\/held-out\/((?:shared|olx|quikr|facebook)\/[a-z-]+\.js)$/.exec(pathname)?.[1] ?? null,
    read: file,
  });
}

/**
 * Serves a replica set at the marketplaces' real addresses (this set, and the later held-out sets): each site's
 * pages (`site.page` names a file, read with `read`), the scripts they load (`script` names the file for a path, or
 * null), the submissions Publish sends to /replica/submit, and each published ad's page (a 404 for an ad no form
 * published). Returns the submissions (one per publish, in order).
 */
export async function serveReplicaSites(
  context: BrowserContext,
  {
    sites,
    script,
    read,
  }: { sites: ReplicaSite[]; script: (pathname: string) => string | null; read: (name: string) => Buffer },
): Promise<{ submissions: HeldOutSubmission[] }> {
  const submissions: HeldOutSubmission[] = [];
  for (const site of sites) {
    await context.route(site.origin, async (route: Route) => {
      const req = route.request();
      const url = new URL(req.url());
      const html = (body: string | Buffer, status = 200) => route.fulfill({ status, contentType: "text/html", body });
      const code = script(url.pathname);
      if (code) return route.fulfill({ status: 200, contentType: "text/javascript", body: read(code) });
      if (url.pathname === "/replica/submit" && req.method() === "POST") {
        submissions.push({
          marketplace: site.marketplace,
          ...(req.postDataJSON() as Omit<HeldOutSubmission, "marketplace">),
        });
        return route.fulfill({ status: 204 });
      }
      const page = site.page(url);
      if (page) return html(read(page));
      if (AD[site.marketplace].test(url.href)) {
        const sent = submissions.find((s) => s.adUrl.split(/[?#]/)[0] === url.href.split(/[?#]/)[0]);
        if (!sent) return html("<!doctype html><title>Not found</title><h1>This page isn't available</h1>", 404);
        return html(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(sent.title ?? "Ad")}</title></head>` +
            `<body><h1>${escapeHtml(sent.title ?? "")}</h1><p>Your ad is posted.</p></body></html>`,
        );
      }
      return route.fulfill({ status: 404, contentType: "text/plain", body: "Not part of the held-out replicas" });
    });
  }
  return { submissions };
}
