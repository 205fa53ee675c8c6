import { type SQL, sql } from "drizzle-orm";
import type { SaleMarketplace } from "../../../contract/enums.ts";
import { AD_DOWN_KINDS, AD_UP_KINDS, type ListingEventKind } from "../../../contract/listing-history.ts";
import type { Db } from "../../db/client.ts";

/*
 * A listing's history (issue 48, docs/decisions/205): `recordListingEvent` is the one writer of `listing_events` and
 * of the listing's summary row in `listing_facts`, called inside the transaction that makes the change, with the
 * app's clock. The places that change a listing or its ads call it (listings, postings, sales); the analytics module
 * adds the lifecycle's state changes through the listings port. Nothing else writes either table.
 */

export interface ListingEvent {
  kind: ListingEventKind;
  at: Date;
  marketplace?: SaleMarketplace | null;
  amount?: string | null;
  /** A live or renewed ad's expiry. */
  until?: Date | null;
  /** The sale a `sold` event records. */
  saleId?: string;
}

const quoted = (kinds: readonly string[]) => kinds.map((k) => `'${k}'`).join(", ");
const AD_KINDS = quoted([...AD_UP_KINDS, ...AD_DOWN_KINDS]);

const ts = (d: Date | null | undefined) => (d ? sql`${d.toISOString()}::timestamptz` : sql`null`);

/** What each kind changes in the listing's summary row (`f`); nothing for kinds only the timeline shows. */
function factsChange(e: ListingEvent): SQL | null {
  const at = ts(e.at);
  switch (e.kind) {
    case "relisted":
    case "sale_undone":
      return sql`off_sale_at = null, sold_at = null, sale_id = null, sale_amount = null, sale_marketplace = null,
        paid_at = null`;
    case "withdrawn":
      return sql`off_sale_at = ${at}`;
    case "sold":
      // The asking price the sale was made at, and where; a sold listing's price cannot change after this.
      return sql`off_sale_at = ${at}, sold_at = ${at}, sale_id = ${e.saleId ?? null}::uuid, sale_amount = ${e.amount ?? null}::numeric,
        sale_marketplace = ${e.marketplace ?? "other"}, price = (select l.price from listings l where l.id = f.listing_id)`;
    case "paid":
      return sql`paid_at = ${at}`;
    case "live": {
      if (!e.marketplace || e.marketplace === "other") return null;
      const column = sql.raw(`${e.marketplace}_live_at`);
      return sql`${column} = coalesce(${column}, ${at})`;
    }
    case "price":
      return sql`price = ${e.amount ?? null}::numeric`;
    case "offer":
      return sql`offers = offers + 1, last_interest_at = greatest(last_interest_at, ${at})`;
    case "question":
      return sql`questions = questions + 1, last_interest_at = greatest(last_interest_at, ${at})`;
    default:
      return null;
  }
}

/**
 * Records what happened to a listing, in the caller's transaction. "listed" also opens its summary row (once: a
 * listing is first put on sale once); every other kind updates that row where the kind means something for it.
 */
export async function recordListingEvent(tx: Db, listingId: string, event: ListingEvent): Promise<void> {
  await tx.execute(sql`
    insert into listing_events (listing_id, kind, marketplace, amount, at, until)
    values (${listingId}::uuid, ${event.kind}, ${event.marketplace ?? null}, ${event.amount ?? null}::numeric,
      ${ts(event.at)}, ${ts(event.until)})`);
  if (event.kind === "listed") {
    await tx.execute(sql`
      insert into listing_facts (listing_id, user_id, category, item_type, price, market_price, listed_at)
      select l.id, l.user_id, l.category, l.item_type, l.price, l.median_price, ${ts(event.at)}
      from listings l where l.id = ${listingId}::uuid
      on conflict (listing_id) do nothing`);
    return;
  }
  const change = factsChange(event);
  if (change) await tx.execute(sql`update listing_facts f set ${change} where f.listing_id = ${listingId}::uuid`);
}

/** A seller's edit: a new asking price is an event; a new category moves the summary row with it. */
export async function recordListingEdit(
  tx: Db,
  before: { id: string; price: string; category: string },
  after: { price?: string; category?: string },
  at: Date,
): Promise<void> {
  if (after.price !== undefined && Number(after.price) !== Number(before.price)) {
    await recordListingEvent(tx, before.id, { kind: "price", amount: after.price, at });
  }
  if (after.category !== undefined && after.category !== before.category) {
    await tx.execute(sql`update listing_facts set category = ${after.category} where listing_id = ${before.id}::uuid`);
  }
}

/**
 * Ends every ad the history still counts as up (a listing put back on sale has each marketplace queued afresh: the
 * old ad's posting no longer follows it, so its time live ends here).
 */
export async function endOpenAdRuns(tx: Db, listingId: string, at: Date): Promise<void> {
  await tx.execute(sql`
    insert into listing_events (listing_id, kind, marketplace, at)
    select ${listingId}::uuid, 'ad_ended', last.marketplace, ${ts(at)}
    from (select distinct on (e.marketplace) e.marketplace, e.kind from listing_events e
          where e.listing_id = ${listingId}::uuid and e.kind in (${sql.raw(AD_KINDS)})
          order by e.marketplace, e.at desc, e.id desc) last
    where last.kind in (${sql.raw(quoted(AD_UP_KINDS))})`);
}
