import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { forSaleSql } from "../../../db/listing-life-sql.ts";
import { rowsOf } from "../../../db/rows.ts";

/** Most evidence rows one query reads: the most exact matches first, then the most recent. */
export const EVIDENCE_LIMIT = 200;
/**
 * The fewest comparables at a level of match for that level to be used when a broader one has more (evidence.ts);
 * with fewer of the item's own type, the rest of its category is read too.
 */
export const MIN_COMPARABLES = 3;
/** An accepted offer older than this with still no sale is taken for a deal that fell through. */
export const OFFER_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

export interface EvidenceQuery {
  category: string;
  itemType?: string;
  brand?: string;
  model?: string;
  /** Rupees: only sales (and accepted offers) whose amount lies in this band. */
  band: { lo: number; hi: number };
  /** The app's clock: nothing after it counts, and ages are counted from it. */
  now: Date;
  /** APP_TIMEZONE: days to sell are counted in its calendar days. */
  timeZone: string;
  /** Leave out this seller's own listings ("against similar items on SnapList" compares with other sellers). */
  excludeUserId?: string;
  limit?: number;
}

export interface EvidenceRow {
  kind: "sale" | "offer";
  /** What the buyer paid (a sale) or agreed to (an accepted offer), rupees. */
  amount: number;
  /** The listing's asking price, rupees. */
  asking: number;
  condition: string;
  /** 3 same brand and model, 2 same brand (and type), 1 same item type, 0 the same category only. */
  rank: 0 | 1 | 2 | 3;
  /** Only to count how many sellers a figure rests on; never shown. */
  sellerId: string;
  /** Days from the sale (or the accept) to `now`, fractional. */
  ageDays: number;
  /**
   * Sales only: calendar days in `timeZone` from the listing going live (its first ad's live_since, else the time it
   * was posted) to the sale; a sale on the day it went live is 0.
   */
  days: number | null;
}

/**
 * Every piece of SnapList's own price evidence for an item, in one statement: recorded sales (each sold listing of
 * the category from listings_sold_category_idx, then its sale) and offers accepted on listings not sold (yet) in the
 * last OFFER_WINDOW_DAYS (offers_accepted_decided_idx). Listings of the same item type are read first; the rest of
 * the category only when the type has fewer than MIN_COMPARABLES (a one-time filter: otherwise never read). A
 * withdrawn listing is no sale; an accepted offer on a sold listing is its sale already. The seller's floor is never
 * read. How each row matches the item (brand and model, brand, type) is ranked here, so that the cap keeps the
 * closest matches; days to sell are computed only for the rows kept.
 */
export async function findEvidence(db: Db, q: EvidenceQuery): Promise<EvidenceRow[]> {
  return rowsOf<EvidenceRow>(await db.execute(evidenceQuery(q))).map((r) => ({
    ...r,
    amount: Number(r.amount),
    asking: Number(r.asking),
    rank: Number(r.rank) as EvidenceRow["rank"],
    ageDays: Math.max(0, Number(r.ageDays)),
    days: r.days === null ? null : Number(r.days),
  }));
}

/** The statement itself, for findEvidence and for the bench's EXPLAIN. */
export function evidenceQuery(q: EvidenceQuery): SQL {
  const now = sql`${q.now.toISOString()}::timestamptz`;
  const since = sql`${new Date(q.now.getTime() - OFFER_WINDOW_DAYS * DAY_MS).toISOString()}::timestamptz`;
  const brand = sql`${q.brand?.toLowerCase() ?? null}::text`;
  const model = sql`${q.model?.toLowerCase() ?? null}::text`;
  const itemType = sql`${q.itemType ?? null}::text`;
  const listing = sql`l.id, l.user_id, l.price, l.condition, l.brand, l.model, l.item_type, l.created_at`;
  const shared = sql`l.category = ${q.category} and l.user_id is distinct from ${q.excludeUserId ?? null}::uuid`;
  /** Sales and accepted offers of the category's listings that `kind` picks out. */
  const evidence = (kind: SQL) => sql`
    select 'sale' as kind, s.sale_amount as amount, s.sale_date as at, ${listing}
    from listings l join sales s on s.listing_id = l.id
    where l.status = 'sold' -- a withdrawn listing is no sale (docs/decisions/170)
      and ${shared} and ${kind} and s.sale_date <= ${now} and s.sale_amount between ${q.band.lo} and ${q.band.hi}
    union all
    select 'offer', o.amount, o.decided_at, ${listing}
    from offers o cross join lateral (
      -- Each recent offer's listing by its key (the limit keeps it a lookup): recent offers are few, the category's
      -- unsold listings many.
      select ${listing} from listings l
      where l.id = o.listing_id and ${forSaleSql("l")} -- still for sale: not sold, not withdrawn
        and ${shared} and ${kind}
      limit 1) l
    where o.status = 'accepted' and o.decided_at > ${since} and o.decided_at <= ${now}
      and o.amount between ${q.band.lo} and ${q.band.hi}
      -- Most accepted offers became sales: the small sales index answers that before any listing is read.
      and not exists (select 1 from sales x where x.listing_id = o.listing_id)`;
  return sql`
    with typed as (${evidence(sql`l.item_type = ${itemType}`)}),
    ev as (
      select * from typed
      union all
      select * from (${evidence(sql`l.item_type is distinct from ${itemType}`)}) wider
      where (select count(*) from typed) < ${MIN_COMPARABLES}
    ), ranked as (
      select ev.*, case
          when lower(ev.brand) = ${brand} and lower(ev.model) = ${model} then 3
          when lower(ev.brand) = ${brand} and (ev.item_type = ${itemType} or ${itemType} is null) then 2
          when ev.item_type = ${itemType} then 1
          else 0 end as rank
      from ev order by rank desc, ev.at desc limit ${q.limit ?? EVIDENCE_LIMIT}
    )
    select r.kind, r.amount::float8 as amount, r.price::float8 as asking, r.condition, r.rank,
      r.user_id as "sellerId", extract(epoch from (${now} - r.at))::float8 / 86400 as "ageDays",
      case when r.kind = 'sale' then greatest(0, (r.at at time zone ${q.timeZone})::date
        - (coalesce(p.live_since, p.posted_at, r.created_at) at time zone ${q.timeZone})::date) end as days
    from ranked r
    left join lateral (
      select min(live_since) as live_since, min(created_at) as posted_at from postings where listing_id = r.id
    ) p on r.kind = 'sale'
    order by r.rank desc, r.at desc`;
}
