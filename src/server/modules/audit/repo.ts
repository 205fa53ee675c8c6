import { type SQL, sql } from "drizzle-orm";
import {
  type ActivityFilter,
  type AuditEntry,
  type ListingHistoryEntry,
  SELLER_HISTORY_ACTIONS,
} from "../../../contract/audit.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

const DAY_MS = 86_400_000;
/** Microsecond text, so that the keyset cursor compares exactly (lib/pagination.ts, decodeExactCursor). */
const AT = sql`to_char(a.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function conditions(filter: ActivityFilter, after?: { at: string; id: string }): SQL {
  const where: SQL[] = [sql`true`];
  if (filter.actorId) where.push(sql`a.actor_id = ${filter.actorId}::uuid`);
  if (filter.action) where.push(sql`a.action = ${filter.action}`);
  if (filter.listingId) where.push(sql`a.listing_id = ${filter.listingId}::uuid`);
  if (filter.saleId) where.push(sql`a.sale_id = ${filter.saleId}::uuid`);
  if (filter.from) where.push(sql`a.at >= ${`${filter.from}T00:00:00Z`}::timestamptz`);
  if (filter.to) {
    const end = new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS).toISOString();
    where.push(sql`a.at < ${end}::timestamptz`);
  }
  if (after) where.push(sql`(a.at, a.id) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  return sql.join(where, sql` and `);
}

/**
 * Newest first, keyset paged on (at, id): every filter has an index that starts with its column and ends with
 * (at desc, id desc), so a page reads `limit + 1` index entries however long the trail (docs/decisions/125).
 * "nulls last" matches the indexes (drizzle writes DESC NULLS LAST); plain "desc" means nulls first and made
 * PostgreSQL sort the whole table. The page is cut before the join with users, which then runs 50 times.
 */
export async function activityRows(
  db: Db,
  filter: ActivityFilter,
  opts: { limit: number; after?: { at: string; id: string } },
): Promise<AuditEntry[]> {
  const result = await db.execute(sql`
    select a.id, ${AT} as at, a.actor_id as "actorId",
      coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email, 'Deleted user') as "actorName",
      a.action, a.entity_type as "entityType", a.entity_id as "entityId", a.listing_id as "listingId",
      a.sale_id as "saleId", a.before, a.after, a.request_id as "requestId", a.ip
    from (select * from audit_entries a where ${conditions(filter, opts.after)}
      order by a.at desc nulls last, a.id desc nulls last limit ${opts.limit}) a
    left join users u on u.id = a.actor_id
    order by a.at desc nulls last, a.id desc nulls last`);
  return rowsOf<AuditEntry>(result);
}

/** A seller's own listing's status history: what changed and when, never who or from where. */
export async function listingHistory(
  db: Db,
  sellerId: string,
  listingId: string,
): Promise<ListingHistoryEntry[] | undefined> {
  const owned = await db.execute(
    sql`select 1 from listings where id = ${listingId}::uuid and user_id = ${sellerId}::uuid`,
  );
  if (rowsOf(owned).length === 0) return undefined;
  const actions = sql.join(
    SELLER_HISTORY_ACTIONS.map((a) => sql`${a}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select a.id, ${AT} as at, a.action, a.before, a.after from audit_entries a
    where a.listing_id = ${listingId}::uuid and a.action in (${actions})
    order by a.at desc nulls last, a.id desc nulls last limit 200`);
  return rowsOf<ListingHistoryEntry>(result);
}
