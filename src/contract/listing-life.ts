/**
 * A listing's life (issue 46, docs/decisions/170): one state, the transitions between states and who may make
 * them. Every path that acts on a listing or its ads asks this module whether the listing is for sale; the server
 * changes a state only through `modules/listings/lifecycle.ts`, under the listing's row lock.
 *
 *   draft --post--> active --sell--> sold --undo_sale--> active
 *                   active --withdraw--> withdrawn --relist--> active
 *   draft | active | withdrawn --delete--> (the row is deleted)
 */

export const LISTING_STATES = ["draft", "active", "sold", "withdrawn"] as const;
export type ListingState = (typeof LISTING_STATES)[number];

/** The states a listing can be created in (Save Draft, Post). */
export const CREATE_STATES = ["draft", "active"] as const satisfies readonly ListingState[];

export type LifeActor = "seller" | "admin";

export type ListingTransition = "post" | "sell" | "undo_sale" | "withdraw" | "relist" | "delete";

interface Transition {
  from: readonly ListingState[];
  /** null: the listing's row is deleted. */
  to: ListingState | null;
  by: readonly LifeActor[];
}

export const LISTING_TRANSITIONS: Readonly<Record<ListingTransition, Transition>> = {
  /** A saved draft is posted: its postings are queued. */
  post: { from: ["draft"], to: "active", by: ["seller"] },
  /** An admin records the sale. */
  sell: { from: ["active"], to: "sold", by: ["admin"] },
  /** An admin undoes the sale while its payout is pending. */
  undo_sale: { from: ["sold"], to: "active", by: ["admin"] },
  /** The seller takes it off sale ("Sold elsewhere"). */
  withdraw: { from: ["active"], to: "withdrawn", by: ["seller"] },
  /** The seller puts a withdrawn listing back on sale (no sale is recorded): new postings are queued. */
  relist: { from: ["withdrawn"], to: "active", by: ["seller"] },
  /** The seller deletes it; a sold listing is kept for its sale. */
  delete: { from: ["draft", "active", "withdrawn"], to: null, by: ["seller"] },
};

/** The one answer to "may anyone act on this listing as an item for sale?" (post, renew, offer, sell...). */
export const isForSale = (state: ListingState): boolean => state === "active";

/** The states `isForSale` accepts, for SQL that must say the same (the server's `forSaleSql`). */
export const FOR_SALE_STATES = LISTING_STATES.filter(isForSale);

/** Sold or withdrawn: its ads must come down and nobody may be asked to sell it. */
export const hasLeftSale = (state: ListingState): boolean => state === "sold" || state === "withdrawn";

/** Why a listing is not for sale, for a refusal; null when it is. */
export function notForSaleReason(state: ListingState): LifeMessage | null {
  switch (state) {
    case "active":
      return null;
    case "draft":
      return "draft";
    case "sold":
      return "sold";
    case "withdrawn":
      return "withdrawn";
  }
}

export const LIFE_MESSAGES = {
  draft: "This listing is a draft: post it first",
  sold: "This item has sold: nothing more can be done with it for sale",
  withdrawn: "This item was taken off sale: put it back on sale first",
  notDraft: "Only a draft can be posted",
  notActive: "Only a listing for sale can be sold or taken off sale",
  notSold: "This listing is not sold",
  notWithdrawn: "Only a listing taken off sale can be put back on sale",
  saleRecorded: "A sale is recorded for this item: it cannot be put back on sale",
  soldKept: "This listing has been sold and can no longer be changed",
  notYours: "Only the seller can do that",
  adminOnly: "Only the team can do that",
} as const;
export type LifeMessage = keyof typeof LIFE_MESSAGES;

/** Why `actor` may not make `transition` from `state` (a key of LIFE_MESSAGES), or null when allowed. */
export function transitionRefusal(
  state: ListingState,
  transition: ListingTransition,
  actor: LifeActor,
): LifeMessage | null {
  const t = LISTING_TRANSITIONS[transition];
  if (!t.by.includes(actor)) return actor === "seller" ? "adminOnly" : "notYours";
  if (t.from.includes(state)) return null;
  switch (transition) {
    case "post":
      return state === "sold" ? "soldKept" : "notDraft";
    case "sell":
    case "withdraw":
      return notForSaleReason(state) ?? "notActive";
    case "undo_sale":
      return "notSold";
    case "relist":
      return state === "sold" ? "saleRecorded" : "notWithdrawn";
    case "delete":
      return "soldKept";
  }
}

/** Labels a seller and an admin read (the Dashboard's badge and filter, the desk). */
export const LISTING_STATE_LABELS: Record<ListingState, string> = {
  draft: "Draft",
  active: "Live",
  sold: "Sold",
  withdrawn: "Withdrawn",
};
