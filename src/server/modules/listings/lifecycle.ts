import { and, eq } from "drizzle-orm";
import {
  isForSale,
  LIFE_MESSAGES,
  LISTING_TRANSITIONS,
  type LifeActor,
  type ListingState,
  type ListingTransition,
  notForSaleReason,
  transitionRefusal,
} from "../../../contract/listing-life.ts";
import type { App } from "../../app-types.ts";
import type { Db } from "../../db/client.ts";
import { type Listing, listings } from "../../db/schema.ts";
import { conflict } from "../../lib/http-error.ts";
import { type Actor, type AuditChange, recordAudit } from "../audit/record.ts";

/*
 * A listing's life in one place (issue 46, docs/decisions/170). The states and transitions are the contract's
 * (src/contract/listing-life.ts); this is the one function that changes a state, under the listing's row lock, with
 * its audit entry, and the one answer every server path gives to "is this listing for sale?" (in SQL:
 * db/listing-life-sql.ts). What a change means for
 * the listing's ads, offers and questions is the postings module's business: it adds a handler to
 * `app.listingPorts.stateChanged` (the port of ad-changes.ts) and is told inside the same transaction.
 */

export const stateOf = (row: { status: string }): ListingState => row.status as ListingState;

/** The one answer for a listing row: may anyone act on it as an item for sale? */
export const forSale = (row: { status: string }): boolean => isForSale(stateOf(row));

/** Refuses (409) an action on a listing that is not for sale, in the path's own words for a state when given. */
export function requireForSale(
  row: { status: string },
  words: Partial<Record<"draft" | "sold" | "withdrawn", string>> = {},
): void {
  const reason = notForSaleReason(stateOf(row));
  if (reason) throw conflict(words[reason as "draft" | "sold" | "withdrawn"] ?? LIFE_MESSAGES[reason]);
}

export interface StateChange {
  transition: ListingTransition;
  from: ListingState;
  /** null: the listing is being deleted (the handlers run before the row goes). */
  to: ListingState | null;
  at: Date;
  /** The sale a `sell` records (its delist tasks belong to it). */
  saleId?: string;
}

export type StateHandler = (tx: Db, app: App, listing: Listing, change: StateChange) => Promise<void>;

/**
 * Moves the listing through `transition`, or refuses with a 409 that says why. The caller holds the row lock (it
 * read `listing` with `for update` in `tx`); the conditional update is a second guard. Audited - one entry, which an
 * action that is more than the state change (a sale and its money) names itself in `audit` - and every handler of
 * the port runs in the same transaction. Returns the row as it is now (the row before it, for a delete).
 */
export async function changeState(
  tx: Db,
  app: App,
  actor: Actor,
  who: LifeActor,
  listing: Listing,
  transition: ListingTransition,
  opts: { saleId?: string; audit?: Pick<AuditChange, "action" | "entityType" | "entityId" | "before" | "after"> } = {},
): Promise<Listing> {
  const from = stateOf(listing);
  const refusal = transitionRefusal(from, transition, who);
  if (refusal) throw conflict(LIFE_MESSAGES[refusal]);
  const to = LISTING_TRANSITIONS[transition].to;
  const at = app.clock.now();
  let row = listing;
  if (to) {
    const [updated] = await tx
      .update(listings)
      .set({ status: to, withdrawnAt: to === "withdrawn" ? at : null, updatedAt: at })
      .where(and(eq(listings.id, listing.id), eq(listings.status, from)))
      .returning();
    if (!updated) throw conflict(LIFE_MESSAGES[notForSaleReason(from) ?? "notActive"]);
    row = updated;
  }
  const own = opts.audit;
  await recordAudit(tx, actor, {
    action: own?.action ?? "listing.state",
    entityType: own?.entityType ?? "listing",
    entityId: own?.entityId ?? listing.id,
    listingId: listing.id,
    saleId: opts.saleId ?? null,
    before: { ...own?.before, state: from },
    after: { ...own?.after, state: to ?? "deleted", transition },
  });
  const change: StateChange = { transition, from, to, at, saleId: opts.saleId };
  for (const handler of app.listingPorts.stateChanged) await handler(tx, app, listing, change);
  return row;
}
