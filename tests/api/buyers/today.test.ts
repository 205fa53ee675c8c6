import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { WorkQueue } from "../../../src/contract/work-queue.ts";
import { listings, postings } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createListing, createUser } from "../../helpers/factories.ts";
import { clientFor } from "../listings/helpers.ts";
import { adminOf } from "../queue/helpers.ts";

/*
 * Issue 42 with issue 41's Today: a seller's answer to a buyer waits in the queue (kind "buyer", tied to the question
 * and its ad) until an admin tells the buyer; a question still waiting for the seller is not admin work.
 */
const app = await createTestApp();

describe("Today: buyer answers", () => {
  it("appear once answered, with the answer for the buyer and the ad, claimable, and leave when relayed", async () => {
    const poster = await adminOf(app, "poster", "Pia");
    const manager = await adminOf(app, "manager", "Mo");
    const seller = await createUser(app);
    const listing = await createListing(app, seller, { title: "Study table", price: "3000.00" });
    await app.db
      .update(postings)
      .set({ status: "posted", url: "https://www.olx.in/item/table-iid-9" })
      .where(and(eq(postings.listingId, listing.id), eq(postings.marketplace, "olx")));
    const q = (
      await poster.call("POST", `/api/admin/listings/${listing.id}/questions`, {
        marketplace: "olx",
        common: "last_price",
      })
    ).json();
    const buyerItems = async (a = poster) =>
      ((await a.call("GET", "/api/admin/queue?kind=buyer")).json() as WorkQueue).items;
    expect(await buyerItems()).toEqual([]);
    const call = await clientFor(app, seller);
    expect((await call("POST", `/api/questions/${q.id}/answer`, { reply: "lowest", amount: "2700" })).statusCode).toBe(
      200,
    );
    const [item] = await buyerItems();
    expect(item).toMatchObject({
      kind: "buyer",
      id: q.id,
      title: "Study table",
      detail: "Tell the buyer: The seller's lowest price is ₹2,700.",
      adUrl: "https://www.olx.in/item/table-iid-9",
      listingId: listing.id,
    });
    // A manager has no postings permission: not their work.
    expect((await manager.call("GET", "/api/admin/queue?kind=buyer")).statusCode).toBeLessThan(500);
    expect((await manager.call("POST", `/api/admin/queue/buyer/${q.id}/claim`)).statusCode).toBe(403);
    expect((await poster.call("POST", `/api/admin/queue/buyer/${q.id}/claim`)).statusCode).toBe(200);
    expect((await poster.call("POST", `/api/admin/questions/${q.id}/relayed`)).statusCode).toBe(200);
    expect(await buyerItems()).toEqual([]);
  });

  it("an offer the seller countered waits as an offer answer; an open one and an admin's accept do not", async () => {
    const poster = await adminOf(app, "poster", "Priya");
    const seller = await createUser(app);
    const listing = await createListing(app, seller, { title: "Bookshelf", price: "4000.00" });
    await app.db
      .update(postings)
      .set({ status: "posted", url: "https://www.olx.in/item/shelf-iid-3" })
      .where(and(eq(postings.listingId, listing.id), eq(postings.marketplace, "olx")));
    const offer = (
      await poster.call("POST", `/api/admin/listings/${listing.id}/offers`, { marketplace: "olx", amount: "3000" })
    ).json();
    const offerItems = async () =>
      ((await poster.call("GET", "/api/admin/queue?kind=offer")).json() as WorkQueue).items.filter(
        (i) => i.listingId === listing.id,
      );
    expect(await offerItems()).toEqual([]);
    expect((await poster.call("POST", `/api/admin/offers/${offer.id}/relayed`)).statusCode).toBe(409);
    const call = await clientFor(app, seller);
    await call("POST", `/api/offers/${offer.id}/answer`, { decision: "counter", amount: "3600" });
    const [item] = await offerItems();
    expect(item).toMatchObject({
      kind: "offer",
      id: offer.id,
      detail: "Tell the buyer: the seller asks ₹3,600 (offer ₹3,000)",
      adUrl: "https://www.olx.in/item/shelf-iid-3",
    });
    expect((await poster.call("POST", `/api/admin/offers/${offer.id}/relayed`)).statusCode).toBe(200);
    expect(await offerItems()).toEqual([]);
  });

  it("an offer at or above the seller's lowest waits in Today until an admin accepts it (issue 47 item 11)", async () => {
    const poster = await adminOf(app, "poster", "Pari");
    const other = await adminOf(app, "poster", "Om");
    const seller = await createUser(app);
    const listing = await createListing(app, seller, { title: "Office chair", price: "5000.00" });
    await app.db.update(listings).set({ floorPrice: "4000.00" }).where(eq(listings.id, listing.id));
    await app.db
      .update(postings)
      .set({ status: "posted", url: "https://www.olx.in/item/chair-iid-4" })
      .where(and(eq(postings.listingId, listing.id), eq(postings.marketplace, "olx")));
    const record = (amount: string) =>
      poster.call("POST", `/api/admin/listings/${listing.id}/offers`, { marketplace: "olx", amount });
    const low = (await record("3500")).json();
    const good = (await record("4200")).json();
    const offerItems = async () =>
      ((await poster.call("GET", "/api/admin/queue?kind=offer")).json() as WorkQueue).items.filter(
        (i) => i.listingId === listing.id,
      );
    // Below the lowest price the seller decides: not the desk's to accept.
    const [item] = await offerItems();
    expect(await offerItems()).toHaveLength(1);
    expect(item).toMatchObject({
      kind: "offer",
      id: good.id,
      acceptAmount: "4200.00",
      detail: "At or above the seller's lowest: accept ₹4,200 for the buyer",
      adUrl: "https://www.olx.in/item/chair-iid-4",
    });
    expect(low.id).not.toBe(good.id);
    const counts = (await poster.call("GET", "/api/admin/queue?kind=offer")).json() as WorkQueue;
    expect(counts.counts.offer?.total).toBeGreaterThanOrEqual(1);
    // Claimed by another admin: Accept is theirs.
    expect((await other.call("POST", `/api/admin/queue/offer/${good.id}/claim`)).statusCode).toBe(200);
    expect((await poster.call("POST", `/api/admin/offers/${good.id}/accept`)).statusCode).toBe(409);
    expect((await other.call("POST", `/api/admin/offers/${good.id}/accept`)).statusCode).toBe(200);
    expect(await offerItems()).toEqual([]);
  });
});
