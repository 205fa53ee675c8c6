import { sql } from "drizzle-orm";
import { SURELY_VALID_AD_URL_SQL } from "../../../../contract/ad-address.ts";
import type { Marketplace } from "../../../../contract/enums.ts";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows.ts";

export interface StoredAdAddress {
  listingId: string;
  title: string;
  marketplace: Marketplace;
  url: string;
}

/**
 * Live ads whose stored address may fail contract/ad-address.ts: those that do not match the stricter SQL form of
 * the rule (what matches it surely passes). The caller checks each with the rule itself.
 */
export async function doubtfulAdAddresses(db: Db, limit: number): Promise<StoredAdAddress[]> {
  const result = await db.execute(sql`
    select p.listing_id as "listingId", l.title, p.marketplace, p.url
    from postings p join listings l on l.id = p.listing_id
    where p.status = 'posted' and p.url is not null and not (case p.marketplace
      when 'olx' then p.url ~ ${SURELY_VALID_AD_URL_SQL.olx}
      when 'quikr' then p.url ~ ${SURELY_VALID_AD_URL_SQL.quikr}
      else p.url ~ ${SURELY_VALID_AD_URL_SQL.facebook} end)
    order by p.updated_at desc, p.id
    limit ${limit}`);
  return rowsOf<StoredAdAddress>(result);
}

/** The listing (other than `listingId`) whose posting holds the ad `key`, if any. */
export async function adHolder(db: Db, key: string, listingId: string): Promise<{ title: string } | undefined> {
  const result = await db.execute(sql`
    select l.title from postings p join listings l on l.id = p.listing_id
    where p.ad_key = ${key} and p.listing_id <> ${listingId}
    order by p.ad_key_clash, p.updated_at limit 1`);
  return rowsOf<{ title: string }>(result)[0];
}

/** A posting marked posted anew holds its ad like any other: out of the migration's list of clashes. */
export async function clearAdClash(db: Db, listingId: string, marketplace: Marketplace) {
  await db.execute(sql`update postings set ad_key_clash = false
    where listing_id = ${listingId} and marketplace = ${marketplace} and ad_key_clash`);
}

export interface SharedAdRow extends StoredAdAddress {
  adKey: string;
}

/**
 * Postings holding an ad another listing holds too (stored before the rule, docs/decisions/182): the flagged ones
 * (postings_ad_key_clash_idx) and the holders of their ads (postings_ad_key_unique), by ad.
 */
export async function sharedAdAddresses(db: Db, limit: number): Promise<SharedAdRow[]> {
  const result = await db.execute(sql`
    with clashing as (select distinct ad_key from postings where ad_key_clash limit ${limit})
    select p.listing_id as "listingId", l.title, p.marketplace, p.url, p.ad_key as "adKey"
    from postings p join listings l on l.id = p.listing_id
    where p.ad_key_clash and p.ad_key in (select ad_key from clashing)
    union all
    select p.listing_id, l.title, p.marketplace, p.url, p.ad_key
    from postings p join listings l on l.id = p.listing_id
    where not p.ad_key_clash and p.ad_key in (select ad_key from clashing)
    order by 5, 2`);
  return rowsOf<SharedAdRow>(result);
}
