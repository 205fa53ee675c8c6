import type { App } from "../../app-types.ts";

/**
 * A short-lived cache of each seller's list JSON (docs/decisions/035). Writes made through this server
 * (create, edit, delete, retry, admin status) drop the seller's entries at once, so a seller always sees their
 * own change; writes made elsewhere (another module or server) show within TTL_MS. A per-seller version stops
 * a read that started before a write from storing its older answer. With several servers on one PostgreSQL this
 * bound is the documented delay (docs/decisions/094); the two-server test waits exactly this long.
 */
export const LIST_CACHE_TTL_MS = 2_000;
const TTL_MS = LIST_CACHE_TTL_MS;
const MAX_ENTRIES = 2_000;

interface Cache {
  entries: Map<string, { json: string; expires: number }>;
  versions: Map<string, number>;
}
// Keyed by the database handle: every plugin gets its own encapsulated `app`, but they all share `app.db`.
const caches = new WeakMap<object, Cache>();

function cacheOf(app: App): Cache {
  let cache = caches.get(app.db);
  if (!cache) {
    cache = { entries: new Map(), versions: new Map() };
    caches.set(app.db, cache);
  }
  return cache;
}

export async function cachedList(
  app: App,
  userId: string,
  filter: string,
  load: () => Promise<string>,
): Promise<string> {
  const cache = cacheOf(app);
  const key = `${userId}:${filter}`;
  const now = Date.now();
  const hit = cache.entries.get(key);
  if (hit && hit.expires > now) return hit.json;
  const version = cache.versions.get(userId) ?? 0;
  const json = await load();
  if ((cache.versions.get(userId) ?? 0) === version) {
    if (cache.entries.size >= MAX_ENTRIES) {
      for (const [k, v] of cache.entries)
        if (v.expires <= now || cache.entries.size >= MAX_ENTRIES) cache.entries.delete(k);
    }
    cache.entries.set(key, { json, expires: Date.now() + TTL_MS });
  }
  return json;
}

/** Call after any committed change to a seller's listings, photos or postings. */
export function listingsChanged(app: App, userId: string) {
  const cache = cacheOf(app);
  cache.versions.set(userId, (cache.versions.get(userId) ?? 0) + 1);
  for (const key of cache.entries.keys()) if (key.startsWith(`${userId}:`)) cache.entries.delete(key);
}
