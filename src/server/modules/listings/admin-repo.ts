import { eq, type SQL, sql } from "drizzle-orm";
import type { AdminListingsQuery } from "../../../contract/admin-listings.ts";
import type { Db } from "../../db/client.ts";
import { type Listing, listings } from "../../db/schema.ts";
import { LISTING_JSON, POSTING_JOINS } from "./repo.ts";

/** Exact (microsecond) ISO text of a timestamp, for keyset cursors (src/server/lib/pagination.ts). */
export const exactIso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** ILIKE pattern for a contains-search; the user's % and _ are literal characters. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The admin view adds the owner and each marketplace's last change (who, when) to the seller's listing JSON.
 * Keys must match adminListingSchema (src/contract/admin-listings.ts).
 */
export const ADMIN_LISTING_JSON = `(${LISTING_JSON}::jsonb || jsonb_build_object(
  'user', jsonb_build_object('firstName', u.first_name, 'email', u.email),
  'postings', coalesce((
    select jsonb_agg(jsonb_build_object(
      'marketplace', p.marketplace, 'status', p.status, 'url', p.url, 'failureReason', p.failure_reason,
      'updatedAt', to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'updatedBy', case when ub.id is null then null
                        else jsonb_build_object('firstName', ub.first_name, 'email', ub.email) end)
      order by array_position(array['olx','quikr','facebook'], p.marketplace))
    from postings p left join users ub on ub.id = p.updated_by_user_id
    where p.listing_id = l.id), '[]'::jsonb),
  'liveSince', (select to_char(min(p.live_since) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    from postings p where p.listing_id = l.id and p.status = 'posted'),
  'suggestionCount', (select count(*)::int from price_suggestions s where s.listing_id = l.id)))`;

const postingIn = (status: string, marketplace?: string) =>
  sql`exists (select 1 from postings po where po.listing_id = l.id and po.status = ${status}${
    marketplace ? sql` and po.marketplace = ${marketplace}` : sql``
  })`;

/** Pending Review (spec section 2, docs/decisions/060): at least one marketplace status is 'pending'. */
export const PENDING_REVIEW_SQL = postingIn("pending");

/** Owners whose name or email contains the text; at most `cap` + 1 ids, so the caller can tell "many". */
async function matchingOwners(db: Db, p: string, cap: number): Promise<string[]> {
  const result = await db.execute(sql`
    select su.id from users su
    where su.email ilike ${p} or su.first_name ilike ${p} or su.last_name ilike ${p}
       or (su.first_name || ' ' || su.last_name) ilike ${p}
    limit ${cap + 1}`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

const OWNER_IDS_CAP = 500;
/** Up to this many long-live ads, the liveMoreThanDays filter starts from them rather than from the listings. */
const FEW_LIVE_LONG = 5000;
/** How many of the newest rows the first, date-ordered attempt reads (docs/decisions/061). */
const SEARCH_WINDOW = 3000;

/**
 * Title, brand, or the owner's name or email contains the text. The owners are found first, so that each arm
 * is an index condition (trigram GIN on title and brand, user_id's B-tree) that PostgreSQL can BitmapOr.
 * Past OWNER_IDS_CAP owners the arm stays a sub-select (such a broad search is served by the window anyway).
 */
async function searchSql(db: Db, q: string): Promise<SQL> {
  const p = containsPattern(q);
  const owners = await matchingOwners(db, p, OWNER_IDS_CAP);
  const ownerArm =
    owners.length === 0
      ? sql`false`
      : owners.length <= OWNER_IDS_CAP
        ? sql`l.user_id in (${sql.join(
            owners.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
        : sql`l.user_id in (select su.id from users su where su.email ilike ${p} or su.first_name ilike ${p}
            or su.last_name ilike ${p} or (su.first_name || ' ' || su.last_name) ilike ${p})`;
  return sql`(l.title ilike ${p} or l.brand ilike ${p} or ${ownerArm})`;
}

/** A listing's admin JSON text (adminListingSchema's shape, built by the database). */
export interface AdminListingRow {
  json: string;
}

/** A row's keyset key, its timestamp exact to the microsecond (decodeExactCursor). */
type PageKey = { id: string; at: string };
const PAGE_KEY = sql.raw(`l.id, ${exactIso("l.created_at")} as at`);

/**
 * The keyset indexes are `(created_at desc, id desc)`, which drizzle-kit writes NULLS LAST; PostgreSQL's own
 * default for DESC is NULLS FIRST, and an ORDER BY that differs in null order cannot be read from the index
 * (EXPLAIN showed a sort of every row). So every keyset ORDER BY names the index's null order.
 */
export const keysetDirection = (ascending: boolean) => sql.raw(ascending ? "asc nulls first" : "desc nulls last");

/**
 * The ids of one page (limit + 1 rows). A search first reads only the SEARCH_WINDOW newest rows in index order:
 * when that window already holds a full page, those are exactly the newest matches (every row outside it is
 * older), whatever the plan. Only a search with few recent matches runs the index-driven query over all rows.
 */
async function pageIds(db: Db, query: AdminListingsQuery, after: { at: string; id: string } | undefined, now: Date) {
  const oldestFirst = query.pending === true;
  const dir = keysetDirection(oldestFirst);
  const filters: SQL[] = [sql`true`];
  if (query.pending) filters.push(PENDING_REVIEW_SQL);
  if (query.postingStatus) filters.push(postingIn(query.postingStatus, query.marketplace));
  if (query.category) filters.push(sql`l.category = ${query.category}`);
  if (query.sold !== undefined) filters.push(query.sold ? sql`l.status = 'sold'` : sql`l.status <> 'sold'`);
  if (query.liveMoreThanDays !== undefined) {
    // Issue 30: the earliest live ad went live more than N days ago by the app's clock (postings_live_since_idx).
    const cutoff = new Date(now.getTime() - query.liveMoreThanDays * 86_400_000).toISOString();
    filters.push(sql`exists (select 1 from postings po where po.listing_id = l.id and po.status = 'posted'
      and po.live_since < ${cutoff}::timestamptz)`);
  }
  const keyset = after
    ? oldestFirst
      ? sql`(l.created_at, l.id) > (${after.at}::timestamptz, ${after.id}::uuid)`
      : sql`(l.created_at, l.id) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql`true`;
  const order = sql`order by l.created_at ${dir}, l.id ${dir} limit ${query.limit + 1}`;
  const run = async (statement: SQL) => ((await db.execute(statement)) as unknown as { rows: PageKey[] }).rows;
  if (query.liveMoreThanDays !== undefined && !query.q) {
    // Few listings live that long: walking listings newest first would pass most of them by (the planner bets on
    // an early match). Then start from postings_live_since_idx, materialise the ids, and sort only those.
    const cutoff = new Date(now.getTime() - query.liveMoreThanDays * 86_400_000).toISOString();
    const counted = (await db.execute(sql`select count(*)::int as n from postings
      where status = 'posted' and live_since < ${cutoff}::timestamptz`)) as unknown as { rows: { n: number }[] };
    if (Number(counted.rows[0]?.n ?? 0) <= FEW_LIVE_LONG) {
      return run(sql`with c as materialized (
          select distinct listing_id as id from postings where status = 'posted' and live_since < ${cutoff}::timestamptz)
        select ${PAGE_KEY} from listings l join c on c.id = l.id
        where ${keyset} and ${sql.join(filters, sql` and `)} ${order}`);
    }
  }
  if (query.q) {
    const p = containsPattern(query.q);
    const windowed = await run(sql`
      with w as (select * from listings l where ${keyset} order by l.created_at ${dir}, l.id ${dir}
                 limit ${SEARCH_WINDOW})
      select ${PAGE_KEY} from w l
      where ${sql.join(filters, sql` and `)} and (l.title ilike ${p} or l.brand ilike ${p} or l.user_id in (
        select su.id from users su where su.email ilike ${p} or su.first_name ilike ${p}
          or su.last_name ilike ${p} or (su.first_name || ' ' || su.last_name) ilike ${p}))
      ${order}`);
    if (windowed.length > query.limit) return windowed;
    filters.push(await searchSql(db, query.q));
  }
  return run(sql`select ${PAGE_KEY} from listings l
    where ${keyset} and ${sql.join(filters, sql` and `)} ${order}`);
}

/**
 * One page, and the key to the next one when another follows. Whether one follows is read from the page's ids
 * (limit + 1 of them), not from the rows built after them: a listing deleted in between (another admin, the seller)
 * must not end the list early, with older-first pages of Pending Review left unreachable.
 */
export async function adminListingsPage(
  db: Db,
  query: AdminListingsQuery,
  after: { at: string; id: string } | undefined,
  now: Date = new Date(),
): Promise<{ rows: AdminListingRow[]; next?: PageKey }> {
  const keys = await pageIds(db, query, after, now);
  const next = keys.length > query.limit ? keys[query.limit - 1] : undefined;
  const ids = keys.slice(0, query.limit).map((r) => r.id);
  if (ids.length === 0) return { rows: [] };
  const dir = keysetDirection(query.pending === true);
  const result = await db.execute(sql`
    select ${sql.raw(ADMIN_LISTING_JSON)}::text as j
    from listings l
    join users u on u.id = l.user_id
    ${sql.raw(POSTING_JOINS)}
    where l.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    order by l.created_at ${dir}, l.id ${dir}`);
  const rows = (result as unknown as { rows: { j: string }[] }).rows;
  return { rows: rows.map((r) => ({ json: r.j })), next };
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

/** One listing as the admin desk shows it (adminListingSchema's shape, built by the database), or undefined. */
export async function adminListingJson(db: Db, id: string): Promise<string | undefined> {
  const result = await db.execute(sql`
    select ${sql.raw(ADMIN_LISTING_JSON)}::text as j
    from listings l
    join users u on u.id = l.user_id
    ${sql.raw(POSTING_JOINS)}
    where l.id = ${id}`);
  return (result as unknown as { rows: { j: string }[] }).rows[0]?.j;
}
