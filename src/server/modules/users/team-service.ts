import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { MIN_PASSWORD_LENGTH } from "../../../contract/limits.ts";
import {
  ADMIN_ROLE_LABELS,
  type AdminRole,
  can,
  canGrant,
  isAdminRole,
  ROLE_MESSAGES,
} from "../../../contract/roles.ts";
import {
  type AcceptInviteInput,
  ADMIN_INVITE_PATH,
  adminDisplayName,
  INVITE_TTL_HOURS,
  type InviteCreated,
  type InvitePreview,
  type InviteVoidReason,
  inviteVoidReason,
  MAX_OPEN_INVITES,
  newAdminFirstName,
  TEAM_MESSAGES,
  type Team,
} from "../../../contract/team.ts";
import { WORK_KIND_PERMISSION, WORK_KINDS } from "../../../contract/work-queue.ts";
import type { App } from "../../app-types.ts";
import type { Db } from "../../db/client.ts";
import { type User, users } from "../../db/schema.ts";
import { roleOf } from "../../lib/guards.ts";
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from "../../lib/http-error.ts";
import { forgetCachedSessions } from "../../lib/session-cache.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { deviceFor } from "../auth/device.ts";
import { checkPassword, hashPassword } from "../auth/password.ts";
import * as authRepo from "../auth/repo.ts";
import type { AttemptSource } from "../auth/service.ts";
import { sendInBackground } from "../notifications/mailer.ts";
import { type ClaimKind, releaseWorkClaimsOf } from "../work-claims/repo.ts";
import * as repo from "./team-repo.ts";

/** The team of admins (issue 29 item 7, docs/decisions/134). */

const HOUR = 60 * 60 * 1000;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
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
 * A one-time link for `email`, valid for 48 hours. Only the token's hash is stored, so the link is shown to the
 * inviting admin this once (and e-mailed when SMTP is configured). A new invite to the same address withdraws
 * the older open ones: only the newest link works.
 */
export async function invite(
  app: App,
  request: FastifyRequest,
  email: string,
  role: AdminRole,
): Promise<InviteCreated> {
  const now = app.clock.now();
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITE_TTL_HOURS * HOUR);
  const inviter = request.user as User;
  if (!canGrant(roleOf(inviter), role)) throw forbidden(ROLE_MESSAGES.ownersOnly);
  const row = await app.db.transaction(async (tx) => {
    const existing = await authRepo.findUserByEmail(tx, email);
    if (existing?.isAdmin && !existing.deactivatedAt) throw conflict(TEAM_MESSAGES.alreadyAdmin);
    for (const old of await repo.openInvites(tx, now)) {
      if (old.email !== email) continue;
      await repo.revokeInvite(tx, old.id, now);
      await recordAudit(tx, actorOf(request), {
        action: "team.invite_revoke",
        entityType: "admin_invite",
        entityId: old.id,
        before: { email: old.email, open: true },
        after: { email: old.email, open: false, replaced: true },
      });
    }
    if ((await repo.countOpenInvites(tx, now)) >= MAX_OPEN_INVITES) throw conflict(TEAM_MESSAGES.tooManyInvites);
    const created = await repo.insertInvite(tx, {
      email,
      tokenHash: hashToken(token),
      invitedById: inviter.id,
      createdAt: now,
      expiresAt,
      role,
    });
    await recordAudit(tx, actorOf(request), {
      action: "team.invite",
      entityType: "admin_invite",
      entityId: created.id,
      before: null,
      after: { email, role, expiresAt: expiresAt.toISOString() },
    });
    return created;
  });
  const link = `${app.config.publicUrl}${ADMIN_INVITE_PATH}/${token}`;
  const emailed = sendInBackground(app, {
    to: email,
    subject: "You are invited to the SnapList admin team",
    text: [
      `${adminDisplayName(inviter)} invited you to join the SnapList admin team as ${ADMIN_ROLE_LABELS[role].toLowerCase()}.`,
      "",
      `Open this link to accept (it works once, for ${INVITE_TTL_HOURS} hours, until ${expiresAt.toUTCString()}):`,
      link,
      "",
      "If you did not expect this, ignore this e-mail.",
    ].join("\n"),
  });
  return { id: row.id, email: row.email, expiresAt: expiresAt.toISOString(), link, emailed, role };
}

export async function withdraw(app: App, request: FastifyRequest, id: string) {
  await app.db.transaction(async (tx) => {
    const row = await repo.revokeInvite(tx, id, app.clock.now());
    if (!row) throw notFound(TEAM_MESSAGES.inviteNotFound);
    await recordAudit(tx, actorOf(request), {
      action: "team.invite_revoke",
      entityType: "admin_invite",
      entityId: row.id,
      before: { email: row.email, open: true },
      after: { email: row.email, open: false },
    });
  });
}

/**
 * The invite a link names, if it may still be used: 404 unknown, used or withdrawn; 410 expired, or void - its author
 * can no longer grant its role (docs/decisions/183). Checked again under the author's row lock when it is accepted.
 */
async function usableInvite(app: App, token: string, db = app.db) {
  const row = await repo.findInviteByHash(db, hashToken(token));
  if (row?.voidedReason) throw new HttpError(410, TEAM_MESSAGES.inviteVoided);
  if (!row || row.acceptedAt || row.revokedAt) throw notFound(TEAM_MESSAGES.inviteNotFound);
  if (row.expiresAt.getTime() <= app.clock.now().getTime()) throw new HttpError(410, TEAM_MESSAGES.inviteExpired);
  if (inviteVoidReason(await repo.lockInviteAuthor(db, row.invitedById), inviteRole(row.role)))
    throw new HttpError(410, TEAM_MESSAGES.inviteVoided);
  return row;
}

export async function preview(app: App, token: string): Promise<InvitePreview> {
  const row = await usableInvite(app, token);
  const account = await authRepo.findUserByEmail(app.db, row.email);
  return { email: row.email, expiresAt: row.expiresAt.toISOString(), hasAccount: Boolean(account) };
}

/**
 * Accepts an invite: creates the admin account (new e-mail) or, for an existing account, checks THAT account's
 * password and makes it an admin (clearing an earlier deactivation: being invited again is how an admin comes
 * back). The invite is marked used by a conditional update in the same transaction as the account change, so
 * of 50 simultaneous accepts exactly one makes an admin. Answers the admin; the route starts the session.
 */
export async function accept(
  app: App,
  request: FastifyRequest,
  source: AttemptSource,
  token: string,
  input: AcceptInviteInput & { firstName: string; password: string },
): Promise<User> {
  const invited = await usableInvite(app, token);
  const existing = await authRepo.findUserByEmail(app.db, invited.email);
  let passwordHash: string | undefined;
  let firstName: string | undefined;
  if (existing) {
    // Guessing an account's password through an invite link is throttled like signing in.
    const account = { userId: existing.id, deviceId: deviceFor(source.device, existing.id) };
    const ticket = await source.throttle.attempt("login", existing.email, source.address, account);
    if (!(await checkPassword(existing.passwordHash, input.password))) throw unauthorized(TEAM_MESSAGES.wrongPassword);
    await source.throttle.succeeded("login", existing.email, source.address, existing.id, ticket);
  } else {
    const name = newAdminFirstName.safeParse(input.firstName);
    if (!name.success) throw badRequest(name.error.issues[0]?.message ?? TEAM_MESSAGES.firstNameRequired);
    if ([...input.password].length < MIN_PASSWORD_LENGTH) throw badRequest(TEAM_MESSAGES.shortPassword);
    firstName = name.data;
    passwordHash = await hashPassword(input.password);
  }

  const now = app.clock.now();
  const admin = await app.db.transaction(async (tx) => {
    // The author may have been deactivated or demoted since the link was opened: asked again, their row locked.
    await usableInvite(app, token, tx);
    const used = await repo.useInvite(tx, invited.id, now);
    if (!used) throw notFound(TEAM_MESSAGES.inviteGone);
    let user: User | undefined;
    if (existing) {
      [user] = await tx
        .update(users)
        .set({ isAdmin: true, adminRole: inviteRole(invited.role), deactivatedAt: null })
        .where(eq(users.id, existing.id))
        .returning();
    } else {
      user = await authRepo.insertUser(tx, {
        email: invited.email,
        firstName,
        lastName: null,
        passwordHash,
        isAdmin: true,
        adminRole: inviteRole(invited.role),
      });
      // Someone registered this e-mail between the check above and now: the invite stays open for a retry.
      if (!user) throw conflict("An account with this e-mail was just created. Open the invite link again.");
    }
    if (!user) throw notFound(TEAM_MESSAGES.inviteGone);
    await repo.setInviteUser(tx, invited.id, user.id);
    await recordAudit(tx, actorOf(request, user.id), {
      action: "team.join",
      entityType: "user",
      entityId: user.id,
      before: existing ? { isAdmin: existing.isAdmin, deactivated: Boolean(existing.deactivatedAt) } : null,
      after: {
        isAdmin: true,
        role: inviteRole(invited.role),
        email: user.email,
        inviteId: invited.id,
        newAccount: !existing,
      },
    });
    return user;
  });
  forgetCachedSessions(app.db, { userId: admin.id });
  return admin;
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
    for (const claim of ended.claims) {
      if (claim.expiresAt.getTime() <= now.getTime()) continue;
      await recordAudit(tx, actorOf(request), {
        action: "posting.release",
        entityType: "posting",
        entityId: claim.postingId,
        listingId: claim.listingId,
        before: { marketplace: claim.marketplace, adminId: userId, expiresAt: claim.expiresAt.toISOString() },
        after: null,
      });
    }
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

/** An invite's stored role (a row from before roles were known reads as the least one). */
const inviteRole = (role: string): AdminRole => (isAdminRole(role) ? role : "poster");

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
    for (const claim of postingClaims) {
      if (claim.expiresAt.getTime() <= now.getTime()) continue;
      await recordAudit(tx, actorOf(request), {
        action: "posting.release",
        entityType: "posting",
        entityId: claim.postingId,
        listingId: claim.listingId,
        before: { marketplace: claim.marketplace, adminId: userId, expiresAt: claim.expiresAt.toISOString() },
        after: null,
      });
    }
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
