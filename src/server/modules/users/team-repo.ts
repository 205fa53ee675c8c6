import { and, asc, eq, gt, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { adminInvites, extensionTokens, sessions, users } from "../../db/schema.ts";
import { releaseWorkClaimsOf } from "../work-claims/repo.ts";

/** SQL for the team of admins (issue 29 item 7, docs/decisions/134). */

export interface AdminRow {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  totpEnabledAt: Date | null;
  deactivatedAt: Date | null;
  lastSignInAt: Date | null;
  adminRole: string | null;
}

/** Exported for the plan check (tests/postgres/team-plan.test.ts). */
export const LIST_ADMINS = sql`
    select u.id, u.first_name, u.last_name, u.email, u.totp_enabled_at, u.deactivated_at, u.admin_role,
      (select a.at from audit_entries a
        where a.actor_id = u.id and a.action = 'admin.sign_in'
        order by a.at desc, a.id desc limit 1) as last_sign_in_at
    from users u
    where u.is_admin
    order by (u.deactivated_at is not null), lower(coalesce(u.first_name, u.email)), u.email
    limit 500`;

/**
 * Every admin, active first then by name. The last sign-in is the newest `admin.sign_in` entry of the audit trail:
 * one probe per admin of audit_sign_in_idx, the partial (actor_id, at desc) index of sign-ins (migration 0012). On
 * audit_actor_at_idx alone the planner preferred reading every sign-in of every admin (tests/postgres/team-plan).
 */
export async function listAdmins(db: Db): Promise<AdminRow[]> {
  const rows = rowsOf<{
    id: string;
    first_name: string | null;
    last_name: string | null;
    email: string;
    totp_enabled_at: string | Date | null;
    deactivated_at: string | Date | null;
    last_sign_in_at: string | Date | null;
    admin_role: string | null;
  }>(await db.execute(LIST_ADMINS));
  const date = (v: string | Date | null) => (v == null ? null : new Date(v));
  return rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    totpEnabledAt: date(r.totp_enabled_at),
    deactivatedAt: date(r.deactivated_at),
    lastSignInAt: date(r.last_sign_in_at),
    adminRole: r.admin_role,
  }));
}

/** Invites still usable at `now`: not accepted, not withdrawn, not expired; oldest first. */
export function openInvites(db: Db, now: Date) {
  return db
    .select({
      id: adminInvites.id,
      email: adminInvites.email,
      createdAt: adminInvites.createdAt,
      expiresAt: adminInvites.expiresAt,
      role: adminInvites.role,
      invitedByFirst: users.firstName,
      invitedByLast: users.lastName,
      invitedByEmail: users.email,
    })
    .from(adminInvites)
    .leftJoin(users, eq(users.id, adminInvites.invitedById))
    .where(openAt(now))
    .orderBy(asc(adminInvites.createdAt), asc(adminInvites.id))
    .limit(100);
}

/**
 * The invites the Team tab shows: open ones and those voided with their author's power, until they would have
 * expired; with what their author is now (to tell an open invite whose author lost the power since).
 */
export function listedInvites(db: Db, now: Date) {
  return db
    .select({
      id: adminInvites.id,
      email: adminInvites.email,
      createdAt: adminInvites.createdAt,
      expiresAt: adminInvites.expiresAt,
      role: adminInvites.role,
      voidedReason: adminInvites.voidedReason,
      invitedByFirst: users.firstName,
      invitedByLast: users.lastName,
      invitedByEmail: users.email,
      authorIsAdmin: users.isAdmin,
      authorDeactivatedAt: users.deactivatedAt,
      authorRole: users.adminRole,
    })
    .from(adminInvites)
    .leftJoin(users, eq(users.id, adminInvites.invitedById))
    .where(
      and(
        isNull(adminInvites.acceptedAt),
        gt(adminInvites.expiresAt, now),
        or(isNull(adminInvites.revokedAt), isNotNull(adminInvites.voidedReason)),
      ),
    )
    .orderBy(asc(adminInvites.createdAt), asc(adminInvites.id))
    .limit(100);
}

/** An invite's author as they are now, their row locked against a deactivation or demotion meanwhile. */
export async function lockInviteAuthor(db: Db, userId: string | null) {
  if (!userId) return undefined;
  const [row] = await db
    .select({ isAdmin: users.isAdmin, deactivatedAt: users.deactivatedAt, adminRole: users.adminRole })
    .from(users)
    .where(eq(users.id, userId))
    .for("share");
  return row;
}

/** Voids the author's open invites (their power went); answers them. */
export function voidInvitesOf(db: Db, authorId: string, now: Date, reason: string) {
  return db
    .update(adminInvites)
    .set({ revokedAt: now, voidedReason: reason })
    .where(and(eq(adminInvites.invitedById, authorId), isNull(adminInvites.acceptedAt), isNull(adminInvites.revokedAt)))
    .returning({ id: adminInvites.id, email: adminInvites.email });
}

const openAt = (now: Date) =>
  and(isNull(adminInvites.acceptedAt), isNull(adminInvites.revokedAt), gt(adminInvites.expiresAt, now));

export async function countOpenInvites(db: Db, now: Date): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(adminInvites).where(openAt(now));
  return Number(row?.n ?? 0);
}

export async function insertInvite(
  db: Db,
  values: { email: string; tokenHash: string; invitedById: string; createdAt: Date; expiresAt: Date; role: string },
) {
  const [row] = await db.insert(adminInvites).values(values).returning();
  return row;
}

export async function findInviteByHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(adminInvites).where(eq(adminInvites.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Withdraws an open invite; answers the row, or undefined when it was not open. */
export async function revokeInvite(db: Db, id: string, now: Date) {
  const [row] = await db
    .update(adminInvites)
    .set({ revokedAt: now })
    .where(and(eq(adminInvites.id, id), isNull(adminInvites.acceptedAt), isNull(adminInvites.revokedAt)))
    .returning();
  return row;
}

/**
 * Marks the invite used, only if it is still open at `now`: a conditional update, so that of any number of
 * simultaneous accepts exactly one gets a row back (the others wait for its lock, then see it used).
 */
export async function useInvite(db: Db, id: string, now: Date) {
  const [row] = await db
    .update(adminInvites)
    .set({ acceptedAt: now })
    .where(and(eq(adminInvites.id, id), openAt(now)))
    .returning();
  return row;
}

export async function setInviteUser(db: Db, id: string, userId: string) {
  await db.update(adminInvites).set({ acceptedUserId: userId }).where(eq(adminInvites.id, id));
}

/** One constant for the team's advisory lock: deactivations and role changes take it first, one at a time. */
const TEAM_LOCK = 290_007;

/**
 * Serialises deactivations and role changes (a transaction-scoped advisory lock), then locks every active admin's
 * row and answers their ids and roles (an admin without a stored role is an owner). Row locks alone deadlock when
 * several admins deactivate each other at once (each holds some rows and waits for others, and a row that stops
 * matching is skipped mid-way); with the advisory lock first, the second of two mutual deactivations or demotions
 * waits, then sees the first one's result. Nothing else lowers the number of active owners.
 */
export async function lockActiveAdmins(db: Db): Promise<{ id: string; role: string }[]> {
  await db.execute(sql`select pg_advisory_xact_lock(${TEAM_LOCK})`);
  return rowsOf<{ id: string; role: string }>(
    await db.execute(sql`
      select id, coalesce(admin_role, 'owner') as role from users
      where is_admin and deactivated_at is null order by id for update`),
  );
}

export async function setRole(db: Db, userId: string, role: string) {
  await db.update(users).set({ adminRole: role }).where(eq(users.id, userId));
}

/** Revokes an admin's live assistant tokens (a role without postings); answers how many. */
export async function revokeTokensOf(db: Db, userId: string, now: Date) {
  const rows = await db
    .update(extensionTokens)
    .set({ revokedAt: now })
    .where(and(eq(extensionTokens.adminId, userId), isNull(extensionTokens.revokedAt)))
    .returning({ id: extensionTokens.id });
  return rows.length;
}

/** Deletes an admin's posting claims; answers them (for the postings' own history). */
export async function releasePostingClaims(db: Db, userId: string) {
  return rowsOf<{
    posting_id: string;
    listing_id: string;
    marketplace: string;
    expires_at: string | Date;
  }>(
    await db.execute(sql`
      with released as (delete from posting_claims where admin_id = ${userId} returning posting_id, expires_at)
      select r.posting_id, p.listing_id, p.marketplace, r.expires_at
      from released r join postings p on p.id = r.posting_id
      order by r.posting_id`),
  ).map((r) => ({
    postingId: r.posting_id,
    listingId: r.listing_id,
    marketplace: r.marketplace,
    expiresAt: new Date(r.expires_at),
  }));
}

export async function findAdminForUpdate(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isAdmin, true)))
    .for("update");
  return row;
}

/** Ends everything a deactivated admin holds: sessions, assistant tokens, claims. Answers what was ended. */
export async function endAdminAccess(db: Db, userId: string, now: Date) {
  const endedSessions = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  const tokens = await revokeTokensOf(db, userId, now);
  const releasedClaims = await releasePostingClaims(db, userId);
  const workClaims = await releaseWorkClaimsOf(db, userId, now);
  return {
    sessions: endedSessions.length,
    tokens,
    claims: releasedClaims,
    workClaims,
  };
}
