import { eq } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, DELETE_ACCOUNT_RETURN } from "../../../src/contract/account.ts";
import { sessions, users } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { sessionCookie, uniqueEmail } from "../auth/helpers.ts";
import { ORIGIN } from "./helpers.ts";

/**
 * A Google-only account confirms its deletion with a fresh Google sign-in (docs/decisions/129): the flow started
 * with purpose=delete-account asks Google for the password again (prompt=login) and returns to the dialog; the
 * session it starts records the sign-in, which confirms a deletion for the next few minutes.
 */
const provider = new OAuth2Server();
await provider.issuer.keys.generate("RS256");
await provider.start(0, "127.0.0.1");
afterAll(() => provider.stop());
const app = await createTestApp({
  GOOGLE_CLIENT_ID: "snaplist-test-client",
  GOOGLE_CLIENT_SECRET: "snaplist-test-secret",
  GOOGLE_ISSUER: provider.issuer.url as string,
});

async function googleSignIn(identity: Record<string, unknown>, startUrl: string) {
  const dress = (token: { payload: Record<string, unknown> }) => Object.assign(token.payload, identity);
  provider.service.on("beforeTokenSigning", dress);
  try {
    const start = await app.inject({ method: "GET", url: startUrl });
    const authorize = new URL(start.headers.location as string);
    const flow = start.cookies.find((c) => c.name === "snaplist_oidc") as { name: string; value: string };
    const back = await fetch(authorize, { redirect: "manual" });
    const callback = new URL(back.headers.get("location") as string);
    const res = await app.inject({
      method: "GET",
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: `${flow.name}=${flow.value}` },
    });
    return { authorize, res };
  } finally {
    provider.service.off("beforeTokenSigning", dress);
  }
}

const deleteWith = (cookie: string) =>
  app.inject({
    method: "POST",
    url: "/api/account/delete",
    headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
    payload: "{}",
  });

describe("confirming a deletion with Google", () => {
  it("an ordinary Google sign-in chooses an account; the deletion one asks for the password again", async () => {
    const email = uniqueEmail("google-delete");
    const identity = { sub: `g-${email}`, email, email_verified: true, given_name: "Gita" };
    const first = await googleSignIn(identity, "/api/auth/google");
    expect(first.authorize.searchParams.get("prompt")).toBe("select_account");
    expect(first.res.headers.location).toBe("/");

    const again = await googleSignIn(identity, "/api/auth/google?purpose=delete-account");
    expect(again.authorize.searchParams.get("prompt")).toBe("login");
    expect(again.res.headers.location).toBe(DELETE_ACCOUNT_RETURN);
    const cookie = sessionCookie(again.res) as string;
    const preview = await app.inject({ method: "GET", url: "/api/account/deletion", headers: { cookie } });
    expect(preview.json()).toMatchObject({ confirmWith: "google", googleSignInFresh: true, googleAvailable: true });

    const res = await deleteWith(cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(await app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("a Google sign-in more than 10 minutes old does not confirm it", async () => {
    const email = uniqueEmail("google-old");
    const { res } = await googleSignIn({ sub: `g-${email}`, email, email_verified: true }, "/api/auth/google");
    const cookie = sessionCookie(res) as string;
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    await app.db
      .update(sessions)
      .set({ googleSignInAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, user.id));
    const refused = await deleteWith(cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCOUNT_MESSAGES.googleRequired);
  });

  it("refuses an unknown purpose", async () => {
    const res = await app.inject({ method: "GET", url: "/api/auth/google?purpose=steal" });
    expect(res.statusCode).toBe(400);
  });
});
