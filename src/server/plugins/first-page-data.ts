import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FirstVisit } from "./first-page.ts";

/**
 * The answers a signed-in first page asks for before it can draw, sent inside the page (issue 31,
 * docs/decisions/143). Without them a seller's first page waited, after its code, for /api/auth/user; then for the
 * referral popup's "seen" and the unread count; then for its tab's list - a phone round trip each, and a render of
 * the page after each answer. The server asks its own routes (`inject`, with the request's cookie: the same
 * checks, the same JSON) and the client seeds its query cache with them (src/web/lib/firstPageData.ts), so the
 * first render is the whole page.
 *
 * Each entry is a query key of the client (the URL is the key's parts joined by "/", as the client's default
 * query function fetches it). Only answers the client would keep go in: 200s, and the 401 of /api/auth/user, which
 * the client reads as "signed out".
 */
export type FirstPageQuery = readonly string[];

const CURRENT_USER: FirstPageQuery = ["/api/auth/user"];
const SELLER_SHELL: FirstPageQuery[] = [["/api/messages/unread-count"], ["/api/referrals/popup"]];
const ADMIN_DESK: FirstPageQuery[] = [
  ["/api/auth/two-factor"],
  ["/api/admin/summary"],
  ["/api/admin/delist-tasks/count"],
];

/** What this first visit draws from the server's answers. Visitors (no session cookie) get none. */
export function firstPageQueries(visit: FirstVisit): FirstPageQuery[] {
  if (!visit.session) return [];
  const { pathname } = visit;
  // The desk's frame: whether two-factor is due, the summary cards and the Sales tab's badge (docs/decisions/145).
  if (pathname === "/admin" || pathname === "/admin-dashboard") return [CURRENT_USER, ...ADMIN_DESK];
  if (pathname === "/admin-login") return [CURRENT_USER];
  const seller = (...page: FirstPageQuery[]) => [CURRENT_USER, ...SELLER_SHELL, ...page];
  if (pathname === "/") {
    const tab = visit.search.get("tab");
    if (tab === "manage") return seller(["/api/listings"]);
    if (tab === "messages") return seller(["/api/messages"]);
    return seller();
  }
  const edit = /^\/edit-listing\/([0-9a-f-]{36})$/i.exec(pathname);
  if (edit) {
    const id = edit[1].toLowerCase();
    // The listing and its history: the history came after the page went live, and drew it again (decision 146).
    return seller(["/api/listings", id], ["/api/listings", id, "history"]);
  }
  if (pathname === "/my-sales") return seller(["/api/user/sales"], ["/api/user/payout-info"]);
  if (pathname === "/referrals") return seller(["/api/referrals/stats"]);
  // How my listings are doing (issue 48): the default period's figures and the first page of listings.
  if (pathname === "/performance") return seller(["/api/performance?range=30d"], ["/api/performance/listings"]);
  return [CURRENT_USER];
}

export interface FirstPageEntry {
  key: FirstPageQuery;
  data: unknown;
}

/** Asks each query of the page, all at once, as the request's browser would. */
export async function firstPageData(
  app: FastifyInstance,
  request: FastifyRequest,
  queries: FirstPageQuery[],
): Promise<FirstPageEntry[]> {
  const headers: Record<string, string> = {};
  for (const name of ["cookie", "accept-language", "user-agent"] as const) {
    const value = request.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  const answers = await Promise.all(
    queries.map(async (key) => {
      const res = await app.inject({ method: "GET", url: key.join("/"), headers, remoteAddress: request.ip });
      if (res.statusCode === 200) return { key, data: res.json() as unknown };
      if (res.statusCode === 401 && key === CURRENT_USER) return { key, data: null };
      return undefined;
    }),
  );
  // A signed-out answer makes the rest meaningless (each would be a 401 too).
  const entries = answers.filter((a) => a !== undefined);
  return entries.some((e) => e.key === CURRENT_USER && e.data === null)
    ? entries.filter((e) => e.key === CURRENT_USER)
    : entries;
}

/** The entries as a JSON data block for the page, safe inside HTML (no "<" can close the script). */
export function withFirstPageData(html: string, entries: FirstPageEntry[]): string {
  if (!entries.length) return html;
  const json = JSON.stringify(entries).replace(/</g, "\\u003c");
  return html.replace(
    '<div id="root"',
    `<script type="application/json" id="first-page-data">${json}</script><div id="root"`,
  );
}
