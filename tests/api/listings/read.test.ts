import { describe, expect, it } from "vitest";
import { z } from "zod";
import { listingSchema } from "../../../src/contract/listings.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createListing, createUser } from "../../helpers/factories.ts";
import { bulkListings, clientFor } from "./helpers.ts";

const app = await createTestApp();

describe("GET /api/listings and /api/stats", () => {
  it("lists only the seller's own unsold listings, newest first", async () => {
    const seller = await createUser(app);
    const other = await createUser(app);
    const older = await createListing(app, seller, { createdAt: new Date(Date.now() - 3600_000) });
    const newer = await createListing(app, seller, { status: "draft" });
    await createListing(app, other);
    await bulkListings(app, seller, 1, () => ({ status: "active", isSold: true }));
    const api = await clientFor(app, seller);

    const res = await api("GET", "/api/listings");
    expect(res.statusCode).toBe(200);
    expect(res.json().map((l: { id: string }) => l.id)).toEqual([newer.id, older.id]);
    expect(res.json()[1]).toMatchObject({ olxStatus: "pending", imageUrls: ["/uploads/test.jpg"] });
    // The list is JSON built by SQL: it must match the contract exactly, and equal what GET /{id} answers.
    const parsed = z.array(listingSchema.strict()).parse(res.json());
    expect(res.headers["content-type"]).toContain("application/json");
    const one = await api("GET", `/api/listings/${older.id}`);
    expect(one.json()).toEqual(parsed[1]);
    expect(parsed[1].createdAt).toBe(older.createdAt.toISOString());
  });

  it("filters and counts correctly with 200 listings", async () => {
    const seller = await createUser(app);
    // i % 8 picks a shape; each shape says what the filters and counts must see.
    const shapes = [
      { status: "draft" as const },
      { status: "active" as const, postings: { olx: "pending", quikr: "pending", facebook: "pending" } as const },
      { status: "active" as const, postings: { olx: "posted", quikr: "pending", facebook: "pending_human" } as const },
      { status: "active" as const, postings: { olx: "failed", quikr: "posted", facebook: "posted" } as const },
      { status: "active" as const, postings: { olx: "posted", quikr: "posted", facebook: "posted" } as const },
      { status: "active" as const, postings: { olx: "failed", quikr: "failed", facebook: "failed" } as const },
      { status: "active" as const, postings: { olx: "pending_human" } as const },
      {
        status: "active" as const,
        isSold: true,
        postings: { olx: "posted", quikr: "failed", facebook: "pending" } as const,
      },
    ];
    const made = await bulkListings(app, seller, 200, (i) => shapes[i % 8]);
    const api = await clientFor(app, seller);
    const ids = (res: { json(): { id: string }[] }) => res.json().map((l) => l.id);
    const expectIds = (pick: (shape: number) => boolean) =>
      made.filter((m) => m.index % 8 !== 7 && pick(m.index % 8)).map((m) => m.id);

    const all = await api("GET", "/api/listings");
    expect(all.statusCode).toBe(200);
    expect(ids(all)).toEqual(expectIds(() => true));
    expect(ids(all)).toHaveLength(175);
    const pending = await api("GET", "/api/listings?status=pending");
    expect(ids(pending)).toEqual(expectIds((s) => [1, 2, 6].includes(s)));
    const posted = await api("GET", "/api/listings?status=posted");
    expect(ids(posted)).toEqual(expectIds((s) => [2, 3, 4].includes(s)));
    const failed = await api("GET", "/api/listings?status=failed");
    expect(ids(failed)).toEqual(expectIds((s) => [3, 5].includes(s)));
    expect((await api("GET", "/api/listings?status=all")).json()).toHaveLength(175);
    // The listing's states (docs/decisions/170): sold ones only under Sold, drafts and live ones each their own.
    const sold = await api("GET", "/api/listings?status=sold");
    expect(ids(sold)).toEqual(made.filter((m) => m.index % 8 === 7).map((m) => m.id));
    expect(ids(await api("GET", "/api/listings?status=draft"))).toEqual(expectIds((s) => s === 0));
    expect(ids(await api("GET", "/api/listings?status=live"))).toEqual(expectIds((s) => s !== 0));
    expect(ids(await api("GET", "/api/listings?status=withdrawn"))).toEqual([]);
    expect((await api("GET", "/api/listings?status=gone")).statusCode).toBe(400);

    const stats = await api("GET", "/api/stats");
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toEqual({ total: 200, drafts: 25, pending: 75, posted: 75, failed: 50, sold: 25 });
  });

  it("counts nothing for a new seller and needs a session", async () => {
    const api = await clientFor(app, await createUser(app));
    expect((await api("GET", "/api/stats")).json()).toEqual({
      total: 0,
      drafts: 0,
      pending: 0,
      posted: 0,
      failed: 0,
      sold: 0,
    });
    expect((await app.inject({ method: "GET", url: "/api/stats" })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/api/listings" })).statusCode).toBe(401);
  });

  it("returns one listing by id, and 404 for an unknown or malformed id", async () => {
    const seller = await createUser(app);
    const listing = await createListing(app, seller, { title: "Guitar" });
    const api = await clientFor(app, seller);
    const res = await api("GET", `/api/listings/${listing.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: listing.id, title: "Guitar", price: "1500.00" });
    const missing = await api("GET", "/api/listings/00000000-0000-4000-8000-000000000000");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: "Listing not found" });
    expect((await api("GET", "/api/listings/not-a-uuid")).statusCode).toBe(404);
  });
});
