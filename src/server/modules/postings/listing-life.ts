import { sql } from "drizzle-orm";
import type { App } from "../../app-types.ts";
import type { Db } from "../../db/client.ts";
import type { Listing } from "../../db/schema.ts";
import type { StateChange } from "../listings/lifecycle.ts";
import { createForSale, createForWithdrawal } from "./delist/repo.ts";
import { closeOpenTasks } from "./updates/repo.ts";
import { queueAgain, requeueTakenDown, restoreWithdrawnPostings, withdrawWaitingPostings } from "./withdrawn.ts";

/*
 * What a change of a listing's state means for its ads and for the buyers waiting on them (issue 46 items 1-2,
 * docs/decisions/170). The listings module tells this handler inside the state change's transaction, under the
 * listing's row lock (the port of ad-changes.ts).
 *
 * Leaving sale (sold, withdrawn, deleted): the postings still waiting leave the queue; every live ad gets exactly one
 * delist task; open update tasks and the open price suggestion close; offers and questions whose buyer still waits
 * close, and Today asks an admin to tell that buyer the item is gone.
 * Back on sale: Undo Sale restores what the sale withdrew and queues the ads already taken down; a withdrawn listing
 * put back on sale queues every marketplace afresh, while its old ads' delist tasks stay.
 */
export async function onListingStateChange(tx: Db, _app: App, listing: Listing, change: StateChange) {
  if (change.from === "active" && change.to !== "active") {
    await leaveSale(tx, listing, change);
  } else if (change.transition === "undo_sale") {
    await restoreWithdrawnPostings(tx, listing.id);
    await requeueTakenDown(tx, listing.id, change.at);
  } else if (change.transition === "relist") {
    await queueAgain(tx, listing.id, change.at);
  }
}

async function leaveSale(tx: Db, listing: Listing, change: StateChange) {
  const sold = change.to === "sold";
  await withdrawWaitingPostings(tx, [listing.id]);
  if (sold && change.saleId) await createForSale(tx, change.saleId, listing.id, listing.title);
  else await createForWithdrawal(tx, listing.id, listing.title);
  // Its ads get delist tasks now: an update still open for one of them is moot (undo and relist restore none).
  await closeOpenTasks(tx, { listingId: listing.id }, sold ? "sold" : "withdrawn", change.at);
  const at = change.at.toISOString();
  await tx.execute(sql`update price_suggestions set decided_at = ${at}::timestamptz, decision = 'closed'
    where listing_id = ${listing.id} and decided_at is null`);
  // The buyer still waits where an offer is open, or the seller's accept or counter was not yet passed on.
  await tx.execute(sql`update offers set closed_at = ${at}::timestamptz
    where listing_id = ${listing.id} and closed_at is null and relayed_at is null
      and (status = 'open' or (decided_by = 'seller' and status in ('accepted', 'countered')))`);
  await tx.execute(sql`update buyer_questions set closed_at = ${at}::timestamptz
    where listing_id = ${listing.id} and closed_at is null and relayed_at is null`);
}
