import type { AdminListing } from "../../../../contract/admin-listings.ts";
import type { Marketplace } from "../../../../contract/enums.ts";
import { isForSale } from "../../../../contract/listing-life.ts";
import { postingStatusOf } from "../../../../contract/listings.ts";
import type { Claim, PostingRef } from "../../../../contract/posting-desk.ts";
import { ApiError, apiJson, apiRequest } from "../../../lib/api.ts";
import { fetchPage, type Page } from "../../../lib/paged.ts";

/** One claimed posting of a session: the claim and the listing it belongs to. */
export interface ClaimedPosting {
  claim: Claim;
  listing: AdminListing;
}

/** "listingId:marketplace": how a session names the postings it skipped (the server's skip list). */
export const postingKey = (ref: PostingRef) => `${ref.listingId}:${ref.marketplace}`;

const claimPath = (ref: PostingRef) =>
  `/api/admin/postings/${encodeURIComponent(ref.listingId)}/${encodeURIComponent(ref.marketplace)}/claim`;

/**
 * POST /api/admin/posting-session/next: the oldest waiting posting nobody else holds, claimed for this admin,
 * or null when nothing is waiting (404).
 */
export async function claimNext(opts: { marketplace?: Marketplace; skip: string[] }): Promise<ClaimedPosting | null> {
  try {
    return await apiJson<ClaimedPosting>("POST", "/api/admin/posting-session/next", {
      ...(opts.marketplace ? { marketplace: opts.marketplace } : {}),
      skip: opts.skip,
    });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** Claims a posting, or renews this admin's own claim; 409 (ApiError) when someone else holds it. */
export const claimPosting = (ref: PostingRef) => apiJson<Claim>("POST", claimPath(ref));

/** Releases this admin's claim (Skip). */
export const releasePosting = (ref: PostingRef) => apiRequest("DELETE", claimPath(ref)).then(() => undefined);

/** Leaving the page: a request that outlives it (best effort; the claim expires anyway). */
export function releaseOnLeave(ref: PostingRef) {
  void fetch(claimPath(ref), { method: "DELETE", credentials: "include", keepalive: true }).catch(() => undefined);
}

export const isConflict = (err: unknown) => err instanceof ApiError && err.status === 409;

/** A posting that a session may offer: waiting on that marketplace, and the listing for sale. */
export function isWaiting(listing: AdminListing, marketplace: Marketplace): boolean {
  const status = postingStatusOf(listing, marketplace);
  return isForSale(listing.status) && (status === "pending" || status === "pending_human");
}

/** Listings per page a search-scoped session looks through (the admin lists' largest page). */
const SEARCH_PAGE = 100;

/**
 * A session narrowed to a search ("only listings matching"): the waiting postings of the matching listings,
 * oldest listing first, then OLX, Quikr, Facebook, are claimed one by one; one that another admin holds (409)
 * is passed over. Null when none is left.
 */
export async function claimNextMatching(opts: {
  q: string;
  marketplace?: Marketplace;
  skip: string[];
  order: readonly Marketplace[];
}): Promise<ClaimedPosting | null> {
  const passed = new Set(opts.skip);
  let cursor: string | null = null;
  do {
    const page: Page<AdminListing> = await fetchPage<AdminListing>("/api/admin/listings", {
      q: opts.q,
      pending: "true",
      limit: SEARCH_PAGE,
      cursor,
    });
    for (const listing of page.items) {
      for (const marketplace of opts.marketplace ? [opts.marketplace] : opts.order) {
        const ref = { listingId: listing.id, marketplace };
        if (passed.has(postingKey(ref)) || !isWaiting(listing, marketplace)) continue;
        try {
          return { claim: await claimPosting(ref), listing };
        } catch (err) {
          if (!isConflict(err)) throw err;
          passed.add(postingKey(ref));
        }
      }
    }
    cursor = page.nextCursor;
  } while (cursor);
  return null;
}
