import type { FastifyRequest } from "fastify";
import { EXTENSION_TOKEN_PREFIX, POSTING_DESK_MESSAGES } from "../../../contract/posting-desk.ts";
import { can } from "../../../contract/roles.ts";
import type { User } from "../../db/schema.ts";
import { roleOf } from "../../lib/guards.ts";
import { forbidden, unauthorized } from "../../lib/http-error.ts";
import { type Actor, actorOf } from "../audit/record.ts";
import { tokenByHash, touchToken } from "./tokens/repo.ts";
import { hashExtensionToken } from "./tokens/service.ts";

/**
 * The posting assistant's routes (/api/extension/*) take `Authorization: Bearer slx_...` and nothing else
 * (docs/decisions/133): a session cookie never authorises them, whoever it belongs to. The token must exist, be
 * neither revoked nor expired (by app.clock), and belong to an admin who is still an admin and not deactivated.
 */

export interface AssistantCaller {
  admin: User;
  tokenId: string;
  expiresAt: Date;
}

const ASSISTANT_ROLE_MESSAGE = "Your role no longer allows posting. Ask an owner to change it.";

const callers = new WeakMap<FastifyRequest, AssistantCaller>();

const BEARER = /^Bearer\s+(\S+)$/i;
/** slx_ and 43 base64url characters (32 bytes); anything else is not worth a database lookup. */
const TOKEN_SHAPE = new RegExp(`^${EXTENSION_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

/** onRequest hook of every /api/extension/* route. */
export async function requireAssistantToken(request: FastifyRequest): Promise<void> {
  const app = request.server;
  const header = request.headers.authorization;
  const token = typeof header === "string" ? BEARER.exec(header.trim())?.[1] : undefined;
  if (!token || !TOKEN_SHAPE.test(token)) throw unauthorized(POSTING_DESK_MESSAGES.tokenInvalid);
  const found = await tokenByHash(app.db, hashExtensionToken(token));
  if (!found) throw unauthorized(POSTING_DESK_MESSAGES.tokenInvalid);
  const { token: row, admin } = found;
  const now = app.clock.now();
  if (row.revokedAt) throw unauthorized(POSTING_DESK_MESSAGES.tokenRevoked);
  if (row.expiresAt.getTime() <= now.getTime()) throw unauthorized(POSTING_DESK_MESSAGES.tokenExpired);
  if (!admin.isAdmin || admin.deactivatedAt) throw unauthorized(POSTING_DESK_MESSAGES.tokenInvalid);
  // Roles (docs/decisions/161): the assistant posts, updates, renews and delists, which is the postings permission;
  // a route may declare its own (config.permission). A role change that takes postings away revokes the admin's
  // tokens; this is the backstop.
  if (!can(roleOf(admin), "postings") || !can(roleOf(admin), request.routeOptions.config?.permission ?? "postings"))
    throw forbidden(ASSISTANT_ROLE_MESSAGE);
  await touchToken(app.db, row.id, now);
  callers.set(request, { admin, tokenId: row.id, expiresAt: row.expiresAt });
}

/** The token's admin; only inside a route guarded by requireAssistantToken. */
export function assistantCaller(request: FastifyRequest): AssistantCaller {
  const caller = callers.get(request);
  if (!caller) throw unauthorized(POSTING_DESK_MESSAGES.tokenInvalid);
  return caller;
}

/** The token's admin as the actor of what the assistant changes (audit trail, posting's updated-by). */
export function assistantActor(request: FastifyRequest): Actor {
  return actorOf(request, assistantCaller(request).admin.id);
}
