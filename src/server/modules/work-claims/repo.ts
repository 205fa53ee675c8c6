import { type SQL, sql } from "drizzle-orm";
import { minutesLeft } from "../../../contract/posting-desk.ts";
import { WORK_QUEUE_MESSAGES, type WorkKind } from "../../../contract/work-queue.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { conflict } from "../../lib/http-error.ts";

/*
 * Claims of Today's items that are not postings (issue 41, docs/decisions/160): one row per (kind, item) in
 * work_claims, taken or renewed by ONE conditional upsert, so that of any number of admins claiming at once exactly
 * one gets a row back. Postings keep posting_claims (decision 132). This module sits below every module whose work
 * is a queue item: sales, postings, messages and the queue itself read it; it imports none of them.
 */

export type ClaimKind = Exclude<WorkKind, "posting">;

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const ISO = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
/** What other admins call the holder: the first name, or the e-mail's local part. */
export const ADMIN_NAME = sql.raw(`coalesce(nullif(btrim(u.first_name), ''), split_part(u.email, '@', 1))`);

export interface WorkClaimRow {
  kind: ClaimKind;
  item_id: string;
  admin_id: string;
  admin_name: string;
  claimed_at: string;
  expires_at: string;
}

const COLUMNS = sql`c.kind, c.item_id, c.admin_id, ${ADMIN_NAME} as admin_name, ${ISO("c.claimed_at")} as claimed_at,
  ${ISO("c.expires_at")} as expires_at`;

/**
 * Takes the item for `adminId` until `expiresAt`, or renews their own claim: it writes only when nobody holds it,
 * the holder's claim has expired, or the holder is `adminId`. PostgreSQL makes a second concurrent caller wait for
 * the first's row and re-checks the condition against it. A renewal keeps claimed_at.
 */
export async function upsertWorkClaim(
  tx: Db,
  v: { kind: ClaimKind; itemId: string; adminId: string; now: Date; expiresAt: Date },
): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into work_claims as c (kind, item_id, admin_id, claimed_at, expires_at)
    values (${v.kind}, ${v.itemId}, ${v.adminId}, ${at(v.now)}, ${at(v.expiresAt)})
    on conflict (kind, item_id) do update set
      admin_id = excluded.admin_id,
      claimed_at = case when c.admin_id = excluded.admin_id and c.expires_at > ${at(v.now)}
                        then c.claimed_at else excluded.claimed_at end,
      expires_at = excluded.expires_at
    where c.expires_at <= ${at(v.now)} or c.admin_id = ${v.adminId}
    returning c.item_id`);
  return rowsOf(result).length > 0;
}

export async function workClaimOf(db: Db, kind: ClaimKind, itemId: string): Promise<WorkClaimRow | undefined> {
  const result = await db.execute(sql`
    select ${COLUMNS} from work_claims c join users u on u.id = c.admin_id
    where c.kind = ${kind} and c.item_id = ${itemId}`);
  return rowsOf<WorkClaimRow>(result)[0];
}

/** Removes `adminId`'s claim of the item; answers it (and whether it was still live) when there was one. */
export async function deleteOwnWorkClaim(
  tx: Db,
  kind: ClaimKind,
  itemId: string,
  adminId: string,
  now: Date,
): Promise<{ expires_at: string; live: boolean } | undefined> {
  const result = await tx.execute(sql`
    delete from work_claims c where c.kind = ${kind} and c.item_id = ${itemId} and c.admin_id = ${adminId}
    returning ${ISO("c.expires_at")} as expires_at, c.expires_at > ${at(now)} as live`);
  return rowsOf<{ expires_at: string; live: boolean }>(result)[0];
}

/** The item is done: whoever held it lets go (inside the transaction that finished it). */
export async function deleteWorkClaim(tx: Db, kind: ClaimKind, itemId: string): Promise<void> {
  await tx.execute(sql`delete from work_claims where kind = ${kind} and item_id = ${itemId}`);
}

export const isLiveClaim = (claim: { expires_at: string } | undefined, now: Date): claim is WorkClaimRow =>
  !!claim && new Date(claim.expires_at).getTime() > now.getTime();

export const heldByOtherError = (claim: { admin_name: string; expires_at: string }, now: Date) =>
  conflict(WORK_QUEUE_MESSAGES.heldBy(claim.admin_name, minutesLeft(claim.expires_at, now)));

/**
 * One admin works on an item at a time: the work's own action (a payout, a delist tick, an update's Done, a renewal)
 * is refused with 409 while another admin's claim of the item is live. No claim, an expired one or the actor's own:
 * allowed, and the claim is released, since the item is done.
 */
export async function finishClaimedWork(
  tx: Db,
  kind: ClaimKind,
  itemId: string,
  actorId: string,
  now: Date,
): Promise<void> {
  const claim = await workClaimOf(tx, kind, itemId);
  if (isLiveClaim(claim, now) && claim.admin_id !== actorId) throw heldByOtherError(claim, now);
  if (claim) await deleteWorkClaim(tx, kind, itemId);
}

/** Live claims of the given items of one kind (the queue's page), keyed by item id. */
export async function liveWorkClaims(
  db: Db,
  kind: ClaimKind,
  itemIds: string[],
  now: Date,
): Promise<Map<string, WorkClaimRow>> {
  if (itemIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select ${COLUMNS} from work_claims c join users u on u.id = c.admin_id
    where c.kind = ${kind} and c.expires_at > ${at(now)}
      and c.item_id in (${sql.join(
        itemIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
  return new Map(rowsOf<WorkClaimRow>(result).map((r) => [r.item_id, r]));
}

/** Releases every claim an admin holds (deactivated), or those of the given kinds (a role that lost them). */
export async function releaseWorkClaimsOf(
  tx: Db,
  adminId: string,
  now: Date,
  kinds?: readonly ClaimKind[],
): Promise<{ kind: ClaimKind; itemId: string; live: boolean }[]> {
  const only: SQL = kinds
    ? kinds.length
      ? sql` and kind in (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )})`
      : sql` and false`
    : sql``;
  const result = await tx.execute(sql`
    delete from work_claims where admin_id = ${adminId}${only}
    returning kind, item_id, expires_at > ${at(now)} as live`);
  return rowsOf<{ kind: ClaimKind; item_id: string; live: boolean }>(result).map((r) => ({
    kind: r.kind,
    itemId: r.item_id,
    live: r.live,
  }));
}
