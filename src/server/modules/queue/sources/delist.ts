import { sql } from "drizzle-orm";
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
  MARKETPLACE_LABELS,
  minutes,
  toCount,
  type WorkSource,
  workClaimJoin,
} from "./shared.ts";

/**
 * Delists: an ad still live on a marketplace after its listing was sold (reason sold, from the sale) or withdrawn by
 * its seller (reason withdrawn), from delist_tasks (decisions 070 and 155). Oldest first.
 */

interface Row extends ClaimColumns {
  id: string;
  since: string;
  due: string;
  title: string;
  sale_id: string | null;
  listing_id: string | null;
  reason: "sold" | "withdrawn";
  marketplace: Marketplace;
  url: string | null;
  sale_amount: string | null;
}

export const delistSource: WorkSource = {
  kind: "delist",
  async page(db, q) {
    const claim = workClaimJoin("delist", sql`t.id`, q);
    const offset = minutes(q.minutes);
    const result = await db.execute(sql`
      select t.id, ${ISO_MS("t.created_at")} as since, ${ISO_US(sql`t.created_at + ${offset}`)} as due,
        coalesce(l.title, nullif(t.title, ''), s.listing_title, 'Sold item') as title, t.sale_id, t.listing_id,
        t.reason, t.marketplace, t.url, s.sale_amount::text as sale_amount, ${claim.columns}
      from delist_tasks t
      left join sales s on s.id = t.sale_id
      left join listings l on l.id = t.listing_id
      ${claim.join}
      where t.done_at is null and ${claim.where}
        ${q.marketplace ? sql`and t.marketplace = ${q.marketplace}` : sql``}
        and ${keyset(sql`t.created_at`, sql`t.id`, offset, q.after)}
      order by t.created_at, t.id
      limit ${q.limit}`);
    return rowsOf<Row>(result).map((r) => ({
      id: r.id,
      since: r.since,
      due: r.due,
      title: r.title,
      detail:
        r.reason === "sold" && r.sale_amount !== null
          ? `Sold for ${formatInr(r.sale_amount)}: remove the ad from ${MARKETPLACE_LABELS[r.marketplace]}`
          : `Withdrawn by the seller: remove the ad from ${MARKETPLACE_LABELS[r.marketplace]}`,
      marketplace: r.marketplace,
      listingId: r.listing_id,
      adUrl: r.url,
      saleId: r.sale_id,
      sellerId: null,
      expired: false,
      claim: claimOf(r),
    }));
  },
  async count(db: Db, q) {
    const result = await db.execute(sql`
      select count(*)::int as total, count(*) filter (where t.created_at + ${minutes(q.minutes)} <= ${at(q.now)})::int
        as overdue
      from delist_tasks t where t.done_at is null`);
    return toCount(rowsOf<{ total: number; overdue: number }>(result)[0]);
  },
  async isOpen(db, id) {
    const result = await db.execute(sql`select 1 from delist_tasks where id = ${id} and done_at is null`);
    return rowsOf(result).length > 0;
  },
};
