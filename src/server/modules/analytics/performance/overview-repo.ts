import { type SQL, sql } from "drizzle-orm";
import { COHORT_MONTHS, NO_INTEREST_DAYS, NO_INTEREST_SHOWN } from "../../../../contract/performance-rules.ts";
import type { Db } from "../../../db/client.ts";
import { forSaleSql } from "../../../db/listing-life-sql.ts";
import { rowsOf } from "../../../db/rows.ts";
import { isoUtc } from "../../listings/repo.ts";
import type { Period } from "../period.ts";
import { dayOf, daysToSell, since } from "../sql.ts";

/*
 * The seller's overall figures (issue 48 item 1), each an aggregate over their own rows of listing_facts (one per
 * listing ever put on sale, listing_facts_user_listed_idx) and what those rows name: at 500 listings a few
 * milliseconds. Days are calendar days in the period's time zone.
 */

export interface OverviewRow {
  listed: number;
  live: number;
  sold: number;
  withdrawn: number;
  period_listed: number;
  period_sold: number;
  median_days: number | null;
  earnings: string;
  pending_count: number;
  pending_amount: string;
  paid_count: number;
  paid_amount: string;
  age_0: number;
  age_30: number;
  age_60: number;
  age_90: number;
}

/** Where each listing is now, the period's listings and sales, the money, and the live items by age. */
export async function overview(db: Db, userId: string, p: Period): Promise<OverviewRow> {
  const tz = p.timeZone;
  const age = sql`${p.today}::date - ${dayOf(sql`f.listed_at`, tz)}`;
  const live = forSaleSql("l");
  const payout = sql`coalesce(s.payout_amount, s.sale_amount)`;
  const [row] = rowsOf<OverviewRow>(
    await db.execute(sql`
      select
        count(*)::int as listed,
        (count(*) filter (where ${live}))::int as live,
        (count(*) filter (where l.status = 'sold'))::int as sold,
        (count(*) filter (where l.status = 'withdrawn'))::int as withdrawn,
        (count(*) filter (where ${since(sql`f.listed_at`, p)}))::int as period_listed,
        (count(*) filter (where ${since(sql`f.sold_at`, p)}))::int as period_sold,
        percentile_cont(0.5) within group (order by ${daysToSell(tz)}) filter (where ${since(sql`f.sold_at`, p)})
          as median_days,
        coalesce(sum(${payout}) filter (where ${since(sql`f.sold_at`, p)}), 0)::numeric(14, 2)::text as earnings,
        (count(*) filter (where s.payout_status = 'pending'))::int as pending_count,
        coalesce(sum(${payout}) filter (where s.payout_status = 'pending'), 0)::numeric(14, 2)::text as pending_amount,
        (count(*) filter (where s.payout_status = 'paid' and ${since(sql`f.paid_at`, p)}))::int as paid_count,
        coalesce(sum(${payout}) filter (where s.payout_status = 'paid' and ${since(sql`f.paid_at`, p)}), 0)::numeric(14, 2)::text
          as paid_amount,
        (count(*) filter (where ${live} and ${age} < 30))::int as age_0,
        (count(*) filter (where ${live} and ${age} >= 30 and ${age} < 60))::int as age_30,
        (count(*) filter (where ${live} and ${age} >= 60 and ${age} < 90))::int as age_60,
        (count(*) filter (where ${live} and ${age} >= 90))::int as age_90
      from listing_facts f
      join listings l on l.id = f.listing_id
      left join sales s on s.id = f.sale_id
      where f.user_id = ${userId}`),
  );
  return row;
}

export interface CohortRow {
  month: string;
  listed: number;
  sold_30: number;
  sold_60: number;
  sold_90: number;
  aged_30: number;
  aged_60: number;
  aged_90: number;
}

/** Months listed (this one and the eleven before), each with its items sold within 30, 60 and 90 days. */
export async function cohorts(db: Db, userId: string, p: Period): Promise<CohortRow[]> {
  const tz = p.timeZone;
  const listedDay = dayOf(sql`f.listed_at`, tz);
  const within = (days: number) =>
    sql`(count(*) filter (where f.sold_at is not null and ${daysToSell(tz)} <= ${days}))::int`;
  const aged = (days: number) => sql`(count(*) filter (where ${p.today}::date - ${listedDay} >= ${days}))::int`;
  return rowsOf<CohortRow>(
    await db.execute(sql`
      select to_char(date_trunc('month', f.listed_at at time zone ${tz}), 'YYYY-MM') as month, count(*)::int as listed,
        ${within(30)} as sold_30, ${within(60)} as sold_60, ${within(90)} as sold_90,
        ${aged(30)} as aged_30, ${aged(60)} as aged_60, ${aged(90)} as aged_90
      from listing_facts f
      where f.user_id = ${userId}
        and f.listed_at >= (date_trunc('month', ${p.today}::date) - ${`${COHORT_MONTHS - 1} months`}::interval)::timestamp
          at time zone ${tz}
      group by 1 order by 1`),
  );
}

export interface NoInterestRow {
  id: string;
  title: string;
  price: string;
  market: string | null;
  suggested: string | null;
  photos: number;
  days_listed: number;
  last_interest_at: string | null;
  last_interest_day: string | null;
  total: number;
}

/**
 * Live items with an ad up for at least NO_INTEREST_DAYS and no offer or question in that time, the longest without
 * one first; with what the screen needs to say what to try (the open price suggestion, the market price, photos).
 */
export async function noInterest(db: Db, userId: string, p: Period): Promise<NoInterestRow[]> {
  const cutoff = new Date(p.now.getTime() - NO_INTEREST_DAYS * 86_400_000).toISOString();
  const quiet: SQL = sql`(f.last_interest_at is null or f.last_interest_at < ${cutoff}::timestamptz)`;
  return rowsOf<NoInterestRow>(
    await db.execute(sql`
      select l.id, l.title, l.price::text as price, l.median_price::text as market,
        (select ps.suggested_price::text from price_suggestions ps
         where ps.listing_id = l.id and ps.decided_at is null) as suggested,
        (select count(*) from listing_photos lp where lp.listing_id = l.id)::int as photos,
        ${p.today}::date - ${dayOf(sql`f.listed_at`, p.timeZone)} as days_listed,
        ${sql.raw(isoUtc("f.last_interest_at"))} as last_interest_at,
        to_char(${dayOf(sql`f.last_interest_at`, p.timeZone)}, 'YYYY-MM-DD') as last_interest_day,
        (count(*) over ())::int as total
      from listing_facts f
      join listings l on l.id = f.listing_id
      where f.user_id = ${userId}
        and ${forSaleSql("l")}
        and least(f.olx_live_at, f.quikr_live_at, f.facebook_live_at) <= ${cutoff}::timestamptz
        and exists (select 1 from postings po where po.listing_id = l.id and po.status = 'posted')
        and ${quiet}
      order by coalesce(f.last_interest_at, f.listed_at), l.id
      limit ${NO_INTEREST_SHOWN}`),
  );
}
