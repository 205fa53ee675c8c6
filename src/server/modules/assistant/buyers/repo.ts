import { sql } from "drizzle-orm";
import type { Marketplace } from "../../../../contract/enums.ts";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows.ts";

/** SQL only: SnapList's live ads by the ad ids of a marketplace page (docs/decisions/193). */

/** How an ad's id sits in its stored address (contract/ad-address.ts, adIdOf): a LIKE pattern per marketplace. */
const PATTERN: Record<Marketplace, (id: string) => string> = {
  olx: (id) => `%-iid-${id}%`,
  quikr: (id) => `%W0QQAdIdZ${id}%`,
  facebook: (id) => `%/marketplace/item/${id}%`,
};

/**
 * The live ads (postings posted) on `marketplace` whose address holds one of `ids` (digits only: adIdOf's). The
 * caller checks each address with adIdOf: a pattern may also match a longer id.
 */
export async function liveAdsWithIds(
  db: Db,
  marketplace: Marketplace,
  ids: readonly string[],
): Promise<Array<{ listingId: string; url: string }>> {
  const like = sql.join(
    ids.map((id) => sql`url like ${PATTERN[marketplace](id)}`),
    sql` or `,
  );
  const r = await db.execute(sql`select listing_id as "listingId", url from postings
    where marketplace = ${marketplace} and status = 'posted' and url is not null and (${like}) limit 50`);
  return rowsOf<{ listingId: string; url: string }>(r);
}

/** The live ad of a listing on a marketplace, if it has one. */
export async function liveAdOf(db: Db, listingId: string, marketplace: Marketplace): Promise<string | undefined> {
  const r = await db.execute(sql`select url from postings where listing_id = ${listingId}
    and marketplace = ${marketplace} and status = 'posted' and url is not null`);
  return rowsOf<{ url: string }>(r)[0]?.url;
}
