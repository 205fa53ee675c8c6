import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { TEAM_MESSAGES } from "../../../contract/team.ts";
import { TWO_FACTOR_MESSAGES } from "../../../contract/two-factor.ts";
import type { App } from "../../app-types.ts";
import type { Db } from "../../db/client.ts";
import { sessions, type User, users } from "../../db/schema.ts";
import { forbidden, unauthorized } from "../../lib/http-error.ts";
import { actorOf, recordIfAdmin } from "../audit/record.ts";

export const SESSION_COOKIE = "snaplist_sid";
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * On PGlite one process owns the database, so it can remember session lookups for a moment without going stale
 * elsewhere: each PGlite query costs about a millisecond and every signed-in request pays one (docs/decisions/003).
 * Ending a session and changing a user (auth repo's updateUser) forget the entries at once; the short lifetime
 * is the safety net for anything else. PostgreSQL deployments may run several servers, so they never cache.
 */
const CACHE_MS = 2000;
const lookupCaches = new WeakMap<Db, Map<string, { user: User; until: number }>>();

export function forgetCachedSessions(db: Db, match: { sessionId?: string; userId?: string }) {
  const cache = lookupCaches.get(db);
  if (!cache) return;
  if (match.sessionId) cache.delete(match.sessionId);
  if (match.userId) for (const [id, entry] of cache) if (entry.user.id === match.userId) cache.delete(id);
}

/**
 * Creates a session row and returns the opaque token for the cookie. Only its hash is stored. `viaGoogle` records
 * that a Google sign-in started it, and when (docs/decisions/129).
 */
export async function createSessionToken(
  db: Db,
  userId: string,
  userAgent?: string,
  viaGoogle = false,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    userAgent: userAgent?.slice(0, 300),
    googleSignInAt: viaGoogle ? sql`now()` : null,
  });
  return token;
}

/** Starts a fresh session (a new id at every login) and sets the cookie. */
export async function startSession(
  app: App,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  opts: { viaGoogle?: boolean } = {},
) {
  if (request.sessionId) {
    await app.db.delete(sessions).where(eq(sessions.id, request.sessionId));
    forgetCachedSessions(app.db, { sessionId: request.sessionId });
  }
  // An admin's sign-in is audited with the session it starts: both or neither (docs/decisions/125).
  const token = await app.db.transaction(async (tx) => {
    const token = await createSessionToken(tx, userId, request.headers["user-agent"], opts.viaGoogle);
    await recordIfAdmin(tx, actorOf(request, userId), "admin.sign_in");
    return token;
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: app.config.secureCookies,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

/** Destroys the session on the server and clears the cookie. */
export async function endSession(app: App, request: FastifyRequest, reply: FastifyReply) {
  const { sessionId, user } = request;
  if (sessionId) {
    await app.db.transaction(async (tx) => {
      const ended = await tx.delete(sessions).where(eq(sessions.id, sessionId)).returning({ id: sessions.id });
      // Only the call that really ends an admin's session is audited: a repeated sign-out writes nothing.
      if (ended.length && user?.isAdmin) await recordIfAdmin(tx, actorOf(request, user.id), "admin.sign_out");
    });
    forgetCachedSessions(app.db, { sessionId });
  }
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}

/** Reads the session cookie on API requests and sets request.user. */
export function registerSessionLoader(app: App) {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  // Every signed-in request runs this: prepared once, it skips building the SQL each time (half its cost on PGlite).
  const lookup = app.db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A deactivated admin's sessions are deleted; the condition is the backstop for any started meanwhile.
    .where(and(eq(sessions.id, sql.placeholder("id")), gt(sessions.expiresAt, sql`now()`), isNull(users.deactivatedAt)))
    .limit(1)
    .prepare("session_lookup");
  const cache = app.dbKind === "pglite" ? new Map<string, { user: User; until: number }>() : undefined;
  if (cache) lookupCaches.set(app.db, cache);

  async function userFor(id: string): Promise<User | undefined> {
    const now = Date.now();
    const hit = cache?.get(id);
    if (hit && hit.until > now) return hit.user;
    const [row] = await lookup.execute({ id });
    if (cache) {
      if (cache.size >= 10_000) cache.clear();
      if (row) cache.set(id, { user: row.user, until: now + CACHE_MS });
      else cache.delete(id);
    }
    return row?.user;
  }

  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const id = hashToken(token);
    const user = await userFor(id);
    if (user) {
      request.user = user;
      request.sessionId = id;
    }
  });
}

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

/** The signed-in user inside a handler guarded by requireUser. */
export function currentUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  return request.user;
}
