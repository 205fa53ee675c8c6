import { type SQL, sql } from "drizzle-orm";
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
 * Offers (issue 42, docs/decisions/168; issue 47 item 11):
 * - an answer to relay: a seller accepted or countered a buyer's offer below their lowest price and the buyer waits
 *   to hear it; since the seller's answer (offers_to_relay_idx);
 * - an offer to accept: recorded at or above the seller's lowest price, it waits for an admin's Accept (the seller
 *   said they take it); since it was recorded (offers_to_accept_idx). Only while Accept would pass: the listing on
 *   sale, the amount at or above its lowest price now too, and no other offer accepted.
 * An offer declined, or accepted by an admin, is not this work.
 */

const WAITING = sql.raw(`o.decided_by = 'seller' and o.status in ('accepted', 'countered') and o.relayed_at is null`);
const AT_FLOOR = sql.raw(`o.status = 'open' and o.floor_at_record is not null and o.amount >= o.floor_at_record`);
// lifecycle: for-sale check
const ACCEPTABLE = sql.raw(`not l.is_sold and l.withdrawn_at is null
  and l.floor_price is not null and o.amount >= l.floor_price
  and not exists (select 1 from offers a where a.listing_id = o.listing_id and a.status = 'accepted')`);

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
}

const detailOf = (r: Row) => {
  if (r.status === "open") return `At or above the seller's lowest: accept ${formatInr(r.amount)} for the buyer`;
  if (r.status === "accepted") return `Tell the buyer: the seller accepts ${formatInr(r.amount)}`;
  return `Tell the buyer: the seller asks ${formatInr(r.counter_amount ?? r.amount)} (offer ${formatInr(r.amount)})`;
};

export const offerSource: WorkSource = {
  kind: "offer",
  async page(db, q) {
    const claim = workClaimJoin("offer", sql`o.id`, q);
    const offset = minutes(q.minutes);
    const part = (column: "decided_at" | "created_at", where: SQL) => sql`(
      select o.id, ${ISO_MS(`o.${column}`)} as since, ${ISO_US(sql`${sql.raw(`o.${column}`)} + ${offset}`)} as due,
        l.title, o.listing_id, o.marketplace, p.url, o.status, o.amount::text as amount,
        o.counter_amount::text as counter_amount, ${claim.columns}
      from offers o
      join listings l on l.id = o.listing_id
      left join postings p on p.listing_id = o.listing_id and p.marketplace = o.marketplace
      ${claim.join}
      where ${where} and ${claim.where}
        ${q.marketplace ? sql`and o.marketplace = ${q.marketplace}` : sql``}
        and ${keyset(sql.raw(`o.${column}`), sql`o.id`, offset, q.after)}
      order by o.${sql.raw(column)}, o.id
      limit ${q.limit})`;
    const result = await db.execute(sql`
      select * from (${part("decided_at", WAITING)} union all ${part("created_at", sql`${AT_FLOOR} and ${ACCEPTABLE}`)}) x
      order by x.due, x.id
      limit ${q.limit}`);
    return rowsOf<Row>(result).map((r) => ({
      id: r.id,
      since: r.since,
      due: r.due,
      title: r.title,
      detail: detailOf(r),
      marketplace: r.marketplace,
      listingId: r.listing_id,
      adUrl: r.url,
      saleId: null,
      sellerId: null,
      expired: false,
      acceptAmount: r.status === "open" ? r.amount : null,
      claim: claimOf(r),
    }));
  },
  async count(db: Db, q) {
    const overdue = (column: string) => sql`${sql.raw(column)} + ${minutes(q.minutes)} <= ${at(q.now)}`;
    const result = await db.execute(sql`
      select
        (select count(*) from offers o where ${WAITING})
          + (select count(*) from offers o join listings l on l.id = o.listing_id where ${AT_FLOOR} and ${ACCEPTABLE})
          as total,
        (select count(*) from offers o where ${WAITING} and ${overdue("o.decided_at")})
          + (select count(*) from offers o join listings l on l.id = o.listing_id
             where ${AT_FLOOR} and ${ACCEPTABLE} and ${overdue("o.created_at")}) as overdue`);
    return toCount(rowsOf<{ total: number; overdue: number }>(result)[0]);
  },
  async isOpen(db, id) {
    const result = await db.execute(sql`select 1 from offers o join listings l on l.id = o.listing_id
      where o.id = ${id} and ((${WAITING}) or (${AT_FLOOR} and ${ACCEPTABLE}))`);
    return rowsOf(result).length > 0;
  },
};
