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
