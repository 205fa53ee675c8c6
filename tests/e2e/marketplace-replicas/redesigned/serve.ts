import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Route } from "@playwright/test";
import type { CanonicalField, HeldOutForm, HeldOutMarketplace, HeldOutSubmission } from "../held-out/serve.ts";

/**
 * The redesigned replica set (README.md beside this file): the MAIN replicas as their marketplaces might redesign
 * them - labels renamed (some outside every word list), fields reordered, sections and markup changed, one field
 * moved - served at the marketplaces' real addresses through `context.route`, in the held-out set's API
 * (`serveRedesigned(context)` and `REDESIGNED_FORMS`, as `serveHeldOut` and `HELD_OUT_FORMS`). It measures healing:
 * the assistant fills what it can after runs on the main replicas, against the same forms on a SnapList with no
 * fingerprints. **No field map or word list may ever be changed for this set.**
 */

export interface RedesignedForm extends HeldOutForm {
  /**
   * Where a person finds each field, as a Playwright selector: for the benchmark's admin who teaches a missed field
   * (Teach, then a click on it). Never read by the assistant.
   */
  controls: Partial<Record<CanonicalField, string>>;
}

export const REDESIGNED_FORMS: Record<HeldOutMarketplace, RedesignedForm> = {
  olx: {
    startUrl: "https://www.olx.in/post",
    publish: "Post your ad",
    fields: [
      { field: "category", page: "category" },
      { field: "subcategory", page: "category" },
      { field: "photos", page: "details" },
      { field: "title", page: "details" },
      { field: "description", page: "details" },
      { field: "price", page: "details" },
      { field: "condition", page: "details" },
      { field: "location", page: "details" },
    ],
    controls: {
      title: 'role=textbox[name="Name your item *"]',
      description: 'role=textbox[name="More about your item *"]',
      price: 'role=textbox[name="What do you want for it? *"]',
      condition: 'role=combobox[name="Item condition"]',
      location: 'role=textbox[name="Where is it? *"]',
    },
  },
  quikr: {
    startUrl: "https://www.quikr.com/post-classifieds-ads/",
    publish: "Post Ad",
    fields: [
      { field: "category", page: "form" },
      { field: "subcategory", page: "form" },
      { field: "photos", page: "form" },
      { field: "title", page: "form" },
      { field: "price", page: "form" },
      { field: "description", page: "form" },
      { field: "condition", page: "form" },
      { field: "location", page: "form" },
    ],
    controls: {
      title: 'role=textbox[name="Give it a name *"]',
      price: 'role=textbox[name="Your ask (₹)"]',
      description: 'role=textbox[name="Say something about it *"]',
      condition: 'role=combobox[name="How used is it?"]',
      location: 'role=textbox[name="Your area *"]',
    },
  },
  facebook: {
    startUrl: "https://www.facebook.com/marketplace/create/item",
    publish: "Publish",
    fields: [
      { field: "title", page: "details" },
      { field: "price", page: "details" },
      { field: "condition", page: "details" },
      { field: "category", page: "details" },
      { field: "description", page: "details" },
      { field: "location", page: "details" },
      { field: "photos", page: "details" },
    ],
    controls: {
      title: 'role=textbox[name="What are you selling?"]',
      price: 'role=textbox[name="Your ask"]',
      description: 'role=textbox[name="Tell us more about it"]',
      condition: 'role=combobox[name="Condition"]',
      category: 'role=combobox[name="Category"]',
      location: 'role=textbox[name="Meet-up place"]',
    },
  },
};

const SITES: Array<{ marketplace: HeldOutMarketplace; origin: RegExp; form: RegExp; ad: RegExp }> = [
  {
    marketplace: "olx",
    origin: /^https:\/\/www\.olx\.in\//,
    form: /^https:\/\/www\.olx\.in\/post(?:[?#/]|$)/,
    ad: /^https:\/\/www\.olx\.in\/item\/[^/?#]+-iid-\d+/,
  },
  {
    marketplace: "quikr",
    origin: /^https:\/\/[a-z]+\.quikr\.com\//,
    form: /^https:\/\/www\.quikr\.com\/post-classifieds-ads(?:[?#/]|$)/,
    ad: /^https:\/\/[a-z]+\.quikr\.com\/[^?#]*W0QQAdIdZ\d+/,
  },
  {
    marketplace: "facebook",
    origin: /^https:\/\/www\.facebook\.com\//,
    form: /^https:\/\/www\.facebook\.com\/marketplace\/create\/item(?:[?#/]|$)/,
    ad: /^https:\/\/www\.facebook\.com\/marketplace\/item\/\d+/,
  },
];

const DIR = import.meta.dirname;
/** The main replicas' controlled inputs, menus and drop zones: the redesign keeps their behaviour. */
const SHARED = path.join(DIR, "..", "shared", "replica.js");
const AD_PAGE =
  "<!doctype html><html lang=en><head><meta charset=utf-8><title>Your ad</title></head><body><h1>Your ad is live</h1></body></html>";

const SUBMITTED: ReadonlyArray<Exclude<CanonicalField, "photos">> = [
  "category",
  "subcategory",
  "title",
  "description",
  "price",
  "condition",
  "location",
];

export async function serveRedesigned(context: BrowserContext): Promise<{ submissions: HeldOutSubmission[] }> {
  const submissions: HeldOutSubmission[] = [];
  for (const site of SITES) {
    await context.route(site.origin, async (route: Route) => {
      const req = route.request();
      const url = req.url();
      const { pathname } = new URL(url);
      if (pathname === "/replica/shared/replica.js") {
        return route.fulfill({ status: 200, contentType: "text/javascript", body: readFileSync(SHARED) });
      }
      if (pathname === "/replica/submit" && req.method() === "POST") {
        const sent = req.postDataJSON() as Record<string, unknown> & Pick<HeldOutSubmission, "photos" | "adUrl">;
        const out: HeldOutSubmission = {
          marketplace: site.marketplace,
          photos: sent.photos,
          photoBatches: Number(sent.photoBatches ?? 0),
          adUrl: sent.adUrl,
        };
        for (const f of SUBMITTED) if (typeof sent[f] === "string") out[f] = sent[f] as string;
        submissions.push(out);
        return route.fulfill({ status: 204 });
      }
      if (site.form.test(url)) {
        return route.fulfill({
          status: 200,
          contentType: "text/html",
          body: readFileSync(path.join(DIR, site.marketplace, "index.html")),
        });
      }
      if (site.ad.test(url)) return route.fulfill({ status: 200, contentType: "text/html", body: AD_PAGE });
      return route.fulfill({ status: 404, contentType: "text/plain", body: "Not part of the redesigned replica" });
    });
  }
  return { submissions };
}
