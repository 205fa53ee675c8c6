import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { MIN_PASSWORD_LENGTH } from "../../../contract/limits.ts";
import { ADMIN_ROLE_LABELS, type AdminRole, canGrant, isAdminRole, ROLE_MESSAGES } from "../../../contract/roles.ts";
import {
  type AcceptInviteInput,
  ADMIN_INVITE_PATH,
  adminDisplayName,
  INVITE_TTL_HOURS,
  type InviteCreated,
  type InvitePreview,
  inviteVoidReason,
  MAX_OPEN_INVITES,
  newAdminFirstName,
  TEAM_MESSAGES,
} from "../../../contract/team.ts";
import type { App } from "../../app-types.ts";
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
import * as repo from "./team-repo.ts";

/**
 * Invites to the admin team (issue 29 item 7, docs/decisions/134 and 183): a one-time link per e-mail, its preview,
 * and its acceptance. The team itself - deactivation, roles - is team-service.ts.
 */

const HOUR = 60 * 60 * 1000;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** An invite's stored role (a row from before roles were known reads as the least one). */
export const inviteRole = (role: string): AdminRole => (isAdminRole(role) ? role : "poster");

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
