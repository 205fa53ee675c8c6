import { eq } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, describe, expect, it } from "vitest";
import { TEAM_MESSAGES } from "../../../src/contract/team.ts";
import { users } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createUser } from "../../helpers/factories.ts";
import { sessionCookie, uniqueEmail } from "./helpers.ts";

/** A local OpenID Connect provider standing in for Google: no request leaves the machine. */
const provider = new OAuth2Server();
await provider.issuer.keys.generate("RS256");
await provider.start(0, "127.0.0.1");
afterAll(() => provider.stop());

const app = await createTestApp({
  GOOGLE_CLIENT_ID: "snaplist-test-client",
  GOOGLE_CLIENT_SECRET: "snaplist-test-secret",
  GOOGLE_ISSUER: provider.issuer.url!,
});

interface Identity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

/** Walks the browser's part of the flow: our start URL, the provider's redirect, our callback. */
async function signInWithGoogle(identity: Identity, startUrl = "/api/auth/google") {
  // Both the access token and the ID token are signed: dress each as this person.
  const dress = (token: { payload: Record<string, unknown> }) => Object.assign(token.payload, identity);
  provider.service.on("beforeTokenSigning", dress);
  try {
    return await walkFlow(startUrl);
  } finally {
    provider.service.off("beforeTokenSigning", dress);
  }
}

async function walkFlow(startUrl: string) {
  const start = await app.inject({ method: "GET", url: startUrl });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.origin).toBe(provider.issuer.url);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("state")).toBeTruthy();
  expect(authorize.searchParams.get("nonce")).toBeTruthy();
  const flowCookie = start.cookies.find((c) => c.name === "snaplist_oidc")!;
  expect(flowCookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });

  const back = await fetch(authorize, { redirect: "manual" });
  const callback = new URL(back.headers.get("location")!);
  expect(callback.pathname).toBe("/api/auth/google/callback");
  return app.inject({
    method: "GET",
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: `${flowCookie.name}=${flowCookie.value}` },
  });
}

const me = (cookie: string) =>
  app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } }).then((r) => r.json());

describe("Google sign-in", () => {
  it("reports that Google is configured", async () => {
    expect((await app.inject({ method: "GET", url: "/api/auth/config" })).json()).toEqual({ googleEnabled: true });
  });

  it("creates an account from a verified Google identity and lands on /", async () => {
    const email = uniqueEmail("google");
    const res = await signInWithGoogle({
      sub: `g-${email}`,
      email: email.toUpperCase(),
      email_verified: true,
      given_name: "Gita",
      family_name: "Rao",
      picture: "https://example.test/gita.png",
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    const user = await me(sessionCookie(res)!);
    expect(user).toMatchObject({
      email,
      firstName: "Gita",
      lastName: "Rao",
      profileImageUrl: "https://example.test/gita.png",
    });

    // The same Google identity signs in to the same account next time.
    const again = await signInWithGoogle({ sub: `g-${email}`, email, email_verified: true });
    expect((await me(sessionCookie(again)!)).id).toBe(user.id);
  });

  it("links an existing email account when Google verified that email", async () => {
    const existing = await createUser(app);
    const res = await signInWithGoogle({ sub: `g-${existing.id}`, email: existing.email, email_verified: true });
    expect(res.headers.location).toBe("/");
    expect((await me(sessionCookie(res)!)).id).toBe(existing.id);
  });

  it("refuses a deactivated admin (issue 29 item 7), linked or by e-mail, and starts no session", async () => {
    const admin = await createUser(app, { isAdmin: true });
    await app.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, admin.id));
    {
      const sub = `g-deactivated-${admin.id}`;
      const res = await signInWithGoogle({ sub, email: admin.email, email_verified: true });
      expect(sessionCookie(res)).toBeUndefined();
      const location = new URL(res.headers.location as string, "http://x");
      expect(location.searchParams.get("auth_error")).toBe(TEAM_MESSAGES.deactivated);
    }
    // Linked before the deactivation: refused as well.
    const linked = await createUser(app, { isAdmin: true });
    await signInWithGoogle({ sub: `g-linked-${linked.id}`, email: linked.email, email_verified: true });
    await app.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, linked.id));
    const res = await signInWithGoogle({ sub: `g-linked-${linked.id}`, email: linked.email, email_verified: true });
    expect(sessionCookie(res)).toBeUndefined();
    expect(new URL(res.headers.location as string, "http://x").searchParams.get("auth_error")).toBe(
      TEAM_MESSAGES.deactivated,
    );
  });

  it("refuses an unverified email and explains on the landing page", async () => {
    const existing = await createUser(app);
    const res = await signInWithGoogle({
      sub: `g-unverified-${existing.id}`,
      email: existing.email,
      email_verified: false,
    });
    expect(sessionCookie(res)).toBeUndefined();
    const location = new URL(res.headers.location as string, "http://x");
    expect(location.pathname).toBe("/");
    expect(location.searchParams.get("auth_error")).toBe("Your Google account has no verified email address.");
    expect(location.searchParams.get("suggestion")).toBeTruthy();
  });

  it("carries a referral code through the flow", async () => {
    const owner = await createUser(app, { referralCode: `G${Date.now().toString(36).toUpperCase()}` });
    const email = uniqueEmail("google-ref");
    const res = await signInWithGoogle(
      { sub: `g-${email}`, email, email_verified: true },
      `/api/auth/google?ref=${owner.referralCode!.toLowerCase()}`,
    );
    expect(await me(sessionCookie(res)!)).toMatchObject({ referredBy: owner.referralCode, referredByUserId: owner.id });
  });

  it("keeps the language the page was in for a new account (issue 47 item 5), and an existing one's own", async () => {
    const email = uniqueEmail("google-hi");
    const res = await signInWithGoogle({ sub: `g-${email}`, email, email_verified: true }, "/api/auth/google?lang=hi");
    expect(await me(sessionCookie(res)!)).toMatchObject({ email, language: "hi" });
    // Signing in again from an English page changes nothing: the switch changes it, not the page.
    const again = await signInWithGoogle(
      { sub: `g-${email}`, email, email_verified: true },
      "/api/auth/google?lang=en",
    );
    expect((await me(sessionCookie(again)!)).language).toBe("hi");
    const bad = await app.inject({ method: "GET", url: "/api/auth/google?lang=fr" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Language must be en (English) or hi (Hindi)");
  });

  it("sends the browser back with auth_error when the provider refuses", async () => {
    const res = await app.inject({ method: "GET", url: "/api/auth/google/callback?error=access_denied&state=x" });
    const location = new URL(res.headers.location as string, "http://x");
    expect(location.searchParams.get("auth_error")).toBe("Google sign-in was cancelled or refused.");
  });

  it("refuses a callback without the signed flow cookie, or with a tampered one", async () => {
    const noCookie = await app.inject({ method: "GET", url: "/api/auth/google/callback?code=abc&state=x" });
    expect(new URL(noCookie.headers.location as string, "http://x").searchParams.get("auth_error")).toMatch(
      /took too long/,
    );
    const forged = await app.inject({
      method: "GET",
      url: "/api/auth/google/callback?code=abc&state=x",
      headers: { cookie: `snaplist_oidc=${encodeURIComponent('{"state":"x","nonce":"y","verifier":"z"}')}` },
    });
    expect(sessionCookie(forged)).toBeUndefined();
    expect(new URL(forged.headers.location as string, "http://x").searchParams.get("auth_error")).toMatch(
      /took too long/,
    );
  });
});
