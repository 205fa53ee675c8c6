import type { FastifyRequest } from "fastify";

/**
 * Route `config` for @fastify/rate-limit counting each signed-in seller on their own (a visitor by address;
 * the guards answer them 401 anyway). The store the counters live in is the app's (shared across servers
 * when configured); each route counts separately. The 429 says when to try again (docs/decisions/102).
 */
export function perUserLimit(max: number, what: string, timeWindowMs = 60_000) {
  return {
    rateLimit: {
      max,
      timeWindow: timeWindowMs,
      keyGenerator: (request: FastifyRequest) => {
        const user = (request as FastifyRequest & { user?: { id: string } | null }).user;
        return user ? `user:${user.id}` : `ip:${request.ip}`;
      },
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => ({
        statusCode: 429,
        message: `Too many ${what} in a short time. Please try again in ${retryIn(context.ttl)}.`,
      }),
    },
  };
}

function retryIn(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** Per seller and minute: far above what one person does by hand, far below a script's burst. */
export const USER_LIMITS = {
  upload: perUserLimit(60, "photo uploads"),
  classify: perUserLimit(20, "photo analyses"),
  enhance: perUserLimit(30, "photo enhancements"),
  generate: perUserLimit(30, "generation requests"),
  /** Each download reads every photo of the account (docs/decisions/129): a few in ten minutes is plenty. */
  dataExport: perUserLimit(10, "data downloads", 10 * 60_000),
  /** An admin downloads for many sellers. */
  adminDataExport: perUserLimit(30, "data downloads", 10 * 60_000),
} as const;
