import { and, count, eq, sql } from "drizzle-orm";
import { ADMIN_PUSH_KINDS, type PushKind } from "../../../contract/push.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { pushSubscriptions, users } from "../../db/schema.ts";

/** SQL for Web Push subscriptions and the push outbox (docs/decisions/138). */

export const COLLAPSE_WINDOW_MS = 60_000;

export async function listSubscriptions(db: Db, userId: string) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function countSubscriptions(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return Number(row?.n ?? 0);
}

/** Locks the user's row: two devices subscribing at once cannot both pass the cap. */
export async function lockUser(db: Db, userId: string) {
  await db.execute(sql`select id from users where id = ${userId} for update`);
}

export async function findByEndpoint(db: Db, endpoint: string) {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).for("update");
  return row;
}

export async function insertSubscription(
  db: Db,
  values: { userId: string; endpoint: string; p256dh: string; auth: string; userAgent: string | null },
) {
  // A device subscribed by another request at this very moment: no row, and the caller answers 409.
  const [row] = await db.insert(pushSubscriptions).values(values).onConflictDoNothing().returning();
  return row;
}

/** The same device subscribing again (new keys, or now signed in as someone else): the row is taken over. */
export async function updateSubscription(
  db: Db,
  id: string,
  values: { userId: string; p256dh: string; auth: string; userAgent: string | null },
) {
  const [row] = await db.update(pushSubscriptions).set(values).where(eq(pushSubscriptions.id, id)).returning();
  return row;
}

export async function deleteOwnSubscription(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function deleteSubscription(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markSuccess(db: Db, id: string, at: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(eq(pushSubscriptions.id, id));
}

export async function getPreferences(db: Db, userId: string) {
  const [row] = await db.select({ prefs: users.pushPreferences }).from(users).where(eq(users.id, userId));
  return row?.prefs ?? null;
}

export async function setPreferences(db: Db, userId: string, prefs: Record<string, boolean>) {
  await db.update(users).set({ pushPreferences: prefs }).where(eq(users.id, userId));
}

/**
 * Queues one push per device of the recipients who have this kind on (a kind not in their preferences: on for
 * sellers, off for admins). `who` is one user, or every active admin. Each row counts the same kind's rows of its
 * device within the last minute, itself included: the send turns 3 into "3 new messages". Answers how many.
 */
export async function queuePushes(
  db: Db,
  who: { userId: string } | { admins: true },
  kind: PushKind,
  params: unknown,
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const since = new Date(now.getTime() - COLLAPSE_WINDOW_MS).toISOString();
  const recipients = "userId" in who ? sql`u.id = ${who.userId}` : sql`u.is_admin and u.deactivated_at is null`;
  // A seller's kind goes to sellers only, an admin's to admins only.
  const adminKind = (ADMIN_PUSH_KINDS as readonly string[]).includes(kind);
  const result = await db.execute(sql`
    insert into push_outbox (subscription_id, kind, params, collapse_count, created_at, due_at)
    select s.id, ${kind}, ${JSON.stringify(params)}::jsonb,
      1 + (select count(*) from push_outbox o
           where o.subscription_id = s.id and o.kind = ${kind} and o.created_at > ${since}::timestamptz),
      ${at}::timestamptz, ${at}::timestamptz
    from push_subscriptions s join users u on u.id = s.user_id
    where ${recipients} and u.is_admin = ${adminKind} and coalesce((u.push_preferences ->> ${kind})::boolean, not u.is_admin)
    returning id`);
  return rowsOf(result).length;
}

export interface DuePush {
  id: string;
  subscriptionId: string;
  kind: PushKind;
  params: unknown;
  collapseCount: number;
  createdAt: string;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string | null;
}

const BATCH = 50;

/**
 * Claims up to BATCH pushes due at `now`: one statement counts the try and moves the next one out by
 * `retryBaseMs * 2^(tries before)`. Rows another server is claiming are skipped, not waited for, so of two servers
 * exactly one sends each push.
 */
export async function claimDuePushes(db: Db, now: Date, retryBaseMs: number): Promise<DuePush[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    update push_outbox o
    set attempts = o.attempts + 1,
        due_at = ${at}::timestamptz + make_interval(secs => ${retryBaseMs / 1000}::float8 * power(2, o.attempts))
    from push_subscriptions s join users u on u.id = s.user_id
    where s.id = o.subscription_id and o.id in (
      select id from push_outbox
      where due_at <= ${at}::timestamptz
      order by due_at
      limit ${BATCH}
      for update skip locked)
    returning o.id, o.subscription_id as "subscriptionId", o.kind, o.params, o.collapse_count as "collapseCount",
      o.created_at as "createdAt", o.attempts, s.endpoint, s.p256dh, s.auth, u.language`);
  return rowsOf<DuePush>(result).map((r) => ({
    ...r,
    attempts: Number(r.attempts),
    collapseCount: Number(r.collapseCount),
    createdAt: new Date(r.createdAt).toISOString(),
  }));
}

/** Sent, covered by a newer push of its kind, or given up: the row leaves the queue (kept a day for counting). */
export async function pushDone(db: Db, ids: string[], sentAt: Date | null): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update push_outbox set due_at = null, sent_at = ${sentAt ? sentAt.toISOString() : null}::timestamptz
    where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

/** The push service asked us to wait (429 Retry-After): the next try is then, whatever the back-off says. */
export async function pushDueAt(db: Db, id: string, at: Date): Promise<void> {
  await db.execute(sql`update push_outbox set due_at = ${at.toISOString()}::timestamptz where id = ${id}`);
}

/** Rows done more than a day ago: nothing counts them any more. */
export async function sweepDone(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - 24 * 3_600_000).toISOString();
  await db.execute(sql`delete from push_outbox where due_at is null and created_at < ${before}::timestamptz`);
}
