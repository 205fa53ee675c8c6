import type { LightMyRequestResponse } from "fastify";
import type { App } from "../../../src/server/app-types.ts";

let n = 0;
export const uniqueEmail = (tag = "seller") => `${tag}-${Date.now().toString(36)}-${n++}@example.test`;

/** The session cookie an answer set, as a Cookie header value ("snaplist_sid=..."), or undefined. */
export function sessionCookie(res: LightMyRequestResponse): string | undefined {
  const c = res.cookies.find((x) => x.name === "snaplist_sid" && x.value);
  return c ? `${c.name}=${c.value}` : undefined;
}

export const post = (app: App, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url, payload: payload as object, headers });

export function registerBody(email = uniqueEmail(), extra: Record<string, unknown> = {}) {
  return { firstName: "Asha", lastName: "Verma", email, password: "secret123", confirmPassword: "secret123", ...extra };
}
