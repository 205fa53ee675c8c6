import { describe, expect, it } from "vitest";
import { createTestApp } from "../../helpers/app.ts";
import { createUser } from "../../helpers/factories.ts";
import { post, registerBody, sessionCookie, uniqueEmail } from "./helpers.ts";

const app = await createTestApp();

describe("POST /api/auth/register", () => {
  it("creates the account, signs in, and answers the public user", async () => {
    const email = uniqueEmail();
    const res = await post(app, "/api/auth/register", registerBody(email));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ email, firstName: "Asha", lastName: "Verma", isAdmin: false });
    expect(body).not.toHaveProperty("passwordHash");
    const cookie = sessionCookie(res);
    expect(cookie).toBeDefined();
    const me = await app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: cookie! } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
  });

  it("stores the email lower-cased and treats a taken email case-insensitively with 409", async () => {
    const email = uniqueEmail();
    const first = await post(app, "/api/auth/register", registerBody(`  ${email.toUpperCase()} `));
    expect(first.statusCode).toBe(201);
    expect(first.json().email).toBe(email);
    const again = await post(app, "/api/auth/register", registerBody(email));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: "An account with this email already exists. Please log in instead.",
    });
    expect(sessionCookie(again)).toBeUndefined();
  });

  it("accepts an account without names", async () => {
    const res = await post(app, "/api/auth/register", registerBody(uniqueEmail(), { firstName: "", lastName: "" }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ firstName: null, lastName: null });
  });

  it.each([
    [{ email: "" }, "Please enter a valid email address"],
    [{ email: "no-at-sign" }, "Please enter a valid email address"],
    [{ email: "bad", password: "123" }, "Please enter a valid email address"],
    [{ password: "12345", confirmPassword: "12345" }, "Password must be at least 6 characters"],
    [{ password: "12345", confirmPassword: "other" }, "Password must be at least 6 characters"],
    [{ confirmPassword: "different" }, "Passwords don't match"],
  ])("refuses %o with the section 5 message", async (override, message) => {
    const res = await post(app, "/api/auth/register", registerBody(uniqueEmail(), override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });

  it("links the new account to the owner of an existing referral code, and ignores an unknown code", async () => {
    const owner = await createUser(app, { referralCode: `OWN${Date.now().toString(36).toUpperCase()}` });
    const linked = await post(
      app,
      "/api/auth/register",
      registerBody(uniqueEmail(), { referralCode: owner.referralCode!.toLowerCase() }),
    );
    expect(linked.statusCode).toBe(201);
    expect(linked.json()).toMatchObject({ referredBy: owner.referralCode, referredByUserId: owner.id });

    const unknown = await post(app, "/api/auth/register", registerBody(uniqueEmail(), { referralCode: "NOSUCHCODE" }));
    expect(unknown.statusCode).toBe(201);
    expect(unknown.json()).toMatchObject({ referredBy: null, referredByUserId: null });
  });

  it("refuses a registration posted from another site", async () => {
    const res = await post(app, "/api/auth/register", registerBody(), { origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: "Cross-site request refused" });
  });
});
