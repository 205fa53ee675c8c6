import type { FastifyReply, FastifyRequest } from "fastify";
import type { App } from "../../app-types.ts";

/**
 * Between a right admin password and the two-factor code (docs/decisions/124): a signed, httpOnly cookie naming the
 * account and when the step expires. It grants nothing but the right to send a code for that account, and each
 * code attempt is counted like a password guess.
 */
const PENDING_COOKIE = "snaplist_2fa";
const PENDING_TTL_MS = 5 * 60 * 1000;
const PATH = "/api/auth/admin";

export function startPendingSignIn(app: App, reply: FastifyReply, userId: string) {
  reply.setCookie(PENDING_COOKIE, `${userId}.${Date.now() + PENDING_TTL_MS}`, {
    path: PATH,
    httpOnly: true,
    sameSite: "strict",
    secure: app.config.secureCookies,
    signed: true,
    maxAge: PENDING_TTL_MS / 1000,
  });
}

/** The account of a live pending sign-in, if this browser has one. */
export function readPendingSignIn(request: FastifyRequest): string | undefined {
  const raw = request.cookies[PENDING_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  const [userId, until] = unsigned.value.split(".");
  return userId && Number(until) > Date.now() ? userId : undefined;
}

export function endPendingSignIn(reply: FastifyReply) {
  reply.clearCookie(PENDING_COOKIE, { path: PATH });
}
