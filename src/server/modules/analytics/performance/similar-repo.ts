import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows.ts";
import { daysToSell } from "../sql.ts";

/**
 * Sales of similar items by other sellers (issue 48 item 1, docs/decisions/206): the same item type (or category)
 * with an asking price in the same band, read from listing_facts' partial indexes of sales. Only counts and medians
 * leave this query - never a listing, a seller or a floor (the floor is not in listing_facts at all).
 */
export interface SimilarRow {
  sales: number;
  sellers: number;
  median_days: number | null;
  median_ratio: number | null;
}

export async function similarSales(
  db: Db,
  opts: {
    basis: "itemType" | "category";
    value: string;
    band: { min: number; max: number | null };
    excludeUserId: string;
    timeZone: string;
  },
): Promise<SimilarRow> {
  const column = opts.basis === "itemType" ? sql`f.item_type` : sql`f.category`;
  const top = opts.band.max === null ? sql`true` : sql`f.price < ${opts.band.max}`;
  const [row] = rowsOf<SimilarRow>(
    await db.execute(sql`
      select count(*)::int as sales, count(distinct f.user_id)::int as sellers,
        percentile_cont(0.5) within group (order by ${daysToSell(opts.timeZone)}) as median_days,
        percentile_cont(0.5) within group (order by (f.sale_amount / f.price)::float8) as median_ratio
      from listing_facts f
      where f.sold_at is not null and ${column} = ${opts.value}
        and f.price >= ${opts.band.min} and ${top} and f.price > 0
        and f.user_id <> ${opts.excludeUserId}`),
  );
  return row;
}
