import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/*
 * Every listing's summary row computed afresh from its history (docs/decisions/205): what recordListingEvent keeps
 * one change at a time, derived at once. The seed writes histories in bulk and then rebuilds the rows; the model test
 * checks after every step that the kept rows are exactly these.
 */

/** listing_facts' columns, in order. */
export const FACTS_COLUMNS = `listing_id, user_id, category, item_type, price, market_price, listed_at, olx_live_at,
  quikr_live_at, facebook_live_at, off_sale_at, sold_at, sale_id, sale_amount, sale_marketplace, paid_at, offers,
  questions, last_interest_at`;

/**
 * The rows, as a query of FACTS_COLUMNS. A listing's state is its last state event: sold or withdrawn leave it off
 * sale (and a sale recorded) until a relist or an undo; its price and category are the listing's own (every change
 * of them after it was put on sale is an event).
 */
export const FACTS_FROM_HISTORY = sql.raw(`
  select l.id, l.user_id, l.category, l.item_type, l.price, l.median_price, e.listed_at,
    e.olx_live_at, e.quikr_live_at, e.facebook_live_at,
    case when e.last_state in ('sold', 'withdrawn') then e.last_state_at end,
    case when e.last_state = 'sold' then e.last_state_at end,
    case when e.last_state = 'sold' then s.id end,
    case when e.last_state = 'sold' then e.sale_amount end,
    case when e.last_state = 'sold' then e.sale_marketplace end,
    case when e.last_state = 'sold' then e.paid_at end,
    e.offers, e.questions, e.last_interest_at
  from listings l
  join (
    select h.listing_id,
      min(h.at) filter (where h.kind = 'listed') as listed_at,
      min(h.at) filter (where h.kind = 'live' and h.marketplace = 'olx') as olx_live_at,
      min(h.at) filter (where h.kind = 'live' and h.marketplace = 'quikr') as quikr_live_at,
      min(h.at) filter (where h.kind = 'live' and h.marketplace = 'facebook') as facebook_live_at,
      (array_agg(h.kind order by h.at desc, h.id desc)
        filter (where h.kind in ('listed', 'relisted', 'withdrawn', 'sold', 'sale_undone')))[1] as last_state,
      max(h.at) filter (where h.kind in ('listed', 'relisted', 'withdrawn', 'sold', 'sale_undone')) as last_state_at,
      (array_agg(h.amount order by h.at desc, h.id desc) filter (where h.kind = 'sold'))[1] as sale_amount,
      (array_agg(h.marketplace order by h.at desc, h.id desc) filter (where h.kind = 'sold'))[1] as sale_marketplace,
      max(h.at) filter (where h.kind = 'paid') as paid_at,
      (count(*) filter (where h.kind = 'offer'))::int as offers,
      (count(*) filter (where h.kind = 'question'))::int as questions,
      max(h.at) filter (where h.kind in ('offer', 'question')) as last_interest_at
    from listing_events h group by h.listing_id
  ) e on e.listing_id = l.id and e.listed_at is not null
  left join sales s on s.listing_id = l.id`);

/** Replaces every summary row with the one its history gives (after a bulk load of histories). */
export async function rebuildListingFacts(db: Db): Promise<void> {
  await db.execute(sql`truncate listing_facts`);
  await db.execute(sql`insert into listing_facts (${sql.raw(FACTS_COLUMNS)}) ${FACTS_FROM_HISTORY}`);
}
