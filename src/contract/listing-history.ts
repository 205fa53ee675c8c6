/**
 * A listing's history (issue 48, docs/decisions/205): what happened to it and when, by the app's clock, written in
 * the same transaction as the change itself (`listing_events`). The seller's performance screen draws its timeline
 * from it; the numbers on both screens come from it and from the one summary row per listing kept beside it
 * (`listing_facts`). No zod here: the seller's screen reads these at start.
 */

export const LISTING_EVENT_KINDS = [
  /** Put on sale for the first time (saved as Post, or a draft posted); amount: the asking price. */
  "listed",
  /** Put back on sale after the seller took it off; amount: the asking price. */
  "relisted",
  /** The seller took it off sale ("Sold elsewhere"). */
  "withdrawn",
  /** A sale recorded; amount: the sale amount; marketplace: where it sold (or "other"). */
  "sold",
  /** The sale undone (while its payout was pending). */
  "sale_undone",
  /** An ad went live on a marketplace; until: when the marketplace takes it down unless renewed. */
  "live",
  /** An ad renewed; until: its new expiry. */
  "renewed",
  /** An ad stopped being live without a delist (failed, sent back to the queue, reposted after expiry). */
  "ad_ended",
  /** An ad taken down after the sale or withdrawal (its delist task ticked). */
  "taken_down",
  /** A ticked delist task reopened: the ad counts as up again; until: its expiry. */
  "ad_back",
  /** The asking price changed (the seller's edit, or a price suggestion accepted); amount: the new price. */
  "price",
  /** A buyer's offer recorded; amount: the offer. */
  "offer",
  /** A buyer's question relayed. */
  "question",
  /** The payout processed; amount: what was paid. */
  "paid",
] as const;
export type ListingEventKind = (typeof LISTING_EVENT_KINDS)[number];

/** An ad's time live starts with one of these and ends with one of the next (per listing and marketplace). */
export const AD_UP_KINDS = ["live", "ad_back"] as const satisfies readonly ListingEventKind[];
export const AD_DOWN_KINDS = ["ad_ended", "taken_down"] as const satisfies readonly ListingEventKind[];
/** A buyer's sign of interest. */
export const INTEREST_KINDS = ["offer", "question"] as const satisfies readonly ListingEventKind[];
