import { and, asc, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import {
  creationLogs,
  listingPhotos,
  listings,
  messages,
  postings,
  sessions,
  type User,
  uploads,
  users,
} from "../../db/schema.ts";
import { salesOfSeller } from "../sales/repo.ts";

/**
 * SQL for "Download my data": everything stored about one seller, read by their id only, so that nothing of
 * anyone else comes along (docs/decisions/129). Reads only; the service shapes the JSON.
 */

export async function sellerRow(db: Db, userId: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** Live sessions: when and on what, never their ids. */
export function liveSessions(db: Db, userId: string) {
  return db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(asc(sessions.createdAt));
}

export async function sellerListings(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(listings)
    .where(eq(listings.userId, userId))
    .orderBy(asc(listings.createdAt), asc(listings.id));
  const ids = rows.map((r) => r.id);
  const photos = ids.length
    ? await db
        .select({ listingId: listingPhotos.listingId, position: listingPhotos.position, url: listingPhotos.url })
        .from(listingPhotos)
        .where(inArray(listingPhotos.listingId, ids))
        .orderBy(asc(listingPhotos.position))
    : [];
  const postingRows = ids.length
    ? await db
        .select({
          listingId: postings.listingId,
          marketplace: postings.marketplace,
          status: postings.status,
          url: postings.url,
          updatedAt: postings.updatedAt,
        })
        .from(postings)
        .where(inArray(postings.listingId, ids))
        .orderBy(asc(postings.marketplace))
    : [];
  return rows.map((listing) => ({
    listing,
    photos: photos.filter((p) => p.listingId === listing.id),
    postings: postingRows.filter((p) => p.listingId === listing.id),
  }));
}

export const sellerSales = salesOfSeller;

/** Messages to or from the seller, oldest first. */
export function sellerMessages(db: Db, userId: string) {
  return db
    .select()
    .from(messages)
    .where(or(eq(messages.toUserId, userId), eq(messages.fromUserId, userId)))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

/** When each person who signed up with the seller's code joined (not who they are). */
export function joinedWithCode(db: Db, userId: string) {
  return db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.referredByUserId, userId))
    .orderBy(asc(users.createdAt));
}

export function sellerGenerations(db: Db, userId: string) {
  return db
    .select()
    .from(creationLogs)
    .where(eq(creationLogs.userId, userId))
    .orderBy(asc(creationLogs.createdAt), asc(creationLogs.id));
}

/** Every photo URL stored for the seller (their uploads), oldest first. */
export async function sellerUploadUrls(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ url: uploads.url })
    .from(uploads)
    .where(eq(uploads.userId, userId))
    .orderBy(asc(uploads.createdAt), asc(uploads.url));
  return rows.map((r) => r.url);
}

/** Buyers' offers on the seller's listings, oldest first; never who recorded or decided them. */
export async function sellerOffers(db: Db, userId: string) {
  const result = await db.execute(sql`
    select o.id, o.listing_id as "listingId", o.marketplace, o.amount::text as amount, o.note,
      o.floor_at_record::text as "floorAtRecord", o.status, o.counter_amount::text as "counterAmount",
      o.decided_by as "decidedBy", o.created_at as "createdAt", o.decided_at as "decidedAt"
    from offers o join listings l on l.id = o.listing_id
    where l.user_id = ${userId}
    order by o.created_at, o.id`);
  return rowsOf<{
    id: string;
    listingId: string;
    marketplace: string;
    amount: string;
    note: string | null;
    floorAtRecord: string | null;
    status: string;
    counterAmount: string | null;
    decidedBy: "admin" | "seller" | null;
    createdAt: string | Date;
    decidedAt: string | Date | null;
  }>(result);
}

/** Buyers' questions about the seller's listings and their answers, oldest first; never who asked or relayed them. */
export async function sellerBuyerQuestions(db: Db, userId: string) {
  const result = await db.execute(sql`
    select q.id, q.listing_id as "listingId", q.marketplace, q.common, q.text, q.created_at as "askedAt", q.reply,
      q.answer_amount::text as "answerAmount", q.answer_text as "answerText", q.answered_at as "answeredAt"
    from buyer_questions q join listings l on l.id = q.listing_id
    where l.user_id = ${userId}
    order by q.created_at, q.id`);
  return rowsOf<{
    id: string;
    listingId: string;
    marketplace: string;
    common: string | null;
    text: string | null;
    askedAt: string | Date;
    reply: string | null;
    answerAmount: string | null;
    answerText: string | null;
    answeredAt: string | Date | null;
  }>(result);
}
