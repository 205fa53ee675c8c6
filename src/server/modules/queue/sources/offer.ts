import { sql } from "drizzle-orm";
import { GONE_FOR_BUYER } from "../../../../contract/buyer-questions.ts";
import type { Marketplace } from "../../../../contract/enums.ts";
import { formatInr } from "../../../../contract/money.ts";
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
 * Offer answers (issue 42, docs/decisions/168): a seller accepted or countered a buyer's offer below their lowest
 * price and the buyer waits to hear it; oldest answer first (offers_to_relay_idx). An offer still open, declined, or
 * accepted by an admin is not this work - until its listing leaves sale while the buyer waits: then the buyer is to be
 * told the item is gone (offers_gone_to_relay_idx, docs/decisions/170).
 */

/** Each arm is one partial index's predicate; `since` is when the work arose. */
const WAITING = sql.raw(`((o.decided_by = 'seller' and o.status in ('accepted', 'countered') and o.relayed_at is null
    and o.closed_at is null)
  or (o.closed_at is not null and o.relayed_at is null))`);
const SINCE_TEXT = "coalesce(o.closed_at, o.decided_at)";
const SINCE = sql.raw(SINCE_TEXT);

interface Row extends ClaimColumns {
  id: string;
  since: string;
  due: string;
  title: string;
  listing_id: string;
  marketplace: Marketplace;
  url: string | null;
  status: "open" | "accepted" | "countered";
  amount: string;
  counter_amount: string | null;
  closed: boolean;
}

export const offerSource: WorkSource = {
  kind: "offer",
  async page(db, q) {
    const claim = workClaimJoin("offer", sql`o.id`, q);
    const offset = minutes(q.minutes);
    const result = await db.execute(sql`
      select o.id, ${ISO_MS(SINCE_TEXT)} as since, ${ISO_US(sql`${SINCE} + ${offset}`)} as due, l.title,
        o.listing_id, o.marketplace, p.url, o.status, o.amount::text as amount, o.counter_amount::text as counter_amount,
        o.closed_at is not null as closed, ${claim.columns}
      from offers o
      join listings l on l.id = o.listing_id
      left join postings p on p.listing_id = o.listing_id and p.marketplace = o.marketplace
      ${claim.join}
      where ${WAITING} and ${claim.where}
        ${q.marketplace ? sql`and o.marketplace = ${q.marketplace}` : sql``}
        and ${keyset(SINCE, sql`o.id`, offset, q.after)}
      order by ${SINCE}, o.id
      limit ${q.limit}`);
    return rowsOf<Row>(result).map((r) => ({
      id: r.id,
      since: r.since,
      due: r.due,
      title: r.title,
      detail: r.closed
        ? `Tell the buyer of the ${formatInr(r.amount)} offer: ${GONE_FOR_BUYER}`
        : r.status === "accepted"
          ? `Tell the buyer: the seller accepts ${formatInr(r.amount)}`
          : `Tell the buyer: the seller asks ${formatInr(r.counter_amount ?? r.amount)} (offer ${formatInr(r.amount)})`,
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
      from offers o where ${WAITING}`);
    return toCount(rowsOf<{ total: number; overdue: number }>(result)[0]);
  },
  async isOpen(db, id) {
    const result = await db.execute(sql`select 1 from offers o where o.id = ${id} and ${WAITING}`);
    return rowsOf(result).length > 0;
  },
};
