import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listings, postings } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createListing, createUser } from "../../helpers/factories.ts";
import { clientFor, ORIGIN } from "./helpers.ts";

const app = await createTestApp();

describe("another seller's listing", () => {
  it("is a 404 for seller B on GET, PATCH, DELETE and retry, and stays unchanged", async () => {
    const a = await createUser(app);
    const b = await createUser(app);
    const listing = await createListing(app, a, { title: "A's camera" });
    await app.db.update(postings).set({ status: "failed" }).where(eq(postings.listingId, listing.id));
    const asB = await clientFor(app, b);

    const calls = [
      await asB("GET", `/api/listings/${listing.id}`),
      await asB("PATCH", `/api/listings/${listing.id}`, { title: "Stolen" }),
      await asB("DELETE", `/api/listings/${listing.id}`),
      await asB("POST", "/api/listings/retry", { listingId: listing.id, platform: "olx" }),
    ];
    for (const res of calls) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: "Listing not found" });
      expect(res.body).not.toContain("A's camera");
    }
    expect((await asB("GET", "/api/listings")).json()).toEqual([]);

    const [row] = await app.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row.title).toBe("A's camera");
    const rows = await app.db.select().from(postings).where(eq(postings.listingId, listing.id));
    expect(rows.every((r) => r.status === "failed")).toBe(true);
  });
});

describe("PUT /api/admin/listings/{id}/status", () => {
  it("is 403 for a seller (even on their own listing) and 401 when signed out", async () => {
    const seller = await createUser(app);
    const listing = await createListing(app, seller);
    const api = await clientFor(app, seller);
    const res = await api("PUT", `/api/admin/listings/${listing.id}/status`, {
      platform: "olx",
      status: "posted",
      postingUrl: "https://olx.in/item/ad-iid-1",
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: "Admin access required" });
    const anon = await app.inject({
      method: "PUT",
      url: `/api/admin/listings/${listing.id}/status`,
      headers: { origin: ORIGIN, "content-type": "application/json" },
      payload: JSON.stringify({ platform: "olx", status: "pending" }),
    });
    expect(anon.statusCode).toBe(401);
    const rows = await app.db.select().from(postings).where(eq(postings.listingId, listing.id));
    expect(rows.every((r) => r.status === "pending")).toBe(true);
  });

  it("is 404 for an admin on a listing that does not exist", async () => {
    const admin = await clientFor(app, await createAdmin(app));
    const res = await admin("PUT", "/api/admin/listings/00000000-0000-4000-8000-000000000000/status", {
      platform: "olx",
      status: "pending",
    });
    expect(res.statusCode).toBe(404);
  });
});
