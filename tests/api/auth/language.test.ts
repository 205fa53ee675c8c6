import { describe, expect, it } from "vitest";
import { createTestApp } from "../../helpers/app.ts";
import { createUser, loginCookie } from "../../helpers/factories.ts";
import { post, registerBody, sessionCookie } from "./helpers.ts";

/** The seller's language, kept on the user record so every device follows the switch (docs/decisions/131). */
const app = await createTestApp();

const setLanguage = (cookie: string | undefined, payload: unknown) =>
  app.inject({
    method: "PUT",
    url: "/api/auth/user/language",
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
const me = (cookie: string) => app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });

describe("the language at sign-up (issue 47 item 5)", () => {
  it("is the one the sign-up form was shown in", async () => {
    const res = await post(app, "/api/auth/register", registerBody(undefined, { language: "hi" }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().language).toBe("hi");
    expect((await me(sessionCookie(res)!)).json().language).toBe("hi");
  });

  it("is none when the form did not say (an older client): the app saves what the seller sees", async () => {
    const res = await post(app, "/api/auth/register", registerBody());
    expect(res.json().language).toBeNull();
  });

  it("refuses one it does not have, with a human message, and makes no account", async () => {
    const body = registerBody(undefined, { language: "fr" });
    const res = await post(app, "/api/auth/register", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Language must be en (English) or hi (Hindi)");
    const login = await post(app, "/api/auth/login", { email: body.email, password: body.password });
    expect(login.statusCode).toBe(401);
  });
});

describe("PUT /api/auth/user/language", () => {
  it("is null until chosen, then remembered and returned by GET /api/auth/user, on every session", async () => {
    const user = await createUser(app);
    const phone = await loginCookie(app, user);
    expect((await me(phone)).json().language).toBeNull();

    const res = await setLanguage(phone, { language: "hi" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: "hi" });
    expect((await me(phone)).json().language).toBe("hi");

    // Another device signs in later and finds the same choice.
    const laptop = await loginCookie(app, user);
    expect((await me(laptop)).json().language).toBe("hi");

    expect((await setLanguage(laptop, { language: "en" })).json()).toEqual({ language: "en" });
    expect((await me(phone)).json().language).toBe("en");
  });

  it("refuses a language it does not have with a 400 and a human message, and keeps the old choice", async () => {
    const user = await createUser(app);
    const cookie = await loginCookie(app, user);
    await setLanguage(cookie, { language: "hi" });
    for (const bad of [
      { language: "fr" },
      { language: "HI" },
      { language: "" },
      { language: null },
      {},
      { language: 1 },
    ]) {
      const res = await setLanguage(cookie, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toEqual({
        message: "Language must be en (English) or hi (Hindi)",
        code: "language.invalid",
      });
    }
    expect((await me(cookie)).json().language).toBe("hi");
  });

  it("is 401 for a visitor", async () => {
    const res = await setLanguage(undefined, { language: "hi" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Please log in to continue.", code: "server.loginRequired" });
  });

  it("does not change another user's choice", async () => {
    const [a, b] = [await createUser(app), await createUser(app)];
    await setLanguage(await loginCookie(app, a), { language: "hi" });
    expect((await me(await loginCookie(app, b))).json().language).toBeNull();
  });
});
