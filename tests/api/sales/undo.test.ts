import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { delistTasks, listings, messages } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { listingRow, recordSale, saleSetup, salesOf, statusCounts } from "./helpers.ts";

const app = await createTestApp();

describe("DELETE /api/admin/sales/{id}/undo", () => {
  it("deletes a pending sale and its delist tasks, restores the listing to the seller's list and notifies", async () => {
    const { admin, asSeller, listing, sellerUser } = await saleSetup(app);
    const sale = await recordSale(admin, listing.id);
    expect((await asSeller("GET", "/api/listings")).json()).toEqual([]);
    const res = await admin("DELETE", `/api/admin/sales/${sale.id}/undo`);
    expect(res.statusCode).toBe(204);
    expect(await salesOf(app, listing.id)).toEqual([]);
    expect(await app.db.select().from(delistTasks).where(eq(delistTasks.saleId, sale.id))).toEqual([]);
    const row = await listingRow(app, listing.id);
    expect(row).toMatchObject({ status: "active" });
    expect((await asSeller("GET", "/api/listings")).json().map((l: { id: string }) => l.id)).toEqual([listing.id]);
    const notices = await app.db.select().from(messages).where(eq(messages.toUserId, sellerUser.id));
    expect(notices.map((n) => n.subject)).toContain("Sale cancelled: Canon EOS 200D");
    const again = await admin("DELETE", `/api/admin/sales/${sale.id}/undo`);
    expect(again.statusCode).toBe(404);
    // The restored listing can be sold again.
    await recordSale(admin, listing.id);
  });

  it("is 409 after a payout, and nothing changes", async () => {
    const { admin, listing } = await saleSetup(app);
    const sale = await recordSale(admin, listing.id);
    await admin("PUT", `/api/admin/sales/${sale.id}/payout`, { payoutMethod: "upi", payoutAmount: "10800" });
    const res = await admin("DELETE", `/api/admin/sales/${sale.id}/undo`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: "This sale has been paid out and can no longer be undone" });
    expect((await salesOf(app, listing.id))[0].payoutStatus).toBe("paid");
    expect((await listingRow(app, listing.id)).status).toBe("sold");
  });

  it("undoes once of 50 identical concurrent calls", async () => {
    const { admin, listing } = await saleSetup(app);
    const sale = await recordSale(admin, listing.id);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => admin("DELETE", `/api/admin/sales/${sale.id}/undo`)),
    );
    expect(statusCounts(responses)).toEqual({ 204: 1, 404: 49 });
    expect((await listingRow(app, listing.id)).status).not.toBe("sold");
  });

  it("racing payouts, leaves exactly one consistent outcome", async () => {
    for (let round = 0; round < 3; round++) {
      const { admin, listing } = await saleSetup(app);
      const sale = await recordSale(admin, listing.id);
      const calls = Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? admin("DELETE", `/api/admin/sales/${sale.id}/undo`)
          : admin("PUT", `/api/admin/sales/${sale.id}/payout`, { payoutMethod: "upi", payoutAmount: "10800" }),
      );
      const responses = await Promise.all(calls);
      const wins = responses.filter((r) => r.statusCode === 200 || r.statusCode === 204);
      expect(wins).toHaveLength(1);
      expect(responses.every((r) => [200, 204, 404, 409].includes(r.statusCode))).toBe(true);
      const rows = await salesOf(app, listing.id);
      const row = await listingRow(app, listing.id);
      if (wins[0].statusCode === 204) {
        expect(rows).toEqual([]);
        expect(row.status).not.toBe("sold");
      } else {
        expect(rows).toHaveLength(1);
        expect(rows[0].payoutStatus).toBe("paid");
        expect(row.status).toBe("sold");
      }
    }
  });
});

describe("a seller deleting a listing while it is being sold", () => {
  it("leaves either a sale with its listing or a deleted listing with no sale - never an orphan", async () => {
    for (let round = 0; round < 4; round++) {
      const { admin, asSeller, listing } = await saleSetup(app);
      const calls = Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? asSeller("DELETE", `/api/listings/${listing.id}`)
          : admin("POST", "/api/admin/sales", { listingId: listing.id, saleAmount: "500" }),
      );
      const responses = await Promise.all(calls);
      expect(responses.every((r) => [201, 204, 404, 409].includes(r.statusCode))).toBe(true);
      const rows = await salesOf(app, listing.id);
      const still = await app.db.select().from(listings).where(eq(listings.id, listing.id));
      if (rows.length) {
        expect(rows).toHaveLength(1);
        expect(still[0].status).toBe("sold");
        expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
      } else {
        expect(still).toEqual([]);
        expect(responses.filter((r) => r.statusCode === 204)).toHaveLength(1);
      }
    }
  });
});
