import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { delistTasks, postings } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { type clientFor, recordSale, saleSetup, statusCounts } from "./helpers.ts";

/** Issue 23 item 2 (docs/decisions/123): a sale takes the listing off the posting queue; Undo puts it back. */
const app = await createTestApp();

type Admin = Awaited<ReturnType<typeof clientFor>>;

const postingRows = (listingId: string) =>
  app.db.select().from(postings).where(eq(postings.listingId, listingId)).orderBy(asc(postings.marketplace));

/** OLX live (a delist task), Quikr in Manual Review (set by the admin), Facebook pending. */
async function queuedSetup() {
  const setup = await saleSetup(app);
  const manual = await setup.admin("PUT", `/api/admin/listings/${setup.listing.id}/status`, {
    platform: "quikr",
    status: "pending_human",
  });
  expect(manual.statusCode).toBe(200);
  return setup;
}

async function pendingReview(admin: Admin) {
  const list = await admin("GET", "/api/admin/listings?pending=true&limit=100");
  const count = (await admin("GET", "/api/admin/summary")).json().pendingReview as number;
  return { ids: (list.json() as Array<{ id: string }>).map((l) => l.id), count };
}

describe("a sale takes the listing off the posting queue", () => {
  it("withdraws pending and manual-review postings, keeps the live one for delisting, and undo restores them", async () => {
    const { admin, asSeller, listing, ad } = await queuedSetup();
    const before = await postingRows(listing.id);
    const queue = await pendingReview(admin);
    expect(queue.ids).toContain(listing.id);

    const sale = await recordSale(admin, listing.id);
    const after = await pendingReview(admin);
    expect(after.ids).not.toContain(listing.id);
    expect(after.count).toBe(queue.count - 1);
    expect(sale.delistTasks.map((t) => t.marketplace)).toEqual(["olx"]);
    const withdrawn = await postingRows(listing.id);
    expect(withdrawn.map((p) => [p.marketplace, p.status, p.withdrawnFrom, p.url])).toEqual([
      ["facebook", "withdrawn_sold", "pending", null],
      ["olx", "posted", null, ad],
      ["quikr", "withdrawn_sold", "pending_human", null],
    ]);
    // The seller's sales history says which postings the sale withdrew.
    const mine = (await asSeller("GET", "/api/user/sales")).json();
    expect(mine[0]).toMatchObject({ id: sale.id, withdrawnPostings: ["facebook", "quikr"] });
    // Admins see why the posting left the queue, and can find such postings.
    const found = await admin("GET", "/api/admin/listings?postingStatus=withdrawn_sold&limit=100");
    expect(found.statusCode).toBe(200);
    const row = (found.json() as Array<{ id: string; facebookStatus: string }>).find((l) => l.id === listing.id);
    expect(row?.facebookStatus).toBe("withdrawn_sold");

    expect((await admin("DELETE", `/api/admin/sales/${sale.id}/undo`)).statusCode).toBe(204);
    expect(await postingRows(listing.id)).toEqual(before);
    expect((await asSeller("GET", "/api/listings")).json()[0]).toMatchObject({
      olxStatus: "posted",
      olxUrl: ad,
      quikrStatus: "pending_human",
      facebookStatus: "pending",
    });
    const restored = await pendingReview(admin);
    expect(restored.ids).toContain(listing.id);
    expect(restored.count).toBe(queue.count);
  });

  it("refuses to put a sold item back in the queue; a status an admin sets meanwhile survives undo", async () => {
    const { admin, listing } = await queuedSetup();
    const sale = await recordSale(admin, listing.id);
    for (const status of ["pending", "pending_human"]) {
      const res = await admin("PUT", `/api/admin/listings/${listing.id}/status`, { platform: "facebook", status });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        message: "This item is sold: undo the sale to put it back in the posting queue",
      });
    }
    const live = await admin("PUT", `/api/admin/listings/${listing.id}/status`, {
      platform: "facebook",
      status: "posted",
      postingUrl: "https://facebook.com/marketplace/item/9",
    });
    expect(live.statusCode).toBe(200);
    expect(live.json().facebookStatus).toBe("posted");

    expect((await admin("DELETE", `/api/admin/sales/${sale.id}/undo`)).statusCode).toBe(204);
    const rows = await postingRows(listing.id);
    expect(rows.map((p) => [p.marketplace, p.status, p.withdrawnFrom])).toEqual([
      ["facebook", "posted", null],
      ["olx", "posted", null],
      ["quikr", "pending_human", null],
    ]);
  });

  it("of 50 concurrent sales one withdraws; of 50 concurrent undos one restores", async () => {
    const { admin, listing } = await queuedSetup();
    const before = await postingRows(listing.id);
    const sold = await Promise.all(
      Array.from({ length: 50 }, () =>
        admin("POST", "/api/admin/sales", { listingId: listing.id, saleAmount: "12000", marketplace: "olx" }),
      ),
    );
    expect(statusCounts(sold)).toEqual({ 201: 1, 409: 49 });
    const rows = await postingRows(listing.id);
    expect(rows.filter((p) => p.status === "withdrawn_sold").map((p) => p.withdrawnFrom)).toEqual([
      "pending",
      "pending_human",
    ]);
    const saleId = sold.find((r) => r.statusCode === 201)?.json().id as string;
    expect(await app.db.select().from(delistTasks).where(eq(delistTasks.saleId, saleId))).toHaveLength(1);

    const undone = await Promise.all(
      Array.from({ length: 50 }, () => admin("DELETE", `/api/admin/sales/${saleId}/undo`)),
    );
    expect(statusCounts(undone)).toEqual({ 204: 1, 404: 49 });
    expect(await postingRows(listing.id)).toEqual(before);
  });
});
