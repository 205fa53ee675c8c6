import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Db } from "../db/client.ts";
import { hit } from "../lib/rate-counter.ts";

/**
 * A store for @fastify/rate-limit that keeps its counters in the database (docs/decisions/090): every route's
 * `config.rateLimit`, including per-user limits, counts across all servers on one database. Each route gets its
 * own key space (method + URL), like the plugin's own stores.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = "rl:",
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, ms: number) {
      hit(db, `${this.prefix}${key}`, ms).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]) {
      // The plugin passes its merged route parameters, which carry the route as routeInfo.
      const info = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(",") : (info.method ?? "");
      return new DatabaseStore(undefined, `${this.prefix}${method}${info.url ?? ""}:`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
