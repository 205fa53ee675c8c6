import { describe, expect, it } from "vitest";
import { engineState } from "../../src/server/modules/generator/warm-up.ts";
import { createTestApp } from "../helpers/app.ts";
import { createUser, loginCookie } from "../helpers/factories.ts";

// Files share a worker process, so another file's photos may have loaded the engine already: what matters is that
// building an app does not start it.
const engineBefore = engineState();
const app = await createTestApp();

describe("GET /api/health", () => {
  it("answers ok with the database kind", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "ok", database: process.env.TEST_DATABASE_URL ? "postgres" : "pglite" });
  });

  it("reports the photo engine as off: only the started server warms it, never buildApp", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.json().engine).toBe(engineBefore);
    expect(engineBefore).not.toBe("warming");
  });

  it("sends security headers", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });
});

describe("unknown paths", () => {
  it("answer a JSON 404 under /api", async () => {
    const res = await app.inject({ method: "GET", url: "/api/nope?x=1" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: "Not found: GET /api/nope" });
  });

  it("answer the client's index.html elsewhere, so client routes survive a reload", async () => {
    const res = await app.inject({ method: "GET", url: "/edit-listing/123" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("SnapList");
  });

  it("answer JSON 404 for a non-GET outside /api", async () => {
    const res = await app.inject({ method: "POST", url: "/somewhere", payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain("Not found");
  });
});

describe("API docs", () => {
  it("serves the OpenAPI document with the health route", async () => {
    const res = await app.inject({ method: "GET", url: "/api/docs/openapi.json" });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths["/api/health"]).toBeDefined();
  });

  it("serves the reference UI without the CSP that would blank it", async () => {
    const res = await app.inject({ method: "GET", url: "/api/docs/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-security-policy"]).toBeUndefined();
  });
});

describe("same-origin guard", () => {
  it("refuses a state-changing request from another site", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/health",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: "Cross-site request refused" });
  });

  it("lets our own origin through to routing", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/nope",
      headers: { origin: "http://localhost:3000", "content-type": "application/json" },
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });
});

describe("sessions", () => {
  it("loads the signed-in user from the cookie, and ignores a forged one", async () => {
    const user = await createUser(app);
    const cookie = await loginCookie(app, user);
    expect(cookie).toMatch(/^snaplist_sid=/);
    const forged = await app.inject({ method: "GET", url: "/api/health", headers: { cookie: "snaplist_sid=forged" } });
    expect(forged.statusCode).toBe(200);
  });
});
