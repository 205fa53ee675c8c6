import { describe, expect, it } from "vitest";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createUser } from "../../helpers/factories.ts";
import { clientFor, ORIGIN, publicCall, tokenOf } from "./helpers.ts";

const app = await createTestApp();
const admin = await createAdmin(app);
const asAdmin = await clientFor(app, admin);
const asSeller = await clientFor(app, await createUser(app));
const ID = "00000000-0000-4000-8000-000000000000";

const adminRoutes: Array<["GET" | "POST" | "DELETE", string, unknown?]> = [
  ["GET", "/api/admin/team"],
  ["POST", "/api/admin/team/invites", { email: "x@example.test", role: "owner" }],
  ["DELETE", `/api/admin/team/invites/${ID}`],
  ["POST", `/api/admin/team/${ID}/deactivate`],
  ["POST", `/api/admin/team/${ID}/reactivate`],
];

describe("who may use the team routes", () => {
  it.each(adminRoutes)("%s %s: 401 for a visitor, 403 for a seller", async (method, url, body) => {
    const visitor = await app.inject({
      method,
      url,
      headers: { origin: ORIGIN, ...(body ? { "content-type": "application/json" } : {}) },
      payload: body ? JSON.stringify(body) : undefined,
    });
    expect(visitor.statusCode).toBe(401);
    const seller = await asSeller(method, url, body);
    expect(seller.statusCode).toBe(403);
  });

  it("refuses an invite from another site's page", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/admin/team/invites",
      headers: { cookie: "x", origin: "https://evil.example", "content-type": "application/json" },
      payload: JSON.stringify({ email: "x@example.test" }),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("bad input gets a clear 4xx", () => {
  it.each([
    [{}],
    [{ email: "" }],
    [{ email: "no-at-sign" }],
    [{ email: "a\u0000b@example.test" }],
    [{ email: `${"a".repeat(300)}@example.test` }],
    [{ email: 42 }],
    [{ email: ["a@example.test"] }],
    ["not json"],
  ])("invite %j", async (body) => {
    const res = await asAdmin("POST", "/api/admin/team/invites", body);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe("string");
  });

  it("unknown or malformed ids and tokens", async () => {
    expect((await asAdmin("POST", "/api/admin/team/not-a-uuid/deactivate")).statusCode).toBe(400);
    expect((await asAdmin("DELETE", "/api/admin/team/invites/not-a-uuid")).statusCode).toBe(400);
    expect((await asAdmin("DELETE", `/api/admin/team/invites/${ID}`)).statusCode).toBe(404);
    expect((await publicCall(app, "GET", "/api/admin-invites/short")).statusCode).toBe(400);
    expect((await publicCall(app, "GET", `/api/admin-invites/${"A".repeat(43)}`)).statusCode).toBe(404);
    // Longer than any token: Fastify's own limit on a path parameter answers first.
    expect((await publicCall(app, "GET", `/api/admin-invites/${"A".repeat(200)}`)).statusCode).toBe(414);
    expect(
      (await publicCall(app, "GET", "/api/admin-invites/%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00"))
        .statusCode,
    ).toBe(400);
  });

  it.each([
    [{ firstName: "Ravi" }],
    [{ firstName: "Ravi", password: 123456 }],
    [{ firstName: "Ravi", password: "pass\u0000word" }],
    [{ firstName: "R\u0000", password: "password" }],
    [{ firstName: "Ravi", password: "p".repeat(201) }],
    [{ firstName: "x".repeat(101), password: "password" }],
  ])("accept %j", async (body) => {
    const res = await asAdmin("POST", "/api/admin/team/invites", {
      email: `bad-${Math.random()}@example.test`,
      role: "owner",
    });
    const url = `/api/admin-invites/${tokenOf(res.json().link)}/accept`;
    const accept = await publicCall(app, "POST", url, body);
    expect(accept.statusCode).toBe(400);
    // Nothing was used up: the link still works.
    expect((await publicCall(app, "GET", `/api/admin-invites/${tokenOf(res.json().link)}`)).statusCode).toBe(200);
    await asAdmin("DELETE", `/api/admin/team/invites/${res.json().id}`);
  });
});
