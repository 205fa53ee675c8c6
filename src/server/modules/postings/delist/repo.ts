import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DelistTask } from "../../../../contract/sales.ts";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows.ts";
import { delistTasks, postings, users } from "../../../db/schema.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const personOf = (firstName: string | null, email: string | null) => (email ? { firstName, email } : null);

/** One "remove the ad" task per marketplace where the listing is live, for its sale. */
export async function createForSale(tx: Db, saleId: string, listingId: string, title: string) {
  await tx.execute(sql`
    insert into ${delistTasks} (sale_id, listing_id, reason, title, marketplace, url)
    select ${saleId}::uuid, ${listingId}::uuid, 'sold', ${title}, p.marketplace, p.url from ${postings} p
    where p.listing_id = ${listingId}::uuid and p.status = 'posted'
    on conflict do nothing`);
}

/** The same for a listing its seller withdrew (deleted while live): it has no sale; the ad's address is kept. */
export async function createForWithdrawal(tx: Db, listingId: string, title: string) {
  const result = await tx.execute(sql`
    insert into ${delistTasks} (listing_id, reason, title, marketplace, url)
    select ${listingId}::uuid, 'withdrawn', ${title}, p.marketplace, p.url from ${postings} p
    where p.listing_id = ${listingId}::uuid and p.status = 'posted'
    on conflict do nothing
    returning marketplace`);
  return rowsOf<{ marketplace: string }>(result).map((r) => r.marketplace);
}

/** An ad recorded as posted after its listing left sale: it gets the task its sale or withdrawal would have made. */
export async function createForLateAd(tx: Db, listing: { id: string; title: string; status: string }) {
  const sale = rowsOf<{ id: string }>(await tx.execute(sql`select id from sales where listing_id = ${listing.id}`))[0];
  if (listing.status === "sold" && sale) await createForSale(tx, sale.id, listing.id, listing.title);
  else await createForWithdrawal(tx, listing.id, listing.title);
}

/** Each sale's delist tasks, by marketplace. */
export async function tasksForSales(db: Db, saleIds: string[]): Promise<Map<string, DelistTask[]>> {
  const map = new Map<string, DelistTask[]>();
  if (saleIds.length === 0) return map;
  const rows = await db
    .select({
      id: delistTasks.id,
      saleId: delistTasks.saleId,
      marketplace: delistTasks.marketplace,
      url: delistTasks.url,
      doneAt: delistTasks.doneAt,
      doneByFirstName: users.firstName,
      doneByEmail: users.email,
    })
    .from(delistTasks)
    .leftJoin(users, eq(users.id, delistTasks.doneByAdminId))
    .where(inArray(delistTasks.saleId, saleIds))
    .orderBy(asc(delistTasks.marketplace));
  for (const r of rows) {
    if (!r.saleId) continue;
    const list = map.get(r.saleId) ?? [];
    list.push({
      id: r.id,
      marketplace: r.marketplace as DelistTask["marketplace"],
      url: r.url,
      doneAt: iso(r.doneAt),
      doneBy: personOf(r.doneByFirstName, r.doneByEmail),
    });
    map.set(r.saleId, list);
  }
  return map;
}

export interface DelistRow {
  id: string;
  saleId: string | null;
  listingId: string | null;
  reason: "sold" | "withdrawn";
  title: string;
  marketplace: "olx" | "quikr" | "facebook";
  url: string | null;
  doneAt: Date | null;
  sellerId: string | null;
}

/** One task with its seller (from the listing, or the sale's seller once the listing is gone), locked. */
export async function lockTask(tx: Db, taskId: string): Promise<DelistRow | undefined> {
  const result = await tx.execute(sql`
    select t.id, t.sale_id as "saleId", t.listing_id as "listingId", t.reason, t.title, t.marketplace, t.url,
      t.done_at as "doneAt", coalesce(l.user_id, s.user_id) as "sellerId"
    from ${delistTasks} t
    left join listings l on l.id = t.listing_id
    left join sales s on s.id = t.sale_id
    where t.id = ${taskId}::uuid
    for update of t`);
  const row = rowsOf<DelistRow & { doneAt: string | Date | null }>(result)[0];
  return row ? { ...row, doneAt: row.doneAt ? new Date(row.doneAt) : null } : undefined;
}

/** Ticks a task off (or reopens it); conditional, so a repeat changes nothing and answers nothing. */
export async function setDone(tx: Db, taskId: string, done: boolean, adminId: string, at: Date) {
  const [row] = await tx
    .update(delistTasks)
    .set(done ? { doneAt: at, doneByAdminId: adminId } : { doneAt: null, doneByAdminId: null })
    .where(and(eq(delistTasks.id, taskId), done ? isNull(delistTasks.doneAt) : sql`${delistTasks.doneAt} is not null`))
    .returning();
  return row;
}

/**
 * The task's ad taken down (done) or up again (reopened). Only the posting that still shows this ad changes: after a
 * listing was put back on sale its posting waits for a new ad, at another address.
 */
export async function setAdDown(tx: Db, task: DelistRow, down: boolean, at: Date) {
  const result = await tx.execute(sql`
    update ${postings} set ${down ? sql`status = 'taken_down', taken_down_at = ${at.toISOString()}::timestamptz` : sql`status = 'posted', taken_down_at = null`}
    where listing_id = ${task.listingId}::uuid and marketplace = ${task.marketplace}
      and status = ${down ? "posted" : "taken_down"} and url is not distinct from ${task.url}
    returning expires_at as "expiresAt"`);
  /** The ad that changed (its expiry, for one put back up), if one did. */
  return rowsOf<{ expiresAt: string | Date | null }>(result)[0];
}

export async function openCount(db: Db): Promise<number> {
  const [{ open }] = await db.select({ open: count() }).from(delistTasks).where(isNull(delistTasks.doneAt));
  return open;
}

/** Open tasks, oldest first (a keyset page): the desk's "take these ads down" list. */
export async function openTasksPage(db: Db, limit: number, after?: { at: string; id: string }) {
  const result = await db.execute(sql`
    select t.id, t.sale_id as "saleId", t.listing_id as "listingId", t.reason, t.title, t.marketplace, t.url,
      to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
    from ${delistTasks} t
    where t.done_at is null
      ${after ? sql`and (t.created_at, t.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
    order by t.created_at, t.id
    limit ${limit + 1}`);
  return rowsOf<{
    id: string;
    saleId: string | null;
    listingId: string | null;
    reason: "sold" | "withdrawn";
    title: string;
    marketplace: "olx" | "quikr" | "facebook";
    url: string | null;
    at: string;
  }>(result);
}
