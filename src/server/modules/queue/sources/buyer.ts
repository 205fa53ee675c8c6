import { sql } from "drizzle-orm";
import { answerForBuyer, GONE_FOR_BUYER, type Reply } from "../../../../contract/buyer-questions.ts";
import type { Marketplace } from "../../../../contract/enums.ts";
import type { Db } from "../../../db/client.ts";
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
 * Buyer answers (issue 42, docs/decisions/167): a seller answered a buyer's question and the buyer waits to hear it;
 * from buyer_questions answered and not yet relayed, oldest answer first (buyer_questions_to_relay_idx). A question
 * still waiting for the seller is not the admins' work - until its listing leaves sale: then the buyer is to be told
 * the item is gone (buyer_questions_gone_to_relay_idx, docs/decisions/170).
 */

/** Each arm is one partial index's predicate; `since` is when the work arose. */
const WAITING = sql.raw(`((b.answered_at is not null and b.relayed_at is null and b.closed_at is null)
  or (b.closed_at is not null and b.relayed_at is null))`);
const SINCE_TEXT = "coalesce(b.closed_at, b.answered_at)";
const SINCE = sql.raw(SINCE_TEXT);

interface Row extends ClaimColumns {
  id: string;
  since: string;
  due: string;
  title: string;
  listing_id: string;
  marketplace: Marketplace;
  url: string | null;
  reply: Reply;
  amount: string | null;
  text: string | null;
  closed: boolean;
}

export const buyerSource: WorkSource = {
  kind: "buyer",
  async page(db, q) {
    const claim = workClaimJoin("buyer", sql`b.id`, q);
    const offset = minutes(q.minutes);
    const result = await db.execute(sql`
      select b.id, ${ISO_MS(SINCE_TEXT)} as since, ${ISO_US(sql`${SINCE} + ${offset}`)} as due,
        l.title, b.listing_id, b.marketplace, p.url, b.reply, b.answer_amount::text as amount, b.answer_text as text,
        b.closed_at is not null as closed, ${claim.columns}
      from buyer_questions b
      join listings l on l.id = b.listing_id
      left join postings p on p.listing_id = b.listing_id and p.marketplace = b.marketplace
      ${claim.join}
      where ${WAITING} and ${claim.where}
        ${q.marketplace ? sql`and b.marketplace = ${q.marketplace}` : sql``}
        and ${keyset(SINCE, sql`b.id`, offset, q.after)}
      order by ${SINCE}, b.id
      limit ${q.limit}`);
    return rowsOf<Row>(result).map((r) => ({
      id: r.id,
      since: r.since,
      due: r.due,
      title: r.title,
      detail: `Tell the buyer: ${r.closed ? GONE_FOR_BUYER : answerForBuyer({ reply: r.reply, amount: r.amount, text: r.text })}`,
      marketplace: r.marketplace,
      listingId: r.listing_id,
      adUrl: r.url,
      saleId: null,
      sellerId: null,
      expired: false,
      claim: claimOf(r),
    }));
  },
  async count(db: Db, q) {
    const result = await db.execute(sql`
      select count(*)::int as total,
        count(*) filter (where ${SINCE} + ${minutes(q.minutes)} <= ${at(q.now)})::int as overdue
      from buyer_questions b where ${WAITING}`);
    return toCount(rowsOf<{ total: number; overdue: number }>(result)[0]);
  },
  async isOpen(db, id) {
    const result = await db.execute(sql`select 1 from buyer_questions b where b.id = ${id} and ${WAITING}`);
    return rowsOf(result).length > 0;
  },
};
