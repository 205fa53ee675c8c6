import { type SQL, sql } from "drizzle-orm";
import { MARKETPLACES } from "../../../../contract/enums.ts";
import { INTEREST_KINDS } from "../../../../contract/listing-history.ts";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows.ts";
import type { Period } from "../period.ts";
import { daysToSell, hoursBetween, since } from "../sql.ts";

/*
 * The business's numbers (issue 48 item 2, docs/decisions/207), as four aggregates that run side by side (on
 * PostgreSQL each on its own pooled connection): listings and sales from listing_facts, ads from its first-live
 * columns, ads coming down after a sale from delist_tasks, offers and questions from listing_events' interest index.
 * Each groups by total, category and (where it means something) marketplace with GROUPING SETS: one pass each.
 * `g` is a grouping's name: "total", "category" or "marketplace"; `key` the category or marketplace.
 */

const grouping = (marketplace: SQL, category: SQL) => sql`case
  when grouping(${marketplace}) = 0 then 'marketplace' when grouping(${category}) = 0 then 'category' else 'total' end`;

/** Listed at some time in the period with an ad up: its first ad went live, and it did not leave sale before. */
const liveInPeriod = (p: Period, firstLive: SQL) =>
  p.start
    ? sql`(${firstLive} is not null and (f.off_sale_at is null or f.off_sale_at >= ${p.start.toISOString()}::timestamptz))`
    : sql`(${firstLive} is not null)`;

const median = (value: SQL, where: SQL) =>
  sql`percentile_cont(0.5) within group (order by ${value}) filter (where ${where})`;

export interface SalesRow {
  g: "total" | "category" | "marketplace";
  key: string | null;
  listed: number;
  sold: number;
  live_listings: number;
  median_days: number | null;
  vs_asking: number | null;
  vs_market: number | null;
  payout_hours: number | null;
  payouts_pending: number;
}

/** Listings put on sale, live, sold (by category, and by where they sold), and the sales' medians. */
export async function salesNumbers(db: Db, p: Period): Promise<SalesRow[]> {
  const sold = since(sql`f.sold_at`, p);
  const firstLive = sql`least(${sql.raw(MARKETPLACES.map((m) => `f.${m}_live_at`).join(", "))})`;
  return rowsOf<SalesRow>(
    await db.execute(sql`
      select ${grouping(sql`f.sale_marketplace`, sql`f.category`)} as g,
        coalesce(f.sale_marketplace, f.category) as key,
        (count(*) filter (where ${since(sql`f.listed_at`, p)}))::int as listed,
        (count(*) filter (where ${sold}))::int as sold,
        (count(*) filter (where ${liveInPeriod(p, firstLive)}))::int as live_listings,
        ${median(daysToSell(p.timeZone), sold)} as median_days,
        ${median(sql`(f.sale_amount / f.price)::float8`, sql`${sold} and f.price > 0`)} as vs_asking,
        ${median(sql`(f.sale_amount / f.market_price)::float8`, sql`${sold} and f.market_price > 0`)} as vs_market,
        ${median(hoursBetween(sql`f.sold_at`, sql`f.paid_at`), sql`${sold} and f.paid_at is not null`)} as payout_hours,
        (count(*) filter (where ${sold} and f.paid_at is null))::int as payouts_pending
      from listing_facts f
      group by grouping sets ((), (f.category), (f.sale_marketplace))`),
  );
}

export interface AdsRow {
  g: "total" | "category" | "marketplace";
  key: string | null;
  ads_live: number;
  hours_to_live: number | null;
  live_listings: number;
}

/** Ads that went live in the period and how long after their listing was put on sale; listings live per marketplace. */
export async function adNumbers(db: Db, p: Period): Promise<AdsRow[]> {
  const values = sql.raw(MARKETPLACES.map((m) => `('${m}', f.${m}_live_at)`).join(", "));
  const wentLive = since(sql`m.live_at`, p);
  return rowsOf<AdsRow>(
    await db.execute(sql`
      select ${grouping(sql`m.marketplace`, sql`f.category`)} as g, coalesce(m.marketplace, f.category) as key,
        (count(*) filter (where ${wentLive}))::int as ads_live,
        ${median(hoursBetween(sql`f.listed_at`, sql`m.live_at`), wentLive)} as hours_to_live,
        (count(*) filter (where ${liveInPeriod(p, sql`m.live_at`)}))::int as live_listings
      from listing_facts f cross join lateral (values ${values}) m(marketplace, live_at)
      where m.live_at is not null
      group by grouping sets ((), (m.marketplace), (f.category))`),
  );
}

export interface DownRow {
  g: "total" | "category" | "marketplace";
  key: string | null;
  hours_to_down: number | null;
  still_up: number;
}

/**
 * The period's sales with ads to take down: hours from the sale until the last of them was down (a marketplace: its
 * own ad), and how many still wait for one.
 */
export async function adsDownNumbers(db: Db, p: Period): Promise<DownRow[]> {
  return rowsOf<DownRow>(
    await db.execute(sql`
      with t as (
        select f.listing_id, f.category, f.sold_at, t.marketplace, t.done_at
        from listing_facts f join delist_tasks t on t.sale_id = f.sale_id
        where ${since(sql`f.sold_at`, p)} and t.reason = 'sold'
      ), per_sale as (
        select listing_id, category, sold_at, bool_and(done_at is not null) as all_down, max(done_at) as last_down
        from t group by listing_id, category, sold_at
      )
      select case when grouping(category) = 0 then 'category' else 'total' end as g, category as key,
        ${median(hoursBetween(sql`sold_at`, sql`last_down`), sql`all_down`)} as hours_to_down,
        (count(*) filter (where not all_down))::int as still_up
      from per_sale group by grouping sets ((), (category))
      union all
      select 'marketplace', marketplace, ${median(hoursBetween(sql`sold_at`, sql`done_at`), sql`done_at is not null`)},
        (count(*) filter (where done_at is null))::int
      from t group by marketplace`),
  );
}

export interface InterestRow {
  g: "total" | "category" | "marketplace";
  key: string | null;
  offers: number;
  questions: number;
}

/** Offers and questions recorded in the period. */
export async function interestNumbers(db: Db, p: Period): Promise<InterestRow[]> {
  const kinds = sql.raw(INTEREST_KINDS.map((k) => `'${k}'`).join(", "));
  return rowsOf<InterestRow>(
    await db.execute(sql`
      select ${grouping(sql`e.marketplace`, sql`f.category`)} as g, coalesce(e.marketplace, f.category) as key,
        (count(*) filter (where e.kind = 'offer'))::int as offers,
        (count(*) filter (where e.kind = 'question'))::int as questions
      from listing_events e join listing_facts f on f.listing_id = e.listing_id
      where e.kind in (${kinds}) and ${since(sql`e.at`, p)}
      group by grouping sets ((), (e.marketplace), (f.category))`),
  );
}
