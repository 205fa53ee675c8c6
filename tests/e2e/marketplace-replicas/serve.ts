import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Route } from "@playwright/test";
import { adIdOf } from "../../../src/contract/assistant-update.ts";

/**
 * Serves the replica posting forms at the marketplaces' real addresses through `context.route` (no request leaves
 * the machine), and records what each form submits on Publish.
 */

export type ReplicaMarketplace = "olx" | "quikr" | "facebook";

export interface Submission {
  marketplace: ReplicaMarketplace;
  title: string;
  description: string;
  price?: string;
  category: string;
  subcategory?: string;
  condition: string;
  location: string;
  photos: Array<{ name: string; size: number; type: string; sum: number }>;
  adUrl: string;
  /** Set when the ad's edit page saved it: the ad's id. */
  editOf?: string;
}

/** What a published ad holds, as its edit page shows it (the texts of the form's fields, and its photo count). */
export type AdValues = Partial<
  Record<"title" | "description" | "price" | "category" | "subcategory" | "condition" | "location", string>
> & {
  photoCount?: number;
};

export interface ReplicaOptions {
  /** Fields a variant of the form leaves out ("price", "photos", "description"). */
  without?: Partial<Record<ReplicaMarketplace, string[]>>;
  /**
   * Fields whose visible label a marketplace renamed, by the label's text as the replica shows it (`shared/replica.js`
   * relabel()): `{ olx: { "Ad title": "Title of your ad" } }` shows "Title of your ad *" where "Ad title *" was (a key
   * without the label's trailing " *", " (₹)" or " (optional)" keeps it; a key with it replaces the whole text). On
   * the posting form and on the ads' edit pages. Absent, nothing changes.
   */
  relabel?: Partial<Record<ReplicaMarketplace, Record<string, string>>>;
}

const DIR = import.meta.dirname;
const file = (...p: string[]) => readFileSync(path.join(DIR, ...p));

/**
 * Each marketplace's posting form, its ads, and its ads' edit pages (docs/decisions/141), where `edit` captures the
 * ad's id. An edit page is the posting form pre-filled with what the ad holds.
 */
const FORMS: Array<{ marketplace: ReplicaMarketplace; form: RegExp; ad: RegExp; origin: RegExp; edit: RegExp }> = [
  {
    marketplace: "olx",
    edit: /^https:\/\/www\.olx\.in\/editad\/(\d+)(?:[?#]|$)/,
    origin: /^https:\/\/www\.olx\.in\//,
    form: /^https:\/\/www\.olx\.in\/post(?:[?#]|$)/,
    ad: /^https:\/\/www\.olx\.in\/item\//,
  },
  {
    marketplace: "quikr",
    edit: /^https:\/\/www\.quikr\.com\/post-classifieds-ads\/?\?editAdId=(\d+)(?:[&#]|$)/,
    origin: /^https:\/\/[a-z]+\.quikr\.com\//,
    form: /^https:\/\/www\.quikr\.com\/post-classifieds-ads(?:[?#]|$)/,
    ad: /^https:\/\/[a-z]+\.quikr\.com\/[^?#]*W0QQAdIdZ\d+/,
  },
  {
    marketplace: "facebook",
    edit: /^https:\/\/www\.facebook\.com\/marketplace\/edit\/?\?listing_id=(\d+)(?:[&#]|$)/,
    origin: /^https:\/\/www\.facebook\.com\//,
    form: /^https:\/\/www\.facebook\.com\/marketplace\/create\/item(?:[?#/]|$)/,
    ad: /^https:\/\/www\.facebook\.com\/marketplace\/item\/\d+/,
  },
];

const AD_FIELDS = ["title", "description", "price", "category", "subcategory", "condition", "location"] as const;

export async function serveReplicas(context: BrowserContext, options: ReplicaOptions = {}) {
  const submissions: Submission[] = [];
  /** The published ads by marketplace and ad id: what Publish (or a test) put there, what Save changed. */
  const ads = new Map<string, AdValues>();
  const adKey = (marketplace: ReplicaMarketplace, id: string) => `${marketplace}:${id}`;
  for (const site of FORMS) {
    await context.route(site.origin, async (route: Route) => {
      const req = route.request();
      const url = req.url();
      const { pathname } = new URL(url);
      const html = (body: string | Buffer) => route.fulfill({ status: 200, contentType: "text/html", body });
      if (pathname === "/replica/shared/replica.js") {
        return route.fulfill({ status: 200, contentType: "text/javascript", body: file("shared", "replica.js") });
      }
      if (pathname === "/replica/submit" && req.method() === "POST") {
        const sent: Submission = {
          marketplace: site.marketplace,
          ...(req.postDataJSON() as Omit<Submission, "marketplace">),
        };
        submissions.push(sent);
        const id = adIdOf(site.marketplace, sent.adUrl);
        if (id) {
          const was = ads.get(adKey(site.marketplace, id)) ?? {};
          const values: AdValues = { ...was };
          for (const f of AD_FIELDS) if (typeof sent[f] === "string") values[f] = sent[f];
          // Photos added on the edit page join the ad's; none added leaves them as they were.
          values.photoCount = (sent.editOf ? (was.photoCount ?? 0) : 0) + sent.photos.length;
          ads.set(adKey(site.marketplace, id), values);
        }
        return route.fulfill({ status: 204 });
      }
      const editing = site.edit.exec(url);
      if (editing) {
        const values = ads.get(adKey(site.marketplace, editing[1]));
        if (!values) return route.fulfill({ status: 404, contentType: "text/plain", body: "No such ad" });
        const edit = { adId: editing[1], adUrl: adUrlOf(site.marketplace, editing[1], values), values };
        const opts = JSON.stringify({ without: [], relabel: options.relabel?.[site.marketplace] ?? {} });
        const page = file(site.marketplace, "index.html")
          .toString()
          .replace(
            "<!--replica-options-->",
            `<script>window.REPLICA_OPTIONS = ${opts}; window.REPLICA_EDIT = ${JSON.stringify(edit)};</script>`,
          );
        return html(page);
      }
      if (site.form.test(url)) {
        const opts = JSON.stringify({
          without: options.without?.[site.marketplace] ?? [],
          relabel: options.relabel?.[site.marketplace] ?? {},
        });
        const page = file(site.marketplace, "index.html")
          .toString()
          .replace("<!--replica-options-->", `<script>window.REPLICA_OPTIONS = ${opts};</script>`);
        return html(page);
      }
      if (site.ad.test(url)) return html(file(site.marketplace, "ad.html"));
      return route.fulfill({ status: 404, contentType: "text/plain", body: "Not part of the replica" });
    });
  }
  return { submissions, ads, adKey };
}

/** The ad's own address, where its edit page's Save goes back to. */
function adUrlOf(marketplace: ReplicaMarketplace, id: string, values: AdValues): string {
  const slug = (values.title ?? "ad").replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "");
  switch (marketplace) {
    case "olx":
      return `https://www.olx.in/item/${slug.toLowerCase()}-iid-${id}`;
    case "quikr":
      return `https://bangalore.quikr.com/${slug}-W0QQAdIdZ${id}`;
    case "facebook":
      return `https://www.facebook.com/marketplace/item/${id}/`;
  }
}
