import { HttpError } from "../../lib/http-error.ts";

/**
 * Counts failed sign-in attempts per key (an email) in a fixed window and refuses further tries once the
 * budget is spent. In memory: each server counts its own; the per-IP limit of @fastify/rate-limit sits in front.
 */
export class AttemptLimiter {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly message: string,
  ) {}

  /** Throws 429 when `key` has used up its failures in the current window. */
  check(key: string, now = Date.now()) {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt > now && entry.count >= this.maxFailures) throw new HttpError(429, this.message);
  }

  fail(key: string, now = Date.now()) {
    this.prune(now);
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) this.entries.set(key, { count: 1, resetAt: now + this.windowMs });
    else entry.count++;
  }

  reset(key: string) {
    this.entries.delete(key);
  }

  /** Drops expired entries now and then so the map cannot grow without bound. */
  private prune(now: number) {
    if (this.entries.size < 10_000) return;
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}
