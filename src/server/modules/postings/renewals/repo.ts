import { sql } from "drizzle-orm";
import type { Marketplace } from "../../../../contract/enums.ts";
import type { Db } from "../../../db/client.ts";
import { forSaleSql } from "../../../db/listing-life-sql.ts";
import { rowsOf } from "../../../db/rows.ts";
import { ADMIN_LISTING_JSON, exactIso } from "../../listings/admin-repo.ts";
import { isoUtc, POSTING_JOINS } from "../../listings/repo.ts";

/** An ad goes live: live since now, due by its marketplace's lifetime, never renewed yet. */
export async function startLive(db: Db, listingId: string, marketplace: Marketplace, now: Date, expiresAt: Date) {
  await db.execute(sql`
    update postings set live_since = ${now.toISOString()}::timestamptz, renewed_at = null,
      expires_at = ${expiresAt.toISOString()}::timestamptz
    where listing_id = ${listingId} and marketplace = ${marketplace}`);
}

/** An ad is no longer live (failed, back to pending, reposted): its dates no longer mean anything. */
export async function endLive(db: Db, listingId: string, marketplace: Marketplace) {
  await db.execute(sql`
    update postings set live_since = null, renewed_at = null, expires_at = null
    where listing_id = ${listingId} and marketplace = ${marketplace}`);
}

export interface LivePosting {
  id: string;
  status: string;
  url: string | null;
  liveSince: string | null;
  renewedAt: string | null;
  expiresAt: string | null;
}

/** One marketplace's posting, locked (the caller holds the listing's lock too). */
export async function lockPosting(db: Db, listingId: string, marketplace: Marketplace) {
  const result = await db.execute(sql`
    select id, status, url, ${sql.raw(isoUtc("live_since"))} as "liveSince", ${sql.raw(isoUtc("renewed_at"))} as "renewedAt",
      ${sql.raw(isoUtc("expires_at"))} as "expiresAt"
    from postings where listing_id = ${listingId} and marketplace = ${marketplace} for update`);
  return rowsOf<LivePosting>(result)[0];
}

export async function renew(db: Db, postingId: string, now: Date, expiresAt: Date) {
  await db.execute(sql`
    update postings set renewed_at = ${now.toISOString()}::timestamptz,
      expires_at = ${expiresAt.toISOString()}::timestamptz
    where id = ${postingId}`);
}

/** Expired: back to the posting queue as pending, without its old URL or dates. */
export async function backToQueue(db: Db, postingId: string, adminId: string, now: Date) {
  await db.execute(sql`
    update postings set status = 'pending', url = null, failure_reason = null, live_since = null, renewed_at = null,
      expires_at = null, updated_by_user_id = ${adminId}, updated_at = ${now.toISOString()}::timestamptz
    where id = ${postingId}`);
}

export interface RenewalRow {
  id: string;
  listingId: string;
  marketplace: Marketplace;
  url: string | null;
  liveSince: string | null;
  renewedAt: string | null;
  expiresAt: string;
  expired: boolean;
  at: string;
  listing: string;
}

/**
 * Renewals due: posted ads of unsold listings expiring by `dueBy`, soonest first (postings_live_expires_idx),
 * limit + 1 rows. `now` (the app's clock) decides which have expired.
 */
export async function renewalsPage(
  db: Db,
  opts: { dueBy: Date; now: Date; limit: number; after: { at: string; id: string } | undefined },
) {
  const keyset = opts.after
    ? sql`(p.expires_at, p.id) > (${opts.after.at}::timestamptz, ${opts.after.id}::uuid)`
    : sql`true`;
  const result = await db.execute(sql`
    select p.id, p.listing_id as "listingId", p.marketplace, p.url,
      ${sql.raw(isoUtc("p.live_since"))} as "liveSince", ${sql.raw(isoUtc("p.renewed_at"))} as "renewedAt",
      ${sql.raw(isoUtc("p.expires_at"))} as "expiresAt", p.expires_at <= ${opts.now.toISOString()}::timestamptz as expired,
      ${sql.raw(exactIso("p.expires_at"))} as at, ${sql.raw(ADMIN_LISTING_JSON)}::text as listing
    from (select p.* from postings p join listings pl on pl.id = p.listing_id and ${forSaleSql("pl")}
          where p.status = 'posted' and p.expires_at <= ${opts.dueBy.toISOString()}::timestamptz and ${keyset}
          order by p.expires_at, p.id limit ${opts.limit + 1}) p
    join listings l on l.id = p.listing_id
    join users u on u.id = l.user_id
    ${sql.raw(POSTING_JOINS)}
    order by p.expires_at, p.id`);
  return rowsOf<RenewalRow>(result);
}

/** A live (posted) ad with its listing's title and state, or undefined. */
export async function findLiveAd(db: Db, listingId: string, marketplace: Marketplace) {
  const result = await db.execute(sql`
    select p.url, l.title, l.status, ${sql.raw(isoUtc("p.expires_at"))} as "expiresAt"
    from postings p join listings l on l.id = p.listing_id
    where p.listing_id = ${listingId} and p.marketplace = ${marketplace} and p.status = 'posted' and p.url is not null`);
  return rowsOf<{ url: string; title: string; status: string; expiresAt: string | null }>(result)[0];
}
