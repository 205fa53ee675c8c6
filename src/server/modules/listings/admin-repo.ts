import { eq, type SQL, sql } from "drizzle-orm";
import type { AdminListing, AdminListingsQuery } from "../../../contract/admin-listings.ts";
import type { Db } from "../../db/client.ts";
import { type Listing, listings } from "../../db/schema.ts";
import { LISTING_JSON, POSTING_JOINS } from "./repo.ts";

/** Exact (microsecond) ISO text of a timestamp, for keyset cursors (src/server/lib/pagination.ts). */
const exactIso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** ILIKE pattern for a contains-search; the user's % and _ are literal characters. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The admin view adds the owner and each marketplace's last change (who, when) to the seller's listing JSON.
 * Keys must match adminListingSchema (src/contract/admin-listings.ts).
 */
const ADMIN_LISTING_JSON = `(${LISTING_JSON}::jsonb || jsonb_build_object(
  'user', jsonb_build_object('firstName', u.first_name, 'email', u.email),
  'postings', coalesce((
    select jsonb_agg(jsonb_build_object(
      'marketplace', p.marketplace, 'status', p.status, 'url', p.url, 'failureReason', p.failure_reason,
      'updatedAt', to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'updatedBy', case when ub.id is null then null
                        else jsonb_build_object('firstName', ub.first_name, 'email', ub.email) end)
      order by array_position(array['olx','quikr','facebook'], p.marketplace))
    from postings p left join users ub on ub.id = p.updated_by_user_id
    where p.listing_id = l.id), '[]'::jsonb)))`;

const postingIn = (status: string, marketplace?: string) =>
  sql`exists (select 1 from postings po where po.listing_id = l.id and po.status = ${status}${
    marketplace ? sql` and po.marketplace = ${marketplace}` : sql``
  })`;

/** Pending Review (docs/decisions/060): not sold, and at least one marketplace still waiting to be posted. */
export const PENDING_REVIEW_SQL = sql`not l.is_sold and ${postingIn("pending")}`;

/**
 * Title, brand, or the owner's name or email contains the text. Each arm has its own trigram index
 * (docs/decisions/061), so PostgreSQL combines index scans instead of reading every listing.
 */
function searchSql(q: string): SQL {
  const p = containsPattern(q);
  return sql`(l.title ilike ${p} or l.brand ilike ${p} or l.user_id in (
    select su.id from users su
    where su.email ilike ${p} or su.first_name ilike ${p} or su.last_name ilike ${p}
       or (su.first_name || ' ' || su.last_name) ilike ${p}))`;
}

export interface AdminListingRow {
  listing: AdminListing;
  key: { at: string; id: string };
}

/** One page (limit + 1 rows, so the caller knows whether another page follows). */
export async function adminListingsPage(
  db: Db,
  query: AdminListingsQuery,
  after: { at: string; id: string } | undefined,
): Promise<AdminListingRow[]> {
  const oldestFirst = query.pending === true;
  const where: SQL[] = [sql`true`];
  if (query.pending) where.push(PENDING_REVIEW_SQL);
  if (query.q) where.push(searchSql(query.q));
  if (query.postingStatus) where.push(postingIn(query.postingStatus, query.marketplace));
  if (query.category) where.push(sql`l.category = ${query.category}`);
  if (query.sold !== undefined) where.push(sql`l.is_sold = ${query.sold}`);
  if (after) {
    where.push(
      oldestFirst
        ? sql`(l.created_at, l.id) > (${after.at}::timestamptz, ${after.id}::uuid)`
        : sql`(l.created_at, l.id) < (${after.at}::timestamptz, ${after.id}::uuid)`,
    );
  }
  const dir = sql.raw(oldestFirst ? "asc" : "desc");
  const result = await db.execute<{ id: string; at: string; j: string }>(sql`
    with page as (
      select l.id, l.created_at from listings l
      where ${sql.join(where, sql` and `)}
      order by l.created_at ${dir}, l.id ${dir}
      limit ${query.limit + 1})
    select l.id, ${sql.raw(exactIso("l.created_at"))} as at, ${sql.raw(ADMIN_LISTING_JSON)}::text as j
    from page join listings l on l.id = page.id
    join users u on u.id = l.user_id
    ${sql.raw(POSTING_JOINS)}
    order by page.created_at ${dir}, page.id ${dir}`);
  const rows = (result as unknown as { rows: { id: string; at: string; j: string }[] }).rows;
  return rows.map((r) => ({ listing: JSON.parse(r.j) as AdminListing, key: { at: r.at, id: r.id } }));
}

/** The listing row, locked until the transaction ends: status changes and deletes of one listing take turns. */
export async function lockListingRow(db: Db, id: string): Promise<Listing | undefined> {
  const [row] = await db.select().from(listings).where(eq(listings.id, id)).limit(1).for("update");
  return row;
}

/** One marketplace's current state of a listing (read under the listing's lock). */
export async function currentPosting(db: Db, listingId: string, marketplace: string) {
  const result = await db.execute<{ status: string; url: string | null; failure_reason: string | null }>(
    sql`select status, url, failure_reason from postings where listing_id = ${listingId} and marketplace = ${marketplace}`,
  );
  return (result as unknown as { rows: { status: string; url: string | null; failure_reason: string | null }[] })
    .rows[0];
}
