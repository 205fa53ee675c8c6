import { describe, expect, it } from "vitest";
import { createTestApp } from "../../helpers/app.ts";
import { createUser, TEST_PASSWORD } from "../../helpers/factories.ts";
import { post, sessionCookie, uniqueEmail } from "./helpers.ts";

const app = await createTestApp();

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  post(app, "/api/auth/login", { email, password }, headers);
const me = (cookie: string) => app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });

describe("POST /api/auth/login", () => {
  it("signs in with an HttpOnly, SameSite=Lax session cookie (not Secure over plain http)", async () => {
    const user = await createUser(app);
    const res = await login(user.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email });
    const cookie = res.cookies.find((c) => c.name === "snaplist_sid")!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie.secure).toBeFalsy();
  });

  it("treats the email case-insensitively", async () => {
    const user = await createUser(app);
    const res = await login(` ${user.email.toUpperCase()} `, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
  });

  it("gives the same answer for a wrong password and an unknown email", async () => {
    const user = await createUser(app);
    const wrong = await login(user.email, "wrong-password");
    const unknown = await login(uniqueEmail("nobody"), "wrong-password");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: "Invalid email or password" });
    expect(unknown.json()).toEqual(wrong.json());
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it("refuses missing fields with a readable message", async () => {
    expect((await login("", "x")).json()).toMatchObject({ message: "Email is required" });
    expect((await login("a@b.c", "")).json()).toMatchObject({ message: "Password is required" });
  });

  it("answers 429 after repeated bad logins for one email, even with the right password", async () => {
    const user = await createUser(app);
    for (let i = 0; i < 5; i++) expect((await login(user.email, `bad-${i}`)).statusCode).toBe(401);
    const blocked = await login(user.email, "bad-again");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many attempts/);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(429);
    // Another email from the same address is not affected.
    const other = await createUser(app);
    expect((await login(other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("issues a new session id at every login and keeps each one separate", async () => {
    const user = await createUser(app);
    const a = sessionCookie(await login(user.email, TEST_PASSWORD))!;
    const b = sessionCookie(await login(user.email, TEST_PASSWORD))!;
    expect(a).not.toEqual(b);
    // Logging in again from a signed-in browser replaces that browser's session.
    const c = sessionCookie(await login(user.email, TEST_PASSWORD, { cookie: b }))!;
    expect(c).not.toEqual(b);
    expect((await me(b)).statusCode).toBe(401);
    expect((await me(a)).statusCode).toBe(200);
    expect((await me(c)).statusCode).toBe(200);
  });

  it("refuses a login posted from another site", async () => {
    const user = await createUser(app);
    const res = await login(user.email, TEST_PASSWORD, { origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(sessionCookie(res)).toBeUndefined();
  });
});

describe("GET /api/auth/user and logout", () => {
  it("answers 401 when signed out", async () => {
    const res = await app.inject({ method: "GET", url: "/api/auth/user" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty("message");
  });

  it("destroys the session on the server: the old cookie gets 401 afterwards", async () => {
    const user = await createUser(app);
    const cookie = sessionCookie(await login(user.email, TEST_PASSWORD))!;
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((c) => c.name === "snaplist_sid");
    expect(cleared?.value).toBe("");
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe("GET /api/auth/config", () => {
  it("says whether Google sign-in is offered", async () => {
    const res = await app.inject({ method: "GET", url: "/api/auth/config" });
    expect(res.json()).toEqual({ googleEnabled: false });
  });
});

describe("per-IP rate limit", () => {
  it("answers 429 with a clear message after 100 attempts from one address", async () => {
    const from = (remoteAddress: string) =>
      app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "", password: "" }, remoteAddress });
    for (let i = 0; i < 100; i++) expect((await from("203.0.113.9")).statusCode).toBe(400);
    const blocked = await from("203.0.113.9");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: "Too many attempts from your network. Please wait a few minutes and try again.",
      code: "server.tooManyFromNetwork",
    });
  });
});
