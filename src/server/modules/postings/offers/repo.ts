import { sql } from "drizzle-orm";
import type { AdminOffer, OfferState } from "../../../../contract/offers.ts";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows.ts";
import { isoUtc } from "../../listings/repo.ts";

/** SQL only: buyers' offers (docs/decisions/166). */

export interface OfferRow {
  id: string;
  listingId: string;
  marketplace: "olx" | "quikr" | "facebook";
  amount: string;
  floorAtRecord: string | null;
  status: OfferState;
  /** The listing left sale while the buyer waited (docs/decisions/170). */
  closedAt: string | null;
  /** The seller's notice asking about it, if one was sent. */
  noticeId: string | null;
}

const ADMIN_OFFER = `o.id, o.listing_id as "listingId", o.marketplace, o.amount::text as amount, o.status,
  o.counter_amount::text as "counterAmount", o.note,
  (o.floor_at_record is not null and o.amount >= o.floor_at_record) as "atOrAboveFloor",
  o.decided_by as "decidedBy", ${isoUtc("o.created_at")} as "createdAt", ${isoUtc("o.decided_at")} as "decidedAt",
  ${isoUtc("o.closed_at")} as "closedAt", o.notice_message_id as "noticeId"`;

/** Whether the listing's ad on `marketplace` is live (posted). */
export async function isLiveOn(db: Db, listingId: string, marketplace: string): Promise<boolean> {
  const r = await db.execute(sql`select 1 from postings where listing_id = ${listingId}
    and marketplace = ${marketplace} and status = 'posted'`);
  return rowsOf(r).length > 0;
}

/** A new open offer, or undefined when the same one (listing, marketplace, amount) is already open. */
export async function insertOffer(
  db: Db,
  v: { listingId: string; marketplace: string; amount: string; note: string | null; floor: string | null; by: string },
): Promise<string | undefined> {
  const r = await db.execute(sql`
    insert into offers (listing_id, marketplace, amount, note, floor_at_record, recorded_by_id)
    values (${v.listingId}, ${v.marketplace}, ${v.amount}, ${v.note}, ${v.floor}, ${v.by})
    on conflict (listing_id, marketplace, amount) where status = 'open' and closed_at is null do nothing
    returning id`);
  return rowsOf<{ id: string }>(r)[0]?.id;
}

export async function offerRow(db: Db, id: string): Promise<OfferRow | undefined> {
  const r = await db.execute(sql`select id, listing_id as "listingId", marketplace, amount::text as amount,
    floor_at_record::text as "floorAtRecord", status, ${sql.raw(isoUtc("closed_at"))} as "closedAt",
    notice_message_id as "noticeId" from offers where id = ${id}`);
  return rowsOf<OfferRow>(r)[0];
}

/** The notice that asked the seller about the offer. */
export async function setNotice(db: Db, id: string, messageId: string): Promise<void> {
  await db.execute(sql`update offers set notice_message_id = ${messageId} where id = ${id}`);
}

export async function hasAccepted(db: Db, listingId: string): Promise<boolean> {
  const r = await db.execute(sql`select 1 from offers where listing_id = ${listingId} and status = 'accepted'`);
  return rowsOf(r).length > 0;
}

/** Decides an open offer; false when it was no longer open (the conditional update of a race's loser). */
export async function decide(
  db: Db,
  id: string,
  v: { status: Exclude<OfferState, "open">; by: "admin" | "seller"; byId: string; counter: string | null; now: Date },
): Promise<boolean> {
  const r = await db.execute(sql`
    update offers set status = ${v.status}, decided_by = ${v.by}, decided_by_id = ${v.byId},
      counter_amount = ${v.counter}, decided_at = ${v.now.toISOString()}::timestamptz
    where id = ${id} and status = 'open' and closed_at is null returning id`);
  return rowsOf(r).length > 0;
}

export async function adminOffers(db: Db, listingId: string): Promise<AdminOffer[]> {
  const r = await db.execute(sql`select ${sql.raw(ADMIN_OFFER)} from offers o
    where o.listing_id = ${listingId} order by o.amount desc, o.created_at`);
  return rowsOf<AdminOffer>(r);
}

export async function adminOffer(db: Db, id: string): Promise<AdminOffer | undefined> {
  const r = await db.execute(sql`select ${sql.raw(ADMIN_OFFER)} from offers o where o.id = ${id}`);
  return rowsOf<AdminOffer>(r)[0];
}

/** Amounts of the listing's offers below `price` recorded since `since` (the markdown rule weighs them). */
export async function offersBelow(db: Db, listingId: string, price: string, since: Date): Promise<number[]> {
  const r = await db.execute(sql`select amount::text as amount from offers where listing_id = ${listingId}
    and amount < ${price}::numeric and created_at >= ${since.toISOString()}::timestamptz`);
  return rowsOf<{ amount: string }>(r).map((x) => Number(x.amount));
}
