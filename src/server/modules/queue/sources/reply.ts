import { sql } from "drizzle-orm";
import { rowsOf } from "../../../db/rows.ts";
import {
  at,
  type ClaimColumns,
  claimOf,
  ISO_MS,
  ISO_US,
  keyset,
  minutes,
  toCount,
  type WorkSource,
  workClaimJoin,
} from "./shared.ts";

/**
 * Replies: a seller's messages to the team that no admin has answered (messages.needs_answer, answered_at null),
 * one item per seller, since their oldest waiting message. Answering the seller (any admin's message to them) or
 * "No reply needed" finishes it. Not tied to a marketplace: a marketplace filter leaves replies out.
 */

interface Row extends ClaimColumns {
  id: string;
  since: string;
  due: string;
  waiting: number;
  subject: string | null;
  message: string;
  listing_id: string | null;
  listing_title: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string;
}

const WAITING = sql`m.needs_answer and m.answered_at is null and m.from_user_id is not null`;

const snippet = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 120 ? `${flat.slice(0, 117)}...` : flat;
};

export const replySource: WorkSource = {
  kind: "reply",
  async page(db, q) {
    if (q.marketplace) return [];
    const claim = workClaimJoin("reply", sql`w.seller_id`, q);
    const offset = minutes(q.minutes);
    const result = await db.execute(sql`
      with w as (
        select m.from_user_id as seller_id, min(m.created_at) as since, count(*)::int as waiting,
          (array_agg(m.id order by m.created_at desc, m.id desc))[1] as last_id
        from messages m where ${WAITING}
        group by m.from_user_id)
      select w.seller_id as id, ${ISO_MS("w.since")} as since, ${ISO_US(sql`w.since + ${offset}`)} as due, w.waiting,
        lm.subject, lm.message, lm.listing_id, l.title as listing_title, u.first_name, u.last_name, u.email,
        ${claim.columns}
      from w
      join messages lm on lm.id = w.last_id
      join users u on u.id = w.seller_id
      left join listings l on l.id = lm.listing_id
      ${claim.join}
      where ${claim.where} and ${keyset(sql`w.since`, sql`w.seller_id`, offset, q.after)}
      order by w.since, w.seller_id
      limit ${q.limit}`);
    return rowsOf<Row>(result).map((r) => {
      const name = [r.first_name, r.last_name].filter(Boolean).join(" ").trim() || r.email;
      const more = r.waiting > 1 ? ` (${r.waiting} messages)` : "";
      return {
        id: r.id,
        since: r.since,
        due: r.due,
        title: r.subject?.trim() || (r.listing_title ? `About ${r.listing_title}` : `Message from ${name}`),
        detail: `${name}${more}: "${snippet(r.message)}"`,
        marketplace: null,
        listingId: r.listing_id,
        adUrl: null,
        saleId: null,
        sellerId: r.id,
        expired: false,
        claim: claimOf(r),
      };
    });
  },
  async count(db, q) {
    const result = await db.execute(sql`
      select count(*)::int as total, count(*) filter (where w.since + ${minutes(q.minutes)} <= ${at(q.now)})::int
        as overdue
      from (select min(m.created_at) as since from messages m where ${WAITING} group by m.from_user_id) w`);
    return toCount(rowsOf<{ total: number; overdue: number }>(result)[0]);
  },
  async isOpen(db, id) {
    const result = await db.execute(sql`select 1 from messages m where m.from_user_id = ${id} and ${WAITING} limit 1`);
    return rowsOf(result).length > 0;
  },
};
