import { MARKETPLACE_LABELS, type Marketplace } from "./enums.ts";

/**
 * The one check of a published ad's address (issue 40 item 5, docs/decisions/153), used by the server (the desk's
 * status route, Mark Posted, the assistant's Posted), the desk (Mark Posted's prompt, the posting session's paste)
 * and the assistant (which address it sends back). An address is accepted only when it is:
 * - https, printable ASCII only (a browser percent-encodes the rest), at most 2048 characters;
 * - on the marketplace's own host: exactly one of its hosts, or, for Quikr, one of its city subdomains;
 *   no user info (`olx.in@evil.com`), no port, no look-alike (`www.olx.in.evil.com`), no punycode host;
 * - that marketplace's ad path (OLX `/item/<slug>-iid-<digits>`, Quikr `...W0QQAdIdZ<digits>`, Facebook
 *   `/marketplace/item/<digits>`).
 */

interface AdSite {
  /** Hosts accepted as they are. */
  hosts: readonly string[];
  /** A host of one lower-case label under this domain (Quikr's cities: bangalore.quikr.com). */
  subdomainsOf?: string;
  path: RegExp;
}

export const AD_SITES: Record<Marketplace, AdSite> = {
  olx: {
    hosts: ["www.olx.in", "olx.in", "m.olx.in"],
    path: /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?item\/[a-z0-9-]*-iid-\d+\/?$/i,
  },
  quikr: {
    hosts: ["www.quikr.com", "quikr.com"],
    subdomainsOf: "quikr.com",
    path: /^\/(?:[^/]+\/)*[^/]*W0QQAdIdZ\d+\/?$/,
  },
  facebook: {
    hosts: ["www.facebook.com", "facebook.com", "m.facebook.com", "web.facebook.com"],
    path: /^\/marketplace\/item\/\d+\/?$/,
  },
};

export type AdUrlProblem = "empty" | "not-url" | "not-https" | "characters" | "user-info" | "port" | "host" | "path";

export type AdUrlCheck = { ok: true; url: string } | { ok: false; problem: AdUrlProblem };

const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

function hostFits(site: AdSite, host: string): boolean {
  if (site.hosts.includes(host)) return true;
  if (!site.subdomainsOf) return false;
  const [label, ...rest] = host.split(".");
  return rest.join(".") === site.subdomainsOf && /^[a-z]+$/.test(label);
}

/** Checks `raw` (trimmed) as a published ad of `marketplace`; the accepted address is the trimmed text itself. */
export function checkAdUrl(marketplace: Marketplace, raw: string): AdUrlCheck {
  const text = raw.trim();
  if (!text) return { ok: false, problem: "empty" };
  if (text.length > 2048 || !PRINTABLE_ASCII.test(text) || text.includes("\\")) {
    return { ok: false, problem: "characters" };
  }
  if (!/^https:\/\//i.test(text))
    return { ok: false, problem: /^[a-z][a-z0-9+.-]*:/i.test(text) ? "not-https" : "not-url" };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, problem: "not-url" };
  }
  // The authority as written, before the parser folds anything: user info and ports are refused outright.
  const authority = text.slice("https://".length).split(/[/?#]/, 1)[0];
  if (authority.includes("@") || url.username || url.password) return { ok: false, problem: "user-info" };
  if (authority.includes(":") || url.port) return { ok: false, problem: "port" };
  const site = AD_SITES[marketplace];
  const host = url.hostname.toLowerCase();
  if (host !== authority.toLowerCase() || host.split(".").some((l) => l.startsWith("xn--")) || !hostFits(site, host)) {
    return { ok: false, problem: "host" };
  }
  if (!site.path.test(url.pathname)) return { ok: false, problem: "path" };
  return { ok: true, url: text };
}

/**
 * Which ad an address names (issue 46 item 6, docs/decisions/182): its marketplace and the ad's number, whatever the
 * host (www., m.), the slug, a trailing slash or a query string. Two addresses with one key are one ad, so no two
 * listings may hold it. The patterns read the lower-cased address; PostgreSQL computes the same key for the stored
 * column `postings.ad_key` from AD_KEY_SQL.
 */
export const AD_NUMBER_PATTERNS: Record<Marketplace, string> = {
  olx: "-iid-([0-9]+)",
  quikr: "w0qqadidz([0-9]+)",
  facebook: "/marketplace/item/([0-9]+)",
};

export function adKey(marketplace: Marketplace, url: string): string | null {
  const number = new RegExp(AD_NUMBER_PATTERNS[marketplace]).exec(url.toLowerCase())?.[1];
  return number ? `${marketplace}:${number}` : null;
}

/** The same key in SQL, from a row's `marketplace` and `url` columns (a stored generated column's expression). */
export const AD_KEY_SQL = `case marketplace ${Object.entries(AD_NUMBER_PATTERNS)
  .map(([m, pattern]) => `when '${m}' then '${m}:' || substring(lower(url) from '${pattern}')`)
  .join(" ")} end`;

/** Another listing holds the ad: named by its title, so the admin sees which address to check. */
export const adHeldElsewhereText = (marketplace: Marketplace, title: string) =>
  `That is already the ${MARKETPLACE_LABELS[marketplace]} ad of another listing, "${title}": check the address you copied`;

/** Why a stored address is listed to fix: another listing holds the same ad. */
export const sharedAdText = (marketplace: Marketplace, titles: string[]) =>
  `The same ${MARKETPLACE_LABELS[marketplace]} ad as ${titles.map((t) => `"${t}"`).join(", ")}: only one listing can hold it. Mark Posted with the right address on the others.`;

/** Whether `url` is a page of the marketplace's own site (https, one of its hosts): where the assistant works. */
export function isMarketplacePage(marketplace: Marketplace, url: string): boolean {
  try {
    const u = new URL(url);
    return (
      u.protocol === "https:" && !u.username && !u.port && hostFits(AD_SITES[marketplace], u.hostname.toLowerCase())
    );
  } catch {
    return false;
  }
}

export const isPublishedAdUrl = (marketplace: Marketplace, url: string): boolean => checkAdUrl(marketplace, url).ok;

/**
 * Where a seller manages their ads (renews and removes them) on each marketplace: the pages the desk's "Renew on" and
 * "Delist on" open for the assistant, which finds the ad's card there by its address (docs/decisions/155).
 */
export const AD_MANAGE_PAGES: Record<Marketplace, string> = {
  olx: "https://www.olx.in/myads",
  quikr: "https://www.quikr.com/MyQuikr?action=activeads",
  facebook: "https://www.facebook.com/marketplace/you/selling",
};

/** Examples of each marketplace's ad address, for messages. */
export const AD_URL_EXAMPLES: Record<Marketplace, string> = {
  olx: "https://www.olx.in/item/...-iid-...",
  quikr: "https://<city>.quikr.com/...W0QQAdIdZ...",
  facebook: "https://www.facebook.com/marketplace/item/...",
};

/** Why an address was refused, in one sentence an admin can act on. */
export function adUrlProblemText(marketplace: Marketplace, problem: AdUrlProblem): string {
  const name = MARKETPLACE_LABELS[marketplace];
  const expected = `a published ${name} ad (${AD_URL_EXAMPLES[marketplace]})`;
  switch (problem) {
    case "empty":
      return "URL Required: Please provide a posting URL to mark as posted";
    case "not-https":
      return `The ad's address must start with https:// and be ${expected}`;
    case "characters":
      return `The ad's address has characters an address cannot have: paste it from the browser's address bar (${expected})`;
    case "user-info":
    case "port":
      return `That address hides another site: it must be ${expected}`;
    case "host":
      return `That is not ${name}'s own site: the address must be ${expected}`;
    default:
      return `The ad's address must be ${expected}`;
  }
}

/**
 * A stricter test in SQL (PostgreSQL regular expressions) for finding stored addresses to check: whatever matches
 * it is accepted by checkAdUrl, so the rows that do not match are the only ones checkAdUrl needs to see.
 */
export const SURELY_VALID_AD_URL_SQL: Record<Marketplace, string> = {
  olx: "^https://(www\\.|m\\.)?olx\\.in/([a-z]{2}(-[a-z]{2})?/)?item/[a-z0-9-]*-iid-[0-9]+/?([?#][!-Z^-~]*)?$",
  quikr: "^https://[a-z]+\\.quikr\\.com/([!-.0-Z^-~]+/)*[!-.0-Z^-~]*W0QQAdIdZ[0-9]+/?([?#][!-Z^-~]*)?$",
  facebook: "^https://(www\\.|m\\.|web\\.)?facebook\\.com/marketplace/item/[0-9]+/?([?#][!-Z^-~]*)?$",
};
