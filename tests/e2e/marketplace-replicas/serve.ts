import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Route } from "@playwright/test";
import { adEditUrl, adIdOf } from "../../../src/contract/assistant-update.ts";

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
  /** How many times the form received files (1 when the photos were attached once). */
  photoBatches?: number;
  adUrl: string;
  /** Set when the ad's edit page saved it: the ad's id. */
  editOf?: string;
}

/**
 * What a published ad holds, as its edit page shows it (the texts of the form's fields, and its photo count), and
 * where it stands on the marketplace, as its manage page shows it (MANAGEMENT.md). A test registering an ad sets what
 * it needs; everything else has a default.
 */
export type AdValues = Partial<
  Record<"title" | "description" | "price" | "category" | "subcategory" | "condition" | "location", string>
> & {
  photoCount?: number;
  /** The ad's own address as Publish went to it (absent: derived from the id and title, adUrlOf). */
  adUrl?: string;
  /** "live" (the default) or "removed": a removed ad's page says it is no longer available, its edit page is a 404. */
  state?: AdState;
  /** When it was published (ISO); absent: 27 days before the manage page is drawn, so it is close to expiring. */
  postedAt?: string;
  /** When the seller last renewed it on the manage page (ISO). */
  renewedAt?: string;
  /** The reason picked in the removal dialog (its visible text), and when. */
  removedReason?: string;
  removedAt?: string;
};

export type AdState = "live" | "removed";

/** What happened on a manage page: a renewal, or a removal with the reason picked. In order. */
export interface ManagementEvent {
  marketplace: ReplicaMarketplace;
  adId: string;
  action: "renew" | "remove";
  /** The removal dialog's picked reason, as its visible text. */
  reason?: string;
  at: string;
}

/** Where the seller manages (renews, removes) their ads on each marketplace: sources in MANAGEMENT.md. */
export const MANAGE_PAGES: Record<ReplicaMarketplace, string> = {
  olx: "https://www.olx.in/myads",
  quikr: "https://www.quikr.com/MyQuikr?action=activeads",
  facebook: "https://www.facebook.com/marketplace/you/selling",
};

/** The marketplaces' chats with buyers (MANAGEMENT.md, "Chats with buyers"; src/contract/assistant-buyers.ts). */
export const CHAT_PAGES: Record<ReplicaMarketplace, string> = {
  olx: "https://www.olx.in/chat",
  quikr: "https://www.quikr.com/MyQuikr?action=mychats",
  facebook: "https://www.facebook.com/marketplace/inbox/",
};

/** How long an ad stays up after it is published or renewed, as the manage pages count it (decision 136). */
const AD_LIFETIME_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

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
  /** Fields a redesign moved to the top of their step (OLX's details step): `{ olx: ["price"] }`. */
  moveFirst?: Partial<Record<ReplicaMarketplace, string[]>>;
}

const DIR = import.meta.dirname;
const file = (...p: string[]) => readFileSync(path.join(DIR, ...p));

/**
 * Each marketplace's posting form, its ads, and its ads' edit pages (docs/decisions/141), where `edit` captures the
 * ad's id. An edit page is the posting form pre-filled with what the ad holds.
 */
const FORMS: Array<{
  marketplace: ReplicaMarketplace;
  form: RegExp;
  ad: RegExp;
  origin: RegExp;
  edit: RegExp;
  manage: RegExp;
  chat: RegExp;
}> = [
  {
    marketplace: "olx",
    chat: /^https:\/\/www\.olx\.in\/chat(?:[/?#]|$)/,
    manage: /^https:\/\/www\.olx\.in\/myads\/?(?:[?#]|$)/,
    edit: /^https:\/\/www\.olx\.in\/editad\/(\d+)(?:[?#]|$)/,
    origin: /^https:\/\/www\.olx\.in\//,
    form: /^https:\/\/www\.olx\.in\/post(?:[?#]|$)/,
    ad: /^https:\/\/www\.olx\.in\/item\//,
  },
  {
    marketplace: "quikr",
    chat: /^https:\/\/www\.quikr\.com\/MyQuikr\/?\?action=mychats(?:[&#]|$)/,
    manage: /^https:\/\/www\.quikr\.com\/MyQuikr\/?(?:[?#]|$)/,
    edit: /^https:\/\/www\.quikr\.com\/post-classifieds-ads\/?\?editAdId=(\d+)(?:[&#]|$)/,
    origin: /^https:\/\/[a-z]+\.quikr\.com\//,
    form: /^https:\/\/www\.quikr\.com\/post-classifieds-ads(?:[?#]|$)/,
    ad: /^https:\/\/[a-z]+\.quikr\.com\/[^?#]*W0QQAdIdZ\d+/,
  },
  {
    marketplace: "facebook",
    chat: /^https:\/\/www\.facebook\.com\/marketplace\/inbox\/?(?:[?#]|$)/,
    manage: /^https:\/\/www\.facebook\.com\/marketplace\/you\/selling\/?(?:[?#]|$)/,
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
  /** Every renewal and removal done on the manage pages, in order. */
  const management: ManagementEvent[] = [];
  for (const site of FORMS) {
    await context.route(site.origin, async (route: Route) => {
      const req = route.request();
      const url = req.url();
      const { pathname } = new URL(url);
      const html = (body: string | Buffer, status = 200) => route.fulfill({ status, contentType: "text/html", body });
      if (pathname === "/replica/shared/replica.js" || pathname === "/replica/shared/manage.js") {
        return route.fulfill({ status: 200, contentType: "text/javascript", body: file(pathname.slice(9)) });
      }
      if (pathname === "/replica/manage" && req.method() === "POST") {
        const { action, adId, reason } = req.postDataJSON() as { action: string; adId: string; reason?: string };
        const values = ads.get(adKey(site.marketplace, adId));
        if (!values) return route.fulfill({ status: 404, contentType: "text/plain", body: "No such ad" });
        if ((values.state ?? "live") !== "live") {
          return route.fulfill({ status: 409, contentType: "text/plain", body: "This ad is no longer live" });
        }
        const at = new Date().toISOString();
        if (action === "renew") {
          values.renewedAt = at;
          management.push({ marketplace: site.marketplace, adId, action, at });
        } else if (action === "remove" && typeof reason === "string" && reason) {
          values.state = "removed";
          values.removedReason = reason;
          values.removedAt = at;
          management.push({ marketplace: site.marketplace, adId, action, reason, at });
        } else {
          return route.fulfill({ status: 400, contentType: "text/plain", body: "Renew, or remove with a reason" });
        }
        const body = JSON.stringify(manageView(site.marketplace, adId, values));
        return route.fulfill({ status: 200, contentType: "application/json", body });
      }
      if (site.chat.test(url)) {
        // One conversation per live ad, a buyer asking about it (MANAGEMENT.md, "Chats with buyers").
        const chats = [...ads.entries()]
          .filter(([key, v]) => key.startsWith(`${site.marketplace}:`) && (v.state ?? "live") === "live")
          .map(([key, v]) => {
            const view = manageView(site.marketplace, key.slice(site.marketplace.length + 1), v);
            return {
              buyer: "Rahul (buyer)",
              title: view.title,
              price: view.price,
              adUrl: view.url,
              messages: [
                { text: "Hi, is this still available?", me: false },
                { text: "Would you take 7000 for it?", me: false },
              ],
            };
          });
        const data = { site: SITE_NAMES[site.marketplace], chats };
        const page = file("shared", "chat.html")
          .toString()
          .replace("<!--replica-chats-->", `<script>window.REPLICA_CHATS = ${scriptJson(data)};</script>`);
        return html(page);
      }
      if (site.manage.test(url)) {
        const mine = [...ads.entries()]
          .filter(([key]) => key.startsWith(`${site.marketplace}:`))
          .map(([key, values]) => manageView(site.marketplace, key.slice(site.marketplace.length + 1), values));
        const page = file(site.marketplace, "manage.html")
          .toString()
          .replace("<!--replica-manage-->", `<script>window.REPLICA_ADS = ${scriptJson(mine)};</script>`);
        return html(page);
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
          if (!sent.editOf) {
            values.adUrl = sent.adUrl;
            values.state = "live";
            values.postedAt = new Date().toISOString();
          }
          ads.set(adKey(site.marketplace, id), values);
        }
        return route.fulfill({ status: 204 });
      }
      const editing = site.edit.exec(url);
      if (editing) {
        const values = ads.get(adKey(site.marketplace, editing[1]));
        if (!values || values.state === "removed") {
          return route.fulfill({ status: 404, contentType: "text/plain", body: "No such ad" });
        }
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
          moveFirst: options.moveFirst?.[site.marketplace] ?? [],
        });
        const page = file(site.marketplace, "index.html")
          .toString()
          .replace("<!--replica-options-->", `<script>window.REPLICA_OPTIONS = ${opts};</script>`);
        return html(page);
      }
      if (site.ad.test(url)) {
        const id = adIdOf(site.marketplace, url);
        const gone = id !== null && ads.get(adKey(site.marketplace, id))?.state === "removed";
        if (gone) return html(NO_LONGER_AVAILABLE[site.marketplace].body, NO_LONGER_AVAILABLE[site.marketplace].status);
        return html(file(site.marketplace, "ad.html"));
      }
      return route.fulfill({ status: 404, contentType: "text/plain", body: "Not part of the replica" });
    });
  }
  return { submissions, ads, adKey, management };
}

/** An ad as its manage page shows it: where it is, where it is edited, and its dates. */
function manageView(marketplace: ReplicaMarketplace, id: string, values: AdValues) {
  const postedAt = values.postedAt ?? new Date(Date.now() - 27 * DAY_MS).toISOString();
  const since = values.renewedAt ?? postedAt;
  return {
    id,
    url: values.adUrl ?? adUrlOf(marketplace, id, values),
    editUrl: adEditUrl(marketplace, values.adUrl ?? adUrlOf(marketplace, id, values)),
    title: values.title ?? "",
    price: values.price ?? "",
    state: values.state ?? "live",
    postedAt,
    renewedAt: values.renewedAt ?? null,
    expiresAt: new Date(Date.parse(since) + AD_LIFETIME_DAYS * DAY_MS).toISOString(),
    removedReason: values.removedReason ?? null,
    removedAt: values.removedAt ?? null,
  };
}

const SITE_NAMES: Record<ReplicaMarketplace, string> = { olx: "OLX", quikr: "Quikr", facebook: "Facebook Marketplace" };

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** What a removed ad's own address answers (MANAGEMENT.md): its status and page. */
const NO_LONGER_AVAILABLE: Record<ReplicaMarketplace, { status: number; body: string }> = {
  olx: {
    status: 410,
    body:
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ad not available | OLX</title></head><body>' +
      "<h1>This ad is no longer available</h1><p>The seller has removed it, or it has expired.</p></body></html>",
  },
  quikr: {
    status: 404,
    body:
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ad not found | Quikr</title></head><body>' +
      "<h1>This ad is no longer available</h1><p>It has been deleted or has expired.</p></body></html>",
  },
  facebook: {
    status: 404,
    body:
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Facebook</title></head><body>' +
      "<h1>This content isn't available right now</h1><p>When this happens, it's usually because the owner only " +
      "shared it with a small group of people, changed who can see it or it's been deleted.</p></body></html>",
  },
};

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
