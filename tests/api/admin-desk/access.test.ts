import { describe, expect, it } from "vitest";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createListing, createUser, loginCookie } from "../../helpers/factories.ts";
import { ORIGIN } from "../listings/helpers.ts";

const app = await createTestApp();

/** Every route of the posting desk (issue 10): a visitor gets 401, a seller 403, and nothing changes. */
describe("admin desk routes refuse visitors and sellers", async () => {
  const seller = await createUser(app);
  const listing = await createListing(app, seller);
  const routes: Array<{ method: "GET" | "POST" | "PUT"; url: string; payload?: unknown }> = [
    { method: "GET", url: "/api/admin/listings" },
    { method: "GET", url: "/api/admin/listings?pending=true" },
    { method: "GET", url: `/api/admin/listings/${listing.id}/photos.zip` },
    { method: "GET", url: "/api/admin/users" },
    { method: "GET", url: "/api/admin/creation-logs" },
    { method: "GET", url: "/api/admin/creation-logs/00000000-0000-4000-8000-000000000000/image" },
    { method: "GET", url: "/api/admin/summary" },
    {
      method: "PUT",
      url: `/api/admin/listings/${listing.id}/status`,
      payload: { platform: "olx", status: "failed" },
    },
    { method: "POST", url: `/api/admin/marketplace-postings/${listing.id}/olx/failed`, payload: {} },
    {
      method: "POST",
      url: "/api/admin/messages",
      payload: { toUserId: seller.id, subject: "Hi", message: "Hello there, seller." },
    },
  ];
  const call = (r: (typeof routes)[number], cookie?: string) =>
    app.inject({
      method: r.method,
      url: r.url,
      headers: {
        origin: ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...(r.payload ? { "content-type": "application/json" } : {}),
      },
      payload: r.payload ? JSON.stringify(r.payload) : undefined,
    });

  it.each(routes.map((r) => [`${r.method} ${r.url.split("?")[0]}`, r] as const))("%s", async (_name, route) => {
    expect((await call(route)).statusCode).toBe(401);
    const res = await call(route, await loginCookie(app, seller));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toHaveProperty("message");
  });

  it("the same routes answer an admin (no 401/403)", async () => {
    const cookie = await loginCookie(app, await createAdmin(app));
    for (const route of routes) {
      const res = await call(route, cookie);
      expect([200, 201, 404]).toContain(res.statusCode);
    }
  });
});
