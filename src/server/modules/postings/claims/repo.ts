import { type SQL, sql } from "drizzle-orm";
import type { Marketplace } from "../../../../contract/enums.ts";
import type { Db } from "../../../db/client.ts";
import { forSaleSql } from "../../../db/listing-life-sql.ts";
import { rowsOf } from "../../../db/rows.ts";
import { isoUtc } from "../../listings/repo.ts";

/*
 * Posting claims (issue 29, docs/decisions/132): one row per posting an admin is working on. Every time is a
 * parameter from app.clock, never the database's now(), so that tests move a clock past an expiry.
 */

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** What other admins call the holder: the first name, or the e-mail's local part when there is none. */
const ADMIN_NAME = `coalesce(nullif(btrim(u.first_name), ''), split_part(u.email, '@', 1))`;

/** The listing and one of its postings, as a claim needs them; the listing row stays locked until commit. */
export interface PostingTarget {
  listing_id: string;
  user_id: string;
  /** The listing's state (src/contract/listing-life.ts): only a listing for sale is posted. */
  status_of_listing: string;
  posting_id: string | null;
  status: string | null;
}

/**
 * Locks the listing (as status changes and deletes do, docs/decisions/062) and reads the posting: claims, status
 * changes and the listing's deletion of one listing take turns.
 */
export async function lockPostingTarget(
  tx: Db,
  listingId: string,
  marketplace: Marketplace,
  lock = true,
): Promise<PostingTarget | undefined> {
  const result = await tx.execute(sql`
    select l.id as listing_id, l.user_id, l.status as status_of_listing, p.id as posting_id, p.status
    from listings l left join postings p on p.listing_id = l.id and p.marketplace = ${marketplace}
    where l.id = ${listingId}
    ${lock ? sql`for update of l` : sql``}`);
  return rowsOf<PostingTarget>(result)[0];
}

export interface ClaimRow {
  posting_id: string;
  listing_id: string;
  marketplace: Marketplace;
  admin_id: string;
  admin_name: string;
  claimed_at: string;
  expires_at: string;
}

const CLAIM_COLUMNS = sql.raw(`c.posting_id, p.listing_id, p.marketplace, c.admin_id, ${ADMIN_NAME} as admin_name,
  ${isoUtc("c.claimed_at")} as claimed_at, ${isoUtc("c.expires_at")} as expires_at`);

/** The claim row of a posting, live or expired. */
export async function claimOfPosting(db: Db, postingId: string): Promise<ClaimRow | undefined> {
  const result = await db.execute(sql`
    select ${CLAIM_COLUMNS}
    from posting_claims c join postings p on p.id = c.posting_id join users u on u.id = c.admin_id
    where c.posting_id = ${postingId}`);
  return rowsOf<ClaimRow>(result)[0];
}

/** The claim row of one marketplace of a listing, live or expired. */
export async function claimOf(db: Db, listingId: string, marketplace: Marketplace): Promise<ClaimRow | undefined> {
  const result = await db.execute(sql`
    select ${CLAIM_COLUMNS}
    from posting_claims c join postings p on p.id = c.posting_id join users u on u.id = c.admin_id
    where p.listing_id = ${listingId} and p.marketplace = ${marketplace}`);
  return rowsOf<ClaimRow>(result)[0];
}

/**
 * Takes the posting for `adminId` until `expiresAt`, or renews their own claim, in ONE conditional statement:
 * it writes only when nobody holds the posting, the holder's claim has expired, or the holder is `adminId`.
 * Of two concurrent callers PostgreSQL makes the second wait for the first's row and re-checks the condition
 * against it, so exactly one gets a row back. A renewal keeps the original claimed_at.
 */
export async function upsertClaim(
  tx: Db,
  values: { postingId: string; adminId: string; now: Date; expiresAt: Date },
): Promise<{ claimed_at: string; expires_at: string } | undefined> {
  const { postingId, adminId, now, expiresAt } = values;
  const result = await tx.execute(sql`
    insert into posting_claims as c (posting_id, admin_id, claimed_at, expires_at)
    values (${postingId}, ${adminId}, ${at(now)}, ${at(expiresAt)})
    on conflict (posting_id) do update set
      admin_id = excluded.admin_id,
      claimed_at = case when c.admin_id = excluded.admin_id and c.expires_at > ${at(now)}
                        then c.claimed_at else excluded.claimed_at end,
      expires_at = excluded.expires_at
    where c.expires_at <= ${at(now)} or c.admin_id = ${adminId}
    returning ${sql.raw(isoUtc("c.claimed_at"))} as claimed_at, ${sql.raw(isoUtc("c.expires_at"))} as expires_at`);
  return rowsOf<{ claimed_at: string; expires_at: string }>(result)[0];
}

/** Removes `adminId`'s claim of the posting; returns it (with whether it was still live) when there was one. */
export async function deleteOwnClaim(
  tx: Db,
  postingId: string,
  adminId: string,
  now: Date,
): Promise<{ expires_at: string; live: boolean } | undefined> {
  const result = await tx.execute(sql`
    delete from posting_claims c where c.posting_id = ${postingId} and c.admin_id = ${adminId}
    returning ${sql.raw(isoUtc("c.expires_at"))} as expires_at, c.expires_at > ${at(now)} as live`);
  return rowsOf<{ expires_at: string; live: boolean }>(result)[0];
}

/** Removes whatever claim the posting has (it was marked posted or failed). */
export async function deleteClaimOf(tx: Db, listingId: string, marketplace: Marketplace): Promise<void> {
  await tx.execute(sql`
    delete from posting_claims c using postings p
    where c.posting_id = p.id and p.listing_id = ${listingId} and p.marketplace = ${marketplace}`);
}

/** Every live claim, soonest to expire first. */
export async function liveClaims(db: Db, now: Date): Promise<ClaimRow[]> {
  const result = await db.execute(sql`
    select ${CLAIM_COLUMNS}
    from posting_claims c join postings p on p.id = c.posting_id join users u on u.id = c.admin_id
    where c.expires_at > ${at(now)}
    order by c.expires_at, c.posting_id
    limit 1000`);
  return rowsOf<ClaimRow>(result);
}

/**
 * The waiting postings a session may offer `adminId`, best first: the ones they already hold, then the oldest
 * listing, then OLX, Quikr, Facebook. Postings someone else holds, sold listings and the session's skip list are
 * left out. A candidate may still be taken by someone else before the caller claims it: the claim decides.
 */
export async function waitingCandidates(
  db: Db,
  opts: { adminId: string; now: Date; marketplace?: Marketplace; skip: string[]; limit: number },
): Promise<{ listing_id: string; marketplace: Marketplace }[]> {
  const { adminId, now } = opts;
  const filters: SQL[] = [
    sql`p.status in ('pending', 'pending_human')`,
    forSaleSql("l"),
    sql`(c.posting_id is null or c.expires_at <= ${at(now)} or c.admin_id = ${adminId})`,
  ];
  if (opts.marketplace) filters.push(sql`p.marketplace = ${opts.marketplace}`);
  if (opts.skip.length) {
    filters.push(
      sql`(p.listing_id::text || ':' || p.marketplace) not in (${sql.join(
        opts.skip.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  }
  const result = await db.execute(sql`
    select p.listing_id, p.marketplace
    from postings p
    join listings l on l.id = p.listing_id
    left join posting_claims c on c.posting_id = p.id
    where ${sql.join(filters, sql` and `)}
    order by coalesce(c.admin_id = ${adminId} and c.expires_at > ${at(now)}, false) desc,
      l.created_at, l.id, array_position(array['olx','quikr','facebook'], p.marketplace::text)
    limit ${opts.limit}`);
  return rowsOf<{ listing_id: string; marketplace: Marketplace }>(result);
}
