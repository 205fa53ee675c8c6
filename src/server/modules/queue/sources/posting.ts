import { sql } from "drizzle-orm";
import type { Marketplace } from "../../../../contract/enums.ts";
import type { Db } from "../../../db/client.ts";
import { forSaleSql } from "../../../db/listing-life-sql.ts";
import { rowsOf } from "../../../db/rows.ts";
import {
  at,
  type ClaimColumns,
  claimOf,
  ISO_MS,
  ISO_US,
  keyset,
  MARKETPLACE_LABELS,
  minutes,
  postingClaimJoin,
  toCount,
  type WorkSource,
} from "./shared.ts";

/**
 * Postings: a marketplace posting waiting to be posted (pending or Manual Review) of an unsold listing, since it
 * last changed state (queued by the seller, retried, reposted). Claimed through posting_claims (decision 132).
 */

interface Row extends ClaimColumns {
  id: string;
  since: string;
  due: string;
  title: string;
  listing_id: string;
  marketplace: Marketplace;
  status: string;
}

const WAITING = sql`p.status in ('pending', 'pending_human')`;

export const postingSource: WorkSource = {
  kind: "posting",
  async page(db, q) {
    const claim = postingClaimJoin(sql`p.id`, q);
    const offset = minutes(q.minutes);
    const result = await db.execute(sql`
      select p.id, ${ISO_MS("p.updated_at")} as since, ${ISO_US(sql`p.updated_at + ${offset}`)} as due, l.title,
        p.listing_id, p.marketplace, p.status, ${claim.columns}
      from postings p
      join listings l on l.id = p.listing_id and ${forSaleSql("l")}
      ${claim.join}
      where ${WAITING} and ${claim.where}
        ${q.marketplace ? sql`and p.marketplace = ${q.marketplace}` : sql``}
        and ${keyset(sql`p.updated_at`, sql`p.id`, offset, q.after)}
      order by p.updated_at, p.id
      limit ${q.limit}`);
    return rowsOf<Row>(result).map((r) => ({
      id: r.id,
      since: r.since,
      due: r.due,
      title: r.title,
      detail: `Post on ${MARKETPLACE_LABELS[r.marketplace]}${r.status === "pending_human" ? " (Manual Review)" : ""}`,
      marketplace: r.marketplace,
      listingId: r.listing_id,
      adUrl: null,
      saleId: null,
      sellerId: null,
      expired: false,
      claim: claimOf(r),
    }));
  },
  async count(db: Db, q) {
    // A waiting posting is never of a listing off sale (leaving sale withdraws them, decisions 123 and 170): counted
    // from its index.
    const result = await db.execute(sql`
      select count(*)::int as total, count(*) filter (where p.updated_at + ${minutes(q.minutes)} <= ${at(q.now)})::int
        as overdue
      from postings p where ${WAITING}`);
    return toCount(rowsOf<{ total: number; overdue: number }>(result)[0]);
  },
  async isOpen(db, id) {
    const result = await db.execute(sql`
      select 1 from postings p join listings l on l.id = p.listing_id and ${forSaleSql("l")}
      where p.id = ${id} and ${WAITING}`);
    return rowsOf(result).length > 0;
  },
};

/** The listing and marketplace of a posting (its claim is taken through the posting desk's own service). */
export async function postingRefOf(db: Db, postingId: string) {
  const result = await db.execute(sql`select listing_id, marketplace from postings where id = ${postingId}`);
  const row = rowsOf<{ listing_id: string; marketplace: Marketplace }>(result)[0];
  return row ? { listingId: row.listing_id, marketplace: row.marketplace } : undefined;
}
