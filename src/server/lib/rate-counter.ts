import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { rateLimits } from "../db/schema.ts";

/**
 * Fixed-window counters in the `rate_limits` table (docs/decisions/090), so every server on one database counts
 * together. `hit` is one atomic upsert: under 50 parallel calls each gets its own count, on PGlite and PostgreSQL.
 */

/** Adds one to `key` (starting a new window when the old one ended); answers the count and the ms left. */
export async function hit(db: Db, key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
  sweepNowAndThen(db);
  const result = await db.execute(sql`
    insert into ${rateLimits} (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs}::double precision / 1000))
    on conflict (key) do update set
      count = case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end,
      reset_at = case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end
    returning count, ceil(extract(epoch from (reset_at - now())) * 1000) as ttl_ms`);
  const row = rowsOf<{ count: number; ttl_ms: string | number }>(result)[0];
  return { count: Number(row?.count ?? 1), ttlMs: Math.max(0, Number(row?.ttl_ms ?? windowMs)) };
}

/** The current count of `key` in its live window (0 when there is none), without changing it. */
export async function peek(db: Db, key: string): Promise<number> {
  const result = await db.execute(sql`select count from ${rateLimits} where key = ${key} and reset_at > now()`);
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
}

/** Takes back one hit of `key` in its live window (an attempt that turned out to be legitimate). */
export async function release(db: Db, key: string): Promise<void> {
  await db.execute(
    sql`update ${rateLimits} set count = count - 1 where key = ${key} and count > 0 and reset_at > now()`,
  );
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from ${rateLimits} where key = ${key}`);
}

/** Expired windows are dead rows: every 500th hit of this process removes them, so the table stays small. */
const SWEEP_EVERY = 500;
let hitsSinceSweep = 0;
function sweepNowAndThen(db: Db) {
  if (++hitsSinceSweep < SWEEP_EVERY) return;
  hitsSinceSweep = 0;
  db.execute(sql`delete from ${rateLimits} where reset_at < now() - interval '1 minute'`).catch(() => {});
}
