import { sql } from "drizzle-orm";
import type { Marketplace } from "../../../../contract/enums.ts";
import { forSaleSql, offSaleSql } from "../../../db/listing-life-sql.ts";
import { rowsOf } from "../../../db/rows.ts";
import {
  at,
  type ClaimColumns,
  type CountQuery,
  claimOf,
  ISO_MS,
  ISO_US,
  keyset,
  MARKETPLACE_LABELS,
  minutes,
  toCount,
  type WorkSource,
  workClaimJoin,
} from "./shared.ts";

/**
 * Renewals: a live ad of an unsold listing that expires within RENEWAL_WINDOW_DAYS, or has expired (decision 136).
 * Its target is the expiry itself (minus the target's minutes); it waits since it entered the window. An expired ad's
 * work is to repost it.
 */

interface Row extends ClaimColumns {
  id: string;
  since: string;
  due: string;
  expires_at: string;
  title: string;
  listing_id: string;
  marketplace: Marketplace;
  url: string | null;
  expired: boolean;
}

const DAY = 86_400_000;

/** Ads expiring by this time are in the queue: the renewal window, or the target's lead when that is longer. */
const dueBy = (q: CountQuery) => new Date(q.now.getTime() + Math.max(q.renewalWindowDays * DAY, q.minutes * 60_000));

export const renewalSource: WorkSource = {
  kind: "renewal",
  async page(db, q) {
    const claim = workClaimJoin("renewal", sql`p.id`, q);
    // due = expires_at - lead: the keyset's offset is negative.
    const offset = sql`(${-q.minutes} * interval '1 minute')`;
    const result = await db.execute(sql`
      select p.id, ${ISO_MS(`(p.expires_at - (${q.renewalWindowDays} * interval '1 day'))`)} as since,
        ${ISO_US(sql`p.expires_at - ${minutes(q.minutes)}`)} as due, ${ISO_MS("p.expires_at")} as expires_at,
        l.title, p.listing_id, p.marketplace, p.url, p.expires_at <= ${at(q.now)} as expired, ${claim.columns}
      from postings p
      join listings l on l.id = p.listing_id and ${forSaleSql("l")}
      ${claim.join}
      where p.status = 'posted' and p.expires_at <= ${at(dueBy(q))} and ${claim.where}
        ${q.marketplace ? sql`and p.marketplace = ${q.marketplace}` : sql``}
        and ${keyset(sql`p.expires_at`, sql`p.id`, offset, q.after)}
      order by p.expires_at, p.id
      limit ${q.limit}`);
    return rowsOf<Row>(result).map((r) => {
      const name = MARKETPLACE_LABELS[r.marketplace];
      const day = new Date(r.expires_at).toISOString().slice(0, 10);
      return {
        id: r.id,
        since: r.since,
        due: r.due,
        title: r.title,
        detail: r.expired ? `Expired on ${name} (${day}): repost it` : `Renew on ${name} before it expires (${day})`,
        marketplace: r.marketplace,
        listingId: r.listing_id,
        adUrl: r.url,
        saleId: null,
        sellerId: null,
        expired: r.expired,
        claim: claimOf(r),
      };
    });
  },
  async count(db, q) {
    // As the summary counts Renewals due (decision 136): from postings_live_expires_idx, minus the few listings not
    // for sale (listings_off_sale_idx, decision 170).
    const result = await db.execute(sql`
      select count(*)::int as total, count(*) filter (where p.expires_at - ${minutes(q.minutes)} <= ${at(q.now)})::int
        as overdue
      from postings p
      where p.status = 'posted' and p.expires_at <= ${at(dueBy(q))}
        and not exists (select 1 from listings l where l.id = p.listing_id and ${offSaleSql("l")})`);
    return toCount(rowsOf<{ total: number; overdue: number }>(result)[0]);
  },
  async isOpen(db, id, q) {
    const result = await db.execute(sql`
      select 1 from postings p join listings l on l.id = p.listing_id and ${forSaleSql("l")}
      where p.id = ${id} and p.status = 'posted' and p.expires_at <= ${at(dueBy(q))}`);
    return rowsOf(result).length > 0;
  },
};
