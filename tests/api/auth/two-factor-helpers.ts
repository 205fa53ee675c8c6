import type { LightMyRequestResponse } from "fastify";
import { generateSync } from "otplib";
import { expect } from "vitest";
import type { App } from "../../../src/server/app-types.ts";
import type { User } from "../../../src/server/db/schema.ts";
import { loginCookie, TEST_PASSWORD } from "../../helpers/factories.ts";

/**
 * A real TOTP code for `secret`, `stepsAhead` 30-second steps from now. Enrolment confirms with the current step
 * and sign-in uses the next one (within the one step of drift the server allows), so no test waits for the clock
 * and no code is sent twice unless a test means to.
 */
export const totp = (secret: string, stepsAhead = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** The named cookies an answer set, as one Cookie header value. */
export function cookiesOf(res: LightMyRequestResponse, ...names: string[]): string {
  return res.cookies
    .filter((c) => names.includes(c.name) && c.value)
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
}

/** Turns two-factor on for `admin` through the API; answers the secret and the recovery codes. */
export async function enrol(app: App, admin: User) {
  const cookie = await loginCookie(app, admin);
  const setup = await app.inject({ method: "POST", url: "/api/auth/two-factor/setup", headers: { cookie } });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const confirm = await app.inject({
    method: "POST",
    url: "/api/auth/two-factor/confirm",
    headers: { cookie },
    payload: { code: totp(secret) },
  });
  expect(confirm.statusCode).toBe(200);
  return { secret, recoveryCodes: (confirm.json() as { recoveryCodes: string[] }).recoveryCodes, cookie };
}

/** The password step of an admin sign-in; answers the response (202 and a pending cookie when a code is needed). */
export const passwordStep = (app: App, email: string, remoteAddress = "203.0.113.7", cookie?: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/admin/login",
    payload: { email, password: TEST_PASSWORD },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

export const codeStep = (app: App, code: string, cookie: string, remoteAddress = "203.0.113.7") =>
  app.inject({
    method: "POST",
    url: "/api/auth/admin/login/code",
    payload: { code },
    remoteAddress,
    headers: { cookie },
  });
