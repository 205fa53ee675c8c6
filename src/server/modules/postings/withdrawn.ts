import { and, eq, inArray, sql } from "drizzle-orm";
import { WITHDRAWN_ON_SALE, WITHDRAWN_SOLD } from "../../../contract/enums.ts";
import type { Db } from "../../db/client.ts";
import { postings } from "../../db/schema.ts";

/*
 * The postings of a listing that leaves sale and comes back (docs/decisions/123, 170). Each runs inside the state
 * change's transaction, after the listing row is locked. A withdrawal changes only the status and withdrawn_from:
 * URL, reason, who and when stay as they were, so that Undo Sale restores them exactly.
 */

/**
 * Pending and Manual Review postings of the listings become withdrawn_sold, remembering their status.
 * Returns how many. (The seed passes a batch of sold listings; a state change passes its one.)
 */
export async function withdrawWaitingPostings(tx: Db, listingIds: string[]): Promise<number> {
  if (listingIds.length === 0) return 0;
  const rows = await tx
    .update(postings)
    .set({ withdrawnFrom: sql`${postings.status}`, status: WITHDRAWN_SOLD })
    .where(and(inArray(postings.listingId, listingIds), inArray(postings.status, [...WITHDRAWN_ON_SALE])))
    .returning({ id: postings.id });
  return rows.length;
}

/** Every posting the sale withdrew (and nobody changed since) goes back to the status it had. */
export async function restoreWithdrawnPostings(tx: Db, listingId: string): Promise<number> {
  const rows = await tx
    .update(postings)
    .set({ status: sql`${postings.withdrawnFrom}`, withdrawnFrom: null })
    .where(and(eq(postings.listingId, listingId), eq(postings.status, WITHDRAWN_SOLD)))
    .returning({ id: postings.id });
  return rows.length;
}

const AFRESH = sql`status = 'pending', url = null, failure_reason = null, withdrawn_from = null, live_since = null,
  renewed_at = null, expires_at = null, taken_down_at = null`;

/** Ads taken down while the listing was sold go back to the posting queue (Undo Sale: the item is for sale again). */
export async function requeueTakenDown(tx: Db, listingId: string, now: Date) {
  await tx.execute(sql`update postings set ${AFRESH}, updated_at = ${now.toISOString()}::timestamptz
    where listing_id = ${listingId} and status = 'taken_down'`);
}

/**
 * Back on sale after a withdrawal: every marketplace is queued afresh. An ad still up keeps its delist task (which
 * holds its address): the old ad comes down and a new one is posted.
 */
export async function queueAgain(tx: Db, listingId: string, now: Date) {
  await tx.execute(sql`update postings set ${AFRESH}, updated_at = ${now.toISOString()}::timestamptz
    where listing_id = ${listingId} and status <> 'pending'`);
}
