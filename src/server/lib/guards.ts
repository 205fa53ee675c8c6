import type { FastifyRequest } from "fastify";
import { type AdminRole, can, isAdminRole, type Permission, ROLE_MESSAGES } from "../../contract/roles.ts";
import { TEAM_MESSAGES } from "../../contract/team.ts";
import { TWO_FACTOR_MESSAGES } from "../../contract/two-factor.ts";
import { forbidden, unauthorized } from "./http-error.ts";

/*
 * Route guards (preHandler / onRequest): who may call a route, from the user the session loader put on the request
 * (modules/auth/session.ts). Every module's routes use them; they depend on nothing but the request.
 */

/** preHandler: 401 unless signed in. */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
}

/** preHandler: 401 unless signed in, 403 unless an admin (who has two-factor on, when ADMIN_REQUIRE_2FA says so). */
export async function requireAdmin(request: FastifyRequest) {
  await requireAdminMayEnrol(request);
  if (request.server.config.twoFactor.requiredForAdmins && !request.user?.totpEnabledAt) {
    throw forbidden(TWO_FACTOR_MESSAGES.setupRequired);
  }
}

/** preHandler: 401 unless signed in, 403 unless an admin; enough for setting two-factor up (docs/decisions/124). */
export async function requireAdminMayEnrol(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  if (!request.user.isAdmin) throw forbidden("Admin access required");
  if (request.user.deactivatedAt) throw forbidden(TEAM_MESSAGES.deactivated);
}

/**
 * An admin's role (docs/decisions/161); null for anyone else. An admin without a stored role is an owner: every
 * admin was one before roles existed, and the upgrade's migration made them so.
 */
export function roleOf(user: { isAdmin: boolean; adminRole?: string | null } | null | undefined): AdminRole | null {
  if (!user?.isAdmin) return null;
  return isAdminRole(user.adminRole) ? user.adminRole : "owner";
}

/**
 * onRequest guard of every /api/admin/* route, added from its `config.permission` by plugins/route-permissions.ts:
 * 401 unless signed in, 403 unless an active admin (with two-factor when required) whose role holds `permission`.
 */
export function requirePermission(permission: Permission) {
  return async function permissionGuard(request: FastifyRequest) {
    await requireAdmin(request);
    const role = roleOf(request.user);
    if (!role || !can(role, permission)) throw forbidden(ROLE_MESSAGES.notAllowed(role ?? "poster", permission));
  };
}

/** The signed-in user inside a handler guarded by requireUser. */
export function currentUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  return request.user;
}
