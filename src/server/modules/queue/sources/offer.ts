import { type SQL, sql } from "drizzle-orm";
import { GONE_FOR_BUYER } from "../../../../contract/buyer-questions.ts";
import type { Marketplace } from "../../../../contract/enums.ts";
import { formatInr } from "../../../../contract/money.ts";
import type { Db } from "../../../db/client.ts";
import { forSaleText } from "../../../db/listing-life-sql.ts";
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
/**
 * Offers (issue 42, docs/decisions/168; issue 47 item 11; docs/decisions/170), three kinds of work, each arm one
 * partial index's predicate:
 * - an answer to relay: a seller accepted or countered a buyer's offer below their lowest price and the buyer waits
 *   to hear it; since the seller's answer (offers_to_relay_idx);
 * - an offer to accept: recorded at or above the seller's lowest price, it waits for an admin's Accept (the seller
 *   said they take it); since it was recorded (offers_to_accept_idx). Only while Accept would pass: the listing for
 *   sale, the amount at or above its lowest price now too, and no other offer accepted;
 * - the item is gone: the listing left sale while the buyer waited; since it closed (offers_gone_to_relay_idx).
 * An offer declined, or accepted by an admin, is not this work.
 */

const WAITING = sql.raw(`o.decided_by = 'seller' and o.status in ('accepted', 'countered') and o.relayed_at is null
  and o.closed_at is null`);
const GONE = sql.raw("o.closed_at is not null and o.relayed_at is null");
const AT_FLOOR = sql.raw(`o.status = 'open' and o.closed_at is null and o.floor_at_record is not null
  and o.amount >= o.floor_at_record`);
const ACCEPTABLE = sql.raw(`${forSaleText("l")}
  and l.floor_price is not null and o.amount >= l.floor_price
  and not exists (select 1 from offers a where a.listing_id = o.listing_id and a.status = 'accepted')`);
const TO_ACCEPT = sql`${AT_FLOOR} and ${ACCEPTABLE}`;
/** Each arm with the column its work arose at. */
const ARMS: [column: "decided_at" | "closed_at" | "created_at", where: SQL][] = [
  ["decided_at", WAITING],
  ["closed_at", GONE],
  ["created_at", TO_ACCEPT],
];

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

const detailOf = (r: Row) => {
  if (r.closed) return `Tell the buyer of the ${formatInr(r.amount)} offer: ${GONE_FOR_BUYER}`;
  if (r.status === "open") return `At or above the seller's lowest: accept ${formatInr(r.amount)} for the buyer`;
  if (r.status === "accepted") return `Tell the buyer: the seller accepts ${formatInr(r.amount)}`;
  return `Tell the buyer: the seller asks ${formatInr(r.counter_amount ?? r.amount)} (offer ${formatInr(r.amount)})`;
};

export const offerSource: WorkSource = {
  kind: "offer",
  async page(db, q) {
    const claim = workClaimJoin("offer", sql`o.id`, q);
    const offset = minutes(q.minutes);
    const part = (column: string, where: SQL) => sql`(
      select o.id, ${ISO_MS(`o.${column}`)} as since, ${ISO_US(sql`${sql.raw(`o.${column}`)} + ${offset}`)} as due,
        l.title, o.listing_id, o.marketplace, p.url, o.status, o.amount::text as amount,
        o.counter_amount::text as counter_amount, o.closed_at is not null as closed, ${claim.columns}
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
      select * from (${sql.join(
        ARMS.map(([column, where]) => part(column, where)),
        sql` union all `,
      )}) x
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
      select ${sql.join(
        ARMS.map(
          ([, where]) => sql`(select count(*) from offers o join listings l on l.id = o.listing_id where ${where})`,
        ),
        sql` + `,
      )} as total,
        ${sql.join(
          ARMS.map(
            ([column, where]) => sql`(select count(*) from offers o join listings l on l.id = o.listing_id
              where ${where} and ${overdue(`o.${column}`)})`,
          ),
          sql` + `,
        )} as overdue`);
    return toCount(rowsOf<{ total: number; overdue: number }>(result)[0]);
  },
  async isOpen(db, id) {
    const result = await db.execute(sql`select 1 from offers o join listings l on l.id = o.listing_id
      where o.id = ${id} and (${sql.join(
        ARMS.map(([, where]) => sql`(${where})`),
        sql` or `,
      )})`);
    return rowsOf(result).length > 0;
  },
};
