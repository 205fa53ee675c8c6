import { and, eq } from "drizzle-orm";
import type { App } from "../../../src/server/app-types.ts";
import { auditEntries } from "../../../src/server/db/schema.ts";
import { SESSION_COOKIE } from "../../../src/server/modules/auth/session.ts";
import { ORIGIN } from "../listings/helpers.ts";

export { clientFor, ORIGIN } from "../listings/helpers.ts";

/** The token at the end of an invite link. */
export const tokenOf = (link: string) => new URL(link).pathname.split("/").pop() as string;

/** A public (signed-out) call, with our Origin as a browser would send it. */
export function publicCall(app: App, method: "GET" | "POST", url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(payload === undefined ? {} : { "content-type": "application/json" }) },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookieOf(res: { cookies: Array<{ name: string; value: string }> }): string {
  const c = res.cookies.find((k) => k.name === SESSION_COOKIE);
  if (!c) throw new Error("no session cookie set");
  return `${SESSION_COOKIE}=${c.value}`;
}

/** A signed-in call with a raw cookie. */
export function withCookie(app: App, cookie: string) {
  return (method: "GET" | "POST" | "DELETE", url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { cookie, origin: ORIGIN, ...(payload === undefined ? {} : { "content-type": "application/json" }) },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
}

export const auditOf = (app: App, action: string, entityId: string) =>
  app.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.entityId, entityId)));
