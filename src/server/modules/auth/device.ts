import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { App } from "../../app-types.ts";

/**
 * The device cookie (docs/decisions/091, 124): a signed, long-lived note that this browser signed in to an
 * account, as "<userId>.<deviceId>". It survives logout on purpose; it grants nothing but an attempt budget of its
 * own (per account and device) instead of the address's and the per-email ones. Only the cookie of the account
 * being signed in to counts, so a forged or another account's cookie gives no budget.
 */
const DEVICE_COOKIE = "snaplist_device";

export interface Device {
  userId: string;
  deviceId: string;
}

export function readDevice(request: FastifyRequest): Device | undefined {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  const [userId, deviceId] = unsigned.value.split(".");
  if (!userId) return undefined;
  // Cookies from before decision 124 carry the user id alone: one shared budget for all such browsers.
  return { userId, deviceId: deviceId || userId };
}

/** After a sign-in: keep this browser's device id for the same account, else give it a new one. */
export function rememberDevice(app: App, request: FastifyRequest, reply: FastifyReply, userId: string) {
  const known = readDevice(request);
  const deviceId = known?.userId === userId ? known.deviceId : randomBytes(16).toString("base64url");
  reply.setCookie(DEVICE_COOKIE, `${userId}.${deviceId}`, {
    path: "/api/auth",
    httpOnly: true,
    sameSite: "lax",
    secure: app.config.secureCookies,
    signed: true,
    maxAge: 365 * 24 * 60 * 60,
  });
}

/** The device id this browser holds for `userId`, if its cookie is for that account. */
export const deviceFor = (device: Device | undefined, userId: string) =>
  device?.userId === userId ? device.deviceId : undefined;
