import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import {
  type CanonicalField,
  type HeldOutForm,
  type HeldOutMarketplace,
  type HeldOutSubmission,
  type ReplicaSite,
  serveReplicaSites,
} from "../held-out/serve.ts";

/**
 * The second held-out replica set (README.md beside this file): the three posting forms built from other public
 * captures than the main replicas and the first held-out set, served at the marketplaces' real addresses through
 * `context.route`. The same API and submission shape as the first set (`../held-out/serve.ts`), so the same journeys
 * and benchmark run on it. No field map or word list may ever be changed for this set.
 */

/** The fields a page or step asks, in order: `{ field, page }` each. */
export const on = (page: string, ...fields: CanonicalField[]) => fields.map((field) => ({ field, page }));

export const HELD_OUT_2_FORMS: Record<HeldOutMarketplace, HeldOutForm> = {
  olx: {
    startUrl: "https://www.olx.in/post",
    publish: "Post now",
    fields: [
      ...on("category", "category", "subcategory"),
      ...on("details", "brand", "condition", "title", "description", "price", "photos", "state", "city", "locality"),
    ],
  },
  quikr: {
    startUrl: "https://www.quikr.com/post-classifieds-ads/",
    publish: "Post Ad",
    fields: on(
      "form",
      "category",
      "subcategory",
      "title",
      "condition",
      "brand",
      "price",
      "description",
      "model",
      "photos",
      "city",
      "locality",
    ),
  },
  facebook: {
    startUrl: "https://www.facebook.com/marketplace/create/item",
    publish: "Publish",
    fields: [
      ...on("details", "photos", "title", "price", "category", "brand", "condition", "description"),
      ...on("delivery", "location"),
    ],
  },
};

const DIR = import.meta.dirname;
const FIRST_SET = path.join(DIR, "..", "held-out");

/**
 * The one script each marketplace's page loads (its design in the page lays the parts out), by the path it asks for:
 * the first set's runtime and places (state, controlled inputs, typeaheads, photos, publish), this set's widgets, the
 * marketplace's category tree (OLX's is the first set's) and its parts, in that order.
 */
const bundle = (marketplace: HeldOutMarketplace, categories: string) => [
  path.join(FIRST_SET, "shared", "held-out.js"),
  path.join(FIRST_SET, "shared", "places.js"),
  path.join(DIR, "shared", "kit.js"),
  categories,
  path.join(DIR, marketplace, "parts.js"),
];
const BUNDLES: Record<string, string[]> = {
  "/replica/held-out-2/olx.js": bundle("olx", path.join(FIRST_SET, "olx", "categories.js")),
  "/replica/held-out-2/quikr.js": bundle("quikr", path.join(DIR, "quikr", "categories.js")),
  "/replica/held-out-2/facebook.js": bundle("facebook", path.join(DIR, "facebook", "categories.js")),
};

/** Each marketplace's form: one page (a single-page app) for all its steps' addresses. */
const SITES: ReplicaSite[] = [
  {
    marketplace: "olx",
    origin: /^https:\/\/www\.olx\.in\//,
    page: ({ pathname }) => (/^\/post(?:\/|\/attributes\/?)?$/.test(pathname) ? "olx/index.html" : null),
  },
  {
    marketplace: "quikr",
    origin: /^https:\/\/[a-z]+\.quikr\.com\//,
    // The post-ad page ("PAP") picks the category itself; its older address with select-category shows it too.
    page: ({ hostname, pathname }) =>
      hostname === "www.quikr.com" && /^\/post-classifieds-ads(?:\/|\/select-category\/?)?$/.test(pathname)
        ? "quikr/index.html"
        : null,
  },
  {
    marketplace: "facebook",
    origin: /^https:\/\/www\.facebook\.com\//,
    page: ({ pathname }) => (/^\/marketplace\/create\/item\/?$/.test(pathname) ? "facebook/index.html" : null),
  },
];

/**
 * Serves one design of this set (the pages under `pagesDir`: this folder, or the redesign's) at the marketplaces'
 * addresses, with the scripts above; a context serves one design, never both.
 */
export function serveHeldOut2Design(
  context: BrowserContext,
  pagesDir: string,
): Promise<{ submissions: HeldOutSubmission[] }> {
  return serveReplicaSites(context, {
    sites: SITES,
    script: (pathname) => (pathname in BUNDLES ? pathname : null),
    read: (name) =>
      name in BUNDLES
        ? Buffer.concat(BUNDLES[name].flatMap((file) => [readFileSync(file), Buffer.from("\n;\n")]))
        : readFileSync(path.resolve(pagesDir, name)),
  });
}

/** Serves the second held-out set; returns the submissions (one per publish, in order). */
export function serveHeldOut2(context: BrowserContext): Promise<{ submissions: HeldOutSubmission[] }> {
  return serveHeldOut2Design(context, DIR);
}
