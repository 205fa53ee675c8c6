import { MARKETPLACES, type Marketplace, type PostingState, type PostingStatus } from "./enums.ts";
import { isForSale, type ListingState } from "./listing-life.ts";

/**
 * What the seller's screens read off a listing - its marketplaces' states and the Dashboard's filters - without the
 * zod schemas of listings.ts, so that the Dashboard and the listing pages do not load zod at start (issue 31,
 * docs/decisions/143). listings.ts re-exports all of it.
 */

/**
 * Dashboard filter values: by the listing's state (Draft, Live, Sold, Withdrawn), or a live listing with at least one
 * marketplace in that posting state. "All" is the spec's default list: every listing but the sold ones
 * (docs/decisions/170).
 */
export const LISTING_FILTERS = ["all", "pending", "posted", "failed", "draft", "live", "sold", "withdrawn"] as const;
export type ListingFilter = (typeof LISTING_FILTERS)[number];
export const LISTING_FILTER_LABELS: Record<ListingFilter, string> = {
  all: "All Status",
  pending: "Pending",
  posted: "Posted",
  failed: "Failed",
  draft: "Draft",
  live: "Live",
  sold: "Sold",
  withdrawn: "Withdrawn",
};

/** The marketplace statuses each posting filter matches; 'pending' includes manual review (pending_human). */
export const FILTER_STATUSES = {
  pending: ["pending", "pending_human"],
  posted: ["posted"],
  failed: ["failed"],
} as const satisfies Record<string, readonly PostingStatus[]>;
export type PostingFilter = keyof typeof FILTER_STATUSES;

/** The listing state each state filter matches. */
export const FILTER_STATES = {
  draft: "draft",
  live: "active",
  sold: "sold",
  withdrawn: "withdrawn",
} as const satisfies Record<Exclude<ListingFilter, "all" | PostingFilter>, ListingState>;

export const isPostingFilter = (f: ListingFilter): f is PostingFilter => f in FILTER_STATUSES;

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
export function matchesFilter(l: ListingPostings & { status: ListingState }, filter: ListingFilter): boolean {
  if (filter === "all") return l.status !== "sold";
  if (!isPostingFilter(filter)) return l.status === FILTER_STATES[filter];
  if (!isForSale(l.status)) return false;
  const wanted: readonly PostingState[] = FILTER_STATUSES[filter];
  return MARKETPLACES.some((m) => {
    const s = postingStatusOf(l, m);
    return s !== null && wanted.includes(s);
  });
}
