import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Route } from "@playwright/test";

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
}

export interface ReplicaOptions {
  /** Fields a variant of the form leaves out ("price", "photos", "description"). */
  without?: Partial<Record<ReplicaMarketplace, string[]>>;
}

const DIR = import.meta.dirname;
const file = (...p: string[]) => readFileSync(path.join(DIR, ...p));

const FORMS: Array<{ marketplace: ReplicaMarketplace; form: RegExp; ad: RegExp; origin: RegExp }> = [
  {
    marketplace: "olx",
    origin: /^https:\/\/www\.olx\.in\//,
    form: /^https:\/\/www\.olx\.in\/post(?:[?#]|$)/,
    ad: /^https:\/\/www\.olx\.in\/item\//,
  },
  {
    marketplace: "quikr",
    origin: /^https:\/\/[a-z]+\.quikr\.com\//,
    form: /^https:\/\/www\.quikr\.com\/post-classifieds-ads(?:[?#]|$)/,
    ad: /^https:\/\/[a-z]+\.quikr\.com\/[^?#]*W0QQAdIdZ\d+/,
  },
  {
    marketplace: "facebook",
    origin: /^https:\/\/www\.facebook\.com\//,
    form: /^https:\/\/www\.facebook\.com\/marketplace\/create\/item(?:[?#/]|$)/,
    ad: /^https:\/\/www\.facebook\.com\/marketplace\/item\/\d+/,
  },
];

export async function serveReplicas(context: BrowserContext, options: ReplicaOptions = {}) {
  const submissions: Submission[] = [];
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
        submissions.push({ marketplace: site.marketplace, ...(req.postDataJSON() as Omit<Submission, "marketplace">) });
        return route.fulfill({ status: 204 });
      }
      if (site.form.test(url)) {
        const opts = JSON.stringify({ without: options.without?.[site.marketplace] ?? [] });
        const page = file(site.marketplace, "index.html")
          .toString()
          .replace("<!--replica-options-->", `<script>window.REPLICA_OPTIONS = ${opts};</script>`);
        return html(page);
      }
      if (site.ad.test(url)) return html(file(site.marketplace, "ad.html"));
      return route.fulfill({ status: 404, contentType: "text/plain", body: "Not part of the replica" });
    });
  }
  return { submissions };
}
