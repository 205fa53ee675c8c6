import { sql } from "drizzle-orm";
import type { FieldChange, UpdateTaskClosedReason } from "../../../../contract/after-live.ts";
import type { Marketplace } from "../../../../contract/enums.ts";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows.ts";
import { ADMIN_LISTING_JSON, exactIso } from "../../listings/admin-repo.ts";
import { isoUtc, POSTING_JOINS } from "../../listings/repo.ts";

export interface OpenTask {
  id: string;
  postingId: string;
  changes: FieldChange[];
}

/**
 * The listing's open update tasks, locked: an admin's tick waits for the edit that is merging into the task (and
 * then ticks the merged task), and an edit that waited for a tick finds the task done and starts a new one.
 */
export async function lockOpenTasks(db: Db, listingId: string): Promise<OpenTask[]> {
  const result = await db.execute(sql`
    select id, posting_id as "postingId", changes from posting_update_tasks
    where listing_id = ${listingId} and done_at is null for update`);
  return rowsOf<OpenTask>(result);
}

/** The listing's live ads: postings an admin marked posted. */
export async function livePostings(db: Db, listingId: string) {
  const result = await db.execute(sql`
    select id, marketplace from postings where listing_id = ${listingId} and status = 'posted'`);
  return rowsOf<{ id: string; marketplace: Marketplace }>(result);
}

/** One open task per posting: a later edit updates the open one in place (the partial unique index). */
export async function upsertOpenTask(
  db: Db,
  t: { postingId: string; listingId: string; changes: FieldChange[]; now: Date },
) {
  const at = t.now.toISOString();
  await db.execute(sql`
    insert into posting_update_tasks (posting_id, listing_id, changes, created_at, updated_at)
    values (${t.postingId}, ${t.listingId}, ${JSON.stringify(t.changes)}::jsonb, ${at}::timestamptz, ${at}::timestamptz)
    on conflict (posting_id) where done_at is null
    do update set changes = excluded.changes, updated_at = excluded.updated_at`);
}

/** Closes open tasks without an admin's tick: of a listing (optionally one marketplace), or one task by id. */
export async function closeOpenTasks(
  db: Db,
  where: { listingId: string; marketplace?: Marketplace } | { taskId: string },
  reason: UpdateTaskClosedReason,
  now: Date,
): Promise<number> {
  const match =
    "taskId" in where
      ? sql`id = ${where.taskId}`
      : where.marketplace
        ? sql`posting_id = (select id from postings where listing_id = ${where.listingId} and marketplace = ${where.marketplace})`
        : sql`listing_id = ${where.listingId}`;
  const result = await db.execute(sql`
    update posting_update_tasks set done_at = ${now.toISOString()}::timestamptz, closed_reason = ${reason}
    where ${match} and done_at is null returning id`);
  return rowsOf(result).length;
}

/** The admin's tick: only an open task changes (a second tick matches nothing). */
export async function markDone(db: Db, id: string, adminId: string, now: Date) {
  const result = await db.execute(sql`
    update posting_update_tasks t set done_at = ${now.toISOString()}::timestamptz, done_by_admin_id = ${adminId}
    where t.id = ${id} and t.done_at is null
    returning t.id, t.listing_id as "listingId", t.changes,
      (select p.marketplace from postings p where p.id = t.posting_id) as marketplace`);
  return rowsOf<{ id: string; listingId: string; changes: FieldChange[]; marketplace: Marketplace }>(result)[0];
}

export async function taskExists(db: Db, id: string) {
  const result = await db.execute(sql`select listing_id as "listingId" from posting_update_tasks where id = ${id}`);
  return rowsOf<{ listingId: string }>(result)[0];
}

export interface TaskRow {
  id: string;
  listingId: string;
  marketplace: Marketplace;
  postingUrl: string | null;
  changes: FieldChange[];
  createdAt: string;
  updatedAt: string;
  at: string;
  listing: string;
}

/** Open tasks oldest first (posting_update_tasks_open_idx), limit + 1 rows, with each listing's admin JSON. */
export async function openTasksPage(db: Db, limit: number, after: { at: string; id: string } | undefined) {
  const keyset = after ? sql`(t.created_at, t.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql`true`;
  // posting_update_tasks_open_idx is (created_at, id) ascending, nulls last: the order names the same.
  const dir = sql.raw("asc nulls last");
  const result = await db.execute(sql`
    select t.id, t.listing_id as "listingId", p.marketplace, p.url as "postingUrl", t.changes,
      ${sql.raw(isoUtc("t.created_at"))} as "createdAt", ${sql.raw(isoUtc("t.updated_at"))} as "updatedAt",
      ${sql.raw(exactIso("t.created_at"))} as at, ${sql.raw(ADMIN_LISTING_JSON)}::text as listing
    from (select * from posting_update_tasks t where t.done_at is null and ${keyset}
          order by t.created_at ${dir}, t.id ${dir} limit ${limit + 1}) t
    join postings p on p.id = t.posting_id
    join listings l on l.id = t.listing_id
    join users u on u.id = l.user_id
    ${sql.raw(POSTING_JOINS)}
    order by t.created_at ${dir}, t.id ${dir}`);
  return rowsOf<TaskRow>(result);
}

/** One task as the posting assistant sees it: open or how it closed, and its ad. */
export async function taskForAssistant(db: Db, id: string) {
  const result = await db.execute(sql`
    select t.id, t.listing_id as "listingId", t.changes, t.done_at as "doneAt", t.closed_reason as "closedReason",
      p.marketplace, p.url as "adUrl", p.status as "postingStatus"
    from posting_update_tasks t join postings p on p.id = t.posting_id
    where t.id = ${id}`);
  return rowsOf<{
    id: string;
    listingId: string;
    changes: FieldChange[];
    doneAt: string | null;
    closedReason: UpdateTaskClosedReason | null;
    marketplace: Marketplace;
    adUrl: string | null;
    postingStatus: string;
  }>(result)[0];
}
