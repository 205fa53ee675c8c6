import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { App } from "../../app-types.ts";
import type { Db } from "../../db/client.ts";
import { sessions, type User, users } from "../../db/schema.ts";
import { CACHE_MS, forgetCachedSessions, sessionCacheFor } from "../../lib/session-cache.ts";
import { actorOf, recordIfAdmin } from "../audit/record.ts";

export const SESSION_COOKIE = "snaplist_sid";
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

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
  const cache = app.dbKind === "pglite" ? sessionCacheFor(app.db) : undefined;

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
