import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { delistTasks, messages } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createListing } from "../../helpers/factories.ts";
import { listingRow, recordSale, saleSetup, salesOf, statusCounts } from "./helpers.ts";

const app = await createTestApp();

describe("POST /api/admin/sales", () => {
  it("records the sale, hides the listing at once, opens delist tasks and notifies the seller", async () => {
    const { admin, asSeller, listing, sellerUser, adminUser, ad } = await saleSetup(app);
    // Warm the seller's list cache: the sale must still show at once.
    expect((await asSeller("GET", "/api/listings")).json()).toHaveLength(1);
    const res = await admin("POST", "/api/admin/sales", {
      listingId: listing.id,
      saleAmount: "12000",
      marketplace: "olx",
      payoutAmount: "10800",
    });
    expect(res.statusCode).toBe(201);
    const sale = res.json();
    expect(sale).toMatchObject({
      listingId: listing.id,
      userId: sellerUser.id,
      saleAmount: "12000.00",
      payoutAmount: "10800.00",
      marketplace: "olx",
      payoutStatus: "pending",
      payoutDate: null,
      markedSoldByAdmin: { email: adminUser.email },
      paidByAdmin: null,
      user: { email: sellerUser.email, upiId: "asha@okaxis" },
      listing: { title: "Canon EOS 200D", price: "30000.00" },
    });
    expect(sale.delistTasks.map((t: { marketplace: string }) => t.marketplace)).toEqual(["olx", "quikr"]);
    expect(sale.delistTasks[0]).toMatchObject({ url: ad, doneAt: null });

    expect((await listingRow(app, listing.id)).status).toBe("sold");
    expect((await asSeller("GET", "/api/listings")).json()).toEqual([]);
    const notices = await app.db.select().from(messages).where(eq(messages.toUserId, sellerUser.id));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ messageType: "sale_success", isSystemMessage: true, listingId: listing.id });
    expect(notices[0].message).toContain("Canon EOS 200D");
    expect(notices[0].message).toContain("₹12,000");

    const listed = await admin("GET", "/api/admin/sales");
    expect(listed.headers["x-total-count"]).toBe("1");
    expect(listed.json()[0].id).toBe(sale.id);
    expect((await admin("GET", "/api/admin/delist-tasks/count")).json()).toEqual({ open: 2 });
  });

  it("uses the sale amount when the payout amount is blank, and 'other' when no marketplace is given", async () => {
    const { admin, listing } = await saleSetup(app);
    const res = await admin("POST", "/api/admin/sales", { listingId: listing.id, saleAmount: 999.5, payoutAmount: "" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ saleAmount: "999.50", payoutAmount: "999.50", marketplace: "other" });
  });

  it("takes amounts as people type them and refuses malformed ones with the accepted form (decision 122)", async () => {
    const { admin, asSeller, listing, sellerUser } = await saleSetup(app);
    const second = await createListing(app, sellerUser);
    const wrong = await admin("POST", "/api/admin/sales", { listingId: listing.id, saleAmount: "1e5" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Sale amount must be a number greater than 0, like 17000, 17,000 or 1,70,000.50");
    await recordSale(admin, listing.id, { saleAmount: " 17,000 ", payoutAmount: "15,300.5" });
    await recordSale(admin, second.id, { saleAmount: "₹1,70,000.50", payoutAmount: "" });
    expect((await salesOf(app, listing.id))[0]).toMatchObject({ saleAmount: "17000.00", payoutAmount: "15300.50" });
    expect((await salesOf(app, second.id))[0]).toMatchObject({ saleAmount: "170000.50" });
    expect((await asSeller("GET", "/api/listings")).json()).toEqual([]);
  });

  it("refuses bad input with a clear 400 and records nothing", async () => {
    const { admin, listing } = await saleSetup(app);
    const cases: Array<[unknown, string]> = [
      [{ saleAmount: "100" }, "Listing ID is required"],
      [{ listingId: "", saleAmount: "100" }, "Listing ID is required"],
      [{ listingId: listing.id }, "Sale amount is required"],
      [{ listingId: listing.id, saleAmount: "" }, "Sale amount is required"],
      [
        { listingId: listing.id, saleAmount: "abc" },
        "Sale amount must be a number greater than 0, like 17000, 17,000 or 1,70,000.50",
      ],
      [{ listingId: listing.id, saleAmount: "0" }, "Sale amount must be a number greater than 0"],
      [
        { listingId: listing.id, saleAmount: "-5" },
        "Sale amount must be a number greater than 0, like 17000, 17,000 or 1,70,000.50",
      ],
      [{ listingId: listing.id, saleAmount: "99999999999" }, "Sale amount is too large"],
      [{ listingId: listing.id, saleAmount: "10.999" }, "Amounts can have at most two decimals"],
      // The contract's text rule holds before any schema (docs/decisions/180).
      [{ listingId: listing.id, saleAmount: "1\u00000" }, "saleAmount contains characters that are not allowed"],
      [{ listingId: listing.id, saleAmount: { a: 1 } }, "Sale amount must be a number greater than 0"],
      [
        { listingId: listing.id, saleAmount: "100", marketplace: "ebay" },
        "Marketplace must be olx, quikr, facebook or other",
      ],
      [
        { listingId: listing.id, saleAmount: "100", payoutAmount: "100.01" },
        "Payout amount cannot be more than the sale amount",
      ],
      [
        { listingId: listing.id, saleAmount: "100", payoutAmount: "x" },
        "Payout amount must be a number greater than 0",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await admin("POST", "/api/admin/sales", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await salesOf(app, listing.id)).toEqual([]);
  });

  it("is 404 for a missing or malformed listing id and 409 for a draft or a sold listing", async () => {
    const { admin, listing, sellerUser } = await saleSetup(app);
    for (const listingId of ["00000000-0000-4000-8000-000000000000", "nope", "x".repeat(100)]) {
      const res = await admin("POST", "/api/admin/sales", { listingId, saleAmount: "10" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: "Listing not found" });
    }
    const draft = await createListing(app, sellerUser, { status: "draft" });
    const d = await admin("POST", "/api/admin/sales", { listingId: draft.id, saleAmount: "10" });
    expect(d.statusCode).toBe(409);
    expect((await listingRow(app, draft.id)).status).not.toBe("sold");
    await recordSale(admin, listing.id);
    const again = await admin("POST", "/api/admin/sales", { listingId: listing.id, saleAmount: "10" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: "This listing has already been sold" });
    expect(await salesOf(app, listing.id)).toHaveLength(1);
  });

  it("makes exactly one sale of 50 identical concurrent calls", async () => {
    const { admin, listing, sellerUser } = await saleSetup(app);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        admin("POST", "/api/admin/sales", { listingId: listing.id, saleAmount: "12000", marketplace: "olx" }),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 201: 1, 409: 49 });
    const rows = await salesOf(app, listing.id);
    expect(rows).toHaveLength(1);
    const tasks = await app.db.select().from(delistTasks).where(eq(delistTasks.saleId, rows[0].id));
    expect(tasks).toHaveLength(2);
    const notices = await app.db.select().from(messages).where(eq(messages.toUserId, sellerUser.id));
    expect(notices).toHaveLength(1);
  });
});
