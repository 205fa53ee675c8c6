import { describe, expect, it } from "vitest";
import type { App } from "../../../src/server/app-types.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createUser, loginCookie, TEST_PASSWORD } from "../../helpers/factories.ts";

/**
 * Issue 13 item 8 (docs/decisions/092): production runs with Secure cookies and HSTS unless PUBLIC_URL is plain
 * http on this machine; logout is a POST, and a GET from another site signs nobody out; API_DOCS=false hides
 * /api/docs. Before the fix: production over http had neither Secure nor HSTS, and any page could log a user
 * out with <img src="https://snaplist.example/api/auth/logout">.
 */
const production = await createTestApp({ NODE_ENV: "production", PUBLIC_URL: "http://snaplist.example" });
const localTrial = await createTestApp({ NODE_ENV: "production", PUBLIC_URL: "http://localhost:3000" });
const noDocs = await createTestApp({ API_DOCS: "false" });

const login = (app: App, email: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: TEST_PASSWORD }, headers });
const signedIn = async (app: App, cookie: string) =>
  (await app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode === 200;

describe("NODE_ENV=production", () => {
  it("marks the session cookie Secure and sends HSTS even when PUBLIC_URL says http", async () => {
    const user = await createUser(production);
    const res = await login(production, user.email, { origin: "http://snaplist.example" });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === "snaplist_sid");
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax" });
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
    const health = await production.inject({ method: "GET", url: "/api/health" });
    expect(health.headers["strict-transport-security"]).toMatch(/max-age=/);
  });

  it("keeps plain cookies and no HSTS for a local trial on http://localhost", async () => {
    const user = await createUser(localTrial);
    const res = await login(localTrial, user.email);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === "snaplist_sid")?.secure).toBeFalsy();
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("logout", () => {
  it("POST ends the session on the server and clears the cookie", async () => {
    const user = await createUser(localTrial);
    const cookie = await loginCookie(localTrial, user);
    const out = await localTrial.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === "snaplist_sid")?.value).toBe("");
    expect(await signedIn(localTrial, cookie)).toBe(false);
    // Signed out already: still 204, nothing to do.
    expect((await localTrial.inject({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(204);
  });

  it("POST from another site is refused and the session lives on", async () => {
    const user = await createUser(localTrial);
    const cookie = await loginCookie(localTrial, user);
    const out = await localTrial.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(out.statusCode).toBe(403);
    expect(await signedIn(localTrial, cookie)).toBe(true);
  });

  it.each([
    ["a cross-site image or link", { "sec-fetch-site": "cross-site" }],
    ["a same-site but other-origin page", { "sec-fetch-site": "same-site" }],
    ["a client that does not say where it comes from", {}],
  ])("GET from %s goes to / without signing out", async (_name, headers) => {
    const user = await createUser(localTrial);
    const cookie = await loginCookie(localTrial, user);
    const out = await localTrial.inject({ method: "GET", url: "/api/auth/logout", headers: { cookie, ...headers } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe("/");
    expect(await signedIn(localTrial, cookie)).toBe(true);
  });

  it.each([
    ["a link on our own pages", "same-origin"],
    ["the address typed into the browser", "none"],
  ])("GET from %s signs out (the spec's browser navigation)", async (_name, site) => {
    const user = await createUser(localTrial);
    const cookie = await loginCookie(localTrial, user);
    const out = await localTrial.inject({
      method: "GET",
      url: "/api/auth/logout",
      headers: { cookie, "sec-fetch-site": site },
    });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe("/");
    expect(await signedIn(localTrial, cookie)).toBe(false);
  });
});

describe("API_DOCS", () => {
  it("serves the reference and the OpenAPI document by default", async () => {
    expect((await localTrial.inject({ method: "GET", url: "/api/docs/openapi.json" })).statusCode).toBe(200);
    expect((await localTrial.inject({ method: "GET", url: "/api/docs/" })).statusCode).toBe(200);
  });

  it("=false serves neither, while the API itself works", async () => {
    for (const url of ["/api/docs", "/api/docs/", "/api/docs/openapi.json"]) {
      const res = await noDocs.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: `Not found: GET ${url}` });
    }
    expect((await noDocs.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    // The document still exists inside the server (tests walk it); it is just not served.
    expect(Object.keys((noDocs.swagger() as { paths: object }).paths).length).toBeGreaterThan(10);
  });
});
