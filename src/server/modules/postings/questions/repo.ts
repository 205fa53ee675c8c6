import { sql } from "drizzle-orm";
import type { CommonQuestion, Reply } from "../../../../contract/buyer-questions.ts";
import type { Db } from "../../../db/client.ts";
import { forSaleText } from "../../../db/listing-life-sql.ts";
import { rowsOf } from "../../../db/rows.ts";
import { isoUtc } from "../../listings/repo.ts";

/** SQL only: buyers' questions (docs/decisions/167). */

export interface QuestionRow {
  id: string;
  listingId: string;
  listingTitle: string;
  listingPrice: string;
  marketplace: "olx" | "quikr" | "facebook";
  adUrl: string | null;
  common: CommonQuestion | null;
  text: string | null;
  askedAt: string;
  availability: { days: never[]; windows: never[]; area: string | null } | null;
  reply: Reply | null;
  answerAmount: string | null;
  answerText: string | null;
  answeredAt: string | null;
  relayedAt: string | null;
  closedAt: string | null;
  /** The seller's notice asking it. */
  noticeId: string | null;
  /** Its listing is no longer for sale (sold or withdrawn): nothing to answer (issue 47 item 6). */
  closed: boolean;
}

/** The listing's one state says it is not for sale (docs/decisions/170). */
const LISTING_CLOSED = `not (${forSaleText("l")})`;

const SELECT = sql.raw(`q.id, q.listing_id as "listingId", l.title as "listingTitle", l.price::text as "listingPrice",
  q.marketplace, p.url as "adUrl", q.common, q.text, ${isoUtc("q.created_at")} as "askedAt", l.availability,
  q.reply, q.answer_amount::text as "answerAmount", q.answer_text as "answerText",
  ${isoUtc("q.answered_at")} as "answeredAt", ${isoUtc("q.relayed_at")} as "relayedAt",
  ${isoUtc("q.closed_at")} as "closedAt",
  q.notice_message_id as "noticeId", ${LISTING_CLOSED} as closed
  from buyer_questions q join listings l on l.id = q.listing_id
  left join postings p on p.listing_id = q.listing_id and p.marketplace = q.marketplace`);

export async function insertQuestion(
  db: Db,
  v: { listingId: string; marketplace: string; common: string | null; text: string | null; key: string; by: string },
): Promise<string | undefined> {
  const r = await db.execute(sql`
    insert into buyer_questions (listing_id, marketplace, common, text, question_key, asked_by_id)
    values (${v.listingId}, ${v.marketplace}, ${v.common}, ${v.text}, ${v.key}, ${v.by})
    on conflict (listing_id, marketplace, question_key) where answered_at is null and closed_at is null do nothing
    returning id`);
  return rowsOf<{ id: string }>(r)[0]?.id;
}

/** The notice that asked the seller the question. */
export async function setNotice(db: Db, id: string, messageId: string): Promise<void> {
  await db.execute(sql`update buyer_questions set notice_message_id = ${messageId} where id = ${id}`);
}

export async function questionById(db: Db, id: string, sellerId?: string): Promise<QuestionRow | undefined> {
  const owner = sellerId ? sql`and l.user_id = ${sellerId}` : sql``;
  const r = await db.execute(sql`select ${SELECT} where q.id = ${id} ${owner}`);
  return rowsOf<QuestionRow>(r)[0];
}

/** The seller's questions: waiting for an answer first (oldest first), then the 20 latest answered or closed. */
export async function sellerQuestions(db: Db, sellerId: string): Promise<QuestionRow[]> {
  const r = await db.execute(sql`(select ${SELECT} where l.user_id = ${sellerId} and q.answered_at is null
      and q.closed_at is null order by q.created_at limit 50)
    union all
    (select ${SELECT} where l.user_id = ${sellerId} and (q.answered_at is not null or q.closed_at is not null)
      order by coalesce(q.answered_at, q.closed_at) desc limit 20)`);
  return rowsOf<QuestionRow>(r);
}

/**
 * The desk's questions: answered (or closed: the item is gone) and not yet relayed first, then those waiting for the
 * seller; oldest first.
 */
export async function deskQuestions(db: Db, listingId?: string): Promise<QuestionRow[]> {
  const of = listingId ? sql`and q.listing_id = ${listingId}` : sql``;
  const r = await db.execute(sql`(select ${SELECT} where (q.answered_at is not null or q.closed_at is not null)
      and q.relayed_at is null ${of} order by coalesce(q.answered_at, q.closed_at), q.id limit 100)
    union all
    (select ${SELECT} where q.answered_at is null and q.closed_at is null ${of} order by q.created_at, q.id limit 100)`);
  return rowsOf<QuestionRow>(r);
}

export async function saveAnswer(
  db: Db,
  id: string,
  v: { reply: Reply; amount: string | null; text: string | null; now: Date },
): Promise<boolean> {
  const r = await db.execute(sql`
    update buyer_questions set reply = ${v.reply}, answer_amount = ${v.amount}, answer_text = ${v.text},
      answered_at = ${v.now.toISOString()}::timestamptz
    where id = ${id} and answered_at is null and closed_at is null returning id`);
  return rowsOf(r).length > 0;
}

export async function markRelayed(db: Db, id: string, adminId: string, now: Date): Promise<boolean> {
  const r = await db.execute(sql`
    update buyer_questions set relayed_at = ${now.toISOString()}::timestamptz, relayed_by_id = ${adminId}
    where id = ${id} and (answered_at is not null or closed_at is not null) and relayed_at is null returning id`);
  return rowsOf(r).length > 0;
}
