import { MARKETPLACES, type Marketplace, type PostingState, type PostingStatus } from "./enums.ts";

/**
 * What the seller's screens read off a listing - its marketplaces' states and the Dashboard's filters - without the
 * zod schemas of listings.ts, so that the Dashboard and the listing pages do not load zod at start (issue 31,
 * docs/decisions/143). listings.ts re-exports all of it.
 */

/** Dashboard filter values: the listing has at least one marketplace in that state. */
export const LISTING_FILTERS = ["all", "pending", "posted", "failed"] as const;
export type ListingFilter = (typeof LISTING_FILTERS)[number];
export const LISTING_FILTER_LABELS: Record<ListingFilter, string> = {
  all: "All Status",
  pending: "Pending",
  posted: "Posted",
  failed: "Failed",
};

/** The statuses each filter matches; 'pending' includes manual review (pending_human). */
export const FILTER_STATUSES: Record<Exclude<ListingFilter, "all">, readonly PostingStatus[]> = {
  pending: ["pending", "pending_human"],
  posted: ["posted"],
  failed: ["failed"],
};

/** What these read of a listing: its marketplaces' columns (ListingDto, from listings.ts, has them). */
export type ListingPostings = Record<`${Marketplace}Status`, PostingState | null> &
  Record<`${Marketplace}Url` | `${Marketplace}FailureReason`, string | null>;

export const postingStatusOf = (l: ListingPostings, m: Marketplace): PostingState | null =>
  m === "olx" ? l.olxStatus : m === "quikr" ? l.quikrStatus : l.facebookStatus;
export const postingUrlOf = (l: ListingPostings, m: Marketplace): string | null =>
  m === "olx" ? l.olxUrl : m === "quikr" ? l.quikrUrl : l.facebookUrl;
export const failureReasonOf = (l: ListingPostings, m: Marketplace): string | null =>
  m === "olx" ? l.olxFailureReason : m === "quikr" ? l.quikrFailureReason : l.facebookFailureReason;

/** The same rule the server applies in SQL, for filtering the cached list in the browser. */
export function matchesFilter(l: ListingPostings, filter: ListingFilter): boolean {
  if (filter === "all") return true;
  const wanted = FILTER_STATUSES[filter];
  return MARKETPLACES.some((m) => {
    const s = postingStatusOf(l, m);
    return s !== null && (wanted as readonly PostingState[]).includes(s);
  });
}
