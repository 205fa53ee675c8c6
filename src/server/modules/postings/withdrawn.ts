import { and, eq, inArray, sql } from "drizzle-orm";
import { WITHDRAWN_ON_SALE, WITHDRAWN_SOLD } from "../../../contract/enums.ts";
import type { Db } from "../../db/client.ts";
import { postings } from "../../db/schema.ts";

/*
 * A sale takes the listing's waiting postings off the queue, and Undo Sale puts them back (docs/decisions/123).
 * Both run inside the sale's transaction, after the listing row is locked. Only the status and withdrawn_from
 * change: URL, reason, who and when stay as they were, so the restore is exact.
 */

/**
 * Pending and Manual Review postings of the sold listings become withdrawn_sold, remembering their status.
 * Returns how many. (The seed passes a batch of sold listings; a sale passes its one.)
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
