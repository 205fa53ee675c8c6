import type { Db } from "../db/client.ts";
import type { User } from "../db/schema.ts";

/**
 * On PGlite one process owns the database, so it can remember session lookups for a moment without going stale
 * elsewhere: each PGlite query costs about a millisecond and every signed-in request pays one (docs/decisions/003).
 * Ending a session and changing a user (auth repo's updateUser) forget the entries at once; the short lifetime
 * is the safety net for anything else. PostgreSQL deployments may run several servers, so they never cache.
 */
export const CACHE_MS = 2000;
const lookupCaches = new WeakMap<Db, Map<string, { user: User; until: number }>>();

export function forgetCachedSessions(db: Db, match: { sessionId?: string; userId?: string }) {
  const cache = lookupCaches.get(db);
  if (!cache) return;
  if (match.sessionId) cache.delete(match.sessionId);
  if (match.userId) for (const [id, entry] of cache) if (entry.user.id === match.userId) cache.delete(id);
}

/** The session loader's cache for this database (PGlite only: modules/auth/session.ts). */
export function sessionCacheFor(db: Db): Map<string, { user: User; until: number }> {
  let cache = lookupCaches.get(db);
  if (!cache) {
    cache = new Map();
    lookupCaches.set(db, cache);
  }
  return cache;
}
