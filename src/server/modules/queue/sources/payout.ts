import { sql } from "drizzle-orm";
import { MARKETPLACES, type Marketplace } from "../../../../contract/enums.ts";
import { formatInr } from "../../../../contract/money.ts";
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

/** Payouts: a recorded sale whose seller is not paid yet (sales.payout_status pending), from the sale. */

interface Row extends ClaimColumns {
  id: string;
  since: string;
  due: string;
  title: string;
  listing_id: string | null;
  marketplace: string;
  amount: string;
  seller: string | null;
  has_upi: boolean;
  has_paypal: boolean;
}

const isMarketplace = (m: string): m is Marketplace => (MARKETPLACES as readonly string[]).includes(m);

export const payoutSource: WorkSource = {
  kind: "payout",
  async page(db, q) {
    const claim = workClaimJoin("payout", sql`s.id`, q);
    const offset = minutes(q.minutes);
    const result = await db.execute(sql`
      select s.id, ${ISO_MS("s.sale_date")} as since, ${ISO_US(sql`s.sale_date + ${offset}`)} as due,
        coalesce(l.title, s.listing_title, 'Sold item') as title, s.listing_id, s.marketplace,
        coalesce(s.payout_amount, s.sale_amount)::text as amount,
        coalesce(nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email, s.seller_label) as seller,
        coalesce(nullif(btrim(u.upi_id), ''), '') <> '' as has_upi,
        coalesce(nullif(btrim(u.paypal_email), ''), '') <> '' as has_paypal,
        ${claim.columns}
      from sales s
      left join listings l on l.id = s.listing_id
      left join users u on u.id = s.user_id
      ${claim.join}
      where s.payout_status = 'pending' and ${claim.where}
        ${q.marketplace ? sql`and s.marketplace = ${q.marketplace}` : sql``}
        and ${keyset(sql`s.sale_date`, sql`s.id`, offset, q.after)}
      order by s.sale_date, s.id
      limit ${q.limit}`);
    return rowsOf<Row>(result).map((r) => {
      const how = r.has_upi ? "UPI" : r.has_paypal ? "PayPal" : "no payment details yet";
      return {
        id: r.id,
        since: r.since,
        due: r.due,
        title: r.title,
        detail: `Pay ${formatInr(r.amount)} to ${r.seller ?? "the seller"} · ${how}`,
        marketplace: isMarketplace(r.marketplace) ? r.marketplace : null,
        listingId: r.listing_id,
        adUrl: null,
        saleId: r.id,
        sellerId: null,
        expired: false,
        claim: claimOf(r),
      };
    });
  },
  async count(db, q) {
    const result = await db.execute(sql`
      select count(*)::int as total, count(*) filter (where s.sale_date + ${minutes(q.minutes)} <= ${at(q.now)})::int
        as overdue
      from sales s where s.payout_status = 'pending'`);
    return toCount(rowsOf<{ total: number; overdue: number }>(result)[0]);
  },
  async isOpen(db, id) {
    const result = await db.execute(sql`select 1 from sales where id = ${id} and payout_status = 'pending'`);
    return rowsOf(result).length > 0;
  },
};
