import { type SQL, sql } from "drizzle-orm";
import { AD_DOWN_KINDS, AD_UP_KINDS } from "../../../../contract/listing-history.ts";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows.ts";
import { exactIso } from "../../listings/admin-repo.ts";
import { isoUtc } from "../../listings/repo.ts";
import type { Period } from "../period.ts";
import { dayOf } from "../sql.ts";

/*
 * One listing at a time (issue 48 item 1): the seller's listings newest first, a page at a time (keyset on
 * listing_facts_user_listed_idx), with their offers, questions and days live on each marketplace, and one listing's
 * timeline. Every query names the seller: another seller's listing is simply not found.
 */

export interface ListingRow {
  id: string;
  title: string;
  state: string;
  price: string;
  listed_at: string;
  listed_key: string;
  listed_day: string;
  days_listed: number;
  offers: number;
  best_offer: string | null;
  questions: number;
  last_interest_at: string | null;
  last_interest_day: string | null;
}

function listingRows(db: Db, userId: string, p: Period, where: SQL, limit: number) {
  const tz = p.timeZone;
  return db.execute(sql`
    select l.id, l.title, l.status as state, l.price::text as price,
      ${sql.raw(isoUtc("f.listed_at"))} as listed_at, ${sql.raw(exactIso("f.listed_at"))} as listed_key,
      to_char(${dayOf(sql`f.listed_at`, tz)}, 'YYYY-MM-DD') as listed_day,
      coalesce(${dayOf(sql`f.off_sale_at`, tz)}, ${p.today}::date) - ${dayOf(sql`f.listed_at`, tz)} as days_listed,
      f.offers, f.questions, ${sql.raw(isoUtc("f.last_interest_at"))} as last_interest_at,
        to_char(${dayOf(sql`f.last_interest_at`, p.timeZone)}, 'YYYY-MM-DD') as last_interest_day,
      (select max(o.amount)::text from offers o where o.listing_id = l.id) as best_offer
    from listing_facts f
    join listings l on l.id = f.listing_id
    where f.user_id = ${userId} and ${where}
    order by f.listed_at desc, f.listing_id desc
    limit ${limit}`);
}

/** A page of the seller's listings (limit + 1 rows: the last only says there is another page). */
export async function listingPage(
  db: Db,
  userId: string,
  p: Period,
  opts: { limit: number; after?: { at: string; id: string } },
): Promise<ListingRow[]> {
  const keyset = opts.after
    ? sql`(f.listed_at, f.listing_id) < (${opts.after.at}::timestamptz, ${opts.after.id}::uuid)`
    : sql`true`;
  return rowsOf<ListingRow>(await listingRows(db, userId, p, keyset, opts.limit + 1));
}

export async function oneListing(db: Db, userId: string, p: Period, id: string): Promise<ListingRow | undefined> {
  return rowsOf<ListingRow>(await listingRows(db, userId, p, sql`f.listing_id = ${id}::uuid`, 1))[0];
}

export interface LiveDaysRow {
  listing_id: string;
  marketplace: "olx" | "quikr" | "facebook";
  days: number;
  live_now: boolean;
}

const kinds = (list: readonly string[]) => sql.raw(list.map((k) => `'${k}'`).join(", "));

/**
 * Days live on each marketplace: each time an ad went up (live, or back up) starts a run that ends at the first
 * ad_ended or taken_down after it, or at its last known expiry, or now; a run counts its calendar days (the day it
 * went up is day 0). A listing's runs are few: this reads its events by listing_events_listing_at_idx.
 */
export async function liveDays(db: Db, listingIds: string[], p: Period): Promise<LiveDaysRow[]> {
  if (listingIds.length === 0) return [];
  const now = sql`${p.now.toISOString()}::timestamptz`;
  const tz = p.timeZone;
  return rowsOf<LiveDaysRow>(
    await db.execute(sql`
      with ev as (
        select e.listing_id, e.marketplace, e.kind, e.at, e.until,
          count(*) filter (where e.kind in (${kinds(AD_UP_KINDS)}))
            over (partition by e.listing_id, e.marketplace order by e.at, e.id) as run
        from listing_events e
        where e.listing_id in (${sql.join(
          listingIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
          and e.kind in (${kinds([...AD_UP_KINDS, ...AD_DOWN_KINDS, "renewed"])})
      ), runs as (
        select listing_id, marketplace,
          min(at) filter (where kind in (${kinds(AD_UP_KINDS)})) as up,
          min(at) filter (where kind in (${kinds(AD_DOWN_KINDS)})) as down,
          max(until) as until
        from ev where run > 0 group by listing_id, marketplace, run
      )
      select listing_id, marketplace,
        sum(greatest(0, ${dayOf(sql`least(coalesce(down, ${now}), coalesce(until, ${now}), ${now})`, tz)}
          - ${dayOf(sql`up`, tz)}))::int as days,
        bool_or(down is null and (until is null or until > ${now})) as live_now
      from runs group by listing_id, marketplace`),
  );
}

export interface EventRow {
  kind: string;
  at: string;
  day: string;
  marketplace: string | null;
  amount: string | null;
}

/** One listing's history, oldest first. */
export async function timeline(db: Db, listingId: string, p: Period): Promise<EventRow[]> {
  return rowsOf<EventRow>(
    await db.execute(sql`
      select e.kind, ${sql.raw(isoUtc("e.at"))} as at, to_char(${dayOf(sql`e.at`, p.timeZone)}, 'YYYY-MM-DD') as day,
        e.marketplace, e.amount::text as amount
      from listing_events e where e.listing_id = ${listingId}::uuid
      order by e.at, e.id`),
  );
}
