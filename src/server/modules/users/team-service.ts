import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { type AdminRole, can, isAdminRole, ROLE_MESSAGES } from "../../../contract/roles.ts";
import {
  adminDisplayName,
  type InviteVoidReason,
  inviteVoidReason,
  TEAM_MESSAGES,
  type Team,
} from "../../../contract/team.ts";
import { WORK_KIND_PERMISSION, WORK_KINDS } from "../../../contract/work-queue.ts";
import type { App } from "../../app-types.ts";
import type { Db } from "../../db/client.ts";
import { type User, users } from "../../db/schema.ts";
import { roleOf } from "../../lib/guards.ts";
import { conflict, forbidden, notFound, unauthorized } from "../../lib/http-error.ts";
import { forgetCachedSessions } from "../../lib/session-cache.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { type ClaimKind, releaseWorkClaimsOf } from "../work-claims/repo.ts";
import { inviteRole } from "./team-invites.ts";
import * as repo from "./team-repo.ts";

/** The team of admins (issue 29 item 7, docs/decisions/134): who is on it, deactivation and roles. Invites: team-invites.ts. */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function team(app: App, me: User): Promise<Team> {
  const [admins, invites] = await Promise.all([repo.listAdmins(app.db), repo.listedInvites(app.db, app.clock.now())]);
  return {
    admins: admins.map((a) => ({
      id: a.id,
      name: adminDisplayName(a),
      email: a.email,
      twoFactor: a.totpEnabledAt !== null,
      lastSignInAt: iso(a.lastSignInAt),
      deactivatedAt: iso(a.deactivatedAt),
      isYou: a.id === me.id,
      role: isAdminRole(a.adminRole) ? a.adminRole : "owner",
    })),
    invites: invites.map((i) => ({
      id: i.id,
      email: i.email,
      invitedBy: i.invitedByEmail
        ? adminDisplayName({ firstName: i.invitedByFirst, lastName: i.invitedByLast, email: i.invitedByEmail })
        : null,
      createdAt: i.createdAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
      role: inviteRole(i.role),
      // Marked when its author lost the power, or found so now (an author deleted since, or a row from before).
      voided:
        (i.voidedReason as InviteVoidReason | null) ??
        inviteVoidReason(
          i.invitedByEmail
            ? { isAdmin: Boolean(i.authorIsAdmin), deactivatedAt: i.authorDeactivatedAt, adminRole: i.authorRole }
            : null,
          inviteRole(i.role),
        ),
    })),
  };
}

/**
 * Deactivates an admin: no sign-in, sessions ended, assistant tokens revoked, claims released. Every active
 * admin's row is locked first, so the last-admin rule holds when two admins deactivate each other at once.
 */
export async function deactivate(app: App, request: FastifyRequest, userId: string) {
  const now = app.clock.now();
  const ended = await app.db.transaction(async (tx) => {
    const active = await repo.lockActiveAdmins(tx);
    requireActiveOwner(active, request);
    const target = await repo.findAdminForUpdate(tx, userId);
    if (!target) throw notFound(TEAM_MESSAGES.adminNotFound);
    if (target.deactivatedAt) throw conflict(TEAM_MESSAGES.alreadyDeactivated);
    // Always one active owner (docs/decisions/161): they alone can change the team.
    if (!active.some((a) => a.id !== userId && a.role === "owner")) throw conflict(TEAM_MESSAGES.lastAdmin);
    await tx.update(users).set({ deactivatedAt: now }).where(eq(users.id, userId));
    const ended = await repo.endAdminAccess(tx, userId, now);
    const voided = await voidInvites(tx, request, userId, now, "author_deactivated");
    await recordAudit(tx, actorOf(request), {
      action: "team.deactivate",
      entityType: "user",
      entityId: userId,
      before: { deactivated: false },
      after: {
        deactivated: true,
        email: target.email,
        sessionsEnded: ended.sessions,
        tokensRevoked: ended.tokens,
        claimsReleased: ended.claims.map((c) => c.postingId),
        workReleased: ended.workClaims.map((c) => `${c.kind}:${c.itemId}`),
        invitesVoided: voided,
      },
    });
    // Each live claim's release is in the posting's own history too, as a Skip would put it.
    await auditReleasedClaims(tx, request, userId, ended.claims, now);
    return ended;
  });
  forgetCachedSessions(app.db, { userId });
  return ended;
}

export async function reactivate(app: App, request: FastifyRequest, userId: string) {
  await app.db.transaction(async (tx) => {
    const target = await repo.findAdminForUpdate(tx, userId);
    if (!target) throw notFound(TEAM_MESSAGES.adminNotFound);
    if (!target.deactivatedAt) throw conflict(TEAM_MESSAGES.notDeactivated);
    await tx.update(users).set({ deactivatedAt: null }).where(eq(users.id, userId));
    await recordAudit(tx, actorOf(request), {
      action: "team.reactivate",
      entityType: "user",
      entityId: userId,
      before: { deactivated: true, deactivatedAt: target.deactivatedAt.toISOString() },
      after: { deactivated: false, email: target.email },
    });
  });
  forgetCachedSessions(app.db, { userId });
}

/**
 * An admin lost the power to grant roles: their open invites die with it, each in the trail as withdrawn and why (a
 * departing owner leaves no link back in). Answers how many.
 */
async function voidInvites(
  tx: Db,
  request: FastifyRequest,
  authorId: string,
  now: Date,
  reason: InviteVoidReason,
): Promise<number> {
  const voided = await repo.voidInvitesOf(tx, authorId, now, reason);
  for (const invite of voided) {
    await recordAudit(tx, actorOf(request), {
      action: "team.invite_revoke",
      entityType: "admin_invite",
      entityId: invite.id,
      before: { email: invite.email, open: true },
      after: { email: invite.email, open: false, voided: reason },
    });
  }
  return voided.length;
}

/** Each posting claim still live when released, in the posting's own history. */
async function auditReleasedClaims(
  tx: Db,
  request: FastifyRequest,
  adminId: string,
  claims: Array<{ postingId: string; listingId: string; marketplace: string; expiresAt: Date }>,
  now: Date,
) {
  for (const claim of claims) {
    if (claim.expiresAt.getTime() <= now.getTime()) continue;
    await recordAudit(tx, actorOf(request), {
      action: "posting.release",
      entityType: "posting",
      entityId: claim.postingId,
      listingId: claim.listingId,
      before: { marketplace: claim.marketplace, adminId, expiresAt: claim.expiresAt.toISOString() },
      after: null,
    });
  }
}

/**
 * Under the team lock, the caller must still be an active owner: the session's user was read before the lock, and
 * another owner may have demoted or deactivated them meanwhile (two owners demoting each other at once).
 */
function requireActiveOwner(active: { id: string; role: string }[], request: FastifyRequest) {
  const me = active.find((a) => a.id === request.user?.id);
  // Deactivated meanwhile: their session has just ended, as the next request would find.
  if (!me) throw unauthorized(TEAM_MESSAGES.deactivated);
  if (me.role !== "owner") throw forbidden(ROLE_MESSAGES.ownersOnly);
}

/**
 * An owner changes an admin's role (their own too). Never leaves no active owner: decided under the team's lock,
 * so that of two owners demoting each other at once one stays an owner (the second finds itself no longer one:
 * 403). What the new role may not hold goes: its assistant tokens without postings, its claims of kinds it may no
 * longer work. Audited; the same role again is a 200 that changes and audits nothing.
 */
export async function changeRole(app: App, request: FastifyRequest, userId: string, role: AdminRole) {
  const now = app.clock.now();
  const result = await app.db.transaction(async (tx) => {
    const active = await repo.lockActiveAdmins(tx);
    requireActiveOwner(active, request);
    const target = await repo.findAdminForUpdate(tx, userId);
    if (!target) throw notFound(TEAM_MESSAGES.adminNotFound);
    const before = roleOf(target) ?? "owner";
    if (before === role) return { role, tokensRevoked: 0, claimsReleased: 0, changed: false };
    const othersOwning = active.some((a) => a.id !== userId && a.role === "owner");
    if (before === "owner" && !target.deactivatedAt && !othersOwning) throw conflict(ROLE_MESSAGES.lastOwner);
    await repo.setRole(tx, userId, role);
    let tokensRevoked = 0;
    let postingClaims: Awaited<ReturnType<typeof repo.releasePostingClaims>> = [];
    if (!can(role, "postings")) {
      tokensRevoked = await repo.revokeTokensOf(tx, userId, now);
      postingClaims = await repo.releasePostingClaims(tx, userId);
    }
    const lost = CLAIM_KINDS.filter((k) => !can(role, WORK_KIND_PERMISSION[k]));
    const workClaims = await releaseWorkClaimsOf(tx, userId, now, lost);
    const invitesVoided = can(role, "team") ? 0 : await voidInvites(tx, request, userId, now, "author_demoted");
    await recordAudit(tx, actorOf(request), {
      action: "team.role",
      entityType: "user",
      entityId: userId,
      before: { role: before, email: target.email },
      after: {
        role,
        email: target.email,
        tokensRevoked,
        claimsReleased: [
          ...postingClaims.map((c) => `posting:${c.postingId}`),
          ...workClaims.map((c) => `${c.kind}:${c.itemId}`),
        ],
        invitesVoided,
      },
    });
    await auditReleasedClaims(tx, request, userId, postingClaims, now);
    return { role, tokensRevoked, claimsReleased: postingClaims.length + workClaims.length, changed: true };
  });
  if (result.changed) forgetCachedSessions(app.db, { userId });
  return {
    ok: true as const,
    role: result.role,
    tokensRevoked: result.tokensRevoked,
    claimsReleased: result.claimsReleased,
  };
}

const CLAIM_KINDS = WORK_KINDS.filter((k): k is ClaimKind => k !== "posting");
